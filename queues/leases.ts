import { randomUUID } from 'node:crypto';
import type { RedisClient as Redis } from './connection.js';
import { RedisScript } from './scripts.js';

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

/**
 * As ACQUIRE, for a caller that may have waited (a re-delayed or parked job): a lease handed to it by a
 * release (RELEASE_TO_WAITER) is taken first, and once it holds a lease it leaves the waiting list.
 *   KEYS[1] lease set, KEYS[2] waiting list, KEYS[3] hand-off hash (waiter -> lease id)
 *   ARGV[1] limit, ARGV[2] ttl ms, ARGV[3] new lease id, ARGV[4] waiter id,
 *   ARGV[5] '1': when full, queue the waiter at the back in the same step (once), as WAIT does
 * Result: {1, lease id} or {0, age}.
 */
const ACQUIRE_WAITING = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local handed = redis.call('HGET', KEYS[3], ARGV[4])
if handed then
  redis.call('HDEL', KEYS[3], ARGV[4])
  if redis.call('ZSCORE', KEYS[1], handed) then
    redis.call('ZADD', KEYS[1], now + ttl, handed)
    redis.call('PEXPIRE', KEYS[1], ttl)
    redis.call('LREM', KEYS[2], 0, ARGV[4])
    return {1, handed}
  end
end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  if ARGV[5] == '1' then
    if not redis.call('LPOS', KEYS[2], ARGV[4]) then redis.call('RPUSH', KEYS[2], ARGV[4]) end
    redis.call('PEXPIRE', KEYS[2], ttl)
  end
  return {0, now - (tonumber(oldest[2]) - ttl)}
end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('LREM', KEYS[2], 0, ARGV[4])
return {1, ARGV[3]}
`;

/**
 * Ends a lease, or hands it to the first waiter: the lease stays taken (its expiry renewed) and is
 * recorded for that waiter, so a caller arriving meanwhile cannot take the slot the waiter queued for.
 *   KEYS[1] lease set, KEYS[2] waiting list, KEYS[3] hand-off hash
 *   ARGV[1] lease id, ARGV[2] ttl ms for a handed lease, ARGV[3] the releasing caller's own waiter id
 *   (its hand-off record is cleared: the lease being released, when it was handed to it and taken
 *   without ACQUIRE_WAITING; another lease handed to it while it had already taken one is freed too)
 * Result: the waiter's id, or false when nobody waited (the lease is gone).
 */
const RELEASE_TO_WAITER = `
local stray = redis.call('HGET', KEYS[3], ARGV[3])
if stray then
  redis.call('HDEL', KEYS[3], ARGV[3])
  if stray ~= ARGV[1] then redis.call('ZREM', KEYS[1], stray) end
end
local waiter = redis.call('LPOP', KEYS[2])
if (not waiter) or (not redis.call('ZSCORE', KEYS[1], ARGV[1])) then
  redis.call('ZREM', KEYS[1], ARGV[1])
  if waiter then redis.call('LPUSH', KEYS[2], waiter) end
  return false
end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('HSET', KEYS[3], waiter, ARGV[1])
redis.call('PEXPIRE', KEYS[3], ttl)
return waiter
`;

/**
 * A waiter gives up (its caller is gone): it leaves the list, and a lease already handed to it is
 * returned (the caller releases it onwards).
 *   KEYS[2] waiting list, KEYS[3] hand-off hash; ARGV[1] waiter id
 */
const FORGET_WAITER = `
redis.call('LREM', KEYS[2], 0, ARGV[1])
local handed = redis.call('HGET', KEYS[3], ARGV[1])
if handed then redis.call('HDEL', KEYS[3], ARGV[1]) end
return handed
`;

/** Queues a waiter at the back, unless it is queued already (a job re-delayed again keeps its place). KEYS[2] waiting list; ARGV[1] waiter, ARGV[2] ttl ms. */
const WAIT = `
if not redis.call('LPOS', KEYS[2], ARGV[1]) then redis.call('RPUSH', KEYS[2], ARGV[1]) end
redis.call('PEXPIRE', KEYS[2], tonumber(ARGV[2]))
return 1
`;

/**
 * Takes leases for several callers at once, as many as the bound has room for, in order.
 *   KEYS[1] lease set; ARGV[1] limit, ARGV[2] ttl ms, ARGV[3..] lease ids (stable per call: a caller
 *   that already holds its lease, e.g. a job run again after its worker died, keeps it and renews it)
 * Result: {age of the oldest lease in ms (0 when none), taken lease ids...}.
 */
const ACQUIRE_MANY = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local free = tonumber(ARGV[1]) - redis.call('ZCARD', KEYS[1])
local out = {0}
for i = 3, #ARGV do
  if redis.call('ZSCORE', KEYS[1], ARGV[i]) then
    redis.call('ZADD', KEYS[1], now + ttl, ARGV[i])
    out[#out + 1] = ARGV[i]
  elseif free > 0 then
    redis.call('ZADD', KEYS[1], now + ttl, ARGV[i])
    free = free - 1
    out[#out + 1] = ARGV[i]
  end
end
if #out > 1 and redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
if #out - 1 < #ARGV - 2 then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  if oldest[2] then out[1] = now - (tonumber(oldest[2]) - ttl) end
end
return out
`;

