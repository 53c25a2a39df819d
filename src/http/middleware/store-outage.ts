import { isConnectionException, isDriverException } from '../../db/errors.js';
import { MESSAGES, type DataKind } from '../../messages.js';

/** SQLSTATEs of a PostgreSQL that is gone, shutting down, refusing connections or past its deadline. */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|57014|53300)/;
/** What ioredis, pg and knex say when their store cannot be reached in time. */
const UNAVAILABLE_TEXT = new RegExp(
  [
    'Command timed out',
    'Redis connection is not ready',
    'Connection is closed',
    'max retries per request',
    "Stream isn't writeable",
    'ECONNREFUSED',
    'ECONNRESET',
    'EPIPE',
    'ETIMEDOUT',
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Timeout acquiring a connection',
    'Query read timeout',
    'the database system is (shutting down|starting up)',
  ].join('|'),
  'i',
);

/**
 * True when `err` (or an error it wraps) says Redis or PostgreSQL could not be reached or did not
 * answer within its deadline, as opposed to a bug or bad input.
 */
export function isStoreUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e !== null && typeof e === 'object'; depth++) {
    if (isConnectionException(e)) return true;
    const fields = e as { sqlState?: unknown; code?: unknown; message?: unknown; name?: unknown; cause?: unknown };
    if (isDriverException(e) && typeof fields.sqlState === 'string' && UNAVAILABLE_STATES.test(fields.sqlState)) return true;
    if (typeof fields.code === 'string' && (UNAVAILABLE_STATES.test(fields.code) || /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/.test(fields.code)))
      return true;
    if (fields.name === 'MaxRetriesPerRequestError') return true;
    if (typeof fields.message === 'string' && UNAVAILABLE_TEXT.test(fields.message)) return true;
    e = fields.cause;
  }
  return false;
}

const READS: Record<string, DataKind> = { orders: 'orders', invoices: 'invoices', bookings: 'bookings', subscriptions: 'subscriptions', tickets: 'tickets' };

/** Paths a chat bot calls: an outage answers them with the spec's system_error, not an HTTP error. */
export function isBotPath(path: string): boolean {
  return path.startsWith('/api/chatbot-api/') || path.startsWith('/api/connect/');
}

/**
 * The spec's system_error answer for a bot call that a store outage stopped, worded for what was asked:
 * tracking for order-status, the data kind for an account read, accounts otherwise.
 */
export function outageReply(path: string): { success: false; system_error: true; message: string } {
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  const message =
    last === 'order-status'
      ? MESSAGES.cannotCheckTracking
      : READS[last]
        ? MESSAGES.cannotRead(READS[last])
        : last === 'account-summary'
          ? MESSAGES.cannotRead('your account')
          : MESSAGES.cannotCheckAccounts;
  return { success: false, system_error: true, message };
}
