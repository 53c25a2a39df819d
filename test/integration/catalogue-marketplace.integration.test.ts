import { describe, expect, it } from 'vitest';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { ownRecordsMatch } from '../../src/verification/verifiers/connector/matching.js';
import { miraklOrder } from '../../src/connectors/fixtures/mirakl/orders.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Marketplace catalogue connectors end to end (from_orders_email: no buyer search, verification from
 * the customer's own orders): eBay pages through the seller's orders and keeps only the customer's,
 * Amazon sends its token in x-amz-access-token, Etsy looks one receipt up by number.
 */

useCatalogueHarness();

const oauth = (id: string, base: string, config: Record<string, string> = {}): ConnectionContext => ({
  connectionId: id,
  config,
  secrets: { access_token: 'v^1.1#i^1#tok-abc' },
  baseUrlOverride: `${vendor.baseUrl}${base}`,
});

describe('eBay connector (from_orders_email, read-only OAuth scope)', () => {
  type EbayOrder = { orderId: string; buyer: { buyerRegistrationAddress: { email: string; fullName: string } } };
  const orders = (fixture('ebay', 'orders').reply as { orders: EbayOrder[] }).orders;
  const otherBuyer: EbayOrder = {
    ...structuredClone(orders[0]!),
    orderId: '12-33333-33333',
    buyer: { buyerRegistrationAddress: { email: '0a9b8c7d6e5f4a3b@members.ebay.com', fullName: 'Someone Else' } },
  };

  it("lists the orders eBay gives with no filter (its last 90 days) with the bearer token, pages by offset, and shows only the customer's", async () => {
    vendor.answer((r) =>
      r.query.get('offset') === '0'
        ? { body: { total: 201, limit: 200, offset: 0, orders: [orders[0], ...Array.from({ length: 199 }, () => otherBuyer)] } }
        : { body: { total: 201, limit: 200, offset: 200, orders: [orders[1]] } },
    );
    const res = await readCapability(def('ebay'), 'orders', oauth('conn-ebay', '/sell/fulfillment/v1'), fixture('ebay', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('ebay', 'orders').rows, pages: 2, dropped: 199 });
    const first = vendor.requests[0]!;
    expect(first.path).toBe('/sell/fulfillment/v1/order');
    expect(first.query.has('filter')).toBe(false);
    expect(first.query.get('limit')).toBe('200');
    expect(first.headers['authorization']).toBe('Bearer v^1.1#i^1#tok-abc');
    expect(vendor.requests[1]!.query.get('offset')).toBe('200');
  });

  it('gives verification the buyer name and email of each order, the other buyer included', async () => {
    vendor.answer(() => ({ body: { total: 2, orders: [orders[0], otherBuyer] } }));
    const res = await readRecords(
      def('ebay'),
      'orders',
      oauth('conn-ebay', '/sell/fulfillment/v1'),
      { customer: { email: 'f1a2b3c4d5e6f7a8@members.ebay.com' } },
      deps,
    );
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['Priya Shah', 'f1a2b3c4d5e6f7a8@members.ebay.com'],
      ['Someone Else', '0a9b8c7d6e5f4a3b@members.ebay.com'],
    ]);
  });

  it('looks one order up by its id for the buyer on it only; an unknown id is no rows', async () => {
    vendor.answer(() => ({ body: fixture('ebay', 'order_status').reply }));
    const input = fixture('ebay', 'order_status').input;
    expect(await readCapability(def('ebay'), 'order_status', oauth('conn-ebay', '/sell/fulfillment/v1'), input, deps)).toMatchObject({
      ok: true,
      rows: fixture('ebay', 'order_status').rows,
    });
    expect(vendor.requests[0]!.path).toBe('/sell/fulfillment/v1/order/12-11111-11111');
    const other = await readCapability(
      def('ebay'),
      'order_status',
      oauth('conn-ebay', '/sell/fulfillment/v1'),
      { ...input, verifiedEmail: 'someone@example.com' },
      deps,
    );
    expect(other).toMatchObject({ ok: true, rows: [], dropped: 1 });
    vendor.answer(() => ({ status: 404, body: { errors: [{ errorId: 32100, message: 'Invalid order ID: 99-99999-99999' }] } }));
    expect(
      await readCapability(def('ebay'), 'order_status', oauth('conn-ebay', '/sell/fulfillment/v1'), { ...input, order_number: '99-99999-99999' }, deps),
    ).toMatchObject({ ok: true, rows: [] });
  });
});

