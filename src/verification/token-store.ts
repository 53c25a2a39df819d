import { AsyncLocalStorage } from 'node:async_hooks';
import type { RedisClient as Redis } from '../../queues/connection.js';
import { RedisScript } from '../../queues/scripts.js';
import type { z } from 'zod';
import type { Clock } from '../../config/clock.js';
import { sha256Hex } from '../crypto/hashing.js';
import { randomToken } from '../crypto/keys.js';

/**
 * Opaque tokens whose records live in Redis, shared by every process.
 *
 * The key is the SHA-256 of the token (a Redis dump never holds a usable token). Each record is a hash
 * `{d: <json data>, e: <expires-at epoch ms by the injected Clock>, w: <wrong-attempt counter>}`.
 * Expiry is decided by the Clock (so tests move a ManualClock); Redis TTL is only a backstop that frees
 * memory a little after the clock-based expiry.
 */
export interface StoredToken<T> {
  /** SHA-256 hex of the token. */
  hash: string;
  data: T;
  /** Epoch ms (injected clock) at which the token stops working. */
  expiresAt: number;
  /** Wrong attempts recorded so far. */
  wrong: number;
}

/** The longest otp_token or session_token the API takes (the service's own are 43 characters). */
export const TOKEN_MAX_CHARS = 200;

/** A web request's token records read ahead of its first look at them (TokenStore.readAhead), by key. */
const readsAhead = new AsyncLocalStorage<Map<string, Promise<Record<string, string>>>>();

/**
 * Runs `fn` (the rest of a web request) with room for its token records read ahead: a record a
 * request reads first thing can be asked for in the request's first turn, beside its API key's epoch
 * read, so that the two travel in one write to Redis and come back together, a round trip sooner.
 */
export function withReadsAhead(fn: () => void): void {
  readsAhead.run(new Map(), fn);
}

/** Redis keeps a record this long after its clock-based expiry. */
const BACKSTOP_SLACK_MS = 5_000;

/**
 * KEYS[1] = record key. ARGV: none.
 * Adds one wrong attempt to a record that still exists; never creates a record.
 * Returns the new count, or -1 when the record is gone.
 */
const INCR_WRONG = new RedisScript(`
if redis.call('exists', KEYS[1]) == 0 then return -1 end
return redis.call('hincrby', KEYS[1], 'w', 1)
`);

/**
 * KEYS[1] = hash key. ARGV[1] = expiry in ms, ARGV[2..] = field, value, field, value, ...
 * Sets the fields and the key's expiry atomically.
 */
const HSET_EXPIRE = new RedisScript(`
redis.call('hset', KEYS[1], unpack(ARGV, 2))
return redis.call('pexpire', KEYS[1], ARGV[1])
`);

/**
 * Sets hash fields and the key's expiry (ms) atomically, as one command: it joins the other commands of
 * its turn on an auto-pipelined connection, where MULTI ... EXEC costs a write (and a wake-up of Redis)
 * of its own.
 */
export async function hsetWithExpiry(redis: Redis, key: string, fields: Record<string, string>, ttlMs: number): Promise<void> {
  await HSET_EXPIRE.run(redis, [key], [String(Math.ceil(ttlMs)), ...Object.entries(fields).flat()]);
}

export class TokenStore<T> {
  constructor(
    private readonly redis: Redis,
    /** e.g. "{svc}:verif:otp" */
    private readonly keyPrefix: string,
    private readonly schema: z.ZodType<T>,
    private readonly clock: Clock,
    /** Lifetime of a token from creation. */
    readonly ttlMs: number,
  ) {}

  key(hash: string): string {
    return `${this.keyPrefix}:${hash}`;
  }

  /** Stores `data` under a new random token; the plain token is returned once, here. */
  async create(data: T): Promise<{ token: string; hash: string; expiresAt: number }> {
    const token = randomToken(32);
    const hash = sha256Hex(token);
    const expiresAt = this.clock.now() + this.ttlMs;
    await hsetWithExpiry(this.redis, this.key(hash), { d: JSON.stringify(data), e: String(expiresAt), w: '0' }, this.ttlMs + BACKSTOP_SLACK_MS);
    return { token, hash, expiresAt };
  }

  /** The live record of a token, or null when unknown, used, or past its expiry by the clock. */
  async find(token: string): Promise<StoredToken<T> | null> {
    if (!token) return null;
    return this.findByHash(sha256Hex(token));
  }

  /**
   * Starts reading a token's record now, for the first find() of the same token in this request
   * (withReadsAhead); outside such a request it does nothing. Nothing read ahead is used before then,
   * or by any other request: a request refused meanwhile (a wrong API key) reads nothing of it.
   */
  readAhead(token: string): void {
    const reads = readsAhead.getStore();
    if (!reads || !token) return;
    const key = this.key(sha256Hex(token));
    if (reads.has(key)) return;
    const read = this.redis.hgetall(key);
    read.catch(() => undefined); // awaited (and its failure met) only when the request looks
    reads.set(key, read);
  }

  async findByHash(hash: string): Promise<StoredToken<T> | null> {
    const key = this.key(hash);
    const reads = readsAhead.getStore();
    const ahead = reads?.get(key);
    if (ahead) reads!.delete(key);
    const raw = await (ahead ?? this.redis.hgetall(key));
    if (!raw.d || !raw.e) return null;
    const expiresAt = Number(raw.e);
    if (!(this.clock.now() < expiresAt)) {
      await this.redis.del(key);
      return null;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.d);
    } catch {
      return null;
    }
    const data = this.schema.safeParse(parsed);
    if (!data.success) return null;
    return { hash, data: data.data, expiresAt, wrong: Number(raw.w ?? '0') };
  }

  /** Counts one wrong attempt; returns the new count, or null when the record is already gone. */
  async recordWrong(hash: string): Promise<number | null> {
    const n = (await INCR_WRONG.run(this.redis, [this.key(hash)], [])) as number;
    return n < 0 ? null : n;
  }

  /** Deletes the record; true only for the one caller that removed it (single use under races). */
  async consume(hash: string): Promise<boolean> {
    return (await this.redis.del(this.key(hash))) === 1;
  }
}
