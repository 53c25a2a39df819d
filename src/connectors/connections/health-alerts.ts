import type { Clock } from '../../../config/clock.js';
import { ConnectionHealth, type HealthAlert } from '../../db/entities/connection-health.js';
import type { Orm } from '../../db/orm.js';

/**
 * The owner-alert state and last check day of each connection (entity ConnectionHealth). Every write
 * is one upsert, so it works whether or not the connection has a row yet.
 */
export class HealthAlerts {
  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
  ) {}

  async get(connectionId: number): Promise<ConnectionHealth | null> {
    return this.orm.em.fork().findOne(ConnectionHealth, { connectionId });
  }

  private async upsert(connectionId: number, set: { alert?: HealthAlert | null; alertedAt?: boolean; checkDay?: string }): Promise<void> {
    const now = new Date(this.clock.now()).toISOString();
    const cols: string[] = [];
    const values: unknown[] = [];
    if (set.alert !== undefined) {
      cols.push('alert');
      values.push(set.alert);
    }
    if (set.alertedAt) {
      cols.push('alerted_at');
      values.push(now);
    }
    if (set.checkDay !== undefined) {
      cols.push('last_check_day', 'last_checked_at');
      values.push(set.checkDay, now);
    }
    cols.push('updated_at');
    values.push(now);
    const casts: Record<string, string> = { alerted_at: '::timestamptz', last_checked_at: '::timestamptz', updated_at: '::timestamptz' };
    await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into "connection_health" ("connection_id", ${cols.map((c) => `"${c}"`).join(', ')})
       values (?, ${cols.map((c) => `?${casts[c] ?? ''}`).join(', ')})
       on conflict ("connection_id") do update set ${cols.map((c) => `"${c}" = excluded."${c}"`).join(', ')}`,
        [connectionId, ...values],
        'run',
      );
  }

  /** A working connection turned failing between sweeps (a refused OAuth refresh): the owner is owed an email. */
  markDue(connectionId: number): Promise<void> {
    return this.upsert(connectionId, { alert: 'due' });
  }

  /** The owner email is (being) sent: not again while the connection stays failing. */
  markSent(connectionId: number): Promise<void> {
    return this.upsert(connectionId, { alert: 'sent', alertedAt: true });
  }

  /** Seen working: a later failure emails afresh. */
  clear(connectionId: number): Promise<void> {
    return this.upsert(connectionId, { alert: null });
  }

  recordCheck(connectionId: number, day: string): Promise<void> {
    return this.upsert(connectionId, { checkDay: day });
  }
}
