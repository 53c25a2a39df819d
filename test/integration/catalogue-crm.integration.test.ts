import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * CRM connectors end to end against a scripted vendor on 127.0.0.1 serving the documented fixtures:
 * the customer search used for verification (read-only POST searches, SOQL queries, Zoho's auth
 * scheme), then the reads, the safety filter and failures.
 */

useCatalogueHarness();

interface SearchBody {
  filterGroups: { filters: { propertyName: string; operator: string; value: string }[] }[];
  properties: string[];
  limit: number;
}

describe('HubSpot connector (private app token, CRM search POSTs)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-hubspot',
    config: {},
    secrets: { access_token: 'pat-eu1-0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d' },
    baseUrlOverride: vendor.baseUrl,
  });

  it('searches contacts by email with a read-only POST search and a bearer token', async () => {
    vendor.answer(() => ({ body: fixture('hubspot', 'find_customer').reply }));
    const res = await readCapability(def('hubspot'), 'find_customer', conn(), { customer: { email: 'bcooper@biglytics.example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('hubspot', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/crm/v3/objects/contacts/search');
    expect(req.headers['authorization']).toBe('Bearer pat-eu1-0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d');
    const body = JSON.parse(req.body) as SearchBody;
    expect(body.filterGroups).toEqual([{ filters: [{ propertyName: 'email', operator: 'EQ', value: 'bcooper@biglytics.example.com' }] }]);
    expect(body.properties).toContain('mobilephone');
  });

  it('searches by mobile or phone (two OR-ed filter groups) when only a mobile was given', async () => {
    vendor.answer(() => ({ body: { total: 0, results: [] } }));
    const res = await readCapability(def('hubspot'), 'find_customer', conn(), { customer: { phone: '+447700900789' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    const body = JSON.parse(vendor.requests[0]!.body) as SearchBody;
    expect(body.filterGroups.map((g) => [g.filters[0]!.propertyName, g.filters[0]!.value])).toEqual([
      ['mobilephone', '+447700900789'],
      ['phone', '+447700900789'],
    ]);
  });

  it("reads the contact's tickets through the association filter, never asking for the message body", async () => {
    vendor.answer(() => ({ body: fixture('hubspot', 'tickets').reply }));
    const res = await readCapability(def('hubspot'), 'tickets', conn(), fixture('hubspot', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('hubspot', 'tickets').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/crm/v3/objects/tickets/search');
    const body = JSON.parse(req.body) as SearchBody;
    expect(body.filterGroups[0]!.filters[0]).toEqual({ propertyName: 'associations.contact', operator: 'EQ', value: '512' });
    expect(body.properties).not.toContain('content');
  });

  it('pages tickets with the `after` cursor in the POST body, at most two pages', async () => {
    const reply = fixture('hubspot', 'tickets').reply as { results: unknown[] };
    vendor.answer((_r, i) => ({ body: { total: 60, results: reply.results, paging: { next: { after: String(20 * (i + 1)), link: '?after=x' } } } }));
    const res = await readCapability(def('hubspot'), 'tickets', conn(), fixture('hubspot', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, pages: 2 });
    expect(vendor.requests.map((r) => (JSON.parse(r.body) as { after?: string; limit: number }).after)).toEqual([undefined, '20']);
  });

  it('a revoked token is a refused failure', async () => {
    vendor.answer(() => ({ status: 401, body: { status: 'error', message: 'Authentication credentials not found.', category: 'INVALID_AUTHENTICATION' } }));
    const res = await readCapability(def('hubspot'), 'find_customer', conn(), { customer: { email: 'bcooper@biglytics.example.com' } }, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'refused', status: 401 } });
  });
});

describe('Salesforce connector (SOQL over GET /query)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-salesforce',
    config: { instance: 'acme-uk' },
    secrets: { access_token: '00D000000000001!AQ0AQH0dMHZfz972Szmpkb58urFRkgeBGsxL' },
    baseUrlOverride: `${vendor.baseUrl}/services/data/v60.0`,
  });

  it('finds the contact with a SOQL query on Email', async () => {
    vendor.answer(() => ({ body: fixture('salesforce', 'find_customer').reply }));
    const res = await readCapability(def('salesforce'), 'find_customer', conn(), { customer: { email: 'rose.gonzalez@edge.example.com' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('salesforce', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/services/data/v60.0/query');
    expect(req.query.get('q')).toBe(
      "SELECT Id, Name, FirstName, LastName, Email, MobilePhone, Phone, MailingPostalCode FROM Contact WHERE Email = 'rose.gonzalez@edge.example.com' LIMIT 10",
    );
    expect(req.headers['authorization']).toBe('Bearer 00D000000000001!AQ0AQH0dMHZfz972Szmpkb58urFRkgeBGsxL');
  });

  it("reads the contact's orders and cases by its id", async () => {
    vendor.answer((r) => ({ body: fixture('salesforce', (r.query.get('q') ?? '').includes('FROM Order') ? 'orders' : 'tickets').reply }));
    const orders = await readCapability(def('salesforce'), 'orders', conn(), fixture('salesforce', 'orders').input, deps);
    const cases = await readCapability(def('salesforce'), 'tickets', conn(), fixture('salesforce', 'tickets').input, deps);
    expect(orders).toMatchObject({ ok: true, rows: fixture('salesforce', 'orders').rows });
    expect(cases).toMatchObject({ ok: true, rows: fixture('salesforce', 'tickets').rows });
    expect(vendor.requests[0]!.query.get('q')).toContain("WHERE BillToContactId = '003D000000QV9n2IAD'");
    expect(vendor.requests[1]!.query.get('q')).toContain("WHERE ContactId = '003D000000QV9n2IAD'");
    expect(vendor.requests[1]!.query.get('q')).not.toMatch(/Description|Comments/);
  });

  it("keeps only the contact's own cases and orders (ContactId / BillToContactId), whatever Salesforce returned", async () => {
    type Rec = { ContactId?: string; BillToContactId?: string };
    const cases = structuredClone(fixture('salesforce', 'tickets').reply) as { records: Rec[] };
    cases.records[1]!.ContactId = '003D000000QV9xxIAD';
    const orders = structuredClone(fixture('salesforce', 'orders').reply) as { records: Rec[] };
    orders.records[0]!.BillToContactId = '003D000000QV9xxIAD';
    vendor.answer((r) => ({ body: (r.query.get('q') ?? '').includes('FROM Order') ? orders : cases }));
    const caseRows = await readCapability(def('salesforce'), 'tickets', conn(), fixture('salesforce', 'tickets').input, deps);
    const orderRows = await readCapability(def('salesforce'), 'orders', conn(), fixture('salesforce', 'orders').input, deps);
    expect(caseRows).toMatchObject({ ok: true, rows: fixture('salesforce', 'tickets').rows.slice(0, 1), dropped: 1 });
    expect(orderRows).toMatchObject({ ok: true, rows: fixture('salesforce', 'orders').rows.slice(1), dropped: 1 });
    expect(vendor.requests.map((r) => r.query.get('q'))).toEqual([
      expect.stringContaining('ContactId FROM Case'),
      expect.stringContaining('BillToContactId FROM Order'),
    ]);
  });

  it('escapes every value written into a SOQL string, so a quote cannot add conditions', async () => {
    vendor.answer(() => ({ body: { totalSize: 0, done: true, records: [] } }));
    await readCapability(
      def('salesforce'),
      'tickets',
      conn(),
      { customer: { id: "003' OR Name != '" }, verifiedEmail: 'rose.gonzalez@edge.example.com' },
      deps,
    );
    await readCapability(def('salesforce'), 'find_customer', conn(), { customer: { phone: "+44\\' OR Phone != '" } }, deps);
    expect(vendor.requests[0]!.query.get('q')).toContain("WHERE ContactId = '003\\' OR Name != \\'' ORDER BY");
    expect(vendor.requests[1]!.query.get('q')).toContain("WHERE MobilePhone = '+44\\\\\\' OR Phone != \\'' OR Phone = '+44\\\\\\' OR Phone != \\'' LIMIT 10");
  });
});

describe('Pipedrive connector (API v2: the v1 person reads are removed)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-pipedrive',
    config: { company: 'acme' },
    secrets: { access_token: 'v1u:AQIBAHj-pipedrive-oauth-access-token' },
    baseUrlOverride: `${vendor.baseUrl}/api/v2`,
  });

  it('searches persons by exact email on /api/v2/persons/search and reads the deal counts with include_fields', async () => {
    vendor.answer((r) => ({ body: fixture('pipedrive', r.path.endsWith('/search') ? 'find_customer' : 'account').reply }));
    const found = await readCapability(def('pipedrive'), 'find_customer', conn(), fixture('pipedrive', 'find_customer').input, deps);
    expect(found).toMatchObject({ ok: true, rows: fixture('pipedrive', 'find_customer').rows });
    const account = await readCapability(def('pipedrive'), 'account', conn(), fixture('pipedrive', 'account').input, deps);
    expect(account).toMatchObject({ ok: true, rows: fixture('pipedrive', 'account').rows });
    const [search, person] = vendor.requests;
    expect(search!.path).toBe('/api/v2/persons/search');
    expect(Object.fromEntries(search!.query)).toEqual({ term: 'jane.doe@example.co.uk', fields: 'email', exact_match: 'true', limit: '10' });
    expect(search!.headers['authorization']).toBe('Bearer v1u:AQIBAHj-pipedrive-oauth-access-token');
    expect(person!.path).toBe('/api/v2/persons/42');
    expect(person!.query.get('include_fields')).toBe('open_deals_count,won_deals_count');
  });
});

describe('Zoho CRM connector (Zoho-oauthtoken scheme)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-zoho-crm',
    config: { dc: 'eu' },
    secrets: { access_token: '1000.8cb99dxxxxxxxxxxxxx9be93.9b8xxxxxxxxxxxxxxxf' },
    baseUrlOverride: `${vendor.baseUrl}/crm/v6`,
  });

  it('searches contacts by email with Authorization: Zoho-oauthtoken', async () => {
    vendor.answer(() => ({ body: fixture('zoho_crm', 'find_customer').reply }));
    const res = await readCapability(def('zoho_crm'), 'find_customer', conn(), { customer: { email: 'p.boyle@example.co.uk' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('zoho_crm', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/crm/v6/Contacts/search');
    expect(req.query.get('email')).toBe('p.boyle@example.co.uk');
    expect(req.headers['authorization']).toBe('Zoho-oauthtoken 1000.8cb99dxxxxxxxxxxxxx9be93.9b8xxxxxxxxxxxxxxxf');
  });

  it("drops a case related to another contact and keeps the contact's own case whoever reported it", async () => {
    type Case = { Related_To: { name: string; id: string }; Email?: string };
    const reply = structuredClone(fixture('zoho_crm', 'tickets').reply) as { data: Case[] };
    // A colleague reported the customer's own case: its Email is someone else's, its Related_To is the customer.
    reply.data[0]!.Email = 'colleague@example.co.uk';
    reply.data[1]!.Related_To = { name: 'Someone Else', id: '4150868000009999001' };
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('zoho_crm'), 'tickets', conn(), fixture('zoho_crm', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['112']);
    expect(vendor.requests[0]!.query.get('criteria')).toBe('(Related_To:equals:4150868000004358001)');
  });

  it('reads a search answered 204 No Content as no match (Zoho documents it so), for contacts and cases', async () => {
    vendor.answer(() => ({ status: 204 }));
    const res = await readCapability(def('zoho_crm'), 'find_customer', conn(), { customer: { email: 'nobody@example.co.uk' } }, deps);
    expect(res).toEqual({ ok: true, rows: [], invalid: 0, dropped: 0, pages: 1 });
    const cases = await readCapability(def('zoho_crm'), 'tickets', conn(), fixture('zoho_crm', 'tickets').input, deps);
    expect(cases).toMatchObject({ ok: true, rows: [] });
  });

  it('still fails on a 200 without the data list; the contact record reads 204 as no record (as the official SDK sample does) and a 404 as a failure', async () => {
    vendor.answer(() => ({ body: { status: 'success' } }));
    expect(await readCapability(def('zoho_crm'), 'find_customer', conn(), { customer: { email: 'nobody@example.co.uk' } }, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'bad_reply' },
    });
    vendor.answer(() => ({ status: 204 }));
    expect(await readCapability(def('zoho_crm'), 'account', conn(), { customer: { id: '4150868000004358001' } }, deps)).toMatchObject({ ok: true, rows: [] });
    vendor.answer(() => ({ status: 404, body: { code: 'INVALID_URL_PATTERN', status: 'error' } }));
    expect(await readCapability(def('zoho_crm'), 'account', conn(), { customer: { id: '4150868000004358001' } }, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'not_found' },
    });
  });
});

describe('Attio connector (read-only records query)', () => {
  it('POSTs the shorthand email filter and maps the first value of each attribute', async () => {
    vendor.answer(() => ({ body: fixture('attio', 'find_customer').reply }));
    const conn: ConnectionContext = {
      connectionId: 'conn-attio',
      config: {},
      secrets: { access_token: '9e1f7c2b4a8d6e3f0b5c7a9d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f' },
      baseUrlOverride: `${vendor.baseUrl}/v2`,
    };
    const res = await readCapability(def('attio'), 'find_customer', conn, { customer: { email: 'amara.okafor@example.co.uk' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('attio', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['POST', '/v2/objects/people/records/query']);
    expect(JSON.parse(req.body)).toEqual({ filter: { email_addresses: 'amara.okafor@example.co.uk' }, limit: 10 });
  });
});
