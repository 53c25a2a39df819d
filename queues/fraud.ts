import { z } from 'zod';

/**
 * The `fraud` queue, consumed by the health pool (workers/fraud.ts), beside the other owner emails:
 * - `fraud.digest` {day}: enqueued once a day by the clock for the day before (deduplication id per
 *   day); lists the tenants a destination cap fired for that day and adds one `fraud.alert` each;
 * - `fraud.alert` {day, tenantId}: emails the owner when caps fired for more than
 *   FRAUD_ALERT_DESTINATIONS destinations that day. Job id `fraud-alert-<day>-<tenant>`, and the
 *   email is claimed in Redis before it is sent: one email per tenant a day.
 */
export const FRAUD_QUEUE = 'fraud';
export const FRAUD_DIGEST_JOB = 'fraud.digest';
export const FRAUD_ALERT_JOB = 'fraud.alert';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD day');
export const fraudDigestPayload = z.object({ day });
export const fraudAlertPayload = z.object({ day, tenantId: z.number().int().positive() });

/** One alert per tenant per day (BullMQ job ids may not contain ':'). */
export function fraudAlertJobId(d: string, tenantId: number): string {
  return `fraud-alert-${d}-${tenantId}`;
}
