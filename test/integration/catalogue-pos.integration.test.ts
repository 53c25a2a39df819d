import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * POS connectors end to end: definition -> the call Square / Clover / Lightspeed R-Series would
 * receive (method, path, query, JSON search body, auth) -> a scripted vendor on 127.0.0.1 serving the
 * fixtures -> rows and the safety filter.
 */

useCatalogueHarness();

describe('Square connector (POST searches, OAuth token)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-square',
    config: { location_id: 'L8RWNB0XEXAMPLE' },
    secrets: { access_token: 'EAAAl-square-oauth-access-token' },
    baseUrlOverride: `${vendor.baseUrl}/v2`,
  });

  it('searches customers with an exact email filter in a read-only POST body, with the API version pinned', async () => {
    vendor.answer(() => ({ body: fixture('square', 'find_customer').reply }));
    const res = await readCapability(def('square'), 'find_customer', conn(), { customer: { email: 'Amelia.Earhart@example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('square', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['POST', '/v2/customers/search']);
    expect(JSON.parse(req.body)).toEqual({ query: { filter: { email_address: { exact: 'Amelia.Earhart@example.com' } } }, limit: 10 });
    expect(req.headers['authorization']).toBe('Bearer EAAAl-square-oauth-access-token');
    expect(req.headers['square-version']).toBe('2025-08-20');
  });

  it('reads the {} Square sends for a search with no match as no customer and no orders; an errors reply stays a failure', async () => {
    vendor.answer(() => ({ body: {} }));
    expect(await readCapability(def('square'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toEqual({
      ok: true,
      rows: [],
      invalid: 0,
      dropped: 0,
      pages: 1,
    });
    expect(await readCapability(def('square'), 'orders', conn(), fixture('square', 'orders').input, deps)).toMatchObject({ ok: true, rows: [] });
    vendor.answer(() => ({ body: { errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This request could not be authorized.' }] } }));
    expect(await readCapability(def('square'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'bad_reply' },
    });
  });

  it('searches by the exact phone number when the customer gave only a mobile', async () => {
    vendor.answer(() => ({ body: fixture('square', 'find_customer').reply }));
    await readCapability(def('square'), 'find_customer', conn(), { customer: { phone: '+12125554240' } }, deps);
    expect(JSON.parse(vendor.requests[0]!.body)).toEqual({ query: { filter: { phone_number: { exact: '+12125554240' } } }, limit: 10 });
  });

  it("reads the customer's orders for the configured location, newest first", async () => {
    vendor.answer(() => ({ body: fixture('square', 'orders').reply }));
    const res = await readCapability(def('square'), 'orders', conn(), fixture('square', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('square', 'orders').rows, dropped: 0 });
    const body = JSON.parse(vendor.requests[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      location_ids: ['L8RWNB0XEXAMPLE'],
      query: { filter: { customer_filter: { customer_ids: ['JDKYHBWT1D4F8MFH63DBMEN8Y4'] } }, sort: { sort_field: 'CREATED_AT', sort_order: 'DESC' } },
    });
  });

  it('follows the cursor Square returns for orders, sending it back in the POST body', async () => {
    const reply = fixture('square', 'orders').reply as { orders: unknown[] };
    vendor.answer((r) =>
      (JSON.parse(r.body) as { cursor?: string }).cursor === 'c-2'
        ? { body: { orders: reply.orders.slice(1) } }
        : { body: { orders: reply.orders.slice(0, 1), cursor: 'c-2' } },
    );
    const res = await readCapability(def('square'), 'orders', conn(), fixture('square', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('square', 'orders').rows, pages: 2 });
    const bodies = vendor.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect([bodies[0]!['cursor'], bodies[1]!['cursor']]).toEqual([undefined, 'c-2']);
    expect(bodies[1]).toMatchObject({ location_ids: ['L8RWNB0XEXAMPLE'], limit: 20 });
  });

  it("keeps the customer's order shipped to someone else, and drops another customer's order", async () => {
    const reply = structuredClone(fixture('square', 'orders').reply) as { orders: { id: string; customer_id: string }[] };
    // The fixture's third order is a gift to grace.muriel@example.com; the second now belongs to another customer.
    reply.orders[1]!.customer_id = 'ANOTHERCUSTOMER0000000000';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('square'), 'orders', conn(), fixture('square', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['CAISEM82RcpmcFBM0TfOyiHV3es', 'Bq2kLw8TnRv4YcXe6PdUjZmHs3Fa9']);
  });

  it('lists bookings by customer and location, following the cursor, with cancelled and missed ones flagged', async () => {
    const reply = fixture('square', 'bookings').reply as { bookings: unknown[] };
    vendor.answer((r) =>
      r.query.get('cursor') === 'page-2'
        ? { body: { bookings: reply.bookings.slice(2), errors: [] } }
        : { body: { bookings: reply.bookings.slice(0, 2), cursor: 'page-2', errors: [] } },
    );
    const res = await readCapability(def('square'), 'bookings', conn(), fixture('square', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('square', 'bookings').rows, pages: 2 });
    const first = vendor.requests[0]!;
    expect([first.method, first.path, first.query.get('customer_id'), first.query.get('location_id')]).toEqual([
      'GET',
      '/v2/bookings',
      'EX2QSVGTZN4K1E5QE1CBFNVQ8M',
      'L8RWNB0XEXAMPLE',
    ]);
  });

  it('reads invoices, including a part-paid one, for the verified customer', async () => {
    vendor.answer(() => ({ body: fixture('square', 'invoices').reply }));
    const res = await readCapability(def('square'), 'invoices', conn(), fixture('square', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('square', 'invoices').rows });
    expect(JSON.parse(vendor.requests[0]!.body)).toMatchObject({
      query: { filter: { location_ids: ['L8RWNB0XEXAMPLE'], customer_ids: ['JDKYHBWT1D4F8MFH63DBMEN8Y4'] } },
    });
  });
});

describe('Clover connector (filter= queries, unix-ms times, cents)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-clover',
    config: { api_host: 'api.eu.clover.com', merchant_id: 'ABC123XYZ0001' },
    secrets: { api_token: '8c2e2a4f-3c5d-4b1e-9f0a-6d7e8f9a0b1c' },
    baseUrlOverride: `${vendor.baseUrl}/v3/merchants/ABC123XYZ0001`,
  });

  it('finds the customer with filter=emailAddress=… and expanded contact details', async () => {
    vendor.answer(() => ({ body: fixture('clover', 'find_customer').reply }));
    const res = await readCapability(def('clover'), 'find_customer', conn(), { customer: { email: 'jane.doe@example.co.uk' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('clover', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v3/merchants/ABC123XYZ0001/customers');
    expect(req.query.get('filter')).toBe('emailAddress=jane.doe@example.co.uk');
    expect(req.query.get('expand')).toBe('emailAddresses,phoneNumbers,addresses');
    expect(req.headers['authorization']).toBe('Bearer 8c2e2a4f-3c5d-4b1e-9f0a-6d7e8f9a0b1c');
  });

  it("reads the verified customer's orders with filter=customer.id=…", async () => {
    vendor.answer(() => ({ body: fixture('clover', 'orders').reply }));
    const res = await readCapability(def('clover'), 'orders', conn(), fixture('clover', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('clover', 'orders').rows });
    expect(vendor.requests[0]!.query.get('filter')).toBe('customer.id=5K6GB16ZSV8EA');
  });

  it('reports a missing merchant ID before any call when the regional base URL cannot be built', async () => {
    const live: ConnectionContext = { connectionId: 'conn-clover', config: { api_host: 'api.eu.clover.com', merchant_id: '' }, secrets: conn().secrets };
    const res = await readCapability(def('clover'), 'orders', live, fixture('clover', 'orders').input, deps);
    expect(res).toEqual({ ok: false, failure: { kind: 'missing_value', message: 'a value the call needs is missing: merchant_id' } });
    expect(vendor.requests).toHaveLength(0);
  });
});

describe('Lightspeed Retail R-Series connector (OAuth, one record as an object or several as a list)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-lightspeed-r',
    config: { account_id: '123456' },
    secrets: { access_token: 'ls-r-oauth-access-token-1f0e' },
    baseUrlOverride: `${vendor.baseUrl}/API/V3/Account/123456`,
  });
  type Customer = Record<string, unknown> & { Contact: Record<string, unknown> };

  it('finds the customer by email through the Contact relation; one hit comes back as an object', async () => {
    vendor.answer(() => ({ body: fixture('lightspeed_r', 'find_customer').reply }));
    const res = await readCapability(def('lightspeed_r'), 'find_customer', conn(), fixture('lightspeed_r', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('lightspeed_r', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['GET', '/API/V3/Account/123456/Customer.json']);
    expect(Object.fromEntries(req.query)).toEqual({ load_relations: '["Contact"]', 'Contact.email': 'tomasz.nowak@example.co.uk' });
    expect(req.headers['authorization']).toBe('Bearer ls-r-oauth-access-token-1f0e');
  });

  it('reads several hits as a list (contact lists as objects, lists or "") and a reply without Customer as no match', async () => {
    const one = (fixture('lightspeed_r', 'find_customer').reply as { Customer: Customer }).Customer;
    const other: Customer = {
      ...one,
      customerID: '377',
      firstName: 'Tomasz',
      lastName: 'Nowak-Kent',
      Contact: {
        ...one.Contact,
        Emails: { ContactEmail: { address: 'tomasz.nowak@example.co.uk', useType: 'Primary' } },
        Phones: {
          ContactPhone: [
            { number: '0161 496 0000', useType: 'Work' },
            { number: '0161 496 0111', useType: 'Home' },
          ],
        },
        Addresses: '',
      },
    };
    vendor.answer(() => ({ body: { '@attributes': { next: '', previous: '' }, Customer: [one, other] } }));
    const res = await readCapability(def('lightspeed_r'), 'find_customer', conn(), fixture('lightspeed_r', 'find_customer').input, deps);
    expect(res).toMatchObject({
      ok: true,
      rows: [
        ...fixture('lightspeed_r', 'find_customer').rows,
        { id: '377', name: 'Tomasz Nowak-Kent', email: 'tomasz.nowak@example.co.uk', phone: '0161 496 0111', postcode: '' },
      ],
    });
    vendor.answer(() => ({ body: { '@attributes': { next: '', previous: '' } } }));
    expect(await readCapability(def('lightspeed_r'), 'find_customer', conn(), { customer: { email: 'nobody@example.co.uk' } }, deps)).toEqual({
      ok: true,
      rows: [],
      invalid: 0,
      dropped: 0,
      pages: 1,
    });
    vendor.answer(() => ({ body: { '@attributes': { next: '', previous: '' }, Customer: 'unexpected' } }));
    expect(await readCapability(def('lightspeed_r'), 'find_customer', conn(), { customer: { email: 'nobody@example.co.uk' } }, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'bad_reply' },
    });
  });

  it("lists the customer's completed sales newest first, following @attributes.next to a last page of one sale (an object)", async () => {
    const sales = (fixture('lightspeed_r', 'orders').reply as { Sale: unknown[] }).Sale;
    vendor.answer((r) =>
      r.query.has('after')
        ? { body: { '@attributes': { next: '', previous: `${vendor.baseUrl}/API/V3/Account/123456/Sale.json?before=WzJd` }, Sale: sales[2] } }
        : {
            body: {
              '@attributes': {
                next: `${vendor.baseUrl}/API/V3/Account/123456/Sale.json?customerID=204&completed=true&sort=-completeTime&limit=50&after=WzFd`,
                previous: '',
              },
              Sale: sales.slice(0, 2),
            },
          },
    );
    const res = await readCapability(def('lightspeed_r'), 'orders', conn(), fixture('lightspeed_r', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('lightspeed_r', 'orders').rows, pages: 2 });
    expect(Object.fromEntries(vendor.requests[0]!.query)).toEqual({ customerID: '204', completed: 'true', sort: '-completeTime', limit: '50' });
    expect(vendor.requests[1]!.query.get('after')).toBe('WzFd');
    expect(vendor.requests[1]!.headers['authorization']).toBe('Bearer ls-r-oauth-access-token-1f0e');
  });

  it('reads the account fields from the single customer record', async () => {
    vendor.answer(() => ({ body: fixture('lightspeed_r', 'account').reply }));
    const res = await readCapability(def('lightspeed_r'), 'account', conn(), fixture('lightspeed_r', 'account').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('lightspeed_r', 'account').rows });
    expect([vendor.requests[0]!.path, vendor.requests[0]!.query.get('load_relations')]).toEqual([
      '/API/V3/Account/123456/Customer/204.json',
      '["CustomerType"]',
    ]);
  });
});
