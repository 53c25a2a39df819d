import type { RedisClient as Redis } from '../../queues/connection.js';
import type { Clock } from '../../config/clock.js';
import { sha256Hex } from '../crypto/hashing.js';
import { randomToken } from '../crypto/keys.js';
import { DASHBOARD_AUTH_LIMITS } from './dashboard-auth-limits.js';

/** What a sign-in link opens: the tenant, and the dashboard page to return to. */
export interface SignInGrant {
  tenantId: number;
  /** A path under /dashboard. */
  next: string;
}

interface StoredGrant extends SignInGrant {
  expiresAt: number;
}

/**
 * Single-use sign-in links of the dashboard, in Redis keyed by the SHA-256 of the token (the token
 * itself is only in the email). A link opens once (GETDEL) and only within its lifetime by the
 * injected clock; the Redis TTL is a backstop that tidies unused links away.
 */
export class SignInLinks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly clock: Clock,
    private readonly ttlMs: number = DASHBOARD_AUTH_LIMITS.signInLinkTtlMs,
  ) {}

  private key(token: string): string {
    return `${this.prefix}:dash:signin:${sha256Hex(token)}`;
  }

  /** A new link token for the tenant; valid once, for ttlMs. */
  async issue(grant: SignInGrant): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken(32);
    const expiresAt = this.clock.now() + this.ttlMs;
    const stored: StoredGrant = { ...grant, expiresAt };
    await this.redis.set(this.key(token), JSON.stringify(stored), 'PX', this.ttlMs);
    return { token, expiresAt: new Date(expiresAt) };
  }

  /** Uses the link up: the grant when the token is known, unused and not expired; otherwise null. */
  async consume(token: string): Promise<SignInGrant | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const raw = await this.redis.getdel(this.key(token));
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredGrant;
    if (this.clock.now() >= stored.expiresAt) return null;
    return { tenantId: stored.tenantId, next: stored.next };
  }
}
