import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * Webhook queues, both consumed by the webhooks pool:
 *  - `webhooks`: added by the outbox relay, one `webhooks.deliverMany` job per event whose deliveries
 *    (to several endpoints) are queued together, each delivery a part, and one `webhooks.deliver` job
 *    (job id = delivery id) for a delivery queued alone. A part whose endpoint is full waits in the
 *    worker for a slot while the endpoint answers fast; a part that would wait longer, or is retried,
 *    is handed on as its delivery's own `webhooks.deliver` job. Receiver attempts (3, with back-off)
 *    are counted in the delivery row and scheduled by re-delaying the delivery's job; BullMQ's own
 *    attempts (queues/jobs.ts) only cover our faults (Postgres or Redis down). A replayed or recovered
 *    delivery gets a job id of its own (deliveryJobId). `webhooks.deactivated` jobs (the owner email
 *    about a deactivated endpoint) share the queue.
 *  - `webhooks.test`: request-reply jobs of POST /api/sandbox/webhooks/{id}/test (one sample delivery, logged
 *    and marked test, attempted at once by the worker that takes the job).
 */
export const WEBHOOKS_QUEUE = 'webhooks';
export const WEBHOOKS_DELIVER_JOB = 'webhooks.deliver';
export const WEBHOOKS_SAMPLE_QUEUE = 'webhooks.test';
export const WEBHOOKS_SAMPLE_JOB = 'webhooks.test';

/** Extra time the web side waits for a test reply beyond the attempt timeout (queueing, worker hop). */
export const WEBHOOKS_SAMPLE_RPC_MARGIN_MS = 3_000;

/** endpointId (the endpoint it was queued for) lets the worker ask for the endpoint's slot while the delivery loads. */
export const deliverPayload = z.object({ deliveryId: z.uuid(), endpointId: z.number().int().positive().optional() });

export const WEBHOOKS_DELIVER_MANY_JOB = 'webhooks.deliverMany';
/** Parts of one deliverMany job at most (an event to more endpoints travels as several). */
export const DELIVER_MANY_MAX = 50;
/** One part: a delivery, the endpoint it was queued for and its replays (which name its own job if it is handed on). */
export const deliverPart = z.object({ deliveryId: z.uuid(), endpointId: z.number().int().positive().optional(), replays: z.number().int().min(0) });
export type DeliverPart = z.infer<typeof deliverPart>;
export const deliverManyPayload = z.object({ parts: z.array(deliverPart).min(1).max(DELIVER_MANY_MAX) });

/**
 * The job id of a deliverMany job: a digest of its parts' own job ids, so a relay pass run again over
 * the same unqueued rows (a relay killed before it marked them queued) adds a job BullMQ ignores.
 */
export function deliverManyJobId(parts: readonly DeliverPart[]): string {
  const ids = parts.map((p) => deliveryJobId(p.deliveryId, p.replays)).join(',');
  return `many-${createHash('sha256').update(ids).digest('hex').slice(0, 40)}`;
}

/** The owner email about a deactivated endpoint: one job per endpoint (job id deactivated-<id>). */
export const WEBHOOKS_DEACTIVATED_JOB = 'webhooks.deactivated';
export const deactivatedPayload = z.object({ endpointId: z.number().int().positive() });
export const deactivatedJobId = (endpointId: number): string => `deactivated-${endpointId}`;

/** Deliveries, attempts and bodies past WEBHOOK_RETENTION_DAYS, deleted in bounded batches (housekeeping pool, hourly). */
export const WEBHOOKS_PRUNE_JOB = 'webhooks.prune';
export const prunePayload = z.object({});

/**
 * The BullMQ job id of a delivery's current round: the delivery id itself, then <id>-r<n> after the
 * n-th replay or recovery (a finished job keeps its id for a while, and BullMQ ignores a second add).
 */
export function deliveryJobId(deliveryId: string, replays: number): string {
  return replays === 0 ? deliveryId : `${deliveryId}-r${replays}`;
}

/**
 * The sample delivery's id comes with the call (the web side draws it), so a job run again finds the
 * same sample; a call from a web process of the previous version has none, and the worker draws one.
 */
export const testDeliveryPayload = z.object({
  tenantId: z.number().int().positive(),
  endpointId: z.number().int().positive(),
  deliveryId: z.uuid().optional(),
});
export type TestDeliveryPayload = z.infer<typeof testDeliveryPayload>;

/** The worker's reply to a test, checked again by the web process. */
export const sampleDeliveryOutcome = z.discriminatedUnion('found', [
  z.object({ found: z.literal(false) }),
  z.object({
    found: z.literal(true),
    delivered: z.boolean(),
    /** The endpoint was full: the sample waits for the relay and shows in the log once sent. */
    queued: z.literal(true).optional(),
    delivery_id: z.string(),
    status_code: z.number().int().nullable(),
    latency_ms: z.number().int().nullable(),
    error: z.string().nullable(),
  }),
]);
export type SampleDeliveryOutcome = z.infer<typeof sampleDeliveryOutcome>;
