import { describe, expect, it } from 'vitest';
import { verificationSource } from '../../src/connectors/define.js';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Appointment connectors end to end against a scripted vendor on 127.0.0.1 serving their documented
 * replies: customer search or, for SuperSaaS, verification from the customer's own bookings, then the
 * bookings read with cancelled bookings and the safety filter.
 */

useCatalogueHarness();
const basic = (user: string, pass: string): string => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe('Acuity Scheduling connector (search_email_phone)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-acuity',
    config: { user_id: '12345678' },
    secrets: { api_key: '8f1e2a9c4b7d6e5f3a2b1c0d9e8f7a6b' },
    baseUrlOverride: `${vendor.baseUrl}/api/v1`,
  });

  it('searches clients by email with User ID and API key, the email standing in for the missing id', async () => {
    vendor.answer(() => ({ body: fixture('acuity', 'find_customer').reply }));
    const res = await readCapability(def('acuity'), 'find_customer', conn(), fixture('acuity', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('acuity', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/v1/clients');
    expect(req.query.get('search')).toBe('bob.mctest@example.com');
    expect(req.headers['authorization']).toBe(basic('12345678', '8f1e2a9c4b7d6e5f3a2b1c0d9e8f7a6b'));
  });

  it("lists the customer's appointments from today by email, cancelled ones included", async () => {
    vendor.answer(() => ({ body: fixture('acuity', 'bookings').reply }));
    const res = await readCapability(def('acuity'), 'bookings', conn(), fixture('acuity', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('acuity', 'bookings').rows, dropped: 0 });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/v1/appointments');
    expect(req.query.get('email')).toBe('bob.mctest@example.com');
    expect(req.query.get('minDate')).toBe('2026-03-01');
    expect(req.query.get('showall')).toBe('true');
  });

  it("drops an appointment booked under another customer's email, whatever Acuity returned", async () => {
    const reply = structuredClone(fixture('acuity', 'bookings').reply) as { email: string }[];
    reply[1]!.email = 'mallory@example.com';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('acuity'), 'bookings', conn(), fixture('acuity', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['54321']);
  });
});

describe('SuperSaaS connector (from_bookings_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-supersaas',
    config: { account_name: 'AcmeClinic', schedule_id: '123456' },
    secrets: { api_key: 'xRfT5vQ2kLm8nPz3wYb6cA' },
    baseUrlOverride: `${vendor.baseUrl}/api`,
  });

  it('verifies from bookings: reads the schedule range for the login email and gives each owner', async () => {
    expect(verificationSource(def('supersaas'))).toBe('bookings');
    vendor.answer(() => ({ body: fixture('supersaas', 'bookings').reply }));
    const res = await readRecords(def('supersaas'), 'bookings', conn(), { customer: { email: 'maria.garcia@example.com', full_name: 'Maria Garcia' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['Maria Garcia', 'maria.garcia@example.com'],
      ['Maria Garcia', 'maria.garcia@example.com'],
    ]);
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/range/123456.json');
    expect(req.query.get('user')).toBe('maria.garcia@example.com');
    expect(req.query.get('from')).toBe('2026-03-01');
    expect(req.headers['authorization']).toBe(basic('AcmeClinic', 'xRfT5vQ2kLm8nPz3wYb6cA'));
  });

  it('shows the bookings with the cancelled one marked', async () => {
    vendor.answer(() => ({ body: fixture('supersaas', 'bookings').reply }));
    const res = await readCapability(def('supersaas'), 'bookings', conn(), fixture('supersaas', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('supersaas', 'bookings').rows, dropped: 0 });
  });

  it('shows only bookings naming exactly the verified email (none for bookings naming nobody)', async () => {
    const reply = structuredClone(fixture('supersaas', 'bookings').reply) as { bookings: Record<string, unknown>[] };
    reply.bookings[0]!['email'] = 'other.client@example.com';
    delete reply.bookings[1]!['email'];
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('supersaas'), 'bookings', conn(), fixture('supersaas', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [], dropped: 2 });
  });

  it('an unknown user (404) is no bookings, not a failure', async () => {
    vendor.answer(() => ({ status: 404, body: { errors: [{ status: '404', title: 'Not found' }] } }));
    const res = await readCapability(
      def('supersaas'),
      'bookings',
      conn(),
      { customer: { email: 'nobody@example.com' }, verifiedEmail: 'nobody@example.com' },
      deps,
    );
    expect(res).toMatchObject({ ok: true, rows: [] });
  });
});