describe('Amazon Selling Partner API connector (token in x-amz-access-token)', () => {
  const conn = () => oauth('conn-amazon', '', { region: 'eu', seller_central: 'sellercentral.amazon.co.uk', marketplace_id: 'A1F83G8C2ARO7P' });

  it("reads the seller's recent orders (Orders API 2026-01-01, no buyer filter) with the buyer dataset and the LWA token in x-amz-access-token, following nextToken", async () => {
    const reply = fixture('amazon_sp_api', 'orders').reply as { orders: unknown[] };
    const other = {
      orderId: '202-9999999-9999999',
      createdTime: '2026-02-01T10:00:00Z',
      buyer: { buyerName: 'Mallory Jones', buyerEmail: 'm4llory@marketplace.amazon.co.uk' },
      fulfillment: { fulfillmentStatus: 'SHIPPED' },
    };
    vendor.answer((r) =>
      r.query.get('paginationToken')
        ? { body: { orders: [reply.orders[1]] } }
        : { body: { orders: [reply.orders[0], other], pagination: { nextToken: 'MRgZW55IFNvdXJjZSBkYXRh' } } },
    );
    const res = await readCapability(def('amazon_sp_api'), 'orders', conn(), fixture('amazon_sp_api', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('amazon_sp_api', 'orders').rows, pages: 2, dropped: 1 });
    const first = vendor.requests[0]!;
    expect(first.path).toBe('/orders/2026-01-01/orders');
    expect(first.query.get('marketplaceIds')).toBe('A1F83G8C2ARO7P');
    expect(first.query.get('includedData')).toBe('BUYER,FULFILLMENT,PROCEEDS');
    expect(first.query.get('createdAfter')).toBe('2025-09-02T00:00:00Z');
    expect(first.query.has('BuyerEmail')).toBe(false);
    expect(first.headers['x-amz-access-token']).toBe('v^1.1#i^1#tok-abc');
    expect(first.headers['authorization']).toBeUndefined();
    expect(vendor.requests[1]!.query.get('paginationToken')).toBe('MRgZW55IFNvdXJjZSBkYXRh');
  });

  it('shows nothing when Amazon withholds the buyer dataset (no Restricted Data Token): no order names the customer', async () => {
    const reply = structuredClone(fixture('amazon_sp_api', 'orders').reply) as { orders: Record<string, unknown>[] };
    for (const o of reply.orders) delete o['buyer'];
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('amazon_sp_api'), 'orders', conn(), fixture('amazon_sp_api', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [], dropped: 2 });
  });
});

describe('Etsy connector (receipts by shop)', () => {
  it('reads one receipt by number for the buyer whose email it carries', async () => {
    vendor.answer(() => ({ body: fixture('etsy', 'order_status').reply }));
    const res = await readCapability(
      def('etsy'),
      'order_status',
      oauth('conn-etsy', '/v3/application', { shop_id: '12345678' }),
      fixture('etsy', 'order_status').input,
      deps,
    );
    expect(res).toMatchObject({ ok: true, rows: fixture('etsy', 'order_status').rows });
    expect(vendor.requests[0]!.path).toBe('/v3/application/shops/12345678/receipts/3214567890');
    expect(vendor.requests[0]!.headers['authorization']).toBe('Bearer v^1.1#i^1#tok-abc');
  });

  it('drops a receipt whose buyer_email Etsy withheld (null): it does not say whose it is', async () => {
    const reply = { ...(fixture('etsy', 'orders').reply as { results: Record<string, unknown>[] }) };
    reply.results = reply.results.map((r, i) => (i === 0 ? { ...r, buyer_email: null } : r));
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(
      def('etsy'),
      'orders',
      oauth('conn-etsy', '/v3/application', { shop_id: '12345678' }),
      fixture('etsy', 'orders').input,
      deps,
    );
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['3201111222', '3199999000']);
  });
});

