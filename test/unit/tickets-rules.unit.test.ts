import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../config/limits.js';
import { CONVERSATION_TRANSITIONS, acceptsMessages, canMoveConversation } from '../../src/conversations/conversation-states.js';
import { CONVERSATION_STATUSES } from '../../config/contract.js';
import { customerKeys, duplicateLockNames, emailKey, isUkOrInternationalPhone, phoneKey } from '../../src/tickets/customer-keys.js';
import { CATEGORY_PRIORITY, categoryOf, priorityFor } from '../../src/tickets/priority.js';
import { TICKET_TRANSITIONS, canMoveTicket, isTicketStatus, nextTicketStatuses } from '../../src/tickets/ticket-states.js';
import { TICKET_STATUSES } from '../../config/contract.js';
import { formatTicketNumber } from '../../src/tickets/ticket-number.js';

describe("tickets/priority: the spec's category -> priority table", () => {
  it("holds exactly the spec's rows", () => {
    expect(CATEGORY_PRIORITY).toEqual({
      contract_cancellation: 'High',
      payment_issue: 'High',
      network_refresh: 'Medium',
      sim_activation: 'Medium',
      general: 'Medium',
      customer_inquiry: 'Low',
    });
  });

  it('treats unknown, empty and missing categories as general (Medium), ignoring case and spaces', () => {
    expect(['refund', '', null, undefined, 'toString', '__proto__', 'constructor'].map((c) => [c, priorityFor(c), categoryOf(c)])).toEqual(
      ['refund', '', null, undefined, 'toString', '__proto__', 'constructor'].map((c) => [c, 'Medium', 'general']),
    );
    expect(priorityFor(' Contract_Cancellation ')).toBe('High');
    expect(priorityFor('customer_inquiry')).toBe('Low');
  });
});

describe('tickets/states: the transition table', () => {
  it('names open, pending, resolved and closed; open reaches every other; closed is final', () => {
    expect(TICKET_STATUSES).toEqual(['open', 'pending', 'resolved', 'closed']);
    expect(nextTicketStatuses('open')).toEqual(['pending', 'resolved', 'closed']);
    expect(nextTicketStatuses('closed')).toEqual([]);
    expect(canMoveTicket('resolved', 'open')).toBe(true);
    expect(canMoveTicket('resolved', 'pending')).toBe(false);
    expect(canMoveTicket('closed', 'open')).toBe(false);
    expect(isTicketStatus('solved')).toBe(false);
  });

  it('only moves between known statuses and never to the same status', () => {
    for (const [from, tos] of Object.entries(TICKET_TRANSITIONS)) {
      for (const to of tos) {
        expect(TICKET_STATUSES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('conversations: open -> handed_over -> completed, completed final and closed to messages', () => {
    expect(CONVERSATION_STATUSES).toEqual(['open', 'handed_over', 'completed']);
    expect(CONVERSATION_TRANSITIONS).toEqual({ open: ['handed_over', 'completed'], handed_over: ['completed'], completed: [] });
    expect(canMoveConversation('handed_over', 'open')).toBe(false);
    expect([acceptsMessages('open'), acceptsMessages('handed_over'), acceptsMessages('completed')]).toEqual([true, true, false]);
  });
});

describe('tickets/customer-keys', () => {
  it.each([
    '07700 900123',
    '07700-900-123',
    '(020) 7946 0000',
    '01632 960123',
    '+44 7700 900123',
    '+44 (0)7700 900123',
    '0044 7700 900123',
    '+1 (415) 555-0100',
    '+61 4 1234 5678',
  ])('accepts %s as UK or international format', (v) => expect(isUkOrInternationalPhone(v)).toBe(true));

  it.each([
    '12345',
    '7700 900123',
    '+0 7700 900123',
    '+44',
    '07700 90012',
    '077009001234',
    '07700 9OO123',
    '++44 7700 900123',
    'call me',
    '+44 7700 900123 ext 2',
  ])('refuses %s', (v) => expect(isUkOrInternationalPhone(v)).toBe(false));

  it('compares mobiles on their last 10 digits and emails without case or spaces', () => {
    expect(LIMITS.mobileCompareDigits).toBe(10);
    expect(phoneKey('07700 900123')).toBe(phoneKey('+44 (0)7700-900-123'));
    expect(phoneKey('+44 7700 900123')).toBe('7700900123');
    expect(phoneKey('')).toBeNull();
    expect(emailKey('  Amelia.Hart@Example.COM ')).toBe('amelia.hart@example.com');
    expect(emailKey('   ')).toBeNull();
    expect(customerKeys({ email: 'A@b.c', phone: null })).toEqual({ identity: null, email: 'a@b.c', phone: null });
  });

  it('names the advisory locks per tenant and key, in a fixed (sorted) order', () => {
    const names = duplicateLockNames(7, { identity: 'session:ab', email: 'z@example.com', phone: '7700900123' });
    expect(names).toEqual([...names].sort());
    expect(names).toHaveLength(3);
    expect(names.every((n) => n.startsWith('ticket-dup:7:'))).toBe(true);
    expect(duplicateLockNames(7, { identity: null, email: null, phone: null })).toEqual([]);
    expect(duplicateLockNames(8, { identity: null, email: 'z@example.com', phone: null })).not.toEqual(
      duplicateLockNames(7, { identity: null, email: 'z@example.com', phone: null }),
    );
  });
});

describe('tickets/ticket-number', () => {
  it('formats TKT- and at least six digits', () => {
    expect([formatTicketNumber(1), formatTicketNumber(123), formatTicketNumber(1_234_567)]).toEqual(['TKT-000001', 'TKT-000123', 'TKT-1234567']);
  });

  it('uses the spec limits for the duplicate window and field lengths', () => {
    expect(LIMITS.duplicateTicketWindowMs).toBe(3 * 60 * 60 * 1000);
    expect([LIMITS.ticketSubjectMinChars, LIMITS.ticketSubjectMaxChars, LIMITS.ticketDescriptionMinChars, LIMITS.ticketDescriptionMaxChars]).toEqual([
      5, 255, 10, 5_000,
    ]);
  });
});
