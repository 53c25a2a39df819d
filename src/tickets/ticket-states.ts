import { TICKET_STATUSES, type TicketStatus } from '../../config/contract.js';

/**
 * Ticket states as data that decides: each allowed (from, to) pair gives the event the move raises; the
 * ticket desk moves a ticket only along a row of this table and raises what the row says. No row = not
 * allowed (the answer lists the allowed statuses).
 *
 * | from     | to                        | raises         |
 * |----------|---------------------------|----------------|
 * | open     | pending, resolved, closed | ticket.updated |
 * | pending  | open, resolved, closed    | ticket.updated |
 * | resolved | open, closed              | ticket.updated |
 * | closed   | (none: closed is final)   |                |
 *
 * The spec names open (every ticket starts there) and resolved, and says a status change raises
 * ticket.updated; pending (waiting on the customer or a third party) and closed (final) are the
 * service's. resolved: the team considers it done; the customer may still reopen it.
 */
export interface TicketStep {
  next: TicketStatus;
  /** The event the move raises (with the ticket's other changes of the same edit in it). */
  raises: 'ticket.updated';
}

const to = (next: TicketStatus): TicketStep => ({ next, raises: 'ticket.updated' });

export const TICKET_STEPS = {
  open: { pending: to('pending'), resolved: to('resolved'), closed: to('closed') },
  pending: { open: to('open'), resolved: to('resolved'), closed: to('closed') },
  resolved: { open: to('open'), closed: to('closed') },
  closed: {},
} as const satisfies Record<TicketStatus, Partial<Record<TicketStatus, TicketStep>>>;

/** Statuses each status may move to, in table order (what a refused move lists). */
export const TICKET_TRANSITIONS = {} as Record<TicketStatus, readonly TicketStatus[]>;
for (const s of TICKET_STATUSES) TICKET_TRANSITIONS[s] = Object.keys(TICKET_STEPS[s]) as TicketStatus[];

/** The status every ticket is created with. */
export const INITIAL_TICKET_STATUS: TicketStatus = 'open';

export function isTicketStatus(value: string): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}

/** The step of moving a ticket from `from` to `to`, or null when the table does not allow it. Staying in the same status is not a move. */
export function ticketStep(from: TicketStatus, to: TicketStatus): TicketStep | null {
  const row: Partial<Record<TicketStatus, TicketStep>> = TICKET_STEPS[from];
  return row[to] ?? null;
}

/** Statuses a ticket may move to from `from`. */
export function nextTicketStatuses(from: TicketStatus): readonly TicketStatus[] {
  return TICKET_TRANSITIONS[from];
}

/** Whether `from` -> `to` is allowed. */
export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return ticketStep(from, to) !== null;
}