/** Each script of this file, run by its SHA-1 (RedisScript). */
const scripts = new Map<string, RedisScript>();
const scriptOf = (source: string): RedisScript => {
  let script = scripts.get(source);
  if (!script) scripts.set(source, (script = new RedisScript(source)));
  return script;
};

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

export type LeaseOutcome = { lease: string } | { lease: null; oldestAgeMs: number };

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
  async acquire(resource: string, opts: { limit?: number; leaseMs?: number } = {}): Promise<LeaseOutcome> {
    const lease = randomUUID();
    const ttl = Math.max(1, Math.ceil(opts.leaseMs ?? this.opts.leaseMs));
    const reply = await scriptOf(ACQUIRE).run(this.opts.redis, [this.key(resource)], [opts.limit ?? this.opts.limit, ttl, lease]);
    const [taken, age] = reply as [number, number?];
    return taken === 1 ? { lease } : { lease: null, oldestAgeMs: Math.max(0, Number(age ?? 0)) };
  }

  async release(resource: string, lease: string): Promise<void> {
    await this.opts.redis.zrem(this.key(resource), lease);
  }

  /**
   * Leases for several callers in one script, in their order, as far as the bound has room: `ids` are
   * the callers' own lease ids (stable per call, so a caller run again keeps the lease it holds).
   * Answers the ids taken and, when some were not, how long the oldest lease has been held.
   */
  async acquireMany(
    resource: string,
    ids: readonly string[],
    opts: { limit?: number; leaseMs?: number } = {},
  ): Promise<{ taken: Set<string>; oldestAgeMs: number }> {
    const ttl = Math.max(1, Math.ceil(opts.leaseMs ?? this.opts.leaseMs));
    const reply = (await this.script(ACQUIRE_MANY, resource, [opts.limit ?? this.opts.limit, ttl, ...ids], 1)) as [number, ...string[]];
    return { taken: new Set(reply.slice(1).map(String)), oldestAgeMs: Math.max(0, Number(reply[0] ?? 0)) };
  }

  /** Ends several leases of one resource in one command. */
  async releaseMany(resource: string, ids: readonly string[]): Promise<void> {
    if (ids.length) await this.opts.redis.zrem(this.key(resource), ...ids);
  }

  /**
   * Fair hand-off for callers that re-delay their job when the resource is full: `acquireAs` takes a
   * lease as `waiter` (a lease a release handed to it first), `waitAs` queues the waiter after it found
   * the resource full, and `releaseToWaiter` gives the lease to the oldest waiter instead of freeing it
   * (answering that waiter's id, so the caller can wake it at once). Without the hand-off a fresh call
   * takes each freed lease before the re-delayed one comes back, and the re-delayed one backs off
   * again and again. Waiting ids live in `<key>:waiters` (list) and `<key>:handoff` (hash); every key
   * of one resource shares the prefix's hash tag, so the scripts run on Redis Cluster. `queueIfFull`
   * queues the waiter in the same step when the resource is full (acquireAs then waitAs, in one script).
   */
  async acquireAs(resource: string, waiter: string, opts: { limit?: number; leaseMs?: number; queueIfFull?: boolean } = {}): Promise<LeaseOutcome> {
    const ttl = Math.max(1, Math.ceil(opts.leaseMs ?? this.opts.leaseMs));
    const reply = await this.script(ACQUIRE_WAITING, resource, [opts.limit ?? this.opts.limit, ttl, randomUUID(), waiter, opts.queueIfFull ? '1' : '0']);
    const [taken, value] = reply as [number, string | number];
    return taken === 1 ? { lease: String(value) } : { lease: null, oldestAgeMs: Math.max(0, Number(value ?? 0)) };
  }

  /** Queues `waiter` for the next lease of `resource` (once: a waiter queued already keeps its place); the queue lives `ttlMs` after the last call. */
  async waitAs(resource: string, waiter: string, ttlMs: number): Promise<void> {
    await this.script(WAIT, resource, [waiter, Math.max(1, Math.ceil(ttlMs))]);
  }

  /**
   * Ends `lease`, or hands it to the oldest waiter and answers that waiter's id. `self`: the releasing
   * caller's waiter id, if it had one. A waiter told of its handed lease by the releaser (in the same
   * process) may hold it without acquireAs: the lease then lives `leaseMs` from the hand-off, so pass
   * the longest a call may hold one (the default).
   */
  async releaseToWaiter(resource: string, lease: string, leaseMs = this.opts.leaseMs, self = ''): Promise<string | null> {
    const reply = await this.script(RELEASE_TO_WAITER, resource, [lease, Math.max(1, Math.ceil(leaseMs)), self]);
    return typeof reply === 'string' ? reply : null;
  }

  /** Takes `waiter` off the queue; answers a lease already handed to it (release it with releaseToWaiter). */
  async forgetWaiter(resource: string, waiter: string): Promise<string | null> {
    const reply = await this.script(FORGET_WAITER, resource, [waiter]);
    return typeof reply === 'string' ? reply : null;
  }

  private async script(source: string, resource: string, args: (string | number)[], keys: 1 | 3 = 3): Promise<unknown> {
    const key = this.key(resource);
    return scriptOf(source).run(this.opts.redis, keys === 1 ? [key] : [key, `${key}:waiters`, `${key}:handoff`], args);
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
