import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { defineConnector, type ConnectorInput } from '../../src/connectors/define.js';
import { closeServer, listen } from './infra.js';

/**
 * A real OAuth 2.0 provider on 127.0.0.1 for tests, with a protected read API:
 * - GET /oauth/<region>/authorize: the consent screen; it records the request and redirects the
 *   browser back to redirect_uri with a one-time code and the state (or error=access_denied when
 *   `deny` is set);
 * - POST /oauth/<region>/token: authorization_code (client authentication, single-use code, same
 *   redirect_uri, PKCE S256 verifier checked) and refresh_token (rotation: every refresh issues a new
 *   refresh token and retires the old one; revoked tokens answer 400 invalid_grant);
 * - GET /api/orgs/<org>/contacts: needs a current access token (401 otherwise).
 * Everything it receives is recorded, so tests can check what the service sent where.
 */

export interface TokenCall {
  grantType: string;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface ApiCall {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface FakeOAuthProvider {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  authorizations: URLSearchParams[];
  tokenCalls: TokenCall[];
  apiCalls: ApiCall[];
  /** The consent screen answers error=access_denied. */
  deny: boolean;
  /** The token endpoint refuses authorization codes (400 invalid_grant). */
  refuseCodes: boolean;
  /** The API refuses every token (401). */
  apiRefuses: boolean;
  /** Answer refresh requests with this status instead (e.g. 500 for an outage). */
  refreshStatus: number | undefined;
  /** Seconds the issued access tokens say they last. */
  expiresIn: number;
  /** Wait before answering the token endpoint. */
  tokenDelayMs: number;
  /** Awaited before an API call is answered (e.g. to look at the database at that moment). */
  onApiCall: ((call: ApiCall) => Promise<void>) | undefined;
  refreshCalls(): number;
  /** Access tokens issued, in order. */
  issuedAccess: string[];
  /** The refresh token that currently works. */
  currentRefresh(): string | undefined;
  /** Every token stops working (the user revoked the app's access). */
  revoke(): void;
  reset(): void;
  close(): Promise<void>;
}

const token = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startFakeOAuthProvider(): Promise<FakeOAuthProvider> {
  const codes = new Map<string, { redirectUri: string; challenge: string | null }>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const p: FakeOAuthProvider = {
    baseUrl: '',
    clientId: 'fake-client-id',
    clientSecret: 'fake-client-secret-0123456789',
    authorizations: [],
    tokenCalls: [],
    apiCalls: [],
    deny: false,
    refuseCodes: false,
    apiRefuses: false,
    refreshStatus: undefined,
    expiresIn: 3600,
    tokenDelayMs: 0,
    onApiCall: undefined,
    refreshCalls: () => p.tokenCalls.filter((c) => c.grantType === 'refresh_token').length,
    issuedAccess: [],
    currentRefresh: () => [...refresh].at(-1),
    revoke: () => {
      refresh.clear();
      access.clear();
    },
    reset() {
      Object.assign(p, {
        deny: false,
        refuseCodes: false,
        apiRefuses: false,
        refreshStatus: undefined,
        expiresIn: 3600,
        tokenDelayMs: 0,
        onApiCall: undefined,
      });
      p.authorizations.length = 0;
      p.tokenCalls.length = 0;
      p.apiCalls.length = 0;
    },
    close: () => closeServer(server),
  };

  const issue = (): Record<string, unknown> => {
    const a = token('at');
    const r = token('rt');
    access.add(a);
    refresh.add(r);
    p.issuedAccess.push(a);
    return { access_token: a, refresh_token: r, token_type: 'Bearer', expires_in: p.expiresIn };
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://provider.invalid');
        const json = (status: number, body: unknown): void => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method === 'GET' && /^\/oauth\/(eu|us)\/authorize$/.test(url.pathname)) {
          const q = url.searchParams;
          p.authorizations.push(q);
          const back = new URL(q.get('redirect_uri') ?? 'http://invalid.invalid/');
          if (q.get('client_id') !== p.clientId) return json(400, { error: 'invalid_client' });
          if (p.deny) back.searchParams.set('error', 'access_denied');
          else {
            const code = token('code');
            codes.set(code, {
              redirectUri: q.get('redirect_uri') ?? '',
              challenge: q.get('code_challenge_method') === 'S256' ? q.get('code_challenge') : null,
            });
            back.searchParams.set('code', code);
          }
          back.searchParams.set('state', q.get('state') ?? '');
          res.writeHead(302, { location: back.toString() });
          return res.end();
        }
        if (req.method === 'POST' && /^\/oauth\/(eu|us)\/token$/.test(url.pathname)) {
          const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
          const grantType = form.get('grant_type') ?? '';
          p.tokenCalls.push({ grantType, form, headers: req.headers });
          if (p.tokenDelayMs > 0) await new Promise((r) => setTimeout(r, p.tokenDelayMs));
          const basic = `Basic ${Buffer.from(`${p.clientId}:${p.clientSecret}`).toString('base64')}`;
          const clientOk = req.headers.authorization === basic || (form.get('client_id') === p.clientId && form.get('client_secret') === p.clientSecret);
          if (!clientOk) return json(401, { error: 'invalid_client' });
          if (grantType === 'authorization_code') {
            const code = form.get('code') ?? '';
            const known = codes.get(code);
            codes.delete(code);
            if (!known || p.refuseCodes || known.redirectUri !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
            if (known.challenge !== null) {
              const verifier = form.get('code_verifier') ?? '';
              if (createHash('sha256').update(verifier, 'ascii').digest('base64url') !== known.challenge)
                return json(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
            }
            return json(200, issue());
          }
          if (grantType === 'refresh_token') {
            if (p.refreshStatus !== undefined) return json(p.refreshStatus, { error: 'temporarily_unavailable' });
            const given = form.get('refresh_token') ?? '';
            if (!refresh.has(given)) return json(400, { error: 'invalid_grant' });
            refresh.delete(given); // rotation: the old refresh token is spent
            return json(200, issue());
          }
          return json(400, { error: 'unsupported_grant_type' });
        }
        if (req.method === 'GET' && /^\/api\/orgs\/[^/]+\/contacts$/.test(url.pathname)) {
          const call: ApiCall = { path: url.pathname, query: url.searchParams, headers: req.headers };
          p.apiCalls.push(call);
          await p.onApiCall?.(call);
          const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
          if (p.apiRefuses || bearer === undefined || !access.has(bearer)) return json(401, { error: 'invalid_token' });
          return json(200, { contacts: [] });
        }
        json(404, { error: 'no such path' });
      })();
    });
  });
  p.baseUrl = await listen(server);
  return p;
}

