import type { Clock } from '../../config/clock.js';
import type { Orm } from '../db/orm.js';

const DAY_MS = 24 * 60 * 60_000;

export interface PruneOptions {
  /** Events deleted per statement (their deliveries and attempts go with them). Default 1000. */
  batchSize?: number;
  /** Statements per run at most; the next hourly run carries on. Default 50. */
  maxBatches?: number;
}

/**
 * How long the delivery log is kept: deliveries, their attempts and the event bodies kept for replay
 * live WEBHOOK_RETENTION_DAYS (default 30) from when the event was relayed, then go together (the
 * deliveries and attempts cascade from the event row). An event with a delivery still being attempted
 * (pending or retrying, a replay included) stays until it settles; a sample delivery ("Send test")
 * never holds its stored body back (a sample whose worker died before sending it would otherwise stay
 * pending for ever). The attempts' kept parts of answers (at most 1 KB each) go with them. Pruned by the clock's hourly
 * `webhooks.prune` job, in statements of `batchSize` events, at most `maxBatches` per run, so one run
 * never holds long locks or a long transaction.
 */
export class DeliveryRetention {
  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
    readonly retentionDays: number,
  ) {}

  /** The oldest moment the log still reaches back to. */
  keptSince(): Date {
    return new Date(this.clock.now() - this.retentionDays * DAY_MS);
  }

  async prune(opts: PruneOptions = {}): Promise<{ events: number; batches: number; done: boolean }> {
    const batchSize = opts.batchSize ?? 1_000;
    const maxBatches = opts.maxBatches ?? 50;
    const before = this.keptSince();
    let events = 0;
    for (let batch = 1; batch <= maxBatches; batch++) {
      const n = await this.pruneBatch(before, batchSize);
      events += n;
      if (n < batchSize) return { events, batches: batch, done: true };
    }
    return { events, batches: maxBatches, done: false };
  }

  private async pruneBatch(before: Date, batchSize: number): Promise<number> {
    const rows = await this.orm.em.fork().execute<{ n: number }[]>(
      `with old as (
         select o.id from outbox_events o
          where o.relayed_at < ?
            and not exists (select 1 from webhook_deliveries d where d.event_id = o.id and d.status in ('pending', 'retrying') and not d.test)
          order by o.relayed_at
          limit ?
          for update skip locked
       ), gone as (delete from outbox_events where id in (select id from old) returning 1)
       select count(*)::int as n from gone`,
      [before, batchSize],
    );
    return rows[0]?.n ?? 0;
  }
}
