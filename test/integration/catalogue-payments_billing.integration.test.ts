import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/runtime/read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Payments and billing connectors end to end: definition -> the call the vendor would receive (path,
 * query, auth, version headers, GraphQL body) -> a scripted vendor on 127.0.0.1 serving the fixtures ->
 * rows in major units and the safety filter.
 */

useCatalogueHarness();

describe('Stripe connector (restricted key, pinned API version)', () => {
  const key = 'rk_live_51H8xYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
  const conn = (): ConnectionContext => ({ connectionId: 'conn-stripe', config: {}, secrets: { restricted_key: key }, baseUrlOverride: `${vendor.baseUrl}/v1` });

  it('lists customers by email with the restricted key and Stripe-Version header', async () => {
    vendor.answer(() => ({ body: fixture('stripe', 'find_customer').reply }));
    const res = await readCapability(def('stripe'), 'find_customer', conn(), { customer: { email: 'jennyrosen@example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('stripe', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path, req.query.get('email')]).toEqual(['GET', '/v1/customers', 'jennyrosen@example.com']);
    expect(req.headers['authorization']).toBe(`Bearer ${key}`);
    expect(req.headers['stripe-version']).toBe('2024-06-20');
  });

  it('uses the Search API with a phone query when only a mobile was given', async () => {
    vendor.answer(() => ({ body: { object: 'search_result', data: [], has_more: false, next_page: null } }));
    const res = await readCapability(def('stripe'), 'find_customer', conn(), { customer: { phone: '+447700900111' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    expect([vendor.requests[0]!.path, vendor.requests[0]!.query.get('query')]).toEqual(['/v1/customers/search', "phone:'+447700900111'"]);
  });

  it('backslash-escapes quotes in the Search API query, so a phone cannot add clauses', async () => {
    vendor.answer(() => ({ body: { object: 'search_result', data: [], has_more: false, next_page: null } }));
    await readCapability(def('stripe'), 'find_customer', conn(), { customer: { phone: "+447700900111' OR email:'x" } }, deps);
    expect(vendor.requests[0]!.query.get('query')).toBe("phone:'+447700900111\\' OR email:\\'x'");
  });

  it('reads invoices in minor units, yen as a zero-decimal currency, with what is still owed', async () => {
    vendor.answer(() => ({ body: fixture('stripe', 'invoices').reply }));
    const res = await readCapability(def('stripe'), 'invoices', conn(), fixture('stripe', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('stripe', 'invoices').rows, dropped: 0 });
    expect(vendor.requests[0]!.query.get('customer')).toBe('cus_NffrFeUfNV2Hib');
  });

  it("drops an invoice addressed to another customer's email", async () => {
    const reply = structuredClone(fixture('stripe', 'invoices').reply) as { data: { customer_email: string }[] };
    reply.data[2]!.customer_email = 'mallory@example.com';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('stripe'), 'invoices', conn(), fixture('stripe', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.invoice)).toEqual(['in_1MtHbELkdIwHu7ixl4OzzPMv', '0759376C-0002']);
  });

  it('asks for every subscription status with the plan product expanded', async () => {
    vendor.answer(() => ({ body: fixture('stripe', 'subscriptions').reply }));
    const res = await readCapability(def('stripe'), 'subscriptions', conn(), fixture('stripe', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('stripe', 'subscriptions').rows });
    const q = vendor.requests[0]!.query;
    expect([q.get('customer'), q.get('status'), q.get('expand[]')]).toEqual(['cus_NffrFeUfNV2Hib', 'all', 'data.plan.product']);
  });

  it('reads a credit balance as a negative major-unit amount', async () => {
    vendor.answer(() => ({ body: fixture('stripe', 'balance').reply }));
    const res = await readCapability(def('stripe'), 'balance', conn(), fixture('stripe', 'balance').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [{ balance: '-12.50' }] });
    expect(vendor.requests[0]!.path).toBe('/v1/customers/cus_NffrFeUfNV2Hib');
  });
});

describe('Chargebee connector (read-only key as HTTP Basic user)', () => {
  it('filters customers with email[is] and sends the key as the Basic user with a blank password', async () => {
    vendor.answer(() => ({ body: fixture('chargebee', 'find_customer').reply }));
    const conn: ConnectionContext = { connectionId: 'conn-cb', config: { site: 'acme-test' }, secrets: { api_key: 'live_dvTQ7cdFcdHWAMY6PajtKcd8Vnh5cdtE0b' }, baseUrlOverride: `${vendor.baseUrl}/api/v2` };
    const res = await readCapability(def('chargebee'), 'find_customer', conn, { customer: { email: 'john@test.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('chargebee', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.path, req.query.get('email[is]')]).toEqual(['/api/v2/customers', 'john@test.com']);
    expect(req.headers['authorization']).toBe(`Basic ${Buffer.from('live_dvTQ7cdFcdHWAMY6PajtKcd8Vnh5cdtE0b:').toString('base64')}`);
  });
});

describe('Recharge connector (access-token header, 2021-11)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-recharge',
    config: {},
    secrets: { api_token: 'sk_1x1_5a8b3c9d2e7f4a6b1c0d9e8f7a6b5c4d3e2f1a0b' },
    baseUrlOverride: vendor.baseUrl,
  });

  it('finds the customer with the token and version headers, then reads their orders', async () => {
    vendor.answer((r) => ({ body: r.path === '/customers' ? fixture('recharge', 'find_customer').reply : fixture('recharge', 'orders').reply }));
    const found = await readCapability(def('recharge'), 'find_customer', conn(), { customer: { email: 'jane.doe@example.com' } }, deps);
    expect(found).toMatchObject({ ok: true, rows: fixture('recharge', 'find_customer').rows });
    const orders = await readCapability(def('recharge'), 'orders', conn(), fixture('recharge', 'orders').input, deps);
    expect(orders).toMatchObject({ ok: true, rows: fixture('recharge', 'orders').rows });
    const [search, list] = vendor.requests;
    expect(search!.headers['x-recharge-access-token']).toBe('sk_1x1_5a8b3c9d2e7f4a6b1c0d9e8f7a6b5c4d3e2f1a0b');
    expect(search!.headers['x-recharge-version']).toBe('2021-11');
    expect([list!.path, list!.query.get('customer_id'), list!.query.get('sort_by')]).toEqual(['/orders', '17774714', 'created_at-desc']);
  });

  it("drops an order naming another customer's email", async () => {
    const reply = structuredClone(fixture('recharge', 'orders').reply) as { orders: { customer: { email: string } }[] };
    reply.orders[1]!.customer = { ...reply.orders[1]!.customer, email: 'someone.else@example.com' };
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('recharge'), 'orders', conn(), fixture('recharge', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['#1021']);
  });
});

describe('Memberful connector (GraphQL queries as read-only POSTs)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-memberful',
    config: { account: 'acme' },
    secrets: { api_key: 'p4bQ7rT2vX9zK1mN3sW5yA8c' },
    baseUrlOverride: `${vendor.baseUrl}/api/graphql`,
  });

  it('sends memberByEmail with the email as a GraphQL variable', async () => {
    vendor.answer(() => ({ body: fixture('memberful', 'find_customer').reply }));
    const res = await readCapability(def('memberful'), 'find_customer', conn(), { customer: { email: 'ada@example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('memberful', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['POST', '/api/graphql']);
    const body = JSON.parse(req.body) as { query: string; variables: unknown };
    expect(body.query).toMatch(/^query MemberByEmail/);
    expect(body.variables).toEqual({ email: 'ada@example.com' });
  });

  it("reads the member's subscriptions with unix-second expiry dates", async () => {
    vendor.answer(() => ({ body: fixture('memberful', 'subscriptions').reply }));
    const res = await readCapability(def('memberful'), 'subscriptions', conn(), fixture('memberful', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('memberful', 'subscriptions').rows });
    expect((JSON.parse(vendor.requests[0]!.body) as { variables: unknown }).variables).toEqual({ id: '1057812' });
  });

  it('reads memberByEmail: null as no such member, but not when GraphQL reports errors', async () => {
    vendor.answer(() => ({ body: { data: { memberByEmail: null } } }));
    expect(await readCapability(def('memberful'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toEqual({ ok: true, rows: [], invalid: 0, dropped: 0, pages: 1 });
    vendor.answer(() => ({ body: { data: { memberByEmail: null }, errors: [{ message: 'Not authorized', path: ['memberByEmail'] }] } }));
    expect(await readCapability(def('memberful'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });
});
