import { importJWK } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../config/clock.js';
import type { RedisClient as Redis } from '../../queues/connection.js';
import {
  IDENTITY_JWKS_FETCH_JOB,
  IDENTITY_JWKS_QUEUE,
  JWKS_FETCH_TIMEOUT_MS,
  JWKS_MAX_KEYS,
  JWKS_RPC_MARGIN_MS,
  jwksFetchOutcome,
  publicJwk,
  type JwksFetchOutcome,
  type JwksFetchPayload,
  type PublicJwk,
} from '../../queues/identity-jwks.js';
import type { QueueRegistry } from '../../queues/registry.js';
import type { RpcCall, RpcEndpoint } from '../../queues/rpc-client.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import { DASHBOARD_MESSAGES } from '../messages.js';
import { checkTargetUrl, type AddressPolicy } from '../net/address-policy.js';
import type { TenantConfigEpochs } from '../tenants/config-epochs.js';
import type { IdentitySecrets } from './identity-secrets.js';
import type { IdentityKeys, VerifyingKey } from './identity-token.js';

/** Longest JWKS address a tenant may save. */
export const JWKS_URL_MAX_CHARS = 2048;

/** How long a fetched JWKS is kept: the reply's Cache-Control max-age within these bounds, else the default. */
export const JWKS_CACHE = Object.freeze({
  minSeconds: 60,
  maxSeconds: 24 * 60 * 60,
  defaultSeconds: 10 * 60,
  /** A token whose kid the cached JWKS lacks fetches it again at most this often (rotation at the tenant's side). */
  refetchMinMs: 60_000,
});

/**
 * Whether a tenant may save `raw` as its JWKS address: the one address policy
 * (src/net/address-policy.ts), HTTPS only outside development and tests, exactly as an Account Connect
 * base address; the worker checks it again before every fetch (and every DNS answer).
 */
export function checkJwksUrl(raw: string, policy: AddressPolicy): { ok: true; url: string } | { ok: false; message: string } {
  const url = raw.trim();
  const check = checkTargetUrl(url, policy, { requireHttps: true });
  if (!check.ok) return { ok: false, message: DASHBOARD_MESSAGES.addressUnusable(check.reason) };
  return { ok: true, url };
}

/**
 * Seconds a JWKS reply may be cached: Cache-Control max-age (less the Age header), `no-cache` and
 * `no-store` the shortest time, bounded to [60 s, 24 h]; no max-age: 10 minutes.
 */
export function jwksMaxAgeSeconds(cacheControl: string | undefined, age?: string): number {
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  let seconds: number = JWKS_CACHE.defaultSeconds;
  if (directives.includes('no-store') || directives.includes('no-cache')) seconds = JWKS_CACHE.minSeconds;
  else {
    const maxAge = directives.map((d) => /^max-age\s*=\s*"?(\d{1,10})"?$/.exec(d)).find((m) => m !== null);
    if (maxAge) seconds = Number(maxAge[1]) - (age && /^\d{1,10}$/.test(age.trim()) ? Number(age.trim()) : 0);
  }
  return Math.min(JWKS_CACHE.maxSeconds, Math.max(JWKS_CACHE.minSeconds, seconds));
}

const jwksDocument = z.object({ keys: z.array(z.unknown()).max(1000) });

/**
 * The keys of a JWKS document that can check an identity token, public members only: RSA keys for
 * RS256 and EC P-256 keys for ES256. The JWK decides its algorithm (its `alg` when given must be that
 * one); keys without a kid, for another use than signatures, symmetric (oct) or of any other kind are
 * left out. null when the document is not a JWKS at all.
 */
