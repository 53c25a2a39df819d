import { describe, expect, it } from 'vitest';
import { outcomeOf, rowsOf } from '../../src/activity/outcomes.js';
import { MESSAGES } from '../../src/messages.js';
import { metricsAccess } from '../../src/metrics/exposition.js';
import { vendorCallOutcome } from '../../src/metrics/metrics.js';

describe('activity outcome of an answer (status and the spec flags only)', () => {
  it('names the verification steps by the token each success carries', () => {
    expect(outcomeOf(200, { success: true, otp_token: 'x', message: 'sent' })).toBe('code_sent');
    expect(outcomeOf(200, { success: true, session_token: 'y' })).toBe('verified');
    expect(outcomeOf(200, { success: true, orders: [], partial: true })).toBe('partial');
    expect(outcomeOf(200, { success: true, orders: [] })).toBe('ok');
  });

  it('tells the negatives apart by the spec flags and messages, anything else is declined', () => {
    expect(outcomeOf(200, { success: false, system_error: true, message: 'x' })).toBe('system_error');
    expect(outcomeOf(200, { success: false, needs_verification: true })).toBe('needs_verification');
    expect(outcomeOf(200, { success: false, message: MESSAGES.noMatch })).toBe('no_match');
    expect(outcomeOf(200, { success: false, message: MESSAGES.wrongCode })).toBe('wrong_code');
    expect(outcomeOf(200, { success: false, message: MESSAGES.tooManyWrongCodes })).toBe('too_many');
    expect(outcomeOf(200, { success: false, message: MESSAGES.codeExpired })).toBe('code_expired');
    expect(outcomeOf(200, { success: false, message: 'We could not find Ada Lovelace' })).toBe('declined');
  });

  it('maps statuses: 429 rate_limited, 401 session_expired, 404 not_found, 422 invalid, 5xx system_error', () => {
    expect(outcomeOf(429, { detail: 'slow down' })).toBe('rate_limited');
    expect(outcomeOf(401, { detail: { success: false, message: MESSAGES.sessionExpired } })).toBe('session_expired');
    expect(outcomeOf(404, { detail: 'Not found' })).toBe('not_found');
    expect(outcomeOf(422, { detail: [] })).toBe('invalid');
    expect(outcomeOf(503, {})).toBe('system_error');
  });

  it('counts rows as list lengths (an account object is one row), never reading their content', () => {
    expect(rowsOf({ success: true, orders: [{ a: 1 }, { a: 2 }], notes: ['x'] })).toBe(3);
    expect(rowsOf({ success: true, account: { name: 'Ada' } })).toBe(1);
    expect(rowsOf({ success: true, orders: [{ a: 1 }], partial: true, unavailable: ['Test Books', 'Test Desk'] })).toBe(1);
    expect(rowsOf({ success: false, message: 'no' })).toBe(0);
    expect(rowsOf('text')).toBe(0);
  });
});

describe('metrics access and vendor outcomes', () => {
  it('is 404 while METRICS_TOKEN is unset, 401 without the exact bearer, 200 with it', () => {
    expect(metricsAccess(undefined, 'Bearer anything-at-all')).toBe(404);
    expect(metricsAccess('metrics-token-123', undefined)).toBe(401);
    expect(metricsAccess('metrics-token-123', 'Bearer metrics-token-12')).toBe(401);
    expect(metricsAccess('metrics-token-123', 'Basic metrics-token-123')).toBe(401);
    expect(metricsAccess('metrics-token-123', 'Bearer metrics-token-123')).toBe(200);
    expect(metricsAccess('metrics-token-123', 'bearer  metrics-token-123')).toBe(200);
  });

  it('folds vendor failure kinds into ok, refused, rate_limited, timeout and error', () => {
    expect(vendorCallOutcome(undefined)).toBe('ok');
    expect(['refused', 'rate_limited', 'timeout'].map(vendorCallOutcome)).toEqual(['refused', 'rate_limited', 'timeout']);
    expect(
      ['not_found', 'http_error', 'unreachable', 'bad_reply', 'missing_value', 'withdrawn', 'worker'].map(vendorCallOutcome).every((o) => o === 'error'),
    ).toBe(true);
  });
});
