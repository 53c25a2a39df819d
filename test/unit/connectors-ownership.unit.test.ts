import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { finishRows } from '../../src/connectors/runtime/read.js';
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
