import { CONNECTION_STATUSES, type ConnectionStatus } from '../../db/entities/connection.js';

/**
 * Connection status (spec "States and transitions", "Connection status (connector)") as data that
 * decides: each allowed (status, event) pair gives the next status and what happens with it (the spec's
 * "Also happens"); every place that changes a connection's status takes its step from here and does
 * what it says. No row = not allowed (the status stays as it is).
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

/** What happens with a step (the spec's "Also happens" column). */
export type ConnectionEffect =
  /** Per-capability pass or fail recorded, with the time of the test. */
  | 'record_results'
  /** A working connection starts failing: the account owner is emailed once. */
  | 'alert_owner'
  /** Stored credentials and the per-connection key deleted, the bot's account tools off. */
  | 'delete_credentials';

export interface ConnectionStep {
  next: ConnectionStatus;
  effects: readonly ConnectionEffect[];
}

const step = (next: ConnectionStatus, ...effects: ConnectionEffect[]): ConnectionStep => ({ next, effects });

export const CONNECTION_STEPS = {
  pending: {
    test_passed: step('working', 'record_results'),
    test_failed: step('failing', 'record_results'),
    refused: step('failing'),
    disconnect: step('disconnected', 'delete_credentials'),
  },
  working: {
    test_passed: step('working', 'record_results'),
    test_failed: step('failing', 'record_results', 'alert_owner'),
    refused: step('failing', 'alert_owner'),
    disconnect: step('disconnected', 'delete_credentials'),
  },
  failing: {
    test_passed: step('working', 'record_results'),
    test_failed: step('failing', 'record_results'),
    refused: step('failing'),
    disconnect: step('disconnected', 'delete_credentials'),
  },
  disconnected: { disconnect: step('disconnected') },
} as const satisfies Record<ConnectionStatus, Partial<Record<ConnectionEvent, ConnectionStep>>>;

/** The status every connection is created with ("pending (OAuth)", and any connection before its first test). */
export const INITIAL_CONNECTION_STATUS = 'pending' satisfies ConnectionStatus;

/** The step `event` takes a connection in `from` along, or null when the table does not allow it. */
export function connectionStep(from: ConnectionStatus, event: ConnectionEvent): ConnectionStep | null {
  const row: Partial<Record<ConnectionEvent, ConnectionStep>> = CONNECTION_STEPS[from];
  return row[event] ?? null;
}

/** The status `event` moves a connection in `from` to, or null when the table does not allow it. */
export function connectionTransition(from: ConnectionStatus, event: ConnectionEvent): ConnectionStatus | null {
  return connectionStep(from, event)?.next ?? null;
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
