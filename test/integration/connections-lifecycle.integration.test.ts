import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { connectionSecretAad } from '../../src/connectors/connections/connection-store.js';
import { sha256Hex } from '../../src/crypto/hashing.js';
import { Connection } from '../../src/db/entities/connection.js';
import { CONNECTION_MESSAGES, DASHBOARD_MESSAGES, VENDOR_ERRORS } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import type { VendorPool } from '../../workers/vendor.js';
import { dashboard, loopbackBases, startDashboard, startVendorPool, testCatalogue } from '../fakes/connections.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { startScriptedVendor, type ReceivedRequest, type ScriptedReply, type ScriptedVendor } from '../fakes/scripted-vendor.js';

/**
 * The connection lifecycle on the dashboard API: settings checked with the spec's exact words,
 * secrets sealed and shown only as set, the connection test probe run through the vendor worker pool
 * against a scripted vendor on 127.0.0.1, one verifier and one tracking connection per tenant, keys
 * issued once and retired at once, disconnect deleting credentials and key.
 */

const TOKEN = 'shpat_0123456789abcdef0123456789abcdef';
let env: TestEnv;
let services: Services;
let vendor: ScriptedVendor;
let pool: VendorPool;
let dash: Awaited<ReturnType<typeof startDashboard>>;
type Tenant = { tenantId: number; apiKey: string };
let tenant: Tenant;
let api: ReturnType<typeof dashboard>;

/** A Shopify store that knows nobody: empty searches and lists, 404 for a customer id. */
const emptyShopify = (r: ReceivedRequest): ScriptedReply => {
  if (r.path.endsWith('/customers/search.json')) return { body: { customers: [] } };
  if (r.path.endsWith('/orders.json')) return { body: { orders: [] } };
  return { status: 404, body: { errors: 'Not Found' } };
};
const shopifyBody = { connector: 'shopify', config: { shop: 'acme-uk' }, secrets: { access_token: TOKEN } };

async function newTenant(name: string): Promise<Tenant> {
  const { tenant: t, apiKey } = await services.tenants.create({ name, ownerEmail: `${name.toLowerCase().replace(/\W+/g, '.')}@tenant.example` });
  return { tenantId: t.id, apiKey };
}

beforeAll(async () => {
  env = await createTestEnv({ VENDOR_TIMEOUT_MS: '800' });
  services = await openTestServices(env);
  vendor = await startScriptedVendor();
  pool = await startVendorPool(services, {
    timeoutMs: 800,
    sleep: async () => undefined,
    catalogue: testCatalogue(),
    baseUrlOverride: loopbackBases(vendor.baseUrl),
  });
  dash = await startDashboard(services);
  tenant = await newTenant('Lifecycle Shop');
  api = dashboard(dash.baseUrl, tenant);
});
afterAll(async () => {
  await dash?.close();
  await pool?.stop();
  await vendor?.close();
  await services?.close();
  await env?.dropAll();
});
beforeEach(() => {
  vendor.requests.length = 0;
  vendor.answer(emptyShopify);
});

