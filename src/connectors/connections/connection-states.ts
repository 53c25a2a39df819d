import { CONNECTION_STATUSES, type ConnectionStatus } from '../../db/entities/connection.js';

/**
 * Connection status (spec "States and transitions", "Connection status (connector)") as data: code and
 * tests both read this table, and every place that changes a connection's status goes through
 * `connectionTransition`. null = not allowed (the status stays as it is).
 *
 * Events and the spec rows they come from:
 * - test_passed: "pending (OAuth) | OAuth callback | ... | working or failing" and "(new or any) |
 *   connect, Test, daily check | at least one capability passes | working".
 * - test_failed: the same rows' "no capability passes | failing".
 * - refused: "working | daily health check | now refused (revoked key, expired sign-in) | failing" (the
 *   vendor refuses the stored sign-in; a connection that is not working yet fails the same way, as a
 *   test that no capability passes would).
 * - disconnect: "any | disconnect | disconnected".
 *
 * The spec's "(new or any)" never reaches a disconnected connection: its credentials are deleted, so it
 * cannot be tested; the owner connects again, which makes a new connection (INITIAL_CONNECTION_STATUS).
 * Disconnected is final: only disconnect (again, a no-op) is allowed from it.
 */
export const CONNECTION_EVENTS = ['test_passed', 'test_failed', 'refused', 'disconnect'] as const;
export type ConnectionEvent = (typeof CONNECTION_EVENTS)[number];

export const CONNECTION_TRANSITIONS = {
  pending: { test_passed: 'working', test_failed: 'failing', refused: 'failing', disconnect: 'disconnected' },
  working: { test_passed: 'working', test_failed: 'failing', refused: 'failing', disconnect: 'disconnected' },
  failing: { test_passed: 'working', test_failed: 'failing', refused: 'failing', disconnect: 'disconnected' },
  disconnected: { test_passed: null, test_failed: null, refused: null, disconnect: 'disconnected' },
} as const satisfies Record<ConnectionStatus, Record<ConnectionEvent, ConnectionStatus | null>>;

/** The status every connection is created with ("pending (OAuth)", and any connection before its first test). */
export const INITIAL_CONNECTION_STATUS = 'pending' satisfies ConnectionStatus;

/** The status `event` moves a connection in `from` to, or null when the table does not allow it. */
export function connectionTransition(from: ConnectionStatus, event: ConnectionEvent): ConnectionStatus | null {
  return CONNECTION_TRANSITIONS[from][event];
}

/** The statuses from which `event` is allowed, for the WHERE clause of SQL that applies it. */
export function connectionStatusesAllowing(event: ConnectionEvent): ConnectionStatus[] {
  return CONNECTION_STATUSES.filter((from) => connectionTransition(from, event) !== null);
}

/** The one status `event` leads to from every status that allows it (for SQL that sets it); throws when they differ. */
export function connectionTarget(event: ConnectionEvent): ConnectionStatus {
  const targets = new Set(CONNECTION_STATUSES.map((from) => connectionTransition(from, event)).filter((to) => to !== null));
  const [only] = targets;
  if (targets.size !== 1 || only === undefined) throw new Error(`connection event ${event} has no single target status`);
  return only;
}

/** SQL condition "<column> is a status from which `event` is allowed" (the values are the table's own constants). */
export function connectionStatusCondition(column: string, event: ConnectionEvent): string {
  return `${column} in (${connectionStatusesAllowing(event)
    .map((s) => `'${s}'`)
    .join(', ')})`;
}

/** The result of a connection test as the table's event. */
export function testEvent(passed: boolean): ConnectionEvent {
  return passed ? 'test_passed' : 'test_failed';
}
