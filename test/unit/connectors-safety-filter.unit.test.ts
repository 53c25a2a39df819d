import { describe, expect, it } from 'vitest';
import { safetyFilter } from '../../src/connectors/runtime/safety-filter.js';

type Row = { id: string; note?: string; customer_email?: string };
const row = (id: string, extra: Partial<Row> = {}, ownerEmail?: string) => ({ row: { id, ...extra }, ...(ownerEmail ? { ownerEmail } : {}) });

describe('connector safety filter', () => {
  it("drops a row whose record names another customer's email", () => {
    const out = safetyFilter([row('1', {}, 'jane@example.com'), row('2', {}, 'bob@example.com')], {
      verifiedEmail: 'jane@example.com',
      requireOwnerMatch: false,
    });
    expect(out).toEqual({ rows: [{ id: '1' }], dropped: 1 });
  });

  it("drops a row whose mapped text names another customer's email, wherever it appears", () => {
    const out = safetyFilter(
      [row('1', { customer_email: 'bob@example.com' }), row('2', { note: 'gift for Bob <bob@example.com>' }), row('3', { customer_email: 'JANE@example.com' })],
      { verifiedEmail: 'jane@example.com', requireOwnerMatch: false },
    );
    expect(out.rows.map((r) => r.id)).toEqual(['3']);
    expect(out.dropped).toBe(2);
  });

  it('compares emails without case or surrounding spaces', () => {
    const out = safetyFilter([row('1', {}, ' Jane@Example.COM ')], { verifiedEmail: 'jane@example.com ', requireOwnerMatch: true });
    expect(out).toEqual({ rows: [{ id: '1' }], dropped: 0 });
  });

  it('keeps rows that name nobody, unless the connector verifies from the records themselves', () => {
    const items = [row('1'), row('2', {}, 'jane@example.com')];
    expect(safetyFilter(items, { verifiedEmail: 'jane@example.com', requireOwnerMatch: false }).rows).toHaveLength(2);
    expect(safetyFilter(items, { verifiedEmail: 'jane@example.com', requireOwnerMatch: true })).toEqual({ rows: [{ id: '2' }], dropped: 1 });
  });

  it("treats every named email as another customer's when the verified record has no email", () => {
    const out = safetyFilter([row('1'), row('2', {}, 'x@example.com')], { verifiedEmail: '', requireOwnerMatch: false });
    expect(out).toEqual({ rows: [{ id: '1' }], dropped: 1 });
    expect(safetyFilter([row('1')], { verifiedEmail: '', requireOwnerMatch: true }).rows).toEqual([]);
  });
});
