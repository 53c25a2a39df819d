/**
 * Webhook endpoint state (spec "States and transitions", "Webhook endpoint") as data: code and tests
 * both read this table, and every place that sets an endpoint's `is_active` goes through it. null = not
 * allowed (the state stays as it is).
 *
 * | spec row                                                                   | event               |
 * |----------------------------------------------------------------------------|---------------------|
 * | active, delivery fails, 15 consecutive failed deliveries -> deactivated     | failure_limit       |
 * | (active, a failed delivery below that count: stays active)                  | delivery_failed     |
 * | deactivated, delete then register again -> active (new id and new secret)   | delete_and_register |
 *
 * A deactivated endpoint receives nothing more, so failures never move it again; only deleting it and
 * registering again (a new endpoint, INITIAL_ENDPOINT_STATE) makes the address active once more.
 * Stored as the boolean column `is_active` (true = active).
 */
export const ENDPOINT_STATES = ['active', 'deactivated'] as const;
export type EndpointState = (typeof ENDPOINT_STATES)[number];

export const ENDPOINT_EVENTS = ['delivery_failed', 'failure_limit', 'delete_and_register'] as const;
export type EndpointEvent = (typeof ENDPOINT_EVENTS)[number];

export const ENDPOINT_TRANSITIONS = {
  active: { delivery_failed: 'active', failure_limit: 'deactivated', delete_and_register: 'active' },
  deactivated: { delivery_failed: null, failure_limit: null, delete_and_register: 'active' },
} as const satisfies Record<EndpointState, Record<EndpointEvent, EndpointState | null>>;

/** The state every registered endpoint starts in. */
export const INITIAL_ENDPOINT_STATE = 'active' satisfies EndpointState;

/** The state `event` moves an endpoint in `from` to, or null when the table does not allow it. */
export function endpointTransition(from: EndpointState, event: EndpointEvent): EndpointState | null {
  return ENDPOINT_TRANSITIONS[from][event];
}

export function endpointState(isActive: boolean): EndpointState {
  return isActive ? 'active' : 'deactivated';
}

/** The `is_active` column value of a state. */
export function isActiveValue(state: EndpointState): boolean {
  return state === 'active';
}

/** SQL literal of a state in the `is_active` column. */
function sqlIsActive(state: EndpointState): string {
  return isActiveValue(state) ? 'true' : 'false';
}

/**
 * SQL condition on the boolean column `column` (e.g. `w.is_active`): the endpoint is in a state from
 * which `event` moves it to another state (staying put is not a change to write).
 */
export function endpointChangeCondition(column: string, event: EndpointEvent): string {
  const from = ENDPOINT_STATES.filter((s) => {
    const to = endpointTransition(s, event);
    return to !== null && to !== s;
  });
  if (from.length === 0) return 'false';
  if (from.length === ENDPOINT_STATES.length) return 'true';
  return from.map((s) => `${column} = ${sqlIsActive(s)}`).join(' or ');
}

/**
 * SQL expression for the new `is_active` when `event` happens to an endpoint whose `is_active` is
 * `column`, if `when` (an SQL condition) holds; otherwise the column keeps its value.
 */
export function endpointSetIsActive(column: string, event: EndpointEvent, when: string): string {
  const cases = ENDPOINT_STATES.flatMap((s) => {
    const to = endpointTransition(s, event);
    return to !== null && to !== s ? [`when ${column} = ${sqlIsActive(s)} and (${when}) then ${sqlIsActive(to)}`] : [];
  });
  return cases.length === 0 ? column : `case ${cases.join(' ')} else ${column} end`;
}
