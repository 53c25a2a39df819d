import { z } from 'zod';

/**
 * The `health` queue, consumed by the health pool (workers/health.ts):
 * - `health.sweep` {day}: enqueued once a day by the clock (deduplication id per day); lists every
 *   active connection and adds one `health.check` per connection;
 * - `health.check` {day, connectionId}: re-tests one connection with the connection test probe (its
 *   reads run on the vendor's own queue, so the per-vendor bound holds) and emails the owner once when
 *   a working connection starts failing. Job id `health-check-<day>-<id>`: one check per connection a day.
 *
 * The queue's global concurrency (HEALTH_CHECKS_IN_FLIGHT) bounds how many checks run at once across
 * every worker process, so a sweep of thousands of connections never floods the vendor queues that
 * live bot traffic shares.
 */
export const HEALTH_QUEUE = 'health';
export const HEALTH_SWEEP_JOB = 'health.sweep';
export const HEALTH_CHECK_JOB = 'health.check';

/** Checks running at once across every worker process (BullMQ global concurrency of the queue). */
export const HEALTH_CHECKS_IN_FLIGHT = 16;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD day');

export const healthSweepPayload = z.object({ day });
export const healthCheckPayload = z.object({ day, connectionId: z.number().int().positive() });
export type HealthCheckPayload = z.infer<typeof healthCheckPayload>;

/** One check per connection per day (BullMQ job ids may not contain ':'). */
export function healthCheckJobId(d: string, connectionId: number): string {
  return `health-check-${d}-${connectionId}`;
}
