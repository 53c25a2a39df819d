import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Helpdesk connectors end to end against a scripted vendor on 127.0.0.1 serving their documented
 * replies: the customer search (the call verification makes) and the ticket read, with each vendor's
 * real auth, paths, POST searches, pagination and token exchange.
 */

useCatalogueHarness();
const basic = (user: string, pass: string): string => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe('Zendesk connector (basic auth {email}/token, search_email_phone)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-zendesk',
    config: { subdomain: 'acmeuk', agent_email: 'api.reader@acme.co.uk' },
    secrets: { api_token: 'k2PTl6YbnKQbUhT6B0Ytl3b1qhqVX7ND0DScB4Wm' },
    baseUrlOverride: `${vendor.baseUrl}/api/v2`,
  });

  it('searches users by email with the agent token and maps the documented user', async () => {
    vendor.answer(() => ({ body: fixture('zendesk', 'find_customer').reply }));
    const res = await readCapability(def('zendesk'), 'find_customer', conn(), fixture('zendesk', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('zendesk', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/v2/users/search.json');
    expect(req.query.get('query')).toBe('email:johnny@example.com');
    expect(req.headers['authorization']).toBe(basic('api.reader@acme.co.uk/token', 'k2PTl6YbnKQbUhT6B0Ytl3b1qhqVX7ND0DScB4Wm'));
  });

  it('searches by phone when the customer gave only a mobile', async () => {
    vendor.answer(() => ({ body: { users: [], next_page: null, previous_page: null, count: 0 } }));
    const res = await readCapability(def('zendesk'), 'find_customer', conn(), { customer: { phone: '+447700900123' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    expect(vendor.requests[0]!.query.get('query')).toBe('phone:+447700900123');
  });

  it("reads the requester's tickets newest first, following next_page on the same origin only", async () => {
    const reply = fixture('zendesk', 'tickets').reply as { tickets: unknown[] };
    vendor.answer((r) =>
      r.query.get('page') === '2'
        ? { body: { tickets: reply.tickets.slice(2), next_page: 'https://evil.example/api/v2/users/35436/tickets/requested.json?page=3' } }
        : { body: { tickets: reply.tickets.slice(0, 2), next_page: `${vendor.baseUrl}/api/v2/users/35436/tickets/requested.json?page=2` } },
    );
    const res = await readCapability(def('zendesk'), 'tickets', conn(), fixture('zendesk', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('zendesk', 'tickets').rows, pages: 2, dropped: 0 });
    expect(vendor.requests.map((r) => r.path)).toEqual(['/api/v2/users/35436/tickets/requested.json', '/api/v2/users/35436/tickets/requested.json']);
    expect(vendor.requests[0]!.query.get('sort_by')).toBe('updated_at');
    expect(vendor.requests[0]!.query.get('sort_order')).toBe('desc');
  });
});

describe('Intercom connector (read-only POST searches, unix times)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-intercom',
    config: { api_host: 'api.eu.intercom.io' },
    secrets: { access_token: 'dG9rOmY3YjE0ZjE2XzkyZTFfNGE3Y19iZDEzXzU2MTEwZjE3YTQ2YzoxOjA=' },
    baseUrlOverride: vendor.baseUrl,
  });

  it('POSTs a contact search on email with the bearer token and the API version header', async () => {
    vendor.answer(() => ({ body: fixture('intercom', 'find_customer').reply }));
    const res = await readCapability(def('intercom'), 'find_customer', conn(), fixture('intercom', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('intercom', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/contacts/search');
    expect(JSON.parse(req.body)).toEqual({ query: { field: 'email', operator: '=', value: 'joe@example.com' } });
    expect(req.headers['authorization']).toBe('Bearer dG9rOmY3YjE0ZjE2XzkyZTFfNGE3Y19iZDEzXzU2MTEwZjE3YTQ2YzoxOjA=');
    expect(req.headers['intercom-version']).toBe('2.11');
  });

  it('POSTs a phone search when only a mobile was given', async () => {
    vendor.answer(() => ({ body: { type: 'list', data: [], total_count: 0 } }));
    await readCapability(def('intercom'), 'find_customer', conn(), { customer: { phone: '+447700900789' } }, deps);
    expect(JSON.parse(vendor.requests[0]!.body)).toEqual({ query: { field: 'phone', operator: '=', value: '+447700900789' } });
  });

  it("searches the contact's conversations and turns unix seconds into dates", async () => {
    vendor.answer(() => ({ body: fixture('intercom', 'tickets').reply }));
    const res = await readCapability(def('intercom'), 'tickets', conn(), fixture('intercom', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('intercom', 'tickets').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/conversations/search');
    expect(JSON.parse(req.body)).toEqual({ query: { field: 'contact_ids', operator: '=', value: '6329bd9ffe4e2e91dac76188' }, pagination: { per_page: 50 } });
  });

  it('follows the search cursor Intercom returns, sending it back in the POST body', async () => {
    const reply = fixture('intercom', 'tickets').reply as { conversations: unknown[] };
    vendor.answer((r) =>
      (JSON.parse(r.body) as { pagination: { starting_after?: string } }).pagination.starting_after === 'WzE2NjQ'
        ? { body: { ...reply, conversations: reply.conversations.slice(1) } }
        : {
            body: {
              ...reply,
              conversations: reply.conversations.slice(0, 1),
              pages: { type: 'pages', page: 1, per_page: 50, total_pages: 2, next: { page: 2, starting_after: 'WzE2NjQ' } },
            },
          },
    );
    const res = await readCapability(def('intercom'), 'tickets', conn(), fixture('intercom', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('intercom', 'tickets').rows, pages: 2 });
    expect(vendor.requests.map((r) => (JSON.parse(r.body) as { pagination: unknown }).pagination)).toEqual([
      { per_page: 50 },
      { per_page: 50, starting_after: 'WzE2NjQ' },
    ]);
    expect(JSON.parse(vendor.requests[1]!.body)).toMatchObject({ query: { field: 'contact_ids', value: '6329bd9ffe4e2e91dac76188' } });
  });
});

describe('Help Scout connector (client_credentials with form fields)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-helpscout',
    config: { app_id: 'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv' },
    secrets: { app_secret: 'Zy9Xw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe' },
    baseUrlOverride: `${vendor.baseUrl}/v2`,
  });
  const answer = (body: unknown): void =>
    vendor.answer((r) => (r.path === '/v2/oauth2/token' ? { body: { token_type: 'bearer', access_token: 'hs-token-1', expires_in: 172800 } } : { body }));

  it('exchanges the App ID and Secret once, then searches customers with the token', async () => {
    answer(fixture('help_scout', 'find_customer').reply);
    const res = await readCapability(def('help_scout'), 'find_customer', conn(), fixture('help_scout', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('help_scout', 'find_customer').rows });
    const [token, search] = vendor.requests;
    expect(token!.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv',
      client_secret: 'Zy9Xw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe',
    });
    expect(search!.path).toBe('/v2/customers');
    expect(search!.query.get('query')).toBe('(email:"vbear@mywork.com")');
    expect(search!.headers['authorization']).toBe('Bearer hs-token-1');
    expect(JSON.stringify(search!.headers)).not.toContain('Zy9Xw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe');
  });

  it('drops a conversation whose primary customer is another customer (by id), and keeps one the customer wrote from another address', async () => {
    type Conv = { primaryCustomer: { id: number; email: string } };
    const reply = structuredClone(fixture('help_scout', 'tickets').reply) as { _embedded: { conversations: Conv[] } };
    // The search by email also matches a conversation where the customer is only copied in: its primary customer is someone else.
    reply._embedded.conversations[1]!.primaryCustomer = { ...reply._embedded.conversations[1]!.primaryCustomer, id: 999001, email: 'someone.else@example.com' };
    answer(reply);
    const res = await readCapability(def('help_scout'), 'tickets', conn(), fixture('help_scout', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['349']);
    const search = vendor.requests.find((r) => r.path === '/v2/conversations')!;
    expect(search.query.get('query')).toBe('(email:"vbear@mywork.com")');
    expect(search.query.get('status')).toBe('all');

    // The customer's own conversation sent from a second address of theirs is still theirs (same customer id).
    const own = structuredClone(fixture('help_scout', 'tickets').reply) as { _embedded: { conversations: Conv[] } };
    own._embedded.conversations[1]!.primaryCustomer.email = 'vernon.bear@home.example.com';
    answer(own);
    const kept = await readCapability(def('help_scout'), 'tickets', conn(), fixture('help_scout', 'tickets').input, deps);
    expect(kept).toMatchObject({ ok: true, dropped: 0, rows: fixture('help_scout', 'tickets').rows });
  });

  it('reads a list reply without `_embedded` (how Help Scout answers an empty list) as no match', async () => {
    const empty = { page: { size: 50, totalElements: 0, totalPages: 0, number: 1 }, _links: { self: { href: 'https://api.helpscout.net/v2/customers' } } };
    answer(empty);
    expect(await readCapability(def('help_scout'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toMatchObject({
      ok: true,
      rows: [],
    });
    expect(await readCapability(def('help_scout'), 'tickets', conn(), fixture('help_scout', 'tickets').input, deps)).toMatchObject({ ok: true, rows: [] });
    answer({ _embedded: {}, page: empty.page });
    expect(await readCapability(def('help_scout'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toMatchObject({
      ok: true,
      rows: [],
    });
  });
});

describe('Zoho Desk connector (204 No Content on no match)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-zoho-desk',
    config: { dc: 'eu', org_id: '20064630' },
    secrets: { access_token: '1000.desk-oauth-access-token' },
    baseUrlOverride: `${vendor.baseUrl}/api/v1`,
  });

  it('searches contacts with the orgId header and reads 204 No Content as no customer and no tickets', async () => {
    vendor.answer(() => ({ body: fixture('zoho_desk', 'find_customer').reply }));
    expect(await readCapability(def('zoho_desk'), 'find_customer', conn(), fixture('zoho_desk', 'find_customer').input, deps)).toMatchObject({
      ok: true,
      rows: fixture('zoho_desk', 'find_customer').rows,
    });
    expect([vendor.requests[0]!.headers['orgid'], vendor.requests[0]!.headers['authorization']]).toEqual([
      '20064630',
      'Zoho-oauthtoken 1000.desk-oauth-access-token',
    ]);
    vendor.answer(() => ({ status: 204 }));
    expect(await readCapability(def('zoho_desk'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toEqual({
      ok: true,
      rows: [],
      invalid: 0,
      dropped: 0,
      pages: 1,
    });
    expect(await readCapability(def('zoho_desk'), 'tickets', conn(), fixture('zoho_desk', 'tickets').input, deps)).toMatchObject({ ok: true, rows: [] });
  });

  it("keeps the contact's ticket raised from another address of theirs, and drops a ticket of another contact (by contactId)", async () => {
    type Ticket = { email: string; contactId: string };
    const reply = structuredClone(fixture('zoho_desk', 'tickets').reply) as { data: Ticket[] };
    // A ticket raised from the contact's secondary address (or by a colleague under the same account) still names this contact.
    reply.data[0]!.email = 'j.byrne@work.example.co.uk';
    // A contact filter the vendor ignored would bring other contacts' tickets: their contactId differs.
    reply.data.push({ ...reply.data[1]!, contactId: '1892000000077777', email: 'someone.else@example.com' });
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('zoho_desk'), 'tickets', conn(), fixture('zoho_desk', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('zoho_desk', 'tickets').rows, dropped: 1 });
  });

  it('a 200 reply without the data list is still a failure, never "no customer"', async () => {
    vendor.answer(() => ({ body: { errorCode: 'UNPROCESSABLE_ENTITY' } }));
    expect(await readCapability(def('zoho_desk'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'bad_reply' },
    });
  });
});

describe('Jira Service Management connector (JQL search)', () => {
  it('backslash-escapes values inside the JQL strings', async () => {
    vendor.answer(() => ({ body: { issues: [] } }));
    const conn: ConnectionContext = {
      connectionId: 'conn-jsm',
      config: { site: 'acme', account_email: 'api.reader@acme.co.uk', service_desk_id: '4', project_key: 'SUP' },
      secrets: { api_token: 'ATATT3xFfGF0T5XcVbNmQwErTyUiOp1234567890abcdefABCDEF=12345678' },
      baseUrlOverride: vendor.baseUrl,
    };
    await readCapability(
      def('jira_service_management'),
      'tickets',
      conn,
      { customer: { id: '5b10a2844c20165700ede21g" OR reporter != "x' }, verifiedEmail: 'a@example.com' },
      deps,
    );
    expect(vendor.requests[0]!.query.get('jql')).toBe('project = "SUP" AND reporter = "5b10a2844c20165700ede21g\\" OR reporter != \\"x" ORDER BY updated DESC');
  });
});

describe('Front connector (contact by email alias)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-front',
    config: {},
    secrets: { api_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZXMiOlsic2hhcmVkOioiXX0.c2lnbmF0dXJl' },
    baseUrlOverride: vendor.baseUrl,
  });

  it('fetches the contact at alt:email:<email> and treats 404 as no such customer', async () => {
    vendor.answer(() => ({ body: fixture('front', 'find_customer').reply }));
    const found = await readCapability(def('front'), 'find_customer', conn(), fixture('front', 'find_customer').input, deps);
    expect(found).toMatchObject({ ok: true, rows: fixture('front', 'find_customer').rows });
    expect(vendor.requests[0]!.path).toBe('/contacts/alt:email:calvin%40example.com');
    vendor.answer(() => ({ status: 404, body: { _error: { status: 404, title: 'Not found', message: 'Unknown contact' } } }));
    const missing = await readCapability(def('front'), 'find_customer', conn(), { customer: { email: 'nobody@example.com' } }, deps);
    expect(missing).toMatchObject({ ok: true, rows: [] });
  });

  it('picks the email and phone handles by their source, in whatever order Front lists them', async () => {
    const reply = structuredClone(fixture('front', 'find_customer').reply) as { handles: unknown[] };
    reply.handles = [
      { handle: '+447700900111', source: 'phone' },
      { handle: '@calvin', source: 'twitter' },
      { handle: 'calvin@example.com', source: 'email' },
    ];
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('front'), 'find_customer', conn(), fixture('front', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [{ id: 'crd_55c8c149', name: 'Calvin Harris', email: 'calvin@example.com', phone: '+447700900111' }] });
  });

  it("lists the contact's conversations with fractional unix seconds", async () => {
    vendor.answer(() => ({ body: fixture('front', 'tickets').reply }));
    const res = await readCapability(def('front'), 'tickets', conn(), fixture('front', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('front', 'tickets').rows, pages: 1 });
    expect(vendor.requests[0]!.path).toBe('/contacts/crd_55c8c149/conversations');
  });
});
