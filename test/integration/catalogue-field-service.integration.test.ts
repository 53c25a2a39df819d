import { describe, expect, it } from 'vitest';
import { verificationSource } from '../../src/connectors/define.js';
import { readCapability, readRecords, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { renderBaseUrl } from '../../src/connectors/runtime/request.js';
import { settingsLookup } from '../../src/connectors/runtime/variables.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Field-service connectors end to end against a scripted vendor on 127.0.0.1: Jobber (read-only
 * GraphQL POSTs with variables, version header, OAuth bearer), Housecall Pro (token header, phone
 * search on the last 10 digits, paged jobs), ServiceM8 ($filter by email and by client uuid), Workiz
 * (token in the URL path, verification from jobs) and Service Fusion (client_credentials token,
 * exact-email filters, jobs with expanded invoices).
 */

useCatalogueHarness();

describe('Jobber connector (GraphQL, search_email_phone)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-jobber',
    config: {},
    secrets: { access_token: 'jobber-oauth-access-token' },
    baseUrlOverride: `${vendor.baseUrl}/api`,
  });
  const bodyOf = (i: number): { query: string; variables: Record<string, string> } =>
    JSON.parse(vendor.requests[i]!.body) as { query: string; variables: Record<string, string> };

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
    expect([bodyOf(0).variables, bodyOf(1).variables]).toEqual([
      { id: 'Z2lkOi8vSm9iYmVyL0NsaWVudC82NDQyMTE=' },
      { id: 'Z2lkOi8vSm9iYmVyL0NsaWVudC82NDQyMTE=' },
    ]);
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
      ['/api_1.0/companycontact.json', "email eq 'olivia.brown@example.com' and active eq 1", 'smk-0a1b2c-3d4e5f6a7b8c9d0e'],
      ['/api_1.0/job.json', "company_uuid eq '6a549002-6079-41b0-a3d6-1f47ca0f8a1b' and active eq 1", 'smk-0a1b2c-3d4e5f6a7b8c9d0e'],
    ]);
  });

  it("writes values into the OData $filter with single quotes doubled (O'Brien stays one string)", async () => {
    vendor.answer(() => ({ body: [] }));
    await readCapability(def('servicem8'), 'find_customer', conn(), { customer: { email: "o'brien@example.com" } }, deps);
    await readCapability(
      def('servicem8'),
      'bookings',
      conn(),
      { customer: { id: "x' or active eq 1 or uuid eq 'y" }, verifiedEmail: "o'brien@example.com" },
      deps,
    );
    expect(vendor.requests.map((r) => r.query.get('$filter'))).toEqual([
      "email eq 'o''brien@example.com' and active eq 1",
      "company_uuid eq 'x'' or active eq 1 or uuid eq ''y' and active eq 1",
    ]);
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

describe('Workiz connector (token in the URL path, from_bookings_email)', () => {
  const token = 'api_7k2m9x4q1w8e5r3t6y0u2i9o4p7a1s5d';
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-workiz',
    config: {},
    secrets: { api_token: token },
    baseUrlOverride: `${vendor.baseUrl}/api/v1/${token}`,
  });
  const wz = fixture('workiz', 'bookings');
  const data = (wz.reply as { data: Record<string, unknown>[] }).data;
  const otherClient = {
    ...data[0]!,
    UUID: 'ZZ9Q1P',
    SerialId: 1490,
    FirstName: 'Pat',
    LastName: 'Nguyen',
    Email: 'pat.nguyen@example.com',
    JobType: 'Door tune-up',
  };

  it('puts the API token in the URL path and sends no credential header', () => {
    const base = renderBaseUrl(def('workiz'), settingsLookup({ config: {}, secrets: { api_token: token } }));
    expect(base).toEqual({ ok: true, value: `https://api.workiz.com/api/v1/${token}` });
    expect(def('workiz').auth).toEqual({ type: 'none' });
  });

  it('gives verification the client name and email of each job, open and closed, from 30 days back', async () => {
    expect(verificationSource(def('workiz'))).toBe('bookings');
    vendor.answer(() => ({ body: wz.reply }));
    const res = await readRecords(def('workiz'), 'bookings', conn(), { customer: { email: 'dana.whitfield@example.com' } }, deps);
    expect(res.ok && res.rows.map((r) => [r.ownerName, r.ownerEmail, r.row.id])).toEqual([
      ['Dana Whitfield', 'dana.whitfield@example.com', '1482'],
      ['Dana Whitfield', 'dana.whitfield@example.com', '1455'],
      ['Dana Whitfield', 'dana.whitfield@example.com', '1431'],
    ]);
    const req = vendor.requests[0]!;
    expect([req.method, req.path]).toEqual(['GET', `/api/v1/${token}/job/all/`]);
    expect(Object.fromEntries(req.query)).toEqual({ start_date: '2026-01-30', offset: '0', records: '100', only_open: 'false' });
    expect(req.headers['authorization']).toBeUndefined();
  });

  it("shows the verified client's jobs (cancelled included) and never another client's", async () => {
    vendor.answer(() => ({ body: { flag: true, has_more: false, data: [otherClient, ...data] } }));
    const res = await readCapability(def('workiz'), 'bookings', conn(), wz.input, deps);
    expect(res).toMatchObject({ ok: true, rows: wz.rows, dropped: 1, pages: 1 });
  });

  it("Workiz's refusal of a bad token (403 Forbidden) is a refusal, not an empty list", async () => {
    vendor.answer(() => ({ status: 403, body: { success: false, error: 'Forbidden', message: 'Invalid API path or malformed API key.' } }));
    const res = await readCapability(def('workiz'), 'bookings', conn(), wz.input, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'refused', status: 403 } });
  });
});

