import type { Orm } from '../db/orm.js';
import type { ActivityChannel, ActivityOutcome } from './outcomes.js';

/** One activity record as the API shows it. */
export interface ActivityView {
  id: string;
  at: string;
  channel: ActivityChannel;
  action: string;
  conversation_id: number | null;
  connection_ids: number[];
  outcome: ActivityOutcome;
  rows: number;
  duration_ms: number;
}

export interface ActivityPage {
  activity: ActivityView[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: string | null;
}

interface Row {
  id: string | number;
  at: Date;
  channel: ActivityChannel;
  action: string;
  conversation_id: number | null;
  connection_ids: number[] | null;
  outcome: ActivityOutcome;
  rows: number;
  duration_ms: number;
}

/** A tenant's activity, newest first, a page at a time (the cursor is the last id seen). */
export async function listActivity(
  orm: Orm,
  tenantId: number,
  q: { limit: number; cursor?: string | undefined; outcome?: ActivityOutcome | undefined; connectionId?: number | undefined },
): Promise<ActivityPage> {
  const where = ['tenant_id = ?'];
  const params: unknown[] = [tenantId];
  if (q.cursor !== undefined) {
    where.push('id < ?');
    params.push(q.cursor);
  }
  if (q.outcome !== undefined) {
    where.push('outcome = ?');
    params.push(q.outcome);
  }
  if (q.connectionId !== undefined) {
    where.push('connection_ids @> array[?]::int[]');
    params.push(q.connectionId);
  }
  params.push(q.limit + 1);
  const rows = await orm.em.fork().execute<Row[]>(
    `select id, at, channel, action, conversation_id, connection_ids, outcome, "rows", duration_ms
       from activity_log where ${where.join(' and ')} order by id desc limit ?`,
    params,
  );
  const page = rows.slice(0, q.limit);
  return {
    activity: page.map((r) => ({
      id: String(r.id),
      at: new Date(r.at).toISOString(),
      channel: r.channel,
      action: r.action,
      conversation_id: r.conversation_id,
      connection_ids: r.connection_ids ?? [],
      outcome: r.outcome,
      rows: r.rows,
      duration_ms: r.duration_ms,
    })),
    next_cursor: rows.length > q.limit ? String(page[page.length - 1]!.id) : null,
  };
}
