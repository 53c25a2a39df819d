import { HEALTH_SWEEP_JOB } from '../../../queues/health.js';
import type { QueueRegistry } from '../../../queues/registry.js';

/** "2026-11-22": the day a sweep belongs to (UTC). */
export function sweepDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Asks for the daily health sweep of `at`'s day (the clock, once a day). The deduplication id is per
 * day and outlives the day, so two clocks (or a restarted one) add one sweep.
 */
export function enqueueHealthSweep(queues: QueueRegistry, at: Date): Promise<string> {
  const day = sweepDay(at);
  return queues.enqueue(HEALTH_SWEEP_JOB, { day }, { deduplication: { id: `health-sweep:${day}`, ttl: 26 * 60 * 60_000 } });
}