describe('Service Fusion connector (client_credentials, search_email)', () => {
  const conn = (id: string): ConnectionContext => ({
    connectionId: id,
    config: {},
    secrets: { client_id: 'k3Pq9ZtW7xYb2Lm4', client_secret: 'Vd8sQ2nR7tLw4Yx9Zk1Mb6Hc3Jf5Gp0A' },
    baseUrlOverride: vendor.baseUrl,
  });
  const sf = (replies: Record<string, (q: URLSearchParams) => unknown>) =>
    vendor.answer((r) => {
      if (r.path === '/oauth/access_token')
        return { body: { access_token: 'sf-token-1', token_type: 'Bearer', expires_in: 3600, refresh_token: 'sf-refresh' } };
      const reply = replies[r.path];
      return reply ? { body: reply(r.query) } : { status: 404, body: { code: 404, name: 'Not Found', message: 'Page not found.' } };
    });

  it('exchanges the client id and secret for a token, then finds the customer by exact email with contacts expanded', async () => {
    sf({ '/v1/customers': () => fixture('service_fusion', 'find_customer').reply });
    const res = await readCapability(def('service_fusion'), 'find_customer', conn('conn-sf-1'), fixture('service_fusion', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('service_fusion', 'find_customer').rows });
    const [token, search] = vendor.requests;
    expect([token!.method, token!.path]).toEqual(['POST', '/oauth/access_token']);
    const form = new URLSearchParams(token!.body);
    expect([form.get('grant_type'), form.get('client_id'), form.get('client_secret')]).toEqual([
      'client_credentials',
      'k3Pq9ZtW7xYb2Lm4',
      'Vd8sQ2nR7tLw4Yx9Zk1Mb6Hc3Jf5Gp0A',
    ]);
    expect([search!.method, search!.path]).toEqual(['GET', '/v1/customers']);
    expect(search!.query.get('filters[email]')).toBe('r.alvarez@example.com');
    expect(search!.query.get('expand')).toBe('contacts,contacts.emails,contacts.phones,locations');
    expect(search!.headers['authorization']).toBe('Bearer sf-token-1');
    expect(search!.path + search!.query.toString()).not.toContain('Vd8sQ2nR7tLw4Yx9Zk1Mb6Hc3Jf5Gp0A');
  });

  it("reads the customer's jobs from 30 days back with the cached token (no second token call)", async () => {
    sf({ '/v1/jobs': () => fixture('service_fusion', 'bookings').reply });
    const res = await readCapability(def('service_fusion'), 'bookings', conn('conn-sf-1'), fixture('service_fusion', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('service_fusion', 'bookings').rows, pages: 1 });
    expect(vendor.requests.map((r) => r.path)).toEqual(['/v1/jobs']);
    const first = vendor.requests[0]!;
    expect(first.query.get('filters[email]')).toBe('r.alvarez@example.com');
    expect(first.query.get('filters[start_date][gte]')).toBe('2026-01-30');
    expect([first.query.get('sort'), first.query.get('page'), first.query.get('per-page')]).toEqual(['-start_date', '1', '50']);
    expect(first.headers['authorization']).toBe('Bearer sf-token-1');
  });

  it("shows only the verified customer's jobs when Service Fusion ignores filters[email] and returns everyone's (jobs name no email)", async () => {
    const reply = structuredClone(fixture('service_fusion', 'bookings').reply) as { items: Record<string, unknown>[] };
    const own = reply.items.length;
    reply.items.push({ ...reply.items[0]!, id: 1300000001, number: '1050001', customer_id: 1093846999 });
    reply.items.push({ ...reply.items[0]!, id: 1300000002, number: '1050002', customer_id: undefined });
    sf({ '/v1/jobs': () => reply });
    const res = await readCapability(def('service_fusion'), 'bookings', conn('conn-sf-ignored-filter'), fixture('service_fusion', 'bookings').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('service_fusion', 'bookings').rows, dropped: 2 });
    expect(res.ok && res.rows).toHaveLength(own);
  });

  it('shows each invoiced job once with what is still due; a job not yet invoiced is skipped', async () => {
    const reply = structuredClone(fixture('service_fusion', 'invoices').reply) as { items: Record<string, unknown>[] };
    reply.items.push({ id: 1208733410, number: '1041907', payment_status: 'Unpaid', total: 149, due_total: 149, status: 'Scheduled', invoices: [] });
    sf({ '/v1/jobs': () => reply });
    const res = await readCapability(def('service_fusion'), 'invoices', conn('conn-sf-2'), fixture('service_fusion', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('service_fusion', 'invoices').rows, invalid: 1 });
    const jobs = vendor.requests.find((r) => r.path === '/v1/jobs')!;
    expect(jobs.query.get('expand')).toBe('invoices');
    expect(jobs.query.get('filters[email]')).toBe('r.alvarez@example.com');
  });

  it('a refused client secret is a failure and no data call is made', async () => {
    vendor.answer(() => ({ status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed.' } }));
    const res = await readCapability(def('service_fusion'), 'find_customer', conn('conn-sf-3'), fixture('service_fusion', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'refused', status: 401 } });
    expect(vendor.requests.map((r) => r.path)).toEqual(['/oauth/access_token']);
  });
});
