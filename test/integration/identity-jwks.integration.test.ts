import { exportJWK, exportSPKI, generateKeyPair, importJWK, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { JWKS_CACHE } from '../../src/identity/identity-jwks.js';
import { IDENTITY_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import type { VendorPool } from '../../workers/vendor.js';
import { platform } from '../fakes/account-connect.js';
import { BOB, serveVendorWorld } from '../fakes/connector-vendors.js';
import { dashboard, loopbackBases, startVendorPool, testCatalogue } from '../fakes/connections.js';
import { startJwksPool, startJwksServer, tenantKey, type JwksServer, type TenantKey } from '../fakes/identity-jwks.js';
import { signIdentity, signIdentityWith, unsignedIdentity } from '../fakes/identity-tokens.js';
import { createTestEnv, freePort, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { outboxEnvelopes } from '../fakes/outbox-rows.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';
import { newTenant } from '../fakes/webhook-helpers.js';

/**
 * Signed identity with keys the tenant publishes (issue 28): a JWKS address saved through the API,
 * fetched by the Account Connect pool's worker (never the web process) from a real HTTP server on
 * 127.0.0.1, cached in Redis by its Cache-Control, fetched again for a new kid at most once a minute;
 * RS256 and ES256 only, the JWK's algorithm and nothing else; a JWKS that cannot be fetched refuses.
 */
let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let vendor: ScriptedVendor;
let vendorPool: VendorPool;
let jwksPool: { close(): Promise<void> };
const servers: JwksServer[] = [];
const clock = new ManualClock(Date.UTC(2026, 11, 2, 9, 0, 0));

type Tenant = { tenantId: number; apiKey: string; api: ReturnType<typeof platform> };

beforeAll(async () => {
  env = await createTestEnv({ VENDOR_TIMEOUT_MS: '2000' });
  services = await openTestServices(env, { clock });
  vendor = await startScriptedVendor();
  serveVendorWorld(vendor);
  vendorPool = await startVendorPool(services, {
    timeoutMs: 2000,
    sleep: async () => undefined,
    catalogue: testCatalogue(),
    baseUrlOverride: loopbackBases(vendor.baseUrl),
  });
  jwksPool = await startJwksPool(services, { timeoutMs: 2000 });
  web = await startWeb(services);
});
afterAll(async () => {
  await web?.close();
  await jwksPool?.close();
  await vendorPool?.stop();
  await vendor?.close();
  await Promise.all(servers.map((s) => s.close()));
  await services?.close();
  await env?.dropAll();
});

async function connectorTenant(): Promise<Tenant> {
  const t = await newTenant(services);
  const dash = dashboard(web.baseUrl, t);
  const connection = await dash('POST', '', {
    connector: 'shopify',
    config: { shop: 'acme-uk' },
    secrets: { access_token: 'shpat_0123456789abcdef0123456789abcdef' },
  });
  expect(connection.body.connection.status).toBe('working');
  expect((await dash('POST', `/${connection.body.connection.id}/use-to-verify`)).status).toBe(200);
  return { ...t, api: platform(web.baseUrl, t.apiKey) };
}

async function jwksServer(keys: TenantKey[]): Promise<JwksServer> {
  const server = await startJwksServer(keys.map((k) => k.jwk));
  servers.push(server);
  return server;
}

/** A connector tenant whose JWKS (served on 127.0.0.1) holds `keys`. */
async function jwksTenant(keys: TenantKey[]): Promise<{ t: Tenant; server: JwksServer }> {
  const t = await connectorTenant();
  const server = await jwksServer(keys);
  const saved = await t.api(`/api/tenants/${t.tenantId}/identity-jwks`, { jwks_url: server.url }, 'PUT');
  expect(saved.status).toBe(200);
  return { t, server };
}

async function conversation(t: Tenant): Promise<number> {
  const res = await t.api('/api/conversations', { channel: 'web' });
  expect(res.status).toBe(201);
  return res.body.data.conversation_id as number;
}

const bobClaims = { sub: String(BOB.id), email: BOB.email, name: 'Bob Norman' };
const signWith = (t: Tenant, key: TenantKey, over: { alg?: string; kid?: string } = {}) =>
  signIdentityWith(clock, key.privateKey, over.alg ?? key.alg, { kid: over.kid ?? key.kid, tenantId: t.tenantId, claims: bobClaims });

/** A token signed by `key`'s own private key under another algorithm (a valid signature of the wrong alg). */
async function sameKeyAs(t: Tenant, key: TenantKey, alg: string): Promise<string> {
  const other = (await importJWK(await exportJWK(key.privateKey), alg)) as CryptoKey;
  return signIdentityWith(clock, other, alg, { kid: key.kid, tenantId: t.tenantId, claims: bobClaims });
}

/** Identifies a new conversation with `token`; the answer, and whether the account tools answer afterwards. */
async function identifyNew(t: Tenant, token: string): Promise<{ status: number; body: Record<string, unknown>; gateOpen: boolean }> {
  const conv = await conversation(t);
  const res = await t.api(`/api/chatbot-api/conversations/${conv}/identify`, { identity_token: token });
  const tool = await t.api(`/api/chatbot-api/conversations/${conv}/tools/account_summary`, {});
  return { status: res.status, body: res.body as Record<string, unknown>, gateOpen: tool.body.success === true };
}

const refused = { success: false, message: IDENTITY_MESSAGES.tokenRefused };
const signedIn = { success: true, message: IDENTITY_MESSAGES.signedIn, method: 'signed_identity' };

describe('the JWKS address', () => {
  it('is saved with PUT, shown in the tenant view, cleared with DELETE; another tenant cannot set it', async () => {
    const t = await connectorTenant();
    expect((await t.api(`/api/tenants/${t.tenantId}`, undefined, 'GET')).body.identity_jwks_url).toBeNull();
    const url = 'http://127.0.0.1:9/.well-known/jwks.json';
    const saved = await t.api(`/api/tenants/${t.tenantId}/identity-jwks`, { jwks_url: `  ${url} ` }, 'PUT');
    expect([saved.status, saved.body]).toEqual([200, { success: true, jwks_url: url }]);
    expect((await t.api(`/api/tenants/${t.tenantId}`, undefined, 'GET')).body.identity_jwks_url).toBe(url);
    const bad = await t.api(`/api/tenants/${t.tenantId}/identity-jwks`, { jwks_url: 'ftp://keys.example.com/jwks' }, 'PUT');
    expect([bad.status, bad.body]).toEqual([400, { success: false, message: "That address can't be used: it must start with https://" }]);
    expect((await t.api(`/api/tenants/${t.tenantId}/identity-jwks`, {}, 'PUT')).status).toBe(422);
    const other = await connectorTenant();
    expect((await other.api(`/api/tenants/${t.tenantId}/identity-jwks`, { jwks_url: url }, 'PUT')).status).toBe(404);
    expect((await t.api(`/api/tenants/${t.tenantId}/identity-jwks`, undefined, 'DELETE')).body).toEqual({ success: true });
    expect((await t.api(`/api/tenants/${t.tenantId}`, undefined, 'GET')).body.identity_jwks_url).toBeNull();
  });
});

describe('tokens checked with a JWKS key', () => {
  it('accepts RS256 and ES256 tokens signed with the published keys; the session is as after a code', async () => {
    const rsa = await tenantKey('RS256', 'rsa-2026-12');
    const ec = await tenantKey('ES256', 'ec-2026-12', { withAlg: false }); // the JWK's kty and crv decide
    const { t, server } = await jwksTenant([rsa, ec]);
    for (const key of [rsa, ec]) {
      const res = await identifyNew(t, await signWith(t, key));
      expect(res.body, key.alg).toEqual(signedIn);
      expect(res.gateOpen, key.alg).toBe(true);
    }
    const events = await outboxEnvelopes(services, t.tenantId, 'customer.identified');
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ method: 'verified', proof: 'signed_identity' }),
      expect.objectContaining({ method: 'verified', proof: 'signed_identity' }),
    ]);
    expect(server.requests).toBe(1); // one fetch served both
  });

  it("refuses a kid the JWKS lacks, an alg other than the key's, HS256 and none, and a JWKS oct key, all with the one message", async () => {
    const rsa = await tenantKey('RS256', 'rsa-a');
    const ec = await tenantKey('ES256', 'ec-a');
    const stranger = await tenantKey('RS256', 'rsa-a'); // same kid, another key pair
    const hsSecret = 'a-shared-secret-published-by-mistake-0123456789';
    const { t, server } = await jwksTenant([rsa, ec]);
    server.keys.push({ kty: 'oct', kid: 'oct-a', k: Buffer.from(hsSecret).toString('base64url') });
    const rsaPem = await exportSPKI((await generateKeyPair('RS256', { extractable: true })).publicKey);
    const { privateKey: rsaOther } = await generateKeyPair('RS256');
    const cases: [string, string][] = [
      ['a kid not in the JWKS', await signWith(t, rsa, { kid: 'rsa-unknown' })],
      ['a signature by another key of the same kid', await signWith(t, stranger)],
      ['PS256 by the RS256 key', await sameKeyAs(t, rsa, 'PS256')],
      ['RS384 by the RS256 key', await sameKeyAs(t, rsa, 'RS384')],
      ['RS256 under an ES256 kid', await signIdentityWith(clock, rsaOther, 'RS256', { kid: ec.kid, tenantId: t.tenantId, claims: bobClaims })],
      [
        'HS256 under an RS256 kid, the public key as secret',
        await signIdentity(clock, { kid: rsa.kid, secret: rsaPem, tenantId: t.tenantId, claims: bobClaims }),
      ],
      ['HS256 under a JWKS oct key', await signIdentity(clock, { kid: 'oct-a', secret: hsSecret, tenantId: t.tenantId, claims: bobClaims })],
      ['alg none under a JWKS kid', unsignedIdentity(clock, { kid: rsa.kid, secret: '', tenantId: t.tenantId, claims: bobClaims })],
      [
        'a wrong aud',
        await signIdentityWith(clock, rsa.privateKey, 'RS256', { kid: rsa.kid, tenantId: t.tenantId, aud: `tenant:${t.tenantId + 1}`, claims: bobClaims }),
      ],
    ];
    const before = await refusals(t);
    for (const [what, token] of cases) {
      const res = await identifyNew(t, token);
      expect([res.status, res.body], what).toEqual([200, refused]);
      expect(res.gateOpen, what).toBe(false);
    }
    expect((await refusals(t)) - before).toBe(cases.length);
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    expect(await outboxEnvelopes(services, t.tenantId, 'customer.identified')).toHaveLength(1);
  });

  it('takes the HS256 secrets first, and a replayed JWKS token is refused', async () => {
    const rsa = await tenantKey('RS256', 'rsa-b');
    const { t } = await jwksTenant([rsa]);
    const secret = (await t.api(`/api/tenants/${t.tenantId}/identity-secrets`)).body as { key_id: string; secret: string };
    const hs = await signIdentity(clock, { kid: secret.key_id, secret: secret.secret, tenantId: t.tenantId, claims: bobClaims });
    expect((await identifyNew(t, hs)).body).toEqual(signedIn);
    const token = await signWith(t, rsa);
    expect((await identifyNew(t, token)).body).toEqual(signedIn);
    expect((await identifyNew(t, token)).body).toEqual(refused);
  });

  it('refuses every JWKS token once the address is cleared', async () => {
    const rsa = await tenantKey('RS256', 'rsa-c');
    const { t } = await jwksTenant([rsa]);
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    await t.api(`/api/tenants/${t.tenantId}/identity-jwks`, undefined, 'DELETE');
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(refused);
  });
});

