import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Redis and PostgreSQL instances of a test's own, on spare loopback ports, that the test may stop and
 * start again without touching the machine's shared services.
 */

const run = promisify(execFile);

/** A free loopback port (taken and released at once). */
export async function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

export interface OwnStore {
  url: string;
  port: number;
  /** Stops the server (a Redis loses what it held unless started with `persist`). */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it answers. */
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

/** A redis-server on a spare port. `persist` keeps data across stop/start (append-only file, fsync always). */
export async function startOwnRedis(opts: { persist?: boolean } = {}): Promise<OwnStore> {
  const port = await sparePort();
  const dir = mkdtempSync(join(tmpdir(), 'own-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--protected-mode',
    'no',
    ...(opts.persist ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']),
  ];
  const ping = async (): Promise<boolean> => {
    const c = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 500 });
    c.on('error', () => undefined);
    try {
      await c.connect();
      return (await c.ping()) === 'PONG';
    } finally {
      c.disconnect();
    }
  };
  const start = async (): Promise<void> => {
    child = spawn('redis-server', args, { stdio: 'ignore' });
    await until(ping, 10_000, `redis-server on ${port}`);
  };
  const stop = async (): Promise<void> => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url,
    port,
    start,
    stop,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .find((v) => existsSync(join(root, v, 'bin', name)));
  if (!version) throw new Error(`no ${name} under ${root}`);
  return join(root, version, 'bin', name);
}

/** Runs a PostgreSQL binary as the postgres user (initdb and pg_ctl refuse root). */
async function asPostgres(bin: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [cmd, full] = asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]] : [pgBin(bin), args];
  await run(cmd, full, { timeout: 60_000 });
}

/** A PostgreSQL cluster of its own (initdb into a temporary directory), user postgres, trust, on a spare port. */
export async function startOwnPostgres(): Promise<OwnStore & { adminUrl: string }> {
  const port = await sparePort();
  const dir = mkdtempSync(join(tmpdir(), 'own-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const answers = async (): Promise<boolean> => {
    const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 500 });
    try {
      await c.connect();
      await c.query('select 1');
      return true;
    } finally {
      await c.end().catch(() => undefined);
    }
  };
  const start = async (): Promise<void> => {
    await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    await until(answers, 15_000, `PostgreSQL on ${port}`);
  };
  const stop = async (): Promise<void> => {
    await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  };
  await start();
  return {
    url: adminUrl,
    adminUrl,
    port,
    start,
    stop,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
