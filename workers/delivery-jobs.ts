import type { JobsOptions } from 'bullmq';
import { JOBS } from '../queues/jobs.js';
import { DELIVER_MANY_MAX, deliverManyJobId, deliveryJobId, WEBHOOKS_DELIVER_JOB, WEBHOOKS_DELIVER_MANY_JOB, type DeliverPart } from '../queues/webhooks.js';
import type { QueuedDelivery } from '../src/events/fan-out.js';

/** A job as Queue.addBulk takes it. */
export interface DeliveryJob {
  name: string;
  data: unknown;
  opts: JobsOptions;
}

/**
 * A delivery's own `webhooks.deliver` job (job id deliveryJobId, so a second add is ignored): the
 * relay's for a delivery queued alone, and the webhooks pool's for a part handed on.
 */
export function deliverJob(part: DeliverPart): DeliveryJob {
  const def = JOBS[WEBHOOKS_DELIVER_JOB];
  return {
    name: WEBHOOKS_DELIVER_JOB,
    data: def.schema.parse({ deliveryId: part.deliveryId, ...(part.endpointId !== undefined ? { endpointId: part.endpointId } : {}) }),
    opts: { jobId: deliveryJobId(part.deliveryId, part.replays), attempts: def.attempts, backoff: { type: 'exponential', delay: def.backoffMs } },
  };
}

/** Consecutive deliveries of the same event (the relay takes them with each event's endpoints side by side), at most DELIVER_MANY_MAX a group. */
export function eventGroups(deliveries: readonly QueuedDelivery[]): QueuedDelivery[][] {
  const groups: QueuedDelivery[][] = [];
  let current: QueuedDelivery[] = [];
  for (const d of deliveries) {
    const last = current[current.length - 1];
    if (last && (String(last.event_id) !== String(d.event_id) || current.length >= DELIVER_MANY_MAX)) {
      groups.push(current);
      current = [];
    }
    current.push(d);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** The jobs of a relay pass: a deliverMany job per group of an event's deliveries, a deliver job for a delivery alone (ids a second add is ignored by). */
export function deliveryJobs(deliveries: readonly QueuedDelivery[]): DeliveryJob[] {
  const many = JOBS[WEBHOOKS_DELIVER_MANY_JOB];
  return eventGroups(deliveries).map((group) => {
    const parts = group.map(({ id, replays, endpoint_id }): DeliverPart => ({
      deliveryId: id,
      replays,
      ...(endpoint_id !== null ? { endpointId: endpoint_id } : {}),
    }));
    const [first] = parts;
    if (parts.length === 1 && first) return deliverJob(first);
    return {
      name: WEBHOOKS_DELIVER_MANY_JOB,
      data: many.schema.parse({ parts }),
      opts: { jobId: deliverManyJobId(parts), attempts: many.attempts, backoff: { type: 'exponential', delay: many.backoffMs } },
    };
  });
}
