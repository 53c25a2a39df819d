import { z } from 'zod';
import { Conversation } from '../db/entities/conversation.js';
import type { Orm } from '../db/orm.js';
import { MAX_ROW_ID } from './lookup.js';

/** A bot platform's own conversation id: 1 to 200 visible characters (no spaces or control characters). */
export const EXTERNAL_ID_PATTERN = /^[\x21-\x7E]{1,200}$/;
export const EXTERNAL_ID_PREFIX = 'ext:';

export const externalIdSchema = z
  .string()
  .trim()
  .regex(EXTERNAL_ID_PATTERN, 'An external id is 1 to 200 visible characters, without spaces')
  .describe("The bot platform's own id for the conversation, unique per account; the same external_id returns the same conversation");

/** How a route names a conversation: the service's numeric id, or the bot platform's id. */
export type ConversationRef = { kind: 'id'; id: number } | { kind: 'external'; externalId: string };

/** Reads `123` or `ext:<external_id>`; null when it is neither. */
export function parseConversationRef(raw: string): ConversationRef | null {
  if (raw.startsWith(EXTERNAL_ID_PREFIX)) {
    const externalId = raw.slice(EXTERNAL_ID_PREFIX.length);
    return EXTERNAL_ID_PATTERN.test(externalId) ? { kind: 'external', externalId } : null;
  }
  if (!/^[0-9]{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ROW_ID ? { kind: 'id', id } : null;
}

/** The path parameter of every conversation-scoped route: `123` or `ext:<external_id>` (URL-encoded). */
export const conversationRefParam = z
  .string()
  .transform((raw, ctx) => {
    const ref = parseConversationRef(raw);
    if (!ref) ctx.addIssue({ code: 'custom', message: 'A conversation id (1, 2, ...) or ext:<external_id>' });
    return ref ?? z.NEVER;
  })
  .describe('The conversation id, or ext:<external_id> for the id the bot platform gave it');

/** Finds one of the tenant's conversations by a ref; another tenant's, or nobody's, is null. */
export class ConversationRefs {
  constructor(private readonly orm: Orm) {}

  async find(tenantId: number, ref: ConversationRef): Promise<Conversation | null> {
    const em = this.orm.em.fork();
    return ref.kind === 'id' ? em.findOne(Conversation, { id: ref.id, tenantId }) : em.findOne(Conversation, { externalId: ref.externalId, tenantId });
  }

  /**
   * The numeric id for a ref: an `id` ref as it is (the caller's own lookup decides whether it is the
   * tenant's), an external one looked up; null when no conversation of the tenant has it.
   */
  async idOf(tenantId: number, ref: ConversationRef): Promise<number | null> {
    if (ref.kind === 'id') return ref.id;
    const rows = await this.orm.em
      .fork()
      .execute<{ id: number }[]>('select id from conversations where tenant_id = ? and external_id = ?', [tenantId, ref.externalId]);
    return rows[0]?.id ?? null;
  }
}
