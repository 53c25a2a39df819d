import type { RedisClient as Redis } from '../../queues/connection.js';
import type { Clock } from '../../config/clock.js';
import { constantTimeEqual, sha256Hex } from '../crypto/hashing.js';
import { randomToken } from '../crypto/keys.js';
import { DASHBOARD_AUTH_LIMITS } from './dashboard-auth-limits.js';

/** A signed-in owner's sign-in (the dashboard's cookie login; never a customer's verification session). */
export interface SignIn {
  tenantId: number;
  /** The CSRF token every state-changing cookie request must echo in X-CSRF-Token. */
  csrfToken: string;
  expiresAt: Date;
}

interface StoredSession {
  tenantId: number;
  csrfToken: string;
  expiresAt: number;
}

/**
 * Sign-ins in Redis, keyed by the SHA-256 of the cookie value, so every web process sees
 * them and a Redis dump holds no usable cookie. A sign-in lasts 12 hours by the injected
 * clock (the Redis TTL is a backstop); sign-out deletes it.
 */
export class SignIns {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly clock: Clock,
    private readonly ttlMs: number = DASHBOARD_AUTH_LIMITS.sessionTtlMs,
  ) {}

  private key(token: string): string {
    return `${this.prefix}:dash:session:${sha256Hex(token)}`;
  }

  /** Starts a sign-in: the cookie value (returned once, here) and the sign-in. */
  async create(tenantId: number): Promise<{ token: string; session: SignIn }> {
    const token = randomToken(32);
    const stored: StoredSession = { tenantId, csrfToken: randomToken(24), expiresAt: this.clock.now() + this.ttlMs };
    await this.redis.set(this.key(token), JSON.stringify(stored), 'PX', this.ttlMs);
    return { token, session: { tenantId, csrfToken: stored.csrfToken, expiresAt: new Date(stored.expiresAt) } };
  }

  /** The sign-in a cookie value opens, or null when unknown, ended or expired. */
  async find(token: string): Promise<SignIn | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const raw = await this.redis.get(this.key(token));
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredSession;
    if (this.clock.now() >= stored.expiresAt) return null;
    return { tenantId: stored.tenantId, csrfToken: stored.csrfToken, expiresAt: new Date(stored.expiresAt) };
  }

  /** Ends a sign-in (sign-out). */
  async destroy(token: string): Promise<void> {
    if (/^[A-Za-z0-9_-]{20,100}$/.test(token)) await this.redis.del(this.key(token));
  }
}

/** Whether a request's X-CSRF-Token matches its sign-in's, in constant time. */
export function csrfMatches(session: SignIn, given: string): boolean {
  return given.length > 0 && constantTimeEqual(given, session.csrfToken);
}
