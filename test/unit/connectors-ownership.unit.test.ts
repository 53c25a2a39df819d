import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { parseConnector, type ConnectorDefinition } from '../../src/connectors/define.js';
import { finishRows, rowsFromReply } from '../../src/connectors/runtime/replies.js';
import { base, set, type Draft } from '../fakes/definition-drafts.js';
import { ownershipFilter } from '../../src/connectors/runtime/ownership.js';
import type { OwnedRow } from '../../src/connectors/runtime/mapping.js';

/** The owner-reference rule on its own (the end-to-end case is connectors-ownership.integration.test.ts). */

const row = (n: string, ownerRef?: string, ownerEmail?: string): OwnedRow<{ n: string }> => ({
  row: { n },
  ...(ownerRef !== undefined ? { ownerRef } : {}),
  ...(ownerEmail !== undefined ? { ownerEmail } : {}),
});

describe('ownershipFilter', () => {
  it('keeps rows whose reference is exactly the verified id, and counts the others by why', () => {
    const out = ownershipFilter([row('a', 'cus_A'), row('b', 'cus_B'), row('c'), row('d', 'cus_A ')], 'cus_A');
    expect(out.kept.map((o) => o.row.n)).toEqual(['a']);
    expect([out.otherCustomer, out.noReference]).toEqual([2, 1]);
  });

  it('keeps nothing when no verified id is known: nothing can be confirmed', () => {
    const out = ownershipFilter([row('a', 'cus_A'), row('b')], undefined);
    expect(out.kept).toEqual([]);
    expect([out.otherCustomer, out.noReference]).toEqual([1, 1]);
  });
});

describe('finishRows with a declared owner reference', () => {
  const catalogue = loadCatalogue();
  const shopify = catalogue.get('shopify')!;

  it('applies only to reads for a verified customer; connection probes and customer searches are left alone', () => {
    const rows = [row('#1001', '207119551'), row('#1999', '999')] as unknown as OwnedRow<never>[];
    expect(finishRows(shopify, 'orders', rows, { customer: { id: '207119551' } }).rows).toHaveLength(2);
    const verified = finishRows(shopify, 'orders', rows, { customer: { id: '207119551' }, verifiedEmail: 'bob@example.com' });
    expect(verified.rows).toHaveLength(1);
    expect(verified).toMatchObject({ dropped: 1, foreign: { otherCustomer: 1, noReference: 0 } });
  });

  it('adds the rows it withholds to those the safety filter drops', () => {
    const rows = [row('#1001', '207119551', 'bob@example.com'), row('#1002', '207119551', 'eve@example.com'), row('#1999')] as unknown as OwnedRow<never>[];
    const out = finishRows(shopify, 'orders', rows, { customer: { id: '207119551' }, verifiedEmail: 'bob@example.com' });
    expect(out).toMatchObject({ dropped: 2, foreign: { otherCustomer: 0, noReference: 1 } });
    expect(out.rows).toHaveLength(1);
  });
});

describe('owner references on balances and as links', () => {
  const parsed = (mutate: (d: Draft) => void): ConnectorDefinition => {
    const d = structuredClone(base()) as unknown as Draft;
    mutate(d);
    const r = parseConnector(d);
    if (!r.ok) throw new Error(r.issues.join('; '));
    return r.definition;
  };
  const verified = { customer: { id: '100' }, verifiedEmail: 'bob@example.com' };

  it('a balance keeps only the verified client’s record when the vendor answers for several', () => {
    const def = parsed((d) =>
      set(d, 'capabilities.balance', {
        request: { path: '/balances', query: { clientIds: '{customer_id}' } },
        records: 'Balances',
        ownerRef: 'ClientId',
        map: { balance: { money: 'Amount', source: 'number' } },
      }),
    );
    const reply = { Balances: [{ ClientId: '999', Amount: 50 }, { ClientId: 100, Amount: 12.5 }, { Amount: 7 }] };
    const out = rowsFromReply(def, 'balance', reply, verified);
    expect(out).toMatchObject({ ok: true, rows: [{ balance: '12.50' }], dropped: 2 });
  });

  it('compares the last segment of a link with the verified id', () => {
    const def = parsed((d) => set(d, 'capabilities.orders.ownerRef', { lastSegment: 'customer.links.self' }));
    const reply = {
      orders: [
        {
          number: 'A1',
          created_at: '2026-01-02',
          total: 100,
          currency: 'GBP',
          email: 'bob@example.com',
          customer: { links: { self: 'https://x.example/v1/customers/100' } },
        },
        {
          number: 'A2',
          created_at: '2026-01-03',
          total: 200,
          currency: 'GBP',
          email: 'bob@example.com',
          customer: { links: { self: 'https://x.example/v1/customers/1000' } },
        },
      ],
    };
    const out = rowsFromReply(def, 'orders', reply, verified);
    expect(out.ok && out.rows.map((r) => r.order_number)).toEqual(['A1']);
    expect(out).toMatchObject({ dropped: 1 });
  });
});

describe('an owner reference picked from a list and read as a link', () => {
  it("keeps a FHIR appointment only when its Patient participant's reference ends in the verified id", () => {
    const halaxy = loadCatalogue().get('halaxy')!;
    const appointment = (id: string, patient: string) => ({
      resource: {
        resourceType: 'Appointment',
        id,
        start: '2026-02-09T09:00:00+11:00',
        end: '2026-02-09T09:45:00+11:00',
        participant: [
          { actor: { reference: '/main/PractitionerRole/PR-1234567', type: 'PractitionerRole' } },
          { actor: { reference: `/main/Patient/${patient}`, type: 'Patient' } },
        ],
      },
    });
    const reply = { resourceType: 'Bundle', type: 'searchset', entry: [appointment('A1', '104221937'), appointment('A2', '999')] };
    const out = rowsFromReply(halaxy, 'bookings', reply, { customer: { id: '104221937' }, verifiedEmail: 'linh@example.com.au' });
    expect(out.ok && out.rows.map((r) => r.id)).toEqual(['A1']);
    expect(out).toMatchObject({ dropped: 1 });
  });
});
