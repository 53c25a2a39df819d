import type { KeepJobs } from 'bullmq';

/** How long finished jobs stay visible in Bull Board. Bounded by age and count so Redis never grows without limit. */
export const RETENTION = Object.freeze({
  /** Completed jobs: one hour, at most 1,000 per queue. */
  completed: { age: 60 * 60, count: 1_000 } satisfies KeepJobs,
  /** Failed jobs: seven days, at most 5,000 per queue. */
  failed: { age: 7 * 24 * 60 * 60, count: 5_000 } satisfies KeepJobs,
  /** Events stream per queue: about this many entries. */
  eventsMaxLen: 1_000,
});
