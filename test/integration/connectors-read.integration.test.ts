import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { parseConnector, trackingLookups, type ConnectorDefinition, type ConnectorInput } from '../../src/connectors/define.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { createConnectorRuntime, type ConnectorRuntime } from '../../src/wiring/connector-runtime.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';

/**
 * The four example connectors end to end: definition -> request (path, query, auth, body) -> a
 * scripted vendor on 127.0.0.1 serving the documented replies -> rows, safety filter and failures.
 */

let env: TestEnv;
let services: Services;
let vendor: ScriptedVendor;
let deps: ConnectorRuntime;
const clock = new ManualClock(Date.UTC(2026, 2, 1, 12, 0, 0));
const catalogue = loadCatalogue();
const def = (key: string): ConnectorDefinition => catalogue.get(key)!;
const fixture = (key: string, capability: string) => FIXTURES.find((f) => f.connector === key && f.capability === capability)!;

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock, rpc: false });
  vendor = await startScriptedVendor();
  deps = createConnectorRuntime(services, { timeoutMs: 2000, sleep: async () => undefined });
});
afterAll(async () => {
  deps.close();
  await vendor.close();
  await services.close();
  await env.dropAll();
});
beforeEach(() => {
  vendor.requests.length = 0;
});

const shopifyConn = (): ConnectionContext => ({
  connectionId: 'conn-shopify',
  config: { shop: 'acme-uk' },
  secrets: { access_token: 'shpat_0123456789abcdef0123456789abcdef' },
  baseUrlOverride: `${vendor.baseUrl}/admin/api/2024-10`,
});

