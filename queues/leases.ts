import { createHash, randomUUID } from 'node:crypto';
import type { RedisClient as Redis } from './connection.js';

/**
 * Take one lease of a bounded resource.
 *   KEYS[1]  lease set of the resource (sorted set: member = lease id, score = expiry, epoch ms)
 *   ARGV[1]  limit: leases the resource may have at once
 *   ARGV[2]  lease time-to-live in ms (outlasts one call, so a dead holder's lease comes back)
 *   ARGV[3]  lease id
 * Result: {1} when the lease is taken, or {0, age} when the resource already has `limit` live leases,
 * `age` being how long (ms) the oldest of them has been held: a fast resource frees a lease in about
 * that time, a slow one much later.
 * Time comes from the Redis server (TIME), so every process agrees on expiry. One key only, so the
 * script runs on Redis Cluster wherever that key lives.
 */
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, now - (tonumber(oldest[2]) - ttl)}
end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ttl)
return {1}
`;
const ACQUIRE_SHA = createHash('sha1').update(ACQUIRE).digest('hex');

export interface SlotLeasesOptions {
  redis: Redis;
  /** Redis key prefix, e.g. "{svc}" (its hash tag keeps every key on one Cluster slot). */
  prefix: string;
  /** What is bounded, part of the key: e.g. "webhooks:inflight". */
  namespace: string;
  /** Leases per resource when a caller names no limit. */
  limit: number;
  /** How long a lease is held at most if its holder dies; must outlast one call. Default of acquire. */
  leaseMs: number;
}

export type LeaseResult = { lease: string } | { lease: null; oldestAgeMs: number };

/**
 * A concurrency bound per resource (a webhook endpoint, a tenant's own vendor host) held in Redis, so
 * it bounds every worker process together with no connection of its own: a slow resource holds at most
 * `limit` calls at once and the rest of the pool keeps serving other resources. A caller that finds
 * the resource full is told how long the oldest call has run, and re-delays its job.
 */
export class SlotLeases {
  constructor(private readonly opts: SlotLeasesOptions) {}

  /**
   * A lease id when one was free; otherwise how long the oldest call in flight has been running.
   * `limit` and `leaseMs` override the defaults for this call (a connector's own bound; a call whose
   * deadline is known holds its lease until then).
   */
  async acquire(resource: string, opts: { limit?: number; leaseMs?: number } = {}): Promise<LeaseResult> {
    const lease = randomUUID();
    const ttl = Math.max(1, Math.ceil(opts.leaseMs ?? this.opts.leaseMs));
    const args = [1, this.key(resource), opts.limit ?? this.opts.limit, ttl, lease] as const;
    let reply: unknown;
    try {
      reply = await this.opts.redis.evalsha(ACQUIRE_SHA, ...args);
    } catch (err) {
      if (!(err as Error).message.includes('NOSCRIPT')) throw err;
      reply = await this.opts.redis.eval(ACQUIRE, ...args);
    }
    const [taken, age] = reply as [number, number?];
    return taken === 1 ? { lease } : { lease: null, oldestAgeMs: Math.max(0, Number(age ?? 0)) };
  }

  async release(resource: string, lease: string): Promise<void> {
    await this.opts.redis.zrem(this.key(resource), lease);
  }

  /** Leases held on a resource now, expired ones included until the next acquire (tests, diagnostics). */
  async inFlight(resource: string): Promise<number> {
    return this.opts.redis.zcard(this.key(resource));
  }

  private key(resource: string): string {
    return `${this.opts.prefix}:${this.opts.namespace}:${resource}`;
  }
}

/**
 * Wait before a job whose resource is full tries again, without spending an attempt: about as long as
 * the oldest call in flight has run (a fast resource frees a lease in milliseconds, a hanging one
 * only at its timeout), at least 10 ms, doubled for each time this job already found the resource
 * full (so a deep backlog for one resource spreads out instead of spinning), at most `maxMs`, with up
 * to 50 % jitter so waiters do not come back together.
 */
export function busyDelayMs(oldestAgeMs: number, maxMs: number, timesBusy = 0): number {
  const base = Math.min(maxMs, Math.max(10, oldestAgeMs) * 2 ** Math.min(timesBusy, 10));
  return Math.round(base * (1 + Math.random() * 0.5));
}
