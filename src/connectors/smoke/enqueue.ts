import { SMOKE_RUN_JOB } from '../../../queues/smoke.js';
import type { QueueRegistry } from '../../../queues/registry.js';

/** "2026-11-22T14": the hour a smoke run belongs to (UTC). */
export function smokePeriod(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/**
 * Asks for the smoke run of `at`'s hour (the clock, hourly; GET /api/connectors/smoke before the first
 * run). The deduplication id is per hour, so any number of callers add one job.
 */
export function enqueueSmokeRun(queues: QueueRegistry, at: Date): Promise<string> {
  const period = smokePeriod(at);
  return queues.enqueue(SMOKE_RUN_JOB, { period }, { deduplication: { id: `smoke:${period}`, ttl: 2 * 60 * 60_000 } });
}
