import { describe, expect, it } from 'vitest';
import { interpretReply } from '../../src/account-connect/replies.js';
import { clipStrings, trimAccount, trimList } from '../../src/account-connect/reply-trim.js';

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

  it("keeps the partner's order when dates are not ISO, and caps invoices at 12", () => {
    const invoices = Array.from({ length: 15 }, (_, i) => ({ invoice: `I${i}`, date: `0${(i % 9) + 1}/01/2025` }));
    const r = interpretReply('invoices', 200, json({ success: true, invoices }));
    expect(r.kind === 'ok' && (r.data.invoices as { invoice: string }[]).map((x) => x.invoice)).toEqual(invoices.slice(0, 12).map((x) => x.invoice));
  });
});

describe('trimming to what the bot reads (about 2,000 characters)', () => {
  it('keeps whole rows within the budget and says so', () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ order_number: `O${i}`, placed: '2025-01-01', note: 'n'.repeat(100) }));
    const { rows: kept, truncated } = trimList('orders', rows, 100);
    expect(truncated).toBe(true);
    expect(json({ success: true, orders: kept, truncated }).length).toBeLessThanOrEqual(2_000);
    expect(kept).toEqual(rows.slice(0, kept.length));
  });

  it('never empties a list because its first row is long: long strings are clipped instead', () => {
    const { rows } = trimList('orders', [{ order_number: 'A', placed: '2025-01-01', note: 'z'.repeat(5_000) }], 10);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.note.length).toBe(300);
    expect(clipStrings('abc', 2)).toBe('a…');
  });

  it('fits an account: five upcoming bookings at most, then whole elements off the largest list', () => {
    const bookings = Array.from({ length: 9 }, (_, i) => ({ id: `B${i}`, start: '2026-01-01T10:00' }));
    const services = Array.from({ length: 60 }, (_, i) => ({ name: `Service ${i} with a longer name`, status: 'active' }));
    const { account, truncated } = trimAccount({ plan: 'Gold', upcoming_bookings: bookings, services });
    expect(truncated).toBe(true);
    expect(account.plan).toBe('Gold');
    expect((account.upcoming_bookings as unknown[]).length).toBeLessThanOrEqual(5);
    expect(json({ success: true, account, truncated }).length).toBeLessThanOrEqual(2_000);
    expect(trimAccount({ plan: 'Gold' })).toEqual({ account: { plan: 'Gold' }, truncated: false });
  });
});
