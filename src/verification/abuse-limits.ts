import type { RedisClient as Redis } from '../../queues/connection.js';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Abuse limits of the platform's verification API, counted in Redis (rate-limiter-flexible), so they
 * hold across every web process.
 *
 * - verify-identity and verify-otp, each: `tenantPerMinute` calls per tenant per minute (config
 *   VERIFY_TENANT_RATE_PER_MINUTE, default 300), and 10 calls per conversation per 10 minutes.
 *   Beyond either: HTTP 429 with Retry-After.
 * - Codes sent per conversation: at most 5 in 24 hours (a code counts when the verifier says it sent
 *   one). Beyond it verify-identity answers success false with VERIFICATION_MESSAGES.codeCapReached
 *   and no call is made. Calls without a conversation_id are bounded by the tenant limit only.
 */
export const ABUSE_LIMITS = Object.freeze({
  perConversation: { points: 10, durationSeconds: 10 * 60 },
  codesPerConversation: { points: 5, durationSeconds: 24 * 60 * 60 },
  perTenantDurationSeconds: 60,
});

export type LimitedAction = 'verify_identity' | 'verify_otp';
export type LimitCheck = { ok: true } | { ok: false; retryAfterMs: number };

function rejectedBy(err: unknown): RateLimiterRes | null {
  return err instanceof RateLimiterRes ? err : null;
}

export class AbuseLimits {
  private readonly tenant: Record<LimitedAction, RateLimiterRedis>;
  private readonly conversation: Record<LimitedAction, RateLimiterRedis>;
  private readonly codes: RateLimiterRedis;

  constructor(redis: Redis, prefix: string, tenantPerMinute: number) {
    const make = (name: string, points: number, duration: number): RateLimiterRedis =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rl:${name}`, points, duration, rejectIfRedisNotReady: true });
    const conv = ABUSE_LIMITS.perConversation;
    this.tenant = {
      verify_identity: make('vi:tenant', tenantPerMinute, ABUSE_LIMITS.perTenantDurationSeconds),
      verify_otp: make('vo:tenant', tenantPerMinute, ABUSE_LIMITS.perTenantDurationSeconds),
    };
    this.conversation = {
      verify_identity: make('vi:conv', conv.points, conv.durationSeconds),
      verify_otp: make('vo:conv', conv.points, conv.durationSeconds),
    };
    const codes = ABUSE_LIMITS.codesPerConversation;
    this.codes = make('codes:conv', codes.points, codes.durationSeconds);
  }

  /** Counts one call against the tenant's and the conversation's limits. */
  async take(action: LimitedAction, tenantId: number, conversationId: number | null): Promise<LimitCheck> {
    const results = await Promise.allSettled([
      this.tenant[action].consume(String(tenantId)),
      ...(conversationId === null ? [] : [this.conversation[action].consume(`${tenantId}:${conversationId}`)]),
    ]);
    let retryAfterMs = 0;
    for (const r of results) {
      if (r.status === 'fulfilled') continue;
      const res = rejectedBy(r.reason);
      if (!res) throw r.reason;
      retryAfterMs = Math.max(retryAfterMs, res.msBeforeNext);
    }
    return retryAfterMs > 0 ? { ok: false, retryAfterMs } : { ok: true };
  }

  /** Reserves one code for the conversation; false when its cap is reached. */
  async reserveCode(tenantId: number, conversationId: number): Promise<boolean> {
    try {
      await this.codes.consume(`${tenantId}:${conversationId}`);
      return true;
    } catch (err) {
      if (rejectedBy(err)) return false;
      throw err;
    }
  }

  /** Whether a code was sent (and not given back) in the conversation in the last 24 hours. */
  async codesReserved(tenantId: number, conversationId: number): Promise<boolean> {
    const res = await this.codes.get(`${tenantId}:${conversationId}`);
    return (res?.consumedPoints ?? 0) > 0;
  }

  /** Gives back a reserved code that was not sent (mismatch or failure). */
  async releaseCode(tenantId: number, conversationId: number): Promise<void> {
    await this.codes.reward(`${tenantId}:${conversationId}`);
  }
}
