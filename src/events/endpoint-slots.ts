import { randomUUID } from 'node:crypto';
import type { RedisClient as Redis } from '../../queues/connection.js';
import { SlotLeases, type LeaseOutcome } from '../../queues/leases.js';
import { Batcher } from './batcher.js';

export interface EndpointSlotsOptions {
  redis: Redis;
  /** Redis key prefix, e.g. "{svc}". */
  prefix: string;
  /** Attempts in flight per endpoint, across every worker process. */
  limit: number;
  /** How long a slot is held at most if its holder dies; must outlast one attempt. */
  leaseMs: number;
}

interface SlotCall {
  endpointId: number;
  lease: string;
}

/** The calls of one batch by endpoint, in their order. */
function byEndpoint(calls: readonly SlotCall[]): Map<number, SlotCall[]> {
  const groups = new Map<number, SlotCall[]>();
  for (const c of calls) {
    const group = groups.get(c.endpointId);
    if (group) group.push(c);
    else groups.set(c.endpointId, [c]);
  }
  return groups;
}

/**
 * Per-endpoint concurrency cap (queues/leases.ts, the same mechanism that bounds calls to a tenant's
 * own vendor host): a slow or hanging endpoint can occupy at most `limit` attempts at once, and the
 * rest of the pool keeps serving other endpoints. A job that finds its endpoint full is re-delayed
 * without spending an attempt.
 *
 * The slots asked for (and handed back) in one turn of the event loop go to Redis together: one
 * script per endpoint takes as many of them as the endpoint has room for, in the order they were
 * asked for, and one ZREM per endpoint ends the slots handed back, instead of one command per
 * attempt (a fan-out burst starts and finishes its attempts to an endpoint in batches).
 */
export class EndpointSlots {
  private readonly leases: SlotLeases;
  private readonly acquires = new Batcher<SlotCall, LeaseOutcome>((calls) => this.acquireBatch(calls));
  private readonly releases = new Batcher<SlotCall, void>((calls) => this.releaseBatch(calls));
  /** Waiters of this process for a slot of each endpoint, oldest first (acquireWaiting); each takes the lease handed to it. */
  private readonly waiting = new Map<number, ((lease: string | null) => void)[]>();

  constructor(opts: EndpointSlotsOptions) {
    this.leases = new SlotLeases({ ...opts, namespace: 'webhooks:inflight' });
  }

  /** A lease id when a slot was free; otherwise how long the oldest attempt in flight has been running. */
  acquire(endpointId: number): Promise<LeaseOutcome> {
    return this.acquires.call({ endpointId, lease: randomUUID() });
  }

  /** Ends an attempt's slot, or hands it to the oldest waiter of this process (acquireWaiting) and renews it for that waiter. */
  release(endpointId: number, lease: string): Promise<void> {
    const next = this.waiting.get(endpointId)?.[0];
    if (!next) return this.releases.call({ endpointId, lease });
    next(lease);
    // The same lease id again: ACQUIRE_MANY renews a lease it finds held (best effort; it lives its time anyway).
    this.acquires.call({ endpointId, lease }).catch(() => undefined);
    return Promise.resolve();
  }

  /**
   * For a caller that found the endpoint full (`busy`): waits up to `ms` for a slot. A slot this process
   * hands back goes straight to its oldest waiter (no Redis on the way; the lease is renewed behind it),
   * and Redis is asked again about as often as the oldest attempt in flight has run (slots freed by
   * other processes, or by a lease running out). Answers busy when none came in time or `signal` aborted.
   */
  async acquireWaiting(endpointId: number, busy: LeaseOutcome, ms: number, signal?: AbortSignal): Promise<LeaseOutcome> {
    const until = performance.now() + ms;
    let outcome = busy;
    while (outcome.lease === null) {
      const left = until - performance.now();
      if (left <= 0 || signal?.aborted) return outcome;
      const handed = await this.handedOver(endpointId, Math.min(left, Math.max(10, outcome.oldestAgeMs)), signal);
      outcome = handed !== null ? { lease: handed } : await this.acquire(endpointId);
    }
    return outcome;
  }

  /** The lease a release in this process hands to this waiter, or null after `ms` or on abort. */
  private handedOver(endpointId: number, ms: number, signal?: AbortSignal): Promise<string | null> {
    return new Promise<string | null>((resolve) => {
      const queue = this.waiting.get(endpointId) ?? [];
      this.waiting.set(endpointId, queue);
      const done = (lease: string | null): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', gone);
        const at = queue.indexOf(done);
        if (at >= 0) queue.splice(at, 1);
        if (queue.length === 0 && this.waiting.get(endpointId) === queue) this.waiting.delete(endpointId);
        resolve(lease);
      };
      const gone = (): void => done(null);
      const timer = setTimeout(gone, Math.max(0, ms));
      if (signal?.aborted) return gone();
      signal?.addEventListener('abort', gone, { once: true });
      queue.push(done);
    });
  }

  /** Attempts in flight to an endpoint now (for tests and diagnostics). */
  inFlight(endpointId: number): Promise<number> {
    return this.leases.inFlight(String(endpointId));
  }

  private async acquireBatch(calls: SlotCall[]): Promise<LeaseOutcome[]> {
    const outcomes = new Map<SlotCall, LeaseOutcome>();
    await Promise.all(
      [...byEndpoint(calls)].map(async ([endpointId, group]) => {
        const { taken, oldestAgeMs } = await this.leases.acquireMany(
          String(endpointId),
          group.map((c) => c.lease),
        );
        for (const c of group) outcomes.set(c, taken.has(c.lease) ? { lease: c.lease } : { lease: null, oldestAgeMs });
      }),
    );
    return calls.map((c) => outcomes.get(c) as LeaseOutcome);
  }

  private async releaseBatch(calls: SlotCall[]): Promise<void[]> {
    await Promise.all(
      [...byEndpoint(calls)].map(([endpointId, group]) =>
        this.leases.releaseMany(
          String(endpointId),
          group.map((c) => c.lease),
        ),
      ),
    );
    return calls.map(() => undefined);
  }
}
