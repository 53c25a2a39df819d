import { describe, expect, it } from 'vitest';
import { verificationSource } from '../../src/connectors/define.js';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Events connectors end to end (all but TicketSpice verify from the customer's own orders by email): Ticket Tailor
 * (Basic auth with the key as username, starting_after pages, unix dates), Tito (token header, search
 * by email), pretix (token header, email filter, same-origin next pages); TicketSpice (Webconnex
 * apiKey header) finds the customer by email and reads orders by customer id. Orders of another buyer
 * are never shown.
 */

useCatalogueHarness();

describe('Ticket Tailor connector (from_orders_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-tickettailor',
    config: {},
    secrets: { api_key: 'sk_1234_567890abcdef1234567890abcdef' },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });
  const orders = (): { data: Record<string, unknown>[] } => structuredClone(fixture('ticket_tailor', 'orders').reply) as { data: Record<string, unknown>[] };

  it('pages through orders with starting_after and Basic auth (key as username, blank password)', async () => {
    const all = orders().data;
    vendor.answer((r) => {
      const after = r.query.get('starting_after');
      if (after === null) return { body: { data: [all[0]], links: { next: '/v1/orders?starting_after=or_30513021', previous: null } } };
      if (after === 'or_30513021') return { body: { data: [all[1]], links: { next: null, previous: null } } };
      return { body: { data: [], links: { next: null, previous: null } } };
    });
    const res = await readCapability(def('ticket_tailor'), 'orders', conn(), fixture('ticket_tailor', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('ticket_tailor', 'orders').rows, dropped: 0 });
    expect(vendor.requests.map((r) => r.query.get('starting_after'))).toEqual([null, 'or_30513021', 'or_29980412']);
    expect(vendor.requests[0]!.query.get('limit')).toBe('100');
    expect(vendor.requests[0]!.headers['authorization']).toBe(`Basic ${Buffer.from('sk_1234_567890abcdef1234567890abcdef:').toString('base64')}`);
  });

  it("drops an order naming another buyer's email, and one naming nobody", async () => {
    const reply = orders();
    (reply.data[0]!['buyer_details'] as Record<string, unknown>)['email'] = 'someone.else@example.com';
    delete (reply.data[1]!['buyer_details'] as Record<string, unknown>)['email'];
    vendor.answer((r) => (r.query.get('starting_after') ? { body: { data: [] } } : { body: reply }));
    const res = await readCapability(def('ticket_tailor'), 'orders', conn(), fixture('ticket_tailor', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [], dropped: 2 });
  });

  it('gives verification the buyer name and email of each order', async () => {
    expect(verificationSource(def('ticket_tailor'))).toBe('orders');
    vendor.answer((r) => (r.query.get('starting_after') ? { body: { data: [] } } : { body: orders() }));
    const res = await readRecords(def('ticket_tailor'), 'orders', conn(), { customer: { email: 'lucy.hart@example.com' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['Lucy Hart', 'lucy.hart@example.com'],
      ['Lucy Hart', 'lucy.hart@example.com'],
    ]);
  });
});

describe('Tito connector (from_orders_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-tito',
    config: { account_slug: 'acme', event_slug: 'summit-2026' },
    secrets: { api_token: 'secret_live_AbCdEf0123456789AbCdEf01' },
    baseUrlOverride: `${vendor.baseUrl}/v3/acme/summit-2026`,
  });

  it('searches registrations with the documented q text search on the buyer email, with the Token token= header', async () => {
    vendor.answer(() => ({ body: fixture('tito', 'orders').reply }));
    const res = await readCapability(def('tito'), 'orders', conn(), fixture('tito', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('tito', 'orders').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v3/acme/summit-2026/registrations');
    expect(req.query.get('q')).toBe('jake@example.net');
    expect(req.query.get('search[q]')).toBeNull();
    expect(req.headers['authorization']).toBe('Token token=secret_live_AbCdEf0123456789AbCdEf01');
    expect(req.headers['accept']).toBe('application/json');
  });

  it('a free-text search hit on another registration is not shown', async () => {
    const reply = structuredClone(fixture('tito', 'orders').reply) as { registrations: Record<string, unknown>[] };
    reply.registrations[1]!['email'] = 'jake@example.net.evil.example';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('tito'), 'orders', conn(), fixture('tito', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.order_number)).toEqual(['LP3B']);
  });
});

