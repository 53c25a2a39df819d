import { describe, expect, it } from 'vitest';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Accommodation connectors end to end against a scripted vendor on 127.0.0.1 serving the documented
 * replies: Hostaway's token exchange and guest-email reservation filter (from_bookings_email), Mews' body-credential
 * customer search and reservations (search_email), Beds24's email search.
 */

useCatalogueHarness();

describe('Hostaway connector (client credentials, from_bookings_email)', () => {
  const apiKey = '3f9a2b7c1d8e4f6a0b5c9d2e7f1a3b8c4d6e0f2a9b1c7d3e5f8a0b2c4d6e8f0a';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-hostaway',
    config: { account_id: '12345' },
    secrets: { api_key: apiKey },
    baseUrlOverride: `${vendor.baseUrl}/v1`,
  });
  const reply = fixture('hostaway', 'bookings').reply as { result: { id: number }[] };
  const other = (id: number) => ({
    id,
    hostawayReservationId: id,
    arrivalDate: '2026-03-05',
    departureDate: '2026-03-06',
    guestName: 'Pat Other',
    guestEmail: 'pat@example.com',
    status: 'new',
  });

  it("exchanges the account ID and key for a token, filters reservations by the guest's email and pages with afterId", async () => {
    vendor.answer((r) => {
      if (r.path === '/v1/accessTokens')
        return { body: { token_type: 'Bearer', expires_in: 63072000, access_token: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.hostaway' } };
      // A vendor ignoring the filter: other guests' reservations are dropped by the exact-email check.
      return r.query.get('afterId') === null
        ? { body: { status: 'success', result: [...Array.from({ length: 99 }, (_, i) => other(100 + i)), reply.result[0]], count: 101, limit: 100 } }
        : { body: { status: 'success', result: [reply.result[1]], count: 101, limit: 100 } };
    });
    const res = await readCapability(def('hostaway'), 'bookings', conn(), fixture('hostaway', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('hostaway', 'bookings').rows, pages: 2, dropped: 99 });
    const [token, first, second] = vendor.requests;
    expect([token!.method, token!.path]).toEqual(['POST', '/v1/accessTokens']);
    const form = new URLSearchParams(token!.body);
    expect(Object.fromEntries(form)).toEqual({ grant_type: 'client_credentials', client_id: '12345', client_secret: apiKey, scope: 'general' });
    expect(first!.path).toBe('/v1/reservations');
    expect(Object.fromEntries(first!.query)).toEqual({
      guestEmail: 'mail@test.com',
      arrivalStartDate: '2025-03-01',
      sortOrder: 'arrivalDateDesc',
      limit: '100',
    });
    expect(first!.headers['authorization']).toBe('Bearer eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.hostaway');
    expect(JSON.stringify(first!.headers)).not.toContain(apiKey);
    expect(second!.query.get('afterId')).toBe('13');
    expect(second!.query.get('offset')).toBeNull();
  });

  it('gives verification the guest name and email of each reservation, reusing the cached token', async () => {
    vendor.answer((r) => ({ body: r.query.get('afterId') === null ? reply : { status: 'success', result: [], count: 2, limit: 100 } }));
    const res = await readRecords(def('hostaway'), 'bookings', conn(), { customer: { email: 'mail@test.com' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail])).toEqual([
      ['Andrew Peterson', 'mail@test.com'],
      ['Andrew Peterson', 'mail@test.com'],
    ]);
    expect(vendor.requests.map((r) => r.path)).toEqual(['/v1/reservations', '/v1/reservations']);
  });
});

