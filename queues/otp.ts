import { z } from 'zod';

/**
 * The `otp` queue: one job per one-time code to deliver, consumed by the otp pool (workers/otp.ts).
 * Job id = `otp-<challengeId>`, so a repeated enqueue for the same challenge never sends twice. The
 * code travels sealed (SecretBox, associated data `otp-code:<challengeId>`): a queue dump or a log of
 * the job shows no usable code.
 */
export const OTP_QUEUE = 'otp';
export const OTP_SEND_JOB = 'otp.send';

export const otpSendPayload = z.object({
  tenantId: z.number().int().positive(),
  /** Idempotency key: one delivery per challenge. Letters, digits, - and _ only. */
  challengeId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
  channel: z.enum(['sms', 'email']),
  /** Mobile number or email address held on the account (or given, when verifying from orders or bookings). */
  to: z.string().min(3).max(320),
  codeSealed: z.string().min(1),
  /** The tenant's business name, for the text. */
  business: z.string().min(1).max(200),
});
export type OtpSendPayload = z.infer<typeof otpSendPayload>;

/** Associated data a code is sealed with: it opens only for its own challenge. */
export function otpCodeAad(challengeId: string): string {
  return `otp-code:${challengeId}`;
}

export function otpJobId(challengeId: string): string {
  return `otp-${challengeId}`;
}
