import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Acquire one in-flight slot of an endpoint.
 *   KEYS[1]  lease set of the endpoint (sorted set: member = lease id, score = expiry, epoch ms)
 *   ARGV[1]  limit: slots per endpoint
 *   ARGV[2]  lease time-to-live in ms (outlasts one attempt, so a dead worker's slot comes back)
 *   ARGV[3]  lease id
 * Returns {1} when the slot is taken, or {0, age} when the endpoint already has `limit` attempts in
 * flight, `age` being how long (ms) the oldest of them has been running: a fast endpoint frees a slot
 * in about that time, a slow one much later.
 * Time comes from the Redis server, so every worker process agrees on expiry.
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
 * Per-endpoint concurrency cap, held in Redis so it bounds every worker process together: a slow or
 * hanging endpoint can occupy at most `limit` attempts at once, and the rest of the pool keeps
 * serving other endpoints. A job that finds its endpoint full is re-delayed without spending an attempt.
 */
export class EndpointSlots {
  constructor(private readonly opts: EndpointSlotsOptions) {}

  /** A lease id when a slot was free; otherwise how long the oldest attempt in flight has been running. */
  async acquire(endpointId: number): Promise<{ lease: string } | { lease: null; oldestAgeMs: number }> {
    const lease = randomUUID();
    const args = [1, this.key(endpointId), this.opts.limit, this.opts.leaseMs, lease] as const;
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

  async release(endpointId: number, lease: string): Promise<void> {
    await this.opts.redis.zrem(this.key(endpointId), lease);
  }

  /** Attempts in flight to an endpoint now (for tests and diagnostics). */
  async inFlight(endpointId: number): Promise<number> {
    return this.opts.redis.zcard(this.key(endpointId));
  }

  private key(endpointId: number): string {
    return `${this.opts.prefix}:webhooks:inflight:${endpointId}`;
  }
}
