import { placeholdersOf, renderTemplate } from '../templates.js';
import { settingsLookup } from '../runtime/variables.js';
import type { OAuth2Auth } from './apps.js';

/** Config fields the sign-in itself needs (named in the authorize or token URL, e.g. a Zoho data centre). */
export function signInFields(auth: OAuth2Auth): Set<string> {
  return new Set([...placeholdersOf(auth.authorizeUrl), ...placeholdersOf(auth.tokenUrl)].map((p) => p.name));
}

export interface AuthorizeInput {
  config: Readonly<Record<string, string>>;
  clientId: string;
  redirectUri: string;
  state: string;
  /** S256 challenge, when the connector uses PKCE. */
  codeChallenge?: string;
}

/**
 * The vendor consent screen's address: the definition's authorize URL (config placeholders filled in)
 * with response_type=code, client_id, redirect_uri, only the definition's scopes, the state, the PKCE
 * challenge when the vendor supports it, and the definition's extra parameters (which cannot replace those).
 */
export function authorizeUrl(auth: OAuth2Auth, input: AuthorizeInput): { ok: true; url: string } | { ok: false; missing: string } {
  const base = renderTemplate(auth.authorizeUrl, settingsLookup({ config: input.config, secrets: {} }), 'url');
  if (!base.ok) return base;
  const url = new URL(base.value);
  const params = url.searchParams;
  for (const [name, value] of Object.entries(auth.authorizeParams)) params.set(name, value);
  params.set('response_type', 'code');
  params.set('client_id', input.clientId);
  params.set('redirect_uri', input.redirectUri);
  if (auth.scopes.length > 0) params.set('scope', auth.scopes.join(' '));
  params.set('state', input.state);
  if (input.codeChallenge !== undefined) {
    params.set('code_challenge', input.codeChallenge);
    params.set('code_challenge_method', 'S256');
  }
  return { ok: true, url: url.toString() };
}
