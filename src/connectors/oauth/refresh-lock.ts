import type { RedisClient as Redis } from '../../../queues/connection.js';
import { RedisScript } from '../../../queues/scripts.js';
import { randomToken } from '../../crypto/keys.js';

/**
 * One OAuth refresh at a time per connection across every worker process: a Redis lease
 * (`SET <prefix>:oauth-refresh:<connectionId> <owner> NX PX <ttl>`), released only by its owner.
 *
 * Release script. KEYS[1] = the lock key; ARGV[1] = the owner token. Returns 1 when it deleted the
 * lock, 0 when the lock had expired or belongs to someone else (left alone).
 */
const RELEASE = new RedisScript(`if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`);

export class RefreshLock {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** How long a lease lasts if its holder dies mid-refresh. */
    readonly ttlMs: number,
  ) {}

  private key(connectionId: number): string {
    return `${this.prefix}:oauth-refresh:${connectionId}`;
  }

  /** The owner token when the lease was taken, else undefined (another worker holds it). */
  async acquire(connectionId: number): Promise<string | undefined> {
    const owner = randomToken(16);
    const ok = await this.redis.set(this.key(connectionId), owner, 'PX', this.ttlMs, 'NX');
    return ok === 'OK' ? owner : undefined;
  }

  async release(connectionId: number, owner: string): Promise<void> {
    await RELEASE.run(this.redis, [this.key(connectionId)], [owner]);
  }
}
