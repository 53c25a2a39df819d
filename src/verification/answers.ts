import type { VerificationOutcome } from '../metrics/metrics.js';
import { IDENTITY_MESSAGES, MESSAGES, VERIFICATION_MESSAGES } from '../messages.js';
import type { VerificationAnswer } from './verification-states.js';

/**
 * What verification answers, in the spec's words (src/messages.ts): the API outcome each answer of the
 * verification table becomes, and the bot's needs_verification answers.
 */

/** What an API call ends with; the router maps it to a status. */
export type ApiOutcome =
  /** HTTP 200 with this body (success true or false). */
  | { kind: 'reply'; body: Record<string, unknown> }
  /** HTTP 401: session unknown, from another tenant, or older than 30 minutes. */
  | { kind: 'session_expired' }
  /** HTTP 429 with Retry-After. */
  | { kind: 'rate_limited'; retryAfterSeconds: number };

export const reply = (body: Record<string, unknown>): ApiOutcome => ({ kind: 'reply', body });
export const negative = (message: string, extra: Record<string, unknown> = {}): ApiOutcome => reply({ success: false, message, ...extra });
export const systemError = (message: string): ApiOutcome => reply({ success: false, system_error: true, message });

/** The bot's answer for a conversation that holds no valid session (an ended one says so). */
export function needsVerification(hadSession: boolean): ApiOutcome {
  return hadSession ? needsVerificationAgain() : negative(VERIFICATION_MESSAGES.needsVerification, { needs_verification: true });
}

/** The bot's answer when the conversation's session ended: "Session expired — please verify again.". */
export function needsVerificationAgain(): ApiOutcome {
  return negative(MESSAGES.sessionExpired, { needs_verification: true });
}

/** The metric of each answer (an expired code is not counted). */
export const ANSWER_METRIC: Record<VerificationAnswer, VerificationOutcome | null> = {
  code_sent: 'code_sent',
  mismatch: 'mismatch',
  system_error: 'system_error',
  verified: 'verified',
  wrong_code: 'wrong_code',
  too_many: 'too_many',
  expired: null,
  session_expired: null,
  // Counted as fraud signals (fraud_signals_total), not as verification outcomes.
  codes_capped: null,
  wrong_codes_locked: null,
  no_code_sent: null,
  signed_in: 'signed_in',
  token_refused: 'token_refused',
};

/** The outcome of one answer of the verification table; `fields` are the answer's own (tokens, a refusal's words). */
export function verificationAnswer(answer: VerificationAnswer, fields: Record<string, unknown>): ApiOutcome {
  switch (answer) {
    case 'code_sent':
    case 'verified':
      return reply({ success: true, ...fields });
    case 'mismatch':
      return negative(MESSAGES.noMatch, fields);
    case 'system_error':
      return systemError(MESSAGES.cannotCheckAccounts);
    case 'wrong_code':
      return negative(MESSAGES.wrongCode);
    case 'too_many':
      return negative(MESSAGES.tooManyWrongCodes);
    case 'expired':
      return negative(MESSAGES.codeExpired);
    case 'session_expired':
      return { kind: 'session_expired' };
    case 'codes_capped':
      return negative(VERIFICATION_MESSAGES.codesToContactCapped, fields);
    case 'wrong_codes_locked':
      return negative(VERIFICATION_MESSAGES.wrongCodesForContact, fields);
    case 'no_code_sent':
      return negative(VERIFICATION_MESSAGES.noCodeSent, { needs_code: true });
    case 'signed_in':
      return reply({ success: true, message: IDENTITY_MESSAGES.signedIn, method: 'signed_identity' });
    case 'token_refused':
      return negative(IDENTITY_MESSAGES.tokenRefused);
  }
}
