import type { IdentityOutcome, OtpOutcome, SignedIdentityOutcome } from './verifier.js';

/**
 * Verification per conversation (spec "States and transitions", "Verification (per conversation)") as
 * data that decides: each allowed (state, event) pair gives the next state, the one thing the service
 * does with its records (`effect`) and the answer it gives (`answer`); the service looks the step up and
 * obeys it. No row = not allowed.
 *
 * The states are held implicitly in Redis: a live challenge (otp_token) is CODE SENT, a live session
 * (session_token) is VERIFIED, neither is UNVERIFIED. Each verify-identity call starts a flow of its
 * own from UNVERIFIED; a code sent for a customer record destroys the earlier challenges of the same
 * record at the same verifier (only the newest code works), so an earlier otp_token is then unknown
 * ("That code has expired — please ask for a new one.").
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
 *   verify-identity row leaves its state alone when the vendor cannot answer.
 * - UNVERIFIED, verify-identity, a refusal in the verifier's own words (no contact on the account,
 *   not_supported, needs ...): identity_refused, answered as a mismatch with those words; not an
 *   identity mismatch of the fraud signals.
 * - UNVERIFIED, verify-identity, the destination had its cap of codes (5 in 10 minutes, 10 in 24 hours,
 *   or fewer as the tenant set) or is blocked: identity_capped, nothing sent, success false with
 *   retry_after (destination-caps.ts).
 * - CODE SENT, verify-otp, the tenth wrong code for the destination in 10 minutes while the otp_token
 *   has guesses left: code_wrong_run (a wrong code, and a wrong-code run of the fraud signals).
 * - CODE SENT, verify-otp, the destination already had 10 wrong codes in 10 minutes:
 *   code_destination_locked, the code not checked, success false with retry_after.
 * - UNVERIFIED, verify-otp in a conversation that never had a code sent (otp_without_code): stays
 *   UNVERIFIED and says no code has been sent yet (call verify_identity first), rather than that a code
 *   "has expired".
 * - CODE SENT or VERIFIED, the tenant has chosen another verifier since the code was sent or the
 *   session opened (verifier_changed): UNVERIFIED, the challenge or session destroyed, answered as an
 *   expired code or session (the bot is asked to verify again).
 *
 * - UNVERIFIED, identify (a signed identity token from the tenant's own server; like verify-identity,
 *   each call starts from UNVERIFIED): a token that fails any check is signed_identity_refused (nothing
 *   changes, one message for every failure, an identity_token_refused fraud signal); a checked token
 *   whose claims name a record is signed_identity_matched, VERIFIED at once (the session opens exactly
 *   as after a correct code, customer.identified with proof signed_identity); no such record is
 *   signed_identity_not_matched (the mismatch message, an identity mismatch); a verifier that cannot
 *   take it says so in its own words (signed_identity_unsupported); an unreachable verifier is
 *   signed_identity_unavailable.
 *
 * - VERIFIED, the customer confirmed "This wasn't me" on their receipt (verification_disputed, issue 28):
 *   UNVERIFIED at once, the session destroyed and unbound (the account tools answer needs_verification).
 *
 * `signal`: the fraud signal a step is (fraud-signals.ts); codes sent and capped are counted by the
 * caps where the destination is known.
 */
