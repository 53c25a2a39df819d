import { describe, expect, it } from 'vitest';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/runtime/read.js';
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

  it('lists the last 90 days of orders with the bearer token, pages by offset, and shows only the customer\'s', async () => {
    vendor.answer((r) =>
      r.query.get('offset') === '0'
        ? { body: { total: 201, limit: 200, offset: 0, orders: [orders[0], ...Array.from({ length: 199 }, () => otherBuyer)] } }
        : { body: { total: 201, limit: 200, offset: 200, orders: [orders[1]] } },
    );
    const res = await readCapability(def('ebay'), 'orders', oauth('conn-ebay', '/sell/fulfillment/v1'), fixture('ebay', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('ebay', 'orders').rows, pages: 2, dropped: 199 });
    const first = vendor.requests[0]!;
    expect(first.path).toBe('/sell/fulfillment/v1/order');
    expect(first.query.get('filter')).toBe('creationdate:[2025-12-01T00:00:00.000Z..]');
    expect(first.query.get('limit')).toBe('200');
    expect(first.headers['authorization']).toBe('Bearer v^1.1#i^1#tok-abc');
    expect(vendor.requests[1]!.query.get('offset')).toBe('200');
  });

  it('gives verification the buyer name and email of each order, the other buyer included', async () => {
    vendor.answer(() => ({ body: { total: 2, orders: [orders[0], otherBuyer] } }));
    const res = await readRecords(def('ebay'), 'orders', oauth('conn-ebay', '/sell/fulfillment/v1'), { customer: { email: 'f1a2b3c4d5e6f7a8@members.ebay.com' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['Priya Shah', 'f1a2b3c4d5e6f7a8@members.ebay.com'],
      ['Someone Else', '0a9b8c7d6e5f4a3b@members.ebay.com'],
    ]);
  });

  it('looks one order up by its id for the buyer on it only; an unknown id is no rows', async () => {
    vendor.answer(() => ({ body: fixture('ebay', 'order_status').reply }));
    const input = fixture('ebay', 'order_status').input;
    expect(await readCapability(def('ebay'), 'order_status', oauth('conn-ebay', '/sell/fulfillment/v1'), input, deps)).toMatchObject({ ok: true, rows: fixture('ebay', 'order_status').rows });
    expect(vendor.requests[0]!.path).toBe('/sell/fulfillment/v1/order/12-11111-11111');
    const other = await readCapability(def('ebay'), 'order_status', oauth('conn-ebay', '/sell/fulfillment/v1'), { ...input, verifiedEmail: 'someone@example.com' }, deps);
    expect(other).toMatchObject({ ok: true, rows: [], dropped: 1 });
    vendor.answer(() => ({ status: 404, body: { errors: [{ errorId: 32100, message: 'Invalid order ID: 99-99999-99999' }] } }));
    expect(await readCapability(def('ebay'), 'order_status', oauth('conn-ebay', '/sell/fulfillment/v1'), { ...input, order_number: '99-99999-99999' }, deps)).toMatchObject({ ok: true, rows: [] });
  });
});

describe('Amazon Selling Partner API connector (token in x-amz-access-token)', () => {
  const conn = () => oauth('conn-amazon', '', { region: 'eu', seller_central: 'sellercentral.amazon.co.uk', marketplace_id: 'A1F83G8C2ARO7P' });

  it('searches orders by the buyer email with the LWA token in x-amz-access-token and follows NextToken', async () => {
    const reply = fixture('amazon_sp_api', 'orders').reply as { payload: { Orders: unknown[] } };
    vendor.answer((r) =>
      r.query.get('NextToken')
        ? { body: { payload: { Orders: [reply.payload.Orders[1]] } } }
        : { body: { payload: { Orders: [reply.payload.Orders[0]], NextToken: 'MRgZW55IFNvdXJjZSBkYXRh' } } },
    );
    const res = await readCapability(def('amazon_sp_api'), 'orders', conn(), fixture('amazon_sp_api', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('amazon_sp_api', 'orders').rows, pages: 2 });
    const first = vendor.requests[0]!;
    expect(first.path).toBe('/orders/v0/orders');
    expect(first.query.get('MarketplaceIds')).toBe('A1F83G8C2ARO7P');
    expect(first.query.get('BuyerEmail')).toBe('x7k2m9p4q1r8s3t6@marketplace.amazon.co.uk');
    expect(first.query.get('CreatedAfter')).toBe('2025-03-01T00:00:00Z');
    expect(first.headers['x-amz-access-token']).toBe('v^1.1#i^1#tok-abc');
    expect(first.headers['authorization']).toBeUndefined();
    expect(vendor.requests[1]!.query.get('NextToken')).toBe('MRgZW55IFNvdXJjZSBkYXRh');
  });

  it('shows nothing when Amazon withholds BuyerInfo (no Restricted Data Token): no order names the customer', async () => {
    const reply = structuredClone(fixture('amazon_sp_api', 'orders').reply) as { payload: { Orders: Record<string, unknown>[] } };
    for (const o of reply.payload.Orders) delete o['BuyerInfo'];
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('amazon_sp_api'), 'orders', conn(), fixture('amazon_sp_api', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [], dropped: 2 });
  });
});

describe('Etsy connector (receipts by shop)', () => {
  it('reads one receipt by number for the buyer whose email it carries', async () => {
    vendor.answer(() => ({ body: fixture('etsy', 'order_status').reply }));
    const res = await readCapability(def('etsy'), 'order_status', oauth('conn-etsy', '/v3/application', { shop_id: '12345678' }), fixture('etsy', 'order_status').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('etsy', 'order_status').rows });
    expect(vendor.requests[0]!.path).toBe('/v3/application/shops/12345678/receipts/3214567890');
    expect(vendor.requests[0]!.headers['authorization']).toBe('Bearer v^1.1#i^1#tok-abc');
  });

  it('drops a receipt whose buyer_email Etsy withheld (null): it does not say whose it is', async () => {
    const reply = { ...(fixture('etsy', 'orders').reply as { results: Record<string, unknown>[] }) };
    reply.results = reply.results.map((r, i) => (i === 0 ? { ...r, buyer_email: null } : r));
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('etsy'), 'orders', oauth('conn-etsy', '/v3/application', { shop_id: '12345678' }), fixture('etsy', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['3201111222', '3199999000']);
  });
});
