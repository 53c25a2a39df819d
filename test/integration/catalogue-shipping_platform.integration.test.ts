import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { shippingPlatformConnectors } from '../../src/connectors/catalogue/shipping_platform/index.js';
import { trackingLookups, type ConnectorDefinition } from '../../src/connectors/define.js';
import { shippingPlatformFixtures } from '../../src/connectors/fixtures/by-category/shipping_platform.js';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Shipping-platform catalogue connectors end to end: definition -> request (path, query, auth) -> a
 * scripted vendor on 127.0.0.1 serving the documented fixture replies -> rows, owners and the safety
 * filter. Shiptheory (verification from shipments found by recipient email, bearer token, 404 pages)
 * and ShipStation (HTTP Basic, orders listed by name, tracking by tracking number or order number).
 */

useCatalogueHarness();
const catalogue = loadCatalogue(shippingPlatformConnectors);
const def = (key: string): ConnectorDefinition => catalogue.get(key)!;
const fixture = (key: string, capability: string) => shippingPlatformFixtures.find((f) => f.connector === key && f.capability === capability)!;

describe('Shiptheory connector (from_orders_email, shipments found by recipient email)', () => {
  const token = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJzdWIiOjc4fQ.XtvE5Jn5YtM0ZPqlU8BhgUaqohj3NpBOSzBsWdisXeg';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-shiptheory',
    config: {},
    secrets: { api_token: token },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });
  type Shipment = { delivery_address: { email: string } };

  it("lists shipments by the customer's email, newest first, with the permanent token as a bearer", async () => {
    vendor.answer(() => ({ body: fixture('shiptheory', 'orders').reply }));
    const res = await readCapability(def('shiptheory'), 'orders', conn(), fixture('shiptheory', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('shiptheory', 'orders').rows, dropped: 0, pages: 1 });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/v1/shipments/list');
    expect(Object.fromEntries(req.query)).toEqual({
      'DeliveryAddress.email': 'peter.pan@example.com',
      sort: 'created',
      direction: 'desc',
      page: '1',
      limit: '100',
    });
    expect(req.headers['authorization']).toBe(`Bearer ${token}`);
    expect(req.headers['accept']).toBe('application/json');
  });

  it('gives verification the recipient name and email of each shipment', async () => {
    vendor.answer(() => ({ body: fixture('shiptheory', 'orders').reply }));
    const res = await readRecords(def('shiptheory'), 'orders', conn(), { customer: { email: 'peter.pan@example.com', full_name: 'Peter Pan' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['Peter Pan', 'peter.pan@example.com'],
      ['Peter Pan', 'peter.pan@example.com'],
    ]);
  });

  it("never shows a shipment sent to another customer's email, whatever Shiptheory returned", async () => {
    const reply = structuredClone(fixture('shiptheory', 'orders').reply) as { shipments: Shipment[] };
    reply.shipments[1]!.delivery_address.email = 'wendy.darling@example.com';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('shiptheory'), 'orders', conn(), fixture('shiptheory', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['ST0000069']);
  });

  it('reads Shiptheory\'s 404 for a page without results as "no shipments", not a failure', async () => {
    vendor.answer(() => ({ status: 404, body: { success: false, message: 'Not Found' } }));
    const res = await readCapability(def('shiptheory'), 'orders', conn(), fixture('shiptheory', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
  });

  it('looks an order reference up for the customer it was sent to only', async () => {
    vendor.answer(() => ({ body: fixture('shiptheory', 'order_status').reply }));
    const input = fixture('shiptheory', 'order_status').input;
    expect(await readCapability(def('shiptheory'), 'order_status', conn(), input, deps)).toMatchObject({
      ok: true,
      rows: fixture('shiptheory', 'order_status').rows,
    });
    expect(vendor.requests[0]!.query.get('channel_reference_id')).toBe('ST0000069');
    const other = await readCapability(def('shiptheory'), 'order_status', conn(), { ...input, verifiedEmail: 'hook@example.com' }, deps);
    expect(other).toMatchObject({ ok: true, rows: [], dropped: 1 });
  });
});

describe('ShipStation connector (HTTP Basic, orders by name, tracking by number)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-shipstation',
    config: {},
    secrets: { api_key: '8a4c1f0e9b2d47c6a3e5f7b9d1c2e4a6', api_secret: '3f6b9e2c7a1d4058b6c9e3f2a7d1b4c8' },
    baseUrlOverride: vendor.baseUrl,
  });

  it("lists orders by the customer's name with the key and secret as HTTP Basic", async () => {
    vendor.answer(() => ({ body: fixture('shipstation', 'orders').reply }));
    const res = await readCapability(def('shipstation'), 'orders', conn(), fixture('shipstation', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('shipstation', 'orders').rows, dropped: 0 });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/orders');
    expect(Object.fromEntries(req.query)).toEqual({ customerName: 'Jane Smith', sortBy: 'OrderDate', sortDir: 'DESC', page: '1', pageSize: '100' });
    const basic = Buffer.from('8a4c1f0e9b2d47c6a3e5f7b9d1c2e4a6:3f6b9e2c7a1d4058b6c9e3f2a7d1b4c8').toString('base64');
    expect(req.headers['authorization']).toBe(`Basic ${basic}`);
  });

  it("shows only orders whose customer email is exactly the verified one (a namesake's order is dropped)", async () => {
    const reply = structuredClone(fixture('shipstation', 'orders').reply) as { orders: { customerEmail: string }[] };
    reply.orders[0]!.customerEmail = 'jane.smith.other@example.com';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('shipstation'), 'orders', conn(), fixture('shipstation', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['WEB-10317']);
  });

  it('answers tracking by tracking number without verification, only for the parcel with exactly that number', async () => {
    expect(trackingLookups(def('shipstation'))).toEqual({ byTrackingNumber: true, byOrderNumber: true });
    vendor.answer(() => ({ body: fixture('shipstation', 'order_status').reply }));
    const res = await readCapability(def('shipstation'), 'order_status', conn(), { tracking_number: 'TT123456799GB' }, deps);
    expect(res).toMatchObject({ ok: true, rows: [{ order_number: 'WEB-10482', status: 'dispatched', tracking: 'TT123456799GB', courier: 'royal_mail' }] });
    expect(Object.fromEntries(vendor.requests[0]!.query)).toEqual({ trackingNumber: 'TT123456799GB', includeShipmentItems: 'false' });
  });

  it('looks an order number up for the verified customer only', async () => {
    vendor.answer(() => ({ body: fixture('shipstation', 'order_status').reply }));
    const input = fixture('shipstation', 'order_status').input;
    expect(await readCapability(def('shipstation'), 'order_status', conn(), input, deps)).toMatchObject({
      ok: true,
      rows: fixture('shipstation', 'order_status').rows,
    });
    expect(Object.fromEntries(vendor.requests[0]!.query)).toEqual({ orderNumber: 'WEB-10482', includeShipmentItems: 'false' });
    const other = await readCapability(def('shipstation'), 'order_status', conn(), { ...input, verifiedEmail: 'someone@example.com' }, deps);
    expect(other).toMatchObject({ ok: true, rows: [], dropped: 2 });
  });

  it('records refused credentials with the spec sentence', async () => {
    vendor.answer(() => ({ status: 401, raw: '401 Unauthorized' }));
    const res = await readCapability(def('shipstation'), 'orders', conn(), fixture('shipstation', 'orders').input, deps);
    expect(res).toEqual({ ok: false, failure: { kind: 'refused', status: 401, message: 'the vendor refused the credentials (401)' } });
  });
});

