import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Ecommerce catalogue connectors end to end: definition -> request (path, query, auth, body) -> a
 * scripted vendor on 127.0.0.1 serving the documented fixture replies -> rows and safety filter.
 * WooCommerce (Basic auth, Link-header pages, single-order lookup), Shopware 6 (client_credentials
 * token exchange, read-only POST searches) and Gumroad (no customer search: verification from the
 * buyer's own sales, page_key cursor).
 */

useCatalogueHarness();

describe('WooCommerce connector (search_email, Basic auth with a read-only key)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-woo',
    config: { store_domain: 'shop.example.co.uk' },
    secrets: { consumer_key: 'ck_0123456789abcdef0123456789abcdef01234567', consumer_secret: 'cs_0123456789abcdef0123456789abcdef01234567' },
    baseUrlOverride: `${vendor.baseUrl}/wp-json/wc/v3`,
  });

  it('searches customers by email with the consumer key and secret as HTTP Basic', async () => {
    vendor.answer(() => ({ body: fixture('woocommerce', 'find_customer').reply }));
    const res = await readCapability(def('woocommerce'), 'find_customer', conn(), fixture('woocommerce', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('woocommerce', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/wp-json/wc/v3/customers');
    expect(req.query.get('email')).toBe('john.doe@example.com');
    expect(req.query.get('role')).toBe('all');
    const basic = Buffer.from('ck_0123456789abcdef0123456789abcdef01234567:cs_0123456789abcdef0123456789abcdef01234567').toString('base64');
    expect(req.headers['authorization']).toBe(`Basic ${basic}`);
  });

  it("reads the verified customer's orders across Link-header pages, following a next link on the same origin only", async () => {
    const orders = fixture('woocommerce', 'orders').reply as unknown[];
    vendor.answer((r) =>
      r.query.get('page') === '2'
        ? { body: orders.slice(2), headers: { link: '<https://evil.example/wp-json/wc/v3/orders?customer=25&page=3>; rel="next"' } }
        : { body: orders.slice(0, 2), headers: { link: `<${vendor.baseUrl}/wp-json/wc/v3/orders?customer=25&per_page=50&page=2>; rel="next"` } },
    );
    const res = await readCapability(def('woocommerce'), 'orders', conn(), fixture('woocommerce', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('woocommerce', 'orders').rows, pages: 2, dropped: 0 });
    expect(vendor.requests[0]!.query.get('customer')).toBe('25');
    expect(vendor.requests[1]!.query.get('page')).toBe('2');
    expect(vendor.requests).toHaveLength(2);
  });

  it('drops an order whose billing email names another customer, whatever the store returned', async () => {
    const reply = structuredClone(fixture('woocommerce', 'orders').reply) as { number: string; billing: { email: string } }[];
    reply[0]!.billing = { ...reply[0]!.billing, email: 'someone.else@example.com' };
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('woocommerce'), 'orders', conn(), fixture('woocommerce', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['731', '740']);
  });

  it('looks one order up by its number, for the customer whose billing email it carries only', async () => {
    vendor.answer(() => ({ body: fixture('woocommerce', 'order_status').reply }));
    const res = await readCapability(def('woocommerce'), 'order_status', conn(), fixture('woocommerce', 'order_status').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('woocommerce', 'order_status').rows });
    expect(vendor.requests[0]!.path).toBe('/wp-json/wc/v3/orders/727');
    const other = await readCapability(
      def('woocommerce'),
      'order_status',
      conn(),
      { ...fixture('woocommerce', 'order_status').input, verifiedEmail: 'mallory@example.com' },
      deps,
    );
    expect(other).toMatchObject({ ok: true, rows: [], dropped: 1 });
  });

  it('answers an unknown order number (404) with no rows, not a failure', async () => {
    vendor.answer(() => ({ status: 404, body: { code: 'woocommerce_rest_shop_order_invalid_id', message: 'Invalid ID.', data: { status: 404 } } }));
    const res = await readCapability(
      def('woocommerce'),
      'order_status',
      conn(),
      { ...fixture('woocommerce', 'order_status').input, order_number: '99999' },
      deps,
    );
    expect(res).toMatchObject({ ok: true, rows: [] });
  });

  it('reads WooCommerce Subscriptions for the customer', async () => {
    vendor.answer(() => ({ body: fixture('woocommerce', 'subscriptions').reply }));
    const res = await readCapability(def('woocommerce'), 'subscriptions', conn(), fixture('woocommerce', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('woocommerce', 'subscriptions').rows });
    expect(vendor.requests[0]!.path).toBe('/wp-json/wc/v3/subscriptions');
    expect(vendor.requests[0]!.query.get('customer')).toBe('25');
  });
});

