import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import { isPreviewConversation, tenantConversationId } from '../conversations/lookup.js';
import { sha256Hex } from '../crypto/hashing.js';
import { Ticket } from '../db/entities/ticket.js';
import { TicketNote } from '../db/entities/ticket-note.js';
import type { Orm } from '../db/orm.js';
import { ticketCreated } from '../events/builders.js';
import { recordEvent } from '../events/outbox.js';
import { customerKeys, duplicateLockNames, type CustomerKeys } from './customer-keys.js';
import { categoryOf, priorityFor, type TicketCategory } from './priority.js';
import { INITIAL_TICKET_STATUS } from './ticket-states.js';
import { lockTicketSeries, nextTicketNumber } from './ticket-number.js';
import { ticketSnapshot } from './ticket-view.js';

/** The verification API's view of a session_token: the verified customer's name, or null when not valid for this tenant. */
export interface VerifiedSessions {
  verifiedName(tenantId: number, sessionToken: string): Promise<string | null>;
}

/** create-ticket's fields after validation (blank optional strings already turned into null). */
export interface CreateTicketRequest {
  customerName: string;
  subject: string;
  description: string;
  customerEmail: string | null;
  customerMobile: string | null;
  category: string | null;
  sessionToken: string | null;
  conversationId: number | null;
  /**
   * The verified identity for the duplicate rule when the caller has already checked it (the bot's
   * create_ticket: `conversation:<id>` of a verified conversation); otherwise it comes from sessionToken.
   */
  identityKey?: string | null | undefined;
}

export type CreateTicketOutcome =
  /** A new ticket; ticket.created recorded in the same transaction. */
  | { kind: 'created'; ticket: Ticket }
  /** The same customer has an open ticket about the same request from the last three hours: the request became a note on it. */
  | { kind: 'joined'; ticket: Ticket; note: TicketNote };

export interface TicketIntakeDeps {
  orm: Orm;
  clock: Clock;
  sessions: VerifiedSessions;
  /** Duplicate window; default LIMITS.duplicateTicketWindowMs (3 hours). */
  duplicateWindowMs?: number;
}

/**
 * The category a request names, for the duplicate rule: the spec's table (unknown values count as
 * general), or null when it names none.
 */
export function namedCategory(raw: string | null | undefined): TicketCategory | null {
  return raw && raw.trim() !== '' ? categoryOf(raw) : null;
}

/** A new ticket's fields (the keys are the duplicate rule's). */
export interface NewTicket {
  subject: string;
  description: string;
  priority: Ticket['priority'];
  conversationId: number | null;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  keys: CustomerKeys;
  category: TicketCategory | null;
  assignedToUserId: number | null;
}

/**
 * Inserts a ticket with the tenant's next number and records ticket.created in the same transaction
 * (no webhook for a ticket of a dashboard preview conversation). The caller holds the ticket series
 * lock (lockTicketSeries, shared).
 */
export async function insertTicket(tx: EntityManager, tenantId: number, t: NewTicket, clock: Clock): Promise<Ticket> {
  const now = new Date(clock.now());
  const { number, ticketNumber } = await nextTicketNumber(tx, tenantId);
  const ticket = tx.create(Ticket, {
    tenantId,
    number,
    ticketNumber,
    subject: t.subject,
    description: t.description,
    priority: t.priority,
    status: INITIAL_TICKET_STATUS,
    conversationId: t.conversationId,
    customerName: t.customerName,
    customerEmail: t.customerEmail,
    customerPhone: t.customerPhone,
    customerIdentityKey: t.keys.identity,
    customerEmailKey: t.keys.email,
    customerPhoneKey: t.keys.phone,
    categoryKey: t.category,
    assignedToUserId: t.assignedToUserId,
    createdAt: now,
    updatedAt: now,
  });
  await tx.flush();
  // A ticket raised in a dashboard preview conversation is real (the owner sees it) but raises no webhook.
  const test = await isPreviewConversation(tx, tenantId, t.conversationId);
  recordEvent(tx, { tenantId, draft: ticketCreated(ticketSnapshot(ticket)), clock, test });
  await tx.flush();
  return ticket;
}

