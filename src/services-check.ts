import { Cluster, Redis } from 'ioredis';
import pg from 'pg';
import { credentialsOf } from '../queues/connection.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Host and port of a service URL as configured (the protocol's default port when it names none). */
function hostPort(url: string, defaultPort: number): { host: string; port: number } | null {
  try {
    const u = new URL(url);
    return { host: u.hostname || '127.0.0.1', port: u.port ? Number(u.port) : defaultPort };
  } catch {
    return null;
  }
}

/** How to start the service the URL names: the command for one on this machine, with its port; else what to check. */
export function fixFor(service: 'redis' | 'postgres', url: string): string {
  if (url.startsWith('the Redis Cluster ')) return 'check that every node of REDIS_CLUSTER_NODES runs and the cluster is formed (cluster_state:ok)';
  const at = hostPort(url, service === 'redis' ? 6379 : 5432);
  if (!at) return service === 'redis' ? 'check REDIS_URL' : 'check DATABASE_URL';
  const where = `${at.host.includes(':') && !at.host.startsWith('[') ? `[${at.host}]` : at.host}:${at.port}`;
  if (!LOOPBACK.has(at.host))
    return `check that ${service === 'redis' ? 'Redis' : 'PostgreSQL'} runs at ${where} and lets this machine in, or set ${service === 'redis' ? 'REDIS_URL' : 'DATABASE_URL'}`;
  if (service === 'redis') return `start it with: redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${at.port} --save '' --appendonly no`;
  return `start PostgreSQL listening on ${where} (Debian: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start), or set DATABASE_URL`;
}

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
  return `${service === 'redis' ? 'Redis' : 'PostgreSQL'} does not answer at ${redactUrl(url)} (${reason}); ${fixFor(service, url)}`;
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