describe('Shopware 6 connector (client_credentials, read-only POST searches)', () => {
  const conn = (id: string): ConnectionContext => ({
    connectionId: id,
    config: { store_domain: 'shop.example.co.uk' },
    secrets: { access_key_id: 'SWIAVKZ1RLDGOFHGMZLQT2VPDQ', secret_access_key: 'cWVXaDZ2b1pBRkl5SGpjeXV3b2ZQcWNvaVh0M0x6' },
    baseUrlOverride: `${vendor.baseUrl}/api`,
  });
  const shopware = (replies: Record<string, unknown>) =>
    vendor.answer((r) => {
      if (r.path === '/api/oauth/token') return { body: { token_type: 'Bearer', expires_in: 600, access_token: 'sw-token-1' } };
      return { body: replies[r.path] ?? { errors: [{ status: '404' }] }, status: replies[r.path] ? 200 : 404 };
    });

  it('exchanges the integration key for a token, then POSTs a customer search filtered by email', async () => {
    shopware({ '/api/search/customer': fixture('shopware', 'find_customer').reply });
    const res = await readCapability(def('shopware'), 'find_customer', conn('conn-sw-1'), fixture('shopware', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('shopware', 'find_customer').rows });
    const [token, search] = vendor.requests;
    expect(token!.method).toBe('POST');
    const form = new URLSearchParams(token!.body);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('client_id')).toBe('SWIAVKZ1RLDGOFHGMZLQT2VPDQ');
    expect(form.get('client_secret')).toBe('cWVXaDZ2b1pBRkl5SGpjeXV3b2ZQcWNvaVh0M0x6');
    expect(search!.method).toBe('POST');
    expect(search!.headers['authorization']).toBe('Bearer sw-token-1');
    expect(JSON.parse(search!.body)).toMatchObject({ filter: [{ type: 'equals', field: 'email', value: 'max.mustermann@example.com' }] });
    expect(search!.body).not.toContain('cWVXaDZ2b1pBRkl5SGpjeXV3b2ZQcWNvaVh0M0x6');
  });

  it('reuses the cached token for the orders search and asks for the state associations', async () => {
    shopware({ '/api/search/order': fixture('shopware', 'orders').reply });
    const res = await readCapability(def('shopware'), 'orders', conn('conn-sw-1'), fixture('shopware', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('shopware', 'orders').rows, dropped: 0 });
    expect(vendor.requests.map((r) => r.path)).toEqual(['/api/search/order']);
    const body = JSON.parse(vendor.requests[0]!.body) as { filter: unknown; associations: Record<string, unknown> };
    expect(body.filter).toEqual([{ type: 'equals', field: 'orderCustomer.email', value: 'max.mustermann@example.com' }]);
    expect(Object.keys(body.associations).sort()).toEqual(['currency', 'deliveries', 'stateMachineState', 'transactions']);
  });

  it('looks an order up by number and shows it only to the customer on the order', async () => {
    shopware({ '/api/search/order': fixture('shopware', 'order_status').reply });
    const input = fixture('shopware', 'order_status').input;
    expect(await readCapability(def('shopware'), 'order_status', conn('conn-sw-1'), input, deps)).toMatchObject({
      ok: true,
      rows: fixture('shopware', 'order_status').rows,
    });
    const other = await readCapability(def('shopware'), 'order_status', conn('conn-sw-1'), { ...input, verifiedEmail: 'erika@example.com' }, deps);
    expect(other).toMatchObject({ ok: true, rows: [], dropped: 1 });
  });
});

