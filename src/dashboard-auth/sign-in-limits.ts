import type { RedisClient as Redis } from '../../queues/connection.js';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DASHBOARD_AUTH_LIMITS } from './dashboard-auth-limits.js';

export type SignInLimitCheck = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Sign-in request limits, counted in Redis (rate-limiter-flexible) so they hold across every web
 * process: per email address (so nobody floods an owner's inbox) and per client IP (so nobody
 * probes many addresses). Both are counted on every request, whether or not the email is an owner's.
 */
export class SignInLimits {
  private readonly email: RateLimiterRedis;
  private readonly ip: RateLimiterRedis;

  constructor(redis: Redis, prefix: string, limits: Pick<typeof DASHBOARD_AUTH_LIMITS, 'perEmail' | 'perIp'> = DASHBOARD_AUTH_LIMITS) {
    this.email = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:rl:dash-signin:email`,
      points: limits.perEmail.points,
      duration: limits.perEmail.durationSeconds,
    });
    this.ip = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:rl:dash-signin:ip`,
      points: limits.perIp.points,
      duration: limits.perIp.durationSeconds,
    });
  }

  /** Counts one sign-in request; `email` should already be normalised (trimmed, lower case). */
  async take(email: string, ip: string): Promise<SignInLimitCheck> {
    const results = await Promise.allSettled([this.email.consume(email), this.ip.consume(ip || 'unknown')]);
    let retryAfterMs = 0;
    for (const r of results) {
      if (r.status === 'fulfilled') continue;
      if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
      retryAfterMs = Math.max(retryAfterMs, r.reason.msBeforeNext);
    }
    return retryAfterMs > 0 ? { ok: false, retryAfterMs } : { ok: true };
  }
}
