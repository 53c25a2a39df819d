import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { connectionSecretAad } from '../../src/connectors/connections/connection-store.js';
import { ABANDONED_SIGN_IN_MS } from '../../src/connectors/health/sweep.js';
import { OAUTH_STATE_TTL_MS } from '../../src/connectors/oauth/oauth-sign-in.js';
import { OAuthStates } from '../../src/connectors/oauth/oauth-states.js';
import { sha256Hex } from '../../src/crypto/hashing.js';
import { Connection } from '../../src/db/entities/connection.js';
import { OAuthState } from '../../src/db/entities/oauth-state.js';
import { CONNECTION_MESSAGES, DASHBOARD_MESSAGES, OAUTH_MESSAGES, VENDOR_ERRORS } from '../../src/messages.js';
import { dashboardQuery, PUBLIC_BASE, startOAuthHarness, type OAuthHarness } from '../fakes/oauth-harness.js';

/**
 * OAuth sign-in end to end against a real OAuth provider on 127.0.0.1: start (pending connection,
 * single-use state, PKCE, read scopes only, 409 when the app is not registered), the browser at the
 * consent screen, and the callback (code exchanged in the vendor pool with the secret sent only to the
 * token endpoint, tokens sealed, connection test, back to the dashboard with connector=<result>).
 */

const clock = new ManualClock(Date.UTC(2026, 10, 22, 9, 0, 0));
let h: OAuthHarness;

const connectionRow = (id: number) => h.services.orm.em.fork().findOne(Connection, { id });
const rawSecrets = async (id: number): Promise<string> =>
  (await h.services.orm.em.fork().getConnection().execute<{ s: string }[]>('select "secrets_sealed"::text as s from "connections" where "id" = ?', [id]))[0]!.s;
const connectionCount = async (): Promise<number> => h.services.orm.em.fork().count(Connection, { tenantId: h.tenant.tenantId });

beforeAll(async () => {
  h = await startOAuthHarness(clock);
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  h.provider.reset();
});

