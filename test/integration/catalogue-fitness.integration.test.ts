import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Fitness connectors end to end: definition -> request (path, query, headers) -> a scripted vendor on
 * 127.0.0.1 serving the documented fixture replies -> rows. Mindbody (header auth with site header,
 * customer search, visits across offset pages, contracts, balance), TeamUp (same-origin next-page
 * links), Pike13 (OAuth bearer, phone search), CourtReserve (HTTP Basic, Data envelope, phone search)
 * and DaySmart Recreation (client_credentials token per company code, JSON:API filters and links.next).
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

  it("reads the verified client's visits from 30 days back to a year ahead, paging with request.offset", async () => {
    const visits = (fixture('mindbody', 'bookings').reply as { Visits: unknown[] }).Visits;
    const fullPage = Array.from({ length: 100 }, (_, i) => ({ ...(visits[0] as object), Id: 700000 + i }));
    vendor.answer((r) => (r.query.get('request.offset') === '0' ? { body: { Visits: fullPage } } : { body: { Visits: visits } }));
    const res = await readCapability(def('mindbody'), 'bookings', conn(), fixture('mindbody', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, pages: 2 });
    expect(res.ok && res.rows.slice(100)).toEqual(fixture('mindbody', 'bookings').rows);
    expect(
      vendor.requests.map((r) => [
        r.query.get('request.clientId'),
        r.query.get('request.startDate'),
        r.query.get('request.endDate'),
        r.query.get('request.offset'),
        r.query.get('request.limit'),
      ]),
    ).toEqual([
      ['100000245', '2026-01-30', '2027-03-01', '0', '100'],
      ['100000245', '2026-01-30', '2027-03-01', '100', '100'],
    ]);
  });

  it('reads contracts and the account balance of the verified client', async () => {
    vendor.answer((r) => ({ body: fixture('mindbody', r.path.endsWith('clientcontracts') ? 'subscriptions' : 'balance').reply }));
    const subs = await readCapability(def('mindbody'), 'subscriptions', conn(), fixture('mindbody', 'subscriptions').input, deps);
    expect(subs).toMatchObject({ ok: true, rows: fixture('mindbody', 'subscriptions').rows });
    const balance = await readCapability(def('mindbody'), 'balance', conn(), fixture('mindbody', 'balance').input, deps);
    expect(balance).toMatchObject({ ok: true, rows: [{ balance: '-12.50' }] });
    expect(vendor.requests[1]!.query.get('request.clientIds')).toBe('100000245');
  });

  it("never shows another client's balance when Mindbody answers for more clients than asked", async () => {
    const reply = structuredClone(fixture('mindbody', 'balance').reply) as { Clients: Record<string, unknown>[] };
    reply.Clients.unshift({ Id: '100000999', FirstName: 'Other', LastName: 'Client', AccountBalance: 250 });
    vendor.answer(() => ({ body: reply }));
    const balance = await readCapability(def('mindbody'), 'balance', conn(), fixture('mindbody', 'balance').input, deps);
    expect(balance).toMatchObject({ ok: true, rows: [{ balance: '-12.50' }], dropped: 1 });
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
        : {
            body: {
              count: 3,
              next: `${vendor.baseUrl}/api/v2/attendances?customer=4411023&expand=event&page=2`,
              previous: null,
              results: reply.results.slice(0, 1),
            },
          },
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

describe('CourtReserve connector (HTTP Basic, search_email_phone)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-courtreserve',
    config: { api_username: 'Org_10869' },
    secrets: { api_password: '3f9c1e7a-52b4-4d8e-9a61-0c2b7d4e8f15' },
    baseUrlOverride: `${vendor.baseUrl}/api/v1`,
  });
  const basic = `Basic ${Buffer.from('Org_10869:3f9c1e7a-52b4-4d8e-9a61-0c2b7d4e8f15').toString('base64')}`;

  it('finds the member by exact email with the API username and password, and by phone when no email is given', async () => {
    vendor.answer(() => ({ body: fixture('courtreserve', 'find_customer').reply }));
    const byEmail = await readCapability(def('courtreserve'), 'find_customer', conn(), fixture('courtreserve', 'find_customer').input, deps);
    expect(byEmail).toMatchObject({ ok: true, rows: fixture('courtreserve', 'find_customer').rows });
    const byPhone = await readCapability(def('courtreserve'), 'find_customer', conn(), { customer: { phone: '(301) 555-0142' } }, deps);
    expect(byPhone).toMatchObject({ ok: true, rows: fixture('courtreserve', 'find_customer').rows });
    const [emailReq, phoneReq] = vendor.requests;
    expect(emailReq!.path).toBe('/api/v1/member/get');
    expect([emailReq!.query.get('email'), emailReq!.query.get('phoneNumber'), emailReq!.query.get('pageSize')]).toEqual([
      'maria.lopez@example.com',
      null,
      '10',
    ]);
    expect([phoneReq!.query.get('phoneNumber'), phoneReq!.query.get('email')]).toEqual(['(301) 555-0142', null]);
    expect(emailReq!.headers['authorization']).toBe(basic);
  });

  it('reads the membership on the member record by member id, and offers no reservations (no documented member-scoped route)', async () => {
    expect(def('courtreserve').capabilities.bookings).toBeUndefined();
    vendor.answer(() => ({ body: fixture('courtreserve', 'subscriptions').reply }));
    const subs = await readCapability(def('courtreserve'), 'subscriptions', conn(), fixture('courtreserve', 'subscriptions').input, deps);
    expect(subs).toMatchObject({ ok: true, rows: fixture('courtreserve', 'subscriptions').rows });
    const [member] = vendor.requests;
    expect([member!.path, member!.query.get('organizationMemberId'), member!.query.get('email')]).toEqual(['/api/v1/member/get', '5120447', null]);
  });

  it("drops a membership record naming another member's email", async () => {
    const reply = structuredClone(fixture('courtreserve', 'subscriptions').reply) as { Data: { Members: { Email: string }[] } };
    reply.Data.Members[0]!.Email = 'someone.else@example.com';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('courtreserve'), 'subscriptions', conn(), fixture('courtreserve', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [], dropped: 1 });
  });

  it('an unsuccessful envelope without Data is a failure, never "no member"', async () => {
    vendor.answer(() => ({ body: { IsSuccessStatusCode: false, ErrorMessage: 'API key does not have access to Member', Data: null } }));
    const res = await readCapability(def('courtreserve'), 'find_customer', conn(), fixture('courtreserve', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });
});

