import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/runtime/read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Field-service connectors end to end against a scripted vendor on 127.0.0.1: Jobber (read-only
 * GraphQL POSTs with variables, version header, OAuth bearer), Housecall Pro (token header, phone
 * search on the last 10 digits, paged jobs) and ServiceM8 ($filter by email and by client uuid).
 */

useCatalogueHarness();

describe('Jobber connector (GraphQL, search_email_phone)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-jobber',
    config: {},
    secrets: { access_token: 'jobber-oauth-access-token' },
    baseUrlOverride: `${vendor.baseUrl}/api`,
  });
  const bodyOf = (i: number): { query: string; variables: Record<string, string> } => JSON.parse(vendor.requests[i]!.body) as { query: string; variables: Record<string, string> };

  it('POSTs a clients(searchTerm:) query with the email as a variable, the bearer token and the version header', async () => {
    vendor.answer(() => ({ body: fixture('jobber', 'find_customer').reply }));
    const res = await readCapability(def('jobber'), 'find_customer', conn(), fixture('jobber', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('jobber', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['POST', '/api/graphql']);
    expect(req.headers['authorization']).toBe('Bearer jobber-oauth-access-token');
    expect(req.headers['x-jobber-graphql-version']).toBe('2025-01-20');
    const body = bodyOf(0);
    expect(body.query).toMatch(/^query FindClients/);
    expect(body.query).not.toMatch(/mutation/i);
    expect(body.variables).toEqual({ term: 'maria.lopez@example.com' });
  });

  it('searches by phone when the customer gave only a mobile', async () => {
    vendor.answer(() => ({ body: { data: { clients: { nodes: [] } } } }));
    const res = await readCapability(def('jobber'), 'find_customer', conn(), { customer: { phone: '+1 604-555-0142' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    expect(bodyOf(0).variables).toEqual({ term: '+1 604-555-0142' });
  });

  it("reads the verified client's jobs and invoices by the client id", async () => {
    vendor.answer((r) => ({ body: fixture('jobber', (JSON.parse(r.body) as { query: string }).query.includes('invoices') ? 'invoices' : 'bookings').reply }));
    const jobs = await readCapability(def('jobber'), 'bookings', conn(), fixture('jobber', 'bookings').input, deps);
    expect(jobs).toMatchObject({ ok: true, rows: fixture('jobber', 'bookings').rows });
    const invoices = await readCapability(def('jobber'), 'invoices', conn(), fixture('jobber', 'invoices').input, deps);
    expect(invoices).toMatchObject({ ok: true, rows: fixture('jobber', 'invoices').rows });
    expect([bodyOf(0).variables, bodyOf(1).variables]).toEqual([{ id: 'Z2lkOi8vSm9iYmVyL0NsaWVudC82NDQyMTE=' }, { id: 'Z2lkOi8vSm9iYmVyL0NsaWVudC82NDQyMTE=' }]);
  });

  it('a GraphQL error reply (HTTP 200, no data) is a failure, never an empty list', async () => {
    vendor.answer(() => ({ body: { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] } }));
    const res = await readCapability(def('jobber'), 'invoices', conn(), fixture('jobber', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'bad_reply', status: 200 } });
  });
});

describe('Housecall Pro connector (search_email_phone)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-hcp',
    config: {},
    secrets: { api_key: '0123456789abcdef0123456789abcdef' },
    baseUrlOverride: vendor.baseUrl,
  });

  it('searches customers by the last 10 digits of a mobile with the Token header', async () => {
    vendor.answer(() => ({ body: fixture('housecall_pro', 'find_customer').reply }));
    const res = await readCapability(def('housecall_pro'), 'find_customer', conn(), { customer: { phone: '+1 (312) 555-0182' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('housecall_pro', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/customers');
    expect(req.query.get('q')).toBe('3125550182');
    expect(req.headers['authorization']).toBe('Token 0123456789abcdef0123456789abcdef');
  });

  it('reads jobs from 30 days back for the verified customer, page by page', async () => {
    const jobs = (fixture('housecall_pro', 'bookings').reply as { jobs: unknown[] }).jobs;
    vendor.answer(() => ({ body: { page: 1, page_size: 50, total_pages: 1, total_items: 2, jobs } }));
    const res = await readCapability(def('housecall_pro'), 'bookings', conn(), fixture('housecall_pro', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('housecall_pro', 'bookings').rows, pages: 1 });
    const req = vendor.requests[0]!;
    expect([req.query.get('customer_id'), req.query.get('scheduled_start_min'), req.query.get('page'), req.query.get('page_size')]).toEqual([
      'cus_816acd9103d2483d8f5afdee8e998aaa',
      '2026-01-30',
      '1',
      '50',
    ]);
  });

  it("drops a job whose text names another customer's email", async () => {
    const reply = structuredClone(fixture('housecall_pro', 'invoices').reply) as { jobs: Record<string, unknown>[] };
    reply.jobs[1]!['invoice_number'] = 'bill to landlord@example.com';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('housecall_pro'), 'invoices', conn(), fixture('housecall_pro', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1, rows: [fixture('housecall_pro', 'invoices').rows[0]] });
  });
});

describe('ServiceM8 connector (search_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-servicem8',
    config: {},
    secrets: { api_key: 'smk-0a1b2c-3d4e5f6a7b8c9d0e' },
    baseUrlOverride: `${vendor.baseUrl}/api_1.0`,
  });

  it('filters contacts by email and jobs by the client uuid, with the X-API-Key header', async () => {
    vendor.answer((r) => ({ body: fixture('servicem8', r.path.endsWith('companycontact.json') ? 'find_customer' : 'invoices').reply }));
    const found = await readCapability(def('servicem8'), 'find_customer', conn(), fixture('servicem8', 'find_customer').input, deps);
    expect(found).toMatchObject({ ok: true, rows: fixture('servicem8', 'find_customer').rows });
    const invoices = await readCapability(def('servicem8'), 'invoices', conn(), fixture('servicem8', 'invoices').input, deps);
    expect(invoices).toMatchObject({ ok: true, rows: fixture('servicem8', 'invoices').rows });
    expect(vendor.requests.map((r) => [r.path, r.query.get('$filter'), r.headers['x-api-key']])).toEqual([
      ['/api_1.0/companycontact.json', "email eq 'olivia.brown@example.com'", 'smk-0a1b2c-3d4e5f6a7b8c9d0e'],
      ['/api_1.0/job.json', "company_uuid eq '6a549002-6079-41b0-a3d6-1f47ca0f8a1b'", 'smk-0a1b2c-3d4e5f6a7b8c9d0e'],
    ]);
  });

  it("writes values into the OData $filter with single quotes doubled (O'Brien stays one string)", async () => {
    vendor.answer(() => ({ body: [] }));
    await readCapability(def('servicem8'), 'find_customer', conn(), { customer: { email: "o'brien@example.com" } }, deps);
    await readCapability(def('servicem8'), 'bookings', conn(), { customer: { id: "x' or active eq 1 or uuid eq 'y" }, verifiedEmail: "o'brien@example.com" }, deps);
    expect(vendor.requests.map((r) => r.query.get('$filter'))).toEqual(["email eq 'o''brien@example.com'", "company_uuid eq 'x'' or active eq 1 or uuid eq ''y'"]);
  });

  it('a job that is not completed is not an invoice, and an undated job is not a booking', async () => {
    const jobs = fixture('servicem8', 'bookings').reply as Record<string, unknown>[];
    const undated = { ...jobs[0]!, generated_job_id: '1190', date: '0000-00-00 00:00:00' };
    vendor.answer(() => ({ body: [...jobs, undated] }));
    const invoices = await readCapability(def('servicem8'), 'invoices', conn(), fixture('servicem8', 'invoices').input, deps);
    expect(invoices).toMatchObject({ ok: true, rows: [], invalid: 3 });
    const bookings = await readCapability(def('servicem8'), 'bookings', conn(), fixture('servicem8', 'bookings').input, deps);
    expect(bookings).toMatchObject({ ok: true, rows: fixture('servicem8', 'bookings').rows, invalid: 1 });
  });
});
