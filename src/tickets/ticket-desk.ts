import { LockMode } from '@mikro-orm/postgresql';
import type { Clock } from '../../config/clock.js';
import { Ticket } from '../db/entities/ticket.js';
import { TicketNote } from '../db/entities/ticket-note.js';
import type { Orm } from '../db/orm.js';
import { ticketUpdated } from '../events/builders.js';
import { recordEvent } from '../events/outbox.js';
import { MAX_ROW_ID } from '../conversations/lookup.js';
import type { TicketPriority } from '../../config/contract.js';
import { nextTicketStatuses, ticketStep } from './ticket-states.js';
import { type TicketStatus } from '../../config/contract.js';
import { ticketSnapshot } from './ticket-view.js';

export interface TicketListQuery {
  status?: TicketStatus | undefined;
  /** Page size (the router caps it). */
  limit: number;
  /** Only tickets with a smaller id (the previous page's next_before). */
  before?: number | undefined;
}

/** A team-side change. Leaving a field out keeps it; `assignedToUserId: null` unassigns. */
export interface TicketChange {
  status?: TicketStatus | undefined;
  priority?: TicketPriority | undefined;
  assignedToUserId?: number | null | undefined;
  /** A team note to add (never raises ticket.updated). */
  note?: string | undefined;
  /** Who wrote the note, when known. */
  authorUserId?: number | null | undefined;
}

export type TicketChangeOutcome =
  | { kind: 'not_found' }
  | { kind: 'invalid_transition'; from: TicketStatus; to: TicketStatus; allowed: readonly TicketStatus[] }
  /** `changed` lists the tracked fields that changed (ticket.updated was recorded when not empty). */
  | { kind: 'updated'; ticket: Ticket; note: TicketNote | null; changed: string[] };

/** The team-side ticket desk: list, read with notes, and change status, priority, assignee or add notes. */
export class TicketDesk {
  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
  ) {}

  async list(tenantId: number, q: TicketListQuery): Promise<{ tickets: Ticket[]; nextBefore: number | null }> {
    const where = { tenantId, ...(q.status ? { status: q.status } : {}), ...(q.before ? { id: { $lt: q.before } } : {}) };
    const tickets = await this.orm.em.fork().find(Ticket, where, { orderBy: { id: 'desc' }, limit: q.limit + 1 });
    const more = tickets.length > q.limit;
    const page = more ? tickets.slice(0, q.limit) : tickets;
    return { tickets: page, nextBefore: more ? (page[page.length - 1]?.id ?? null) : null };
  }

  async get(tenantId: number, id: number): Promise<{ ticket: Ticket; notes: TicketNote[] } | null> {
    if (id > MAX_ROW_ID) return null;
    const em = this.orm.em.fork();
    const ticket = await em.findOne(Ticket, { id, tenantId });
    if (!ticket) return null;
    const notes = await em.find(TicketNote, { ticketId: id, tenantId }, { orderBy: { id: 'asc' } });
    return { ticket, notes };
  }

  async change(tenantId: number, id: number, change: TicketChange): Promise<TicketChangeOutcome> {
    if (id > MAX_ROW_ID) return { kind: 'not_found' };
    return this.orm.em.fork().transactional(async (tx): Promise<TicketChangeOutcome> => {
      const ticket = await tx.findOne(Ticket, { id, tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!ticket) return { kind: 'not_found' };
      const before = { status: ticket.status, priority: ticket.priority, assignedToUserId: ticket.assignedToUserId };
      if (change.status !== undefined && change.status !== ticket.status) {
        const step = ticketStep(ticket.status, change.status);
        if (!step) return { kind: 'invalid_transition', from: ticket.status, to: change.status, allowed: nextTicketStatuses(ticket.status) };
        ticket.status = step.next; // the step raises ticket.updated: ticketUpdated below records it with the edit's other changes
      }
      if (change.priority !== undefined) ticket.priority = change.priority;
      if (change.assignedToUserId !== undefined) ticket.assignedToUserId = change.assignedToUserId;
      const now = new Date(this.clock.now());
      const note = change.note
        ? tx.create(TicketNote, {
            tenantId,
            ticketId: id,
            kind: 'team',
            body: change.note,
            conversationId: null,
            authorUserId: change.authorUserId ?? null,
            createdAt: now,
          })
        : null;
      const changed = (['status', 'priority', 'assignedToUserId'] as const).filter((f) => before[f] !== ticket[f]);
      if (changed.length > 0 || note) ticket.updatedAt = now;
      await tx.flush();
      // ticketUpdated returns null when only notes changed: recordEvent then records nothing.
      recordEvent(tx, { tenantId, draft: ticketUpdated(before, ticketSnapshot(ticket)), clock: this.clock });
      await tx.flush();
      return { kind: 'updated', ticket, note, changed: changed.map((f) => (f === 'assignedToUserId' ? 'assigned_to_user_id' : f)) };
    });
  }
}
