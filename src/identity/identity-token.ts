import { decodeProtectedHeader, jwtVerify, type CryptoKey } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../config/clock.js';
import type { RedisClient as Redis } from '../../queues/connection.js';
import { sha256Hex } from '../crypto/hashing.js';
import type { IdentityClaims } from '../verification/verifier.js';

/** At most this long between a token's iat and its exp (issue 28: 10 minutes). */
export const IDENTITY_TOKEN_MAX_LIFETIME_SECONDS = 600;
/** Longest identity token read at all. */
export const IDENTITY_TOKEN_MAX_CHARS = 4096;

/** The algorithms an identity token may be signed with: HS256 (an identity secret), RS256 and ES256 (a JWKS key). */
export type IdentityTokenAlg = 'HS256' | 'RS256' | 'ES256';

/** A key that checks tokens of one kid: its one algorithm, and whether it is an identity secret or a JWKS key. */
export interface VerifyingKey {
  alg: IdentityTokenAlg;
  key: Uint8Array | CryptoKey;
  source: 'secret' | 'jwks';
}

/** Where the keys of a tenant come from: its HS256 secrets, then its JWKS (src/identity/identity-jwks.ts). */
export interface IdentityKeys {
  /** null: no such key; 'unavailable': the tenant's keys could not be read (a JWKS that cannot be fetched). */
  verifyingKey(tenantId: number, keyId: string): Promise<VerifyingKey | null | 'unavailable'>;
  /** Notes that an identity secret verified a token. */
  touch(tenantId: number, keyId: string): Promise<void>;
}

const text = (max: number) => z.string().trim().min(1).max(max).optional();
/** The claims an identity token may carry beside the registered ones (unknown claims are ignored). */
const claimsSchema = z.object({
  jti: z.string().min(1).max(200),
  iat: z.number().int(),
  exp: z.number().int(),
  sub: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(200)).optional(),
  email: text(320),
  phone_number: text(40),
  name: text(200),
});

/** Why a token was refused (for tests and counters only: the caller answers one message for all). */
export type TokenRefusal = 'malformed' | 'unknown_key' | 'keys_unavailable' | 'bad_token' | 'too_long_lived' | 'replayed';
export type TokenCheck = { ok: true; keyId: string; claims: IdentityClaims } | { ok: false; reason: TokenRefusal };

/**
 * Checks an identity token (a JWT, RFC 7519) a tenant's own server signed: the header's kid names one
 * of the tenant's live keys (an HS256 secret, else a key of its JWKS), the algorithm is that key's and
 * nothing else (`none` never, HS* never through a JWKS), the signature is checked by `jose`, aud is
 * "tenant:<id>", exp has not passed by the injected clock, exp is at most 10 minutes after iat, and the
 * jti has not been seen before (recorded with SET NX until the token's exp, so one token opens one
 * session). Nothing of the token is logged here.
 */
export class IdentityTokens {
  constructor(
    private readonly keys: IdentityKeys,
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly clock: Clock,
  ) {}

  async check(tenantId: number, token: string): Promise<TokenCheck> {
    if (token.length > IDENTITY_TOKEN_MAX_CHARS) return { ok: false, reason: 'malformed' };
    let kid: unknown;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (typeof kid !== 'string' || kid === '') return { ok: false, reason: 'unknown_key' };
    const key = await this.keys.verifyingKey(tenantId, kid);
    if (key === 'unavailable') return { ok: false, reason: 'keys_unavailable' };
    if (!key) return { ok: false, reason: 'unknown_key' };
    const now = this.clock.now();
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, key.key, {
        algorithms: [key.alg],
        audience: `tenant:${tenantId}`,
        currentDate: new Date(now),
        requiredClaims: ['iat', 'exp', 'jti'],
      }));
    } catch {
      return { ok: false, reason: 'bad_token' };
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'bad_token' };
    const { jti, iat, exp, ...rest } = claims.data;
    if (exp - iat > IDENTITY_TOKEN_MAX_LIFETIME_SECONDS || exp <= iat) return { ok: false, reason: 'too_long_lived' };
    // Single use: the first check of a jti records it until the token's exp; any later one is a replay.
    const ttlMs = Math.max(1_000, exp * 1000 - now + 1_000);
    const first = await this.redis.set(`${this.prefix}:idjti:${tenantId}:${sha256Hex(jti)}`, '1', 'PX', ttlMs, 'NX');
    if (first !== 'OK') return { ok: false, reason: 'replayed' };
    if (key.source === 'secret') void this.keys.touch(tenantId, kid).catch(() => undefined);
    const out: IdentityClaims = {};
    if (rest.sub !== undefined) out.sub = rest.sub;
    if (rest.email !== undefined) out.email = rest.email;
    if (rest.phone_number !== undefined) out.phone_number = rest.phone_number;
    if (rest.name !== undefined) out.name = rest.name;
    return { ok: true, keyId: kid, claims: out };
  }
}
