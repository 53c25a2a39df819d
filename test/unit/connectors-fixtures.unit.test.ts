import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { capabilitiesOf } from '../../src/connectors/define.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { rowsFromReply } from '../../src/connectors/runtime/read.js';

const catalogue = loadCatalogue();

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
    expect(rowsFromReply(catalogue.get('rest_api')!, 'orders', { data: [] }, { verifiedEmail: 'sam.patel@example.com' })).toEqual({ ok: true, rows: [], invalid: 0, dropped: 0, pages: 1 });
  });

  it('rows missing required fields do not count', () => {
    const out = rowsFromReply(catalogue.get('rest_api')!, 'orders', { data: [{ id: 'A-1' }, { created_at: '2026-01-01' }, 'junk', { id: 'A-2', created_at: 'soon' }, { id: 'A-3', created_at: '2026-01-03' }] }, {});
    expect(out).toMatchObject({ ok: true, rows: [{ order_number: 'A-3', placed: '2026-01-03' }], invalid: 4 });
  });

  it('an Eventbrite order naming another buyer is never shown, even if the vendor returns it', () => {
    const def = catalogue.get('eventbrite')!;
    const reply = structuredClone(FIXTURES.find((f) => f.connector === 'eventbrite')!.reply) as { orders: { email: string }[] };
    reply.orders[1]!.email = 'someone.else@example.com';
    const out = rowsFromReply(def, 'orders', reply, { verifiedEmail: 'John.Smith@Example.com ' });
    expect(out).toMatchObject({ ok: true, dropped: 1 });
    if (out.ok) expect(out.rows.map((r) => r.order_number)).toEqual(['12345']);
  });
});
