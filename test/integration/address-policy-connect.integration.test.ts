import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_REASONS as R, DASHBOARD_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { connectAccount, createTenant } from '../fakes/account-connect.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { ownHosts, type OwnHosts } from '../fakes/own-hosts.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';

/**
 * At connect time, DNS answers are checked: names that pass the check at save (they look public) but
 * resolve to a private address are refused by the real worker process when the call is made, for every
 * kind of address, and the connection never reaches the listener on 127.0.0.1 they resolve to. The
 * worker runs with a hosts file of its own (own-hosts.ts: the real resolver, a mount namespace of the
 * worker's own); web and worker under the production policy (ALLOW_PRIVATE_TARGETS off).
 */

const REFUSED = DASHBOARD_MESSAGES.addressUnusable(R.resolvesPrivate);
const NAMES = {
  'ac.rebind-check.example.net': ['127.0.0.1'],
  'hooks.rebind-check.example.net': ['127.0.0.1'],
  'api.rebind-check.example.net': ['127.0.0.1'],
  'flow.rebind-check.example.net': ['127.0.0.1'],
  'uisp.rebind-check.example.net': ['127.0.0.1'],
  'mixed.rebind-check.example.net': ['93.184.215.14', '127.0.0.1'],
  'six.rebind-check.example.net': ['::1'],
  'mapped.rebind-check.example.net': ['::ffff:127.0.0.1'],
  'meta.rebind-check.example.net': ['169.254.169.254'],
} as const;

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let hosts: OwnHosts;
let worker: Spawned;
let listener: Server;
let port: number;
let reached = 0;

beforeAll(async () => {
  hosts = await ownHosts(NAMES);
  env = await createTestEnv({ ALLOW_PRIVATE_TARGETS: 'false', ACCOUNT_CONNECT_TIMEOUT_MS: '3000', WEBHOOK_TIMEOUT_MS: '3000' });
  services = await openTestServices(env);
  web = await startWeb(services);
  listener = createServer((socket) => {
    reached++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
  worker = spawnTs('../../workers/main.ts', { ...env.env, LOG_LEVEL: 'info' }, { wrap: hosts.wrap });
  await worker.waitFor(/worker started/, 90_000);
}, 120_000);

afterAll(async () => {
  if (worker && worker.child.exitCode === null) {
    worker.child.kill('SIGTERM');
    await Promise.race([worker.exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
  }
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await web.close();
  await services.close();
  await env.dropAll();
  await hosts.close();
});

const tenant = (name: string) => createTenant(web.baseUrl, env.config.ADMIN_TOKEN, name);

async function connect(t: { tenantId: number; apiKey: string }, body: unknown): Promise<{ status: number; body: any }> {
  return http(web.baseUrl, 'POST', `/api/tenants/${t.tenantId}/connectors`, { headers: { 'X-API-Key': t.apiKey }, body });
}

describe('DNS answers are checked at connect time (production policy, the real worker process)', () => {
  it('the names resolve to those addresses for the worker, and only for it; a plain connection would land', async () => {
    expect(await hosts.resolve('ac.rebind-check.example.net')).toEqual(['127.0.0.1']);
    expect(await hosts.resolve('mixed.rebind-check.example.net')).toEqual(['127.0.0.1', '93.184.215.14']);
    const dns = await import('node:dns');
    const outside = await new Promise<string>((resolve) =>
      dns.lookup('ac.rebind-check.example.net', { all: true }, (err, a) => resolve(err ? 'not found' : JSON.stringify(a))),
    );
    expect(outside).not.toContain('127.0.0.1');
    // Without the policy, the name leads to the listener: this is what the worker must not do.
    const script = `require('net').connect(${port}, 'ac.rebind-check.example.net').on('connect', function () { console.log('landed'); this.destroy(); })`;
    expect((await hosts.node(script)).trim()).toBe('landed');
    await new Promise((r) => setTimeout(r, 100));
    expect(reached).toBe(1);
    reached = 0;
  });

  it("Account Connect: saved, then the chain test's call refused and no step switched on", async () => {
    const t = await tenant('Rebind AC');
    const res = await connectAccount(web.baseUrl, t, { base_url: `https://ac.rebind-check.example.net:${port}/ac`, api_key: 'ac_live_key_123' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.chain_test.steps[0]).toMatchObject({ step: 'verify_identity', result: 'failed', detail: REFUSED });
    const got = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/account-connect`, { headers: { 'X-API-Key': t.apiKey } });
    expect(got.body).toMatchObject({ configured: true, last_test: { passed: false } });
    expect(got.body.last_test.steps[0]).toMatchObject({ step: 'verify_identity', result: 'failed', detail: REFUSED });
    expect(Object.values(got.body.steps as Record<string, boolean>).some(Boolean)).toBe(false);
  });

  it('webhook: registered, then the sample delivery refused', async () => {
    const t = await tenant('Rebind Hooks');
    const reg = await http(web.baseUrl, 'POST', '/api/sandbox/webhooks', {
      headers: { 'X-API-Key': t.apiKey },
      body: { url: `https://hooks.rebind-check.example.net:${port}/h` },
    });
    expect(reg.status).toBe(200);
    const sent = await http(web.baseUrl, 'POST', `/api/sandbox/webhooks/${reg.body.webhook.id}/test`, { headers: { 'X-API-Key': t.apiKey } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: false, status_code: null, error: REFUSED });
  });

  it.each([
    [
      'rest_api',
      {
        config: { api_base: 'https://api.rebind-check.example.net:PORT/v1', customer_lookup_path: 'customers/lookup', orders_path: 'orders' },
        secrets: { api_token: 'tok_live_8f3a9c2e71b44d0e' },
      },
    ],
    ['workflow_hook', { config: {}, secrets: { webhook_url: 'https://flow.rebind-check.example.net:PORT/webhook/6f1c2c1e' } }],
    ['uisp_crm', { config: { host: 'uisp.rebind-check.example.net:PORT' }, secrets: { app_key: 'Kp3Rt8sV2xY9zB4cD7fG1hJ5kL0mN6qW2eR4tY8uI3oP7aS1dF5gH9jK' } }],
  ] as const)('connector %s: stored, then its test calls refused', async (connector, settings) => {
    const t = await tenant(`Rebind ${connector}`);
    const withPort = JSON.parse(JSON.stringify(settings).replaceAll('PORT', String(port))) as typeof settings;
    const res = await connect(t, { connector, ...withPort });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(false);
    expect(res.body.connection.last_error).toBe(REFUSED);
    const results = Object.values(res.body.connection.test_results as Record<string, { ok: boolean; error: string | null }>);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => !r.ok && r.error === REFUSED)).toBe(true);
  });

  it.each(['mixed', 'six', 'mapped', 'meta'])('a name with any private answer (%s) is refused', async (name) => {
    const t = await tenant(`Rebind ${name}`);
    const res = await connect(t, {
      connector: 'rest_api',
      config: { api_base: `https://${name}.rebind-check.example.net:${port}/v1`, customer_lookup_path: 'customers/lookup', orders_path: 'orders' },
      secrets: { api_token: 'tok_live_8f3a9c2e71b44d0e' },
    });
    expect(res.status).toBe(201);
    expect(res.body.connection.last_error).toBe(REFUSED);
  });

  it('nothing reached the listener the names resolve to', () => {
    expect(reached).toBe(0);
  });
});
