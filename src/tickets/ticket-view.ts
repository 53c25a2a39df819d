import type { Ticket } from '../db/entities/ticket.js';
import type { TicketNote, TicketNoteKind } from '../db/entities/ticket-note.js';
import type { TicketSnapshot } from '../events/builders.js';

/** What the events builders need from a stored ticket. */
export function ticketSnapshot(t: Ticket): TicketSnapshot {
  return {
    id: t.id,
    ticketNumber: t.ticketNumber,
    subject: t.subject,
    description: t.description,
    priority: t.priority,
    status: t.status,
    conversationId: t.conversationId,
    customerName: t.customerName,
    customerEmail: t.customerEmail,
    customerPhone: t.customerPhone,
    assignedToUserId: t.assignedToUserId,
    createdAt: t.createdAt,
  };
}

/** A ticket as the team-side API shows it (the event fields, plus updated_at and preview). */
export interface TicketView {
  ticket_id: number;
  ticket_number: string;
  subject: string;
  description: string;
  priority: string;
  status: string;
  conversation_id: number | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  assigned_to_user_id: number | null;
  created_at: string;
  updated_at: string;
  /** Raised in a dashboard preview conversation (the owner's own try): real in the desk, but it raises no webhooks. */
  preview: boolean;
}

export interface TicketNoteView {
  note_id: number;
  kind: TicketNoteKind;
  body: string;
  conversation_id: number | null;
  author_user_id: number | null;
  created_at: string;
}

export function ticketView(t: Ticket, preview = false): TicketView {
  return {
    ticket_id: t.id,
    ticket_number: t.ticketNumber,
    subject: t.subject,
    description: t.description,
    priority: t.priority,
    status: t.status,
    conversation_id: t.conversationId,
    customer_name: t.customerName,
    customer_email: t.customerEmail,
    customer_phone: t.customerPhone,
    assigned_to_user_id: t.assignedToUserId,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    preview,
  };
}

/** One entry of a ticket's history: a team change of status, priority or assignee. */
export interface TicketChangeView {
  at: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  author_user_id: number | null;
}

export function ticketChangeView(c: { at: Date; changes: Record<string, { from: unknown; to: unknown }>; authorUserId: number | null }): TicketChangeView {
  return { at: c.at.toISOString(), changes: c.changes, author_user_id: c.authorUserId };
}

export function ticketNoteView(n: TicketNote): TicketNoteView {
  return {
    note_id: n.id,
    kind: n.kind,
    body: n.body,
    conversation_id: n.conversationId,
    author_user_id: n.authorUserId,
    created_at: n.createdAt.toISOString(),
  };
}
