import { z } from 'zod';

/**
 * A dashboard sign-in email, on the `otp` queue (the pool that owns the email transport), so the web
 * process never talks to SMTP itself. The link travels sealed (SecretBox, associated data
 * `dashboard-sign-in:<mailId>`): a queue dump or a log of the job shows no usable link.
 */
export const SIGN_IN_EMAIL_JOB = 'dashboard.sign-in-email';

export const signInEmailPayload = z.object({
  /** Idempotency key of this email (job id sign-in-<mailId>). */
  mailId: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
  tenantId: z.number().int().positive(),
  to: z.string().min(3).max(320),
  business: z.string().min(1).max(200),
  linkSealed: z.string().min(1),
});
export type SignInEmailPayload = z.infer<typeof signInEmailPayload>;

export function signInLinkAad(mailId: string): string {
  return `dashboard-sign-in:${mailId}`;
}

export function signInEmailJobId(mailId: string): string {
  return `sign-in-${mailId}`;
}
