import { EntitySchema } from '@mikro-orm/core';

/** Who wrote a message. Only customer messages raise message.received. */
export const MESSAGE_ROLES = ['customer', 'bot', 'team'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export class ConversationMessage {
  id!: number;
  tenantId!: number;
  conversationId!: number;
  role!: MessageRole;
  content!: string;
  language: string | null = null;
  /** The team member who wrote a team reply, when given. */
  authorUserId: number | null = null;
  createdAt!: Date;
}

export const ConversationMessageSchema = new EntitySchema<ConversationMessage>({
  class: ConversationMessage,
  tableName: 'conversation_messages',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    conversationId: { type: 'integer', fieldName: 'conversation_id' },
    role: { type: 'string', length: 16 },
    content: { type: 'text' },
    language: { type: 'string', length: 16, nullable: true },
    authorUserId: { type: 'integer', fieldName: 'author_user_id', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
  },
});
