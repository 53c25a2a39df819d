import { EntitySchema } from '@mikro-orm/core';

/**
 * A comment added to a conversation through the Conversations API (comment.created): free text, who
 * wrote it (`author`), the caller's own reference (`externalRef`) and whom it concerns (`identity`).
 */
export class ConversationComment {
  id!: number;
  tenantId!: number;
  conversationId!: number;
  comment!: string;
  author: string | null = null;
  externalRef: string | null = null;
  identityMatchKey: string | null = null;
  identityDisplayName: string | null = null;
  createdAt!: Date;
}

export const ConversationCommentSchema = new EntitySchema<ConversationComment>({
  class: ConversationComment,
  tableName: 'conversation_comments',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    conversationId: { type: 'integer', fieldName: 'conversation_id' },
    comment: { type: 'text' },
    author: { type: 'string', length: 200, nullable: true },
    externalRef: { type: 'string', length: 200, fieldName: 'external_ref', nullable: true },
    identityMatchKey: { type: 'string', length: 200, fieldName: 'identity_match_key', nullable: true },
    identityDisplayName: { type: 'string', length: 200, fieldName: 'identity_display_name', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
  },
});
