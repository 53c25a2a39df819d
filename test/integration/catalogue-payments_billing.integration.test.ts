import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { matchCustomer } from '../../src/verification/verifiers/connector/matching.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Payments and billing connectors end to end: definition -> the call the vendor would receive (path,
 * query, auth, version headers, GraphQL body) -> a scripted vendor on 127.0.0.1 serving the fixtures ->
 * rows in major units and the safety filter.
 */

useCatalogueHarness();

describe('Stripe connector (restricted key, pinned API version)', () => {
  const key = 'rk_live_51H8xYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-stripe',
    config: {},
    secrets: { restricted_key: key },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });

  it('lists customers by email with the restricted key and Stripe-Version header', async () => {
    vendor.answer(() => ({ body: fixture('stripe', 'find_customer').reply }));
    const res = await readCapability(def('stripe'), 'find_customer', conn(), { customer: { email: 'jennyrosen@example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('stripe', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path, req.query.get('email')]).toEqual(['GET', '/v1/customers', 'jennyrosen@example.com']);
    expect(req.headers['authorization']).toBe(`Bearer ${key}`);
    expect(req.headers['stripe-version']).toBe('2026-07-29.dahlia');
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

  it('asks for every subscription status and prices the subscription item by quantity', async () => {
    vendor.answer(() => ({ body: fixture('stripe', 'subscriptions').reply }));
    const res = await readCapability(def('stripe'), 'subscriptions', conn(), fixture('stripe', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('stripe', 'subscriptions').rows });
    const q = vendor.requests[0]!.query;
    expect([q.get('customer'), q.get('status'), q.get('expand[]')]).toEqual(['cus_NffrFeUfNV2Hib', 'all', null]);
    expect(res.ok && res.rows[0]!.amount).toBe('60.00');
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
    const conn: ConnectionContext = {
      connectionId: 'conn-cb',
      config: { site: 'acme-test' },
      secrets: { api_key: 'live_dvTQ7cdFcdHWAMY6PajtKcd8Vnh5cdtE0b' },
      baseUrlOverride: `${vendor.baseUrl}/api/v2`,
    };
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
    expect([list!.path, list!.query.get('customer_id'), list!.query.get('sort_by')]).toEqual(['/orders', '17774714', 'id-desc']);
  });

  it("drops an order naming another customer's email", async () => {
    const reply = structuredClone(fixture('recharge', 'orders').reply) as { orders: { customer: { email: string } }[] };
    reply.orders[1]!.customer = { ...reply.orders[1]!.customer, email: 'someone.else@example.com' };
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('recharge'), 'orders', conn(), fixture('recharge', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['1021']);
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
    expect(await readCapability(def('memberful'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toEqual({
      ok: true,
      rows: [],
      invalid: 0,
      dropped: 0,
      pages: 1,
    });
    vendor.answer(() => ({ body: { data: { memberByEmail: null }, errors: [{ message: 'Not authorized', path: ['memberByEmail'] }] } }));
    expect(await readCapability(def('memberful'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'bad_reply' },
    });
  });
});

describe('Lemon Squeezy connector (JSON:API filters, bearer key)', () => {
  const key = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiI5NCJ9.c2lnbmF0dXJl';
  const conn = (config: Record<string, string> = {}): ConnectionContext => ({
    connectionId: 'conn-ls',
    config,
    secrets: { api_key: key },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });
  const identity = { full_name: 'Maya Fischer', email: 'maya.fischer@example.com', postcode: '', mobile_number: '' };

  it('finds the customer with filter[email] and the JSON:API Accept header; the record passes the name check', async () => {
    vendor.answer(() => ({ body: fixture('lemon_squeezy', 'find_customer').reply }));
    const res = await readCapability(def('lemon_squeezy'), 'find_customer', conn(), { customer: { email: identity.email } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('lemon_squeezy', 'find_customer').rows });
    if (res.ok) {
      expect(matchCustomer(identity, res.rows)?.id).toBe('1084322');
      expect(matchCustomer({ ...identity, full_name: 'Mia Fischer-Lang' }, res.rows)).toBeNull();
    }
    const req = vendor.requests[0]!;
    expect([req.method, req.path, req.query.get('filter[email]')]).toEqual(['GET', '/v1/customers', 'maya.fischer@example.com']);
    expect(req.query.has('filter[store_id]')).toBe(false);
    expect(req.headers['authorization']).toBe(`Bearer ${key}`);
    expect(req.headers['accept']).toBe('application/vnd.api+json');
  });

  it('reads orders by filter[user_email] within one store, a yen order staying zero-decimal', async () => {
    vendor.answer(() => ({ body: fixture('lemon_squeezy', 'orders').reply }));
    const res = await readCapability(def('lemon_squeezy'), 'orders', conn({ store_id: '12345' }), fixture('lemon_squeezy', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('lemon_squeezy', 'orders').rows, dropped: 0, pages: 1 });
    const q = vendor.requests[0]!.query;
    expect([vendor.requests[0]!.path, q.get('filter[user_email]'), q.get('filter[store_id]'), q.get('page[number]'), q.get('page[size]')]).toEqual([
      '/v1/orders',
      'maya.fischer@example.com',
      '12345',
      '1',
      '50',
    ]);
  });

  it("drops a subscription bought with another customer's email", async () => {
    const reply = structuredClone(fixture('lemon_squeezy', 'subscriptions').reply) as { data: { attributes: { user_email: string } }[] };
    reply.data[1]!.attributes.user_email = 'someone.else@example.com';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('lemon_squeezy'), 'subscriptions', conn(), fixture('lemon_squeezy', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['501123', '502900']);
    expect(vendor.requests[0]!.path).toBe('/v1/subscriptions');
  });
});

describe('Paystack connector (customer fetched by email, lists by customer id)', () => {
  const key = 'sk_live_4f0e2b6c8a1d3f5e7a9c0b2d4f6e8a1c3b5d7f90';
  const conn = (): ConnectionContext => ({ connectionId: 'conn-paystack', config: {}, secrets: { secret_key: key }, baseUrlOverride: vendor.baseUrl });
  const identity = { full_name: 'Adaeze Okafor', email: 'adaeze.okafor@example.com', postcode: '', mobile_number: '' };

  it('fetches the customer by email in the path with the secret key; the record passes verification', async () => {
    vendor.answer(() => ({ body: fixture('paystack', 'find_customer').reply }));
    const res = await readCapability(def('paystack'), 'find_customer', conn(), { customer: { email: identity.email } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('paystack', 'find_customer').rows });
    if (res.ok) expect(matchCustomer(identity, res.rows)?.id).toBe('25833615');
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['GET', '/customer/adaeze.okafor%40example.com']);
    expect(req.headers['authorization']).toBe(`Bearer ${key}`);
  });

  it('reads an unknown email (404 "Customer not found") as no customer, but a refused key as a failure', async () => {
    vendor.answer(() => ({ status: 404, body: { status: false, message: 'Customer not found' } }));
    expect(await readCapability(def('paystack'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toEqual({
      ok: true,
      rows: [],
      invalid: 0,
      dropped: 0,
      pages: 1,
    });
    vendor.answer(() => ({ status: 401, body: { status: false, message: 'Invalid key' } }));
    expect(await readCapability(def('paystack'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'refused' },
    });
  });

  it('a customer Paystack holds without a name cannot be matched', async () => {
    const reply = structuredClone(fixture('paystack', 'find_customer').reply) as { data: Record<string, unknown> };
    reply.data['first_name'] = null;
    reply.data['last_name'] = null;
    vendor.answer(() => ({ body: reply }));
    expect(await readCapability(def('paystack'), 'find_customer', conn(), { customer: { email: identity.email } }, deps)).toMatchObject({
      ok: true,
      rows: [],
      invalid: 1,
    });
  });

  it('lists payment requests by customer id in kobo and cents, paging only while pages are full', async () => {
    vendor.answer(() => ({ body: fixture('paystack', 'invoices').reply }));
    const res = await readCapability(def('paystack'), 'invoices', conn(), fixture('paystack', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('paystack', 'invoices').rows, pages: 1, dropped: 0 });
    const q = vendor.requests[0]!.query;
    expect([vendor.requests[0]!.path, q.get('customer'), q.get('page'), q.get('perPage')]).toEqual(['/paymentrequest', '25833615', '1', '20']);
  });

  it('drops a subscription whose embedded customer is someone else', async () => {
    const reply = structuredClone(fixture('paystack', 'subscriptions').reply) as { data: { customer: { email: string } }[] };
    reply.data[0]!.customer = { ...reply.data[0]!.customer, email: 'chinedu@example.com' };
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('paystack'), 'subscriptions', conn(), fixture('paystack', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['SUB_2n8yq0wz1xkt7vd']);
    expect([vendor.requests[0]!.path, vendor.requests[0]!.query.get('customer'), vendor.requests[0]!.query.get('perPage')]).toEqual([
      '/subscription',
      '25833615',
      '50',
    ]);
  });
});
