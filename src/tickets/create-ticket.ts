import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
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
import { priorityFor } from './priority.js';
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
  /** The same customer has an open ticket from the last three hours: the request became a note on it. */
  | { kind: 'joined'; ticket: Ticket; note: TicketNote };

export interface TicketIntakeDeps {
  orm: Orm;
  clock: Clock;
  sessions: VerifiedSessions;
  /** Duplicate window; default LIMITS.duplicateTicketWindowMs (3 hours). */
  duplicateWindowMs?: number;
}

/**
 * POST /api/chatbot-api/create-ticket's domain: priority from the category, the verified name for an
 * empty customer_name, a conversation link only to the tenant's own conversation, and the duplicate
 * rule made race-safe by transaction-scoped advisory locks on the customer's keys (taken in a fixed
 * order), so concurrent requests of one customer queue and all but the first join its ticket.
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
      const existing = await this.openTicketOf(tx, tenantId, keys, now);
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
      const { number, ticketNumber } = await nextTicketNumber(tx, tenantId);
      const ticket = tx.create(Ticket, {
        tenantId,
        number,
        ticketNumber,
        subject: req.subject.trim(),
        description: req.description.trim(),
        priority: priorityFor(req.category),
        status: INITIAL_TICKET_STATUS,
        conversationId,
        customerName,
        customerEmail: req.customerEmail?.trim() || null,
        customerPhone: req.customerMobile?.trim() || null,
        customerIdentityKey: keys.identity,
        customerEmailKey: keys.email,
        customerPhoneKey: keys.phone,
        assignedToUserId: null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush();
      // A ticket raised in a dashboard preview conversation is real (the owner sees it) but raises no webhook.
      const test = await isPreviewConversation(tx, tenantId, conversationId);
      recordEvent(tx, { tenantId, draft: ticketCreated(ticketSnapshot(ticket)), clock: this.deps.clock, test });
      await tx.flush();
      return { kind: 'created', ticket };
    });
  }

  /** The customer's newest open ticket created within the window, locked; null when none or no keys. */
  private async openTicketOf(tx: EntityManager, tenantId: number, keys: CustomerKeys, now: Date): Promise<Ticket | null> {
    const anyKey = [
      ...(keys.identity ? [{ customerIdentityKey: keys.identity }] : []),
      ...(keys.email ? [{ customerEmailKey: keys.email }] : []),
      ...(keys.phone ? [{ customerPhoneKey: keys.phone }] : []),
    ];
    if (anyKey.length === 0) return null;
    const since = new Date(now.getTime() - this.windowMs);
    return tx.findOne(
      Ticket,
      { tenantId, status: 'open', createdAt: { $gt: since }, $or: anyKey },
      { orderBy: { createdAt: 'desc', id: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }
}
