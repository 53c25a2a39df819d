import type { ConnectorDefinition } from '../define.js';
import type { AuthSpec } from '../definition-schema.js';

/**
 * The service's own OAuth app at each vendor, from OAUTH_APPS (config/env.ts), e.g.
 * `{"xero":{"client_id":"...","client_secret":"..."}}`. A vendor with no entry is "not registered
 * yet" (sign-in answers 409). client_secret may be left out for public PKCE clients (Etsy).
 * The secret is read only by worker code that calls the vendor's token endpoint.
 */
export interface OAuthApp {
  client_id: string;
  client_secret?: string | undefined;
}

export type OAuthApps = Readonly<Record<string, OAuthApp>>;

export type OAuth2Auth = Extract<AuthSpec, { type: 'oauth2' }>;

/** The definition's oauth2 auth, or undefined for other auth types. */
export function oauth2Of(def: Pick<ConnectorDefinition, 'auth'>): OAuth2Auth | undefined {
  return def.auth.type === 'oauth2' ? def.auth : undefined;
}

export function oauthApp(apps: OAuthApps | undefined, connectorKey: string): OAuthApp | undefined {
  return apps !== undefined && Object.hasOwn(apps, connectorKey) ? apps[connectorKey] : undefined;
}
