import type { Job } from 'bullmq';
import { jobQueues, JOBS } from '../queues/jobs.js';
import { RETENTION } from '../queues/retention.js';
import { announcedVendors, PER_CONNECTION_QUEUE, vendorQueueName } from '../queues/vendor-slots.js';
import { WEBHOOKS_PRUNE_JOB } from '../queues/webhooks.js';
import { DeliveryRetention } from '../src/events/retention.js';
import { SecretRotation } from '../src/events/secret-rotation.js';
import type { Services } from '../src/services.js';

/**
 * housekeeping pool: bounds what queues keep. Per-job retention already trims most finished jobs;
 * this also trims events streams and old failures of every job-list and vendor queue. Its
 * `webhooks.prune` job deletes the webhook delivery log past WEBHOOK_RETENTION_DAYS (and previous webhook
 * secrets past their grace period).
 */
export function housekeepingProcessor(services: Services) {
  return async (job: Job): Promise<{ queues: number; removed: number }> => {
    const { graceMs } = JOBS['housekeeping.clean'].schema.parse(job.data);
    const vendors = await announcedVendors(services.redis, services.config.REDIS_PREFIX);
    const names = [...jobQueues().map((q) => q.queue), PER_CONNECTION_QUEUE, ...vendors.map(vendorQueueName)];
    let removed = 0;
    for (const name of names) {
      const queue = services.queues.get(name);
      removed += (await queue.clean(graceMs, 1_000, 'completed')).length;
      removed += (await queue.clean(RETENTION.failed.age * 1_000, 1_000, 'failed')).length;
      await queue.trimEvents(RETENTION.eventsMaxLen);
    }
    return { queues: names.length, removed };
  };
}

/**
 * `webhooks.prune`: the webhook delivery log past WEBHOOK_RETENTION_DAYS, in bounded batches, and the
 * previous secrets of rotations whose 24-hour grace period has ended (the signer already ignores them).
 */
export function webhooksPruneProcessor(services: Services) {
  const retention = new DeliveryRetention(services.orm, services.clock, services.config.WEBHOOK_RETENTION_DAYS);
  const rotation = new SecretRotation(services.orm, services.box, services.clock);
  return async (): Promise<{ events: number; batches: number; done: boolean; previousSecrets: number }> => {
    const pruned = await retention.prune();
    if (pruned.events > 0) services.logger.info({ ...pruned, retentionDays: retention.retentionDays }, 'pruned webhook deliveries past retention');
    const previousSecrets = await rotation.dropExpired();
    if (previousSecrets > 0) services.logger.info({ previousSecrets }, 'dropped previous webhook secrets past their grace period');
    return { ...pruned, previousSecrets };
  };
}

/** `activity.prune`: the tenants' activity records older than 30 days, in bounded batches. */
export function activityPruneProcessor(services: Services) {
  return async (): Promise<{ deleted: number; done: boolean }> => {
    const pruned = await services.activity.prune();
    if (pruned.deleted > 0) services.logger.info(pruned, 'pruned activity records past 30 days');
    return pruned;
  };
}

/** The housekeeping queue's processor: each job by its name. */
export function housekeepingPoolProcessor(services: Services) {
  const clean = housekeepingProcessor(services);
  const prune = webhooksPruneProcessor(services);
  const activity = activityPruneProcessor(services);
  return (job: Job): Promise<unknown> => {
    if (job.name === WEBHOOKS_PRUNE_JOB) return prune();
    if (job.name === 'activity.prune') return activity();
    return clean(job);
  };
}
