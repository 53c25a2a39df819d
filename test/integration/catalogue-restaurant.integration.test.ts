import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { verificationSource, type ConnectorDefinition } from '../../src/connectors/define.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Restaurant connectors end to end against a scripted vendor on 127.0.0.1 serving the documented
 * replies: the reservations (or orders) read that verification uses (guest email and name) and the
 * rows the verified guest sees, with party size, and nobody else's. resOS and Wix Table Reservations
 * scan a date window, Flipdish exchanges app credentials for a token and scans recent orders, GoTable
 * and Service page through the list.
 */

useCatalogueHarness();
const catalogue = loadCatalogue();
const def = (key: string): ConnectorDefinition => catalogue.get(key)!;
const fixture = FIXTURES.find((f) => f.connector === 'resos' && f.capability === 'bookings')!;

describe('resOS connector (from_bookings_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-resos',
    config: {},
    secrets: { api_key: 'Pk9x2Qm4Rt7Vw1Yz3Ab5Cd8Ef0Gh6Jk' },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });
  const someoneElse = (i: number) => ({
    _id: `other-${i}`,
    dateTime: '2026-03-07T19:00:00.000Z',
    people: 2,
    status: 'approved',
    guest: { name: 'Amy Other', email: `amy${i}@example.com` },
  });

  it('lists bookings by date with the key as Basic user, scanning skip/limit pages for the guest', async () => {
    const reply = fixture.reply as unknown[];
    vendor.answer((r) =>
      r.query.get('skip') === '0' ? { body: [...Array.from({ length: 99 }, (_, i) => someoneElse(i)), reply[0]] } : { body: reply.slice(1) },
    );
    const res = await readCapability(def('resos'), 'bookings', conn(), fixture.input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture.rows, pages: 2, dropped: 99 });
    const first = vendor.requests[0]!;
    expect(first.path).toBe('/v1/bookings');
    expect(first.query.get('fromDateTime')).toBe('2026-02-15T00:00:00Z');
    expect(first.query.get('toDateTime')).toBe('2026-05-30T23:59:59Z');
    expect([first.query.get('skip'), first.query.get('limit')]).toEqual(['0', '100']);
    expect(first.headers['authorization']).toBe(`Basic ${Buffer.from('Pk9x2Qm4Rt7Vw1Yz3Ab5Cd8Ef0Gh6Jk:').toString('base64')}`);
    expect(vendor.requests[1]!.query.get('skip')).toBe('100');
  });

  it('gives verification the guest name and email of each booking', async () => {
    expect(verificationSource(def('resos'))).toBe('bookings');
    vendor.answer(() => ({ body: fixture.reply }));
    const res = await readRecords(def('resos'), 'bookings', conn(), { customer: { email: 'oliver.hughes@example.co.uk' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail, r.row.party_size])).toEqual([
      ['Oliver Hughes', 'oliver.hughes@example.co.uk', 4],
      ['Oliver Hughes', 'oliver.hughes@example.co.uk', 2],
      ['Oliver Hughes', 'oliver.hughes@example.co.uk', 6],
    ]);
  });

  it('shows nothing for a guest with no bookings, and a reply that is not a list is a failure', async () => {
    vendor.answer(() => ({ body: [someoneElse(1)] }));
    expect(await readCapability(def('resos'), 'bookings', conn(), fixture.input, deps)).toMatchObject({ ok: true, rows: [], dropped: 1 });
    vendor.answer(() => ({ body: { error: 'unauthorised' } }));
    expect(await readCapability(def('resos'), 'bookings', conn(), fixture.input, deps)).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });
});

const fixtureOf = (key: string, capability: string) => FIXTURES.find((f) => f.connector === key && f.capability === capability)!;