describe('POST /api/tenants/:tenantId/connectors (settings)', () => {
  it('answers 404 for a connector that is not in the catalogue', async () => {
    const res = await api('POST', '', { connector: 'no_such_vendor', config: {}, secrets: {} });
    expect(res).toMatchObject({ status: 404, body: { detail: CONNECTION_MESSAGES.unknownConnector } });
  });

  it('asks for every blank required setting and secret with "Enter the <label>"', async () => {
    const res = await api('POST', '', { connector: 'shopify', config: { shop: '  ' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Enter the shop name',
      errors: [
        { field: 'shop', message: 'Enter the shop name' },
        { field: 'access_token', message: DASHBOARD_MESSAGES.enterThe('Admin API access token') },
      ],
    });
  });

  it('removes https:// and trailing slashes before checking the format', async () => {
    const bad = await api('POST', '', { ...shopifyBody, config: { shop: 'https://acme-uk.myshopify.com/' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("That shop name doesn't look right — e.g. acme-uk");
    const good = await api('POST', '', { ...shopifyBody, config: { shop: 'https://acme-uk//' } });
    expect(good.status).toBe(201);
    expect(good.body.connection.config).toEqual({ shop: 'acme-uk' });
  });

  it('refuses a secret that does not match its pattern with the example in the sentence', async () => {
    const res = await api('POST', '', { ...shopifyBody, secrets: { access_token: 'not-a-token' } });
    expect(res.body.message).toBe(DASHBOARD_MESSAGES.doesNotLookRight('Admin API access token', 'shpat_0123456789abcdef0123456789abcdef'));
  });

  it('refuses keys for an OAuth-only vendor with the spec sentence', async () => {
    const res = await api('POST', '', { connector: 'test_oauth', config: {}, secrets: { api_key: 'x' } });
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, message: 'Sign-in Books connects by signing in — use the Connect with Sign-in Books button' },
    });
  });

  it('refuses a workflow hook address that is not a URL', async () => {
    const res = await api('POST', '', { connector: 'workflow_hook', secrets: { webhook_url: 'n8n.example/webhook/1' } });
    expect(res.body.message).toBe(
      DASHBOARD_MESSAGES.doesNotLookRight('webhook address', 'https://acme.app.n8n.cloud/webhook/6f1c2c1e-5d1b-4a0e-9a65-3b0f5c1d2e3f'),
    );
  });
});

describe('POST /api/tenants/:tenantId/connectors (connection test probe)', () => {
  it('probes every capability for the made-up customer through the vendor pool; empty answers and a 404 pass', async () => {
    const res = await api('POST', '', shopifyBody);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: CONNECTION_MESSAGES.testPassed(4, 4),
      test: { passed: 4, total: 4 },
      connection: {
        connector: 'shopify',
        name: 'Shopify',
        status: 'working',
        verifies: false,
        tracking: false,
        access_key_set: false,
        secrets: [{ name: 'access_token', label: 'Admin API access token', set: true }],
        test_results: {
          find_customer: { ok: true, error: null },
          orders: { ok: true, error: null },
          order_status: { ok: true, error: null },
          account: { ok: true, error: null },
        },
        last_error: null,
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);
    const search = vendor.requests.find((r) => r.path.endsWith('/customers/search.json'))!;
    expect(search.query.get('query')).toBe(`email:${TEST_CUSTOMER.email}`);
    expect(search.headers['x-shopify-access-token']).toBe(TOKEN);
    expect(vendor.requests.find((r) => r.path.endsWith('/customers/0.json'))).toBeDefined();
  });

  it('stores each secret sealed and bound to the connection id and name', async () => {
    const res = await api('POST', '', shopifyBody);
    const row = await services.orm.em.fork().findOneOrFail(Connection, { id: res.body.connection.id });
    const sealed = row.secretsSealed['access_token']!;
    expect(sealed).not.toContain(TOKEN);
    expect(services.box.open(sealed, connectionSecretAad(row.id, 'access_token'))).toBe(TOKEN);
    expect(() => services.box.open(sealed, connectionSecretAad(row.id + 1, 'access_token'))).toThrow();
  });

  it('marks the connection failing when the vendor refuses every call, with the spec wording per capability', async () => {
    vendor.answer(() => ({ status: 401, body: { errors: '[API] Invalid API key or access token' } }));
    const res = await api('POST', '', shopifyBody);
    expect(res.status).toBe(201);
    const refused = VENDOR_ERRORS.refused(401);
    expect(res.body).toMatchObject({
      success: false,
      message: CONNECTION_MESSAGES.testFailed(refused),
      test: { passed: 0, total: 4 },
      connection: {
        status: 'failing',
        last_error: refused,
        test_results: { find_customer: { ok: false, error: refused }, account: { ok: false, error: refused } },
      },
    });
    expect(res.body.message).toBe('The connection test failed: the vendor refused the credentials (401)');
  });

  it('is working when at least one capability passes, and records which failed', async () => {
    vendor.answer((r) => (r.path.endsWith('/customers/search.json') ? { status: 403, body: { errors: 'scope' } } : emptyShopify(r)));
    const res = await api('POST', '', shopifyBody);
    expect(res.body.connection.status).toBe('working');
    expect(res.body.test).toEqual({ passed: 3, total: 4 });
    expect(res.body.connection.test_results.find_customer).toEqual({ ok: false, error: VENDOR_ERRORS.refused(403) });
  });

  it('counts a vendor slower than the timeout as a failed capability with the word "timeout"', async () => {
    vendor.answer((r) => ({ ...emptyShopify(r), delayMs: 1_500 }));
    const res = await api('POST', '', shopifyBody);
    expect(res.body.connection.status).toBe('failing');
    expect(res.body.connection.last_error).toBe(VENDOR_ERRORS.timeout);
  });

  it('counts a 500 as a failure and keeps only the first 200 characters of the reply', async () => {
    const page = `<html>${'x'.repeat(400)}</html>`;
    vendor.answer(() => ({ status: 500, raw: page, headers: { 'content-type': 'text/html' } }));
    const res = await api('POST', '', shopifyBody);
    expect(res.body.connection.last_error).toBe(VENDOR_ERRORS.vendorError(500, page.slice(0, 200)));
  });

  it('probes a carrier by a made-up tracking number', async () => {
    vendor.answer(() => ({ body: { parcels: [] } }));
    const res = await api('POST', '', { connector: 'test_carrier', secrets: { api_key: 'tp_0123456789' } });
    expect(res.body.connection).toMatchObject({ status: 'working', can_verify: false, can_track: true });
    expect(vendor.requests[0]!.query.get('tracking_number')).toMatch(/^(?=.*\d)(?=.*[A-Z]).{8,}$/);
  });

  it("probes the REST connector at the tenant's own base address with the bearer token", async () => {
    vendor.answer(() => ({ body: { data: [] } }));
    const res = await api('POST', '', {
      connector: 'rest_api',
      config: { api_base: `${vendor.baseUrl}/api/`, customer_lookup_path: 'customers/lookup', orders_path: 'orders' },
      secrets: { api_token: 'tok_live_8f3a9c2e71b44d0e' },
    });
    expect(res.body.connection).toMatchObject({ status: 'working', config: { api_base: `${vendor.baseUrl}/api` } });
    expect(vendor.requests.map((r) => r.path).sort()).toEqual(['/api/customers/lookup', '/api/orders']);
    expect(vendor.requests.every((r) => r.headers.authorization === 'Bearer tok_live_8f3a9c2e71b44d0e')).toBe(true);
  });
});

describe('GET, test again and DELETE /api/tenants/:tenantId/connectors/:connectionId', () => {
  it("lists and reads connections without secrets; another tenant's key cannot see them", async () => {
    const created = await api('POST', '', shopifyBody);
    const id = created.body.connection.id as number;
    const one = await api('GET', `/${id}`);
    expect(one.body.connection).toEqual(created.body.connection);
    const list = await api('GET', '');
    expect(list.body.connections.map((c: { id: number }) => c.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain(TOKEN);
    const other = await newTenant('Other Shop');
    const sneaky = await http(dash.baseUrl, 'GET', `/api/tenants/${tenant.tenantId}/connectors/${id}`, { headers: { 'X-API-Key': other.apiKey } });
    expect(sneaky.status).toBe(404);
    const viaOwnPath = await dashboard(dash.baseUrl, other)('GET', `/${id}`);
    expect(viaOwnPath).toMatchObject({ status: 404, body: { detail: CONNECTION_MESSAGES.connectionNotFound } });
  });

  it('runs the test again and moves failing to working once the vendor answers', async () => {
    vendor.answer(() => ({ status: 401, body: {} }));
    const created = await api('POST', '', shopifyBody);
    expect(created.body.connection.status).toBe('failing');
    vendor.answer(emptyShopify);
    const again = await api('POST', `/${created.body.connection.id}/test`);
    expect(again).toMatchObject({ status: 200, body: { success: true, connection: { status: 'working', last_error: null } } });
  });

  it('disconnects: credentials and key deleted outright, status disconnected, actions refused', async () => {
    const created = await api('POST', '', shopifyBody);
    const id = created.body.connection.id as number;
    const chosen = await api('POST', `/${id}/use-to-verify`);
    const key = chosen.body.access_key as string;
    const gone = await api('DELETE', `/${id}`);
    expect(gone.body).toMatchObject({
      success: true,
      message: CONNECTION_MESSAGES.disconnectedDone,
      connection: { status: 'disconnected', verifies: false, access_key_set: false, secrets: [{ name: 'access_token', set: false }] },
    });
    const row = await services.orm.em.fork().findOneOrFail(Connection, { id });
    expect(row.secretsSealed).toEqual({});
    expect(row.keyHash).toBeNull();
    expect(await dash.connectors.store.authenticate(id, key)).toBeNull();
    expect(await api('POST', `/${id}/test`)).toMatchObject({ status: 409, body: { success: false, message: CONNECTION_MESSAGES.disconnected } });
    expect((await api('POST', `/${id}/use-to-verify`)).status).toBe(409);
    expect((await api('DELETE', '/999999')).status).toBe(404);
  });
});

describe('POST .../use-to-verify and .../use-for-tracking', () => {
  it('issues a scc_ key once, and a second press retires the previous key at once', async () => {
    const t = await newTenant('Verifier Shop');
    const call = dashboard(dash.baseUrl, t);
    const id = (await call('POST', '', shopifyBody)).body.connection.id as number;
    const first = await call('POST', `/${id}/use-to-verify`);
    expect(first.body).toMatchObject({
      success: true,
      message: CONNECTION_MESSAGES.verifierChosen,
      connection: { verifies: true, access_key_set: true },
      access_key: expect.stringMatching(/^scc_[A-Za-z0-9_-]{43}$/),
    });
    const row = await services.orm.em.fork().findOneOrFail(Connection, { id });
    expect(row.keyHash).toBe(sha256Hex(first.body.access_key));
    expect((await call('GET', `/${id}`)).body.connection.access_key_set).toBe(true);
    expect(JSON.stringify((await call('GET', `/${id}`)).body)).not.toContain(first.body.access_key);
    const second = await call('POST', `/${id}/use-to-verify`);
    expect(second.body.access_key).not.toBe(first.body.access_key);
    expect(await dash.connectors.store.authenticate(id, first.body.access_key)).toBeNull();
    expect((await dash.connectors.store.authenticate(id, second.body.access_key))?.id).toBe(id);
  });

  it('keeps one verifier per tenant: choosing another retires the previous verifier and its key', async () => {
    const t = await newTenant('Two Verifiers');
    const call = dashboard(dash.baseUrl, t);
    const a = (await call('POST', '', shopifyBody)).body.connection.id as number;
    vendor.answer(() => ({ body: { orders: [], pagination: { has_more_items: false } } }));
    const b = (
      await call('POST', '', { connector: 'eventbrite', config: { organization_id: '123456789012' }, secrets: { private_token: 'ABCDEFGHIJKLMNOPQRST' } })
    ).body.connection.id as number;
    const keyA = (await call('POST', `/${a}/use-to-verify`)).body.access_key as string;
    const keyB = (await call('POST', `/${b}/use-to-verify`)).body.access_key as string;
    const list = (await call('GET', '')).body.connections as { id: number; verifies: boolean; access_key_set: boolean }[];
    expect(list.filter((c) => c.verifies).map((c) => c.id)).toEqual([b]);
    expect(list.find((c) => c.id === a)).toMatchObject({ verifies: false, access_key_set: false });
    expect(await dash.connectors.store.authenticate(a, keyA)).toBeNull();
    expect((await dash.connectors.store.verifierOf(t.tenantId))?.id).toBe(b);
    expect((await dash.connectors.store.authenticate(b, keyB))?.id).toBe(b);
  });

  it('refuses a connector with no customer search with the spec sentence', async () => {
    vendor.answer(() => ({ body: { parcels: [] } }));
    const id = (await api('POST', '', { connector: 'test_carrier', secrets: { api_key: 'tp_0123456789' } })).body.connection.id as number;
    const res = await api('POST', `/${id}/use-to-verify`);
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, message: "This connector holds no customer records with a name and email to check, so it can't verify customers" },
    });
  });

  it('refuses tracking on a connector without a tracking look-up with the spec sentence', async () => {
    vendor.answer(() => ({ body: { orders: [], pagination: { has_more_items: false } } }));
    const id = (
      await api('POST', '', { connector: 'eventbrite', config: { organization_id: '123456789012' }, secrets: { private_token: 'ABCDEFGHIJKLMNOPQRST' } })
    ).body.connection.id as number;
    const res = await api('POST', `/${id}/use-for-tracking`);
    expect(res).toMatchObject({ status: 400, body: { success: false, message: 'This connector has no tracking look-up' } });
  });

  it('keeps one tracking connection per tenant; a key is issued only to a connection that has none', async () => {
    const t = await newTenant('Tracking Shop');
    const call = dashboard(dash.baseUrl, t);
    const shop = (await call('POST', '', shopifyBody)).body.connection.id as number;
    vendor.answer(() => ({ body: { parcels: [] } }));
    const carrier = (await call('POST', '', { connector: 'test_carrier', secrets: { api_key: 'tp_0123456789' } })).body.connection.id as number;
    const verifierKey = (await call('POST', `/${shop}/use-to-verify`)).body.access_key as string;
    const tracked = await call('POST', `/${carrier}/use-for-tracking`);
    expect(tracked.body).toMatchObject({
      success: true,
      message: CONNECTION_MESSAGES.trackingChosen,
      connection: { tracking: true },
      access_key: expect.stringMatching(/^scc_/),
    });
    const carrierKey = tracked.body.access_key as string;
    const back = await call('POST', `/${shop}/use-for-tracking`);
    expect(back.body).toMatchObject({ access_key: null, connection: { tracking: true, verifies: true } });
    expect((await dash.connectors.store.authenticate(shop, verifierKey))?.id).toBe(shop);
    expect(await dash.connectors.store.authenticate(carrier, carrierKey)).toBeNull();
    const list = (await call('GET', '')).body.connections as { id: number; tracking: boolean }[];
    expect(list.filter((c) => c.tracking).map((c) => c.id)).toEqual([shop]);
  });
});

