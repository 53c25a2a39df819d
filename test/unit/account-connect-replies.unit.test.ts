import { describe, expect, it } from 'vitest';
import { interpretReply } from '../../src/account-connect/replies.js';
import { LIMITS } from '../../config/limits.js';
import { clipStrings } from '../../src/account-connect/reply-trim.js';

const json = (v: unknown) => JSON.stringify(v);

describe('interpretReply: reading a partner reply leniently but by the contract', () => {
  it('turns 401 into unauthorized and other non-2xx into a failure naming the status and the first 200 characters', () => {
    expect(interpretReply('orders', 401, '')).toEqual({ kind: 'unauthorized' });
    const r = interpretReply('orders', 503, 'y'.repeat(400));
    expect(r).toEqual({ kind: 'failed', reason: 'http_status', status: 503, detail: `HTTP 503: ${'y'.repeat(200)}` });
  });

  it('fails a reply that is not JSON, not an object, or has no boolean success', () => {
    expect(interpretReply('orders', 200, '<html>')).toMatchObject({ kind: 'failed', reason: 'not_json' });
    expect(interpretReply('orders', 200, '[]')).toMatchObject({ kind: 'failed', reason: 'bad_reply' });
    expect(interpretReply('orders', 200, json({ orders: [] }))).toMatchObject({ kind: 'failed', reason: 'bad_reply' });
    expect(interpretReply('orders', 200, json({ success: 'true', orders: [] }))).toMatchObject({ kind: 'failed', reason: 'bad_reply' });
  });

  it("fails success true without the step's field or with the wrong type", () => {
    expect(interpretReply('verify_identity', 200, json({ success: true, otp_token: 5 }))).toMatchObject({
      kind: 'failed',
      detail: 'reply has success true but no valid "otp_token"',
    });
    expect(interpretReply('account_summary', 200, json({ success: true, account: [1] }))).toMatchObject({ kind: 'failed', reason: 'bad_reply' });
    expect(interpretReply('invoices', 200, json({ success: true, invoices: {} }))).toMatchObject({ kind: 'failed', reason: 'bad_reply' });
  });

  it("passes success false on as a normal negative with the partner's message", () => {
    expect(interpretReply('verify_otp', 200, json({ success: false, message: 'That code is not correct.' }))).toEqual({
      kind: 'negative',
      status: 200,
      message: 'That code is not correct.',
    });
    expect(interpretReply('verify_otp', 200, json({ success: false }))).toEqual({ kind: 'negative', status: 200, message: '' });
  });

  it('keeps a free-form account and an empty list as normal answers', () => {
    expect(interpretReply('account_summary', 200, json({ success: true, account: { plan: 'Gold', custom: { a: 1 } } }))).toEqual({
      kind: 'ok',
      status: 200,
      data: { account: { plan: 'Gold', custom: { a: 1 } } },
    });
    expect(interpretReply('orders', 200, json({ success: true, orders: [] }))).toEqual({ kind: 'ok', status: 200, data: { orders: [] } });
  });

  it('drops rows without order_number and placed, accepts numbers, and sorts ISO dates most recent first', () => {
    const r = interpretReply(
      'orders',
      200,
      json({
        success: true,
        orders: [{ order_number: 1, placed: '2025-01-02' }, { order_number: 'B', placed: '2025-03-01', total: 9 }, { placed: '2025-04-01' }, 'junk'],
      }),
    );
    expect(r).toEqual({
      kind: 'ok',
      status: 200,
      data: {
        orders: [
          { order_number: 'B', placed: '2025-03-01', total: 9 },
          { order_number: '1', placed: '2025-01-02' },
        ],
      },
    });
  });

  it("keeps the partner's order when dates are not ISO, and hands every row on (the answer's one cut comes later)", () => {
    const invoices = Array.from({ length: 15 }, (_, i) => ({ invoice: `I${i}`, date: `0${(i % 9) + 1}/01/2025` }));
    const r = interpretReply('invoices', 200, json({ success: true, invoices }));
    expect(r.kind === 'ok' && (r.data.invoices as { invoice: string }[]).map((x) => x.invoice)).toEqual(invoices.map((x) => x.invoice));
    expect(r.kind === 'ok' && r.data).not.toHaveProperty('more_count');
  });
});

describe('what an Account Connect list hands on: every row, the count of what was left out', () => {
  it("adds the platform's own more_count (rows it left out itself) and ignores one that is not a non-negative integer", () => {
    const orders = Array.from({ length: 10 }, (_, i) => ({ order_number: `O${i}`, placed: `2025-01-${String(10 + i)}` }));
    const said = interpretReply('orders', 200, json({ success: true, orders, more_count: 5 }));
    expect(said.kind === 'ok' && said.data).toEqual({ orders: [...orders].reverse(), more_count: 5 });
    for (const bad of [-1, 1.5, '5', null]) {
      const r = interpretReply('orders', 200, json({ success: true, orders, more_count: bad }));
      expect(r.kind === 'ok' && r.data, String(bad)).not.toHaveProperty('more_count');
    }
  });

  it('bounds a huge list at LIMITS.sourceRowsMax rows, most recent first, and counts the rest', () => {
    const orders = Array.from({ length: LIMITS.sourceRowsMax + 30 }, (_, i) => ({ order_number: `O${i}`, placed: `20${String(10 + (i % 80))}-01-01` }));
    const r = interpretReply('orders', 200, json({ success: true, orders, more_count: 2 }));
    if (r.kind !== 'ok') throw new Error('not ok');
    expect(r.data.orders as unknown[]).toHaveLength(LIMITS.sourceRowsMax);
    expect(r.data.more_count).toBe(32);
    expect((r.data.orders as { placed: string }[])[0]!.placed).toBe('2089-01-01');
  });

  it('clips long strings so one row cannot crowd out the rest, and never drops a row for its length', () => {
    const r = interpretReply('orders', 200, json({ success: true, orders: [{ order_number: 'A', placed: '2025-01-01', note: 'z'.repeat(5_000) }] }));
    if (r.kind !== 'ok') throw new Error('not ok');
    const rows = r.data.orders as { note: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.note.length).toBe(300);
    expect(clipStrings('abc', 2)).toBe('a…');
  });

  it('keeps a whole account (strings clipped): its lists are cut where they are read', () => {
    const bookings = Array.from({ length: 9 }, (_, i) => ({ id: `B${i}`, start: '2026-01-01T10:00' }));
    const r = interpretReply('account_summary', 200, json({ success: true, account: { plan: 'Gold', upcoming_bookings: bookings, note: 'q'.repeat(400) } }));
    if (r.kind !== 'ok') throw new Error('not ok');
    const account = r.data.account as { upcoming_bookings: unknown[]; note: string };
    expect(account.upcoming_bookings).toHaveLength(9);
    expect(account.note).toHaveLength(300);
  });
});
