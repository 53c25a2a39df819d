import type { RedisClient as Redis } from '../../queues/connection.js';
import type { Clock } from '../../config/clock.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { hsetWithExpiry } from './token-store.js';

/**
 * What a verified session has learnt and need not learn again while it lives: the verified customer's
 * contact (Account Connect's account-summary) and, per data connection, which of its customers matched.
 * One Redis hash per session (keyed by the session token's hash), values sealed with the tenant in the
 * associated data, gone when the session expires. Losing it only costs a repeated lookup.
 */
export class SessionMemo {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  private key(sessionHash: string): string {
    return `${this.prefix}:verif:memo:${sessionHash}`;
  }

  private aad(tenantId: number, field: string): string {
    return `verification-memo:${tenantId}:${field}`;
  }

  async get(tenantId: number, sessionHash: string, field: string): Promise<unknown> {
    const sealed = await this.redis.hget(this.key(sessionHash), field);
    if (!sealed) return undefined;
    try {
      return JSON.parse(this.box.open(sealed, this.aad(tenantId, field))) as unknown;
    } catch {
      return undefined;
    }
  }

  async set(tenantId: number, sessionHash: string, field: string, value: unknown, expiresAt: number): Promise<void> {
    const ttl = expiresAt - this.clock.now();
    if (ttl <= 0) return;
    await hsetWithExpiry(this.redis, this.key(sessionHash), { [field]: this.box.seal(JSON.stringify(value), this.aad(tenantId, field)) }, ttl + 5_000);
  }
}
