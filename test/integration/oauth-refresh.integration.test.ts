import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import { connectionSecretAad } from '../../src/connectors/connections/connection-store.js';
import { oauthAccess } from '../../src/wiring/oauth-access.js';
import { OAuthTokenStore } from '../../src/connectors/oauth/oauth-token-store.js';
import { VendorHttpClient } from '../../src/connectors/runtime/vendor-client.js';
import { Connection } from '../../src/db/entities/connection.js';
import { ConnectionHealth } from '../../src/db/entities/connection-health.js';
import { MESSAGES, VENDOR_ERRORS } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { http, openTestServices } from '../fakes/infra.js';
import { dashboardQuery, startOAuthHarness, type OAuthHarness } from '../fakes/oauth-harness.js';

/**
 * OAuth token refresh in the vendor pool, against the fake provider (which rotates refresh tokens
 * and retires each one once used): refreshed 60 s before expiry by the injected clock, one refresh at
 * a time per connection across worker processes, the rotated refresh token saved before the new access
 * token is used, and a refused refresh marking the connection failing for good (never retried).
 */

const clock = new ManualClock(Date.UTC(2026, 10, 22, 9, 0, 0));
let h: OAuthHarness;
let store: OAuthTokenStore;

async function signedIn(): Promise<{ id: number; expiresAt: number; access: string; refresh: string }> {
  const q = dashboardQuery((await h.signIn()).location);
  expect(q.connector).toBe('ok');
  const id = Number(q.connection_id);
  const loaded = await store.load(id);
  if (!loaded.ok) throw new Error('no tokens');
  return { id, expiresAt: loaded.grant.expiresAt!, access: loaded.grant.accessToken!, refresh: loaded.grant.refreshToken! };
}
/** The connection test (a read through the vendor pool). */
const test = (id: number) => h.dashboard('POST', `/${id}/test`);
const row = (id: number) => h.services.orm.em.fork().findOneOrFail(Connection, { id });
const bearerOfLastCall = (): string | undefined => h.provider.apiCalls.at(-1)?.headers.authorization;

beforeAll(async () => {
  h = await startOAuthHarness(clock);
  store = new OAuthTokenStore(h.services.orm, h.services.box, clock);
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  h.provider.reset();
});