describe('GET /api/tenants/:tenantId/connectors/oauth/:connector/start', () => {
  it("redirects to the consent screen asking only the definition's scopes, with a random state and a PKCE S256 challenge, and creates a pending connection", async () => {
    const before = await connectionCount();
    const res = await h.start('region=eu&org_id=org-42');
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe(`${h.provider.baseUrl}/oauth/eu/authorize`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toEqual({
      response_type: 'code',
      client_id: h.provider.clientId,
      redirect_uri: `${PUBLIC_BASE}/api/connectors/oauth/callback`,
      scope: 'contacts.read invoices.read',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(url.toString()).not.toContain(h.provider.clientSecret);
    expect(await connectionCount()).toBe(before + 1);
    const list = await h.dashboard('GET', '');
    expect(list.body.connections.at(-1)).toMatchObject({ connector: 'fake_books', status: 'pending', config: { region: 'eu', org_id: 'org-42' }, secrets: [] });
    // Only the state's hash is stored, with a sealed verifier, for 10 minutes.
    const row = await h.services.orm.em.fork().findOneOrFail(OAuthState, { stateHash: sha256Hex(q.state!) });
    expect(row.expiresAt.getTime()).toBe(clock.now() + OAUTH_STATE_TTL_MS);
    expect(row.verifierSealed).toMatch(/^v1\./);
  });

  it('answers the consent-screen URL as JSON when the dashboard asks for JSON', async () => {
    const res = await h.start('region=us', { Accept: 'application/json' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: true, connection_id: expect.any(Number), expires_at: new Date(clock.now() + OAUTH_STATE_TTL_MS).toISOString() });
    expect(String(body['authorize_url'])).toContain(`${h.provider.baseUrl}/oauth/us/authorize?`);
  });

  it('answers 409 "<Name> app is not registered yet" when the service has no OAuth app for the vendor, and creates nothing', async () => {
    const before = await connectionCount();
    const res = await fetch(`${h.webUrl}/api/tenants/${h.tenant.tenantId}/connectors/oauth/test_oauth/start`, {
      headers: { 'X-API-Key': h.tenant.apiKey },
      redirect: 'manual',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: DASHBOARD_MESSAGES.appNotRegistered('Sign-in Books') });
    expect(await connectionCount()).toBe(before);
  });

  it('answers 404 for an unknown connector and 400 for one that connects with keys', async () => {
    const get = (key: string) =>
      fetch(`${h.webUrl}/api/tenants/${h.tenant.tenantId}/connectors/oauth/${key}/start`, { headers: { 'X-API-Key': h.tenant.apiKey }, redirect: 'manual' });
    const unknown = await get('no_such_vendor');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: CONNECTION_MESSAGES.unknownConnector });
    const keys = await get('shopify');
    expect(keys.status).toBe(400);
    expect(await keys.json()).toEqual({ success: false, message: OAUTH_MESSAGES.notOauth('Shopify') });
  });

  it('checks config fields with the dashboard words: those the sign-in needs must be given, any given must look right', async () => {
    const blank = await h.start('org_id=org-42');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      success: false,
      message: DASHBOARD_MESSAGES.enterThe('data region'),
      errors: [{ field: 'region', message: 'Enter the data region' }],
    });
    const wrong = await h.start('region=mars&org_id=42');
    expect(await wrong.json()).toEqual({
      success: false,
      message: DASHBOARD_MESSAGES.doesNotLookRight('data region', 'eu'),
      errors: [
        { field: 'region', message: DASHBOARD_MESSAGES.doesNotLookRight('data region', 'eu') },
        { field: 'org_id', message: DASHBOARD_MESSAGES.doesNotLookRight('organisation ID', 'org-123') },
      ],
    });
  });

  it("needs the tenant key (401) of this tenant (404 for another tenant's id)", async () => {
    const none = await fetch(`${h.webUrl}/api/tenants/${h.tenant.tenantId}/connectors/oauth/fake_books/start?region=eu`, { redirect: 'manual' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ detail: 'Invalid API key' });
    const other = await fetch(`${h.webUrl}/api/tenants/${h.tenant.tenantId + 1}/connectors/oauth/fake_books/start?region=eu`, {
      headers: { 'X-API-Key': h.tenant.apiKey },
      redirect: 'manual',
    });
    expect(other.status).toBe(404);
  });
});

