import type { RedisClient as Redis } from '../../../queues/connection.js';
import { z } from 'zod';
import type { Clock } from '../../../config/clock.js';
import { LIMITS } from '../../../config/limits.js';
import { sha256Hex } from '../../crypto/hashing.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { FAILURES, type VendorFailure } from './failures.js';
import type { VendorHttpClient } from './vendor-client.js';

/**
 * OAuth 2.0 client_credentials tokens for connectors (spec: "exchanged for a short-lived token, fetched
 * and renewed automatically; the secret goes only to the vendor's token endpoint").
 *
 * Redis key `<prefix>:connector-token:<connectionId>:<fingerprint>` holds
 * `{sealed, expiresAt}`: the token sealed with the SecretBox (associated data = the key) and its expiry
 * by the injected clock. The fingerprint hashes token URL, client id and secret, so new credentials
 * never reuse an old token. A token is renewed once it is within 60 s of expiry (or half its life, if
 * shorter); the Redis TTL is only a backstop. Fetches for the same key in one process are shared.
 */

const tokenReplySchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.union([z.number().positive(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  token_type: z.string().optional(),
});

/** Lifetime assumed when the token endpoint gives no expires_in. */
export const DEFAULT_TOKEN_LIFETIME_MS = 5 * 60_000;

export interface ClientCredentialsRequest {
  connectionId: string;
  /** Absolute token URL. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
  /** HTTP Basic (default for OAuth 2.0) or client_id/client_secret form fields. */
  clientAuth: 'basic' | 'body';
}

export type TokenOutcome = { ok: true; token: string; fetched: boolean } | { ok: false; failure: VendorFailure };

const cachedSchema = z.object({ sealed: z.string(), expiresAt: z.number() });

export interface ClientCredentialsTokensOptions {
  redis: Redis;
  /** REDIS_PREFIX. */
  prefix: string;
  box: SecretBox;
  clock: Clock;
  http: VendorHttpClient;
}

export class ClientCredentialsTokens {
  private readonly inFlight = new Map<string, Promise<TokenOutcome>>();

  constructor(private readonly opts: ClientCredentialsTokensOptions) {}

  cacheKey(req: ClientCredentialsRequest): string {
    const fingerprint = sha256Hex(`${req.tokenUrl}\n${req.clientId}\n${req.clientSecret}`).slice(0, 16);
    return `${this.opts.prefix}:connector-token:${req.connectionId}:${fingerprint}`;
  }

  /** A valid token: from the cache, or fetched from the token endpoint and cached. */
  async token(req: ClientCredentialsRequest): Promise<TokenOutcome> {
    const key = this.cacheKey(req);
    const cached = await this.readCache(key);
    if (cached !== undefined) return { ok: true, token: cached, fetched: false };
    const running = this.inFlight.get(key);
    if (running) return running;
    const fetching = this.fetchAndStore(key, req).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, fetching);
    return fetching;
  }

  /** Drops the cached token (for example after the vendor refused it). */
  async forget(req: ClientCredentialsRequest): Promise<void> {
    await this.opts.redis.del(this.cacheKey(req));
  }

  private async readCache(key: string): Promise<string | undefined> {
    const raw = await this.opts.redis.get(key);
    if (raw === null) return undefined;
    try {
      const entry = cachedSchema.parse(JSON.parse(raw));
      if (this.opts.clock.now() >= entry.expiresAt) return undefined;
      return this.opts.box.open(entry.sealed, key);
    } catch {
      return undefined; // unreadable (rotated key, old format): fetch a new one
    }
  }

  private async fetchAndStore(key: string, req: ClientCredentialsRequest): Promise<TokenOutcome> {
    const form: Record<string, string> = { grant_type: 'client_credentials' };
    if (req.scopes.length > 0) form['scope'] = req.scopes.join(' ');
    const headers: Record<string, string> = {};
    if (req.clientAuth === 'basic') {
      headers['authorization'] = `Basic ${Buffer.from(`${req.clientId}:${req.clientSecret}`, 'utf8').toString('base64')}`;
    } else {
      form['client_id'] = req.clientId;
      form['client_secret'] = req.clientSecret;
    }
    const res = await this.opts.http.request({ method: 'POST', url: req.tokenUrl, headers, form });
    if (!res.ok) return res;
    const parsed = tokenReplySchema.safeParse(res.body);
    if (!parsed.success) return { ok: false, failure: FAILURES.badReply('the token endpoint sent no access_token', res.status) };
    const lifetimeMs = parsed.data.expires_in !== undefined ? parsed.data.expires_in * 1000 : DEFAULT_TOKEN_LIFETIME_MS;
    const margin = Math.min(LIMITS.oauthRefreshBeforeExpiryMs, Math.floor(lifetimeMs / 2));
    const expiresAt = this.opts.clock.now() + lifetimeMs - margin;
    const entry = JSON.stringify({ sealed: this.opts.box.seal(parsed.data.access_token, key), expiresAt });
    await this.opts.redis.set(key, entry, 'PX', Math.max(1, Math.ceil(lifetimeMs)));
    return { ok: true, token: parsed.data.access_token, fetched: true };
  }
}
