import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/runtime/read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Fitness connectors end to end: definition -> request (path, query, headers) -> a scripted vendor on
 * 127.0.0.1 serving the documented fixture replies -> rows. Mindbody (header auth with site header,
 * customer search, visits across offset pages, contracts, balance), TeamUp (same-origin next-page
 * links) and Pike13 (OAuth bearer, phone search).
 */

useCatalogueHarness();

describe('Mindbody connector (search_email, staff token)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-mindbody',
    config: { site_id: '123456' },
    secrets: { api_key: '0123456789abcdef0123456789abcdef', staff_token: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4' },
    baseUrlOverride: `${vendor.baseUrl}/public/v6`,
  });

  it('searches clients by email with the API key, staff token and SiteId headers', async () => {
    vendor.answer(() => ({ body: fixture('mindbody', 'find_customer').reply }));
    const res = await readCapability(def('mindbody'), 'find_customer', conn(), fixture('mindbody', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('mindbody', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/public/v6/client/clients');
    expect(req.query.get('request.searchText')).toBe('jane.doe@example.com');
    expect(req.headers['api-key']).toBe('0123456789abcdef0123456789abcdef');
    expect(req.headers['authorization']).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4');
    expect(req.headers['siteid']).toBe('123456');
  });

  it('reads the verified client\'s visits from 30 days back to a year ahead, paging with request.offset', async () => {
    const visits = (fixture('mindbody', 'bookings').reply as { Visits: unknown[] }).Visits;
    const fullPage = Array.from({ length: 100 }, (_, i) => ({ ...(visits[0] as object), Id: 700000 + i }));
    vendor.answer((r) => (r.query.get('request.offset') === '0' ? { body: { Visits: fullPage } } : { body: { Visits: visits } }));
    const res = await readCapability(def('mindbody'), 'bookings', conn(), fixture('mindbody', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, pages: 2 });
    expect(res.ok && res.rows.slice(100)).toEqual(fixture('mindbody', 'bookings').rows);
    expect(vendor.requests.map((r) => [r.query.get('request.clientId'), r.query.get('request.startDate'), r.query.get('request.endDate'), r.query.get('request.offset'), r.query.get('request.limit')])).toEqual([
      ['100000245', '2026-01-30', '2027-03-01', '0', '100'],
      ['100000245', '2026-01-30', '2027-03-01', '100', '100'],
    ]);
  });

  it('reads contracts and the account balance of the verified client', async () => {
    vendor.answer((r) => ({ body: fixture('mindbody', r.path.endsWith('clientcontracts') ? 'subscriptions' : 'balance').reply }));
    const subs = await readCapability(def('mindbody'), 'subscriptions', conn(), fixture('mindbody', 'subscriptions').input, deps);
    expect(subs).toMatchObject({ ok: true, rows: fixture('mindbody', 'subscriptions').rows });
    const balance = await readCapability(def('mindbody'), 'balance', conn(), fixture('mindbody', 'balance').input, deps);
    expect(balance).toMatchObject({ ok: true, rows: [{ balance: '-12.5' }] });
    expect(vendor.requests[1]!.query.get('request.clientIds')).toBe('100000245');
  });

  it('an expired staff token is a refusal, not "no customer"', async () => {
    vendor.answer(() => ({ status: 401, body: { Error: { Message: 'Authentication failed', Code: 'DeniedAccess' } } }));
    const res = await readCapability(def('mindbody'), 'find_customer', conn(), fixture('mindbody', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'refused', status: 401 } });
  });
});

describe('TeamUp connector (search_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-teamup',
    config: { provider_id: '12345' },
    secrets: { api_token: 'f3c1d2e4a5b6c7d8e9f00112233445566778899a' },
    baseUrlOverride: `${vendor.baseUrl}/api/v2`,
  });

  it('searches customers with the token and provider headers', async () => {
    vendor.answer(() => ({ body: fixture('teamup', 'find_customer').reply }));
    const res = await readCapability(def('teamup'), 'find_customer', conn(), fixture('teamup', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('teamup', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/v2/customers');
    expect(req.query.get('query')).toBe('sam.okafor@example.com');
    expect(req.headers['authorization']).toBe('Token f3c1d2e4a5b6c7d8e9f00112233445566778899a');
    expect(req.headers['teamup-provider-id']).toBe('12345');
    expect(req.headers['teamup-request-mode']).toBe('provider');
  });

  it('follows the next link on the same origin only', async () => {
    const reply = fixture('teamup', 'bookings').reply as { results: unknown[] };
    vendor.answer((r) =>
      r.query.get('page') === '2'
        ? { body: { count: 3, next: 'https://evil.example/api/v2/attendances?page=3', previous: null, results: reply.results.slice(1) } }
        : { body: { count: 3, next: `${vendor.baseUrl}/api/v2/attendances?customer=4411023&expand=event&page=2`, previous: null, results: reply.results.slice(0, 1) } },
    );
    const res = await readCapability(def('teamup'), 'bookings', conn(), fixture('teamup', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('teamup', 'bookings').rows, pages: 2 });
    expect(vendor.requests[0]!.query.get('customer')).toBe('4411023');
    expect(vendor.requests[0]!.query.get('event_starts_at_gte')).toBe('2026-01-30T00:00:00Z');
    expect(vendor.requests).toHaveLength(2);
  });
});

describe('Pike13 connector (OAuth, search_email_phone)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-pike13',
    config: { business: 'acmegym' },
    secrets: { access_token: 'pk13-oauth-access-token' },
    baseUrlOverride: `${vendor.baseUrl}/api/v2/desk`,
  });

  it('searches people by phone with the signed-in bearer token when no email is given', async () => {
    vendor.answer(() => ({ body: fixture('pike13', 'find_customer').reply }));
    const res = await readCapability(def('pike13'), 'find_customer', conn(), { customer: { phone: '(555) 201-3344' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('pike13', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/v2/desk/people/search');
    expect([req.query.get('q'), req.query.get('fields')]).toEqual(['(555) 201-3344', 'phone']);
    expect(req.headers['authorization']).toBe('Bearer pk13-oauth-access-token');
  });

  it('reads visits and plans of the verified person by id', async () => {
    vendor.answer((r) => ({ body: fixture('pike13', r.path.endsWith('/plans') ? 'subscriptions' : 'bookings').reply }));
    const visits = await readCapability(def('pike13'), 'bookings', conn(), fixture('pike13', 'bookings').input, deps);
    expect(visits).toMatchObject({ ok: true, rows: fixture('pike13', 'bookings').rows });
    const plans = await readCapability(def('pike13'), 'subscriptions', conn(), fixture('pike13', 'subscriptions').input, deps);
    expect(plans).toMatchObject({ ok: true, rows: fixture('pike13', 'subscriptions').rows });
    expect(vendor.requests.map((r) => r.path)).toEqual(['/api/v2/desk/people/1020304/visits', '/api/v2/desk/people/1020304/plans']);
  });
});