describe('vendor worker pool: live reads', () => {
  it('records a failed live read on the connection with the spec wording', async () => {
    const created = await api('POST', '', shopifyBody);
    const row = await services.orm.em.fork().findOneOrFail(Connection, { id: created.body.connection.id });
    vendor.answer(() => ({ status: 404, raw: 'Not Found: no such shop' }));
    const result = await dash.connectors.reader.read({
      tenantId: tenant.tenantId,
      connectionId: row.id,
      connector: 'shopify',
      config: row.config,
      secretsSealed: row.secretsSealed,
      capability: 'orders',
      purpose: 'read',
      subject: { customer: { id: '207119551' } },
      verifiedEmail: 'bob.norman@mail.example.com',
    });
    expect(result).toEqual({ ok: false, failure: { kind: 'not_found', status: 404, message: 'vendor error 404: Not Found: no such shop' } });
    const after = await api('GET', `/${row.id}`);
    expect(after.body.connection).toMatchObject({ status: 'working', last_error: 'vendor error 404: Not Found: no such shop' });
  });

  it('answers "this connector is no longer available" for a connector that left the catalogue', async () => {
    const result = await dash.connectors.reader.read({
      tenantId: tenant.tenantId,
      connectionId: 1,
      connector: 'gone_vendor',
      config: {},
      secretsSealed: {},
      capability: 'orders',
      purpose: 'read',
      subject: {},
    });
    expect(result).toEqual({ ok: false, failure: { kind: 'withdrawn', message: VENDOR_ERRORS.withdrawn } });
  });
});

describe('the web process never calls a vendor', () => {
  it('without a vendor pool the probe times out and the vendor receives nothing', async () => {
    await pool.stop();
    try {
      const res = await api('POST', '', shopifyBody);
      expect(res.body.connection).toMatchObject({ status: 'failing', last_error: VENDOR_ERRORS.timeout });
      expect(vendor.requests).toHaveLength(0);
    } finally {
      pool = await startVendorPool(services, {
        timeoutMs: 800,
        sleep: async () => undefined,
        catalogue: testCatalogue(),
        baseUrlOverride: loopbackBases(vendor.baseUrl),
      });
    }
  });

  it('mounts the same routes in the service app', async () => {
    const web = await startWeb(services);
    try {
      const res = await dashboard(web.baseUrl, tenant)('POST', '', { connector: 'no_such_vendor' });
      expect(res).toMatchObject({ status: 404, body: { detail: CONNECTION_MESSAGES.unknownConnector } });
      expect((await http(web.baseUrl, 'GET', `/api/tenants/${tenant.tenantId}/connectors`)).status).toBe(401);
    } finally {
      await web.close();
    }
  });
});