describe('OAuth access tokens in the vendor pool (refresh)', () => {
  it('uses the token until 60 s before it expires, then refreshes once and saves the rotated refresh token before the new access token is used', async () => {
    const t = await signedIn();
    expect(t.expiresAt).toBe(clock.now() + 3600_000);

    clock.set(t.expiresAt - LIMITS.oauthRefreshBeforeExpiryMs - 1_000);
    expect((await test(t.id)).body.success).toBe(true);
    expect(h.provider.refreshCalls()).toBe(0);
    expect(bearerOfLastCall()).toBe(`Bearer ${t.access}`);
    // The service's own app rides along on every API call (APP_VARIABLES; Etsy's x-api-key).
    expect(h.provider.apiCalls.at(-1)?.headers['x-app-key']).toBe(h.provider.clientId);

    // At the moment the vendor first sees the new access token, the rotated refresh token is already stored.
    const storedWhenUsed: (string | null)[] = [];
    h.provider.onApiCall = async (call) => {
      if (call.headers.authorization === `Bearer ${t.access}`) return;
      const now = await store.load(t.id);
      storedWhenUsed.push(now.ok ? now.grant.refreshToken : null);
    };
    clock.set(t.expiresAt - LIMITS.oauthRefreshBeforeExpiryMs);
    expect((await test(t.id)).body.success).toBe(true);
    expect(h.provider.refreshCalls()).toBe(1);
    const refreshCall = h.provider.tokenCalls.find((c) => c.grantType === 'refresh_token')!;
    expect(refreshCall.form.get('refresh_token')).toBe(t.refresh);
    const newAccess = h.provider.issuedAccess.at(-1)!;
    expect(bearerOfLastCall()).toBe(`Bearer ${newAccess}`);
    expect(storedWhenUsed).toEqual([h.provider.currentRefresh()]);
    expect(h.provider.currentRefresh()).not.toBe(t.refresh);

    const after = await store.load(t.id);
    expect(after.ok && after.grant).toEqual({ accessToken: newAccess, refreshToken: h.provider.currentRefresh(), expiresAt: clock.now() + 3600_000 });
    expect((await test(t.id)).body.success).toBe(true);
    expect(h.provider.refreshCalls()).toBe(1);
  });

  it('two worker processes refreshing the same connection at once make one refresh call and both use its token', async () => {
    const t = await signedIn();
    const second: Services = await openTestServices(h.env, { clock, name: 'worker-2' });
    const httpA = new VendorHttpClient({ policy: { allowPrivate: true }, clock, timeoutMs: 2000 });
    const httpB = new VendorHttpClient({ policy: { allowPrivate: true }, clock, timeoutMs: 2000 });
    try {
      const a = oauthAccess(h.services, httpA);
      const b = oauthAccess(second, httpB);
      const def = h.catalogue.get('fake_books')!;
      const config = { region: 'eu', org_id: 'org-42' };
      h.provider.tokenDelayMs = 300;
      clock.set(t.expiresAt - 30_000);
      const results = await Promise.all([a, b, a, b].map((w) => w.accessToken(def, t.id, config)));
      expect(h.provider.refreshCalls()).toBe(1);
      const newAccess = h.provider.issuedAccess.at(-1)!;
      expect(results.map((r) => r.ok && r.token)).toEqual([newAccess, newAccess, newAccess, newAccess]);
      expect(results.filter((r) => r.ok && r.refreshed)).toHaveLength(1);
    } finally {
      httpA.close();
      httpB.close();
      await second.close();
    }
  });

  it('a refused refresh (revoked at the vendor) marks the connection failing with the spec words and is never retried; the bot says it cannot check accounts', async () => {
    const t = await signedIn();
    const chosen = await h.dashboard('POST', `/${t.id}/use-to-verify`);
    expect(chosen.status).toBe(200);
    h.provider.revoke();
    clock.set(t.expiresAt - 10_000);
    const first = await test(t.id);
    expect(first.body).toMatchObject({ success: false, connection: { status: 'failing', last_error: VENDOR_ERRORS.refused(401) } });
    expect(h.provider.refreshCalls()).toBe(1);
    const r = await row(t.id);
    expect(r.secretsSealed['refresh_token']).toBeUndefined();
    // It was working, so the owner is owed the one "stopped working" email (sent by the next daily check).
    expect((await h.services.orm.em.fork().findOneOrFail(ConnectionHealth, { connectionId: t.id })).alert).toBe('due');

    clock.advance(60_000);
    const again = await test(t.id);
    expect(again.body.connection.status).toBe('failing');
    const bot = await http(h.webUrl, 'POST', `/api/connect/${t.id}/verify-identity`, {
      headers: { 'X-API-Key': chosen.body.access_key },
      body: { full_name: 'Jo Bloggs', email: 'jo@example.com' },
    });
    expect(bot).toMatchObject({ status: 200, body: { success: false, system_error: true, message: MESSAGES.cannotCheckAccounts } });
    expect(h.provider.refreshCalls()).toBe(1);
  });

  it('while the token endpoint is down, the current token is used until it expires; the next refresh after the outage works', async () => {
    const t = await signedIn();
    h.provider.refreshStatus = 503;
    clock.set(t.expiresAt - 30_000);
    expect((await test(t.id)).body.success).toBe(true);
    expect(bearerOfLastCall()).toBe(`Bearer ${t.access}`);
    expect(h.provider.refreshCalls()).toBe(1);

    clock.set(t.expiresAt + 1_000);
    const down = await test(t.id);
    expect(down.body.connection.status).toBe('failing');
    const kept = (await row(t.id)).secretsSealed['refresh_token']!;
    expect(h.services.box.open(kept, connectionSecretAad(t.id, 'refresh_token'))).toBe(t.refresh);

    h.provider.refreshStatus = undefined;
    expect((await test(t.id)).body.connection.status).toBe('working');
    expect(bearerOfLastCall()).toBe(`Bearer ${h.provider.issuedAccess.at(-1)}`);
  });
});
