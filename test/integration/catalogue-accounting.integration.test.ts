import { describe, expect, it } from 'vitest';
import { readCapability, type ConnectionContext } from '../../src/connectors/vendor-read.js';
import { vendor, deps, def, fixture, useCatalogueHarness } from '../fakes/catalogue-harness.js';

/**
 * Accounting connectors end to end: each definition builds the vendor call (path, query, auth,
 * headers, GraphQL body), a scripted vendor on 127.0.0.1 answers with the documented fixtures, and
 * the rows come back as the fixtures say — the customer search used for verification, then reads.
 */

useCatalogueHarness();

describe('Sage Accounting connector (OAuth, search_email)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-sage',
    config: {},
    secrets: { access_token: 'sage-access-token-123' },
    baseUrlOverride: `${vendor.baseUrl}/v3.1`,
  });

  it('finds the customer with the documented email filter and the signed-in bearer token', async () => {
    vendor.answer(() => ({ body: fixture('sage_accounting', 'find_customer').reply }));
    const res = await readCapability(def('sage_accounting'), 'find_customer', conn(), { customer: { email: 'priya@harbourcafe.co.uk' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('sage_accounting', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/v3.1/contacts');
    expect(req.query.get('email')).toBe('priya@harbourcafe.co.uk');
    expect(req.query.get('contact_type_id')).toBe('CUSTOMER');
    expect(req.query.get('search')).toBeNull();
    expect(req.headers['authorization']).toBe('Bearer sage-access-token-123');
  });

  it('reads the invoices of the verified contact across pages, stopping at a short page', async () => {
    const reply = fixture('sage_accounting', 'invoices').reply as { $items: unknown[] };
    const fullPage = Array.from({ length: 100 }, () => reply.$items[1]);
    vendor.answer((r) =>
      r.query.get('page') === '1' ? { body: { ...reply, $items: [reply.$items[0], ...fullPage.slice(1)] } } : { body: { ...reply, $items: [reply.$items[2]] } },
    );
    const res = await readCapability(def('sage_accounting'), 'invoices', conn(), fixture('sage_accounting', 'invoices').input, deps);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.pages).toBe(2);
    expect(res.rows).toHaveLength(101);
    expect(res.rows[0]).toEqual(fixture('sage_accounting', 'invoices').rows[0]);
    expect(res.rows[100]).toEqual(fixture('sage_accounting', 'invoices').rows[2]);
    expect(vendor.requests.map((r) => [r.path, r.query.get('contact_id'), r.query.get('page'), r.query.get('items_per_page')])).toEqual([
      ['/v3.1/sales_invoices', '4b6c87f5e3a24c3d9f0a1b2c3d4e5f60', '1', '100'],
      ['/v3.1/sales_invoices', '4b6c87f5e3a24c3d9f0a1b2c3d4e5f60', '2', '100'],
    ]);
  });

  it('reads the balance from the single contact record, and a deleted contact (404) as no balance', async () => {
    vendor.answer(() => ({ body: fixture('sage_accounting', 'balance').reply }));
    const res = await readCapability(def('sage_accounting'), 'balance', conn(), fixture('sage_accounting', 'balance').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [{ balance: '342.60' }] });
    expect(vendor.requests[0]!.path).toBe('/v3.1/contacts/4b6c87f5e3a24c3d9f0a1b2c3d4e5f60');
    expect(vendor.requests[0]!.query.get('show_balance')).toBe('true');
    vendor.answer(() => ({ status: 404, body: [{ $severity: 'error', $dataCode: 'RecordNotFound', $message: 'Record not found' }] }));
    expect(await readCapability(def('sage_accounting'), 'balance', conn(), fixture('sage_accounting', 'balance').input, deps)).toMatchObject({
      ok: true,
      rows: [],
    });
  });
});