describe('Mews connector (credentials in the body, search_email)', () => {
  const tokens = {
    client_token: 'E0D439EE522F44368DC78E1BFB03710C-D24FB11DBE31D4621C4817E028D9E1D',
    access_token: 'C66EF7B239D24632943D115EDE9CB810-EA00F8FD8294692C940F6B5A8F9453D',
  };
  const conn = (): ConnectionContext => ({ connectionId: 'conn-mews', config: {}, secrets: tokens, baseUrlOverride: `${vendor.baseUrl}/api/connector/v1` });

  it('POSTs customers/getAll with the tokens and the email in the JSON body', async () => {
    vendor.answer(() => ({ body: fixture('mews', 'find_customer').reply }));
    const res = await readCapability(def('mews'), 'find_customer', conn(), { customer: { email: 'john.smith@example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('mews', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['POST', '/api/connector/v1/customers/getAll']);
    expect(req.headers['authorization']).toBeUndefined();
    expect(JSON.parse(req.body)).toMatchObject({
      ClientToken: tokens.client_token,
      AccessToken: tokens.access_token,
      Client: 'customer-verification-service 1.0.0',
      Emails: ['john.smith@example.com'],
    });
    // Extent.Documents was discontinued by Mews on 10 Jan 2026: never sent. Addresses brings the postcode.
    expect(JSON.parse(req.body).Extent).toEqual({ Customers: true, Addresses: true });
  });

  it("POSTs reservations/getAll for the verified customer's account", async () => {
    vendor.answer(() => ({ body: fixture('mews', 'bookings').reply }));
    const res = await readCapability(def('mews'), 'bookings', conn(), fixture('mews', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('mews', 'bookings').rows });
    expect(vendor.requests[0]!.path).toBe('/api/connector/v1/reservations/getAll/2023-06-06');
    expect(JSON.parse(vendor.requests[0]!.body)).toMatchObject({ AccountIds: ['35d4b117-4e60-44a3-9580-c582117eff98'], Limitation: { Count: 50 } });
  });

  it('shows no reservation owned by another account, even one that names no email (AccountIds ignored)', async () => {
    const reply = structuredClone(fixture('mews', 'bookings').reply) as { Reservations: Record<string, unknown>[] };
    reply.Reservations.push({
      ...reply.Reservations[0]!,
      Id: 'd1e2f3a4-0000-4000-8000-000000000001',
      Number: '53',
      AccountId: 'fadd5bb6-b428-45d5-94f8-fd0d89fece6d',
    });
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('mews'), 'bookings', conn(), fixture('mews', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('mews', 'bookings').rows, dropped: 1 });
  });
});

describe('Beds24 connector (searchString, from_bookings_email)', () => {
  it('searches bookings by email with the token header and drops a booking naming another guest', async () => {
    const reply = structuredClone(fixture('beds24', 'bookings').reply) as { data: Record<string, unknown>[] };
    reply.data.push({
      id: 51240000,
      status: 'confirmed',
      arrival: '2026-03-10',
      departure: '2026-03-11',
      firstName: 'Anna',
      lastName: 'Kowalski',
      email: 'anna.kowalski@example.pl',
    });
    vendor.answer(() => ({ body: reply }));
    const conn: ConnectionContext = {
      connectionId: 'conn-beds24',
      config: { property_id: '328510' },
      secrets: { token: 'Yk1Ua0lVcWNtV0xKbGJUMFdVcXRqSlNvV3BlQ1VEcXg=' },
      baseUrlOverride: `${vendor.baseUrl}/v2`,
    };
    const res = await readCapability(def('beds24'), 'bookings', conn, fixture('beds24', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('beds24', 'bookings').rows, dropped: 1 });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/v2/bookings');
    expect(req.query.get('searchString')).toBe('anna.kowalska@example.pl');
    expect(req.query.get('propertyId')).toBe('328510');
    expect(req.headers['token']).toBe('Yk1Ua0lVcWNtV0xKbGJUMFdVcXRqSlNvV3BlQ1VEcXg=');
  });
});

describe('Smoobu connector (from_bookings_email, a stay window)', () => {
  it("lists stays from 30 days back to a year ahead with the Api-Key header, and shows only the guest's own", async () => {
    vendor.answer(() => ({ body: fixture('smoobu', 'bookings').reply }));
    const conn: ConnectionContext = {
      connectionId: 'conn-smoobu',
      config: {},
      secrets: { api_key: 'dBk3J9xQ2mV7pL4sT8wZ1yR6nH0cF5gA' },
      baseUrlOverride: `${vendor.baseUrl}/api`,
    };
    const res = await readCapability(def('smoobu'), 'bookings', conn, fixture('smoobu', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('smoobu', 'bookings').rows });
    const req = vendor.requests[0]!;
    expect([req.path, req.query.get('from'), req.query.get('to'), req.headers['api-key']]).toEqual([
      '/api/reservations',
      '2026-01-30',
      '2027-03-01',
      'dBk3J9xQ2mV7pL4sT8wZ1yR6nH0cF5gA',
    ]);
  });
});

describe('Cloudbeds connector (x-api-key, from_bookings_email)', () => {
  it("sends the key in the documented x-api-key header (never as a bearer token) and keeps only the guest's own rows", async () => {
    const reply = structuredClone(fixture('cloudbeds', 'bookings').reply) as { data: Record<string, unknown>[] };
    reply.data.push({
      ...reply.data[0]!,
      guestID: '80999',
      reservationID: '4433229999',
      guestEmail: 'someone.else@example.com',
      guestFirstName: 'Some',
      guestLastName: 'One',
    });
    vendor.answer(() => ({ body: reply }));
    const conn: ConnectionContext = {
      connectionId: 'conn-cloudbeds',
      config: { property_id: '123456' },
      secrets: { api_key: 'cbat_0123456789abcdefghijklmnopqrstuv' },
      baseUrlOverride: `${vendor.baseUrl}/api/v1.3`,
    };
    const res = await readCapability(def('cloudbeds'), 'bookings', conn, fixture('cloudbeds', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('cloudbeds', 'bookings').rows, dropped: 1 });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/v1.3/getGuestsModified');
    expect([req.query.get('propertyIDs'), req.query.get('checkInFrom'), req.query.get('checkInTo')]).toEqual(['123456', '2026-01-30', '2027-03-01']);
    expect(req.headers['x-api-key']).toBe('cbat_0123456789abcdefghijklmnopqrstuv');
    expect(req.headers['authorization']).toBeUndefined();
  });
});
