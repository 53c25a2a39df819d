import type { AuthSpec } from '../definition-schema.js';
import { renderTemplate, type VariableLookup } from '../templates.js';
import type { ClientCredentialsRequest, ClientCredentialsTokens } from './client-credentials.js';
import { FAILURES, type VendorFailure } from './failures.js';
import { resolveUrl } from './urls.js';

/** What an auth strategy adds to a vendor call. */
export interface AppliedAuth {
  headers: Record<string, string>;
  query: [string, string][];
  /** The client_credentials request behind the token, so a refused token can be forgotten. */
  clientCredentials?: ClientCredentialsRequest;
}

export type AuthOutcome = { ok: true; auth: AppliedAuth } | { ok: false; failure: VendorFailure };

export interface AuthContext {
  connectionId: string;
  /** Config fields and secrets by name. */
  settings: VariableLookup;
  /** The connection's base URL (relative token URLs are joined to it). */
  baseUrl: string;
  tokens: ClientCredentialsTokens;
}

const withScheme = (scheme: string, token: string): string => (scheme === '' ? token : `${scheme} ${token}`);

/** Applies one of the seven auth types (spec: "Connector auth types") to a vendor call. */
export async function applyAuth(auth: AuthSpec, ctx: AuthContext): Promise<AuthOutcome> {
  const fill = (template: string): { ok: true; value: string } | { ok: false; failure: VendorFailure } => {
    const r = renderTemplate(template, ctx.settings, 'none');
    return r.ok ? r : { ok: false, failure: FAILURES.missingValue(r.missing) };
  };
  const headers: Record<string, string> = {};
  const query: [string, string][] = [];
  switch (auth.type) {
    case 'header':
      for (const [name, template] of Object.entries(auth.headers)) {
        const v = fill(template);
        if (!v.ok) return v;
        headers[name] = v.value;
      }
      return { ok: true, auth: { headers, query } };
    case 'query':
      for (const [name, template] of Object.entries(auth.params)) {
        const v = fill(template);
        if (!v.ok) return v;
        query.push([name, v.value]);
      }
      return { ok: true, auth: { headers, query } };
    case 'basic': {
      const user = auth.username === '' ? { ok: true as const, value: '' } : fill(auth.username);
      if (!user.ok) return user;
      const pass = auth.password === '' ? { ok: true as const, value: '' } : fill(auth.password);
      if (!pass.ok) return pass;
      headers['authorization'] = `Basic ${Buffer.from(`${user.value}:${pass.value}`, 'utf8').toString('base64')}`;
      return { ok: true, auth: { headers, query } };
    }
    case 'bearer': {
      const token = ctx.settings(auth.secret);
      if (!token) return { ok: false, failure: FAILURES.missingValue(auth.secret) };
      headers[auth.header.toLowerCase()] = withScheme(auth.scheme, token);
      return { ok: true, auth: { headers, query } };
    }
    case 'oauth2': {
      const token = ctx.settings('access_token');
      if (!token) return { ok: false, failure: FAILURES.missingValue('access_token') };
      headers[auth.header.toLowerCase()] = withScheme(auth.scheme, token);
      return { ok: true, auth: { headers, query } };
    }
    case 'client_credentials': {
      const tokenUrl = fill(auth.tokenUrl);
      if (!tokenUrl.ok) return tokenUrl;
      const clientId = ctx.settings(auth.clientId);
      if (!clientId) return { ok: false, failure: FAILURES.missingValue(auth.clientId) };
      const clientSecret = ctx.settings(auth.clientSecret);
      if (!clientSecret) return { ok: false, failure: FAILURES.missingValue(auth.clientSecret) };
      const request: ClientCredentialsRequest = {
        connectionId: ctx.connectionId,
        tokenUrl: resolveUrl(ctx.baseUrl, tokenUrl.value).toString(),
        clientId,
        clientSecret,
        scopes: auth.scopes,
        clientAuth: auth.clientAuth,
      };
      const token = await ctx.tokens.token(request);
      if (!token.ok) return token;
      headers[auth.header.toLowerCase()] = withScheme(auth.scheme, token.token);
      return { ok: true, auth: { headers, query, clientCredentials: request } };
    }
    case 'none':
      return { ok: true, auth: { headers, query } };
  }
}