describe('Wix Table Reservations connector (from_bookings_email)', () => {
  const siteId = '6c3d60a1-e14f-4628-bfc8-93cc3d00fca0';
  const apiKey = 'IST.eyJraWQiOiJQb3pIX2FDMiIsImFsZyI6IlJTMjU2In0.eyJkYXRhIjoi';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-wix-tables',
    config: { site_id: siteId },
    secrets: { api_key: apiKey },
    baseUrlOverride: vendor.baseUrl,
  });
  const wixFixture = fixtureOf('wix_table_reservations', 'bookings');
  const reservations = (): Record<string, unknown>[] => structuredClone((wixFixture.reply as { reservations: Record<string, unknown>[] }).reservations);
  const someoneElse = (i: number) => ({
    id: `other-${i}`,
    status: 'RESERVED',
    details: { startDate: '2026-03-07T19:00:00.000Z', partySize: 2 },
    reservee: { firstName: 'Amy', lastName: 'Other', email: `amy${i}@example.com` },
  });

  it("searches reservations by the guest's email with the API key and site ID headers, one page of 100, newest first", async () => {
    const all = reservations();
    vendor.answer(() => ({
      body: { reservations: [someoneElse(1), ...all, someoneElse(2)], pagingMetadata: { count: 5, cursors: { next: 'CURSOR-2' }, hasNext: true } },
    }));
    const res = await readCapability(def('wix_table_reservations'), 'bookings', conn(), wixFixture.input, deps);
    // Wix refuses a cursor together with sort, so the next cursor is not followed: one page only.
    expect(res).toMatchObject({ ok: true, rows: wixFixture.rows, pages: 1, dropped: 2 });
    expect(vendor.requests).toHaveLength(1);
    const first = vendor.requests[0]!;
    expect([first.method, first.path]).toEqual(['POST', '/table-reservations/reservations/v1/reservations/search']);
    expect(JSON.parse(first.body)).toEqual({
      search: {
        search: { expression: wixFixture.input.customer!.email, fields: ['reservee.email'] },
        sort: [{ fieldName: 'details.startDate', order: 'DESC' }],
        cursorPaging: { limit: 100 },
      },
    });
    expect(first.headers['authorization']).toBe(apiKey);
    expect(first.headers['wix-site-id']).toBe(siteId);
  });

  it('gives verification the reservee name and email, and never shows a reservation naming nobody', async () => {
    const all = reservations();
    delete (all[2]!['reservee'] as Record<string, unknown>)['email'];
    vendor.answer(() => ({ body: { reservations: all, pagingMetadata: { count: 3, cursors: {} } } }));
    const owned = await readRecords(def('wix_table_reservations'), 'bookings', conn(), { customer: { email: 'priya.shah@example.co.uk' } }, deps);
    expect(owned.ok && owned.rows.map((r) => [r.ownerName, r.ownerEmail, r.row.party_size])).toEqual([
      ['Priya Shah', 'priya.shah@example.co.uk', 4],
      ['Priya Shah', 'priya.shah@example.co.uk', 2],
      ['Priya Shah', undefined, 6],
    ]);
    const shown = await readCapability(def('wix_table_reservations'), 'bookings', conn(), wixFixture.input, deps);
    expect(shown).toMatchObject({ ok: true, dropped: 1 });
    expect(shown.ok && shown.rows.map((r) => r.status)).toEqual(['confirmed', 'cancelled']);
  });
});

