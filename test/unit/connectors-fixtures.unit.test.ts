import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { capabilitiesOf, parseConnector, type ConnectorDefinition } from '../../src/connectors/define.js';
import type { ConnectorFixture, FixtureOwner } from '../../src/connectors/fixtures/fixture.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { mapRecords } from '../../src/connectors/runtime/mapping.js';
import { valueAt } from '../../src/connectors/paths.js';
import { rowsFromReply } from '../../src/connectors/runtime/replies.js';

const catalogue = loadCatalogue();

/** Whose each record of a fixture's reply is, as the mapping reads it (before any filter). */
function ownersOf(def: ConnectorDefinition, fixture: ConnectorFixture): FixtureOwner[] {
  const spec = def.capabilities[fixture.capability]!;
  const value = valueAt(fixture.reply, spec.records);
  const records = Array.isArray(value) ? value : [value];
  return mapRecords(fixture.capability, spec, records).rows.map((o) => ({
    ...(o.ownerEmail !== undefined ? { email: o.ownerEmail } : {}),
    ...(o.ownerName !== undefined ? { name: o.ownerName } : {}),
    ...(o.ownerRef !== undefined ? { ref: o.ownerRef } : {}),
  }));
}

describe('connector fixtures (documented vendor replies -> spec rows, no network)', () => {
  it('every capability of every example connector has a fixture', () => {
    for (const def of catalogue.all()) {
      const covered = FIXTURES.filter((f) => f.connector === def.key).map((f) => f.capability);
      expect(covered.sort(), def.key).toEqual([...capabilitiesOf(def)].sort());
    }
  });

  for (const fixture of FIXTURES) {
    it(`${fixture.connector} ${fixture.capability}: the documented reply maps to exactly the expected rows`, () => {
      const def = catalogue.get(fixture.connector)!;
      const out = rowsFromReply(def, fixture.capability, fixture.reply, fixture.input);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.rows).toEqual(fixture.rows);
      expect(out.invalid).toBe(0);
      expect(out.dropped).toBe(0);
      if (fixture.owners) expect(ownersOf(def, fixture), 'owners').toEqual(fixture.owners);
    });
  }

  it('a reply without the record list is a failure, never an empty list', () => {
    const hook = catalogue.get('workflow_hook')!;
    const out = rowsFromReply(hook, 'find_customer', { status: 'success' }, {});
    expect(out).toEqual({ ok: false, failure: { kind: 'bad_reply', message: 'the vendor sent an unexpected reply: no list at "customers"' } });
    const account = rowsFromReply(catalogue.get('shopify')!, 'account', { customers: [] }, {});
    expect(account).toEqual({ ok: false, failure: { kind: 'bad_reply', message: 'the vendor sent an unexpected reply: no record at "customer"' } });
  });

  it('an empty list is a normal answer', () => {
    expect(rowsFromReply(catalogue.get('rest_api')!, 'orders', { data: [] }, { verifiedEmail: 'sam.patel@example.com' })).toEqual({
      ok: true,
      rows: [],
      invalid: 0,
      dropped: 0,
      pages: 1,
    });
  });

  it('rows missing required fields do not count', () => {
    const out = rowsFromReply(
      catalogue.get('rest_api')!,
      'orders',
      { data: [{ id: 'A-1' }, { created_at: '2026-01-01' }, 'junk', { id: 'A-2', created_at: 'soon' }, { id: 'A-3', created_at: '2026-01-03' }] },
      {},
    );
    expect(out).toMatchObject({ ok: true, rows: [{ order_number: 'A-3', placed: '2026-01-03' }], invalid: 4 });
  });

  it('an Eventbrite order naming another buyer is never shown, even if the vendor returns it', () => {
    const def = catalogue.get('eventbrite')!;
    const reply = structuredClone(FIXTURES.find((f) => f.connector === 'eventbrite')!.reply) as { orders: { email: string }[] };
    reply.orders[1]!.email = 'someone.else@example.com';
    const out = rowsFromReply(def, 'orders', reply, { verifiedEmail: 'Emilio@Eventbrite.com ' });
    expect(out).toMatchObject({ ok: true, dropped: 1 });
    if (out.ok) expect(out.rows.map((r) => r.order_number)).toEqual(['12345']);
  });
});

