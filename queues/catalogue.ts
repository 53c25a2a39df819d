import { z } from 'zod';
import type { PoolName } from '../config/env.js';

/**
 * The typed job catalogue: one entry per job, naming its queue (and so its pool), its payload schema,
 * attempts and back-off. `enqueue(name, payload)` and every handler's argument are typed from it, and
 * the worker validates job.data against the same schema when it picks a job up.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Queue the job is written to. */
  readonly queue: string;
  /** Worker pool that consumes the queue. */
  readonly pool: PoolName;
  readonly schema: S;
  /** Attempts before the job fails for good. Default 1. */
  readonly attempts?: number;
  /** First back-off delay; doubles each attempt. */
  readonly backoffMs?: number;
}

export const JOBS = {
  /** Trims finished jobs of every queue beyond their retention; enqueued by the clock. */
  'housekeeping.clean': {
    queue: 'housekeeping',
    pool: 'housekeeping',
    schema: z.object({ graceMs: z.number().int().min(0).default(60 * 60_000) }),
    attempts: 2,
    backoffMs: 30_000,
  },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.input<(typeof JOBS)[N]['schema']>;
export type JobData<N extends JobName> = z.output<(typeof JOBS)[N]['schema']>;

/** Every queue name in the catalogue, with the pool that consumes it. */
export function catalogueQueues(): { queue: string; pool: PoolName }[] {
  const seen = new Map<string, PoolName>();
  for (const def of Object.values(JOBS) as JobDefinition[]) seen.set(def.queue, def.pool);
  return [...seen].map(([queue, pool]) => ({ queue, pool }));
}
