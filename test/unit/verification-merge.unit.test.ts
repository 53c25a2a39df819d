import { describe, expect, it } from 'vitest';
import { MESSAGES, SOURCE_MESSAGES } from '../../src/messages.js';
import { mergeSourceRows } from '../../src/verification/merge.js';
import { LIST_RULES, orderRows } from '../../src/verification/list-cut.js';

const TODAY = '2026-11-25';

const ok = (rows: Record<string, unknown>[]) => ({ ok: true as const, rows });
const failed = { ok: false as const };

describe('mergeSourceRows: several sources into one list reply', () => {
  it("orders rows newest first by the kind's date, undated rows last in source order, each tagged with its source", () => {
    const body = mergeSourceRows(
      [
        { name: 'Shop', read: ok([{ order_number: 'A', placed: '2026-01-02' }, { order_number: 'U1' }]) },
        { name: 'Books', read: ok([{ order_number: 'B', placed: '2026-03-01' }, { order_number: 'U2' }, { order_number: 'C', placed: '2025-12-31' }]) },
      ],
      { kind: 'orders', verifiedEmail: 'bob@example.com', tagSource: true, today: TODAY },
    );
    expect(body).toEqual({
      success: true,
      orders: [
        { order_number: 'B', placed: '2026-03-01', source: 'Books' },
        { order_number: 'A', placed: '2026-01-02', source: 'Shop' },
        { order_number: 'C', placed: '2025-12-31', source: 'Books' },
        { order_number: 'U1', source: 'Shop' },
        { order_number: 'U2', source: 'Books' },
      ],
    });
  });

  it('leaves rows untagged when one source was asked', () => {
    expect(
      mergeSourceRows([{ name: 'Desk', read: ok([{ id: 'T-1', updated: '2026-01-01' }]) }], {
        kind: 'tickets',
        verifiedEmail: null,
        tagSource: false,
        today: TODAY,
      }),
    ).toEqual({ success: true, tickets: [{ id: 'T-1', updated: '2026-01-01' }] });
  });

  it('drops every row naming an email other than the verified one, from whichever source', () => {
    const body = mergeSourceRows(
      [
        {
          name: 'Shop',
          read: ok([
            { order_number: 'MINE', placed: '2026-01-01', customer_email: 'BOB@example.com' },
            { order_number: 'THEIRS', placed: '2026-01-02', customer_email: 'eve@example.com' },
          ]),
        },
        { name: 'Books', read: ok([{ order_number: 'NOTE', placed: '2026-01-03', extras: { note: 'copy to eve@example.com' } }]) },
      ],
      { kind: 'orders', verifiedEmail: 'bob@example.com', tagSource: true, today: TODAY },
    );
    expect((body['orders'] as { order_number: string }[]).map((r) => r.order_number)).toEqual(['MINE']);
  });

  it('with no verified email, drops rows naming any email', () => {
    const body = mergeSourceRows(
      [
        {
          name: 'Account Connect',
          read: ok([
            { invoice: 'I1', date: '2026-01-01', note: 'a@b.example' },
            { invoice: 'I2', date: '2026-01-02' },
          ]),
        },
      ],
      { kind: 'invoices', verifiedEmail: null, tagSource: false, today: TODAY },
    );
    expect(body['invoices']).toEqual([{ invoice: 'I2', date: '2026-01-02' }]);
  });

  it("shows the others' rows and says which source failed: partial, unavailable and a message", () => {
    const body = mergeSourceRows(
      [
        { name: 'Shop', read: ok([{ order_number: 'A', placed: '2026-01-02' }]) },
        { name: 'Books', read: failed },
        { name: 'Desk', read: failed },
      ],
      { kind: 'orders', verifiedEmail: null, tagSource: true, today: TODAY },
    );
    expect(body).toEqual({
      success: true,
      orders: [{ order_number: 'A', placed: '2026-01-02', source: 'Shop' }],
      partial: true,
      unavailable: ['Books', 'Desk'],
      message: SOURCE_MESSAGES.partial(['Books', 'Desk']),
    });
  });

  it("is the spec's system_error when every source failed, never an empty list", () => {
    expect(
      mergeSourceRows(
        [
          { name: 'Shop', read: failed },
          { name: 'Books', read: failed },
        ],
        { kind: 'bookings', verifiedEmail: 'x@y.example', tagSource: true, today: TODAY },
      ),
    ).toEqual({ success: false, system_error: true, message: MESSAGES.cannotRead('bookings') });
  });

  it('caps the merged list like one source (10 orders), says how many were left out, and adds notes to the message', () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({ order_number: `N${i}`, placed: `2026-01-${String(10 + i)}` }));
    const body = mergeSourceRows(
      [
        { name: 'A', read: ok(rows) },
        { name: 'B', read: ok(rows.map((r) => ({ ...r, order_number: `${r.order_number}b` }))) },
      ],
      {
        kind: 'orders',
        verifiedEmail: null,
        tagSource: true,
        today: TODAY,
        notes: ['Desk was not checked.'],
      },
    );
    expect(body['orders']).toHaveLength(LIST_RULES.orders.cap);
    expect((body['orders'] as { placed: string }[])[0]!.placed).toBe('2026-01-17');
    expect(body['message']).toBe('Desk was not checked.');
    expect(body).toMatchObject({ more: true, more_count: 16 - LIST_RULES.orders.cap });
  });
});

describe('orderRows', () => {
  it('uses the first date field a row has (subscriptions: since, then start, then next_billing)', () => {
    const rows = [
      { id: 'a', next_billing: '2027-01-01' },
      { id: 'b', since: '2026-05-01' },
      { id: 'c', start: '2026-06-01' },
    ];
    expect(orderRows(rows, { newestFirstBy: ['since', 'start', 'next_billing'] }, TODAY).map((r) => r['id'])).toEqual(['a', 'c', 'b']);
  });
});

describe('mergeSourceRows onDropped (the safety_filter_dropped_rows_total metric of the merge)', () => {
  it('tells how many rows naming another customer were dropped, and nothing when none was', () => {
    const told: number[] = [];
    const parts = [
      {
        name: 'Books',
        read: {
          ok: true as const,
          rows: [
            { order_number: 'B-1', placed: '2026-01-02', note: 'for ada@example.com' },
            { order_number: 'B-2', placed: '2026-01-01', note: 'for someone.else@example.com' },
            { order_number: 'B-3', placed: '2026-01-03', contact: { email: 'third@example.com' } },
          ],
        },
      },
    ];
    const body = mergeSourceRows(parts, { kind: 'orders', verifiedEmail: 'ada@example.com', tagSource: false, today: TODAY, onDropped: (n) => told.push(n) });
    expect((body['orders'] as { order_number: string }[]).map((r) => r.order_number)).toEqual(['B-1']);
    expect(told).toEqual([2]);
    mergeSourceRows([{ name: 'Books', read: { ok: true as const, rows: [{ order_number: 'B-1' }] } }], {
      kind: 'orders',
      verifiedEmail: 'ada@example.com',
      tagSource: false,
      today: TODAY,
      onDropped: (n) => told.push(n),
    });
    expect(told).toEqual([2]);
  });
});
