import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Clinic connectors end to end against a scripted vendor on 127.0.0.1 serving the documented
 * replies: the patient search verification uses, then the verified patient's appointments and
 * invoices. Notes stay with the vendor.
 */

useCatalogueHarness();

describe('Cliniko connector (search_email)', () => {
  const apiKey = 'MS0xMjM0NTY3ODkwMTIzNDU2Nzg5LWFiY2RlZmdoaWprbG1ub3A-uk1';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-cliniko',
    config: { shard: 'uk1', contact_email: 'it@acme-physio.co.uk' },
    secrets: { api_key: apiKey },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });

  it('takes the Mobile number as the phone wherever it is listed, else the first number', async () => {
    const reply = structuredClone(fixture('cliniko', 'find_customer').reply) as { patients: { patient_phone_numbers: unknown[] }[] };
    reply.patients[0]!.patient_phone_numbers = [
      { phone_type: 'Home', number: '61399999999' },
      { phone_type: 'Mobile', number: '61444444444' },
    ];
    const homeOnly = structuredClone(reply);
    homeOnly.patients[0]!.patient_phone_numbers = [{ phone_type: 'Home', number: '61399999999' }];
    vendor.answer((_r, i) => ({ body: i === 0 ? reply : homeOnly }));
    const c = conn();
    const mobile = await readCapability(def('cliniko'), 'find_customer', c, { customer: { email: 'peter@example.com' } }, deps);
    const home = await readCapability(def('cliniko'), 'find_customer', c, { customer: { email: 'peter@example.com' } }, deps);
    expect([mobile.ok && mobile.rows[0]?.phone, home.ok && home.rows[0]?.phone]).toEqual(['61444444444', '61399999999']);
  });

  it('finds the patient by exact email with the key as Basic user and the contact User-Agent', async () => {
    vendor.answer(() => ({ body: fixture('cliniko', 'find_customer').reply }));
    const res = await readCapability(def('cliniko'), 'find_customer', conn(), { customer: { email: 'peter@example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('cliniko', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v1/patients');
    expect(req.query.getAll('q[]')).toEqual(['email:=peter@example.com']);
    expect(req.headers['authorization']).toBe(`Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`);
    expect(req.headers['user-agent']).toBe('customer-verification-service (it@acme-physio.co.uk)');
  });

  it("reads the patient's individual appointments by the documented patient_id filter, newest first, following links.next on the same host only, keeping only the patient's own", async () => {
    const reply = fixture('cliniko', 'bookings').reply as { individual_appointments: unknown[]; links: Record<string, string> };
    vendor.answer((r) =>
      r.query.get('page') === '2'
        ? {
            body: {
              ...reply,
              individual_appointments: [
                { ...(reply.individual_appointments[0] as object), id: 2, patient: { links: { self: 'https://api.au1.cliniko.com/v1/patients/83' } } },
              ],
              links: { self: 'x', next: 'https://evil.example/v1/individual_appointments?page=3' },
            },
          }
        : {
            body: {
              ...reply,
              individual_appointments: [reply.individual_appointments[0]],
              links: { self: 'x', next: `${vendor.baseUrl}/v1/individual_appointments?page=2` },
            },
          },
    );
    const res = await readCapability(def('cliniko'), 'bookings', conn(), fixture('cliniko', 'bookings').input, deps);
    // The second page's appointment names another patient (its patient link ends in 83): ownership drops it.
    expect(res).toMatchObject({ ok: true, rows: fixture('cliniko', 'bookings').rows, pages: 2, dropped: 1 });
    const first = vendor.requests[0]!;
    expect(first.path).toBe('/v1/individual_appointments');
    expect([first.query.get('q[]'), first.query.get('sort'), first.query.get('order')]).toEqual(['patient_id:=82', 'starts_at', 'desc']);
    expect(vendor.requests).toHaveLength(2);
  });

  it("reads the patient's invoices", async () => {
    vendor.answer(() => ({ body: fixture('cliniko', 'invoices').reply }));
    const res = await readCapability(def('cliniko'), 'invoices', conn(), fixture('cliniko', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('cliniko', 'invoices').rows });
    expect(vendor.requests[0]!.path).toBe('/v1/patients/1593/invoices');
  });
});