describe('DaySmart Recreation connector (client_credentials, JSON:API)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-daysmart',
    config: { company: 'icesportsforum', client_id: '7d3f2a91c4e8' },
    secrets: { client_secret: 'dsr_sk_5e8a1c9f3b7d2e6a4c0f8b1d' },
    baseUrlOverride: `${vendor.baseUrl}/api/v1`,
  });
  const tokenPath = '/api/v1/company/auth/token';
  const answer = (data: (r: { path: string; query: URLSearchParams }) => unknown): void =>
    vendor.answer((r) => (r.path === tokenPath ? { body: { auth: true, token_type: 'Bearer', access_token: 'dash-jwt-1' } } : { body: data(r) }));

  it('exchanges the Client ID and Secret for the company, then filters customers by email as JSON:API', async () => {
    answer(() => fixture('daysmart_recreation', 'find_customer').reply);
    const res = await readCapability(def('daysmart_recreation'), 'find_customer', conn(), fixture('daysmart_recreation', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('daysmart_recreation', 'find_customer').rows });
    const [token, search] = vendor.requests;
    expect([token!.method, token!.path, token!.query.get('company')]).toEqual(['POST', tokenPath, 'icesportsforum']);
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toMatchObject({
      grant_type: 'client_credentials',
      client_id: '7d3f2a91c4e8',
      client_secret: 'dsr_sk_5e8a1c9f3b7d2e6a4c0f8b1d',
    });
    expect([search!.method, search!.path, search!.query.get('filter[email]')]).toEqual(['GET', '/api/v1/customers', 'jordan.reyes@example.com']);
    expect(search!.headers['authorization']).toBe('Bearer dash-jwt-1');
    expect(search!.headers['accept']).toBe('application/vnd.api+json');
    expect(JSON.stringify(search!.headers) + search!.query.toString()).not.toContain('dsr_sk_5e8a1c9f3b7d2e6a4c0f8b1d');
  });

  it("reads the customer's events from 30 days back and follows links.next on the same origin only", async () => {
    const reply = fixture('daysmart_recreation', 'bookings').reply as { data: unknown[]; meta: unknown };
    answer((r) =>
      r.query.get('page[number]') === '2'
        ? { data: reply.data.slice(1), meta: reply.meta, links: { next: 'https://evil.example/api/v1/events?page%5Bnumber%5D=3' } }
        : {
            data: reply.data.slice(0, 1),
            meta: reply.meta,
            links: { next: `${vendor.baseUrl}/api/v1/events?filter%5Bcustomer_id%5D=48213&page%5Bnumber%5D=2&page%5Bsize%5D=100` },
          },
    );
    const res = await readCapability(def('daysmart_recreation'), 'bookings', conn(), fixture('daysmart_recreation', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('daysmart_recreation', 'bookings').rows, pages: 2 });
    const events = vendor.requests.filter((r) => r.path === '/api/v1/events');
    expect(events).toHaveLength(2);
    expect([events[0]!.query.get('filter[customer_id]'), events[0]!.query.get('filter[end__gte]'), events[0]!.query.get('sort')]).toEqual([
      '48213',
      '2026-01-30',
      'start',
    ]);
  });

  it('a refused key is a refusal, not "no customer"', async () => {
    vendor.answer((r) => (r.path === tokenPath ? { status: 401, body: { auth: false, message: 'Invalid client credentials' } } : { body: { data: [] } }));
    const res = await readCapability(
      def('daysmart_recreation'),
      'find_customer',
      { ...conn(), connectionId: 'conn-daysmart-revoked' },
      fixture('daysmart_recreation', 'find_customer').input,
      deps,
    );
    expect(res).toMatchObject({ ok: false, failure: { kind: 'refused', status: 401 } });
    expect(vendor.requests.map((r) => r.path)).toEqual([tokenPath]);
  });
});