describe('Flipdish connector (from_orders_email, client credentials)', () => {
  const secretKey = 'Xk3mP9qR2sT5vW8yZ1aB4cD7eF0gH6jK';
  const conn = (id: string): ConnectionContext => ({
    connectionId: id,
    config: { client_id: 'chatbot-orders-4f2a' },
    secrets: { secret_key: secretKey },
    baseUrlOverride: vendor.baseUrl,
  });
  const flipdishFixture = fixtureOf('flipdish', 'orders');
  const orders = (): Record<string, unknown>[] => structuredClone((flipdishFixture.reply as { Data: Record<string, unknown>[] }).Data);
  const other = (i: number) => ({
    OrderId: 7000 + i,
    PlacedTime: '2026-02-26T12:00:00Z',
    OrderState: 'Delivered',
    Amount: 10,
    Store: { Currency: 'EUR' },
    Customer: { Name: 'Ciara Other', EmailAddress: `ciara${i}@example.ie` },
  });

  it('exchanges the app credentials for a token (scope api), then pages orders with page/limit and the bearer token', async () => {
    const mine = orders();
    vendor.answer((r) => {
      if (r.path === '/identity/connect/token') return { body: { access_token: 'fd-access-token-1', expires_in: 3600, token_type: 'Bearer' } };
      return r.query.get('page') === '1'
        ? { body: { Page: 1, Limit: 50, TotalRecordCount: 52, Data: [...Array.from({ length: 49 }, (_, i) => other(i)), mine[0]] } }
        : { body: { Page: 2, Limit: 50, TotalRecordCount: 52, Data: [mine[1], other(99)] } };
    });
    const res = await readCapability(def('flipdish'), 'orders', conn('conn-flipdish-1'), flipdishFixture.input, deps);
    expect(res).toMatchObject({ ok: true, rows: flipdishFixture.rows, pages: 2, dropped: 50 });
    const [token, first, second] = vendor.requests;
    expect([token!.method, token!.path]).toEqual(['POST', '/identity/connect/token']);
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'chatbot-orders-4f2a',
      client_secret: secretKey,
      scope: 'api',
    });
    expect(first!.path).toBe('/api/v1.0/orders');
    expect([first!.query.get('from'), first!.query.get('to'), first!.query.get('page'), first!.query.get('limit')]).toEqual([
      '2025-12-01',
      '2026-03-02',
      '1',
      '50',
    ]);
    expect(first!.headers['authorization']).toBe('Bearer fd-access-token-1');
    expect(second!.query.get('page')).toBe('2');
    expect(vendor.requests.every((r) => r.path === '/identity/connect/token' || !JSON.stringify(r).includes(secretKey))).toBe(true);
  });

  it('gives verification the customer name and email of each order; a refused token is a failure', async () => {
    vendor.answer((r) =>
      r.path === '/identity/connect/token'
        ? { body: { access_token: 'fd-access-token-2', expires_in: 3600 } }
        : { body: { Page: 1, Limit: 50, TotalRecordCount: 2, Data: orders() } },
    );
    const owned = await readRecords(def('flipdish'), 'orders', conn('conn-flipdish-2'), { customer: { email: 'aoife.byrne@example.ie' } }, deps);
    expect(owned.ok && owned.rows.map((r) => [r.ownerName, r.ownerEmail, r.row.status])).toEqual([
      ['Aoife Byrne', 'aoife.byrne@example.ie', 'delivered'],
      ['Aoife Byrne', 'aoife.byrne@example.ie', 'refunded'],
    ]);
    vendor.answer(() => ({ status: 400, body: { error: 'invalid_client' } }));
    const refused = await readCapability(def('flipdish'), 'orders', conn('conn-flipdish-3'), flipdishFixture.input, deps);
    expect(refused.ok).toBe(false);
  });
});

