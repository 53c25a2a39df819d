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

/** A ticket as the team-side API shows it (the event fields, plus updated_at). */
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
}

export interface TicketNoteView {
  note_id: number;
  kind: TicketNoteKind;
  body: string;
  conversation_id: number | null;
  author_user_id: number | null;
  created_at: string;
}

export function ticketView(t: Ticket): TicketView {
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
  };
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
