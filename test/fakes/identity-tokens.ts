import { randomUUID } from 'node:crypto';
import { SignJWT, type CryptoKey } from 'jose';
import type { Clock } from '../../config/clock.js';

/** What a tenant's own server would sign: claims, and the parts of a token a test may spoil. */
export interface TokenParts {
  kid: string;
  secret: string;
  tenantId: number;
  claims?: Record<string, unknown>;
  /** Seconds from the clock's now (default now). */
  iatOffset?: number;
  /** Seconds after iat (default 300). */
  lifetime?: number;
  aud?: string;
  jti?: string;
  alg?: 'HS256' | 'HS384' | 'HS512';
}

/** An identity token signed with `jose`, as a tenant's server signs one (kid, aud tenant:<id>, iat, exp, jti). */
export function signIdentity(clock: Clock, p: TokenParts): Promise<string> {
  return signIdentityWith(clock, new TextEncoder().encode(p.secret), p.alg ?? 'HS256', p);
}

/** The same, signed with a key of the tenant's JWKS (its private half) or any key and algorithm a test picks. */
export function signIdentityWith(clock: Clock, key: CryptoKey | Uint8Array, alg: string, p: Omit<TokenParts, 'secret' | 'alg'>): Promise<string> {
  const iat = Math.floor(clock.now() / 1000) + (p.iatOffset ?? 0);
  return new SignJWT(p.claims ?? {})
    .setProtectedHeader({ alg, kid: p.kid })
    .setAudience(p.aud ?? `tenant:${p.tenantId}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (p.lifetime ?? 300))
    .setJti(p.jti ?? randomUUID())
    .sign(key);
}

/** A token with `alg: none` (unsigned): header and claims base64url, an empty signature. */
export function unsignedIdentity(clock: Clock, p: TokenParts): string {
  const iat = Math.floor(clock.now() / 1000);
  const part = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', kid: p.kid })}.${part({ ...p.claims, aud: `tenant:${p.tenantId}`, iat, exp: iat + 300, jti: randomUUID() })}.`;
}
