import type { Clock } from '../../config/clock.js';
import { ConversationComment } from '../db/entities/conversation-comment.js';
import { ConversationMessage, type MessageRole } from '../db/entities/conversation-message.js';
import type { Orm } from '../db/orm.js';
import { commentCreated, messageReceived } from '../events/builders.js';
import { recordEvent } from '../events/outbox.js';
import { lockConversation } from './conversation-lifecycle.js';
import { acceptsMessages } from './conversation-states.js';

export interface NewMessage {
  role: MessageRole;
  content: string;
  /** Default: the conversation's language. */
  language?: string | null | undefined;
  authorUserId?: number | null | undefined;
}

export interface NewComment {
  comment: string;
  author?: string | null | undefined;
  externalRef?: string | null | undefined;
  identity?: { matchKey?: string | null | undefined; displayName?: string | null | undefined } | null | undefined;
}

export type AddMessageOutcome = { kind: 'not_found' } | { kind: 'completed' } | { kind: 'added'; message: ConversationMessage };
export type AddCommentOutcome = { kind: 'not_found' } | { kind: 'added'; comment: ConversationComment };

/**
 * What is said in a conversation: messages (customer messages raise message.received; bot and team
 * replies are stored and raise nothing) and comments (comment.created).
 */
export class ConversationContent {
  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
  ) {}

  async addMessage(tenantId: number, conversationId: number, input: NewMessage): Promise<AddMessageOutcome> {
    return this.orm.em.fork().transactional(async (tx): Promise<AddMessageOutcome> => {
      // The row lock orders messages of one conversation and keeps a close from slipping in between.
      const c = await lockConversation(tx, tenantId, conversationId);
      if (!c) return { kind: 'not_found' };
      if (!acceptsMessages(c.status)) return { kind: 'completed' };
      const now = new Date(this.clock.now());
      const message = tx.create(ConversationMessage, {
        tenantId,
        conversationId,
        role: input.role,
        content: input.content,
        language: input.language ?? c.language,
        authorUserId: input.authorUserId ?? null,
        createdAt: now,
      });
      c.updatedAt = now;
      await tx.flush();
      if (input.role === 'customer') {
        recordEvent(tx, {
          tenantId,
          clock: this.clock,
          test: c.preview,
          draft: messageReceived({ conversationId, id: message.id, content: message.content, language: message.language, createdAt: now }),
        });
        await tx.flush();
      }
      return { kind: 'added', message };
    });
  }

  async addComment(tenantId: number, conversationId: number, input: NewComment): Promise<AddCommentOutcome> {
    return this.orm.em.fork().transactional(async (tx): Promise<AddCommentOutcome> => {
      const c = await lockConversation(tx, tenantId, conversationId);
      if (!c) return { kind: 'not_found' };
      const now = new Date(this.clock.now());
      const identity = input.identity ?? null;
      const comment = tx.create(ConversationComment, {
        tenantId,
        conversationId,
        comment: input.comment,
        author: input.author ?? null,
        externalRef: input.externalRef ?? null,
        identityMatchKey: identity?.matchKey ?? null,
        identityDisplayName: identity?.displayName ?? null,
        createdAt: now,
      });
      await tx.flush();
      recordEvent(tx, {
        tenantId,
        clock: this.clock,
        test: c.preview,
        draft: commentCreated({
          conversationId,
          id: comment.id,
          comment: comment.comment,
          author: comment.author,
          externalRef: comment.externalRef,
          identity: identity ? { matchKey: comment.identityMatchKey, displayName: comment.identityDisplayName } : null,
        }),
      });
      await tx.flush();
      return { kind: 'added', comment };
    });
  }
}
