import { TICKET_STATUSES, type TicketStatus } from '../../config/contract.js';
/**
 * Ticket states and their allowed transitions, as data (code and tests both read this table).
 *
 * | from     | to                        |
 * |----------|---------------------------|
 * | open     | pending, resolved, closed |
 * | pending  | open, resolved, closed    |
 * | resolved | open, closed              |
 * | closed   | (none: closed is final)   |
 *
 * open: new or being worked on (every ticket starts here). pending: waiting on the customer or a third
 * party. resolved: the team considers it done; the customer may still reopen it. closed: final.
 */

export const TICKET_TRANSITIONS = {
  open: ['pending', 'resolved', 'closed'],
  pending: ['open', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: [],
} as const satisfies Record<TicketStatus, readonly TicketStatus[]>;

/** The status every ticket is created with. */
export const INITIAL_TICKET_STATUS: TicketStatus = 'open';

export function isTicketStatus(value: string): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}

/** Statuses a ticket may move to from `from`. */
export function nextTicketStatuses(from: TicketStatus): readonly TicketStatus[] {
  return TICKET_TRANSITIONS[from];
}

/** Whether `from` -> `to` is allowed. Staying in the same status is not a transition (and not an error). */
export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return (TICKET_TRANSITIONS[from] as readonly TicketStatus[]).includes(to);
}
