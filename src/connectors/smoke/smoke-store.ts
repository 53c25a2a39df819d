import { SmokeRun } from '../../db/entities/smoke-run.js';
import type { Orm } from '../../db/orm.js';
import type { SmokeResult } from './run.js';

/** Runs kept (about two days of hourly runs); older ones are deleted when a run is saved. */
export const SMOKE_RUNS_KEPT = 48;

/** Smoke runs in Postgres: one per hour at most (`period` is unique); the newest is the public result. */
export class SmokeStore {
  constructor(private readonly orm: Orm) {}

  async hasPeriod(period: string): Promise<boolean> {
    return (await this.orm.em.fork().count(SmokeRun, { period })) > 0;
  }

  /** Saves a run; false when this period already has one (another worker got there first). */
  async save(period: string, result: SmokeResult): Promise<boolean> {
    const conn = this.orm.em.fork().getConnection();
    const rows = await conn.execute<{ id: number }[]>(
      'insert into "smoke_runs" ("period", "ran_at", "passed", "total", "results") values (?, ?::timestamptz, ?, ?, ?::jsonb) on conflict ("period") do nothing returning "id"',
      [period, result.ran, result.passed, result.total, JSON.stringify(result.results)],
    );
    if (rows.length === 0) return false;
    await conn.execute(
      `delete from "smoke_runs" where "id" not in (select "id" from "smoke_runs" order by "ran_at" desc, "id" desc limit ${SMOKE_RUNS_KEPT})`,
      [],
      'run',
    );
    return true;
  }

  /** The newest run, in the spec's shape; null before the first. */
  async latest(): Promise<SmokeResult | null> {
    const [row] = await this.orm.em.fork().find(SmokeRun, {}, { orderBy: { ranAt: 'desc', id: 'desc' }, limit: 1 });
    return row ? { ran: row.ranAt.toISOString(), passed: row.passed, total: row.total, results: row.results } : null;
  }
}
