import { z } from 'zod';

/** Thrown when the environment cannot produce a valid Config; its message is one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const KNOWN_POOLS = ['vendor', 'account_connect', 'otp', 'webhooks', 'outbox', 'health', 'smoke', 'housekeeping'] as const;
/** Pool names deployments may still use: the Account Connect pool was called `partner`. */
const FORMER_POOL_NAMES: Readonly<Record<string, (typeof KNOWN_POOLS)[number]>> = { partner: 'account_connect' };
/** Variables deployments may still set under their former name (read when the new one is unset). */
const FORMER_NAMES: Readonly<Record<string, string>> = { ACCOUNT_CONNECT_TIMEOUT_MS: 'PARTNER_TIMEOUT_MS' };
export type PoolName = (typeof KNOWN_POOLS)[number];
export const ALL_POOLS: readonly PoolName[] = KNOWN_POOLS;

const encryptionKeys = z.string().transform((raw, ctx) => {
  // Format: "<id>:<base64 32 bytes>[,<id>:<base64>...]"; the first key encrypts, all decrypt.
  const keys: { id: string; key: Buffer }[] = [];
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const idx = part.indexOf(':');
    const id = idx > 0 ? part.slice(0, idx) : '';
    const key = Buffer.from(idx > 0 ? part.slice(idx + 1) : '', 'base64');
    if (!/^[A-Za-z0-9_-]{1,16}$/.test(id) || key.length !== 32) {
      ctx.addIssue({ code: 'custom', message: 'expected "<id>:<base64 of 32 bytes>" entries separated by commas' });
      return z.NEVER;
    }
    keys.push({ id, key });
  }
  if (keys.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'expected at least one key' });
    return z.NEVER;
  }
  return keys;
});

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://postgres@127.0.0.1:5432/cvs'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
  REDIS_CLUSTER_NODES: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const nodes = raw.split(',').map((part) => {
        const m = /^\s*([A-Za-z0-9.-]+|\[[0-9a-fA-F:]+\]):(\d{1,5})\s*$/.exec(part);
        return m && Number(m[2]) > 0 && Number(m[2]) < 65536 ? { host: m[1]!.replace(/^\[|\]$/g, ''), port: Number(m[2]) } : null;
      });
      if (nodes.some((n) => n === null)) {
        ctx.addIssue({ code: 'custom', message: 'expected host:port pairs separated by commas, e.g. "127.0.0.1:7001,127.0.0.1:7002"' });
        return z.NEVER;
      }
      return nodes as { host: string; port: number }[];
    }),
  REDIS_PREFIX: z
    .string()
    .regex(/^[{}A-Za-z0-9_:.-]{1,64}$/)
    .default('{svc}'),
  ENCRYPTION_KEY: encryptionKeys.optional(),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DASHBOARD_URL: z.url({ protocol: /^https?$/ }).optional(),
  OAUTH_APPS: z
    .string()
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected JSON such as {"xero":{"client_id":"...","client_secret":"..."}}' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().regex(/^[a-z][a-z0-9_]{1,63}$/), z.strictObject({ client_id: z.string().min(1), client_secret: z.string().min(1).optional() })))
    .optional(),
  ADMIN_TOKEN: z.string().min(12).optional(),
  METRICS_TOKEN: z.string().min(12).optional(),
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DEMO_API_KEY: z.string().min(8).default('demo_key_123'),
  WORKER_POOLS: z
    .string()
    .default('all')
    .transform((raw, ctx) => {
      if (raw.trim() === 'all') return [...KNOWN_POOLS];
      const names = raw
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => FORMER_POOL_NAMES[p] ?? p);
      const unknown = names.filter((n) => !(KNOWN_POOLS as readonly string[]).includes(n));
      if (unknown.length > 0 || names.length === 0) {
        ctx.addIssue({ code: 'custom', message: `unknown pool(s) ${unknown.join(', ') || '(none)'}; known: all, ${KNOWN_POOLS.join(', ')}` });
        return z.NEVER;
      }
      return names as PoolName[];
    }),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
  VENDOR_CONNECTIONS_CONCURRENCY: z.coerce.number().int().min(1).max(2000).default(200),
  VENDOR_CONCURRENCY_DEFAULT: z.coerce.number().int().min(1).max(500).default(8),
  JOB_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  OTP_JOB_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(5_000),
  OTP_STALLED_CHECK_MS: z.coerce.number().int().min(200).max(600_000).default(2_000),
  VENDOR_JOB_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(5_000),
  VENDOR_STALLED_CHECK_MS: z.coerce.number().int().min(200).max(600_000).default(2_000),
  STALLED_CHECK_MS: z.coerce.number().int().min(200).max(600_000).default(15_000),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Verification <no-reply@localhost>'),
  SMS_DRIVER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  ALLOW_PRIVATE_TARGETS: bool.default(false),
  ACCOUNT_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
  VENDOR_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
  VERIFY_TENANT_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  FRAUD_ALERT_DESTINATIONS: z.coerce.number().int().min(0).max(1_000_000).default(5),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .default('30000,300000')
    .transform((raw, ctx) => {
      const delays = raw.split(',').map((p) => Number(p.trim()));
      if (delays.length !== 2 || delays.some((d) => !Number.isInteger(d) || d < 0 || d > 86_400_000)) {
        ctx.addIssue({ code: 'custom', message: 'expected two whole numbers of ms, e.g. "30000,300000"' });
        return z.NEVER;
      }
      return delays as [number, number];
    }),
  WEBHOOK_ENDPOINT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type Env = z.input<typeof envSchema>;
