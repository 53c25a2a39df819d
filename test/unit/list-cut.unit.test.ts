import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../config/limits.js';
import { shapeToolResult } from '../../src/bot/tool-result-trim.js';
import { BOT_MESSAGES, type DataKind } from '../../src/messages.js';
import { cutListAnswer, LIST_RULES } from '../../src/verification/list-cut.js';
import { mergeSourceRows, type SourcePart } from '../../src/verification/merge.js';
import { accountConnectSystem, connectionSystem } from '../../src/verification/same-system.js';

const TODAY = '2026-11-25';
const KINDS = ['orders', 'invoices', 'bookings', 'subscriptions', 'tickets'] as const satisfies readonly DataKind[];

/** `n` rows of a kind from one source, each a different record, dated before (or for bookings after) today. */
function rowsOf(kind: DataKind, n: number, tag: string): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => {
    const day = `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;
    switch (kind) {
      case 'orders':
        return { order_number: `${tag}-${i}`, placed: day };
      case 'invoices':
        return { invoice: `${tag}-${i}`, date: day, amount: '£1.00' };
      case 'bookings':
        return { id: `${tag}-${i}`, start: `2027-${String(1 + (i % 10)).padStart(2, '0')}-01T10:00` };
      case 'subscriptions':
        return { id: `${tag}-${i}`, plan: 'Plan', since: day };
      case 'tickets':
        return { id: `${tag}-${i}`, subject: 'Help', status: 'open', updated: day };
    }
  });
}

const ok = (rows: Record<string, unknown>[], leftOut = 0): SourcePart['read'] => ({ ok: true, rows, ...(leftOut > 0 ? { leftOut } : {}) });

describe('the one cut of a list answer: more and more_count whenever rows are left out', () => {
  for (const kind of KINDS) {
    const cap = LIST_RULES[kind].cap;

    it(`${kind}: one source with more rows than the cap says how many were left out`, () => {
      const body = cutListAnswer({ success: true, [kind]: rowsOf(kind, cap + 7, 'A') }, kind, TODAY);
      expect(body[kind]).toHaveLength(cap);
      expect(body).toMatchObject({ success: true, more: true, more_count: 7 });
    });

    it(`${kind}: three sources merged, with what one source left out itself, say the whole count`, () => {
      const parts: SourcePart[] = [
        { name: 'A', read: ok(rowsOf(kind, cap, 'A')) },
        { name: 'B', read: ok(rowsOf(kind, 4, 'B'), 3) },
        { name: 'C', read: ok(rowsOf(kind, 2, 'C')) },
      ];
      const body = mergeSourceRows(parts, { kind, verifiedEmail: null, tagSource: true, today: TODAY });
      expect(body[kind]).toHaveLength(cap);
      expect(body).toMatchObject({ more: true, more_count: cap + 4 + 2 + 3 - cap });
      expect(new Set((body[kind] as { source: string }[]).map((r) => r.source)).size).toBeGreaterThan(0);
    });

    it(`${kind}: nothing left out, no more flag`, () => {
      const body = mergeSourceRows([{ name: 'A', read: ok(rowsOf(kind, 2, 'A')) }], { kind, verifiedEmail: null, tagSource: false, today: TODAY });
      expect(body).not.toHaveProperty('more');
      expect(body).not.toHaveProperty('more_count');
    });
  }

  it('orders without capping for a caller that needs every row (tracking by order number)', () => {
    const body = cutListAnswer({ success: true, orders: rowsOf('orders', 30, 'A') }, 'orders', TODAY, { cap: false });
    expect(body['orders']).toHaveLength(30);
    expect(body).not.toHaveProperty('more');
  });

  it('keeps the count a source already gave when it cuts again (idempotent)', () => {
    const once = cutListAnswer({ success: true, orders: rowsOf('orders', 15, 'A') }, 'orders', TODAY);
    expect(cutListAnswer(once, 'orders', TODAY)).toEqual(once);
  });
});

describe('one row, once: a record two sources of the same system return', () => {
  const demoAc = accountConnectSystem('http://127.0.0.1:3000/api/account-connect-demo/v1');
  const demoVendor = connectionSystem({ id: 4, connector: 'demo_vendor', config: { demo_base: 'http://127.0.0.1:3000/api/account-connect-demo/v1/' } });
  const demoRest = connectionSystem({ id: 5, connector: 'rest_api', config: { api_base: 'http://127.0.0.1:3000/api/account-connect-demo/v1/rest' } });

  it('knows the demo however it is reached, and tells other systems apart', () => {
    expect(demoVendor).toBe(demoAc);
    expect(demoRest).toBe(demoAc);
    const shopA = connectionSystem({ id: 1, connector: 'shopify', config: { shop: 'acme-uk' } });
    expect(connectionSystem({ id: 2, connector: 'shopify', config: { shop: 'ACME-UK' } })).toBe(shopA);
    expect(connectionSystem({ id: 3, connector: 'shopify', config: { shop: 'other' } })).not.toBe(shopA);
    // No settings: the key alone names the account, so two connections are never taken for one.
    expect(connectionSystem({ id: 6, connector: 'stripe', config: {} })).not.toBe(connectionSystem({ id: 7, connector: 'stripe', config: {} }));
    expect(connectionSystem({ id: 8, connector: 'rest_api', config: { api_base: 'https://api.example.com/v1' } })).not.toBe(demoAc);
    expect(accountConnectSystem('https://platform.example.com/ac')).not.toBe(demoAc);
  });

  it('shows a record of one system once, the first source naming it, its missing fields filled from the other', () => {
    const ac = [
      { order_number: 'AH-1012', placed: '2026-11-22', status: 'processing', total: '£10.00' },
      { order_number: 'AH-1011', placed: '2026-11-11', status: 'dispatched' },
    ];
    const vendor = [
      { order_number: 'AH-1012', placed: '2026-11-22', status: 'processing', currency: 'GBP' },
      { order_number: 'AH-1011', placed: '2026-11-11', status: 'dispatched', tracking: 'RM1' },
      { order_number: 'AH-1010', placed: '2026-10-31', status: 'delivered' },
    ];
    const body = mergeSourceRows(
      [
        { name: 'Account Connect', read: ok(ac), system: demoAc },
        { name: 'Demo vendor', read: ok(vendor), system: demoVendor },
        { name: 'REST API', read: ok(vendor), system: demoRest },
      ],
      { kind: 'orders', verifiedEmail: 'amelia.hart@example.com', tagSource: true, today: TODAY },
    );
    expect(body['orders']).toEqual([
      { order_number: 'AH-1012', placed: '2026-11-22', status: 'processing', total: '£10.00', source: 'Account Connect', currency: 'GBP' },
      { order_number: 'AH-1011', placed: '2026-11-11', status: 'dispatched', source: 'Account Connect', tracking: 'RM1' },
      { order_number: 'AH-1010', placed: '2026-10-31', status: 'delivered', source: 'Demo vendor' },
    ]);
    expect(body).not.toHaveProperty('more');
  });

  it('keeps rows of different systems apart even when their numbers agree, and same numbers with other dates too', () => {
    const row = { order_number: '1001', placed: '2026-11-01' };
    const apart = mergeSourceRows(
      [
        { name: 'Shop A', read: ok([row]), system: 'connector:shopify:a' },
        { name: 'Shop B', read: ok([row]), system: 'connector:shopify:b' },
        { name: 'Shop A again', read: ok([{ ...row, placed: '2025-01-01' }]), system: 'connector:shopify:a' },
      ],
      { kind: 'orders', verifiedEmail: null, tagSource: true, today: TODAY },
    );
    expect(apart['orders']).toHaveLength(3);
  });

  it('counts what one system holds once: a source that cut its list and one that gave it all', () => {
    const all = rowsOf('orders', 15, 'PS');
    const newest10 = [...all].sort((a, b) => String(b['placed']).localeCompare(String(a['placed']))).slice(0, 10);
    const body = mergeSourceRows(
      [
        { name: 'Account Connect', read: ok(newest10, 5), system: demoAc },
        { name: 'REST API', read: ok(all), system: demoRest },
      ],
      { kind: 'orders', verifiedEmail: null, tagSource: true, today: TODAY },
    );
    expect(body['orders']).toHaveLength(10);
    expect(body).toMatchObject({ more: true, more_count: 5 });
  });
});

describe('the tool result: rows dropped to fit the read are counted too, and the message says so', () => {
  it('adds the rows it drops for size to more_count and tells the bot in words', () => {
    const long = 'x'.repeat(400);
    const tickets = Array.from({ length: 10 }, (_, i) => ({ id: `T${i}`, subject: long, status: 'open', updated: `2026-01-${String(10 + i)}` }));
    const cut = cutListAnswer({ success: true, tickets: [...tickets, ...rowsOf('tickets', 5, 'OLD')] }, 'tickets', TODAY);
    expect(cut).toMatchObject({ more_count: 5 });
    const out = shapeToolResult({ kind: 'read', read: 'tickets' }, cut, TODAY);
    const kept = out['tickets'] as unknown[];
    expect(JSON.stringify(out).length).toBeLessThanOrEqual(LIMITS.botReadChars);
    expect(out['more_count']).toBe(15 - kept.length);
    expect(out['message']).toBe(BOT_MESSAGES.rowsLeftOut(kept.length, 'tickets', 15 - kept.length));
  });

  it("keeps a source's message and adds the sentence after it", () => {
    const body = cutListAnswer({ success: true, orders: rowsOf('orders', 12, 'A'), message: 'Test Desk was not checked.' }, 'orders', TODAY);
    const out = shapeToolResult({ kind: 'read', read: 'orders' }, body, TODAY);
    expect(out['message']).toBe(`Test Desk was not checked. ${BOT_MESSAGES.rowsLeftOut(10, 'orders', 2)}`);
  });
});
