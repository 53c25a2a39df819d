import { z } from 'zod';
import { VERIFICATION_PROOFS } from '../../config/contract.js';

/**
 * The ten event kinds: the spec's nine ("Events" -> "Event kinds") and customer.verification_disputed
 * (issue 28: a customer confirmed "This wasn't me" on their receipt), and the exact `data` each carries.
 * A value not yet stored is null, so every field a source may not have yet is nullable.
 * Timestamps are ISO 8601 strings (UTC, millisecond precision).
 */
export const EVENT_NAMES = [
  'conversation.started',
  'message.received',
  'conversation.handed_over',
  'conversation.ended',
  'customer.identified',
  'ticket.created',
  'ticket.updated',
  'comment.created',
  'sms.delivery_report',
  'customer.verification_disputed',
] as const;

export type EventName = (typeof EVENT_NAMES)[number];

export function isEventName(value: string): value is EventName {
  return (EVENT_NAMES as readonly string[]).includes(value);
}

const id = z.number().int();
const isoTimestamp = z.iso.datetime();
const nullableText = z.string().nullable();

/** Who or what a comment or test sample concerns. The spec names only these two fields. */
export const identitySchema = z.object({
  match_key: nullableText,
  display_name: nullableText,
});

/** The fields every conversation event starts with. */
export const conversationFields = z.object({
  conversation_id: id,
  channel: z.string(),
  customer_name: nullableText,
  customer_phone: nullableText,
  customer_email: nullableText,
  status: z.string(),
  started_at: isoTimestamp.nullable(),
});

export const ticketFields = z.object({
  ticket_id: id,
  ticket_number: z.string(),
  subject: z.string(),
  description: z.string(),
  priority: z.string(),
  status: z.string(),
  conversation_id: id.nullable(),
  customer_name: nullableText,
  customer_email: nullableText,
  customer_phone: nullableText,
  assigned_to_user_id: id.nullable(),
  created_at: isoTimestamp,
});

/** Ticket fields whose change raises ticket.updated (a notes-only edit does not). */
export const TICKET_TRACKED_FIELDS = ['status', 'priority', 'assigned_to_user_id'] as const;
export type TicketTrackedField = (typeof TICKET_TRACKED_FIELDS)[number];

const change = <T extends z.ZodType>(value: T) => z.object({ from: value, to: value });

export const EVENT_DATA_SCHEMAS = {
  'conversation.started': conversationFields,
  'message.received': z.object({
    conversation_id: id,
    message_id: id,
    content: z.string(),
    language: nullableText,
    created_at: isoTimestamp,
  }),
  'conversation.handed_over': conversationFields.extend({
    handed_over_at: isoTimestamp.nullable(),
    handed_over_to_user_id: id.nullable(),
  }),
  'conversation.ended': conversationFields.extend({
    ended_at: isoTimestamp.nullable(),
  }),
  'customer.identified': conversationFields.extend({
    method: z.enum(['verified', 'recognised']),
    /** Set when the method is recognised; null for verified. */
    customer_profile_id: id.nullable(),
    /** How a verified customer proved who they are: a code, or a signed sign-in from the business's own site; null for recognised. */
    proof: z.enum(VERIFICATION_PROOFS).nullable(),
  }),
  'ticket.created': ticketFields,
  'ticket.updated': ticketFields.extend({
    changes: z
      .object({
        status: change(z.string()).optional(),
        priority: change(z.string()).optional(),
        assigned_to_user_id: change(id.nullable()).optional(),
      })
      .refine((c) => Object.keys(c).length > 0, 'ticket.updated needs at least one change of status, priority or assignee'),
  }),
  'comment.created': z.object({
    conversation_id: id,
    comment_id: id,
    comment: z.string(),
    author: nullableText,
    external_ref: nullableText,
    identity: identitySchema.nullable(),
  }),
  'sms.delivery_report': z.object({
    tenant_id: id,
    message_id: z.string(),
    client_msg_id: nullableText,
    mobile_number: z.string(),
    status: z.enum(['delivered', 'failed', 'dead', 'cancelled']),
    handled_by: nullableText,
    attempts: z.number().int().min(0),
    last_error: nullableText,
    sms_log_id: id.nullable(),
  }),
  'customer.verification_disputed': conversationFields.extend({
    /** When the customer confirmed "This wasn't me" on their receipt's page. */
    disputed_at: isoTimestamp,
    /** How the disputed session was verified: a code, or a signed sign-in from the business's own site. */
    proof: z.enum(VERIFICATION_PROOFS),
    /** The High-priority ticket opened for the team. */
    ticket_id: id,
    ticket_number: z.string(),
  }),
} as const satisfies Record<EventName, z.ZodType>;

export type EventData<K extends EventName> = z.output<(typeof EVENT_DATA_SCHEMAS)[K]>;

/** An event ready to be recorded: its kind and its checked data. */
export interface EventDraft<K extends EventName = EventName> {
  readonly event: K;
  readonly data: EventData<K>;
}