describe('caching and rotation', () => {
  it('keeps the JWKS for its max-age: identifies within it fetch nothing, the first after it fetches again', async () => {
    const rsa = await tenantKey('RS256', 'rsa-cache');
    const { t, server } = await jwksTenant([rsa]);
    server.cacheControl = 'public, max-age=300';
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    expect(server.requests).toBe(1);
    clock.advance(290_000);
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    expect(server.requests).toBe(1);
    clock.advance(11_000);
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    expect(server.requests).toBe(2);
    // Saving the address again forgets the cached copy.
    await t.api(`/api/tenants/${t.tenantId}/identity-jwks`, { jwks_url: server.url }, 'PUT');
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    expect(server.requests).toBe(3);
  });

  it('concurrent first tokens share one fetch', async () => {
    const rsa = await tenantKey('RS256', 'rsa-burst');
    const { t, server } = await jwksTenant([rsa]);
    const convs = await Promise.all([1, 2, 3, 4, 5, 6].map(() => conversation(t)));
    const answers = await Promise.all(
      convs.map(async (conv) => (await t.api(`/api/chatbot-api/conversations/${conv}/identify`, { identity_token: await signWith(t, rsa) })).body),
    );
    expect(answers).toEqual(convs.map(() => signedIn));
    expect(server.requests).toBe(1);
  });

  it('without Cache-Control keeps it 10 minutes; a max-age below a minute counts as a minute', async () => {
    const rsa = await tenantKey('RS256', 'rsa-default');
    const { t, server } = await jwksTenant([rsa]);
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    clock.advance(JWKS_CACHE.defaultSeconds * 1000 - 1_000);
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    expect(server.requests).toBe(1);
    server.cacheControl = 'max-age=5';
    clock.advance(2_000);
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    expect(server.requests).toBe(2);
    clock.advance(30_000);
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    expect(server.requests).toBe(2);
  });

  it('picks up a key rotated in at the JWKS: an unknown kid fetches it again, at most once a minute', async () => {
    const old = await tenantKey('RS256', 'key-2026-11');
    const next = await tenantKey('ES256', 'key-2026-12');
    const { t, server } = await jwksTenant([old]);
    server.cacheControl = 'max-age=3600';
    expect((await identifyNew(t, await signWith(t, old))).body).toEqual(signedIn);
    expect(server.requests).toBe(1);
    server.keys.push(next.jwk);
    // Within a minute of the last fetch an unknown kid is refused without fetching.
    clock.advance(30_000);
    expect((await identifyNew(t, await signWith(t, next))).body).toEqual(refused);
    expect(server.requests).toBe(1);
    clock.advance(31_000);
    expect((await identifyNew(t, await signWith(t, next))).body).toEqual(signedIn);
    expect(server.requests).toBe(2);
    // Unknown kids keep to the same minute: a flood of made-up kids costs one fetch a minute.
    for (const kid of ['made-up-1', 'made-up-2', 'made-up-3']) expect((await identifyNew(t, await signWith(t, next, { kid }))).body).toEqual(refused);
    expect(server.requests).toBe(2);
    // The old key retired at the JWKS: refused once the cached copy is fetched again.
    server.keys.splice(0, 1);
    clock.advance(3_600_000);
    expect((await identifyNew(t, await signWith(t, old))).body).toEqual(refused);
    expect((await identifyNew(t, await signWith(t, next))).body).toEqual(signedIn);
    expect(server.requests).toBe(3);
  });
});

