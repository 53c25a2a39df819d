import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Logger } from '../logger.js';
import type { RedisClient as Redis } from '../../queues/connection.js';
import type { Clock } from '../../config/clock.js';
import { within } from '../within.js';

/** How long a call waits for its tenant's epoch before it loads from PostgreSQL without the cache. */
const EPOCH_WAIT_MS = 250;

const newEpoch = (): string => randomBytes(9).toString('base64url');

/** Tenants whose latest epoch read is kept for sharing (the oldest is forgotten beyond this). */
const SHARED_READS_MAX = 10_000;

/**
 * When the web request being served began (performance.now(); set once its body has been read). An
 * epoch read sent after a call began sees every change whose new epoch was written before the call
 * began, so it can serve the rest of that call: a bot call's API key and its Account Connect settings
 * take one GET, not two. A read sent before a call began is never used for it. Outside a request
 * (workers, tests calling services directly) every read goes to Redis.
 */
export const callStarts = new AsyncLocalStorage<number>();

/**
 * A tenant's configuration epoch: a random value in Redis that every change to what the bot's calls
 * read about the tenant (its API key, its settings row, its Account Connect settings, its verifier
 * generation) replaces once the change has committed. A process may keep such reads in memory
 * (EpochCache) and use one only while the tenant's epoch is still the one it was loaded under, so a
 * regenerated key's predecessor, a new setting or another verifier is seen by the next call in every
 * process, at the cost of one Redis GET (which joins the other commands of its turn) instead of a
 * PostgreSQL query.
 *
 * Values are random rather than counted, so a Redis that lost its keys (it keeps nothing on disk) can
 * never hand out an epoch a cache already holds. When Redis does not answer, readers load from
 * PostgreSQL without the cache; a change whose new epoch could not be written is seen once the cached
 * value is EpochCache.MAX_AGE_MS old.
 */
export class TenantConfigEpochs {
  /** Per tenant, this process's latest epoch read made for a request, and when it was sent (current()). */
  private readonly latest = new Map<number, { sentAt: number; epoch: Promise<string | null> }>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  /** The tenant's epoch key (tests remove it as a Redis that restarted empty would). */
  key(tenantId: number): string {
    return `${this.prefix}:cfg-epoch:${tenantId}`;
  }

  /**
   * The tenant's epoch (one is made when it has none), or null when Redis does not answer within
   * EPOCH_WAIT_MS: the call then loads from PostgreSQL, and a Redis that stopped costs the call one
   * command timeout (its own token records), not two. Within a web request, a read of the tenant this
   * process sent after the request began serves it (callStarts).
   */
  async current(tenantId: number): Promise<string | null> {
    const since = callStarts.getStore();
    if (since === undefined) return this.fresh(tenantId);
    const shared = this.latest.get(tenantId);
    if (shared && shared.sentAt >= since) return shared.epoch;
    const read = { sentAt: performance.now(), epoch: this.fresh(tenantId) };
    this.latest.delete(tenantId);
    this.latest.set(tenantId, read);
    if (this.latest.size > SHARED_READS_MAX) this.latest.delete(this.latest.keys().next().value as number);
    return read.epoch;
  }

  private async fresh(tenantId: number): Promise<string | null> {
    const read = this.read(tenantId).catch((err: unknown) => {
      this.logger.warn({ err: (err as Error).message, tenantId }, 'config epoch not read; loading without the cache');
      return null;
    });
    return within(read, EPOCH_WAIT_MS, () => {
      this.logger.warn({ tenantId, waitedMs: EPOCH_WAIT_MS }, 'config epoch not read in time; loading without the cache');
      return null;
    });
  }

  private async read(tenantId: number): Promise<string | null> {
    const key = this.key(tenantId);
    const found = await this.redis.get(key);
    if (found !== null) return found;
    await this.redis.set(key, newEpoch(), 'NX');
    return this.redis.get(key);
  }

  /** Call after a change to the tenant's configuration has committed: every cached read of it is stale. */
  async changed(tenantId: number): Promise<void> {
    try {
      await this.redis.set(this.key(tenantId), newEpoch());
      this.latest.delete(tenantId);
    } catch (err) {
      this.logger.error({ err: (err as Error).message, tenantId }, 'config epoch not renewed; other processes see the change within the cache age');
    }
  }
}

interface Entry<V> {
  tenantId: number;
  /** The epoch read before the value was loaded; null when none was (the entry only names the tenant). */
  epoch: string | null;
  value: V;
  loadedAt: number;
}

/**
 * Reads of one kind kept per process, exact across processes by the tenants' epochs. A value is used
 * only when the tenant's epoch, read on this call, is the one read before the value was loaded; a value
 * first loaded without knowing its tenant (an API key) is kept as its tenant's name only, and cached on
 * its next load. Absent values (null) are never kept.
 */
export class EpochCache<V> {
  /** The longest a value is used without reloading, even with an unchanged epoch (bounds a lost epoch write). */
  static readonly MAX_AGE_MS = 60_000;
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly epochs: TenantConfigEpochs,
    private readonly clock: Clock,
    private readonly tenantOf: (value: V) => number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The value under `key` (of `tenantId` when the caller knows it), from memory when still current, else from `load`. */
  async get(key: string, load: () => Promise<V | null>, tenantId?: number): Promise<V | null> {
    const entry = this.entries.get(key);
    const tenant = tenantId ?? entry?.tenantId;
    const epoch = tenant === undefined ? null : await this.epochs.current(tenant);
    const now = this.clock.now();
    if (entry && epoch !== null && entry.epoch === epoch && now - entry.loadedAt < EpochCache.MAX_AGE_MS) return entry.value;
    const value = await load();
    this.entries.delete(key);
    if (value === null) return null;
    const owner = this.tenantOf(value);
    this.entries.set(key, { tenantId: owner, epoch: owner === tenant ? epoch : null, value, loadedAt: now });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
