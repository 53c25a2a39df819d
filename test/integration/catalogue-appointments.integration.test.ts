import { describe, expect, it } from 'vitest';
import { verificationSource } from '../../src/connectors/define.js';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/runtime/read.js';
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
    const res = await readCapability(def('supersaas'), 'bookings', conn(), { customer: { email: 'nobody@example.com' }, verifiedEmail: 'nobody@example.com' }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
  });
});

describe('MakePlans connector (wrapped items, API key as username)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-makeplans',
    config: { account_host: 'acmesalon.makeplans.net' },
    secrets: { api_key: '4f2c9d1e8b7a6f5e4d3c2b1a0f9e8d7c' },
    baseUrlOverride: `${vendor.baseUrl}/api/v1`,
  });

  it('looks the person up by email with the key as username and no password', async () => {
    vendor.answer(() => ({ body: fixture('makeplans', 'find_customer').reply }));
    const res = await readCapability(def('makeplans'), 'find_customer', conn(), fixture('makeplans', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('makeplans', 'find_customer').rows });
    expect(vendor.requests[0]!.path).toBe('/api/v1/people');
    expect(vendor.requests[0]!.query.get('email')).toBe('espen@makeplans.no');
    expect(vendor.requests[0]!.headers['authorization']).toBe(basic('4f2c9d1e8b7a6f5e4d3c2b1a0f9e8d7c', ''));
  });

  it("reads the person's bookings, cancelled ones marked, one page when it is not full", async () => {
    vendor.answer(() => ({ body: fixture('makeplans', 'bookings').reply }));
    const res = await readCapability(def('makeplans'), 'bookings', conn(), fixture('makeplans', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('makeplans', 'bookings').rows, pages: 1 });
    expect(vendor.requests[0]!.path).toBe('/api/v1/people/1/bookings');
    expect(vendor.requests[0]!.query.get('page')).toBe('1');
  });
});