export function usableJwks(doc: unknown): PublicJwk[] | null {
  const parsed = jwksDocument.safeParse(doc);
  if (!parsed.success) return null;
  const keys: PublicJwk[] = [];
  for (const raw of parsed.data.keys) {
    if (!raw || typeof raw !== 'object') continue;
    const jwk = raw as Record<string, unknown>;
    if (jwk['use'] !== undefined && jwk['use'] !== 'sig') continue;
    if (Array.isArray(jwk['key_ops']) && !jwk['key_ops'].includes('verify')) continue;
    const alg = jwk['kty'] === 'RSA' ? 'RS256' : jwk['kty'] === 'EC' && jwk['crv'] === 'P-256' ? 'ES256' : null;
    if (!alg || (jwk['alg'] !== undefined && jwk['alg'] !== alg)) continue;
    const key = publicJwk.safeParse(
      alg === 'RS256'
        ? { kty: 'RSA', kid: jwk['kid'], alg, n: jwk['n'], e: jwk['e'] }
        : { kty: 'EC', kid: jwk['kid'], alg, crv: 'P-256', x: jwk['x'], y: jwk['y'] },
    );
    if (key.success && !keys.some((k) => k.kid === key.data.kid)) keys.push(key.data);
    if (keys.length >= JWKS_MAX_KEYS) break;
  }
  return keys;
}

/** The JWKS fetch as the web side makes it: a request-reply job answered by the Account Connect pool. */
export type JwksFetch = RpcCall<JwksFetchPayload, JwksFetchOutcome>;

export function jwksFetchEndpoint(queues: QueueRegistry): RpcEndpoint<JwksFetchPayload, JwksFetchOutcome> {
  return {
    job: IDENTITY_JWKS_FETCH_JOB,
    result: jwksFetchOutcome,
    timeoutMs: JWKS_FETCH_TIMEOUT_MS + JWKS_RPC_MARGIN_MS,
    route: () => ({ queue: queues.get(IDENTITY_JWKS_QUEUE) }),
    failed: (outcome) => ({ ok: false, detail: outcome.reason === 'timeout' ? 'no reply from the worker in time' : `worker error: ${outcome.message}` }),
  };
}

/** The JWKS address a tenant saved (tenants.identity_jwks_url). */
export class IdentityJwksStore {
  constructor(
    private readonly orm: Orm,
    private readonly epochs: TenantConfigEpochs,
  ) {}

  private sql<T>(query: string, params: unknown[]): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(query, params);
  }

  async url(tenantId: number): Promise<string | null> {
    const rows = await this.sql<{ u: string | null }>('select identity_jwks_url as u from tenants where id = ?', [tenantId]);
    return rows[0]?.u ?? null;
  }

  /** Saves (or, with null, clears) the address; false when there is no such tenant. */
  async set(tenantId: number, url: string | null): Promise<boolean> {
    const rows = await this.sql<{ id: number }>('update tenants set identity_jwks_url = ? where id = ? returning id', [url, tenantId]);
    if (rows.length > 0) await this.epochs.changed(tenantId); // the tenant's row is cached with its key (config-epochs.ts)
    return rows.length > 0;
  }
}

const jwksCacheKey = (prefix: string, tenantId: number): string => `${prefix}:idjwks:${tenantId}`;

/** Forgets a tenant's cached JWKS (its address changed or was cleared). */
export async function forgetJwks(redis: Redis, prefix: string, tenantId: number): Promise<void> {
  await redis.del(jwksCacheKey(prefix, tenantId));
}

const cachedJwks = z.object({
  url: z.string(),
  keys: z.array(publicJwk),
  /** When it was fetched (or last tried), by the injected clock. */
  fetchedAt: z.number(),
  expiresAt: z.number(),
  /** The last fetch failed and no fresh keys were left: every JWKS token is refused until the next one. */
  failed: z.boolean(),
});
type CachedJwks = z.infer<typeof cachedJwks>;

export interface JwksKeysDeps {
  store: IdentityJwksStore;
  fetchJwks: JwksFetch;
  redis: Redis;
  prefix: string;
  clock: Clock;
  logger: Logger;
}

/**
 * The keys a tenant publishes at its JWKS address, for identity tokens whose kid is none of its
 * HS256 secrets. The JWKS is fetched by a worker (never by this process) and cached in Redis for its
 * Cache-Control max-age (bounded, jwksMaxAgeSeconds); a kid the cached JWKS lacks fetches it again at
 * most once a minute; concurrent tokens of one process share one fetch, and one process fetches an
 * expiring JWKS while the others keep the keys they have.
 * A JWKS that cannot be fetched is remembered for a minute and its tokens are refused (never a 500).
 */
