import { DelayedError, type Processor } from 'bullmq';
import { connectorReadPayload } from './connector.js';
import { busyDelayMs, type SlotLeases } from './leases.js';
import { rpcEnvelopeSchema } from './rpc.js';
import { systemClock } from '../config/clock.js';

/**
 * Calls to vendors bounded per connection (definition `bound: 'connection'`: the host is the tenant's
 * own) all go through one shared queue (vendor-slots.ts PER_CONNECTION_QUEUE) that every worker process
 * consumes with a fixed number of workers, whatever the number of connections. The bound is a Redis
 * lease per connection (leases.ts, the mechanism that also bounds webhook endpoints): a job whose
 * connection already has its definition's `concurrency` of calls in flight is re-delayed without
 * spending an attempt, so a slow tenant host fills only its own leases and other tenants' calls run.
 * Order within one connection is not kept while it is full (a re-delayed job may run after a newer one).
 */

/** Key namespace of the per-connection leases: `<prefix>:vendor:inflight:<connection id>`. */
export const CONNECTION_LEASES = 'vendor:inflight';

/** How long a lease outlives the rpc deadline of its read (only matters when its worker died mid-call). */
export const CONNECTION_LEASE_MARGIN_MS = 2_000;

export interface ConnectionBoundOptions {
  leases: SlotLeases;
  /** Calls in flight allowed per connection of a connector (its definition's `concurrency`, else the default). */
  limitOf: (connector: string) => number;
  /** Longest wait before a job whose connection is full tries again. */
  maxBusyDelayMs: number;
  /** The read processor (rpc). */
  processor: Processor;
}

/** Wraps the read processor: takes the job's connection lease first, or re-delays the job. */
export function connectionBoundProcessor(opts: ConnectionBoundOptions): Processor {
  return async (job, token, signal) => {
    const envelope = rpcEnvelopeSchema.safeParse(job.data);
    const payload = envelope.success ? connectorReadPayload.safeParse(envelope.data.payload) : undefined;
    // Malformed, or its caller gave up: the read processor refuses or drops it without calling anyone.
    if (!envelope.success || !payload?.success || systemClock.now() > envelope.data.rpc.deadlineAt) return opts.processor(job, token, signal);
    const resource = String(payload.data.connectionId);
    // The read ends by its rpc deadline, so the lease need not outlast it by more than a margin.
    const leaseMs = envelope.data.rpc.deadlineAt - systemClock.now() + CONNECTION_LEASE_MARGIN_MS;
    const slot = await opts.leases.acquire(resource, { limit: opts.limitOf(payload.data.connector), leaseMs });
    if (slot.lease === null) {
      // Runs of this job that ended in a re-delay (a read job has one attempt, so every earlier run was one).
      const timesBusy = Math.max(0, (job.attemptsStarted ?? 0) - 1 - (job.attemptsMade ?? 0));
      await job.moveToDelayed(systemClock.now() + busyDelayMs(slot.oldestAgeMs, opts.maxBusyDelayMs, timesBusy), token);
      throw new DelayedError();
    }
    try {
      return await opts.processor(job, token, signal);
    } finally {
      await opts.leases.release(resource, slot.lease);
    }
  };
}
