import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';
import { LIMITS } from '../../config/limits.js';
import { oauth2Of } from '../../src/connectors/oauth/apps.js';
import { authorizeUrl, signInFields } from '../../src/connectors/oauth/authorize-url.js';
import { integrationsUrl } from '../../src/connectors/oauth/dashboard.js';
import { codeChallengeS256, createCodeVerifier } from '../../src/connectors/oauth/pkce.js';
import { OAUTH_STATE_TTL_MS } from '../../src/connectors/oauth/oauth-sign-in.js';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { parseConnector, type ConnectorInput } from '../../src/connectors/define.js';
import { HEALTH_READ_WAIT_FACTOR } from '../../workers/health.js';
import { HEALTH_CHECKS_IN_FLIGHT } from '../../queues/health.js';

/** The pieces of OAuth sign-in that need no network: the consent-screen URL, PKCE, config and defaults. */

const zoho = oauth2Of(loadCatalogue().get('zoho_crm')!)!;

function oauthDef(auth: Record<string, unknown>) {
  const input = {
    key: 'acme_books',
    name: 'Acme Books',
    category: 'accounting',
    auth: {
      type: 'oauth2',
      authorizeUrl: 'https://login.acme.example/authorize',
      tokenUrl: 'https://login.acme.example/token',
      scopes: ['contacts.read'],
      ...auth,
    },
    baseUrl: 'https://api.acme.example',
    verification: 'search_email',
    capabilities: {
      find_customer: { request: { path: '/contacts', query: { email: '{email}' } }, records: 'contacts', map: { id: 'id', name: 'name', email: 'email' } },
    },
    docs: 'https://api.acme.example/docs',
    setup: 'Press Connect.',
    test_level: 'documented',
    test_detail: 'A definition made up for this test.',
  } as ConnectorInput;
  const r = parseConnector(input);
  if (!r.ok) throw new Error(r.issues.join('\n'));
  return oauth2Of(r.definition)!;
}

describe('OAuth authorize URL (src/connectors/oauth/authorize-url.ts)', () => {
  const base = { clientId: 'cid', redirectUri: 'https://svc.example/api/connectors/oauth/callback', state: 'st4te' };

  it("asks for code with only the definition's scopes, the state, and the S256 challenge when given", () => {
    const r = authorizeUrl(zoho, { ...base, config: { dc: 'eu' }, codeChallenge: 'ch' });
    expect(r.ok && new URL(r.url).origin).toBe('https://accounts.zoho.eu');
    expect(r.ok && Object.fromEntries(new URL(r.url).searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cid',
      redirect_uri: base.redirectUri,
      scope: 'ZohoCRM.modules.contacts.READ ZohoCRM.modules.cases.READ ZohoSearch.securesearch.READ',
      state: 'st4te',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      access_type: 'offline', // Zoho issues a refresh token only with access_type=offline
    });
  });

  it('needs the config fields named in the authorize or token URL', () => {
    expect([...signInFields(zoho)]).toEqual(['dc']);
    expect(authorizeUrl(zoho, { ...base, config: {} })).toEqual({ ok: false, missing: 'dc' });
  });

  it("adds the definition's extra parameters, which cannot replace the protocol's own", () => {
    const auth = oauthDef({ authorizeParams: { access_type: 'offline', prompt: 'consent', state: 'hijack' } });
    const r = authorizeUrl(auth, { ...base, config: {} });
    const q = r.ok ? new URL(r.url).searchParams : new URLSearchParams();
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('prompt')).toBe('consent');
    expect(q.getAll('state')).toEqual(['st4te']);
    expect(q.has('code_challenge')).toBe(false);
  });

  it('keeps existing definitions valid: pkce off, client secret in the form body, no extra parameters by default', () => {
    expect(oauthDef({})).toMatchObject({ pkce: false, clientAuth: 'body', authorizeParams: {} });
  });
});

describe('PKCE (src/connectors/oauth/pkce.ts)', () => {
  it('makes a fresh 64-character verifier each time and its base64url SHA-256 challenge', () => {
    const a = createCodeVerifier();
    expect(a).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(createCodeVerifier()).not.toBe(a);
    expect(codeChallengeS256(a)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(codeChallengeS256('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});

describe('OAuth configuration and production defaults', () => {
  it('reads OAUTH_APPS as JSON by connector key; a bad value names the variable without echoing it', () => {
    const c = loadConfig({ OAUTH_APPS: '{"xero":{"client_id":"x-id","client_secret":"x-secret"},"etsy":{"client_id":"keystring"}}' });
    expect(c.OAUTH_APPS).toEqual({ xero: { client_id: 'x-id', client_secret: 'x-secret' }, etsy: { client_id: 'keystring' } });
    expect(loadConfig({}).OAUTH_APPS).toBeUndefined();
    for (const bad of [
      '{"xero":{"client_secret":"s3cr3t-value"}}',
      'not json s3cr3t-value',
      '{"xero":{"client_id":"a","client_secret":"s3cr3t-value","extra":1}}',
    ]) {
      let err: unknown;
      try {
        loadConfig({ OAUTH_APPS: bad });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toMatch(/^OAUTH_APPS is invalid: /);
      expect((err as Error).message).not.toContain('s3cr3t-value');
    }
  });

  it('returns users to <DASHBOARD_URL>/integrations, by default under PUBLIC_BASE_URL', () => {
    expect(integrationsUrl(loadConfig({ PUBLIC_BASE_URL: 'https://svc.example.com/' }))).toBe('https://svc.example.com/dashboard/integrations');
    expect(integrationsUrl(loadConfig({ DASHBOARD_URL: 'https://app.example.com/admin/' }))).toBe('https://app.example.com/admin/integrations');
  });

  it("uses the spec's figures: state 10 minutes, refresh 60 s before expiry; sweep bounds", () => {
    expect(OAUTH_STATE_TTL_MS).toBe(10 * 60_000);
    expect(LIMITS.oauthRefreshBeforeExpiryMs).toBe(60_000);
    expect(LIMITS.healthCheckIntervalMs).toBe(24 * 60 * 60_000);
    expect(LIMITS.smokeRefreshMs).toBe(60 * 60_000);
    expect(HEALTH_CHECKS_IN_FLIGHT).toBe(16);
    expect(HEALTH_READ_WAIT_FACTOR).toBe(3);
  });
});
