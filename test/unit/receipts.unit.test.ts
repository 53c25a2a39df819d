import { describe, expect, it } from 'vitest';
import { loggablePath } from '../../src/http/receipt-pages.js';
import { RECEIPT_MESSAGES } from '../../src/messages.js';
import { kindsLine } from '../../src/receipts/receipts.js';
import { fiveMinuteId } from '../../src/schedules.js';

describe('the customer receipt', () => {
  it('lists the kinds read in a fixed order, counts only', () => {
    expect(kindsLine({ tickets: 1, orders: 3, account: 1, invoices: 0 }, RECEIPT_MESSAGES.kindCount)).toBe('account 1, orders 3, invoices 0, tickets 1');
    expect(kindsLine({}, RECEIPT_MESSAGES.kindCount)).toBe('');
  });

  it('says how the customer was verified', () => {
    expect(RECEIPT_MESSAGES.proofWords('code', 'Acme')).toBe('a code');
    expect(RECEIPT_MESSAGES.proofWords('signed_identity', 'Acme')).toBe('a signed sign-in from Acme');
  });

  it('never logs a "This wasn\'t me" token', () => {
    expect(loggablePath('/this-wasnt-me/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde')).toBe('/this-wasnt-me/[token]');
    expect(loggablePath('/api/conversations/1')).toBe('/api/conversations/1');
  });

  it('sweeps once per 5-minute period', () => {
    expect(fiveMinuteId(new Date('2026-12-02T14:04:59.999Z'))).toBe('2026-12-02T14:00');
    expect(fiveMinuteId(new Date('2026-12-02T14:05:00.000Z'))).toBe('2026-12-02T14:05');
  });
});
