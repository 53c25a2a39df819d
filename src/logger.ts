import { pino, type Logger } from 'pino';

/** Paths pino blanks out wherever they appear in a log line (every secret, code, token and customer detail). */
export const REDACT_PATHS = [
  'secret', '*.secret', '*.*.secret',
  'api_key', '*.api_key', '*.*.api_key',
  'apiKey', '*.apiKey',
  'authorization', '*.authorization', '*.*.authorization', 'req.headers.authorization',
  'x-api-key', '*["x-api-key"]', 'req.headers["x-api-key"]', 'req.headers["x-admin-token"]',
  'otp_code', '*.otp_code', '*.*.otp_code', 'code', '*.code_plain',
  'session_token', '*.session_token', '*.*.session_token',
  'otp_token', '*.otp_token', '*.*.otp_token',
  'credentials', '*.credentials', '*.*.credentials',
  'password', '*.password', 'token', '*.token', '*.access_token', '*.refresh_token',
];

export function createLogger(opts: { level: string; name: string }): Logger {
  return pino({
    name: opts.name,
    level: opts.level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { pid: process.pid, process: opts.name },
  });
}

export type { Logger };
