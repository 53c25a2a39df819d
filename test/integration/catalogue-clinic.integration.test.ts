import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/runtime/read.js';
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
    reply.patients[0]!.patient_phone_numbers = [{ phone_type: 'Home', number: '61399999999' }, { phone_type: 'Mobile', number: '61444444444' }];
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

  it("reads the patient's appointments from 30 days ago, following links.next on the same host only", async () => {
    const reply = fixture('cliniko', 'bookings').reply as { appointments: unknown[]; links: Record<string, string> };
    vendor.answer((r) =>
      r.query.get('page') === '2'
        ? { body: { ...reply, appointments: [reply.appointments[1]], links: { self: 'x', next: 'https://evil.example/v1/patients/1/appointments?page=3' } } }
        : { body: { ...reply, appointments: [reply.appointments[0]], links: { self: 'x', next: `${vendor.baseUrl}/v1/patients/1/appointments?page=2` } } },
    );
    const res = await readCapability(def('cliniko'), 'bookings', conn(), fixture('cliniko', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('cliniko', 'bookings').rows, pages: 2 });
    expect(vendor.requests[0]!.path).toBe('/v1/patients/1/appointments');
    expect(vendor.requests[0]!.query.get('q[]')).toBe('starts_at:>=2026-01-30T00:00:00Z');
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
