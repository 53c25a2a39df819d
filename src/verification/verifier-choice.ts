import type { Orm } from '../db/orm.js';

/** Which source verifies a tenant's customers, as the tenant view shows it (only one at a time). */
export type VerifierView = { kind: 'account_connect' } | { kind: 'connector'; connection_id: number; connector: string } | null;

/**
 * The tenant's one verifier: its verifying connection, else Account Connect when set up and chosen,
 * else none. One query.
 */
export async function currentVerifier(orm: Orm, tenantId: number): Promise<VerifierView> {
  const rows = await orm.em.getConnection().execute<{ id: number | null; connector: string | null; ac: boolean | null }[]>(
    `select c.id, c.connector, (select s.verifies from account_connect_settings s where s.tenant_id = ?) as ac
       from (select 1) one
       left join connections c on c.tenant_id = ? and c.verifies and c.status <> 'disconnected'`,
    [tenantId, tenantId],
  );
  const row = rows[0];
  if (row?.id != null && row.connector) return { kind: 'connector', connection_id: row.id, connector: row.connector };
  return row?.ac ? { kind: 'account_connect' } : null;
}