describe('MakePlans connector (wrapped items, API key as Bearer token)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-makeplans',
    config: { account_host: 'acmesalon.makeplans.net' },
    secrets: { api_key: '4f2c9d1e8b7a6f5e4d3c2b1a0f9e8d7c' },
    baseUrlOverride: `${vendor.baseUrl}/api/v1`,
  });

  it('looks the person up by email with the key as a Bearer token', async () => {
    vendor.answer(() => ({ body: fixture('makeplans', 'find_customer').reply }));
    const res = await readCapability(def('makeplans'), 'find_customer', conn(), fixture('makeplans', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('makeplans', 'find_customer').rows });
    expect(vendor.requests[0]!.path).toBe('/api/v1/people');
    expect(vendor.requests[0]!.query.get('email')).toBe('espen@makeplans.no');
    expect(vendor.requests[0]!.headers['authorization']).toBe('Bearer 4f2c9d1e8b7a6f5e4d3c2b1a0f9e8d7c');
  });

  it('looks the person up by mobile with the documented phone_number parameter', async () => {
    vendor.answer(() => ({ body: [] }));
    const res = await readCapability(def('makeplans'), 'find_customer', conn(), { customer: { phone: '+4791234567' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    expect(vendor.requests[0]!.path).toBe('/api/v1/people');
    expect(vendor.requests[0]!.query.get('phone_number')).toBe('+4791234567');
    expect(vendor.requests[0]!.query.has('phonenumber')).toBe(false);
  });

  it("reads the person's bookings, cancelled ones marked, one page without a Link next", async () => {
    vendor.answer(() => ({ body: fixture('makeplans', 'bookings').reply }));
    const res = await readCapability(def('makeplans'), 'bookings', conn(), fixture('makeplans', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('makeplans', 'bookings').rows, pages: 1 });
    expect(vendor.requests[0]!.path).toBe('/api/v1/people/1/bookings/visible');
    expect(vendor.requests).toHaveLength(1);
  });
});

describe('Zenoti connector (Authorization: apikey, search_email)', () => {
  const apiKey = '1fa75c01e77b497fa2a794473d1324713192fee3f19342b8bc4ca458023cab68';
  const conn = (config: Record<string, string> = { api_host: 'api.zenoti.com', center_id: 'b5ed4fbb-4c05-4195-b313-1320b620224b' }): ConnectionContext => ({
    connectionId: 'conn-zenoti',
    config,
    secrets: { api_key: apiKey },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });

  it('searches guests by email in the configured center with the apikey scheme', async () => {
    vendor.answer(() => ({ body: fixture('zenoti', 'find_customer').reply }));
    const res = await readCapability(def('zenoti'), 'find_customer', conn(), fixture('zenoti', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('zenoti', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v1/guests/search');
    expect([req.query.get('email'), req.query.get('center_id')]).toEqual(['john.leone@gmail.com', 'b5ed4fbb-4c05-4195-b313-1320b620224b']);
    expect(req.headers['authorization']).toBe(`apikey ${apiKey}`);
  });

  it('leaves center_id out when none is configured (organisation-wide search)', async () => {
    vendor.answer(() => ({ body: { guests: [] } }));
    const res = await readCapability(def('zenoti'), 'find_customer', conn({ api_host: 'api.zenoti.com' }), fixture('zenoti', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    expect(vendor.requests[0]!.query.has('center_id')).toBe(false);
    expect(vendor.requests[0]!.query.get('email')).toBe('john.leone@gmail.com');
  });

  it("lists the guest's appointment groups in the date window, a two-service group as one row", async () => {
    vendor.answer(() => ({ body: fixture('zenoti', 'bookings').reply }));
    const res = await readCapability(def('zenoti'), 'bookings', conn(), fixture('zenoti', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('zenoti', 'bookings').rows, pages: 1 });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v1/guests/4261fadb-f00c-4d3d-a9c4-898cbfc221dc/appointments');
    expect([req.query.get('start_date'), req.query.get('end_date'), req.query.get('page'), req.query.get('size')]).toEqual([
      '2026-01-30',
      '2026-08-28',
      '1',
      '50',
    ]);
  });
});

describe('Bookeo connector (secret key + API key headers, search_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-bookeo',
    config: {},
    secrets: { secret_key: 'RV4URTDBaoNysxrVcCtDGXm7eRiVoaX4', api_key: 'AJXRUXU3EUHNXXKFAA4ER41551N96JNR14F91CA8DAC' },
    baseUrlOverride: `${vendor.baseUrl}/v2`,
  });

  it('searches customers on the emailAddress field with both keys as headers, never in the URL', async () => {
    vendor.answer(() => ({ body: fixture('bookeo', 'find_customer').reply }));
    const res = await readCapability(def('bookeo'), 'find_customer', conn(), fixture('bookeo', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('bookeo', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v2/customers');
    expect([req.query.get('searchText'), req.query.get('searchField')]).toEqual(['emma.clarke@example.co.uk', 'emailAddress']);
    expect([req.headers['x-bookeo-secretkey'], req.headers['x-bookeo-apikey']]).toEqual([
      'RV4URTDBaoNysxrVcCtDGXm7eRiVoaX4',
      'AJXRUXU3EUHNXXKFAA4ER41551N96JNR14F91CA8DAC',
    ]);
    expect(req.query.has('apiKey') || req.query.has('secretKey')).toBe(false);
  });

  it("reads the customer's bookings with the cancelled and the unapproved one marked", async () => {
    vendor.answer(() => ({ body: fixture('bookeo', 'bookings').reply }));
    const res = await readCapability(def('bookeo'), 'bookings', conn(), fixture('bookeo', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('bookeo', 'bookings').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v2/customers/41551N96JNR14F91CA8DAC/bookings');
    expect([req.query.get('beginDate'), req.query.get('endDate')]).toEqual(['2026-01-30', '2027-03-01']);
  });
});

describe('TidyCal connector (from_bookings_email, scans the booking window)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-tidycal',
    config: {},
    secrets: { access_token: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiIxIn0.c2lnbmF0dXJl' },
    baseUrlOverride: `${vendor.baseUrl}/api`,
  });

  it('gives verification the contact of each booking, reading pages until an empty one', async () => {
    expect(verificationSource(def('tidycal'))).toBe('bookings');
    const reply = fixture('tidycal', 'bookings').reply as { data: unknown[] };
    vendor.answer((r) => ({ body: { data: r.query.get('page') === '1' ? reply.data : [] } }));
    const res = await readRecords(def('tidycal'), 'bookings', conn(), { customer: { email: 'john@doe.com', full_name: 'John Doe' } }, deps);
    expect(res).toMatchObject({ ok: true, pages: 2 });
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['John Doe', 'john@doe.com'],
      ['John Doe', 'john@doe.com'],
    ]);
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/bookings');
    expect([req.query.get('starts_at'), req.query.get('ends_at'), req.query.get('cancelled')]).toEqual([
      '2026-01-30T00:00:00Z',
      '2026-08-28T23:59:59Z',
      'false',
    ]);
    expect(req.headers['authorization']).toBe('Bearer eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiIxIn0.c2lnbmF0dXJl');
  });

  it("shows only the customer's own bookings from the scanned window", async () => {
    const reply = structuredClone(fixture('tidycal', 'bookings').reply) as { data: { contact: { email: string; name: string } }[] };
    reply.data[1]!.contact = { ...reply.data[1]!.contact, email: 'someone.else@example.com', name: 'Someone Else' };
    vendor.answer((r) => ({ body: r.query.get('page') === '1' ? reply : { data: [] } }));
    const res = await readCapability(def('tidycal'), 'bookings', conn(), fixture('tidycal', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['1']);
  });
});
