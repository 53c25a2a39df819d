import type { RedisClient as Redis } from '../../queues/connection.js';
import { SlotLeases, type LeaseOutcome } from '../../queues/leases.js';

export interface EndpointSlotsOptions {
  redis: Redis;
  /** Redis key prefix, e.g. "{svc}". */
  prefix: string;
  /** Attempts in flight per endpoint, across every worker process. */
  limit: number;
  /** How long a slot is held at most if its holder dies; must outlast one attempt. */
  leaseMs: number;
}

/**
 * Per-endpoint concurrency cap (queues/leases.ts, the same mechanism that bounds calls to a tenant's
 * own vendor host): a slow or hanging endpoint can occupy at most `limit` attempts at once, and the
 * rest of the pool keeps serving other endpoints. A job that finds its endpoint full is re-delayed
 * without spending an attempt.
 */
export class EndpointSlots {
  private readonly leases: SlotLeases;

  constructor(opts: EndpointSlotsOptions) {
    this.leases = new SlotLeases({ ...opts, namespace: 'webhooks:inflight' });
  }

  /** A lease id when a slot was free; otherwise how long the oldest attempt in flight has been running. */
  acquire(endpointId: number): Promise<LeaseOutcome> {
    return this.leases.acquire(String(endpointId));
  }

  release(endpointId: number, lease: string): Promise<void> {
    return this.leases.release(String(endpointId), lease);
  }

  /** Attempts in flight to an endpoint now (for tests and diagnostics). */
  inFlight(endpointId: number): Promise<number> {
    return this.leases.inFlight(String(endpointId));
  }
}
