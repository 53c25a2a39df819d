import type { Clock } from '../../../config/clock.js';
import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import type { OAuthStates } from '../oauth/oauth-states.js';
import { ACTIVE_STATUSES } from './check.js';

/** A sign-in left unfinished this long after its state expired: its pending connection is deleted. */
export const ABANDONED_SIGN_IN_MS = 24 * 60 * 60_000;

const PAGE = 500;

export interface SweepDeps {
  orm: Orm;
  states: OAuthStates;
  clock: Clock;
  logger: Logger;
  /** Adds one check job per connection for `day` (deduplicated per connection and day). */
  enqueueChecks(day: string, connectionIds: readonly number[]): Promise<void>;
}

/**
 * The daily sweep: every active connection (working or failing; not pending sign-ins, not
 * disconnected) gets one check job, in pages of 500 ids so memory stays flat however many there are.
 * Pending connections of sign-ins abandoned more than a day ago are deleted on the way.
 */
export async function runSweep(deps: SweepDeps, day: string): Promise<{ connections: number; abandoned: number }> {
  const abandoned = await deps.states.dropAbandoned(new Date(deps.clock.now() - ABANDONED_SIGN_IN_MS));
  let after = 0;
  let total = 0;
  for (;;) {
    const rows = await deps.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `select "id" from "connections" where "status" in (${ACTIVE_STATUSES.map(() => '?').join(', ')}) and "id" > ? order by "id" limit ${PAGE}`,
        [...ACTIVE_STATUSES, after],
      );
    if (rows.length === 0) break;
    await deps.enqueueChecks(
      day,
      rows.map((r) => r.id),
    );
    total += rows.length;
    after = rows[rows.length - 1]!.id;
    if (rows.length < PAGE) break;
  }
  deps.logger.info({ day, connections: total, abandoned }, 'daily health sweep enqueued its checks');
  return { connections: total, abandoned };
}