describe('Semble connector (GraphQL, read-only queries)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-semble',
    config: {},
    secrets: { api_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl' },
    baseUrlOverride: vendor.baseUrl,
  });

  it('POSTs the patients query with the email as a variable and the x-token header', async () => {
    vendor.answer(() => ({ body: fixture('semble', 'find_customer').reply }));
    const res = await readCapability(def('semble'), 'find_customer', conn(), { customer: { email: 'amelia.khan@example.co.uk' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('semble', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['POST', '/graphql']);
    expect(req.headers['x-token']).toBe('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl');
    const body = JSON.parse(req.body) as { query: string; variables: Record<string, string> };
    expect(body.query).toMatch(/^query FindPatient/);
    expect(body.variables).toEqual({ search: 'amelia.khan@example.co.uk' });
  });

  it("queries the verified patient's bookings from the lookback date", async () => {
    vendor.answer(() => ({ body: fixture('semble', 'bookings').reply }));
    const res = await readCapability(def('semble'), 'bookings', conn(), fixture('semble', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('semble', 'bookings').rows });
    expect(JSON.parse(vendor.requests[0]!.body).variables).toEqual({ id: '63f4c2a9e1b2c3d4e5f60718', start: '2026-01-30', end: '2027-03-01' });
  });

  it('a GraphQL error reply (no data) is a failure, not "no bookings"', async () => {
    vendor.answer(() => ({ body: { errors: [{ message: 'Cannot query field "deleted" on type "Booking".' }] } }));
    const res = await readCapability(def('semble'), 'bookings', conn(), fixture('semble', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });
});

describe('IntakeQ connector (X-Auth-Key, search_email)', () => {
  const apiKey = '7d1f3b5a9c2e4f6a8b0c1d3e5f7a9b2c4d6e8f0a';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-intakeq',
    config: {},
    secrets: { api_key: apiKey },
    baseUrlOverride: `${vendor.baseUrl}/api/v1`,
  });

  it('searches clients by email asking for the full profile, with the key in X-Auth-Key only', async () => {
    vendor.answer(() => ({ body: fixture('intakeq', 'find_customer').reply }));
    const res = await readCapability(def('intakeq'), 'find_customer', conn(), fixture('intakeq', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('intakeq', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['GET', '/api/v1/clients']);
    expect(req.query.get('search')).toBe('hannah.lowe@example.com');
    expect(req.query.get('includeProfile')).toBe('true');
    expect(req.headers['x-auth-key']).toBe(apiKey);
    expect(req.headers['authorization']).toBeUndefined();
  });

  it("lists the client's appointments by email over the date window, unix milliseconds shown as UTC times", async () => {
    vendor.answer((r) => ({ body: r.query.get('page') === '1' ? fixture('intakeq', 'bookings').reply : [] }));
    const res = await readCapability(def('intakeq'), 'bookings', conn(), fixture('intakeq', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('intakeq', 'bookings').rows, dropped: 0 });
    expect(vendor.requests.map((r) => r.query.get('page'))).toEqual(['1', '2']);
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/v1/appointments');
    expect([req.query.get('client'), req.query.get('startDate'), req.query.get('endDate'), req.query.get('page')]).toEqual([
      'hannah.lowe@example.com',
      '2026-01-30',
      '2027-03-01',
      '1',
    ]);
  });

  it("drops an appointment IntakeQ's partial-match search returned for another client's email", async () => {
    const reply = structuredClone(fixture('intakeq', 'bookings').reply) as { ClientEmail: string; ClientName: string }[];
    reply[1]!.ClientEmail = 'joannah.lowe@example.com';
    reply[1]!.ClientName = 'Joannah Lowe';
    vendor.answer((r) => ({ body: r.query.get('page') === '1' ? reply : [] }));
    const res = await readCapability(def('intakeq'), 'bookings', conn(), fixture('intakeq', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['64a1f0c2e4b0a1b2c3d4e5f6', '64a1f0c2e4b0a1b2c3d4e5f8']);
  });

  it("reads the client's invoices by numeric ClientId, the part-paid one showing what is owed", async () => {
    vendor.answer(() => ({ body: fixture('intakeq', 'invoices').reply }));
    const res = await readCapability(def('intakeq'), 'invoices', conn(), fixture('intakeq', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('intakeq', 'invoices').rows });
    expect(vendor.requests).toHaveLength(1);
    expect(vendor.requests[0]!.path).toBe('/api/v1/invoices');
    expect([...vendor.requests[0]!.query.keys()]).toEqual(['clientId']);
    expect(vendor.requests[0]!.query.get('clientId')).toBe('1842');
  });
});

describe('splose connector (bearer key, id_gt paging)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-splose',
    config: { api_host: 'api-uk.splose.com' },
    secrets: { api_key: 'sk_live_4f2a9c1e7b3d5f8a0c2e4b6d8f1a3c5e' },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });

  it('filters patients by exact email with the bearer key', async () => {
    vendor.answer(() => ({ body: fixture('splose', 'find_customer').reply }));
    const res = await readCapability(def('splose'), 'find_customer', conn(), fixture('splose', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('splose', 'find_customer').rows });
    expect(vendor.requests[0]!.path).toBe('/v1/patients');
    expect(vendor.requests[0]!.query.get('email')).toBe('harry@hogwarts.edu');
    expect(vendor.requests[0]!.headers['authorization']).toBe('Bearer sk_live_4f2a9c1e7b3d5f8a0c2e4b6d8f1a3c5e');
  });

  it("reads the patient's appointments from the lookback date, continuing after the last id", async () => {
    const reply = fixture('splose', 'bookings').reply as { data: unknown[] };
    vendor.answer((r) =>
      r.query.get('id_gt') === '1'
        ? { body: { ...reply, data: [reply.data[1]] } }
        : r.query.has('id_gt')
          ? { body: { ...reply, data: [] } }
          : { body: { ...reply, data: [reply.data[0]] } },
    );
    const res = await readCapability(def('splose'), 'bookings', conn(), fixture('splose', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('splose', 'bookings').rows, pages: 2 });
    expect(vendor.requests.map((r) => [r.query.get('patientId'), r.query.get('start_gt'), r.query.get('id_gt')])).toEqual([
      ['1', '2026-01-30', null],
      ['1', '2026-01-30', '1'],
    ]);
  });
  it("shows none of another patient's appointments or invoices when splose ignores the patientId filter (rows name no email)", async () => {
    const appts = structuredClone(fixture('splose', 'bookings').reply) as { data: { id: number; appointmentPatients: { patientId: number }[] }[] };
    appts.data[1]!.appointmentPatients[0]!.patientId = 2;
    vendor.answer((r) => (r.query.has('id_gt') ? { body: { ...appts, data: [] } } : { body: appts }));
    const bookings = await readCapability(def('splose'), 'bookings', conn(), fixture('splose', 'bookings').input, deps);
    expect(bookings).toMatchObject({ ok: true, dropped: 1 });
    expect(bookings.ok && bookings.rows.map((r) => r.id)).toEqual([String(appts.data[0]!.id)]);

    const invoices = structuredClone(fixture('splose', 'invoices').reply) as { data: { patientId: number }[] };
    invoices.data[0]!.patientId = 2;
    vendor.answer((r) => (r.query.has('id_gt') ? { body: { ...invoices, data: [] } } : { body: invoices }));
    const inv = await readCapability(def('splose'), 'invoices', conn(), fixture('splose', 'invoices').input, deps);
    expect(inv).toMatchObject({ ok: true, rows: fixture('splose', 'invoices').rows.slice(1), dropped: 1 });
  });
});

describe('Halaxy connector (client_credentials, FHIR bundles)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-halaxy',
    config: { api_host: 'au-api.halaxy.com', client_id: 'b5f2c8e1-3a7d-4c9b-8e2f-6a1d0c4b7e93', contact_email: 'it@harbourside-physio.com.au' },
    secrets: { client_secret: 'hx_cs_9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a' },
    baseUrlOverride: `${vendor.baseUrl}/main`,
  });
  const answer = (body: unknown): void =>
    vendor.answer((r) => (r.path === '/main/oauth/token' ? { body: { token_type: 'Bearer', expires_in: 900, access_token: 'hx-token-1' } } : { body }));

  it('exchanges the Client ID and Secret at /main/oauth/token, then searches patients by email naming itself in the User-Agent', async () => {
    answer(fixture('halaxy', 'find_customer').reply);
    const res = await readCapability(def('halaxy'), 'find_customer', conn(), fixture('halaxy', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('halaxy', 'find_customer').rows });
    const [token, search] = vendor.requests;
    expect([token!.method, token!.path]).toEqual(['POST', '/main/oauth/token']);
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'b5f2c8e1-3a7d-4c9b-8e2f-6a1d0c4b7e93',
      client_secret: 'hx_cs_9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a',
    });
    expect(search!.path).toBe('/main/Patient');
    expect(search!.query.get('email')).toBe('linh.nguyen@example.com.au');
    expect(search!.headers['authorization']).toBe('Bearer hx-token-1');
    expect(search!.headers['user-agent']).toBe('customer-verification-service (it@harbourside-physio.com.au)');
    expect(search!.headers['accept']).toBe('application/fhir+json');
    expect(JSON.stringify(search!.headers)).not.toContain('hx_cs_9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a');
  });

  it('a searchset Bundle without entries is "no such patient", but a reply that is not a Bundle list stays a failure', async () => {
    answer({ resourceType: 'Bundle', type: 'searchset', total: 0 });
    const none = await readCapability(def('halaxy'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps);
    expect(none).toMatchObject({ ok: true, rows: [] });
    answer({ resourceType: 'Bundle', type: 'searchset', total: 1, entry: 'oops' });
    const bad = await readCapability(def('halaxy'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps);
    expect(bad).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });

  it("reads the patient's appointments from the lookback date and invoices by recipient", async () => {
    answer(fixture('halaxy', 'bookings').reply);
    const bookings = await readCapability(def('halaxy'), 'bookings', conn(), fixture('halaxy', 'bookings').input, deps);
    expect(bookings).toMatchObject({ ok: true, rows: fixture('halaxy', 'bookings').rows });
    const appt = vendor.requests.find((r) => r.path === '/main/Appointment')!;
    expect([appt.query.get('patient'), appt.query.get('date')]).toEqual(['104221937', 'ge2026-01-30']);
    answer(fixture('halaxy', 'invoices').reply);
    const invoices = await readCapability(def('halaxy'), 'invoices', conn(), fixture('halaxy', 'invoices').input, deps);
    expect(invoices).toMatchObject({ ok: true, rows: fixture('halaxy', 'invoices').rows });
    expect(vendor.requests.find((r) => r.path === '/main/Invoice')!.query.get('recipient')).toBe('104221937');
  });
});