/**
 * A connector that signs in at the fake provider: PKCE, HTTP Basic client authentication, a `region`
 * config field the sign-in needs (it is in the authorize and token URLs) and an `org_id` the API
 * needs, which a tenant may give only after signing in. Like Etsy, it names the service's app on every
 * API call (`x-app-key: {app_client_id}`; its secret still goes only to the token endpoint). Its API base (https, as definitions must
 * be) is sent to the fake with the vendor pool's baseUrlOverride.
 */
export function fakeOAuthConnector(providerBaseUrl: string, key = 'fake_books'): ConnectorInput {
  return defineConnector({
    key,
    name: 'Fake Books',
    category: 'accounting',
    auth: {
      type: 'oauth2',
      authorizeUrl: `${providerBaseUrl}/oauth/{region}/authorize`,
      tokenUrl: `${providerBaseUrl}/oauth/{region}/token`,
      scopes: ['contacts.read', 'invoices.read'],
      pkce: true,
      clientAuth: 'basic',
    },
    config: [
      { name: 'region', label: 'data region', example: 'eu', pattern: 'eu|us' },
      { name: 'org_id', label: 'organisation ID', example: 'org-123', pattern: 'org-[0-9]+' },
    ],
    baseUrl: 'https://api.fake-books.example/api',
    headers: { 'x-app-key': '{app_client_id}' },
    verification: 'search_email',
    capabilities: {
      find_customer: {
        request: { path: '/orgs/{org_id}/contacts', query: { email: '{email}' } },
        records: 'contacts',
        map: { id: 'id', name: 'name', email: 'email' },
      },
    },
    docs: 'https://api.fake-books.example/docs',
    setup: 'Press Connect with Fake Books.',
    test_level: 'documented',
    test_detail: 'A definition made up for this test.',
    note: null,
  });
}
