import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import type { ConnectorReadPayload, ConnectorReadResult } from '../../queues/connector.js';
import { announcedVendors, VENDOR_REANNOUNCE_MS } from '../../queues/vendor-slots.js';
import { perConnectionSlots, slotKey } from '../../src/connectors/define.js';
import { workflowHookFindCustomer } from '../../src/connectors/fixtures/workflow_hook/find-customer.js';
import { buildConnectors, type Connectors } from '../../src/connectors/wiring.js';
import type { Services } from '../../src/services.js';
import type { VendorPool } from '../../workers/vendor.js';
import { startVendorPool, testCatalogue } from '../fakes/connections.js';
import { createTestEnv, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';

/**
 * Connectors whose host is the tenant's own (workflow hooks, self-hosted stores, per-account hosts)
 * get a vendor queue and bound per connection: one tenant's slow hook fills only its own queue, and
 * another tenant's hook of the same kind answers without waiting for it. A disconnected connection's
 * queue is retired and every worker process closes its worker for it.
 */

const BOUND = 2;
const SLOW_MS = 1_500;
const clock = new ManualClock(Date.UTC(2026, 10, 22, 9, 0, 0));
let env: TestEnv;
let services: Services;
let vendor: ScriptedVendor;
let pool: VendorPool;
let connectors: Connectors;

const hookReply = workflowHookFindCustomer.reply;

async function hookConnection(tenantName: string, path: string): Promise<ConnectorReadPayload> {
  const { tenant } = await services.tenants.create({ name: tenantName, ownerEmail: `${tenantName.toLowerCase().replace(/\W+/g, '.')}@tenant.example` });
  const row = await connectors.store.create(tenant.id, 'workflow_hook', {}, { webhook_url: `${vendor.baseUrl}${path}` });
  return {
    tenantId: tenant.id, connectionId: row.id, connector: 'workflow_hook', config: row.config, secretsSealed: row.secretsSealed,
    capability: 'find_customer', purpose: 'records', subject: workflowHookFindCustomer.input,
  };
}

beforeAll(async () => {
  env = await createTestEnv({ VENDOR_CONCURRENCY_DEFAULT: String(BOUND), VENDOR_TIMEOUT_MS: '10000' });
  services = await openTestServices(env, { clock });
  vendor = await startScriptedVendor();
  vendor.answer((r) => ({ body: hookReply, ...(r.path.startsWith('/slow') ? { delayMs: SLOW_MS } : {}) }));
  connectors = buildConnectors(services, { catalogue: testCatalogue() });
  pool = await startVendorPool(services, { catalogue: testCatalogue() });
});
afterAll(async () => {
  await pool?.stop();
  await vendor?.close();
  await services?.close();
  await env?.dropAll();
});

describe('which connectors get a queue per connection', () => {
  it('those whose base URL names the host per connection; fixed hosts share one vendor queue', () => {
    const catalogue = testCatalogue();
    const def = (key: string) => catalogue.get(key)!;
    expect(['workflow_hook', 'rest_api', 'n8n', 'shopify', 'woocommerce', 'zendesk', 'mailchimp'].filter((k) => !perConnectionSlots(def(k)))).toEqual([]);
    expect(['stripe', 'eventbrite', 'workiz', 'test_carrier', 'xero'].filter((k) => perConnectionSlots(def(k)))).toEqual([]);
    expect(slotKey(def('workflow_hook'), 42)).toBe('workflow_hook__c42');
    expect(slotKey(def('stripe'), 42)).toBe('stripe');
  });
});

describe('per-connection vendor queues (workflow hooks)', () => {
  it("answers a tenant's hook while another tenant's slow hook has its queue full, and holds the slow one to its bound", async () => {
    const slow = await hookConnection('Slow Hook Ltd', '/slow/webhook/1');
    const fast = await hookConnection('Fast Hook Ltd', '/fast/webhook/2');
    let slowDone = 0;
    const slowCalls = Array.from({ length: 4 * BOUND }, () => connectors.gateway.read(slow).then((r: ConnectorReadResult) => { slowDone++; return r; }));
    await expect.poll(() => vendor.requests.filter((r) => r.path.startsWith('/slow')).length).toBe(BOUND);

    const fastResult = await connectors.gateway.read(fast);
    expect(fastResult).toMatchObject({ ok: true });
    // The fast hook did not wait behind the slow hook's calls: none of them had finished yet, and the
    // slow hook still had only its bound in flight.
    expect(slowDone).toBe(0);
    expect(vendor.requests.filter((r) => r.path.startsWith('/slow')).length).toBe(BOUND);

    const slowResults = await Promise.all(slowCalls);
    expect(slowResults.every((r) => r.ok)).toBe(true);
    const queues = await announcedVendors(services.redis, env.config.REDIS_PREFIX);
    expect(queues).toEqual(expect.arrayContaining([`workflow_hook__c${slow.connectionId}`, `workflow_hook__c${fast.connectionId}`]));
    expect(queues).not.toContain('workflow_hook');
  }, 30_000);

  it("retires a disconnected connection's queue: it leaves the registry and the worker for it closes", async () => {
    const hook = await hookConnection('Leaving Hook Ltd', '/fast/webhook/3');
    const key = `workflow_hook__c${hook.connectionId}`;
    const first = await connectors.gateway.read(hook);
    expect(first, JSON.stringify(first)).toMatchObject({ ok: true });
    await expect.poll(() => pool.all().map((w) => w.name)).toContain(`vendor.${key}`);
    const workerClients = async (): Promise<number> => String(await services.redis.client('LIST')).split('\n').filter((l) => l.includes('name=test:vendor-worker')).length;
    const before = await workerClients();

    expect(await connectors.connections.disconnect(hook.tenantId, hook.connectionId)).toMatchObject({ status: 'disconnected' });
    expect(await announcedVendors(services.redis, env.config.REDIS_PREFIX)).not.toContain(key);
    await expect.poll(() => pool.all().map((w) => w.name)).not.toContain(`vendor.${key}`);
    // The retired worker's Redis connections are closed too, not left open until the process ends.
    await expect.poll(workerClients).toBeLessThan(before);
  });

  it("closes an idle connection's worker (queue kept), and the connection's next call starts it again", async () => {
    const hook = await hookConnection('Quiet Hook Ltd', '/fast/webhook/4');
    const key = `workflow_hook__c${hook.connectionId}`;
    const name = `vendor.${key}`;
    expect(await connectors.gateway.read(hook)).toMatchObject({ ok: true });
    await expect.poll(() => pool.all().map((w) => w.name)).toContain(name);
    await expect.poll(() => pool.running(key)).toBe(0); // the job has finished (its reply comes first)
    await services.vendorQueues.queue('test_carrier'); // a shared vendor queue, idle from now on too
    await expect.poll(() => pool.all().map((w) => w.name)).toContain('vendor.test_carrier');

    clock.advance(env.config.VENDOR_WORKER_IDLE_MS - 1_000);
    expect(await pool.closeIdle()).not.toContain(key);
    clock.advance(1_000);
    expect(await pool.closeIdle()).toContain(key);
    expect(pool.all().map((w) => w.name)).not.toContain(name);
    expect(await announcedVendors(services.redis, env.config.REDIS_PREFIX)).toContain(key);
    // Shared vendor queues are never closed for idleness.
    clock.advance(10 * env.config.VENDOR_WORKER_IDLE_MS);
    await pool.closeIdle();
    expect(pool.all().map((w) => w.name)).toContain('vendor.test_carrier');

    // The caller re-announces a queue it keeps using (at most every VENDOR_REANNOUNCE_MS), which starts the worker again.
    expect(env.config.VENDOR_WORKER_IDLE_MS).toBeGreaterThan(VENDOR_REANNOUNCE_MS);
    expect(await connectors.gateway.read(hook)).toMatchObject({ ok: true });
    expect(pool.all().map((w) => w.name)).toContain(name);
  }, 30_000);
});
