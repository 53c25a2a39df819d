import type { EntityManager } from '@mikro-orm/postgresql';

/** Largest value of a Postgres int column; larger ids cannot exist. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * `conversationId` when it is one of the tenant's conversations, else null (an id of another tenant,
 * of nobody, or out of range). create-ticket uses it to leave a foreign id unlinked.
 */
export async function tenantConversationId(em: EntityManager, tenantId: number, conversationId: number | null | undefined): Promise<number | null> {
  if (conversationId === null || conversationId === undefined || !Number.isInteger(conversationId) || conversationId < 1 || conversationId > MAX_ROW_ID)
    return null;
  const rows = await em.execute<{ id: number }[]>('select id from conversations where id = ? and tenant_id = ?', [conversationId, tenantId]);
  return rows[0] ? conversationId : null;
}

/** Whether the conversation is a dashboard preview (its tickets raise no events); false for null or a foreign id. */
export async function isPreviewConversation(em: EntityManager, tenantId: number, conversationId: number | null): Promise<boolean> {
  if (conversationId === null) return false;
  const rows = await em.execute<{ preview: boolean }[]>('select preview from conversations where id = ? and tenant_id = ?', [conversationId, tenantId]);
  return rows[0]?.preview === true;
}
