import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../config/clock.js';
import type { Orm } from '../db/orm.js';

/** A delivery whose job is to be added: its id and how often it was replayed (which names the job). */
export interface QueuedDelivery {
  id: string;
  replays: number;
  /** Null once the endpoint is deleted. */
  endpoint_id: number | null;
  /** The outbox event (a bigint: pg hands it over as text). */
  event_id: string | number;
}

/**
 * The SQL of the outbox relay, in two phases, each safe to run in any number of processes at once:
 *
 * 1. fanOut: takes committed, unrelayed outbox rows (FOR UPDATE SKIP LOCKED, so two relays never take
 *    the same row) and, in the same statement, inserts one delivery row per subscribed active endpoint
 *    of the event's tenant and marks the events relayed. One statement is one transaction: a relay
 *    killed mid-way leaves nothing half done, and the unique (event, endpoint) pair makes a repeat harmless.
 * 2. queuePending: takes delivery rows not yet queued (again SKIP LOCKED), in event order with each
 *    event's endpoints side by side (so a burst interleaves endpoints), adds a job per event (its
 *    deliveries as parts) or per delivery, with ids BullMQ ignores a second add of (queues/webhooks.ts),
 *    then marks them queued. A relay killed after adding jobs but before committing leaves the rows unqueued; the next
 *    pass adds them again and the duplicate adds are ignored, or the job finds its delivery settled.
 *
 * Jobs are added only for committed delivery rows, so a worker never looks for a row it cannot see yet.
 */
export class FanOut {
  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
  ) {}

  async fanOut(batchSize: number): Promise<{ events: number; deliveries: number }> {
    const now = new Date(this.clock.now());
    const rows = await this.orm.em.fork().execute<{ events: number; deliveries: number }[]>(
      `with picked as (
         select id, tenant_id, event from outbox_events
          where relayed_at is null
          order by id
          limit ?
          for update skip locked
       ), fanned as (
         insert into webhook_deliveries (id, event_id, endpoint_id, tenant_id, event, endpoint_url, status, attempts, created_at)
         select gen_random_uuid(), p.id, e.id, p.tenant_id, p.event, e.url, 'pending', 0, ?
           from picked p
           join webhook_endpoints e
             on e.tenant_id = p.tenant_id and e.is_active and (e.events is null or p.event = any(e.events))
         on conflict (event_id, endpoint_id) do nothing
         returning 1
       ), relayed as (
         update outbox_events o set relayed_at = ? from picked p where o.id = p.id returning 1
       )
       select (select count(*) from relayed)::int as events, (select count(*) from fanned)::int as deliveries`,
      [batchSize, now, now],
    );
    return rows[0] ?? { events: 0, deliveries: 0 };
  }

  /**
   * Hands unqueued deliveries to `enqueue` (which must be idempotent per job id: deliveryJobId of the
   * id and its replays) and marks them queued. Replayed and recovered deliveries come back here too,
   * oldest first.
   */
  async queuePending(batchSize: number, enqueue: (deliveries: QueuedDelivery[]) => Promise<void>): Promise<number> {
    return this.orm.em.fork().transactional(async (tx: EntityManager) => {
      const rows = await tx.execute<QueuedDelivery[]>(
        `select id, replays, endpoint_id, event_id from webhook_deliveries where queued_at is null order by created_at, event_id, endpoint_id limit ? for update skip locked`,
        [batchSize],
      );
      if (rows.length === 0) return 0;
      await enqueue(rows);
      const ids = rows.map((r) => r.id);
      await tx.execute(`update webhook_deliveries set queued_at = ? where id in (${ids.map(() => '?').join(', ')})`, [new Date(this.clock.now()), ...ids]);
      return rows.length;
    });
  }
}
