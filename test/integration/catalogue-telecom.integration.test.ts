import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { createConnectorRuntime } from '../../src/wiring/connector-runtime.js';
import { services, vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Telecom / ISP billing catalogue connectors end to end against a scripted vendor on 127.0.0.1 serving
 * the fixture replies: UISP CRM (app-key header, search by email and phone, part-paid invoices,
 * tickets naming another email dropped, balance), Sonar (GraphQL queries as read-only POSTs with
 * variables, GraphQL errors as failures), Splynx (Basic auth, main_attributes filters) and WHMCS
 * (form-encoded POSTs carrying the credential, "Client Not Found" as no match, body pagination).
 */

useCatalogueHarness();

describe('UISP CRM connector (read-only app key)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-uisp',
    config: { host: 'uisp.acme.co.uk' },
    secrets: { app_key: 'Kp3Rt8sV2xY9zB4cD7fG1hJ5kL0mN6qW2eR4tY8uI3oP7aS1dF5gH9jK' },
    baseUrlOverride: `${vendor.baseUrl}/crm/api/v1.0`,
  });

  it('finds the client by email with the app key header', async () => {
    vendor.answer(() => ({ body: fixture('uisp_crm', 'find_customer').reply }));
    const res = await readCapability(def('uisp_crm'), 'find_customer', conn(), fixture('uisp_crm', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('uisp_crm', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/crm/api/v1.0/clients');
    expect(req.query.get('email')).toBe('sian.evans@example.co.uk');
    expect(req.query.get('isArchived')).toBe('0');
    expect(req.headers['x-auth-app-key']).toBe('Kp3Rt8sV2xY9zB4cD7fG1hJ5kL0mN6qW2eR4tY8uI3oP7aS1dF5gH9jK');
  });

  it('searches by phone when only a mobile was given', async () => {
    vendor.answer(() => ({ body: [] }));
    const res = await readCapability(def('uisp_crm'), 'find_customer', conn(), { customer: { phone: '07700 900432' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: [] });
    expect(vendor.requests[0]!.query.get('phone')).toBe('07700 900432');
    expect(vendor.requests[0]!.query.has('email')).toBe(false);
  });

  it("reads the client's invoices, a part-paid one with what is still owed", async () => {
    vendor.answer(() => ({ body: fixture('uisp_crm', 'invoices').reply }));
    const res = await readCapability(def('uisp_crm'), 'invoices', conn(), fixture('uisp_crm', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('uisp_crm', 'invoices').rows });
    expect(vendor.requests[0]!.query.get('clientId')).toBe('1021');
  });

  it('drops a ticket sent from another email address', async () => {
    const reply = structuredClone(fixture('uisp_crm', 'tickets').reply) as { emailFromAddress: string | null }[];
    reply[0]!.emailFromAddress = 'neighbour@example.co.uk';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('uisp_crm'), 'tickets', conn(), fixture('uisp_crm', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['71']);
  });

  it('reads the balance from the client record', async () => {
    vendor.answer(() => ({ body: fixture('uisp_crm', 'balance').reply }));
    const res = await readCapability(def('uisp_crm'), 'balance', conn(), fixture('uisp_crm', 'balance').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [{ balance: '-32.50' }] });
    expect(vendor.requests[0]!.path).toBe('/crm/api/v1.0/clients/1021');
  });
});

describe('Sonar connector (GraphQL queries, bearer token)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-sonar',
    config: { instance: 'acmefibre' },
    secrets: { api_token: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl' },
    baseUrlOverride: `${vendor.baseUrl}/api`,
  });

  it('POSTs the account search as a GraphQL query with the email as a variable', async () => {
    vendor.answer(() => ({ body: fixture('sonar', 'find_customer').reply }));
    const res = await readCapability(def('sonar'), 'find_customer', conn(), fixture('sonar', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('sonar', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/graphql');
    expect(req.headers['authorization']).toBe('Bearer eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl');
    const body = JSON.parse(req.body) as { query: string; variables: Record<string, string> };
    expect(body.query).toMatch(/^query FindAccount\(/);
    expect(body.query).not.toMatch(/mutation/i);
    expect(body.variables).toEqual({ email: 'megan.price@example.co.uk' });
  });

  it('reads invoices in pence for the account id, and a GraphQL error is a failure, not "no invoices"', async () => {
    vendor.answer(() => ({ body: fixture('sonar', 'invoices').reply }));
    const res = await readCapability(def('sonar'), 'invoices', conn(), fixture('sonar', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('sonar', 'invoices').rows });
    expect((JSON.parse(vendor.requests[0]!.body) as { variables: unknown }).variables).toEqual({ id: '4521' });
    vendor.answer(() => ({ body: { errors: [{ message: 'Unauthenticated.' }], data: null } }));
    const failed = await readCapability(def('sonar'), 'invoices', conn(), fixture('sonar', 'invoices').input, deps);
    expect(failed).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });

  it('an account id with no account answers no tickets', async () => {
    vendor.answer(() => ({ body: { data: { accounts: { entities: [] } } } }));
    const res = await readCapability(
      def('sonar'),
      'tickets',
      conn(),
      { customer: { id: '0', email: 'megan.price@example.co.uk' }, verifiedEmail: 'megan.price@example.co.uk' },
      deps,
    );
    expect(res).toMatchObject({ ok: true, rows: [] });
  });
});

describe('Splynx connector (Basic auth with key and secret)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-splynx',
    config: { host: 'isp.acme.co.uk', api_key: '3f8c1a9e4b7d2c6f0a5e8b1d4c7f2a9e' },
    secrets: { api_secret: '9b2e7c4a1f8d3b6e0c5a2f7d4b1e8c3a' },
    baseUrlOverride: `${vendor.baseUrl}/api/2.0/admin`,
  });

  it('finds customers with the main_attributes email filter', async () => {
    vendor.answer(() => ({ body: fixture('splynx', 'find_customer').reply }));
    const res = await readCapability(def('splynx'), 'find_customer', conn(), fixture('splynx', 'find_customer').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('splynx', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/2.0/admin/customers/customer');
    expect(req.query.get('main_attributes[email]')).toBe('oliver.hughes@example.co.uk');
    expect(req.headers['authorization']).toBe(`Basic ${Buffer.from('3f8c1a9e4b7d2c6f0a5e8b1d4c7f2a9e:9b2e7c4a1f8d3b6e0c5a2f7d4b1e8c3a').toString('base64')}`);
  });

  it('reads internet services, leaving out the "0000-00-00" end date', async () => {
    vendor.answer(() => ({ body: fixture('splynx', 'subscriptions').reply }));
    const res = await readCapability(def('splynx'), 'subscriptions', conn(), fixture('splynx', 'subscriptions').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('splynx', 'subscriptions').rows });
    expect(vendor.requests[0]!.path).toBe('/api/2.0/admin/customers/customer/124/internet-services');
  });
});

describe('WHMCS connector (form-encoded read-only POSTs, credential in the body only)', () => {
  const identifier = 'Xq7LmN2pR9sT4vW8yZ1bC3dF6gH0jK5a';
  const secret = 'a8Fk2Lp0Qw7Er5Ty3Ui9Op1As6Df4Gh2';
  const conn = (extra: Record<string, string> = {}): ConnectionContext => ({
    connectionId: 'conn-whmcs',
    config: { whmcs_url: 'https://billing.acme.co.uk' },
    secrets: { api_identifier: identifier, api_secret: secret, ...extra },
    baseUrlOverride: `${vendor.baseUrl}/billing/includes/api.php`,
  });
  const form = (i = 0) => Object.fromEntries(new URLSearchParams(vendor.requests[i]!.body));

  it('finds the client by email with a form POST; the credential is only in the body and never in the logs', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    const rt = createConnectorRuntime(services, { timeoutMs: 2000, sleep: async () => undefined, logger });
    try {
      vendor.answer(() => ({ body: fixture('whmcs', 'find_customer').reply }));
      const res = await readCapability(def('whmcs'), 'find_customer', conn(), fixture('whmcs', 'find_customer').input, { ...rt, logger });
      expect(res).toMatchObject({ ok: true, rows: fixture('whmcs', 'find_customer').rows });
    } finally {
      rt.close();
    }
    const req = vendor.requests[0]!;
    expect([req.method, req.path, [...req.query.keys()]]).toEqual(['POST', '/billing/includes/api.php', []]);
    expect(req.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req.headers['authorization']).toBeUndefined();
    // no access key was given, so no accesskey field is sent
    expect(form()).toEqual({ identifier, secret, responsetype: 'json', action: 'GetClientsDetails', email: 'rhys.morgan@example.co.uk' });
    expect(lines.some((l) => l.includes('vendor call'))).toBe(true);
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain(identifier);
  });

  it('reads "Client Not Found" as no customer; any other error reply stays a failure', async () => {
    vendor.answer(() => ({ body: { result: 'error', message: 'Client Not Found' } }));
    expect(await readCapability(def('whmcs'), 'find_customer', conn(), { customer: { email: 'nobody@example.co.uk' } }, deps)).toEqual({
      ok: true,
      rows: [],
      invalid: 0,
      dropped: 0,
      pages: 1,
    });
    vendor.answer(() => ({ body: { result: 'error', message: 'Authentication Failed' } }));
    expect(await readCapability(def('whmcs'), 'find_customer', conn(), { customer: { email: 'nobody@example.co.uk' } }, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'bad_reply' },
    });
    vendor.answer(() => ({ status: 403, body: { result: 'error', message: 'Invalid IP 203.0.113.9' } }));
    expect(await readCapability(def('whmcs'), 'find_customer', conn(), { customer: { email: 'nobody@example.co.uk' } }, deps)).toMatchObject({
      ok: false,
      failure: { kind: 'refused', status: 403 },
    });
  });

  it('sends the optional access key as a form field when one is set', async () => {
    vendor.answer(() => ({ body: fixture('whmcs', 'account').reply }));
    const res = await readCapability(def('whmcs'), 'account', conn({ access_key: 'verify-bot.Access_2024' }), fixture('whmcs', 'account').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('whmcs', 'account').rows });
    expect(form()).toEqual({ identifier, secret, accesskey: 'verify-bot.Access_2024', responsetype: 'json', action: 'GetClientsDetails', clientid: '1021' });
  });

  it('pages invoices with limitstart/limitnum form fields and stops at the empty page WHMCS answers without a list', async () => {
    const invoice = (fixture('whmcs', 'invoices').reply as { invoices: { invoice: Record<string, unknown>[] } }).invoices.invoice[0]!;
    const full = Array.from({ length: 25 }, (_, i) => ({ ...invoice, id: 4000 + i, invoicenum: `INV-${4000 + i}` }));
    vendor.answer((r) =>
      new URLSearchParams(r.body).get('limitstart') === '0'
        ? { body: { result: 'success', totalresults: 25, startnumber: 0, numreturned: 25, invoices: { invoice: full } } }
        : { body: { result: 'success', totalresults: 25, startnumber: 25, numreturned: 0 } },
    );
    const res = await readCapability(def('whmcs'), 'invoices', conn(), fixture('whmcs', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, pages: 2 });
    expect(res.ok && res.rows).toHaveLength(25);
    expect([form(0)['limitstart'], form(0)['limitnum'], form(1)['limitstart'], form(1)['limitnum']]).toEqual(['0', '25', '25', '25']);
    expect(form(1)).toMatchObject({ identifier, secret, action: 'GetInvoices', userid: '1021', orderby: 'date', order: 'desc' });
  });

  it("reads services, and keeps the client's ticket opened by another of its users while dropping another client's", async () => {
    vendor.answer(() => ({ body: fixture('whmcs', 'subscriptions').reply }));
    expect(await readCapability(def('whmcs'), 'subscriptions', conn(), fixture('whmcs', 'subscriptions').input, deps)).toMatchObject({
      ok: true,
      rows: fixture('whmcs', 'subscriptions').rows,
    });
    expect(form()).toMatchObject({ action: 'GetClientsProducts', clientid: '1021' });
    const reply = structuredClone(fixture('whmcs', 'tickets').reply) as { tickets: { ticket: { email: string; userid: string }[] } };
    // A ticket names the user who opened it; whose it is comes from userid (the client).
    reply.tickets.ticket[1]!.email = 'office@morganjoinery.example';
    reply.tickets.ticket[0]!.userid = '2044';
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('whmcs'), 'tickets', conn(), fixture('whmcs', 'tickets').input, deps);
    expect(res).toMatchObject({ ok: true, dropped: 1 });
    expect(res.ok && res.rows.map((r) => r.id)).toEqual(['402118']);
    expect(form(1)).toMatchObject({ action: 'GetTickets', clientid: '1021', ignore_dept_assignments: 'true' });
  });
});
