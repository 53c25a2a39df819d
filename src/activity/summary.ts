import type { Clock } from '../../config/clock.js';
import type { Orm } from '../db/orm.js';
import { ACTIVITY_OUTCOMES, type ActivityChannel, type ActivityOutcome } from './activity-sets.js';

const DAY_MS = 24 * 60 * 60_000;

/** Whether the tenant's bot is live, from its activity log alone (times, channels and counts; never customer data). */
export interface BotLiveSummary {
  /** The newest bot call (platform API, conversation tools, /api/connect or MCP); dashboard previews are not bot calls. */
  last_call_at: string | null;
  last_channel: ActivityChannel | null;
  /** Bot calls of the last 24 hours, by outcome (every outcome listed, 0 when none). */
  last_24h: { calls: number; by_outcome: Record<ActivityOutcome, number> };
  /** The owner's own preview conversations in the dashboard. */
  preview: { last_at: string | null; verified_at: string | null };
}

/** Reads the summary for one tenant: three small queries on its activity log (kept 30 days). */
export async function botLiveSummary(orm: Orm, clock: Clock, tenantId: number): Promise<BotLiveSummary> {
  const em = orm.em.fork();
  const since = new Date(clock.now() - DAY_MS);
  const [last] = await em.execute<{ at: Date; channel: ActivityChannel }[]>(
    `select at, channel from activity_log where tenant_id = ? and channel <> 'preview' order by id desc limit 1`,
    [tenantId],
  );
  const counts = await em.execute<{ outcome: ActivityOutcome; n: string }[]>(
    `select outcome, count(*) as n from activity_log where tenant_id = ? and channel <> 'preview' and at > ? group by outcome`,
    [tenantId, since],
  );
  const [preview] = await em.execute<{ last_at: Date | null; verified_at: Date | null }[]>(
    `select max(at) as last_at, max(at) filter (where outcome = 'verified') as verified_at from activity_log where tenant_id = ? and channel = 'preview'`,
    [tenantId],
  );
  const byOutcome = Object.fromEntries(ACTIVITY_OUTCOMES.map((o) => [o, 0])) as Record<ActivityOutcome, number>;
  for (const c of counts) if (c.outcome in byOutcome) byOutcome[c.outcome] = Number(c.n);
  const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
  return {
    last_call_at: iso(last?.at),
    last_channel: last?.channel ?? null,
    last_24h: { calls: Object.values(byOutcome).reduce((a, b) => a + b, 0), by_outcome: byOutcome },
    preview: { last_at: iso(preview?.last_at), verified_at: iso(preview?.verified_at) },
  };
}
