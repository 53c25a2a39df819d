import type { QueueRegistry } from '../queues/registry.js';
import { enqueueHealthSweep } from './connectors/health/enqueue.js';
import { enqueueSmokeRun } from './connectors/smoke/enqueue.js';
import { WEBHOOKS_PRUNE_JOB } from '../queues/webhooks.js';
import { FRAUD_DIGEST_JOB } from '../queues/fraud.js';
import { RECEIPT_SWEEP_JOB } from '../queues/receipts.js';

/** One periodic job: when the clock enqueues it, and how (with a deduplication id per period). */
export interface Schedule {
  name: string;
  /** node-cron expression, UTC. */
  cron: string;
  enqueue(queues: QueueRegistry, at: Date): Promise<string>;
}

/** "2026-11-22T14" for hourly periods, "2026-11-22" for daily ones. */
export function periodId(at: Date, period: 'hour' | 'day'): string {
  return at.toISOString().slice(0, period === 'hour' ? 13 : 10);
}

/** "2026-11-22T14:05" for the 5-minute period `at` falls in. */
export function fiveMinuteId(at: Date): string {
  const start = new Date(Math.floor(at.getTime() / 300_000) * 300_000);
  return start.toISOString().slice(0, 16);
}

export const SCHEDULES: readonly Schedule[] = [
  {
    name: 'housekeeping',
    cron: '17 * * * *',
    enqueue: (queues, at) => queues.enqueue('housekeeping.clean', {}, { deduplication: { id: `housekeeping:${periodId(at, 'hour')}`, ttl: 2 * 60 * 60_000 } }),
  },
  {
    // Deliveries, attempts and bodies past WEBHOOK_RETENTION_DAYS, in bounded batches (housekeeping pool).
    name: 'webhooks-prune',
    cron: '41 * * * *',
    enqueue: (queues, at) => queues.enqueue(WEBHOOKS_PRUNE_JOB, {}, { deduplication: { id: `webhooks-prune:${periodId(at, 'hour')}`, ttl: 2 * 60 * 60_000 } }),
  },
  {
    // The tenants' activity log past 30 days, in bounded batches (housekeeping pool).
    name: 'activity-prune',
    cron: '47 * * * *',
    enqueue: (queues, at) => queues.enqueue('activity.prune', {}, { deduplication: { id: `activity-prune:${periodId(at, 'hour')}`, ttl: 2 * 60 * 60_000 } }),
  },
  {
    // Spec Limits "daily health check": every active connection re-tested once a day (03:07 UTC).
    name: 'health-sweep',
    cron: '7 3 * * *',
    enqueue: enqueueHealthSweep,
  },
  {
    // The day before's fraud signals: an owner email per tenant whose caps fired for many destinations (health pool).
    name: 'fraud-digest',
    cron: '13 0 * * *',
    enqueue: (queues, at) => {
      const day = periodId(new Date(at.getTime() - 24 * 60 * 60_000), 'day');
      return queues.enqueue(FRAUD_DIGEST_JOB, { day }, { deduplication: { id: `fraud-digest:${day}`, ttl: 26 * 60 * 60_000 } });
    },
  },
  {
    // Customers' receipts whose verified session has expired (issue 28), sent by the otp pool.
    name: 'receipts-sweep',
    cron: '*/5 * * * *',
    enqueue: (queues, at) => queues.enqueue(RECEIPT_SWEEP_JOB, {}, { deduplication: { id: `receipts-sweep:${fiveMinuteId(at)}`, ttl: 10 * 60_000 } }),
  },
  {
    // Spec Limits "smoke results refresh at most hourly"; the smoke pool also skips an hour already run.
    name: 'smoke',
    cron: '23 * * * *',
    enqueue: enqueueSmokeRun,
  },
];
