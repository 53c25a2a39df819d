import { EVENT_DATA_SCHEMAS, TICKET_TRACKED_FIELDS, type EventData, type EventDraft, type EventName } from './kinds.js';
import type { VerificationProof } from '../../config/contract.js';

/**
 * One builder per event kind. Features pass what they stored (camelCase, Dates); a builder returns the
 * spec's `data` (snake_case, ISO timestamps, null for anything not stored yet), checked against the
 * kind's schema, ready for `recordEvent`. A builder throws only on a programming error (a value of the
 * wrong type), never on missing optional values.
 */

/** A conversation as the conversation events show it. */
export interface ConversationSnapshot {
  id: number;
  channel: string;
  status: string;
  customerName?: string | null;
  customerPhone?: string | null;
  customerEmail?: string | null;
  startedAt?: Date | null;
}

export interface MessageSnapshot {
  conversationId: number;
  id: number;
  content: string;
  language?: string | null;
  createdAt: Date;
}

export interface TicketSnapshot {
  id: number;
  ticketNumber: string;
  subject: string;
  description: string;
  priority: string;
  status: string;
  conversationId?: number | null;
  customerName?: string | null;
  customerEmail?: string | null;
  customerPhone?: string | null;
  assignedToUserId?: number | null;
  createdAt: Date;
}

/** The ticket fields whose change raises ticket.updated, as they were before the change. */
export type TicketTrackedSnapshot = Pick<TicketSnapshot, 'status' | 'priority' | 'assignedToUserId'>;

export interface CommentSnapshot {
  conversationId: number;
  id: number;
  comment: string;
  author?: string | null;
  externalRef?: string | null;
  identity?: { matchKey?: string | null; displayName?: string | null } | null;
}

export interface SmsReportSnapshot {
  tenantId: number;
  messageId: string;
  clientMsgId?: string | null;
  mobileNumber: string;
  status: 'delivered' | 'failed' | 'dead' | 'cancelled';
  handledBy?: string | null;
  attempts: number;
  lastError?: string | null;
  smsLogId?: number | null;
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);

function draft<K extends EventName>(event: K, data: EventData<K>): EventDraft<K> {
  const checked = EVENT_DATA_SCHEMAS[event].parse(data) as EventData<K>;
  return { event, data: checked };
}

function conversationData(c: ConversationSnapshot): EventData<'conversation.started'> {
  return {
    conversation_id: c.id,
    channel: c.channel,
    customer_name: orNull(c.customerName),
    customer_phone: orNull(c.customerPhone),
    customer_email: orNull(c.customerEmail),
    status: c.status,
    started_at: iso(c.startedAt),
  };
}

function ticketData(t: TicketSnapshot): EventData<'ticket.created'> {
  return {
    ticket_id: t.id,
    ticket_number: t.ticketNumber,
    subject: t.subject,
    description: t.description,
    priority: t.priority,
    status: t.status,
    conversation_id: orNull(t.conversationId),
    customer_name: orNull(t.customerName),
    customer_email: orNull(t.customerEmail),
    customer_phone: orNull(t.customerPhone),
    assigned_to_user_id: orNull(t.assignedToUserId),
    created_at: t.createdAt.toISOString(),
  };
}

/** A conversation begins on any channel. */
export function conversationStarted(c: ConversationSnapshot): EventDraft<'conversation.started'> {
  return draft('conversation.started', conversationData(c));
}

/** A customer message arrives (never a bot or team reply: callers raise it for customer messages only). */
export function messageReceived(m: MessageSnapshot): EventDraft<'message.received'> {
  return draft('message.received', {
    conversation_id: m.conversationId,
    message_id: m.id,
    content: m.content,
    language: orNull(m.language),
    created_at: m.createdAt.toISOString(),
  });
}