describe('Tindie connector (ApiKey header, orders scanned by offset)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-tindie',
    config: { username: 'acme_labs' },
    secrets: { api_key: '123456bcfafb2deb7506b89eb3b9b715b09905c8' },
    baseUrlOverride: `${vendor.baseUrl}/api/v1`,
  });
  type TindieOrder = { number: number; email: string; shipping_name: string };
  const mine = (fixture('tindie', 'orders').reply as { orders: TindieOrder[] }).orders;
  const other = (n: number): TindieOrder => ({ ...structuredClone(mine[0]!), number: 400000 + n, email: 'r.singh@example.org', shipping_name: 'Ravi Singh' });
  const identity = { full_name: 'Hannah Cole', email: 'Hannah.Cole@example.co.uk', postcode: '', mobile_number: '' };

  it("verifies from the buyer's own orders: name and email on an order, never another buyer's", async () => {
    vendor.answer(() => ({ body: { meta: { limit: 50, next: null, offset: 0, previous: null, total_count: 2 }, orders: [other(1), mine[0]] } }));
    const res = await readRecords(def('tindie'), 'orders', conn(), { customer: { email: identity.email, full_name: identity.full_name } }, deps);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const owners = res.rows.map((r) => ({ ownerEmail: r.ownerEmail, ownerName: r.ownerName }));
    expect(owners).toEqual([
      { ownerEmail: 'r.singh@example.org', ownerName: 'Ravi Singh' },
      { ownerEmail: 'hannah.cole@example.co.uk', ownerName: 'Hannah Cole' },
    ]);
    expect(ownRecordsMatch(identity, owners)).toBe(true);
    expect(ownRecordsMatch({ ...identity, full_name: 'Ravi Cole' }, owners)).toBe(false);
    expect(ownRecordsMatch({ ...identity, email: 'someone.else@example.co.uk' }, owners)).toBe(false);
    const req = vendor.requests[0]!;
    expect([req.method, req.path, req.query.get('format'), req.query.get('offset'), req.query.get('limit')]).toEqual([
      'GET',
      '/api/v1/order/',
      'json',
      '0',
      '50',
    ]);
    expect(req.headers['authorization']).toBe('ApiKey acme_labs:123456bcfafb2deb7506b89eb3b9b715b09905c8');
  });

  it("reads a full page, then the next by offset, and shows only the customer's orders", async () => {
    vendor.answer((r) =>
      r.query.get('offset') === '0'
        ? {
            body: {
              meta: { limit: 50, next: '/api/v1/order/?limit=50&offset=50', offset: 0, previous: null, total_count: 53 },
              orders: [mine[0], ...Array.from({ length: 48 }, (_, i) => other(i)), mine[1]],
            },
          }
        : {
            body: {
              meta: { limit: 50, next: null, offset: 50, previous: '/api/v1/order/?limit=50&offset=0', total_count: 53 },
              orders: [other(99), mine[2], other(98)],
            },
          },
    );
    const res = await readCapability(def('tindie'), 'orders', conn(), fixture('tindie', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('tindie', 'orders').rows, pages: 2, dropped: 50 });
    expect(vendor.requests.map((r) => r.query.get('offset'))).toEqual(['0', '50']);
  });

  it('stops after two pages (Tindie allows 150 calls an hour)', async () => {
    vendor.answer(() => ({ body: { meta: { limit: 50, total_count: 500 }, orders: Array.from({ length: 50 }, (_, i) => other(i)) } }));
    const res = await readCapability(def('tindie'), 'orders', conn(), fixture('tindie', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [], pages: 2, dropped: 100 });
    expect(vendor.requests).toHaveLength(2);
  });

  it('a refused key is a failure, never "no orders"', async () => {
    vendor.answer(() => ({ status: 401, body: '' }));
    expect(await readCapability(def('tindie'), 'orders', conn(), fixture('tindie', 'orders').input, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'refused' },
    });
  });
});