export class JwksKeys {
  /** Refreshes under way in this process, by tenant and address: concurrent tokens share one fetch. */
  private readonly refreshing = new Map<string, Promise<CachedJwks>>();

  constructor(private readonly deps: JwksKeysDeps) {}

  private key(tenantId: number): string {
    return jwksCacheKey(this.deps.prefix, tenantId);
  }

  /** The key of `kid` at the tenant's JWKS; null: no JWKS, or no such key; 'unavailable': the JWKS could not be fetched. */
  async verifyingKey(tenantId: number, kid: string): Promise<VerifyingKey | null | 'unavailable'> {
    const url = await this.deps.store.url(tenantId);
    if (!url) return null;
    const now = this.deps.clock.now();
    let entry = await this.read(tenantId, url);
    if (!entry || now >= entry.expiresAt || (!find(entry, kid) && now - entry.fetchedAt >= JWKS_CACHE.refetchMinMs)) {
      entry = await this.shared(tenantId, url, entry);
    }
    const jwk = find(entry, kid);
    if (!jwk) return entry.failed ? 'unavailable' : null;
    try {
      return { alg: jwk.alg, key: await importJWK(jwk, jwk.alg), source: 'jwks' };
    } catch {
      return null; // not a usable key after all (e.g. a point off the curve)
    }
  }

  private async read(tenantId: number, url: string): Promise<CachedJwks | null> {
    const raw = await this.deps.redis.get(this.key(tenantId));
    if (!raw) return null;
    try {
      const entry = cachedJwks.parse(JSON.parse(raw));
      return entry.url === url ? entry : null;
    } catch {
      return null;
    }
  }

  private shared(tenantId: number, url: string, previous: CachedJwks | null): Promise<CachedJwks> {
    const key = `${tenantId}\n${url}`;
    let pending = this.refreshing.get(key);
    if (!pending) {
      pending = this.refresh(tenantId, url, previous).finally(() => this.refreshing.delete(key));
      this.refreshing.set(key, pending);
    }
    return pending;
  }

  /**
   * Fetches the JWKS again (through the worker) and caches what came back. While another process
   * refreshes the same cached copy, this one keeps that copy.
   */
  private async refresh(tenantId: number, url: string, previous: CachedJwks | null): Promise<CachedJwks> {
    const { redis, prefix, clock } = this.deps;
    if (previous) {
      const lock = await redis.set(`${prefix}:idjwks-fetch:${tenantId}:${previous.fetchedAt}`, '1', 'PX', JWKS_FETCH_TIMEOUT_MS + JWKS_RPC_MARGIN_MS, 'NX');
      if (lock !== 'OK') return previous;
    }
    const outcome = await this.deps.fetchJwks({ tenantId, url });
    const now = clock.now();
    let entry: CachedJwks;
    if (outcome.ok) {
      entry = { url, keys: outcome.keys, fetchedAt: now, expiresAt: now + outcome.maxAgeSeconds * 1000, failed: false };
    } else {
      this.deps.logger.warn({ tenantId, detail: outcome.detail }, 'identity JWKS could not be fetched');
      entry =
        previous && now < previous.expiresAt && !previous.failed
          ? { ...previous, fetchedAt: now }
          : { url, keys: [], fetchedAt: now, expiresAt: now + JWKS_CACHE.refetchMinMs, failed: true };
    }
    await redis.set(this.key(tenantId), JSON.stringify(entry), 'PX', Math.max(1_000, entry.expiresAt - now));
    return entry;
  }
}

const find = (entry: CachedJwks, kid: string): PublicJwk | undefined => entry.keys.find((k) => k.kid === kid);

/**
 * A tenant's identity keys: its HS256 secrets first; a kid that is none of them is looked up at its
 * JWKS (RS256 and ES256 keys only, so an HS* token never gets a JWKS key).
 */
export function tenantIdentityKeys(secrets: IdentitySecrets, jwks: JwksKeys): IdentityKeys {
  return {
    verifyingKey: async (tenantId, keyId) => (await secrets.verifyingKey(tenantId, keyId)) ?? jwks.verifyingKey(tenantId, keyId),
    touch: (tenantId, keyId) => secrets.touch(tenantId, keyId),
  };
}