describe('"no match" replies that are not an empty list (capability noMatch)', () => {
  const empty = { ok: true, rows: [], invalid: 0, dropped: 0, pages: 1 };
  const noList = (path: string) => ({ ok: false, failure: { kind: 'bad_reply', message: `the vendor sent an unexpected reply: no list at "${path}"` } });

  it('Square answers a search with no match as {}: no customer, but {} with errors is a failure', () => {
    const square = catalogue.get('square')!;
    expect(rowsFromReply(square, 'find_customer', {}, {})).toEqual(empty);
    expect(rowsFromReply(square, 'orders', {}, { verifiedEmail: 'a@example.com' })).toEqual(empty);
    expect(rowsFromReply(square, 'find_customer', { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST' }] }, {})).toEqual(noList('customers'));
    expect(rowsFromReply(square, 'find_customer', { customers: 'nope' }, {})).toEqual(noList('customers'));
  });

  it('Memberful answers an unknown email with memberByEmail: null: no customer, unless GraphQL reports errors', () => {
    const memberful = catalogue.get('memberful')!;
    expect(rowsFromReply(memberful, 'find_customer', { data: { memberByEmail: null } }, {})).toEqual(empty);
    expect(rowsFromReply(memberful, 'find_customer', { data: { memberByEmail: null }, errors: [{ message: 'Unauthorized' }] }, {})).toEqual({
      ok: false,
      failure: { kind: 'bad_reply', message: 'the vendor sent an unexpected reply: no record at "data.memberByEmail"' },
    });
    expect(rowsFromReply(memberful, 'find_customer', { data: null, errors: [{ message: 'boom' }] }, {})).toMatchObject({ ok: false });
    expect(rowsFromReply(memberful, 'find_customer', {}, {})).toMatchObject({ ok: false });
  });

  it('Zoho answers a search with no match with an empty body (204): no customer; elsewhere an empty body is a failure', () => {
    expect(rowsFromReply(catalogue.get('zoho_desk')!, 'find_customer', undefined, {})).toEqual(empty);
    expect(rowsFromReply(catalogue.get('zoho_crm')!, 'tickets', undefined, { verifiedEmail: 'a@example.com' })).toEqual(empty);
    expect(rowsFromReply(catalogue.get('shopify')!, 'find_customer', undefined, {})).toEqual({
      ok: false,
      failure: { kind: 'bad_reply', message: 'the vendor sent an unexpected reply: an empty reply' },
    });
  });

  it('PrestaShop answers a filter that matches nothing with a bare []: no customer and no orders; {} stays a failure', () => {
    const prestashop = catalogue.get('prestashop')!;
    expect(rowsFromReply(prestashop, 'find_customer', [], {})).toEqual(empty);
    expect(rowsFromReply(prestashop, 'orders', [], { verifiedEmail: 'a@example.com' })).toEqual(empty);
    expect(rowsFromReply(prestashop, 'find_customer', {}, {})).toEqual(noList('customers'));
  });

  it('without noMatch (the default) a missing list, a null record and an empty body all stay failures', () => {
    const shopify = catalogue.get('shopify')!;
    expect(rowsFromReply(shopify, 'find_customer', {}, {})).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
    expect(rowsFromReply(shopify, 'account', { customer: null }, {})).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });
});

describe('record lists that are one object or a list, and the "no match" replies emptyArray and bodyFields', () => {
  const empty = { ok: true, rows: [], invalid: 0, dropped: 0, pages: 1 };
  /** A small definition whose find_customer capability each test shapes. */
  const withFind = (find: Record<string, unknown>) => {
    const r = parseConnector({
      key: 'shape_test',
      name: 'Shape test',
      category: 'pos',
      auth: { type: 'bearer', secret: 'token' },
      secrets: [{ name: 'token', label: 'token', example: 'tok_123456' }],
      baseUrl: 'https://vendor.example/api',
      verification: 'search_email',
      capabilities: {
        find_customer: { request: { path: '/customers', query: { email: '{email}' } }, map: { id: 'id', name: 'name', email: 'email' }, ...find },
      },
      docs: 'https://vendor.example/docs',
      setup: 'Create a token.',
      test_level: 'unconfirmed',
      test_detail: 'A definition made up for this test.',
    });
    if (!r.ok) throw new Error(r.issues.join('\n'));
    return r.definition;
  };
  const ann = { id: '1', name: 'Ann Lee', email: 'ann@example.com' };
  const bob = { id: '2', name: 'Bob Ray', email: 'bob@example.com' };
  const row = (c: typeof ann) => ({ id: c.id, name: c.name, email: c.email, phone: '', postcode: '' });

  it("single: 'either' reads one object as a list of one and a list as it is; anything else is a failure", () => {
    const def = withFind({ records: 'Customer', single: 'either' });
    expect(rowsFromReply(def, 'find_customer', { Customer: ann }, {})).toEqual({ ...empty, rows: [row(ann)] });
    expect(rowsFromReply(def, 'find_customer', { Customer: [ann, bob] }, {})).toEqual({ ...empty, rows: [row(ann), row(bob)] });
    expect(rowsFromReply(def, 'find_customer', { Customer: [] }, {})).toEqual(empty);
    for (const reply of [{ Customer: 'x' }, { Customer: null }, {}]) {
      expect(rowsFromReply(def, 'find_customer', reply, {})).toEqual({
        ok: false,
        failure: { kind: 'bad_reply', message: 'the vendor sent an unexpected reply: no list or record at "Customer"' },
      });
    }
    // a list stays a failure for single: true, an object for the default
    expect(rowsFromReply(withFind({ records: 'Customer', single: true }), 'find_customer', { Customer: [ann] }, {})).toMatchObject({ ok: false });
    expect(rowsFromReply(withFind({ records: 'Customer' }), 'find_customer', { Customer: ann }, {})).toMatchObject({ ok: false });
  });

  it('noMatch.emptyArray reads exactly a bare [] as no match; a non-empty array or {} stays a failure', () => {
    const def = withFind({ records: 'customers', noMatch: { emptyArray: true } });
    expect(rowsFromReply(def, 'find_customer', [], {})).toEqual(empty);
    expect(rowsFromReply(def, 'find_customer', { customers: [ann] }, {})).toEqual({ ...empty, rows: [row(ann)] });
    expect(rowsFromReply(def, 'find_customer', [ann], {})).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
    expect(rowsFromReply(def, 'find_customer', {}, {})).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
    expect(rowsFromReply(withFind({ records: 'customers' }), 'find_customer', [], {})).toMatchObject({ ok: false, failure: { kind: 'bad_reply' } });
  });

  it('noMatch.bodyFields reads a documented "not found" reply as no match, and nothing else', () => {
    const def = withFind({ records: 'client', single: true, noMatch: { bodyFields: { result: 'error', message: 'Client Not Found' } } });
    expect(rowsFromReply(def, 'find_customer', { result: 'error', message: 'Client Not Found' }, {})).toEqual(empty);
    expect(rowsFromReply(def, 'find_customer', { result: 'success', client: ann }, {})).toEqual({ ...empty, rows: [row(ann)] });
    // another error, a different case, a top-level errors list, or a non-object reply stay failures
    for (const reply of [
      { result: 'error', message: 'Authentication Failed' },
      { result: 'error', message: 'client not found' },
      { result: 'error' },
      { result: 'error', message: 'Client Not Found', errors: ['Invalid IP 10.0.0.1'] },
      [{ result: 'error', message: 'Client Not Found' }],
    ]) {
      expect(rowsFromReply(def, 'find_customer', reply, {}), JSON.stringify(reply)).toEqual({
        ok: false,
        failure: { kind: 'bad_reply', message: 'the vendor sent an unexpected reply: no record at "client"' },
      });
    }
  });

  it('noMatch.bodyFields compares numbers and their text alike, and only applies when the record path holds no list or record', () => {
    const def = withFind({ records: 'clients.client', noMatch: { bodyFields: { result: 'success', numreturned: 0 } } });
    expect(rowsFromReply(def, 'find_customer', { result: 'success', numreturned: 0, clients: '' }, {})).toEqual(empty);
    expect(rowsFromReply(def, 'find_customer', { result: 'success', numreturned: '0' }, {})).toEqual(empty);
    expect(rowsFromReply(def, 'find_customer', { result: 'success', numreturned: 1, clients: { client: [ann] } }, {})).toEqual({ ...empty, rows: [row(ann)] });
    // the fields match but a list is there: the list is read
    expect(rowsFromReply(def, 'find_customer', { result: 'success', numreturned: 0, clients: { client: [bob] } }, {})).toEqual({ ...empty, rows: [row(bob)] });
    expect(rowsFromReply(def, 'find_customer', { result: 'success', numreturned: 2, clients: '' }, {})).toMatchObject({
      ok: false,
      failure: { kind: 'bad_reply' },
    });
    expect(rowsFromReply(def, 'find_customer', { result: 'success', numreturned: false }, {})).toMatchObject({ ok: false });
  });
});