describe('pretix connector (from_orders_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-pretix',
    config: { host: 'pretix.eu', organizer: 'bigevents', event: 'sampleconf' },
    secrets: { api_token: 'e1l6bfcd8upkzavsnxybujy6kxr3uzq47d7r0epq5p0hf1xx8y5q13ab8cd4lfbd' },
    baseUrlOverride: `${vendor.baseUrl}/api/v1/organizers/bigevents/events/sampleconf`,
  });

  it('filters orders by email with the team token and follows the next page', async () => {
    const reply = fixture('pretix', 'orders').reply as { results: unknown[] };
    vendor.answer((r) =>
      r.query.get('page') === '2'
        ? { body: { count: 3, next: null, previous: null, results: reply.results.slice(1) } }
        : {
            body: {
              count: 3,
              next: `${vendor.baseUrl}/api/v1/organizers/bigevents/events/sampleconf/orders/?email=tester%40example.org&page=2`,
              previous: null,
              results: reply.results.slice(0, 1),
            },
          },
    );
    const res = await readCapability(def('pretix'), 'orders', conn(), fixture('pretix', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('pretix', 'orders').rows, pages: 2 });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/v1/organizers/bigevents/events/sampleconf/orders/');
    expect(req.query.get('email')).toBe('tester@example.org');
    expect(req.headers['authorization']).toBe('Token e1l6bfcd8upkzavsnxybujy6kxr3uzq47d7r0epq5p0hf1xx8y5q13ab8cd4lfbd');
  });

  it("takes the buyer name from the buyer's own ticket when the order has no invoice address", async () => {
    vendor.answer(() => ({ body: fixture('pretix', 'orders').reply }));
    const res = await readRecords(def('pretix'), 'orders', conn(), { customer: { email: 'tester@example.org' } }, deps);
    // The third order's first ticket is Peter Pan's (another attendee email): the buyer is still John Doe.
    expect(res.ok && res.rows.map((r) => r.ownerName)).toEqual(['John Doe', 'John Doe', 'John Doe']);
  });
});

describe('TicketSpice connector (search_email)', () => {
  const apiKey = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-ticketspice',
    config: {},
    secrets: { api_key: apiKey },
    baseUrlOverride: `${vendor.baseUrl}/v2/public`,
  });
  const orders = (): { responseCode: number; data: Record<string, unknown>[]; totalResults: number } =>
    structuredClone(fixture('ticketspice', 'orders').reply) as { responseCode: number; data: Record<string, unknown>[]; totalResults: number };

  it('finds the customer by billing email in the ticketspice.com product with the apiKey header', async () => {
    expect(verificationSource(def('ticketspice'))).toBeUndefined();
    vendor.answer(() => ({ body: fixture('ticketspice', 'find_customer').reply }));
    const res = await readCapability(def('ticketspice'), 'find_customer', conn(), fixture('ticketspice', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('ticketspice', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v2/public/search/customers');
    expect([req.query.get('product'), req.query.get('email'), req.query.get('limit')]).toEqual(['ticketspice.com', 'jack@awesomeco.co', '10']);
    expect(req.headers['apikey']).toBe(apiKey);
    expect(req.headers['authorization']).toBeUndefined();
  });

  it("reads the verified customer's orders with the customerId filter (totals as decimal strings or numbers)", async () => {
    vendor.answer(() => ({ body: fixture('ticketspice', 'orders').reply }));
    const res = await readCapability(def('ticketspice'), 'orders', conn(), fixture('ticketspice', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('ticketspice', 'orders').rows, pages: 1, dropped: 0 });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v2/public/search/orders');
    expect([req.query.get('product'), req.query.get('customerId'), req.query.get('limit')]).toEqual(['ticketspice.com', '8228', '50']);
    expect(req.query.get('orderEmail')).toBeNull();
  });

  it('drops an order of another customer id, and one naming no customer, when the filter is ignored', async () => {
    const reply = orders();
    reply.data.push({ ...reply.data[0]!, id: 20001, orderNumber: 'MMBRCTNS-001-9', customerId: 8233 });
    reply.data.push({ ...reply.data[0]!, id: 20002, orderNumber: 'MMBRCTNS-001-10', customerId: undefined });
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('ticketspice'), 'orders', conn(), fixture('ticketspice', 'orders').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('ticketspice', 'orders').rows, dropped: 2 });
  });
});