describe('GoTable connector (from_bookings_email)', () => {
  const apiKey = 'e25bd140ff8db43954ad7960ac2351ed45e05fa73b021ed48114a7c0972dd0c1';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-gotable',
    config: { restaurant_id: '130170' },
    secrets: { api_key: apiKey },
    baseUrlOverride: `${vendor.baseUrl}/api/v1/restaurants/130170`,
  });
  const gotableFixture = fixtureOf('gotable', 'bookings');
  const mine = (): unknown[] => structuredClone((gotableFixture.reply as { reservations: unknown[] }).reservations);
  const other = (i: number) => ({
    id: 5000 + i,
    guest_name: 'Piet Anders',
    guest_email: `piet${i}@example.nl`,
    date: '2026-03-02',
    time: '18:00',
    guests: 2,
    state: 'confirmed',
    restaurant_id: 130170,
  });

  it("pages the restaurant reservations with the bearer key until a short page, keeping only the guest's own", async () => {
    const [a, b, c] = mine();
    vendor.answer((r) =>
      r.query.get('page') === '1'
        ? {
            body: {
              reservations: [a, ...Array.from({ length: 19 }, (_, i) => other(i))],
              meta: { current_page: 1, per_page: 20, total_pages: 2, total_count: 23 },
            },
          }
        : { body: { reservations: [b, other(30), c], meta: { current_page: 2, per_page: 20, total_pages: 2, total_count: 23 } } },
    );
    const res = await readCapability(def('gotable'), 'bookings', conn(), gotableFixture.input, deps);
    expect(res).toMatchObject({ ok: true, rows: gotableFixture.rows, pages: 2, dropped: 20 });
    expect(vendor.requests.map((r) => [r.path, r.query.get('page')])).toEqual([
      ['/api/v1/restaurants/130170/reservations', '1'],
      ['/api/v1/restaurants/130170/reservations', '2'],
    ]);
    expect(vendor.requests[0]!.headers['authorization']).toBe(`Bearer ${apiKey}`);
    expect(vendor.requests[0]!.headers['accept']).toBe('application/json');
  });

  it('gives verification the guest name and email of each reservation', async () => {
    vendor.answer(() => ({ body: gotableFixture.reply }));
    const owned = await readRecords(def('gotable'), 'bookings', conn(), { customer: { email: 'john@example.com' } }, deps);
    expect(owned.ok && owned.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['John Doe', 'john@example.com'],
      ['John Doe', 'john@example.com'],
      ['John Doe', 'john@example.com'],
    ]);
  });
});

describe('Service (useservice.app) connector (from_bookings_email)', () => {
  const apiKey = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-useservice',
    config: {},
    secrets: { api_key: apiKey },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });
  const serviceFixture = fixtureOf('useservice', 'bookings');
  const data = (): Record<string, unknown>[] => structuredClone((serviceFixture.reply as { data: Record<string, unknown>[] }).data);

  it('expands the guest and pages with starting_after = the last id while has_more is true', async () => {
    const [a, b, c] = data();
    const other = {
      object: 'reservation',
      id: 'resv_other1',
      status: 'confirmed',
      party_size: 2,
      starts_at: '2026-03-08T20:00:00+01:00',
      guest: { object: 'guest', id: 'gst_x', first_name: 'Luc', last_name: 'Autre', email: 'luc@example.fr' },
    };
    vendor.answer((r) => {
      const after = r.query.get('starting_after');
      if (after === null) return { body: { object: 'list', data: [a, other], has_more: true } };
      if (after === 'resv_other1') return { body: { object: 'list', data: [b, c], has_more: false } };
      return { body: { object: 'list', data: [], has_more: false } };
    });
    const res = await readCapability(def('useservice'), 'bookings', conn(), serviceFixture.input, deps);
    expect(res).toMatchObject({ ok: true, rows: serviceFixture.rows, pages: 2, dropped: 1 });
    expect(vendor.requests.map((r) => r.query.get('starting_after'))).toEqual([null, 'resv_other1']);
    const first = vendor.requests[0]!;
    expect(first.path).toBe('/v1/reservations');
    expect(first.query.get('expand')).toBe('guest');
    expect(first.headers['authorization']).toBe(`Bearer ${apiKey}`);
  });

  it('a reservation whose guest was not expanded names nobody and is never shown', async () => {
    const rows = data();
    rows[0]!['guest'] = 'gst_3Td9Lp0WqZ';
    vendor.answer(() => ({ body: { object: 'list', data: rows, has_more: false } }));
    const res = await readCapability(def('useservice'), 'bookings', conn(), serviceFixture.input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['resv_5P2bU6q8ZhT1mN0vC4xR7yL', 'resv_2Hk7Wq9Tz3Lm5Np8Rb1Vc6Xd']);
  });
});
