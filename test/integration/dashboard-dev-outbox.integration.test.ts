import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

/**
 * The development outbox signed out (issue 24, item 1): with NODE_ENV=development it answers a browser
 * on the same machine without sign-in, so the sign-in page can link it; through a proxy or tunnel, or
 * by another host name, it still asks for the key or a sign-in. (NODE_ENV=test and production: see
 * dashboard-sign-in and dashboard-pages.)
 */

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };

beforeAll(async () => {
  env = await createTestEnv({ NODE_ENV: 'development' });
  services = await openTestServices(env);
  web = await startWeb(services);
});
afterAll(async () => {
  await web?.close();
  await services?.close();
  await env?.dropAll();
});

/** A GET with exactly these headers (fetch would not send a Host of our choosing). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(path, web.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/dashboard/dev/outbox in development', () => {
  it('answers a signed-out request made on this machine', async () => {
    const res = await get('/api/dashboard/dev/outbox');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ messages: [] });
  });

  it('asks for the key or a sign-in through a proxy, by another host name, or with a wrong key', async () => {
    expect((await get('/api/dashboard/dev/outbox', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(401);
    expect((await get('/api/dashboard/dev/outbox', { Forwarded: 'for=203.0.113.9' })).status).toBe(401);
    expect((await get('/api/dashboard/dev/outbox', { Host: 'dev-laptop.example:3000' })).status).toBe(401);
    expect((await get('/api/dashboard/dev/outbox', { 'X-API-Key': 'sk_not_a_key' })).status).toBe(401);
  });
});