export const VERIFICATION_STATES = ['UNVERIFIED', 'CODE_SENT', 'VERIFIED'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const VERIFICATION_EVENTS = [
  'identity_matched',
  'identity_not_matched',
  'identity_unavailable',
  'identity_refused',
  'identity_capped',
  'code_correct',
  'code_wrong',
  'code_fifth_wrong',
  'code_expired',
  'code_unavailable',
  'code_wrong_run',
  'code_destination_locked',
  'session_expired',
  'otp_without_code',
  'verifier_changed',
  'signed_identity_refused',
  'signed_identity_matched',
  'signed_identity_not_matched',
  'signed_identity_unsupported',
  'signed_identity_unavailable',
  'verification_disputed',
] as const;
export type VerificationEvent = (typeof VERIFICATION_EVENTS)[number];

/** What the service does with its records on a step. */
export type VerificationEffect =
  /**
   * Store the challenge (otp_token), destroy the earlier challenges of the same customer record at the
   * same verifier (none for a code sent to nobody, the test customer's), and bind it to the conversation.
   */
  | 'replace_challenge'
  /** Give back the conversation's reserved code (none was sent). */
  | 'release_code'
  /** Destroy the challenge (single use), then create the session and bind it to the conversation. */
  | 'open_session'
  /** Destroy the challenge. */
  | 'destroy_challenge'
  /** Create the session of a signed identity (no challenge: no code was sent) and bind it to the conversation. */
  | 'open_signed_session'
  /** Destroy the session and unbind it from the conversation. */
  | 'destroy_session'
  /** Leave the records as they are. */
  | 'none';

/** The answer of a step (src/messages.ts words each). */
export type VerificationAnswer =
  | 'code_sent'
  | 'mismatch'
  | 'system_error'
  | 'verified'
  | 'wrong_code'
  | 'too_many'
  | 'expired'
  | 'session_expired'
  /** success false, "Too many codes have been sent to this contact; ...", retry_after. */
  | 'codes_capped'
  /** success false, "Too many wrong codes have been tried for this contact; ...", retry_after. */
  | 'wrong_codes_locked'
  /** success false, "No code has been sent in this conversation yet ...", needs_code. */
  | 'no_code_sent'
  /** success true, "Signed in — ...", method signed_identity. */
  | 'signed_in'
  /** success false, "That sign-in could not be checked — ...". */
  | 'token_refused';

/** The fraud signals a step counts (the rest are counted by the caps: fraud-signals.ts). */
export type StepSignal = 'identity_mismatch' | 'wrong_code_run' | 'identity_token_refused';

export interface VerificationStep {
  next: VerificationState;
  effect: VerificationEffect;
  answer: VerificationAnswer;
  signal?: StepSignal;
}

export const VERIFICATION_STEPS = {
  UNVERIFIED: {
    identity_matched: { next: 'CODE_SENT', effect: 'replace_challenge', answer: 'code_sent' },
    identity_not_matched: { next: 'UNVERIFIED', effect: 'release_code', answer: 'mismatch', signal: 'identity_mismatch' },
    identity_unavailable: { next: 'UNVERIFIED', effect: 'release_code', answer: 'system_error' },
    identity_refused: { next: 'UNVERIFIED', effect: 'release_code', answer: 'mismatch' },
    identity_capped: { next: 'UNVERIFIED', effect: 'release_code', answer: 'codes_capped' },
    otp_without_code: { next: 'UNVERIFIED', effect: 'none', answer: 'no_code_sent' },
    signed_identity_refused: { next: 'UNVERIFIED', effect: 'none', answer: 'token_refused', signal: 'identity_token_refused' },
    signed_identity_matched: { next: 'VERIFIED', effect: 'open_signed_session', answer: 'signed_in' },
    signed_identity_not_matched: { next: 'UNVERIFIED', effect: 'none', answer: 'mismatch', signal: 'identity_mismatch' },
    signed_identity_unsupported: { next: 'UNVERIFIED', effect: 'none', answer: 'mismatch' },
    signed_identity_unavailable: { next: 'UNVERIFIED', effect: 'none', answer: 'system_error' },
  },
  CODE_SENT: {
    code_correct: { next: 'VERIFIED', effect: 'open_session', answer: 'verified' },
    code_wrong: { next: 'CODE_SENT', effect: 'none', answer: 'wrong_code' },
    code_fifth_wrong: { next: 'UNVERIFIED', effect: 'destroy_challenge', answer: 'too_many', signal: 'wrong_code_run' },
    code_expired: { next: 'UNVERIFIED', effect: 'destroy_challenge', answer: 'expired' },
    code_unavailable: { next: 'CODE_SENT', effect: 'none', answer: 'system_error' },
    code_wrong_run: { next: 'CODE_SENT', effect: 'none', answer: 'wrong_code', signal: 'wrong_code_run' },
    code_destination_locked: { next: 'CODE_SENT', effect: 'none', answer: 'wrong_codes_locked' },
    verifier_changed: { next: 'UNVERIFIED', effect: 'destroy_challenge', answer: 'expired' },
  },
  VERIFIED: {
    session_expired: { next: 'UNVERIFIED', effect: 'destroy_session', answer: 'session_expired' },
    verifier_changed: { next: 'UNVERIFIED', effect: 'destroy_session', answer: 'session_expired' },
    verification_disputed: { next: 'UNVERIFIED', effect: 'destroy_session', answer: 'session_expired' },
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

/** Each verifier answer as an event of the verification table. A refusal in its own words is answered as a mismatch. */
export const IDENTITY_EVENTS = {
  code_sent: 'identity_matched',
  no_match: 'identity_not_matched',
  refused: 'identity_refused',
  system_error: 'identity_unavailable',
  capped: 'identity_capped',
} as const satisfies Record<IdentityOutcome['kind'], VerificationEvent>;
/** Each verifier answer to a checked identity token as an event of the table. */
export const SIGNED_IDENTITY_EVENTS = {
  verified: 'signed_identity_matched',
  no_match: 'signed_identity_not_matched',
  refused: 'signed_identity_unsupported',
  system_error: 'signed_identity_unavailable',
} as const satisfies Record<SignedIdentityOutcome['kind'], VerificationEvent>;
export const OTP_EVENTS = {
  verified: 'code_correct',
  wrong_code: 'code_wrong',
  too_many: 'code_fifth_wrong',
  expired: 'code_expired',
  system_error: 'code_unavailable',
} as const satisfies Record<OtpOutcome['kind'], VerificationEvent>;