describe('Mirakl seller API connector (raw shop key in Authorization, OR11)', () => {
  const key = '3f1c9a2e-7b4d-4e8a-9c61-2d5f0b7a8e93';
  const conn = (config: Record<string, string> = { host: 'acme-prod.mirakl.net' }): ConnectionContext => ({
    connectionId: 'conn-mirakl',
    config,
    secrets: { api_key: key },
    baseUrlOverride: `${vendor.baseUrl}/api`,
  });
  const relay = 'rb2gvl5qj0o.ftl308b4c@notification.mirakl.net';

  it('lists the last 180 days newest first with the key as the whole Authorization header; verification sees name and relay email', async () => {
    const reply = fixture('mirakl', 'orders').reply as { orders: unknown[] };
    const someoneElse = miraklOrder({
      order_id: '8590000001-A',
      created_date: '2026-02-20T10:00:00Z',
      order_state: 'SHIPPING',
      total_price: 15,
      email: 'zz9q8w7e6r5.ftl308b4c@notification.mirakl.net',
      firstname: 'Paul',
      lastname: 'MARTIN',
    });
    vendor.answer(() => ({ body: { orders: [someoneElse, ...reply.orders], total_count: 4 } }));
    const records = await readRecords(def('mirakl'), 'orders', conn(), { customer: { email: relay, full_name: 'Claire Dubois' } }, deps);
    expect(records.ok).toBe(true);
    if (!records.ok) return;
    const owners = records.rows.map((r) => ({ ownerEmail: r.ownerEmail, ownerName: r.ownerName }));
    expect(owners[0]).toEqual({ ownerEmail: 'zz9q8w7e6r5.ftl308b4c@notification.mirakl.net', ownerName: 'Paul MARTIN' });
    expect(ownRecordsMatch({ full_name: 'Claire Dubois', email: relay, postcode: '', mobile_number: '' }, owners)).toBe(true);
    const req = vendor.requests[0]!;
    expect([req.path, req.query.get('start_date'), req.query.get('sort'), req.query.get('order'), req.query.get('offset'), req.query.get('max')]).toEqual([
      '/api/orders',
      '2025-09-02T00:00:00Z',
      null,
      'desc',
      '0',
      '100',
    ]);
    expect(req.query.has('shop_id')).toBe(false);
    expect(req.headers['authorization']).toBe(key);

    vendor.requests.length = 0;
    const res = await readCapability(def('mirakl'), 'orders', conn(), fixture('mirakl', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('mirakl', 'orders').rows, dropped: 1, pages: 1 });
  });

  it('drops an order whose customer details the marketplace has not released yet (no notification email)', async () => {
    const hidden = {
      ...miraklOrder({
        order_id: '8599999999-A',
        created_date: '2026-02-28T08:00:00Z',
        order_state: 'WAITING_ACCEPTANCE',
        total_price: 30,
        firstname: null,
        lastname: null,
      }),
      customer_notification_email: null,
    };
    vendor.answer(() => ({ body: { orders: [hidden], total_count: 1 } }));
    expect(await readCapability(def('mirakl'), 'orders', conn(), fixture('mirakl', 'orders').input, deps)).toMatchObject({ ok: true, rows: [], dropped: 1 });
  });

  it('looks one order up with order_ids for the customer on it only, passing the shop ID when given', async () => {
    vendor.answer(() => ({ body: fixture('mirakl', 'order_status').reply }));
    const input = fixture('mirakl', 'order_status').input;
    const res = await readCapability(def('mirakl'), 'order_status', conn({ host: 'acme-prod.mirakl.net', shop_id: '2010' }), input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('mirakl', 'order_status').rows });
    const req = vendor.requests[0]!;
    expect([req.path, req.query.get('order_ids'), req.query.get('shop_id')]).toEqual(['/api/orders', '8580226802-A', '2010']);
    const other = await readCapability(def('mirakl'), 'order_status', conn(), { ...input, verifiedEmail: 'claire@example.fr' }, deps);
    expect(other).toMatchObject({ ok: true, rows: [], dropped: 1 });
    vendor.answer(() => ({ body: { orders: [], total_count: 0 } }));
    expect(await readCapability(def('mirakl'), 'order_status', conn(), { ...input, order_number: '0000000000-A' }, deps)).toMatchObject({ ok: true, rows: [] });
  });
});
