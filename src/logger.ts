import { pino, type Logger } from 'pino';

/** Paths pino blanks out wherever they appear in a log line (every secret, code, token and customer detail). */
export const REDACT_PATHS = [
  'secret',
  '*.secret',
  '*.*.secret',
  'api_key',
  '*.api_key',
  '*.*.api_key',
  'apiKey',
  '*.apiKey',
  'authorization',
  '*.authorization',
  '*.*.authorization',
  'req.headers.authorization',
  'x-api-key',
  '*["x-api-key"]',
  'req.headers["x-api-key"]',
  'req.headers["x-admin-token"]',
  'otp_code',
  '*.otp_code',
  '*.*.otp_code',
  'code',
  '*.code_plain',
  'session_token',
  '*.session_token',
  '*.*.session_token',
  'otp_token',
  '*.otp_token',
  '*.*.otp_token',
  'credentials',
  '*.credentials',
  '*.*.credentials',
  'password',
  '*.password',
  'token',
  '*.token',
  '*.access_token',
  '*.refresh_token',
];

interface DbErrorFields {
  name?: string;
  code?: unknown;
  sqlState?: unknown;
  table?: unknown;
  constraint?: unknown;
  stack?: unknown;
  cause?: unknown;
}

/**
 * A database driver's error somewhere in the cause chain, by its shape: MikroORM's DriverException (a
 * `sqlState`) or pg's DatabaseError (a five-character SQLSTATE `code` and a `severity`).
 */
function databaseError(err: unknown): DbErrorFields | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e !== null && typeof e === 'object'; depth++) {
    const fields = e as DbErrorFields;
    if (typeof (e as { sqlState?: unknown }).sqlState === 'string' || (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in e))
      return fields;
    e = fields.cause;
  }
  return undefined;
}

/**
 * pino's err serializer, except for database errors: their message and detail carry the SQL statement
 * with its values (names, emails, whatever was being stored), so only the SQLSTATE, the table, the
 * constraint and the stack frames are kept.
 */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const db = databaseError(err);
  if (!db) return pino.stdSerializers.err(err);
  const frames = String(err.stack ?? '')
    .split('\n')
    .filter((line) => line.trim().startsWith('at '))
    .join('\n');
  return {
    type: err.name,
    message: `database error${(db.sqlState ?? db.code) ? ` ${String(db.sqlState ?? db.code)}` : ''} (statement and values withheld)`,
    sqlState: db.sqlState ?? db.code,
    ...(typeof db.table === 'string' ? { table: db.table } : {}),
    ...(typeof db.constraint === 'string' ? { constraint: db.constraint } : {}),
    stack: frames,
  };
}

/** A process's logger; `destination` (stdout when absent) lets a test read what would be written. */
export function createLogger(opts: { level: string; name: string }, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      name: opts.name,
      level: opts.level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
      base: { pid: process.pid, process: opts.name },
    },
    destination,
  );
}

export type { Logger };
