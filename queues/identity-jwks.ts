import { z } from 'zod';

/**
 * The `identity-jwks` queue: request-reply jobs that fetch one tenant's published JWKS (the public keys
 * its own server signs identity tokens with, issue 28), consumed by the Account Connect pool beside the
 * other calls to a tenant's own systems. The web process never fetches the JWKS itself: it asks here
 * and caches the answer in Redis (src/identity/identity-jwks.ts).
 */
export const IDENTITY_JWKS_QUEUE = 'identity-jwks';
export const IDENTITY_JWKS_FETCH_JOB = 'identity.jwks_fetch';

/** Whole-fetch limit in the worker: a sign-in waits on it, so it is shorter than a vendor call's. */
export const JWKS_FETCH_TIMEOUT_MS = 5_000;
/** Extra time the web side waits for a reply beyond the fetch timeout (queueing, worker hop). */
export const JWKS_RPC_MARGIN_MS = 2_000;
/** Largest JWKS document read; a bigger one is a failure. */
export const JWKS_MAX_BYTES = 64 * 1024;
/** Most keys kept from one JWKS (the usable ones, in document order). */
export const JWKS_MAX_KEYS = 20;

export const jwksFetchPayload = z.object({
  tenantId: z.number().int().positive(),
  url: z.string().min(1).max(2048),
});
export type JwksFetchPayload = z.infer<typeof jwksFetchPayload>;

/**
 * A usable public key of a JWKS, its public members only (never a private part a tenant published by
 * mistake): RSA (n, e) for RS256, EC P-256 (x, y) for ES256.
 */
export const publicJwk = z.discriminatedUnion('kty', [
  z.object({
    kty: z.literal('RSA'),
    kid: z.string().min(1).max(200),
    alg: z.literal('RS256'),
    n: z.string().min(1).max(2048),
    e: z.string().min(1).max(16),
  }),
  z.object({
    kty: z.literal('EC'),
    kid: z.string().min(1).max(200),
    alg: z.literal('ES256'),
    crv: z.literal('P-256'),
    x: z.string().min(1).max(64),
    y: z.string().min(1).max(64),
  }),
]);
export type PublicJwk = z.infer<typeof publicJwk>;

/** What a fetch ended with: the usable keys and how long they may be cached, or why there are none. */
export const jwksFetchOutcome = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), keys: z.array(publicJwk).max(JWKS_MAX_KEYS), maxAgeSeconds: z.number().int().positive() }),
  z.object({ ok: z.literal(false), detail: z.string().max(500) }),
]);
export type JwksFetchOutcome = z.infer<typeof jwksFetchOutcome>;
