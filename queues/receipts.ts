import { z } from 'zod';

/**
 * The customer's receipts (issue 28) on the otp queue, beside the codes (the same email and SMS
 * senders): `receipts.send` delivers one receipt (job id receipt-<id>; the row's sent_at, claimed in
 * PostgreSQL before sending, is what makes it once); `receipts.sweep` (the clock, every 5 minutes)
 * finds receipts whose session has expired and adds their sends.
 */
export const RECEIPT_SEND_JOB = 'receipts.send';
export const RECEIPT_SWEEP_JOB = 'receipts.sweep';

export const receiptSendPayload = z.object({ receiptId: z.number().int().positive() });
export const receiptSweepPayload = z.object({});

export function receiptJobId(receiptId: number): string {
  return `receipt-${receiptId}`;
}
