import { describe, expect, it } from 'vitest';
import { CONNECTION_STATUSES } from '../../src/db/entities/connection.js';
import {
  CONNECTION_EVENTS,
  connectionStatusCondition,
  connectionStatusesAllowing,
  connectionTarget,
  connectionTransition,
  INITIAL_CONNECTION_STATUS,
} from '../../src/connectors/connections/connection-states.js';
import {
  ENDPOINT_EVENTS,
  ENDPOINT_STATES,
  endpointChangeCondition,
  endpointSetIsActive,
  endpointState,
  endpointTransition,
  INITIAL_ENDPOINT_STATE,
  isActiveValue,
} from '../../src/events/endpoint-states.js';
import { VERIFICATION_EVENTS, VERIFICATION_STATES, verificationTransition } from '../../src/verification/verification-states.js';

/**
 * Each state table walked pair by pair against the contract's state table it comes from (docs/contract.md and the tables written out below).
 * The expected rows are written out here from the spec's wording, apart from the code's table, so a
 * change to either shows up as a failing pair.
 */

describe('connection status: every (status, event) pair against the spec table', () => {
  // Spec rows: "pending (OAuth) | OAuth callback | working or failing", "(new or any) | connect, Test,
  // daily check | passes -> working / no capability passes -> failing", "working | daily health check |
  // now refused | failing", "any | disconnect | disconnected". A disconnected connection has no
  // credentials left to test or refuse: only disconnect applies to it.
  const spec: Record<string, string | null> = {
    'pending test_passed': 'working',
    'pending test_failed': 'failing',
    'pending refused': 'failing',
    'pending disconnect': 'disconnected',
    'working test_passed': 'working',
    'working test_failed': 'failing',
    'working refused': 'failing',
    'working disconnect': 'disconnected',
    'failing test_passed': 'working',
    'failing test_failed': 'failing',
    'failing refused': 'failing',
    'failing disconnect': 'disconnected',
    'disconnected test_passed': null,
    'disconnected test_failed': null,
    'disconnected refused': null,
    'disconnected disconnect': 'disconnected',
  };

  it("gives the spec's next status (or not allowed) for each of the 16 pairs", () => {
    const walked = Object.fromEntries(
      CONNECTION_STATUSES.flatMap((from) => CONNECTION_EVENTS.map((event) => [`${from} ${event}`, connectionTransition(from, event)])),
    );
    expect(walked).toEqual(spec);
    expect(Object.keys(walked)).toHaveLength(CONNECTION_STATUSES.length * CONNECTION_EVENTS.length);
  });

  it('starts every connection pending and never moves a disconnected one except by disconnect', () => {
    expect(INITIAL_CONNECTION_STATUS).toBe('pending');
    expect(connectionStatusesAllowing('refused')).toEqual(['pending', 'working', 'failing']);
    expect(connectionStatusesAllowing('disconnect')).toEqual(['pending', 'working', 'failing', 'disconnected']);
  });

  it('derives the SQL that applies an event from the table: target status and the WHERE condition', () => {
    expect(connectionTarget('refused')).toBe('failing');
    expect(connectionTarget('disconnect')).toBe('disconnected');
    expect(connectionTarget('test_passed')).toBe('working');
    expect(connectionStatusCondition('c."status"', 'refused')).toBe(`c."status" in ('pending', 'working', 'failing')`);
  });
});

describe('webhook endpoint: every (state, event) pair against the spec table', () => {
  // Spec rows: "active | delivery fails | 15 consecutive failed deliveries | deactivated" (a failure
  // below that count leaves it active) and "deactivated | delete then register again | active (new id
  // and new secret)". A deactivated endpoint is sent nothing, so failures do not move it.
  const spec: Record<string, string | null> = {
    'active delivery_failed': 'active',
    'active failure_limit': 'deactivated',
    'active delete_and_register': 'active',
    'deactivated delivery_failed': null,
    'deactivated failure_limit': null,
    'deactivated delete_and_register': 'active',
  };

  it("gives the spec's next state (or not allowed) for each of the 6 pairs", () => {
    const walked = Object.fromEntries(ENDPOINT_STATES.flatMap((from) => ENDPOINT_EVENTS.map((event) => [`${from} ${event}`, endpointTransition(from, event)])));
    expect(walked).toEqual(spec);
  });

  it('registers endpoints active and maps states onto the is_active column both ways', () => {
    expect(INITIAL_ENDPOINT_STATE).toBe('active');
    expect(ENDPOINT_STATES.map((s) => endpointState(isActiveValue(s)))).toEqual(['active', 'deactivated']);
  });

  it('derives the deactivating SQL from the table: only an active endpoint is deactivated', () => {
    expect(endpointChangeCondition('w.is_active', 'failure_limit')).toBe('w.is_active = true');
    expect(endpointChangeCondition('w.is_active', 'delivery_failed')).toBe('false');
    expect(endpointSetIsActive('w.is_active', 'failure_limit', 'n >= 15')).toBe('case when w.is_active = true and (n >= 15) then false else w.is_active end');
    expect(endpointSetIsActive('w.is_active', 'delivery_failed', 'true')).toBe('w.is_active');
  });
});

describe('verification per conversation: every (state, event) pair against the spec table', () => {
  // The spec's eight rows, one event per (trigger, condition); every other pair has no row, so it is
  // not allowed. The one extra row (verify-otp while the vendor is unreachable keeps CODE SENT) is the
  // code's, named in verification-states.ts.
  const rows: [string, string, string][] = [
    ['UNVERIFIED', 'identity_matched', 'CODE_SENT'],
    ['UNVERIFIED', 'identity_not_matched', 'UNVERIFIED'],
    ['UNVERIFIED', 'identity_unavailable', 'UNVERIFIED'],
    ['CODE_SENT', 'code_correct', 'VERIFIED'],
    ['CODE_SENT', 'code_wrong', 'CODE_SENT'],
    ['CODE_SENT', 'code_fifth_wrong', 'UNVERIFIED'],
    ['CODE_SENT', 'code_expired', 'UNVERIFIED'],
    ['VERIFIED', 'session_expired', 'UNVERIFIED'],
    ['CODE_SENT', 'code_unavailable', 'CODE_SENT'],
  ];

  it('gives the spec\'s next state for its rows and "not allowed" for each of the other pairs', () => {
    const expected = Object.fromEntries(VERIFICATION_STATES.flatMap((from) => VERIFICATION_EVENTS.map((event) => [`${from} ${event}`, null as string | null])));
    for (const [from, event, to] of rows) expected[`${from} ${event}`] = to;
    const walked = Object.fromEntries(
      VERIFICATION_STATES.flatMap((from) => VERIFICATION_EVENTS.map((event) => [`${from} ${event}`, verificationTransition(from, event)])),
    );
    expect(walked).toEqual(expected);
    expect(Object.keys(walked)).toHaveLength(27);
  });

  it('reaches VERIFIED only through a correct code, and leaves it only by expiry', () => {
    const into = VERIFICATION_STATES.flatMap((from) =>
      VERIFICATION_EVENTS.filter((e) => verificationTransition(from, e) === 'VERIFIED').map((e) => `${from} ${e}`),
    );
    expect(into).toEqual(['CODE_SENT code_correct']);
    expect(VERIFICATION_EVENTS.filter((e) => verificationTransition('VERIFIED', e) !== null)).toEqual(['session_expired']);
  });
});
