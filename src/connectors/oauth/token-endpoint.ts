import { z } from 'zod';
import { VENDOR_ERRORS } from '../../messages.js';
import { FAILURES, type VendorFailure } from '../runtime/failures.js';
import type { VendorCallOptions, VendorHttpClient } from '../runtime/vendor-client.js';
import type { OAuthApp } from './apps.js';

/**
 * One call to a vendor's OAuth token endpoint (authorization_code or refresh_token grant), through the
 * vendor HTTP client (address policy, timeout, 429 handling, no redirects). The client secret goes
 * here and nowhere else. Outcomes are values; `refused` says the grant itself was refused (400
 * invalid_grant / invalid_client, 401, 403, or a 2xx carrying `error`, as Zoho answers), as opposed to
 * an outage worth trying again later.
 */

export interface TokenGrant {
  accessToken: string;
  /** A new refresh token (rotation), when the vendor sent one. */
  refreshToken?: string;
  /** Lifetime of the access token, when the vendor said. */
  expiresInMs?: number;
}

export type TokenEndpointOutcome = { ok: true; grant: TokenGrant } | { ok: false; failure: VendorFailure; refused: boolean };

export interface TokenRequest {
  /** Absolute token URL. */
  tokenUrl: string;
  app: OAuthApp;
  /** HTTP Basic or form fields (client_secret_basic / client_secret_post). */
  clientAuth: 'basic' | 'body';
  /** The grant's own fields (grant_type, code, redirect_uri, code_verifier / refresh_token). */
  form: Record<string, string>;
}

const seconds = z.union([z.number().positive(), z.string().regex(/^\d+$/).transform(Number)]);
const tokenReplySchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: seconds.optional(),
});

export async function callTokenEndpoint(http: VendorHttpClient, req: TokenRequest, call: VendorCallOptions = {}): Promise<TokenEndpointOutcome> {
  const form: Record<string, string> = { ...req.form };
  const headers: Record<string, string> = {};
  const secret = req.app.client_secret;
  if (secret !== undefined && req.clientAuth === 'basic') {
    headers['authorization'] = `Basic ${Buffer.from(`${req.app.client_id}:${secret}`, 'utf8').toString('base64')}`;
  } else {
    form['client_id'] = req.app.client_id;
    if (secret !== undefined) form['client_secret'] = secret;
  }
  const res = await http.request({ method: 'POST', url: req.tokenUrl, headers, form }, call);
  if (!res.ok) {
    const status = res.failure.status;
    return { ok: false, failure: res.failure, refused: res.failure.kind === 'refused' || status === 400 };
  }
  const body = res.body as Record<string, unknown> | null;
  if (body !== null && typeof body === 'object' && typeof body['error'] === 'string' && body['access_token'] === undefined) {
    return { ok: false, failure: { kind: 'refused', message: VENDOR_ERRORS.refused(401) }, refused: true };
  }
  const parsed = tokenReplySchema.safeParse(body);
  if (!parsed.success) return { ok: false, failure: FAILURES.badReply('the token endpoint sent no access_token', res.status), refused: false };
  return {
    ok: true,
    grant: {
      accessToken: parsed.data.access_token,
      ...(parsed.data.refresh_token !== undefined ? { refreshToken: parsed.data.refresh_token } : {}),
      ...(parsed.data.expires_in !== undefined ? { expiresInMs: parsed.data.expires_in * 1000 } : {}),
    },
  };
}
