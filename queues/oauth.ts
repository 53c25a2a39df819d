import { z } from 'zod';
import { vendorFailureSchema } from './connector.js';

/**
 * The `oauth` queue: request-reply jobs that exchange an OAuth sign-in's one-time code for tokens at
 * the vendor's token endpoint, consumed by the vendor worker pool (workers/oauth.ts). The web process
 * never calls a vendor itself, so the callback waits on this job's reply.
 *
 * The code and the PKCE verifier travel sealed (SecretBox, associated data bound to the sign-in's
 * state hash), so a queue dump shows neither; the client secret never travels: the worker reads it from
 * its own config (OAUTH_APPS). The reply carries no token: the worker stores them sealed itself.
 */
export const OAUTH_QUEUE = 'oauth';
export const OAUTH_EXCHANGE_JOB = 'oauth.exchange';

/** Extra time the web side waits for a reply beyond the vendor timeout (queueing, worker hop). */
export const OAUTH_RPC_MARGIN_MS = 2_000;

export const oauthExchangePayload = z.object({
  tenantId: z.number().int().positive(),
  connectionId: z.number().int().positive(),
  connector: z.string().min(1).max(64),
  /** The connection's config fields (token URLs may name one, e.g. a Zoho data centre). */
  config: z.record(z.string(), z.string()),
  /** SHA-256 hex of the sign-in's state: binds the sealed values below to this sign-in. */
  stateHash: z.string().regex(/^[0-9a-f]{64}$/),
  codeSealed: z.string().min(1),
  /** PKCE code verifier, sealed; present when the connector uses PKCE. */
  verifierSealed: z.string().min(1).optional(),
  /** The redirect_uri of the authorize request (the token endpoint checks they are the same). */
  redirectUri: z.url(),
});
export type OAuthExchangePayload = z.infer<typeof oauthExchangePayload>;

export const oauthExchangeOutcome = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), failure: vendorFailureSchema }),
]);
export type OAuthExchangeOutcome = z.infer<typeof oauthExchangeOutcome>;

/** Associated data the one-time code is sealed with. */
export function oauthCodeAad(stateHash: string): string {
  return `oauth-code:${stateHash}`;
}

/** Associated data the PKCE verifier is sealed with (in the job and in the oauth_states row). */
export function oauthVerifierAad(stateHash: string): string {
  return `oauth-verifier:${stateHash}`;
}