describe('Gumroad connector (from_orders_email, view_sales OAuth scope)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-gumroad',
    config: {},
    secrets: { access_token: 'gr-oauth-token' },
    baseUrlOverride: `${vendor.baseUrl}/v2`,
  });
  type Sale = { email: string; full_name: string };

  it("reads the buyer's sales by email across page_key pages, with the OAuth token", async () => {
    const sales = (fixture('gumroad', 'orders').reply as { sales: Sale[] }).sales;
    vendor.answer((r) =>
      r.query.get('page_key')
        ? { body: { success: true, next_page_key: null, sales: sales.slice(1) } }
        : { body: { success: true, next_page_key: '20240214-abc', sales: sales.slice(0, 1) } },
    );
    const res = await readCapability(def('gumroad'), 'orders', conn(), fixture('gumroad', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('gumroad', 'orders').rows, pages: 2, dropped: 0 });
    expect(vendor.requests[0]!.path).toBe('/v2/sales');
    expect(vendor.requests[0]!.query.get('email')).toBe('jamie.fox@example.com');
    expect(vendor.requests[0]!.headers['authorization']).toBe('Bearer gr-oauth-token');
    expect(vendor.requests[1]!.query.get('page_key')).toBe('20240214-abc');
  });

  it('never shows a sale naming another buyer, even if Gumroad returned it', async () => {
    const reply = structuredClone(fixture('gumroad', 'orders').reply) as { sales: Sale[] };
    reply.sales[1] = { ...reply.sales[1]!, email: 'other.buyer@example.com' };
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('gumroad'), 'orders', conn(), fixture('gumroad', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['524459935', '508776120']);
  });
});

describe('BigCommerce connector: order list (Orders v2, RFC 2822 dates, 204 for no orders)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-bigcommerce',
    config: { store_hash: 'abc123def4' },
    secrets: { access_token: 'k2n4b6v8c0x2z4l6k8j0h2g4f6d8s0a' },
    baseUrlOverride: `${vendor.baseUrl}/stores/abc123def4`,
  });

  it("lists the customer's orders by customer id, newest first, with RFC 2822 dates read as calendar dates", async () => {
    vendor.answer(() => ({ body: fixture('bigcommerce', 'orders').reply }));
    const res = await readCapability(def('bigcommerce'), 'orders', conn(), fixture('bigcommerce', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('bigcommerce', 'orders').rows, dropped: 0, pages: 1 });
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['GET', '/stores/abc123def4/v2/orders']);
    expect(Object.fromEntries(req.query)).toEqual({ customer_id: '11', sort: 'date_created:desc', page: '1', limit: '50' });
    expect(req.headers['x-auth-token']).toBe('k2n4b6v8c0x2z4l6k8j0h2g4f6d8s0a');
  });

  it('reads 204 No Content (or an empty 2xx body) as no orders, and drops an order billed to another email', async () => {
    vendor.answer(() => ({ status: 204 }));
    expect(await readCapability(def('bigcommerce'), 'orders', conn(), fixture('bigcommerce', 'orders').input, deps)).toEqual({
      ok: true,
      rows: [],
      invalid: 0,
      dropped: 0,
      pages: 1,
    });
    const reply = structuredClone(fixture('bigcommerce', 'orders').reply) as { billing_address: { email: string } }[];
    reply[1]!.billing_address = { ...reply[1]!.billing_address, email: 'someone.else@example.com' };
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('bigcommerce'), 'orders', conn(), fixture('bigcommerce', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['108012', '108000']);
    vendor.answer(() => ({ status: 200, raw: '' }));
    expect(await readCapability(def('bigcommerce'), 'orders', conn(), fixture('bigcommerce', 'orders').input, deps)).toMatchObject({ ok: true, rows: [] });
  });
});
