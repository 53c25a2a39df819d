import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
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
import { isPreviewConversation, tenantConversationId } from '../conversations/lookup.js';
import { customerKeys } from './customer-keys.js';
import { insertTicket } from './create-ticket.js';
import { lockTicketSeries } from './ticket-number.js';

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

/** A ticket the team raises itself (a customer who phoned, a note from the shop floor). */
export interface TeamTicket {
  subject: string;
  description: string;
  priority: TicketPriority;
  customerName: string | null;
  customerEmail: string | null;
  customerMobile: string | null;
  /** One of the tenant's conversations; any other value leaves the ticket unlinked. */
  conversationId: number | null;
  assignedToUserId: number | null;
}

/** One team change of a ticket's tracked fields, for its history. */
export interface TicketChangeRecord {
  at: Date;
  /** Changed fields (status, priority, assigned_to_user_id) with from and to. */
  changes: Record<string, { from: unknown; to: unknown }>;
  authorUserId: number | null;
}

/** A ticket as the desk shows it: with whether it belongs to a dashboard preview conversation. */
export interface DeskTicket {
  ticket: Ticket;
  preview: boolean;
}

export type TicketChangeOutcome =
  | { kind: 'not_found' }
  | { kind: 'invalid_transition'; from: TicketStatus; to: TicketStatus; allowed: readonly TicketStatus[] }
  /** `changed` lists the tracked fields that changed (ticket.updated was recorded when not empty). */
  | { kind: 'updated'; ticket: Ticket; note: TicketNote | null; changed: string[] };

/**
 * The team-side ticket desk: list, read with notes and history, raise a ticket, and change status,
 * priority, assignee or add notes. A ticket of a dashboard preview conversation is marked `preview`; its
 * changes are kept in its history like any other but raise no webhook.
 */
export class TicketDesk {
  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
  ) {}

  async list(tenantId: number, q: TicketListQuery): Promise<{ tickets: DeskTicket[]; nextBefore: number | null }> {
    const em = this.orm.em.fork();
    const where = { tenantId, ...(q.status ? { status: q.status } : {}), ...(q.before ? { id: { $lt: q.before } } : {}) };
    const tickets = await em.find(Ticket, where, { orderBy: { id: 'desc' }, limit: q.limit + 1 });
    const more = tickets.length > q.limit;
    const page = more ? tickets.slice(0, q.limit) : tickets;
    const previews = await previewConversations(em, tenantId, page);
    return {
      tickets: page.map((ticket) => ({ ticket, preview: ticket.conversationId !== null && previews.has(ticket.conversationId) })),
      nextBefore: more ? (page[page.length - 1]?.id ?? null) : null,
    };
  }

  async get(tenantId: number, id: number): Promise<{ ticket: Ticket; preview: boolean; notes: TicketNote[]; history: TicketChangeRecord[] } | null> {
    if (id > MAX_ROW_ID) return null;
    const em = this.orm.em.fork();
    const ticket = await em.findOne(Ticket, { id, tenantId });
    if (!ticket) return null;
    const [notes, history, preview] = await Promise.all([
      em.find(TicketNote, { ticketId: id, tenantId }, { orderBy: { id: 'asc' } }),
      em
        .getConnection()
        .execute<{ at: Date; changes: Record<string, { from: unknown; to: unknown }>; author_user_id: number | null }[]>(
          'select at, changes, author_user_id from ticket_changes where ticket_id = ? and tenant_id = ? order by id asc',
          [id, tenantId],
        ),
      isPreviewConversation(em, tenantId, ticket.conversationId),
    ]);
    return { ticket, preview, notes, history: history.map((h) => ({ at: new Date(h.at), changes: h.changes, authorUserId: h.author_user_id })) };
  }

  /** The team raises a ticket: always a new one (the duplicate rule is for customers' contacts), ticket.created raised. */
  async open(tenantId: number, t: TeamTicket): Promise<Ticket> {
    return this.orm.em.fork().transactional(async (tx) => {
      await lockTicketSeries(tx, tenantId, 'shared');
      return insertTicket(
        tx,
        tenantId,
        {
          subject: t.subject,
          description: t.description,
          priority: t.priority,
          conversationId: await tenantConversationId(tx, tenantId, t.conversationId),
          customerName: t.customerName,
          customerEmail: t.customerEmail,
          customerPhone: t.customerMobile,
          keys: customerKeys({ email: t.customerEmail, phone: t.customerMobile }),
          category: null,
          assignedToUserId: t.assignedToUserId,
        },
        this.clock,
      );
    });
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
      const fieldName = (f: (typeof changed)[number]): string => (f === 'assignedToUserId' ? 'assigned_to_user_id' : f);
      if (changed.length > 0 || note) ticket.updatedAt = now;
      await tx.flush();
      if (changed.length > 0) {
        const changes = Object.fromEntries(changed.map((f) => [fieldName(f), { from: before[f], to: ticket[f] }]));
        await tx.execute('insert into ticket_changes (tenant_id, ticket_id, changes, author_user_id, at) values (?, ?, ?::jsonb, ?, ?)', [
          tenantId,
          id,
          JSON.stringify(changes),
          change.authorUserId ?? null,
          now,
        ]);
      }
      // ticketUpdated returns null when only notes changed: recordEvent then records nothing. A preview's ticket raises no webhook.
      const test = await isPreviewConversation(tx, tenantId, ticket.conversationId);
      recordEvent(tx, { tenantId, draft: ticketUpdated(before, ticketSnapshot(ticket)), clock: this.clock, test });
      await tx.flush();
      return { kind: 'updated', ticket, note, changed: changed.map(fieldName) };
    });
  }
}

/** Which of the tickets' conversations are dashboard previews. */
async function previewConversations(em: EntityManager, tenantId: number, tickets: readonly Ticket[]): Promise<Set<number>> {
  const ids = [...new Set(tickets.flatMap((t) => (t.conversationId === null ? [] : [t.conversationId])))];
  if (ids.length === 0) return new Set();
  const rows = await em
    .getConnection()
    .execute<{ id: number }[]>('select id from conversations where tenant_id = ? and preview and id = any(?::int[])', [tenantId, `{${ids.join(',')}}`]);
  return new Set(rows.map((r) => r.id));
}