type Parsed = z.output<typeof envSchema>;

export interface Config extends Omit<Parsed, 'PUBLIC_BASE_URL' | 'ADMIN_TOKEN' | 'ENCRYPTION_KEY' | 'LOG_LEVEL'> {
  readonly PUBLIC_BASE_URL: string;
  readonly ADMIN_TOKEN: string;
  readonly ENCRYPTION_KEY: readonly { id: string; key: Buffer }[];
  readonly LOG_LEVEL: NonNullable<Parsed['LOG_LEVEL']>;
}

/** A fixed development key so a newcomer's encrypted values survive restarts. Never accepted in production. */
const DEV_ENCRYPTION_KEY = [{ id: 'dev', key: Buffer.alloc(32, 7) }];

/**
 * Parses the environment into a frozen Config. Throws ConfigError with one line naming the variable.
 * Empty strings count as unset, so `FOO=` in a .env file means "use the default".
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const former = FORMER_NAMES[key];
    const value = source[key]?.trim() || (former ? source[former] : undefined);
    if (value !== undefined && value.trim() !== '') env[key] = value.trim();
  }
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const shown =
      name === 'ENCRYPTION_KEY' || name === 'ADMIN_TOKEN' || name === 'OAUTH_APPS' || name.endsWith('TOKEN') ? '' : ` (got ${JSON.stringify(env[name] ?? '')})`;
    throw new ConfigError(`${name} is invalid: ${issue.message}${shown}`);
  }
  const p = result.data;
  const production = p.NODE_ENV === 'production';
  if (production && !p.ENCRYPTION_KEY) throw new ConfigError('ENCRYPTION_KEY is required in production: set it to "k1:<base64 of 32 random bytes>"');
  if (production && !p.ADMIN_TOKEN) throw new ConfigError('ADMIN_TOKEN is required in production: set it to a long random value');
  if (production && p.ALLOW_PRIVATE_TARGETS) throw new ConfigError('ALLOW_PRIVATE_TARGETS must not be set in production');
  if (p.REDIS_CLUSTER_NODES && !/^\{[^{}]+\}/.test(p.REDIS_PREFIX)) {
    throw new ConfigError('REDIS_PREFIX must start with a hash tag such as {svc} when REDIS_CLUSTER_NODES is set (every key of a queue must live on one slot)');
  }
  if (p.SMS_DRIVER === 'http' && (!p.SMS_HTTP_URL || !p.SMS_HTTP_TOKEN)) {
    throw new ConfigError(`${p.SMS_HTTP_URL ? 'SMS_HTTP_TOKEN' : 'SMS_HTTP_URL'} is required when SMS_DRIVER=http`);
  }
  const config: Config = {
    ...p,
    PUBLIC_BASE_URL: (p.PUBLIC_BASE_URL ?? `http://127.0.0.1:${p.PORT}`).replace(/\/+$/, ''),
    ADMIN_TOKEN: p.ADMIN_TOKEN ?? 'dev-admin-token',
    ENCRYPTION_KEY: p.ENCRYPTION_KEY ?? DEV_ENCRYPTION_KEY,
    LOG_LEVEL: p.LOG_LEVEL ?? (p.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
  return Object.freeze(config);
}

/** For process entries: load the config or print one line and exit 1. */
export function loadConfigOrExit(source: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(source);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`config error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
