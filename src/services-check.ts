import { Cluster, Redis } from 'ioredis';
import pg from 'pg';
import { credentialsOf } from '../queues/connection.js';

const FIX = {
  redis: "start it with: redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save '' --appendonly no",
  postgres: 'start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
};

function redactUrl(url: string): string {
  if (url.startsWith('the Redis Cluster ')) return url;
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

/**
 * Pings Redis, or with `clusterNodes` the Redis Cluster (which must say cluster_state:ok); resolves
 * null when it answers, or the one-line failure.
 */
export async function checkRedis(
  url: string,
  opts: { timeoutMs?: number; clusterNodes?: readonly { host: string; port: number }[] | undefined } = {},
): Promise<string | null> {
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const nodes = opts.clusterNodes ?? [];
  const where = nodes.length ? `the Redis Cluster ${nodes.map((n) => `${n.host}:${n.port}`).join(',')}` : url;
  const options = { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null };
  const client = nodes.length
    ? new Cluster([...nodes], { lazyConnect: true, clusterRetryStrategy: () => null, redisOptions: { ...options, ...credentialsOf(url) } })
    : new Redis(url, options);
  client.on('error', () => undefined);
  try {
    await withTimeout(client.connect(), timeoutMs);
    await withTimeout(client.ping(), timeoutMs);
    if (nodes.length) {
      const info = String(await withTimeout(client.cluster('INFO'), timeoutMs));
      if (!/cluster_state:ok/.test(info)) throw new Error('cluster_state is not ok');
    }
    return null;
  } catch (err) {
    return describeConnectFailure('redis', where, err);
  } finally {
    client.disconnect();
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
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