/**
 * POST /api/chatbot-api/create-ticket's domain: priority from the category, the verified name for an
 * empty customer_name, a conversation link only to the tenant's own conversation, and the duplicate
 * rule — the same customer again within three hours about the same request (the same category when
 * both name one) joins their open ticket as a note — made race-safe by transaction-scoped advisory
 * locks on the customer's keys (taken in a fixed order), so concurrent requests of one customer queue
 * and all but the first join its ticket. A dashboard preview's contact never joins a customer's ticket,
 * nor a customer's contact a preview's.
 */
export class TicketIntake {
  private readonly windowMs: number;

  constructor(private readonly deps: TicketIntakeDeps) {
    this.windowMs = deps.duplicateWindowMs ?? LIMITS.duplicateTicketWindowMs;
  }

  async create(tenantId: number, req: CreateTicketRequest): Promise<CreateTicketOutcome> {
    const verifiedName = req.sessionToken ? await this.deps.sessions.verifiedName(tenantId, req.sessionToken) : null;
    const keys = customerKeys({
      identity: req.identityKey ?? (verifiedName !== null && req.sessionToken ? `session:${sha256Hex(req.sessionToken)}` : null),
      email: req.customerEmail,
      phone: req.customerMobile,
    });
    const customerName = req.customerName.trim() || verifiedName?.trim() || null;

    return this.deps.orm.em.fork().transactional(async (tx) => {
      await lockTicketSeries(tx, tenantId, 'shared');
      const now = new Date(this.deps.clock.now());
      const conversationId = await tenantConversationId(tx, tenantId, req.conversationId);
      for (const name of duplicateLockNames(tenantId, keys)) {
        await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [name]);
      }
      const category = namedCategory(req.category);
      const preview = await isPreviewConversation(tx, tenantId, conversationId);
      const existing = await this.openTicketOf(tx, tenantId, { keys, category, preview }, now);
      if (existing) {
        const note = tx.create(TicketNote, {
          tenantId,
          ticketId: existing.id,
          kind: 'repeat_contact',
          body: `${req.subject.trim()}\n\n${req.description.trim()}`,
          conversationId,
          authorUserId: null,
          createdAt: now,
        });
        existing.updatedAt = now;
        await tx.flush();
        return { kind: 'joined', ticket: existing, note };
      }
      const ticket = await insertTicket(
        tx,
        tenantId,
        {
          subject: req.subject.trim(),
          description: req.description.trim(),
          priority: priorityFor(req.category),
          conversationId,
          customerName,
          customerEmail: req.customerEmail?.trim() || null,
          customerPhone: req.customerMobile?.trim() || null,
          keys,
          category,
          assignedToUserId: null,
        },
        this.deps.clock,
      );
      return { kind: 'created', ticket };
    });
  }

  /**
   * The customer's newest open ticket created within the window about the same request (the same
   * category, unless either names none) and of the same kind (preview or not), locked; null when none
   * or no keys.
   */
  private async openTicketOf(
    tx: EntityManager,
    tenantId: number,
    of: { keys: CustomerKeys; category: TicketCategory | null; preview: boolean },
    now: Date,
  ): Promise<Ticket | null> {
    const { keys } = of;
    if (!keys.identity && !keys.email && !keys.phone) return null;
    const since = new Date(now.getTime() - this.windowMs);
    const rows = await tx.execute<{ id: number }[]>(
      `select t.id from tickets t
         left join conversations c on c.id = t.conversation_id and c.tenant_id = t.tenant_id
        where t.tenant_id = ? and t.status = 'open' and t.created_at > ?
          and (t.customer_identity_key = ? or t.customer_email_key = ? or t.customer_phone_key = ?)
          and (?::text is null or t.category_key is null or t.category_key = ?::text)
          and (c.preview is true) = ?
        order by t.created_at desc, t.id desc
        limit 1
        for update of t`,
      [tenantId, since, keys.identity, keys.email, keys.phone, of.category, of.category, of.preview],
    );
    const id = rows[0]?.id;
    return id === undefined ? null : tx.findOne(Ticket, { id, tenantId });
  }
}
