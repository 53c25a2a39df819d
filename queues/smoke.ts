import { z } from 'zod';

/**
 * The `smoke` queue: `smoke.run` {period} jobs, enqueued hourly by the clock (deduplication id per
 * hour) and by GET /api/connectors/smoke when no run has finished yet; consumed by the smoke pool
 * (workers/smoke.ts). A period already run is skipped, so results refresh at most hourly.
 */
export const SMOKE_QUEUE = 'smoke';
export const SMOKE_RUN_JOB = 'smoke.run';

export const smokeRunPayload = z.object({ period: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}$/, 'a YYYY-MM-DDTHH hour') });
