import type { z } from 'zod';
import { envSchema } from './env.js';

type EnvName = keyof typeof envSchema.shape;

interface EnvDoc {
  /** What the variable does (markdown). */
  meaning: string;
  /** The default as shown to people, where the schema cannot show it (computed or secret defaults). */
  shown?: string;
}

/**
 * What each variable means: the one source of the configuration table in docs/operations.md (`npm run docs:config`
 * writes it; a unit test fails when that page and this list part). `satisfies` makes a variable without
 * an entry a type error, so a new variable cannot go undocumented.
 */
export const ENV_REFERENCE = {
  NODE_ENV: { meaning: '`production` refuses to start without `ENCRYPTION_KEY` and `ADMIN_TOKEN`, or with `ALLOW_PRIVATE_TARGETS`' },
  PORT: { meaning: 'web port' },
  DATABASE_URL: { meaning: 'PostgreSQL' },
  DATABASE_POOL_MAX: { meaning: 'Postgres connections per process' },
  REDIS_URL: { meaning: 'Redis' },
  REDIS_CLUSTER_NODES: {
    meaning:
      'Redis Cluster: some or all of its masters as `host:port,host:port`; set, the service talks to the cluster and ' +
      '`REDIS_URL` only gives the user, password and TLS (`rediss://`); `REDIS_PREFIX` must then be a hash tag',
    shown: 'none (one Redis)',
  },
  REDIS_PREFIX: { meaning: 'prefix of every queue and key (a hash tag, so the same code runs on Redis Cluster)' },
  ENCRYPTION_KEY: {
    meaning: '`k1:<base64 of 32 bytes>[,k0:<older key>]`: the first key seals, every listed key opens (rotation)',
    shown: 'fixed development key',
  },
  PUBLIC_BASE_URL: { meaning: "the service's own address (links in emails, OAuth redirects)", shown: '`http://127.0.0.1:$PORT`' },
  DASHBOARD_URL: { meaning: 'where OAuth sign-in returns the user and owner emails link', shown: '`$PUBLIC_BASE_URL/dashboard`' },
  OAUTH_APPS: {
    meaning:
      'the service\'s OAuth apps as JSON: `{"xero":{"client_id":"...","client_secret":"..."}}` (secret optional for PKCE public clients); never echoed in errors',
    shown: 'none (sign-in answers 409)',
  },
  METRICS_TOKEN: { meaning: "bearer token of `GET /metrics` (web) and of the worker's metrics listener; unset, both answer 404", shown: 'none (metrics off)' },
  WORKER_METRICS_PORT: { meaning: "port of the worker process's own `/metrics` listener (needs METRICS_TOKEN)", shown: 'none (no listener)' },
  ADMIN_TOKEN: { meaning: 'admin API and Bull Board; required in production', shown: '`dev-admin-token` (development only)' },
  DEMO_API_KEY: { meaning: 'key of the public Account Connect demo' },
  WORKER_POOLS: {
    meaning: 'comma list of `vendor, account_connect, otp, webhooks, outbox, health, smoke, housekeeping` (`partner` is still read as `account_connect`)',
  },
  WORKER_CONCURRENCY: { meaning: 'jobs one worker process runs at once per queue' },
  VENDOR_CONNECTIONS_CONCURRENCY: {
    meaning:
      'reads one worker process runs at once from the queue shared by every connector bounded per connection (each connection keeps its own bound); ' +
      'slow tenant hosts cannot starve the others while their bounds together stay under this times the worker processes',
  },
  VENDOR_CONCURRENCY_DEFAULT: {
    meaning:
      'calls in flight to one vendor (to one connection, for a connector bounded per connection) across all worker processes, unless a connector sets its own',
  },
  OTP_JOB_LOCK_MS: {
    meaning:
      "job lock of the otp pool (code sends), renewed while a send runs: a dead worker's code is sent by another worker within about this plus `OTP_STALLED_CHECK_MS`",
  },
  OTP_STALLED_CHECK_MS: { meaning: 'how often otp workers look for sends whose worker died' },
  VENDOR_JOB_LOCK_MS: {
    meaning: "job lock of vendor reads, renewed while the read runs: a dead worker's read is retried (and its vendor slot freed) while its caller still waits",
  },
  VENDOR_STALLED_CHECK_MS: { meaning: 'how often vendor workers look for reads whose worker died' },
  JOB_LOCK_MS: { meaning: "how long a worker's job lock lasts before another worker may reclaim the job (and its vendor slot)" },
  STALLED_CHECK_MS: { meaning: 'how often workers look for jobs whose worker died' },
  SMTP_URL: { meaning: 'email transport, e.g. `smtp://user:pass@host:587`; unset, emails are logged (redacted)' },
  MAIL_FROM: { meaning: 'from address of outgoing email' },
  SMS_DRIVER: { meaning: 'SMS transport: `log` (development: a redacted line) or `http` (provider API)' },
  SMS_HTTP_URL: { meaning: 'provider endpoint for `SMS_DRIVER=http`' },
  SMS_HTTP_TOKEN: { meaning: 'provider token for `SMS_DRIVER=http`' },
  ALLOW_PRIVATE_TARGETS: {
    meaning: 'development and tests only: lets Account Connect, vendor, hook and webhook calls reach loopback/private addresses over http',
  },
  ACCOUNT_CONNECT_TIMEOUT_MS: {
    meaning:
      'wait for one Account Connect call before it counts as failed (the 15-second limit; tests lower it); formerly `PARTNER_TIMEOUT_MS`, still read when this is unset',
  },
  VENDOR_TIMEOUT_MS: { meaning: 'wait for one vendor attempt before it counts as failed (the 15-second limit; tests lower it)' },
  VERIFY_TENANT_RATE_PER_MINUTE: { meaning: 'verify-identity and verify-otp calls one tenant may make per minute, each (429 beyond)' },
  FRAUD_ALERT_DESTINATIONS: {
    meaning:
      "the owner is emailed (once a day, for the day before) when a destination cap refused codes for more than this many of the tenant's destinations that day",
  },
  WEBHOOK_TIMEOUT_MS: { meaning: 'wait for one webhook attempt (the 10-second limit)' },
  WEBHOOK_RETRY_DELAYS_MS: { meaning: 'waits before webhook attempts 2 and 3' },
  WEBHOOK_ENDPOINT_CONCURRENCY: { meaning: 'attempts in flight to one webhook endpoint across all workers' },
  WEBHOOK_RETENTION_DAYS: { meaning: 'days webhook deliveries, their attempts and the bodies kept for replay are kept (pruned hourly by the clock)' },
  REDIS_COMMAND_TIMEOUT_MS: {
    meaning:
      "deadline of one command on a process's shared Redis connection, also while Redis is unreachable: a request fails instead of waiting for Redis to come back",
  },
  DATABASE_TIMEOUT_MS: { meaning: 'deadline of one PostgreSQL statement, of getting a pooled connection and of opening one (migrations are not bound by it)' },
  LOG_LEVEL: { meaning: 'pino level; secrets, codes and tokens are always redacted', shown: '`info` (`warn` under test)' },
} as const satisfies Record<EnvName, EnvDoc>;

