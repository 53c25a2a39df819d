import { describe, expect, it } from 'vitest';
import {
  commentCreated,
  conversationEnded,
  conversationHandedOver,
  conversationStarted,
  customerIdentified,
  messageReceived,
  smsDeliveryReport,
  ticketCreated,
  ticketUpdated,
  verificationDisputed,
  type ConversationSnapshot,
  type TicketSnapshot,
} from '../../src/events/builders.js';
import { EVENT_DATA_SCHEMAS, EVENT_NAMES } from '../../src/events/kinds.js';

const at = new Date(Date.UTC(2026, 10, 22, 9, 30, 0));
const conversation: ConversationSnapshot = { id: 41, channel: 'whatsapp', status: 'active', customerName: 'Ada Lovelace', startedAt: at };
const ticket: TicketSnapshot = {
  id: 7,
  ticketNumber: 'TCK-0007',
  subject: 'Broken router',
  description: 'It blinks red all day',
  priority: 'Medium',
  status: 'open',
  createdAt: at,
};
const CONVERSATION_FIELDS = ['conversation_id', 'channel', 'customer_name', 'customer_phone', 'customer_email', 'status', 'started_at'];
const TICKET_FIELDS = [
  'ticket_id',
  'ticket_number',
  'subject',
  'description',
  'priority',
  'status',
  'conversation_id',
  'customer_name',
  'customer_email',
  'customer_phone',
  'assigned_to_user_id',
  'created_at',
];

describe('event kinds', () => {
  it('are the nine of the spec and customer.verification_disputed, each with a data schema', () => {
    expect(EVENT_NAMES).toEqual([
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
    ]);
    expect(Object.keys(EVENT_DATA_SCHEMAS).sort()).toEqual([...EVENT_NAMES].sort());
  });
});

describe('event builders', () => {
  it('conversation.started carries the conversation fields, null for values not stored yet', () => {
    const d = conversationStarted(conversation);
    expect(d.event).toBe('conversation.started');
    expect(Object.keys(d.data)).toEqual(CONVERSATION_FIELDS);
    expect(d.data).toEqual({
      conversation_id: 41,
      channel: 'whatsapp',
      customer_name: 'Ada Lovelace',
      customer_phone: null,
      customer_email: null,
      status: 'active',
      started_at: '2026-11-22T09:30:00.000Z',
    });
  });

  it('message.received carries conversation_id, message_id, content, language, created_at', () => {
    const d = messageReceived({ conversationId: 41, id: 900, content: 'Where is my order?', createdAt: at });
    expect(d.data).toEqual({ conversation_id: 41, message_id: 900, content: 'Where is my order?', language: null, created_at: '2026-11-22T09:30:00.000Z' });
  });

  it('conversation.handed_over adds handed_over_at and handed_over_to_user_id', () => {
    const d = conversationHandedOver(conversation, { handedOverAt: at, handedOverToUserId: 3 });
    expect(Object.keys(d.data)).toEqual([...CONVERSATION_FIELDS, 'handed_over_at', 'handed_over_to_user_id']);
    expect(d.data.handed_over_to_user_id).toBe(3);
    expect(conversationHandedOver(conversation, { handedOverAt: at }).data.handed_over_to_user_id).toBeNull();
  });

  it('conversation.ended adds ended_at', () => {
    const d = conversationEnded({ ...conversation, status: 'completed' }, at);
    expect(Object.keys(d.data)).toEqual([...CONVERSATION_FIELDS, 'ended_at']);
    expect(d.data).toMatchObject({ status: 'completed', ended_at: '2026-11-22T09:30:00.000Z' });
  });

  it('customer.identified names the method, the profile id only when recognised, and the proof only when verified', () => {
    expect(customerIdentified(conversation, { method: 'verified' }).data).toMatchObject({ method: 'verified', customer_profile_id: null, proof: 'code' });
    expect(customerIdentified(conversation, { method: 'verified', proof: 'signed_identity' }).data).toMatchObject({ proof: 'signed_identity' });
    const recognised = customerIdentified(conversation, { method: 'recognised', customerProfileId: 55 });
    expect(Object.keys(recognised.data)).toEqual([...CONVERSATION_FIELDS, 'method', 'customer_profile_id', 'proof']);
    expect(recognised.data).toMatchObject({ method: 'recognised', customer_profile_id: 55, proof: null });
  });

  it('ticket.created carries the twelve ticket fields', () => {
    const d = ticketCreated({ ...ticket, conversationId: 41, customerEmail: 'ada@example.com' });
    expect(Object.keys(d.data)).toEqual(TICKET_FIELDS);
    expect(d.data).toMatchObject({
      ticket_id: 7,
      ticket_number: 'TCK-0007',
      conversation_id: 41,
      customer_email: 'ada@example.com',
      customer_phone: null,
      assigned_to_user_id: null,
    });
  });

  it('ticket.updated lists each changed field with from and to', () => {
    const d = ticketUpdated({ status: 'open', priority: 'Medium', assignedToUserId: null }, { ...ticket, status: 'resolved', assignedToUserId: 9 });
    expect(d).not.toBeNull();
    expect(Object.keys(d!.data)).toEqual([...TICKET_FIELDS, 'changes']);
    expect(d!.data.changes).toEqual({ status: { from: 'open', to: 'resolved' }, assigned_to_user_id: { from: null, to: 9 } });
  });

  it('ticket.updated does not fire for a notes-only edit (no status, priority or assignee change)', () => {
    expect(ticketUpdated({ status: 'open', priority: 'Medium', assignedToUserId: null }, ticket)).toBeNull();
  });

  it('comment.created carries the comment, author, external_ref and identity', () => {
    const d = commentCreated({
      conversationId: 41,
      id: 12,
      comment: 'Called back',
      author: 'Sam',
      identity: { matchKey: 'email:ada@example.com', displayName: 'Ada' },
    });
    expect(d.data).toEqual({
      conversation_id: 41,
      comment_id: 12,
      comment: 'Called back',
      author: 'Sam',
      external_ref: null,
      identity: { match_key: 'email:ada@example.com', display_name: 'Ada' },
    });
  });

  it('sms.delivery_report carries the nine report fields', () => {
    const d = smsDeliveryReport({ tenantId: 1, messageId: 'm-1', mobileNumber: '+447700900123', status: 'delivered', attempts: 1 });
    expect(d.data).toEqual({
      tenant_id: 1,
      message_id: 'm-1',
      client_msg_id: null,
      mobile_number: '+447700900123',
      status: 'delivered',
      handled_by: null,
      attempts: 1,
      last_error: null,
      sms_log_id: null,
    });
  });

  it('customer.verification_disputed adds when, the proof and the ticket opened', () => {
    const d = verificationDisputed(conversation, { disputedAt: at, proof: 'code', ticketId: 7, ticketNumber: 'TCK-0007' });
    expect(d.event).toBe('customer.verification_disputed');
    expect(Object.keys(d.data)).toEqual([...CONVERSATION_FIELDS, 'disputed_at', 'proof', 'ticket_id', 'ticket_number']);
    expect(d.data).toMatchObject({ conversation_id: 41, disputed_at: at.toISOString(), proof: 'code', ticket_id: 7, ticket_number: 'TCK-0007' });
  });

  it('refuses a value of the wrong type (a programming error, caught before anything is recorded)', () => {
    expect(() => conversationStarted({ ...conversation, id: 1.5 })).toThrow();
    expect(() => smsDeliveryReport({ tenantId: 1, messageId: 'm', mobileNumber: '1', status: 'lost' as 'failed', attempts: 0 })).toThrow();
  });
});