describe('GET /api/connectors/oauth/callback', () => {
  it('exchanges the code (secret only at the token endpoint), stores the tokens sealed, runs the connection test and returns to the dashboard with connector=ok', async () => {
    const res = await h.signIn();
    expect(res.status).toBe(302);
    const q = dashboardQuery(res.location);
    expect(q).toEqual({ connector: 'ok', connector_key: 'fake_books', connection_id: expect.stringMatching(/^\d+$/) });
    const id = Number(q.connection_id);

    const row = (await connectionRow(id))!;
    expect(row.status).toBe('working');
    expect(row.testResults).toEqual({ find_customer: { ok: true, error: null } });
    // The authorization_code grant: client authenticated with HTTP Basic, PKCE verifier sent (the provider checked it).
    const [exchange] = h.provider.tokenCalls;
    expect(exchange!.grantType).toBe('authorization_code');
    expect(exchange!.headers.authorization).toBe(`Basic ${Buffer.from(`${h.provider.clientId}:${h.provider.clientSecret}`).toString('base64')}`);
    expect(exchange!.form.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(exchange!.form.get('redirect_uri')).toBe(`${PUBLIC_BASE}/api/connectors/oauth/callback`);
    // The secret went nowhere else: not to the consent screen, not to the API.
    for (const a of h.provider.authorizations) expect(a.toString()).not.toContain(h.provider.clientSecret);
    expect(h.provider.apiCalls.length).toBeGreaterThan(0);
    for (const call of h.provider.apiCalls) {
      expect(call.headers.authorization).toBe(`Bearer ${h.provider.issuedAccess.at(-1)}`);
      expect(JSON.stringify(call)).not.toContain(h.provider.clientSecret);
    }
    // Tokens are stored sealed with the connection's other secrets, and never shown.
    const raw = await rawSecrets(id);
    expect(raw).not.toContain(h.provider.issuedAccess.at(-1)!);
    expect(raw).not.toContain(h.provider.currentRefresh()!);
    expect(h.services.box.open(row.secretsSealed['access_token']!, connectionSecretAad(id, 'access_token'))).toBe(h.provider.issuedAccess.at(-1));
    expect(h.services.box.open(row.secretsSealed['refresh_token']!, connectionSecretAad(id, 'refresh_token'))).toBe(h.provider.currentRefresh());
    expect(h.services.box.open(row.secretsSealed['access_token_expires_at']!, connectionSecretAad(id, 'access_token_expires_at'))).toBe(
      String(clock.now() + 3600_000),
    );
    const view = await h.dashboard('GET', `/${id}`);
    expect(view.body.connection).toMatchObject({ status: 'working', secrets: [] });
    expect(JSON.stringify(view.body)).not.toContain(h.provider.issuedAccess.at(-1)!);
  });

  it('uses a state once: the same callback again is rejected with 400', async () => {
    const back = await h.consent(await h.start('region=eu&org_id=org-42'));
    expect(dashboardQuery((await h.callback(back)).location).connector).toBe('ok');
    const again = await h.callback(back);
    expect(again).toMatchObject({ status: 400, location: null, body: { detail: OAUTH_MESSAGES.unknownState } });
    expect(h.provider.tokenCalls.filter((c) => c.grantType === 'authorization_code')).toHaveLength(1);
  });

  it('rejects a state that matches no pending sign-in with 400 and exchanges nothing', async () => {
    const before = await connectionCount();
    const forged = await h.callback(`${PUBLIC_BASE}/api/connectors/oauth/callback?code=abc&state=not-a-state-we-issued`);
    expect(forged).toMatchObject({ status: 400, body: { detail: OAUTH_MESSAGES.unknownState } });
    const none = await h.callback(`${PUBLIC_BASE}/api/connectors/oauth/callback?code=abc`);
    expect(none.status).toBe(400);
    expect(h.provider.tokenCalls).toHaveLength(0);
    expect(await connectionCount()).toBe(before);
  });

  it('returns connector=cancelled when the user declines consent, and deletes the pending connection', async () => {
    h.provider.deny = true;
    const before = await connectionCount();
    const start = await h.start('region=eu&org_id=org-42');
    expect(await connectionCount()).toBe(before + 1);
    const back = await h.consent(start);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await h.callback(back);
    expect(dashboardQuery(res.location)).toEqual({ connector: 'cancelled', connector_key: 'fake_books' });
    expect(h.provider.tokenCalls).toHaveLength(0);
    expect(await connectionCount()).toBe(before);
  });

  it('accepts a state just under 10 minutes old', async () => {
    const back = await h.consent(await h.start('region=eu&org_id=org-42'));
    clock.advance(OAUTH_STATE_TTL_MS - 1_000);
    expect(dashboardQuery((await h.callback(back)).location).connector).toBe('ok');
  });

  it('returns connector=expired for a state 10 minutes old (by the clock), deletes the pending connection and never exchanges its code', async () => {
    const before = await connectionCount();
    const back = await h.consent(await h.start('region=eu&org_id=org-42'));
    clock.advance(OAUTH_STATE_TTL_MS);
    const res = await h.callback(back);
    expect(dashboardQuery(res.location)).toEqual({ connector: 'expired', connector_key: 'fake_books' });
    expect(await connectionCount()).toBe(before);
    expect(h.provider.tokenCalls).toHaveLength(0);
    expect((await h.callback(back)).status).toBe(400);
  });

  it('returns connector=failed when the vendor refuses the code, and deletes the pending connection', async () => {
    h.provider.refuseCodes = true;
    const before = await connectionCount();
    const res = await h.signIn();
    expect(dashboardQuery(res.location)).toEqual({ connector: 'failed', connector_key: 'fake_books' });
    expect(h.provider.tokenCalls).toHaveLength(1);
    expect(await connectionCount()).toBe(before);
  });

  it('returns connector=failing when the tokens work but the connection test does not pass', async () => {
    h.provider.apiRefuses = true;
    const q = dashboardQuery((await h.signIn()).location);
    expect(q.connector).toBe('failing');
    const row = (await connectionRow(Number(q.connection_id)))!;
    expect(row).toMatchObject({ status: 'failing', lastError: VENDOR_ERRORS.refused(401) });
  });
});

describe('abandoned sign-ins', () => {
  it('the daily sweep deletes a pending connection whose sign-in expired more than a day ago, and nothing else', async () => {
    const started = (await (await h.start('region=eu&org_id=org-42', { Accept: 'application/json' })).json()) as { connection_id: number };
    const states = new OAuthStates(h.services.orm, clock);
    expect(await states.dropAbandoned(new Date(clock.now() - ABANDONED_SIGN_IN_MS))).toBe(0);
    clock.advance(OAUTH_STATE_TTL_MS + ABANDONED_SIGN_IN_MS + 1_000);
    const working = await h.services.orm.em.fork().count(Connection, { tenantId: h.tenant.tenantId, status: 'working' });
    expect(await states.dropAbandoned(new Date(clock.now() - ABANDONED_SIGN_IN_MS))).toBeGreaterThanOrEqual(1);
    expect(await connectionRow(started.connection_id)).toBeNull();
    expect(await h.services.orm.em.fork().count(Connection, { tenantId: h.tenant.tenantId, status: 'working' })).toBe(working);
  });
});

describe('PUT /api/tenants/:tenantId/connectors/:connectionId/config (settings revealed after sign-in)', () => {
  it('signing in without the organisation ID fails the test; giving it afterwards re-tests the connection to working', async () => {
    const q = dashboardQuery((await h.signIn('region=eu')).location);
    expect(q.connector).toBe('failing');
    const id = Number(q.connection_id);
    expect((await connectionRow(id))!.lastError).toBe(VENDOR_ERRORS.missingValue('org_id'));

    const wrong = await h.dashboard('PUT', `/${id}/config`, { config: { org_id: 'seven' } });
    expect(wrong).toMatchObject({ status: 400, body: { success: false, message: DASHBOARD_MESSAGES.doesNotLookRight('organisation ID', 'org-123') } });
    const res = await h.dashboard('PUT', `/${id}/config`, { config: { org_id: 'org-7' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      test: { passed: 1, total: 1 },
      connection: { id, status: 'working', config: { region: 'eu', org_id: 'org-7' } },
    });
    expect(h.provider.apiCalls.at(-1)!.path).toBe('/api/orgs/org-7/contacts');
  });

  it('answers 404 for a connection of another tenant or none', async () => {
    expect((await h.dashboard('PUT', '/999999/config', { config: { org_id: 'org-1' } })).status).toBe(404);
  });
});

describe('signing an existing connection in again (rotation: "OAuth connection — sign in again")', () => {
  it('replaces the tokens of the same connection, and a cancelled re-sign-in leaves it as it was', async () => {
    const first = dashboardQuery((await h.signIn()).location);
    const id = Number(first.connection_id);
    const oldAccess = h.provider.issuedAccess.at(-1)!;
    const again = dashboardQuery((await h.signIn(`connection_id=${id}`)).location);
    expect(again).toEqual({ connector: 'ok', connector_key: 'fake_books', connection_id: String(id) });
    const row = (await connectionRow(id))!;
    const access = h.services.box.open(row.secretsSealed['access_token']!, connectionSecretAad(id, 'access_token'));
    expect(access).not.toBe(oldAccess);
    expect(access).toBe(h.provider.issuedAccess.at(-1));
    expect(row.config).toEqual({ region: 'eu', org_id: 'org-42' });

    h.provider.deny = true;
    const cancelled = dashboardQuery((await h.signIn(`connection_id=${id}`)).location);
    expect(cancelled).toEqual({ connector: 'cancelled', connector_key: 'fake_books', connection_id: String(id) });
    expect((await connectionRow(id))!.status).toBe('working');
  });
});
