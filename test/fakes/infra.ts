import { randomBytes } from 'node:crypto';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pg from 'pg';
import type { Clock } from '../../config/clock.js';
import { loadConfig, type Config } from '../../config/env.js';
import { createRedis, closeRedis } from '../../queues/connection.js';
import { buildApp } from '../../src/app.js';
import { migrateUp } from '../../src/db/orm.js';
import { createLogger } from '../../src/logger.js';
import { openServices, type Services } from '../../src/services.js';

const SHARED_ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SHARED_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh, migrated database and a fresh Redis prefix for one test file. */
export interface TestEnv {
  config: Config;
  /** Environment variables that reproduce `config` in a spawned process. */
  env: Record<string, string>;
  dropAll(): Promise<void>;
}

/**
 * `at` points the env at other servers than the shared ones (a test's own Redis or PostgreSQL that it
 * stops and starts: test/fakes/own-stores.ts).
 */
export async function createTestEnv(overrides: Record<string, string> = {}, at: { adminUrl?: string; redisUrl?: string } = {}): Promise<TestEnv> {
  const ADMIN_URL = at.adminUrl ?? SHARED_ADMIN_URL;
  const REDIS_URL = at.redisUrl ?? SHARED_REDIS_URL;
  const suffix = randomBytes(5).toString('hex');
  const dbName = `cvs_test_${suffix}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: dbUrl.toString(),
    DATABASE_POOL_MAX: '4',
    REDIS_URL,
    REDIS_PREFIX: `{t${suffix}}`,
    ALLOW_PRIVATE_TARGETS: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ADMIN_TOKEN: 'test-admin-token-123',
    ...overrides,
  };
  const config = loadConfig(env);
  const migrator = await openServices(config, { name: 'test-migrate', logger: createLogger({ level: 'silent', name: 'test' }) });
  await migrateUp(migrator.orm);
  await migrator.close();
  return {
    config,
    env,
    async dropAll() {
      const redis = createRedis(REDIS_URL, { name: 'test-cleanup' });
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.REDIS_PREFIX}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
      await closeRedis(redis);
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists "${dbName}" with (force)`);
      await a.end();
    },
  };
}

/** Services of one in-test process over a TestEnv. */
export async function openTestServices(t: TestEnv, opts: { clock?: Clock; rpc?: boolean; name?: string } = {}): Promise<Services> {
  return openServices(t.config, {
    name: opts.name ?? 'test',
    rpc: opts.rpc ?? true,
    logger: createLogger({ level: t.config.LOG_LEVEL, name: opts.name ?? 'test' }),
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
}

/** Listens on 127.0.0.1 on a free port. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The web app of `services`, listening on a loopback port. */
export async function startWeb(services: Services): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = buildApp(services).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { baseUrl, close: () => closeServer(server) };
}

/** fetch + JSON, for tests. */
export async function http(
  baseUrl: string,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const hasBody = opts.body !== undefined || opts.rawBody !== undefined;
  const res = await fetch(baseUrl + path, {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...opts.headers },
    ...(hasBody ? { body: opts.rawBody ?? JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/** A TCP port on 127.0.0.1 that was free a moment ago (for a process the test is about to spawn). */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Polls `check` every 200 ms until it answers true (a throw counts as false); throws after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}
