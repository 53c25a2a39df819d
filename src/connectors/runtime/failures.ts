import { LIMITS } from '../../../config/limits.js';
import { DASHBOARD_MESSAGES, VENDOR_ERRORS } from '../../messages.js';

/**
 * How a vendor call failed, with the words recorded on the connection (spec: "Vendor errors
 * recorded on a connection"). Failures are values: the read returns one, nothing is thrown.
 */
export type VendorFailureKind =
  /** 401 or 403: the credentials were refused. Never retried. */
  | 'refused'
  /** 404: wrong store/site/region setting; a pass for the made-up test customer. */
  | 'not_found'
  /** Any other 3xx/4xx/5xx. */
  | 'http_error'
  /** 429 on every attempt. */
  | 'rate_limited'
  /** An attempt exceeded the timeout (15 s in production). */
  | 'timeout'
  /** No connection: DNS, refused, reset, or an address the policy forbids. */
  | 'unreachable'
  /** A 2xx reply that is not JSON, or lacks the record list: a failure, never an empty list. */
  | 'bad_reply'
  /** A value the call needs is empty (setting or customer id). */
  | 'missing_value';

export interface VendorFailure {
  kind: VendorFailureKind;
  /** The sentence recorded on the connection. */
  message: string;
  /** HTTP status, when the vendor answered. */
  status?: number;
}

/** The first 200 characters of a vendor reply (whole characters, not UTF-16 halves). */
export function replySnippet(body: string): string {
  return Array.from(body).slice(0, LIMITS.vendorErrorSnippetChars).join('');
}

export function failureForStatus(status: number, body: string): VendorFailure {
  if (status === 401 || status === 403) return { kind: 'refused', status, message: VENDOR_ERRORS.refused(status) };
  if (status === 429) return { kind: 'rate_limited', status, message: VENDOR_ERRORS.rateLimited };
  return { kind: status === 404 ? 'not_found' : 'http_error', status, message: VENDOR_ERRORS.vendorError(status, replySnippet(body)) };
}

export const FAILURES = {
  timeout: (): VendorFailure => ({ kind: 'timeout', message: VENDOR_ERRORS.timeout }),
  unreachable: (why: string): VendorFailure => ({ kind: 'unreachable', message: VENDOR_ERRORS.unreachable(why) }),
  /** The address policy refused the call's address (as given, or as DNS answered): no connection was made. */
  addressRefused: (reason: string): VendorFailure => ({ kind: 'unreachable', message: DASHBOARD_MESSAGES.addressUnusable(reason) }),
  badReply: (why: string, status?: number): VendorFailure => ({
    kind: 'bad_reply',
    message: VENDOR_ERRORS.unexpectedReply(why),
    ...(status !== undefined ? { status } : {}),
  }),
  missingValue: (name: string): VendorFailure => ({ kind: 'missing_value', message: VENDOR_ERRORS.missingValue(name) }),
};
