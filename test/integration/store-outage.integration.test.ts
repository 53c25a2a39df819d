import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { startOwnPostgres, startOwnRedis, type OwnStore } from '../fakes/own-stores.js';

/**
 * Redis and PostgreSQL of this file's own, stopped under the web process: a request must end within its
 * store deadline with the spec's system_error (bot paths) or a 503 (operator paths), never a 500, a hang
 * or "not found", and work again once the store is back.
 */

let redis: OwnStore;
let postgres: OwnStore & { adminUrl: string };
let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
const admin = { 'X-Admin-Token': 'test-admin-token-123' };
let tenant: { tenant_id: number; api_key: string };

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startOwnRedis(), startOwnPostgres()]);
  env = await createTestEnv({ REDIS_COMMAND_TIMEOUT_MS: '2000', DATABASE_TIMEOUT_MS: '2000' }, { adminUrl: postgres.adminUrl, redisUrl: redis.url });
  services = await openTestServices(env);
  web = await startWeb(services);
  tenant = (await http(web.baseUrl, 'POST', '/api/admin/tenants', { headers: admin, body: { name: 'Outage Co', owner_email: 'owner@outage.example' } })).body;
}, 60_000);
afterAll(async () => {
  await web?.close();
  await services?.close();
  await Promise.allSettled([redis?.destroy(), postgres?.destroy()]);
});

const identity = { full_name: 'Ann Example', email: 'ann@example.com' };

async function timed<T>(f: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await f();
  return { value, ms: performance.now() - started };
}

/** Retries `f` until it resolves true; the time it took. */
async function recovery(f: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await f().catch(() => false)) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Infinity;
}

describe('Redis stopped under the web process', () => {
  it('answers bot calls with system_error and operator calls with 503 within the command deadline, then recovers', async () => {
    await redis.stop();
    try {
      const bot = await timed(() =>
        http(web.baseUrl, 'POST', '/api/chatbot-api/verify-identity', { headers: { 'X-API-Key': tenant.api_key }, body: identity }),
      );
      expect(bot.value.status).toBe(200);
      expect(bot.value.body).toEqual({ success: false, system_error: true, message: MESSAGES.cannotCheckAccounts });
      expect(bot.ms).toBeLessThan(10_000);
      const read = await http(web.baseUrl, 'POST', '/api/chatbot-api/orders', {
        headers: { 'X-API-Key': tenant.api_key },
        body: { session_token: 'whatever' },
      });
      expect([200, 401]).toContain(read.status);
      if (read.status === 200) expect(read.body).toMatchObject({ success: false, system_error: true });
    } finally {
      await redis.start();
    }
    const ms = await recovery(async () => {
      const res = await http(web.baseUrl, 'POST', '/api/chatbot-api/verify-identity', { headers: { 'X-API-Key': tenant.api_key }, body: identity });
      return res.status === 200 && res.body.not_set_up === true; // the healthy answer for a tenant with nothing set up
    }, 10_000);
    expect(ms).toBeLessThan(10_000);
  }, 60_000);
});

describe('PostgreSQL stopped under the web process', () => {
  it('answers bot calls with system_error and operator calls with 503 (never 401 or 404), then recovers within 10 s', async () => {
    await postgres.stop();
    try {
      const bot = await timed(() =>
        http(web.baseUrl, 'POST', '/api/chatbot-api/verify-identity', { headers: { 'X-API-Key': tenant.api_key }, body: identity }),
      );
      expect(bot.value.status).toBe(200);
      expect(bot.value.body).toEqual({ success: false, system_error: true, message: MESSAGES.cannotCheckAccounts });
      expect(bot.ms).toBeLessThan(10_000);
      const connect = await http(web.baseUrl, 'POST', '/api/connect/1/orders', { headers: { 'X-API-Key': 'scc_unknown' }, body: { session_token: 'x' } });
      expect(connect.status).toBe(200);
      expect(connect.body).toEqual({ success: false, system_error: true, message: MESSAGES.cannotRead('orders') });
      const operator = await http(web.baseUrl, 'GET', `/api/tenants/${tenant.tenant_id}`, { headers: { 'X-API-Key': tenant.api_key } });
      expect(operator.status).toBe(503);
      expect(operator.body.detail).toMatch(/temporarily unavailable/);
    } finally {
      await postgres.start();
    }
    const ms = await recovery(
      async () => (await http(web.baseUrl, 'GET', `/api/tenants/${tenant.tenant_id}`, { headers: { 'X-API-Key': tenant.api_key } })).status === 200,
      10_000,
    );
    expect(ms).toBeLessThan(10_000);
  }, 60_000);
});