describe('Sendcloud connector (from_orders_email over the parcels list, day-first dates)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-sendcloud',
    config: {},
    secrets: { public_key: '4e3d2c1b0a9f48e7b6c5d4e3f2a1b0c9', secret_key: '9c8b7a6f5e4d43c2b1a0f9e8d7c6b5a4' },
    baseUrlOverride: `${vendor.baseUrl}/api/v2`,
  });
  type Parcels = { next: string | null; parcels: { email: string }[] };

  it("lists parcels updated in the last 90 days with Basic auth, follows next, and shows only the verified email's parcels", async () => {
    const reply = structuredClone(fixture('sendcloud', 'orders').reply) as Parcels;
    const other = { ...reply.parcels[0]!, email: 'neighbour@example.nl', order_number: 'NL-99999' };
    vendor.answer((r) =>
      r.query.get('cursor') === 'cD0y'
        ? { body: { next: null, previous: null, parcels: reply.parcels.slice(1) } }
        : {
            body: {
              next: `${vendor.baseUrl}/api/v2/parcels?cursor=cD0y&updated_after=2025-12-01T00%3A00%3A00Z`,
              previous: null,
              parcels: [reply.parcels[0], other],
            },
          },
    );
    const res = await readCapability(def('sendcloud'), 'orders', conn(), fixture('sendcloud', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('sendcloud', 'orders').rows, dropped: 1, pages: 2 });
    const first = vendor.requests[0]!;
    expect([first.method, first.path, first.query.get('updated_after')]).toEqual(['GET', '/api/v2/parcels', '2025-12-01T00:00:00Z']);
    expect(first.headers['authorization']).toBe(`Basic ${Buffer.from('4e3d2c1b0a9f48e7b6c5d4e3f2a1b0c9:9c8b7a6f5e4d43c2b1a0f9e8d7c6b5a4').toString('base64')}`);
    expect(vendor.requests[1]!.query.get('cursor')).toBe('cD0y');
  });

  it('gives verification the owners of the parcels (email and recipient name) from day-first records', async () => {
    vendor.answer(() => ({ body: fixture('sendcloud', 'orders').reply }));
    const res = await readRecords(def('sendcloud'), 'orders', conn(), { customer: { email: 'sanne.devries@example.nl' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerEmail, r.ownerName, r.row.placed])).toEqual([
      ['sanne.devries@example.nl', 'Sanne de Vries', '2026-02-03'],
      ['sanne.devries@example.nl', 'Sanne de Vries', '2026-01-28'],
      ['sanne.devries@example.nl', 'Sanne de Vries', '2025-12-12'],
    ]);
  });
});
