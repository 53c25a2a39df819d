import type { RedisClient as Redis } from '../../queues/connection.js';
import { LIMITS } from '../../config/limits.js';

/**
 * The conversation gate's memory: for one tenant's conversation, the hash of the pending otp_token and
 * of the session it verified. Account tools of a conversation read through this binding, so the bot
 * never supplies a session or customer of its own. Values are token hashes, never tokens; Redis TTLs
 * match the records they point at (the records' own clock-based expiry still decides).
 */
export class ConversationGate {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(tenantId: number, conversationId: number, what: 'otp' | 'session'): string {
    return `${this.prefix}:verif:conv:${tenantId}:${conversationId}:${what}`;
  }

  async bindChallenge(tenantId: number, conversationId: number, hash: string): Promise<void> {
    await this.redis.set(this.key(tenantId, conversationId, 'otp'), hash, 'PX', LIMITS.otpTtlMs + 5_000);
  }

  async challengeHash(tenantId: number, conversationId: number): Promise<string | null> {
    return this.redis.get(this.key(tenantId, conversationId, 'otp'));
  }

  /** Binds the session and forgets the pending challenge, in one round trip. */
  async bindSession(tenantId: number, conversationId: number, hash: string): Promise<void> {
    await this.redis
      .multi()
      .set(this.key(tenantId, conversationId, 'session'), hash, 'PX', LIMITS.sessionTtlMs + 5_000)
      .del(this.key(tenantId, conversationId, 'otp'))
      .exec();
  }

  async sessionHash(tenantId: number, conversationId: number): Promise<string | null> {
    return this.redis.get(this.key(tenantId, conversationId, 'session'));
  }

  async clearSession(tenantId: number, conversationId: number): Promise<void> {
    await this.redis.del(this.key(tenantId, conversationId, 'session'));
  }
}
