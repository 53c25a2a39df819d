import { Cluster } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { ticketCreated } from '../../src/events/builders.js';
import { MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { connectAccount, createTenant, platform } from '../fakes/account-connect.js';
import { createTestEnv, freePort, http, openTestServices, type TestEnv } from '../fakes/infra.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';
import { startRedisCluster, type LocalRedisCluster } from '../fakes/redis-cluster.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';
import { startReceiver, type FakeReceiver } from '../fakes/webhook-receiver.js';
import { deliveries, raise, registerEndpoint } from '../fakes/webhook-helpers.js';

/**
 * The service on a Redis Cluster: three masters of our own (redis-server in cluster mode on spare
 * loopback ports), then the real release, web and worker processes pointed at it with
 * REDIS_CLUSTER_NODES. Every key shares the `{...}` hash tag of REDIS_PREFIX, so BullMQ's and our own
 * multi-key scripts run on one slot; pub/sub (request-reply replies) spans the cluster.
 */

let cluster: LocalRedisCluster;
let env: TestEnv;
let services: Services;
let baseUrl: string;
let hooks: ScriptedVendor;
let receiver: FakeReceiver;
const spawned: Spawned[] = [];
const clock = new ManualClock(Date.UTC(2026, 10, 24, 10, 0, 0));

beforeAll(async () => {
  cluster = await startRedisCluster(3);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = await createTestEnv({ REDIS_CLUSTER_NODES: cluster.nodes, PORT: String(port), PUBLIC_BASE_URL: baseUrl, DATABASE_POOL_MAX: '6' });
  services = await openTestServices(env, { clock });
  hooks = await startScriptedVendor();
  hooks.answer(() => ({ body: { customers: [], orders: [] } }));
  receiver = await startReceiver();

  const release = spawnTs('../../src/release.ts', env.env);
  spawned.push(release);
  expect((await release.exited).code).toBe(0);
  const worker = spawnTs('../../workers/main.ts', { ...env.env, LOG_LEVEL: 'info', WEBHOOK_RETRY_DELAYS_MS: '100,100' });
  const web = spawnTs('../../src/web.ts', env.env);
  spawned.push(worker, web);
  await worker.waitFor(/worker started/, 40_000);
  const end = Date.now() + 40_000;
  while ((await http(baseUrl, 'GET', '/readyz').catch(() => ({ status: 0 }))).status !== 200) {
    if (Date.now() > end) throw new Error(`web not ready; its output:\n${web.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(async () => {
  for (const s of spawned) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
  await Promise.all(spawned.map((s) => s.exited));
  await receiver?.close();
  await hooks?.close();
  await services?.close();
  await env?.dropAll();
  await cluster?.stop();
}, 60_000);

describe('release, web and worker on a 3-master Redis Cluster', () => {
  it('runs a verification chain through the partner pool (Account Connect demo: Test Customer, TE5 7ST, 123456)', async () => {
    const tenant = await createTenant(baseUrl, env.config.ADMIN_TOKEN, 'Cluster Shop');
    const connected = await connectAccount(baseUrl, tenant, { base_url: `${baseUrl}${DEMO_PATH}`, api_key: env.config.DEMO_API_KEY });
    expect(connected.body.chain_test, JSON.stringify(connected.body)).toMatchObject({ passed: true });
    const api = platform(baseUrl, tenant.apiKey);
    const vi = await api('/api/chatbot-api/verify-identity', { full_name: 'Test Customer', postcode: 'TE5 7ST' });
    expect(vi.body).toEqual({ success: true, otp_token: expect.any(String), message: MESSAGES.testCustomer });
    const vo = await api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
    expect(vo.body).toEqual({ success: true, session_token: expect.any(String) });
    const summary = await api('/api/chatbot-api/account-summary', { session_token: vo.body.session_token });
    expect(summary.status).toBe(200);
    expect(summary.body.success, JSON.stringify(summary.body)).toBe(true);
  }, 60_000);

  it('reads a connector through the vendor pool (a workflow hook on 127.0.0.1, bounded per connection by a lease)', async () => {
    const tenant = await createTenant(baseUrl, env.config.ADMIN_TOKEN, 'Cluster Hooks');
    const created = await http(baseUrl, 'POST', `/api/tenants/${tenant.tenantId}/connectors`, {
      headers: { 'X-API-Key': tenant.apiKey },
      body: { connector: 'workflow_hook', secrets: { webhook_url: `${hooks.baseUrl}/webhook/cluster-1` } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.connection.status).toBe('working');
    expect(hooks.requests.filter((r) => r.path === '/webhook/cluster-1').length).toBeGreaterThan(0);
  }, 60_000);

  it('delivers a webhook to a loopback receiver (outbox relay, webhooks pool, endpoint lease)', async () => {
    const tenant = await createTenant(baseUrl, env.config.ADMIN_TOKEN, 'Cluster Events');
    await registerEndpoint(baseUrl, tenant.apiKey, { url: `${receiver.baseUrl}/hooks/cluster` });
    receiver.on('/hooks/cluster', () => ({}));
    await raise(
      services,
      clock,
      tenant.tenantId,
      ticketCreated({
        id: 1,
        ticketNumber: 'T-CLUSTER-1',
        subject: 'Router on a cluster',
        description: 'It blinks red all day',
        priority: 'Medium',
        status: 'open',
        createdAt: new Date(clock.now()),
      }),
    );
    await expect.poll(() => receiver.at('/hooks/cluster').length, { timeout: 30_000, interval: 100 }).toBe(1);
    await expect.poll(async () => (await deliveries(baseUrl, tenant.apiKey)).map((d) => d.status), { timeout: 10_000 }).toEqual(['delivered']);
  }, 60_000);

  it('keeps every key of the service under its hash tag, on one slot of one master', async () => {
    const client = new Cluster(cluster.ports.map((port) => ({ host: '127.0.0.1', port })));
    try {
      await new Promise((resolve, reject) => client.once('ready', resolve).once('error', reject));
      expect(client.nodes('master')).toHaveLength(3);
      const perMaster = await Promise.all(
        client.nodes('master').map(async (node) => {
          const keys: string[] = [];
          let cursor = '0';
          do {
            const [next, batch] = await node.scan(cursor, 'COUNT', 1000);
            cursor = next;
            keys.push(...batch);
          } while (cursor !== '0');
          return keys;
        }),
      );
      const all = perMaster.flat();
      expect(all.length).toBeGreaterThan(10);
      expect(all.filter((k) => !k.startsWith(env.config.REDIS_PREFIX))).toEqual([]);
      expect(perMaster.filter((keys) => keys.length > 0)).toHaveLength(1);
    } finally {
      client.disconnect();
    }
  });
});
