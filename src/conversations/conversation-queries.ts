import { Conversation } from '../db/entities/conversation.js';
import { ConversationComment } from '../db/entities/conversation-comment.js';
import { ConversationMessage } from '../db/entities/conversation-message.js';
import type { Orm } from '../db/orm.js';
import { MAX_ROW_ID } from './lookup.js';
import type { ConversationStatus } from '../../config/contract.js';

export interface ConversationListQuery {
  status?: ConversationStatus | undefined;
  limit: number;
  /** Only conversations with a smaller id (the previous page's next_before). */
  before?: number | undefined;
}

/** Reads of one tenant's conversations; another tenant's conversation is simply not found. */
export class ConversationQueries {
  constructor(private readonly orm: Orm) {}

  async list(tenantId: number, q: ConversationListQuery): Promise<{ conversations: Conversation[]; nextBefore: number | null }> {
    // Dashboard preview conversations are not customers': they are left out of the list.
    const where = { tenantId, preview: false, ...(q.status ? { status: q.status } : {}), ...(q.before ? { id: { $lt: q.before } } : {}) };
    const rows = await this.orm.em.fork().find(Conversation, where, { orderBy: { id: 'desc' }, limit: q.limit + 1 });
    const more = rows.length > q.limit;
    const page = more ? rows.slice(0, q.limit) : rows;
    return { conversations: page, nextBefore: more ? (page[page.length - 1]?.id ?? null) : null };
  }

  async get(tenantId: number, id: number): Promise<{ conversation: Conversation; messages: ConversationMessage[]; comments: ConversationComment[] } | null> {
    if (id > MAX_ROW_ID) return null;
    const em = this.orm.em.fork();
    const conversation = await em.findOne(Conversation, { id, tenantId });
    if (!conversation) return null;
    const messages = await em.find(ConversationMessage, { conversationId: id, tenantId }, { orderBy: { id: 'asc' } });
    const comments = await em.find(ConversationComment, { conversationId: id, tenantId }, { orderBy: { id: 'asc' } });
    return { conversation, messages, comments };
  }
}
