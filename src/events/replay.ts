import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../db/orm.js';

export type ReplayOutcome =
  | { ok: true; deliveryId: string; endpointId: number; replays: number }
  | { ok: false; reason: 'not_found' | 'endpoint_deleted' | 'endpoint_inactive' | 'in_flight' };

export type RecoverOutcome = { ok: true; endpointId: number; queued: number } | { ok: false; reason: 'not_found' | 'endpoint_inactive' };

/** Postgres channel the outbox relay LISTENs on (workers/outbox.ts, OUTBOX_CHANNEL): wakes it at commit. */
const RELAY_CHANNEL = 'outbox_events';

/**
 * The columns a delivery sent again on request gets: back to pending for a new round of attempts (the
 * usual 3 with back-off, counted from round_base), unqueued so the outbox relay adds its job (named
 * after `replays`) through the same path as any delivery, oldest first, and the per-endpoint bound of
 * the webhooks pool applies. The id (X-Service-Delivery) and the stored body bytes do not change.
 */
const RESEND_SET = `status = 'pending', replays = d.replays + 1, round_base = d.attempts, queued_at = null, next_attempt_at = null, completed_at = null`;

/**
 * Replay and recovery of a tenant's deliveries. Both only mark rows in one transaction that also
 * NOTIFYs the relay, so the request never calls a receiver itself and nothing is lost if a process
 * dies: the rows stay unqueued until a relay queues them. The tenant is the key's account, so a
 * sandbox key reaches sandbox deliveries only and a live key live ones.
 */
export class DeliveryReplays {
  constructor(private readonly orm: Orm) {}

  /** Sends one settled delivery again (delivered, failed or cancelled), to its endpoint if still active. */
  async replay(tenantId: number, deliveryId: string): Promise<ReplayOutcome> {
    return this.orm.em.fork().transactional(async (tx: EntityManager) => {
      const rows = await tx.execute<{ status: string; endpoint_id: number | null; is_active: boolean | null }[]>(
        `select d.status, d.endpoint_id, e.is_active
           from webhook_deliveries d left join webhook_endpoints e on e.id = d.endpoint_id
          where d.id = ? and d.tenant_id = ?
          for update of d`,
        [deliveryId, tenantId],
      );
      const row = rows[0];
      if (!row) return { ok: false, reason: 'not_found' } as const;
      if (row.endpoint_id === null || row.is_active === null) return { ok: false, reason: 'endpoint_deleted' } as const;
      if (!row.is_active) return { ok: false, reason: 'endpoint_inactive' } as const;
      if (row.status === 'pending' || row.status === 'retrying') return { ok: false, reason: 'in_flight' } as const;
      const updated = await tx.execute<{ replays: number }[]>(`update webhook_deliveries d set ${RESEND_SET} where d.id = ? returning d.replays`, [deliveryId]);
      await tx.execute(`select pg_notify(?, '')`, [RELAY_CHANNEL]);
      return { ok: true, deliveryId, endpointId: row.endpoint_id, replays: updated[0]?.replays ?? 0 } as const;
    });
  }

  /**
   * Sends again every delivery to one active endpoint that ended failed at or after `since`. Sample
   * deliveries are not among them: a receiver missed no event there (replay one to send it again).
   */
  async recover(tenantId: number, endpointId: number, since: Date): Promise<RecoverOutcome> {
    return this.orm.em.fork().transactional(async (tx: EntityManager) => {
      const endpoints = await tx.execute<{ is_active: boolean }[]>(`select is_active from webhook_endpoints where id = ? and tenant_id = ? for share`, [
        endpointId,
        tenantId,
      ]);
      const endpoint = endpoints[0];
      if (!endpoint) return { ok: false, reason: 'not_found' } as const;
      if (!endpoint.is_active) return { ok: false, reason: 'endpoint_inactive' } as const;
      const updated = await tx.execute<{ n: number }[]>(
        `with picked as (
           select id from webhook_deliveries
            where endpoint_id = ? and tenant_id = ? and status = 'failed' and completed_at >= ? and not test
            for update skip locked
         ), resent as (
           update webhook_deliveries d set ${RESEND_SET} from picked where d.id = picked.id returning 1
         )
         select count(*)::int as n from resent`,
        [endpointId, tenantId, since],
      );
      const queued = updated[0]?.n ?? 0;
      if (queued > 0) await tx.execute(`select pg_notify(?, '')`, [RELAY_CHANNEL]);
      return { ok: true, endpointId, queued } as const;
    });
  }
}
