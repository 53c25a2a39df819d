import type { Conversation } from '../db/entities/conversation.js';
import type { ConversationComment } from '../db/entities/conversation-comment.js';
import type { ConversationMessage } from '../db/entities/conversation-message.js';
import type { ConversationSnapshot } from '../events/builders.js';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** What the events builders need from a stored conversation. */
export function conversationSnapshot(c: Conversation): ConversationSnapshot {
  return {
    id: c.id,
    channel: c.channel,
    status: c.status,
    customerName: c.customerName,
    customerPhone: c.customerPhone,
    customerEmail: c.customerEmail,
    startedAt: c.startedAt,
  };
}

/** A conversation as the Conversations API shows it (the event fields and the rest of its record). */
export function conversationView(c: Conversation) {
  return {
    conversation_id: c.id,
    external_id: c.externalId,
    channel: c.channel,
    status: c.status,
    customer_name: c.customerName,
    customer_email: c.customerEmail,
    customer_phone: c.customerPhone,
    language: c.language,
    started_at: c.startedAt.toISOString(),
    ended_at: iso(c.endedAt),
    handed_over_at: iso(c.handedOverAt),
    handed_over_to_user_id: c.handedOverToUserId,
    identified_method: c.identifiedMethod,
    identified_at: iso(c.identifiedAt),
    customer_profile_id: c.customerProfileId,
  };
}
export type ConversationView = ReturnType<typeof conversationView>;

export function messageView(m: ConversationMessage) {
  return { message_id: m.id, role: m.role, content: m.content, language: m.language, author_user_id: m.authorUserId, created_at: m.createdAt.toISOString() };
}
export type MessageView = ReturnType<typeof messageView>;

export function commentView(c: ConversationComment) {
  return {
    comment_id: c.id,
    comment: c.comment,
    author: c.author,
    external_ref: c.externalRef,
    identity: c.identityMatchKey === null && c.identityDisplayName === null ? null : { match_key: c.identityMatchKey, display_name: c.identityDisplayName },
    created_at: c.createdAt.toISOString(),
  };
}
export type CommentView = ReturnType<typeof commentView>;