/** The value a variable's schema gives when it is unset, before any transform; undefined when it has none. */
function schemaDefault(schema: z.ZodType): unknown {
  const def = (schema as unknown as { _zod: { def: { type: string; defaultValue?: unknown; in?: z.ZodType; innerType?: z.ZodType } } })._zod.def;
  if (def.type === 'default') return def.defaultValue;
  if (def.type === 'pipe' && def.in) return schemaDefault(def.in);
  return undefined;
}

/** The configuration table of docs/operations.md, one row per variable in schema order. */
export function configTableMarkdown(): string {
  const rows = (Object.keys(envSchema.shape) as EnvName[]).map((name) => {
    const doc: EnvDoc = ENV_REFERENCE[name];
    const value = schemaDefault(envSchema.shape[name] as z.ZodType);
    // Defaults are strings, numbers or booleans; anything else is shown as its JSON.
    const shown = doc.shown ?? (value === undefined ? 'none' : `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``);
    return `| \`${name}\` | ${shown} | ${doc.meaning} |`;
  });
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

export const CONFIG_TABLE_START = '<!-- config table: written by `npm run docs:config` from config/env-reference.ts -->';
export const CONFIG_TABLE_END = '<!-- end of config table -->';

/** A page (docs/operations.md) with its configuration table replaced by the generated one. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(CONFIG_TABLE_START);
  const end = readme.indexOf(CONFIG_TABLE_END);
  if (start < 0 || end < start) throw new Error('the page has no configuration table markers');
  return `${readme.slice(0, start + CONFIG_TABLE_START.length)}\n${configTableMarkdown()}\n${readme.slice(end)}`;
}
