/**
 * Verification per conversation (spec "States and transitions", "Verification (per conversation)") as
 * data: code and tests both read this table, and the verification service decides what to store or
 * destroy from the state it returns. null = not allowed (the spec has no such row).
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
 * One row is the code's, not the spec's: CODE SENT, verify-otp, vendor unreachable (code_unavailable)
 * stays CODE SENT, as the spec's verify-identity row leaves its state alone when the vendor cannot answer.
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
] as const;
export type VerificationEvent = (typeof VERIFICATION_EVENTS)[number];

const NONE = {
  identity_matched: null,
  identity_not_matched: null,
  identity_unavailable: null,
  code_correct: null,
  code_wrong: null,
  code_fifth_wrong: null,
  code_expired: null,
  code_unavailable: null,
  session_expired: null,
} as const;

export const VERIFICATION_TRANSITIONS = {
  UNVERIFIED: { ...NONE, identity_matched: 'CODE_SENT', identity_not_matched: 'UNVERIFIED', identity_unavailable: 'UNVERIFIED' },
  CODE_SENT: {
    ...NONE,
    code_correct: 'VERIFIED',
    code_wrong: 'CODE_SENT',
    code_fifth_wrong: 'UNVERIFIED',
    code_expired: 'UNVERIFIED',
    code_unavailable: 'CODE_SENT',
  },
  VERIFIED: { ...NONE, session_expired: 'UNVERIFIED' },
} as const satisfies Record<VerificationState, Record<VerificationEvent, VerificationState | null>>;

/** The state `event` moves a conversation's verification in `from` to, or null when the table does not allow it. */
export function verificationTransition(from: VerificationState, event: VerificationEvent): VerificationState | null {
  return VERIFICATION_TRANSITIONS[from][event];
}