describe('Shopify connector (search_email_phone)', () => {
  it('searches customers by email with the access-token header and maps the documented reply', async () => {
    vendor.answer(() => ({ body: fixture('shopify', 'find_customer').reply }));
    const res = await readCapability(def('shopify'), 'find_customer', shopifyConn(), { customer: { email: 'bob.norman@mail.example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('shopify', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/admin/api/2024-10/customers/search.json');
    expect(req.query.get('query')).toBe('email:bob.norman@mail.example.com');
    expect(req.headers['x-shopify-access-token']).toBe('shpat_0123456789abcdef0123456789abcdef');
  });

  it('searches by phone when the customer gave a mobile and no email', async () => {
    vendor.answer(() => ({ body: { customers: [] } }));
    const res = await readCapability(def('shopify'), 'find_customer', shopifyConn(), { customer: { phone: '+16136120707' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    expect(vendor.requests[0]!.query.get('query')).toBe('phone:+16136120707');
  });

  it("reads the verified customer's orders from the customer-scoped route, and drops rows of other customers the store returns", async () => {
    const orders = fixture('shopify', 'orders').reply as { orders: { customer: { id: number } }[] };
    const other = { ...structuredClone(orders.orders[0]!), email: '', contact_email: '', customer: { id: 999 } };
    vendor.answer(() => ({ body: { orders: [orders.orders[0], other] } }));
    const res = await readCapability(def('shopify'), 'orders', shopifyConn(), fixture('shopify', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('shopify', 'orders').rows, pages: 1, dropped: 1 });
    expect(vendor.requests[0]!.path).toBe('/admin/api/2024-10/customers/207119551/orders.json');
    expect(Object.fromEntries(vendor.requests[0]!.query)).toEqual({ status: 'any' });
    expect(vendor.requests).toHaveLength(1);
  });

  it("drops an order naming another customer's email, whatever the vendor returned", async () => {
    const reply = structuredClone(fixture('shopify', 'orders').reply) as { orders: { name: string; email: string; contact_email: string }[] };
    reply.orders.push({ ...structuredClone(reply.orders[0]!), name: '#1002', email: 'alice@example.com', contact_email: 'alice@example.com' });
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('shopify'), 'orders', shopifyConn(), fixture('shopify', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['#1001']);
  });

  it('looks an order up by its name for the verified customer only', async () => {
    vendor.answer(() => ({ body: fixture('shopify', 'order_status').reply }));
    const res = await readCapability(def('shopify'), 'order_status', shopifyConn(), fixture('shopify', 'order_status').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('shopify', 'order_status').rows });
    expect(vendor.requests[0]!.query.get('name')).toBe('#1001');
    expect(vendor.requests[0]!.query.has('customer_id')).toBe(false);
    const other = await readCapability(
      def('shopify'),
      'order_status',
      shopifyConn(),
      { ...fixture('shopify', 'order_status').input, verifiedEmail: 'alice@example.com' },
      deps,
    );
    expect(other).toMatchObject({ ok: true, rows: [], dropped: 1 });
  });

  it('reads account fields from the single customer record', async () => {
    vendor.answer(() => ({ body: fixture('shopify', 'account').reply }));
    const res = await readCapability(def('shopify'), 'account', shopifyConn(), fixture('shopify', 'account').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('shopify', 'account').rows });
    expect(vendor.requests[0]!.path).toBe('/admin/api/2024-10/customers/207119551.json');
  });

  it('records a refused token with the spec sentence', async () => {
    vendor.answer(() => ({ status: 401, body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' } }));
    const res = await readCapability(def('shopify'), 'orders', shopifyConn(), fixture('shopify', 'orders').input, deps);
    expect(res).toEqual({ ok: false, failure: { kind: 'refused', status: 401, message: 'the vendor refused the credentials (401)' } });
  });

  it('reports a missing setting before any call', async () => {
    const conn = { ...shopifyConn(), config: {} };
    delete conn.baseUrlOverride;
    const res = await readCapability(def('shopify'), 'orders', conn, fixture('shopify', 'orders').input, deps);
    expect(res).toEqual({ ok: false, failure: { kind: 'missing_value', message: 'a value the call needs is missing: shop' } });
    expect(vendor.requests).toHaveLength(0);
  });
});

describe('Eventbrite connector (from_orders_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-eventbrite',
    config: { organization_id: '123456789012' },
    secrets: { private_token: 'ABCDEFGHIJKLMNOPQRST' },
    baseUrlOverride: `${vendor.baseUrl}/v3`,
  });

  it('reads orders by the buyer email with a bearer token, following the continuation', async () => {
    const reply = fixture('eventbrite', 'orders').reply as { orders: unknown[]; pagination: Record<string, unknown> };
    vendor.answer((r) =>
      r.query.get('continuation')
        ? { body: { pagination: { ...reply.pagination, has_more_items: false }, orders: [reply.orders[1]] } }
        : { body: { pagination: { ...reply.pagination, has_more_items: true, continuation: 'page-2' }, orders: [reply.orders[0]] } },
    );
    const res = await readCapability(def('eventbrite'), 'orders', conn(), fixture('eventbrite', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('eventbrite', 'orders').rows, pages: 2 });
    const first = vendor.requests[0]!;
    expect(first.path).toBe('/v3/organizations/123456789012/orders/');
    expect(first.query.get('only_emails')).toBe('emilio@eventbrite.com');
    expect(first.query.get('status')).toBe('all');
    expect(first.headers['authorization']).toBe('Bearer ABCDEFGHIJKLMNOPQRST');
    expect(vendor.requests[1]!.query.get('continuation')).toBe('page-2');
  });

  it('shows only orders naming exactly the verified email (none for orders naming nobody)', async () => {
    const reply = structuredClone(fixture('eventbrite', 'orders').reply) as { orders: Record<string, unknown>[] };
    reply.orders[0]!['email'] = 'other.buyer@example.com';
    delete reply.orders[1]!['email'];
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('eventbrite'), 'orders', conn(), fixture('eventbrite', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [], dropped: 2 });
  });

  it('gives verification the owner name and email of each order', async () => {
    vendor.answer(() => ({ body: fixture('eventbrite', 'orders').reply }));
    const res = await readRecords(def('eventbrite'), 'orders', conn(), { customer: { email: 'emilio@eventbrite.com' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['Emilio Tagua', 'emilio@eventbrite.com'],
      ['Emilio Tagua', 'emilio@eventbrite.com'],
    ]);
  });
});

describe('Workflow hook bridge (spec part C)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-hook',
    config: {},
    secrets: { webhook_url: `${vendor.baseUrl}/webhook/6f1c2c1e?sig=abc123` },
  });

  it('POSTs action find_customer with the four details and reads customers', async () => {
    vendor.answer(() => ({ body: fixture('workflow_hook', 'find_customer').reply }));
    const res = await readCapability(def('workflow_hook'), 'find_customer', conn(), fixture('workflow_hook', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('workflow_hook', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/webhook/6f1c2c1e');
    expect(req.query.get('sig')).toBe('abc123');
    expect(req.headers['content-type']).toContain('application/json');
    expect(req.headers['authorization']).toBeUndefined();
    expect(JSON.parse(req.body)).toEqual({
      action: 'find_customer',
      email: 'jane.smith@example.co.uk',
      phone: '',
      full_name: 'Jane Smith',
      postcode: 'SW1A 1AA',
    });
  });

  it('POSTs action orders with the customer id and email', async () => {
    vendor.answer(() => ({ body: fixture('workflow_hook', 'orders').reply }));
    const res = await readCapability(def('workflow_hook'), 'orders', conn(), fixture('workflow_hook', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('workflow_hook', 'orders').rows });
    expect(JSON.parse(vendor.requests[0]!.body)).toEqual({ action: 'orders', customer_id: 'C-1001', email: 'jane.smith@example.co.uk' });
  });

  it('a fixed-acknowledgement hook cannot answer lookups: a failure, not "no customer"', async () => {
    vendor.answer(() => ({ body: { status: 'success' } }));
    const res = await readCapability(def('workflow_hook'), 'find_customer', conn(), { customer: { email: 'jane.smith@example.co.uk' } }, deps);
    expect(res).toEqual({ ok: false, failure: { kind: 'bad_reply', status: 200, message: 'the vendor sent an unexpected reply: no list at "customers"' } });
  });

  it("drops a hook order naming another customer's email", async () => {
    vendor.answer(() => ({
      body: {
        orders: [
          { order_number: '9', placed: '2026-01-01', email: 'mallory@example.com' },
          { order_number: '10', placed: '2026-01-02' },
        ],
      },
    }));
    const res = await readCapability(def('workflow_hook'), 'orders', conn(), fixture('workflow_hook', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [{ order_number: '10', placed: '2026-01-02' }], dropped: 1 });
  });
});

describe('REST connector bridge (spec part C)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-rest',
    config: { api_base: `${vendor.baseUrl}/v1`, customer_lookup_path: 'customers/lookup', orders_path: 'orders' },
    secrets: { api_token: 'tok_live_8f3a9c2e71b44d0e' },
  });

  it('GETs the lookup path with email and phone, a bearer token and Accept: application/json', async () => {
    vendor.answer(() => ({ body: fixture('rest_api', 'find_customer').reply }));
    const res = await readCapability(
      def('rest_api'),
      'find_customer',
      conn(),
      { customer: { email: 'sam.patel@example.com', phone: '+44 7700 900456' } },
      deps,
    );
    expect(res).toMatchObject({ ok: true, rows: fixture('rest_api', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v1/customers/lookup');
    expect(req.query.get('email')).toBe('sam.patel@example.com');
    expect(req.query.get('phone')).toBe('+44 7700 900456');
    expect(req.headers['authorization']).toBe('Bearer tok_live_8f3a9c2e71b44d0e');
    expect(req.headers['accept']).toBe('application/json');
  });

  it('leaves out a query value the customer did not give', async () => {
    vendor.answer(() => ({ body: { data: [] } }));
    await readCapability(def('rest_api'), 'find_customer', conn(), { customer: { phone: '+44 7700 900456' } }, deps);
    expect([...vendor.requests[0]!.query.keys()]).toEqual(['phone']);
  });

  it('GETs the orders path with customer_id and applies the part C mapping', async () => {
    vendor.answer(() => ({ body: fixture('rest_api', 'orders').reply }));
    const res = await readCapability(def('rest_api'), 'orders', conn(), fixture('rest_api', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('rest_api', 'orders').rows });
    expect(vendor.requests[0]!.path).toBe('/v1/orders');
    expect(vendor.requests[0]!.query.get('customer_id')).toBe('88');
  });

  it('a 500 from the tenant API is a failure with the first 200 characters of its reply', async () => {
    const body = `Traceback (most recent call last): ${'x'.repeat(400)}`;
    vendor.answer(() => ({ status: 500, raw: body }));
    const res = await readCapability(def('rest_api'), 'orders', conn(), fixture('rest_api', 'orders').input, deps);
    expect(res).toEqual({ ok: false, failure: { kind: 'http_error', status: 500, message: `vendor error 500: ${body.slice(0, 200)}` } });
  });
});

describe('runtime rules beyond the examples', () => {
  function parse(input: ConnectorInput): ConnectorDefinition {
    const r = parseConnector(input);
    if (!r.ok) throw new Error(r.issues.join('\n'));
    return r.definition;
  }
  const carrier = parse({
    key: 'acme_carrier',
    name: 'Acme Parcels',
    category: 'carrier',
    auth: { type: 'query', params: { apikey: '{api_key}' } },
    secrets: [{ name: 'api_key', label: 'API key', example: 'k_123456' }],
    baseUrl: 'https://api.acme-parcels.example',
    verification: 'not_supported',
    capabilities: {
      order_status: {
        request: { path: '/track/{tracking_number}' },
        records: 'shipments',
        notFoundIsEmpty: true,
        pagination: { type: 'page', param: 'page', sizeParam: 'per_page', size: 2, maxPages: 3 },
        map: { tracking: 'number', status: 'state', courier: { const: 'Acme Parcels' } },
      },
    },
    docs: 'https://acme-parcels.example/docs',
    setup: 'Create an API key.',
    test_level: 'documented',
    test_detail: 'A definition made up for this test.',
  });
  const conn = (): ConnectionContext => ({ connectionId: 'conn-carrier', config: {}, secrets: { api_key: 'k_123456' }, baseUrlOverride: vendor.baseUrl });

  it('tells by-tracking-number lookups (carriers) from by-order-number ones (Shopify)', () => {
    expect(trackingLookups(carrier)).toEqual({ byTrackingNumber: true, byOrderNumber: false });
    expect(trackingLookups(def('shopify'))).toEqual({ byTrackingNumber: false, byOrderNumber: true });
    expect(trackingLookups(def('rest_api'))).toEqual({ byTrackingNumber: false, byOrderNumber: false });
  });

  it('answers a tracking-number lookup only for the parcel whose number matches exactly, with query auth on every page', async () => {
    vendor.answer((r) =>
      r.query.get('page') === '1'
        ? {
            body: {
              shipments: [
                { number: 'JD0002212345', state: 'delivered' },
                { number: 'JD000221234', state: 'in transit' },
              ],
            },
          }
        : { body: { shipments: [{ number: 'jd0002212345', state: 'delivered' }] } },
    );
    const res = await readCapability(carrier, 'order_status', conn(), { tracking_number: 'JD0002212345' }, deps);
    expect(res).toMatchObject({ ok: true, rows: [{ tracking: 'JD0002212345', status: 'delivered', courier: 'Acme Parcels' }], pages: 2 });
    expect(vendor.requests.map((r) => [r.path, r.query.get('page'), r.query.get('per_page'), r.query.get('apikey')])).toEqual([
      ['/track/JD0002212345', '1', '2', 'k_123456'],
      ['/track/JD0002212345', '2', '2', 'k_123456'],
    ]);
  });

  it('percent-encodes values in paths so they cannot add path segments', async () => {
    vendor.answer(() => ({ body: { shipments: [] } }));
    await readCapability(carrier, 'order_status', conn(), { tracking_number: '../admin?x=1' }, deps);
    expect(vendor.requests[0]!.path).toBe('/track/..%2Fadmin%3Fx%3D1');
  });

  it('treats a 404 as "no such record" when the definition says so', async () => {
    vendor.answer(() => ({ status: 404, body: { error: 'unknown tracking number' } }));
    expect(await readCapability(carrier, 'order_status', conn(), { tracking_number: 'ZZ9999999999' }, deps)).toMatchObject({ ok: true, rows: [] });
  });

  it('stops at maxPages', async () => {
    vendor.answer(() => ({
      body: {
        shipments: [
          { number: 'A1', state: 'x' },
          { number: 'A2', state: 'y' },
        ],
      },
    }));
    const res = await readRecords(carrier, 'order_status', conn(), { tracking_number: 'A1' }, deps);
    expect(res).toMatchObject({ ok: true, pages: 3 });
    expect(vendor.requests).toHaveLength(3);
  });
});
