import type { IdentityOutcome, OtpOutcome } from './verifier.js';

/**
 * Verification per conversation (spec "States and transitions", "Verification (per conversation)") as
 * data that decides: each allowed (state, event) pair gives the next state, the one thing the service
 * does with its records (`effect`) and the answer it gives (`answer`); the service looks the step up and
 * obeys it. No row = not allowed.
 *
 * The states are held implicitly in Redis: a live challenge (otp_token) is CODE SENT, a live session
 * (session_token) is VERIFIED, neither is UNVERIFIED. Each verify-identity call starts a flow of its
 * own from UNVERIFIED (a new otp_token; an earlier one runs out on its own).
 *
 * | spec row (state, trigger, condition)                                        | event                | next       |
 * |------------------------------------------------------------------------------|----------------------|------------|
 * | UNVERIFIED, verify-identity, details match and a destination exists          | identity_matched     | CODE SENT  |
 * | UNVERIFIED, verify-identity, no match                                        | identity_not_matched | UNVERIFIED |
 * | UNVERIFIED, verify-identity, vendor unreachable or refuses credentials        | identity_unavailable | UNVERIFIED |
 * | CODE SENT, verify-otp, code correct                                          | code_correct         | VERIFIED   |
 * | CODE SENT, verify-otp, wrong code and fewer than 5 wrong so far              | code_wrong           | CODE SENT  |
 * | CODE SENT, verify-otp, fifth wrong code                                      | code_fifth_wrong     | UNVERIFIED |
 * | CODE SENT, verify-otp or time, token unknown, used or older than 10 minutes  | code_expired         | UNVERIFIED |
 * | VERIFIED, any account call, session older than 30 minutes or unknown          | session_expired      | UNVERIFIED |
 *
 * Rows that are the code's, not the spec's:
 * - CODE SENT, verify-otp, vendor unreachable (code_unavailable) stays CODE SENT, as the spec's
 *   verify-identity row leaves its state alone when the vendor cannot answer;
 * - UNVERIFIED, verify-otp in a conversation that never had a code sent (otp_without_code): stays
 *   UNVERIFIED and says no code has been sent yet (call verify_identity first), rather than that a code
 *   "has expired";
 * - CODE SENT or VERIFIED, the tenant has chosen another verifier since the code was sent or the
 *   session opened (verifier_changed): UNVERIFIED, the challenge or session destroyed, answered as an
 *   expired code or session (the bot is asked to verify again).
 */
export const VERIFICATION_STATES = ['UNVERIFIED', 'CODE_SENT', 'VERIFIED'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const VERIFICATION_EVENTS = [
  'identity_matched',
  'identity_not_matched',
  'identity_unavailable',
  'code_correct',
  'code_wrong',
  'code_fifth_wrong',
  'code_expired',
  'code_unavailable',
  'session_expired',
  'otp_without_code',
  'verifier_changed',
] as const;
export type VerificationEvent = (typeof VERIFICATION_EVENTS)[number];

/** What the service does with its records on a step. */
export type VerificationEffect =
  /** Store the challenge (otp_token) and bind it to the conversation. */
  | 'store_challenge'
  /** Give back the conversation's reserved code (none was sent). */
  | 'release_code'
  /** Destroy the challenge (single use), then create the session and bind it to the conversation. */
  | 'open_session'
  /** Destroy the challenge. */
  | 'destroy_challenge'
  /** Destroy the session and unbind it from the conversation. */
  | 'destroy_session'
  /** Leave the records as they are. */
  | 'none';

/** The answer of a step (src/messages.ts words each). */
export type VerificationAnswer =
  'code_sent' | 'mismatch' | 'system_error' | 'verified' | 'wrong_code' | 'too_many' | 'expired' | 'session_expired' | 'no_code_sent';

export interface VerificationStep {
  next: VerificationState;
  effect: VerificationEffect;
  answer: VerificationAnswer;
}

export const VERIFICATION_STEPS = {
  UNVERIFIED: {
    identity_matched: { next: 'CODE_SENT', effect: 'store_challenge', answer: 'code_sent' },
    identity_not_matched: { next: 'UNVERIFIED', effect: 'release_code', answer: 'mismatch' },
    identity_unavailable: { next: 'UNVERIFIED', effect: 'release_code', answer: 'system_error' },
    otp_without_code: { next: 'UNVERIFIED', effect: 'none', answer: 'no_code_sent' },
  },
  CODE_SENT: {
    code_correct: { next: 'VERIFIED', effect: 'open_session', answer: 'verified' },
    code_wrong: { next: 'CODE_SENT', effect: 'none', answer: 'wrong_code' },
    code_fifth_wrong: { next: 'UNVERIFIED', effect: 'destroy_challenge', answer: 'too_many' },
    code_expired: { next: 'UNVERIFIED', effect: 'destroy_challenge', answer: 'expired' },
    code_unavailable: { next: 'CODE_SENT', effect: 'none', answer: 'system_error' },
    verifier_changed: { next: 'UNVERIFIED', effect: 'destroy_challenge', answer: 'expired' },
  },
  VERIFIED: {
    session_expired: { next: 'UNVERIFIED', effect: 'destroy_session', answer: 'session_expired' },
    verifier_changed: { next: 'UNVERIFIED', effect: 'destroy_session', answer: 'session_expired' },
  },
} as const satisfies Record<VerificationState, Partial<Record<VerificationEvent, VerificationStep>>>;

/** The step `event` takes from `from`, or null when the table does not allow it. */
export function verificationStep(from: VerificationState, event: VerificationEvent): VerificationStep | null {
  const row: Partial<Record<VerificationEvent, VerificationStep>> = VERIFICATION_STEPS[from];
  return row[event] ?? null;
}

/** The state `event` moves a conversation's verification in `from` to, or null when the table does not allow it. */
export function verificationTransition(from: VerificationState, event: VerificationEvent): VerificationState | null {
  return verificationStep(from, event)?.next ?? null;
}

/** Each verifier answer as an event of the verification table. A refusal in its own words is a mismatch. */
export const IDENTITY_EVENTS = {
  code_sent: 'identity_matched',
  no_match: 'identity_not_matched',
  refused: 'identity_not_matched',
  system_error: 'identity_unavailable',
} as const satisfies Record<IdentityOutcome['kind'], VerificationEvent>;
export const OTP_EVENTS = {
  verified: 'code_correct',
  wrong_code: 'code_wrong',
  too_many: 'code_fifth_wrong',
  expired: 'code_expired',
  system_error: 'code_unavailable',
} as const satisfies Record<OtpOutcome['kind'], VerificationEvent>;