/** The conversation is handed to the team. */
export function conversationHandedOver(
  c: ConversationSnapshot,
  handover: { handedOverAt: Date | null; handedOverToUserId?: number | null },
): EventDraft<'conversation.handed_over'> {
  return draft('conversation.handed_over', {
    ...conversationData(c),
    handed_over_at: iso(handover.handedOverAt),
    handed_over_to_user_id: orNull(handover.handedOverToUserId),
  });
}

/** The conversation is closed (its status becomes completed). */
export function conversationEnded(c: ConversationSnapshot, endedAt: Date | null): EventDraft<'conversation.ended'> {
  return draft('conversation.ended', { ...conversationData(c), ended_at: iso(endedAt) });
}

/** A customer passed verification (verified) or was recognised as returning (recognised, with a profile id). */
export function customerIdentified(
  c: ConversationSnapshot,
  how: { method: 'verified'; proof?: VerificationProof } | { method: 'recognised'; customerProfileId: number },
): EventDraft<'customer.identified'> {
  return draft('customer.identified', {
    ...conversationData(c),
    method: how.method,
    customer_profile_id: how.method === 'recognised' ? how.customerProfileId : null,
    proof: how.method === 'verified' ? (how.proof ?? 'code') : null,
  });
}

/** A ticket is raised by the bot, the team, or POST /api/chatbot-api/create-ticket. */
export function ticketCreated(t: TicketSnapshot): EventDraft<'ticket.created'> {
  return draft('ticket.created', ticketData(t));
}

/**
 * A ticket changed. Returns null when neither status, priority nor assignee changed (a notes-only edit
 * does not fire); `recordEvent` records nothing for null.
 */
export function ticketUpdated(before: TicketTrackedSnapshot, after: TicketSnapshot): EventDraft<'ticket.updated'> | null {
  const was = { status: before.status, priority: before.priority, assigned_to_user_id: orNull(before.assignedToUserId) };
  const now = ticketData(after);
  const changes: EventData<'ticket.updated'>['changes'] = {};
  for (const field of TICKET_TRACKED_FIELDS) {
    if (was[field] === now[field]) continue;
    if (field === 'assigned_to_user_id') changes.assigned_to_user_id = { from: was.assigned_to_user_id, to: now.assigned_to_user_id };
    else changes[field] = { from: was[field], to: now[field] };
  }
  if (Object.keys(changes).length === 0) return null;
  return draft('ticket.updated', { ...now, changes });
}

/** A comment is added to a conversation through the Conversations API. */
export function commentCreated(c: CommentSnapshot): EventDraft<'comment.created'> {
  return draft('comment.created', {
    conversation_id: c.conversationId,
    comment_id: c.id,
    comment: c.comment,
    author: orNull(c.author),
    external_ref: orNull(c.externalRef),
    identity: c.identity ? { match_key: orNull(c.identity.matchKey), display_name: orNull(c.identity.displayName) } : null,
  });
}

/** An SMS sent through the service settles as delivered, failed, dead or cancelled. */
export function smsDeliveryReport(r: SmsReportSnapshot): EventDraft<'sms.delivery_report'> {
  return draft('sms.delivery_report', {
    tenant_id: r.tenantId,
    message_id: r.messageId,
    client_msg_id: orNull(r.clientMsgId),
    mobile_number: r.mobileNumber,
    status: r.status,
    handled_by: orNull(r.handledBy),
    attempts: r.attempts,
    last_error: orNull(r.lastError),
    sms_log_id: orNull(r.smsLogId),
  });
}

/** A customer confirmed "This wasn't me" on their receipt: the session ended, codes to them refused, a High ticket opened. */
export function verificationDisputed(
  c: ConversationSnapshot,
  d: { disputedAt: Date; proof: VerificationProof; ticketId: number; ticketNumber: string },
): EventDraft<'customer.verification_disputed'> {
  return draft('customer.verification_disputed', {
    ...conversationData(c),
    disputed_at: d.disputedAt.toISOString(),
    proof: d.proof,
    ticket_id: d.ticketId,
    ticket_number: d.ticketNumber,
  });
}
