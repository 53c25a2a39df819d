import type { Job } from 'bullmq';
import { catalogueQueues, JOBS } from '../queues/catalogue.js';
import { RETENTION } from '../queues/retention.js';
import { announcedVendors, PER_CONNECTION_QUEUE, vendorQueueName } from '../queues/vendor-slots.js';
import type { Services } from '../src/services.js';

/**
 * housekeeping pool: bounds what queues keep. Per-job retention already trims most finished jobs;
 * this also trims events streams and old failures of every catalogue and vendor queue.
 */
export function housekeepingProcessor(services: Services) {
  return async (job: Job): Promise<{ queues: number; removed: number }> => {
    const { graceMs } = JOBS['housekeeping.clean'].schema.parse(job.data);
    const vendors = await announcedVendors(services.redis, services.config.REDIS_PREFIX);
    const names = [...catalogueQueues().map((q) => q.queue), PER_CONNECTION_QUEUE, ...vendors.map(vendorQueueName)];
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