describe('Xero connector (OAuth with the organisation header)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-xero',
    config: { tenant_id: '45e4708e-d862-4111-ab3a-dd8cd03913e1' },
    secrets: { access_token: 'xero-access-token' },
    baseUrlOverride: `${vendor.baseUrl}/api.xro/2.0`,
  });

  it('searches contacts with searchTerm and sends xero-tenant-id on every call', async () => {
    vendor.answer(() => ({ body: fixture('xero', 'find_customer').reply }));
    const res = await readCapability(def('xero'), 'find_customer', conn(), { customer: { email: 'a.dutchess@abclimited.co.uk' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('xero', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api.xro/2.0/Contacts');
    expect(req.query.get('searchTerm')).toBe('a.dutchess@abclimited.co.uk');
    expect(req.headers['xero-tenant-id']).toBe('45e4708e-d862-4111-ab3a-dd8cd03913e1');
    expect(req.headers['authorization']).toBe('Bearer xero-access-token');
  });

  it('lists only sales invoices of the contact, with Microsoft JSON dates read as dates', async () => {
    vendor.answer(() => ({ body: fixture('xero', 'invoices').reply }));
    const res = await readCapability(def('xero'), 'invoices', conn(), fixture('xero', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('xero', 'invoices').rows, pages: 1 });
    const q = vendor.requests[0]!.query;
    expect(q.get('ContactIDs')).toBe('bd2270c3-8706-4c11-9cfb-000b551c3f51');
    expect(q.get('where')).toBe('Type=="ACCREC"');
    expect(q.get('order')).toBe('Date DESC');
  });
});

describe('Invoice Ninja connector (API token header)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-ninja',
    config: { domain: 'invoicing.co' },
    secrets: { api_token: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6' },
    baseUrlOverride: `${vendor.baseUrl}/api/v1`,
  });

  it('finds the client by contact email with X-API-TOKEN and X-Requested-With', async () => {
    vendor.answer(() => ({ body: fixture('invoice_ninja', 'find_customer').reply }));
    const res = await readCapability(def('invoice_ninja'), 'find_customer', conn(), { customer: { email: 'carys@bednar.example.co.uk' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('invoice_ninja', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.path).toBe('/api/v1/clients');
    expect(req.query.get('email')).toBe('carys@bednar.example.co.uk');
    expect(req.headers['x-api-token']).toBe('a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6');
    expect(req.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it("takes the client's primary contact for name, email and phone, even when another contact is listed first", async () => {
    const reply = structuredClone(fixture('invoice_ninja', 'find_customer').reply) as { data: { contacts: unknown[] }[] };
    reply.data[0]!.contacts.unshift({
      id: 'Wpmbk5ezJn',
      first_name: 'Accounts',
      last_name: 'Team',
      email: 'accounts@bednar.example.co.uk',
      phone: '029 2018 0001',
      is_primary: false,
    });
    vendor.answer(() => ({ body: reply }));
    const res = await readCapability(def('invoice_ninja'), 'find_customer', conn(), { customer: { email: 'carys@bednar.example.co.uk' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('invoice_ninja', 'find_customer').rows });
  });

  it('reads the account with created_at (unix seconds) as a date', async () => {
    vendor.answer(() => ({ body: fixture('invoice_ninja', 'account').reply }));
    const res = await readCapability(def('invoice_ninja'), 'account', conn(), fixture('invoice_ninja', 'account').input, deps);
    expect(res).toMatchObject({ ok: true, rows: [{ customer_since: '2023-01-01', client_number: '0007' }] });
    expect(vendor.requests[0]!.path).toBe('/api/v1/clients/Opnel5aKBz');
  });
});

describe('Wave connector (read-only GraphQL)', () => {
  const conn = (): ConnectionContext => ({
    connectionId: 'conn-wave',
    config: { business_id: 'QnVzaW5lc3M6YzRmNzkzYmItMTQ0OS00NGM2LWEwNGUtYmViODk2OWMzOTRk' },
    secrets: { access_token: 'wave-token' },
    baseUrlOverride: `${vendor.baseUrl}/graphql/public`,
  });

  it('POSTs a GraphQL query (no mutation) with the business and email as variables', async () => {
    vendor.answer(() => ({ body: fixture('wave', 'find_customer').reply }));
    const res = await readCapability(def('wave'), 'find_customer', conn(), { customer: { email: 'chloe@mapleleafyoga.example.ca' } }, deps);
    expect(res).toMatchObject({ ok: true, rows: fixture('wave', 'find_customer').rows });
    const req = vendor.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/graphql/public');
    const body = JSON.parse(req.body) as { query: string; variables: Record<string, string> };
    expect(body.query).toMatch(/^query /);
    expect(body.query).not.toMatch(/mutation/i);
    expect(body.variables).toEqual({ businessId: 'QnVzaW5lc3M6YzRmNzkzYmItMTQ0OS00NGM2LWEwNGUtYmViODk2OWMzOTRk', email: 'chloe@mapleleafyoga.example.ca' });
  });

  it('pages invoices with page and pageSize GraphQL variables, stopping at a short page', async () => {
    const edges = (fixture('wave', 'invoices').reply as { data: { business: { invoices: { edges: unknown[] } } } }).data.business.invoices.edges;
    const full = Array.from({ length: 50 }, () => edges[0]);
    vendor.answer((r) => {
      const page = (JSON.parse(r.body) as { variables: { page: number } }).variables.page;
      return { body: { data: { business: { invoices: { edges: page === 1 ? full : edges } } } } };
    });
    const res = await readCapability(def('wave'), 'invoices', conn(), fixture('wave', 'invoices').input, deps);
    expect(res).toMatchObject({ ok: true, pages: 2 });
    expect(res.ok && res.rows).toHaveLength(50 + edges.length);
    expect(vendor.requests.map((r) => (JSON.parse(r.body) as { variables: unknown }).variables)).toEqual([
      {
        businessId: 'QnVzaW5lc3M6YzRmNzkzYmItMTQ0OS00NGM2LWEwNGUtYmViODk2OWMzOTRk',
        customerId: fixture('wave', 'invoices').input.customer!.id,
        page: 1,
        pageSize: 50,
      },
      {
        businessId: 'QnVzaW5lc3M6YzRmNzkzYmItMTQ0OS00NGM2LWEwNGUtYmViODk2OWMzOTRk',
        customerId: fixture('wave', 'invoices').input.customer!.id,
        page: 2,
        pageSize: 50,
      },
    ]);
  });

  it('a GraphQL error reply (no data) is a failure, never "no customer"', async () => {
    vendor.answer(() => ({ body: { data: null, errors: [{ message: 'Business not found', extensions: { code: 'NOT_FOUND' } }] } }));
    const res = await readCapability(def('wave'), 'find_customer', conn(), { customer: { email: 'chloe@mapleleafyoga.example.ca' } }, deps);
    expect(res).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });
});
