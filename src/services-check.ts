import { Redis } from 'ioredis';
import pg from 'pg';

const FIX = {
  redis: "start it with: redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save '' --appendonly no",
  postgres: 'start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
};

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable url)';
  }
}

/** One line that says which service did not answer, where, why, and how to fix it. */
export function describeConnectFailure(service: 'redis' | 'postgres', url: string, err: unknown): string {
  const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
  return `${service === 'redis' ? 'Redis' : 'PostgreSQL'} does not answer at ${redactUrl(url)} (${reason}); ${FIX[service]}`;
}

/** Pings Redis; resolves null when it answers, or the one-line failure. */
export async function checkRedis(url: string, timeoutMs = 2_000): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (err) {
    return describeConnectFailure('redis', url, err);
  } finally {
    client.disconnect();
  }
}

/**
 * Connects to Postgres; when the database itself is missing, creates it (the server answered).
 * Resolves null when it answers, or the one-line failure.
 */
export async function checkPostgres(url: string, opts: { create?: boolean; timeoutMs?: number } = {}): Promise<string | null> {
  const timeoutMs = opts.timeoutMs ?? 3_000;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    const missingDb = (err as { code?: string }).code === '3D000';
    if (missingDb && opts.create) return createDatabase(url, timeoutMs);
    return describeConnectFailure('postgres', url, err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createDatabase(url: string, timeoutMs: number): Promise<string | null> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) return `PostgreSQL database name ${JSON.stringify(name)} must be letters, digits and _`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query(`create database "${name}"`);
    return null;
  } catch (err) {
    if ((err as { code?: string }).code === '42P04') return null; // created meanwhile
    return describeConnectFailure('postgres', url, err);
  } finally {
    await client.end().catch(() => undefined);
  }
}
