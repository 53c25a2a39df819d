import type { EntityManager } from '@mikro-orm/postgresql';
import { Conversation } from '../db/entities/conversation.js';
import { ConversationComment } from '../db/entities/conversation-comment.js';
import { ConversationMessage } from '../db/entities/conversation-message.js';
import { Ticket } from '../db/entities/ticket.js';
import { TicketNote } from '../db/entities/ticket-note.js';
import { customerKeys } from '../tickets/customer-keys.js';
import { priorityFor } from '../tickets/priority.js';
import { lockTicketSeries, nextTicketNumber } from '../tickets/ticket-number.js';
import { SANDBOX_CONVERSATIONS, SANDBOX_TICKETS, seedPerson } from './seed-data.js';

/** Counts of what the seed wrote, as the sandbox API shows them. */
export interface SeedSummary {
  conversations: number;
  messages: number;
  comments: number;
  tickets: number;
}

/**
 * Writes the sample conversations and tickets of seed-data.ts for a sandbox tenant, inside `tx`.
 * Sample data raises no events (it is not a change any channel made), so seeding never sends
 * webhooks. The tenant must hold no conversations or tickets yet (a new or wiped sandbox).
 */
export async function writeSandboxSeed(tx: EntityManager, tenantId: number, nowMs: number): Promise<SeedSummary> {
  const at = (minutesAgo: number): Date => new Date(nowMs - minutesAgo * 60_000);
  const ids = new Map<string, number>();
  const summary: SeedSummary = { conversations: 0, messages: 0, comments: 0, tickets: 0 };

  for (const seed of SANDBOX_CONVERSATIONS) {
    const person = seedPerson(seed.customer);
    const c = tx.create(Conversation, {
      tenantId,
      channel: seed.channel,
      status: seed.status,
      customerName: `${person.first_name} ${person.last_name}`,
      customerEmail: person.email,
      customerPhone: person.mobile,
      language: seed.language,
      startedAt: at(seed.startedMinutesAgo),
      endedAt: seed.endedMinutesAgo === undefined ? null : at(seed.endedMinutesAgo),
      handedOverAt: seed.handedOver ? at(seed.handedOver.minutesAgo) : null,
      handedOverToUserId: seed.handedOver?.toUserId ?? null,
      identifiedMethod: seed.verifiedMinutesAgo === undefined ? null : 'verified',
      identifiedAt: seed.verifiedMinutesAgo === undefined ? null : at(seed.verifiedMinutesAgo),
      customerProfileId: null,
      preview: false,
      updatedAt: at(Math.min(...seed.messages.map((m) => m.minutesAgo), seed.endedMinutesAgo ?? Infinity)),
    });
    await tx.flush();
    ids.set(seed.ref, c.id);
    summary.conversations++;
    for (const m of seed.messages) {
      tx.create(ConversationMessage, {
        tenantId,
        conversationId: c.id,
        role: m.role,
        content: m.content,
        language: seed.language,
        authorUserId: m.role === 'team' ? (seed.handedOver?.toUserId ?? null) : null,
        createdAt: at(m.minutesAgo),
      });
      summary.messages++;
    }
    for (const k of seed.comments ?? []) {
      tx.create(ConversationComment, {
        tenantId,
        conversationId: c.id,
        comment: k.comment,
        author: k.author,
        externalRef: k.externalRef,
        identityMatchKey: person.email,
        identityDisplayName: `${person.first_name} ${person.last_name}`,
        createdAt: at(k.minutesAgo),
      });
      summary.comments++;
    }
  }

  // Oldest first, so ticket numbers follow creation order.
  for (const seed of [...SANDBOX_TICKETS].sort((a, b) => b.createdMinutesAgo - a.createdMinutesAgo)) {
    const person = seedPerson(seed.customer);
    const keys = customerKeys({ email: person.email, phone: person.mobile });
    const { number, ticketNumber } = await nextTicketNumber(tx, tenantId);
    const createdAt = at(seed.createdMinutesAgo);
    const notes = seed.notes ?? [];
    const ticket = tx.create(Ticket, {
      tenantId,
      number,
      ticketNumber,
      subject: seed.subject,
      description: seed.description,
      priority: priorityFor(seed.category),
      status: seed.status,
      conversationId: seed.conversation === null ? null : (ids.get(seed.conversation) ?? null),
      customerName: `${person.first_name} ${person.last_name}`,
      customerEmail: person.email,
      customerPhone: person.mobile,
      customerIdentityKey: null,
      customerEmailKey: keys.email,
      customerPhoneKey: keys.phone,
      assignedToUserId: seed.assignedToUserId,
      createdAt,
      updatedAt: notes.length ? at(Math.min(...notes.map((n) => n.minutesAgo))) : createdAt,
    });
    await tx.flush();
    summary.tickets++;
    for (const n of notes) {
      tx.create(TicketNote, {
        tenantId,
        ticketId: ticket.id,
        kind: n.kind,
        body: n.body,
        conversationId: null,
        authorUserId: n.authorUserId,
        createdAt: at(n.minutesAgo),
      });
    }
  }
  await tx.flush();
  return summary;
}

/**
 * Removes everything the seed (and later use) put in a sandbox: conversations with their messages and
 * comments, tickets with their notes, and the ticket counter (so re-seeded numbers start again at 1).
 * Run it and writeSandboxSeed in one transaction.
 */
export async function wipeSandboxData(tx: EntityManager, tenantId: number): Promise<void> {
  // Waits for ticket creations in flight and holds new ones until the re-seed commits.
  await lockTicketSeries(tx, tenantId, 'exclusive');
  await tx.execute('delete from ticket_notes where tenant_id = ?', [tenantId]);
  await tx.execute('delete from tickets where tenant_id = ?', [tenantId]);
  await tx.execute('delete from ticket_counters where tenant_id = ?', [tenantId]);
  await tx.execute('delete from conversation_comments where tenant_id = ?', [tenantId]);
  await tx.execute('delete from conversation_messages where tenant_id = ?', [tenantId]);
  await tx.execute('delete from conversations where tenant_id = ?', [tenantId]);
}
