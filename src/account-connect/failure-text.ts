import type { AccountConnectCall } from '../../config/contract.js';
import type { AccountConnectOutcome } from '../../queues/account-connect.js';
import { VENDOR_ERRORS } from '../messages.js';

/**
 * Whether a bot's Account Connect call failed technically (recorded on the settings): a transport
 * failure; a 401 on verify-identity or verify-otp (the key); a success-false reply to an account step
 * (which must answer HTTP 200 JSON without success false), except Track Order, where it means no such order;
 * for session-for-identity a transport failure or a 401 only.
 */
/** An optional endpoint the platform has not built: it answered 404, 405 or 501. */
export function endpointAbsent(result: AccountConnectOutcome): boolean {
  return result.kind === 'failed' && result.reason === 'http_status' && [404, 405, 501].includes(result.status ?? 0);
}

export function callFailed(step: AccountConnectCall, result: AccountConnectOutcome): result is Exclude<AccountConnectOutcome, { kind: 'ok' }> {
  if (step === 'session_for_identity') {
    // The optional sixth endpoint: no match is a normal answer, and a platform without it (404, 405, 501) has simply not built it.
    return (result.kind === 'failed' && !endpointAbsent(result)) || result.kind === 'unauthorized';
  }
  const accountStep = step !== 'verify_identity' && step !== 'verify_otp';
  return result.kind === 'failed' || (result.kind === 'unauthorized' && !accountStep) || (result.kind === 'negative' && accountStep && step !== 'track_order');
}

/** How a failed Account Connect call is recorded on the settings (wording of the spec's vendor errors). */
export function failureText(result: Exclude<AccountConnectOutcome, { kind: 'ok' }>): string {
  switch (result.kind) {
    case 'unauthorized':
      return VENDOR_ERRORS.refused(401);
    case 'negative':
      return `success false: ${result.message.slice(0, 200)}`;
    case 'failed':
      if (result.reason === 'timeout') return VENDOR_ERRORS.timeout;
      if (result.reason === 'http_status' && result.status !== null) return VENDOR_ERRORS.vendorError(result.status, result.detail.replace(/^HTTP \d+: /, ''));
      return result.detail;
  }
}