describe('a JWKS that cannot be fetched', () => {
  it('refuses with the one message (counted, never a 500) while it answers an error or nothing listens, and recovers', async () => {
    const rsa = await tenantKey('RS256', 'rsa-down');
    const { t, server } = await jwksTenant([rsa]);
    server.status = 503;
    const before = await refusals(t);
    const res = await identifyNew(t, await signWith(t, rsa));
    expect([res.status, res.body, res.gateOpen]).toEqual([200, refused, false]);
    expect(server.requests).toBe(1);
    // The failure is remembered for a minute: no fetch per token while it is down.
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(refused);
    expect(server.requests).toBe(1);
    expect((await refusals(t)) - before).toBe(2);
    server.status = 200;
    clock.advance(61_000);
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(signedIn);
    expect(server.requests).toBe(2);

    const closed = await connectorTenant();
    await closed.api(`/api/tenants/${closed.tenantId}/identity-jwks`, { jwks_url: `http://127.0.0.1:${await freePort()}/jwks.json` }, 'PUT');
    const nobody = await identifyNew(closed, await signWith(closed, rsa));
    expect([nobody.status, nobody.body]).toEqual([200, refused]);
  });

  it('refuses when the reply is not a JWKS', async () => {
    const rsa = await tenantKey('RS256', 'rsa-junk');
    const { t, server } = await jwksTenant([]);
    server.keys = 'not a list' as never;
    expect((await identifyNew(t, await signWith(t, rsa))).body).toEqual(refused);
    expect(server.requests).toBe(1);
  });
});

/** The tenant's identity token refusals today (its fraud signals). */
async function refusals(t: Tenant): Promise<number> {
  const res = await t.api(`/api/tenants/${t.tenantId}/fraud-signals?days=1`, undefined, 'GET');
  return res.body.days[0].identity_token_refusals as number;
}
