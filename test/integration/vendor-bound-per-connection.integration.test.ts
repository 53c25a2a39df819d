import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import type { ConnectorReadPayload, ConnectorReadOutcome } from '../../queues/connector.js';
import { SlotLeases } from '../../queues/leases.js';
import { announcedVendors, PER_CONNECTION_QUEUE } from '../../queues/vendor-slots.js';
import { workflowHookFindCustomer } from '../../src/connectors/fixtures/workflow_hook/find-customer.js';
import { buildConnectors, type Connectors } from '../../src/wiring/connectors.js';
import type { Services } from '../../src/services.js';
import type { VendorPool } from '../../workers/vendor.js';
import { hookReadPayload, startVendorPool, testCatalogue } from '../fakes/connections.js';
import { createTestEnv, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';

/**
 * Connectors whose host is the tenant's own (workflow hooks, self-hosted stores, per-account hosts,
 * definition `bound: 'connection'`) are bounded per connection by a Redis lease, on one queue shared by
 * all of them: one tenant's slow hook fills only its own leases, another tenant's hook of the same kind
 * answers without waiting for it, and the worker process's Redis connections do not grow with the
 * number of connections.
 */

const BOUND = 2;
const SLOW_MS = 1_500;
const clock = new ManualClock(Date.UTC(2026, 10, 22, 9, 0, 0));
const NAME = `bound-${randomUUID().slice(0, 8)}`;
let env: TestEnv;
let services: Services;
let vendor: ScriptedVendor;
let pool: VendorPool;
let connectors: Connectors;

const hookReply = workflowHookFindCustomer.reply;

async function hookConnection(tenantName: string, path: string): Promise<ConnectorReadPayload> {
  const { tenant } = await services.tenants.create({ name: tenantName, ownerEmail: `${tenantName.toLowerCase().replace(/\W+/g, '.')}@tenant.example` });
  const row = await connectors.store.create(tenant.id, 'workflow_hook', {}, { webhook_url: `${vendor.baseUrl}${path}` });
  return hookReadPayload(tenant.id, row);
}

/** Redis connections this test's process holds now (CLIENT LIST, by connection name). */
async function ownClients(): Promise<number> {
  return String(await services.redis.client('LIST'))
    .split('\n')
    .filter((l) => l.includes(`name=${NAME}:`)).length;
}

beforeAll(async () => {
  env = await createTestEnv({ VENDOR_CONCURRENCY_DEFAULT: String(BOUND), VENDOR_TIMEOUT_MS: '10000' });
  services = await openTestServices(env, { clock, name: NAME });
  vendor = await startScriptedVendor();
  vendor.answer((r) => ({ body: hookReply, ...(r.path.startsWith('/slow') ? { delayMs: SLOW_MS } : {}) }));
  connectors = buildConnectors(services, { catalogue: testCatalogue() });
  pool = await startVendorPool(services, { catalogue: testCatalogue(), busyDelayMs: 200 });
});
afterAll(async () => {
  await pool?.stop();
  await vendor?.close();
  await services?.close();
  await env?.dropAll();
});

describe('which connectors are bounded per connection', () => {
  it("those whose host is the tenant's own say bound: connection; fixed hosts keep the default, bound per vendor", () => {
    const catalogue = testCatalogue();
    const bound = (key: string) => catalogue.get(key)?.bound;
    expect(['workflow_hook', 'rest_api', 'n8n', 'shopify', 'woocommerce', 'zendesk', 'mailchimp'].map(bound)).toEqual(Array(7).fill('connection'));
    expect(['stripe', 'eventbrite', 'workiz', 'test_carrier', 'xero'].map(bound)).toEqual(Array(5).fill('vendor'));
  });
});

/** Jobs ever added to the shared per-connection queue (BullMQ's id counter). */
async function sharedJobsAdded(): Promise<number> {
  return Number((await services.redis.get(`${env.config.REDIS_PREFIX}:${PER_CONNECTION_QUEUE}:id`)) ?? 0);
}

describe('per-connection bounds as leases (workflow hooks)', () => {
  it("answers a tenant's hook while another tenant's slow hook has its bound full, and holds the slow one to its bound", async () => {
    const slow = await hookConnection('Slow Hook Ltd', '/slow/webhook/1');
    const fast = await hookConnection('Fast Hook Ltd', '/fast/webhook/2');
    const jobsBefore = await sharedJobsAdded();
    let slowDone = 0;
    const slowCalls = Array.from({ length: 4 * BOUND }, () =>
      connectors.reader.read(slow).then((r: ConnectorReadOutcome) => {
        slowDone++;
        return r;
      }),
    );
    await expect.poll(() => vendor.requests.filter((r) => r.path.startsWith('/slow')).length).toBe(BOUND);

    const fastResult = await connectors.reader.read(fast);
    expect(fastResult).toMatchObject({ ok: true });
    // The fast hook did not wait behind the slow hook's calls: none of them had finished yet, and the
    // slow hook still had only its bound in flight.
    expect(slowDone).toBe(0);
    expect(vendor.requests.filter((r) => r.path.startsWith('/slow')).length).toBe(BOUND);

    // Calls that found the bound full wait parked in their batch job in the worker process.
    await expect.poll(() => pool.parked()).toBe(3 * BOUND);
    // Every slow call is answered in the end: a job that found its connection full waited without
    // spending its one attempt.
    const slowResults = await Promise.all(slowCalls);
    expect(slowResults.every((r) => r.ok)).toBe(true);
    expect(vendor.requests.filter((r) => r.path.startsWith('/slow')).length).toBe(4 * BOUND);
    expect(pool.parked()).toBe(0);
    // The slow calls started together, so they went as one batch job: BOUND ran and the rest waited
    // parked in it (none handed on as a job of its own); the fast read was one job.
    expect((await sharedJobsAdded()) - jobsBefore).toBe(1 + 1);
    // No queue per connection, nor per vendor, for a vendor bounded per connection.
    expect((await announcedVendors(services.redis, env.config.REDIS_PREFIX)).filter((k) => k.startsWith('workflow_hook'))).toEqual([]);
  }, 30_000);

  it('sends reads that start together as one job, each answered on its own and each under its own bound', async () => {
    const a = await hookConnection('Batch Hook A Ltd', '/fast/webhook/a');
    const b = await hookConnection('Batch Hook B Ltd', '/fast/webhook/b');
    const broken = { ...a, connectionId: b.connectionId + 1_000_000 }; // no such connection: its secrets cannot be opened
    const before = await sharedJobsAdded();
    const [ra, rb, rx] = await Promise.all([connectors.reader.read(a), connectors.reader.read(b), connectors.reader.read(broken)]);
    expect(await sharedJobsAdded()).toBe(before + 1);
    expect(ra).toMatchObject({ ok: true });
    expect(rb).toMatchObject({ ok: true });
    expect(rx).toMatchObject({ ok: false }); // one part's failure is its own
    expect(vendor.requests.filter((r) => r.path === '/fast/webhook/a' || r.path === '/fast/webhook/b')).toHaveLength(2);
  });

  it('keeps the same Redis connections however many connections call', async () => {
    const first = await hookConnection('Counted Hook 0 Ltd', '/fast/webhook/c0');
    expect(await connectors.reader.read(first)).toMatchObject({ ok: true });
    const clientsBefore = await ownClients();
    const workersBefore = pool
      .all()
      .map((w) => w.name)
      .sort();
    const many = await Promise.all(Array.from({ length: 25 }, (_, i) => hookConnection(`Counted Hook ${i + 1} Ltd`, `/fast/webhook/c${i + 1}`)));
    const results = await Promise.all(many.map((c) => connectors.reader.read(c)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(
      pool
        .all()
        .map((w) => w.name)
        .sort(),
    ).toEqual(workersBefore);
    expect(workersBefore).toContain(PER_CONNECTION_QUEUE);
    expect(await ownClients()).toBe(clientsBefore);
  }, 30_000);
});

describe('vendor queues left by the per-connection design', () => {
  it('start no worker for an announced per-connection queue key or a connector bounded per connection', async () => {
    await services.vendorQueues.queue('workflow_hook__c999'); // as the previous version announced them
    await services.vendorQueues.queue('workflow_hook');
    await services.vendorQueues.queue('test_carrier'); // announced last: once its worker runs, the others were seen
    await expect.poll(() => pool.all().map((w) => w.name)).toContain('vendor.test_carrier');
    expect(pool.all().map((w) => w.name)).not.toContain('vendor.workflow_hook__c999');
    expect(pool.all().map((w) => w.name)).not.toContain('vendor.workflow_hook');
  });
});

describe('queues/leases', () => {
  it("bounds a resource to its limit, and a dead holder's lease expires after its time-to-live", async () => {
    const leases = new SlotLeases({ redis: services.redis, prefix: env.config.REDIS_PREFIX, namespace: 'test:leases', limit: 1, leaseMs: 300 });
    const held = await leases.acquire('r1');
    expect(held.lease).not.toBeNull();
    expect(await leases.acquire('r1')).toMatchObject({ lease: null });
    expect((await leases.acquire('r2')).lease).not.toBeNull(); // another resource is not affected
    // The holder never releases (it died): after the TTL (Redis TIME) the lease is free again.
    await new Promise((r) => setTimeout(r, 400));
    const again = await leases.acquire('r1');
    expect(again.lease).not.toBeNull();
    await leases.release('r1', again.lease!);
    expect(await leases.inFlight('r1')).toBe(0);
    // A per-call limit overrides the default.
    expect((await leases.acquire('r3', { limit: 2 })).lease).not.toBeNull();
    expect((await leases.acquire('r3', { limit: 2 })).lease).not.toBeNull();
    expect(await leases.acquire('r3', { limit: 2 })).toMatchObject({ lease: null });
  });
});

describe('queues/leases: hand-off to waiters', () => {
  it('gives a freed lease to the oldest waiter, not to a caller that arrives later, and frees it when the waiter is gone', async () => {
    const leases = new SlotLeases({ redis: services.redis, prefix: env.config.REDIS_PREFIX, namespace: 'test:handoff', limit: 1, leaseMs: 5_000 });
    const first = await leases.acquireAs('r', 'job-1');
    expect(first.lease).not.toBeNull();
    expect(await leases.acquireAs('r', 'job-2')).toMatchObject({ lease: null });
    await leases.waitAs('r', 'job-2', 5_000);
    expect(await leases.acquireAs('r', 'job-3')).toMatchObject({ lease: null });
    await leases.waitAs('r', 'job-3', 5_000);
    await leases.waitAs('r', 'job-2', 5_000); // queued once however often it re-delays

    // job-1 ends: its lease goes to job-2, so a newcomer still finds the resource full.
    expect(await leases.releaseToWaiter('r', first.lease!, 5_000, 'job-1')).toBe('job-2');
    expect(await leases.inFlight('r')).toBe(1);
    expect(await leases.acquire('r')).toMatchObject({ lease: null });
    expect(await leases.acquireAs('r', 'job-4')).toMatchObject({ lease: null });
    const second = await leases.acquireAs('r', 'job-2');
    expect(second.lease).toBe(first.lease);

    // job-2 ends and hands on to job-3, which is gone: its lease comes back and, nobody else waiting, is freed.
    expect(await leases.releaseToWaiter('r', second.lease!, 5_000, 'job-2')).toBe('job-3');
    const handed = await leases.forgetWaiter('r', 'job-3');
    expect(handed).toBe(first.lease);
    expect(await leases.releaseToWaiter('r', handed!, 5_000)).toBeNull();
    expect(await leases.inFlight('r')).toBe(0);
    expect((await leases.acquireAs('r', 'job-4')).lease).not.toBeNull();
  });

  it('lets a waiter hold its handed lease without asking again, and its release still hands the lease on', async () => {
    const leases = new SlotLeases({ redis: services.redis, prefix: env.config.REDIS_PREFIX, namespace: 'test:direct', limit: 1, leaseMs: 5_000 });
    const first = await leases.acquireAs('r', 'job-1');
    expect(await leases.acquireAs('r', 'job-2', { queueIfFull: true })).toMatchObject({ lease: null });
    expect(await leases.acquireAs('r', 'job-3', { queueIfFull: true })).toMatchObject({ lease: null });
    // job-1 ends; job-2 (woken in the same process) holds the handed lease as it is: no acquireAs.
    expect(await leases.releaseToWaiter('r', first.lease!, undefined, 'job-1')).toBe('job-2');
    expect(await leases.acquire('r')).toMatchObject({ lease: null });
    // job-2 ends: the same lease goes on to job-3 (not freed as a stray hand-off of job-2's).
    expect(await leases.releaseToWaiter('r', first.lease!, undefined, 'job-2')).toBe('job-3');
    expect(await leases.inFlight('r')).toBe(1);
    expect(await leases.acquire('r')).toMatchObject({ lease: null });
    expect(await leases.releaseToWaiter('r', first.lease!, undefined, 'job-3')).toBeNull();
    expect(await leases.inFlight('r')).toBe(0);
  });
});

describe('a worker stopping while reads wait parked in it', () => {
  it('hands their batch back, and another worker answers every read', async () => {
    const slow = await hookConnection('Stopping Hook Ltd', '/slow/webhook/stop');
    await pool.stop();
    const first = await startVendorPool(services, { catalogue: testCatalogue(), busyDelayMs: 200, stopGraceMs: 2_000 });
    const calls = Array.from({ length: 2 * BOUND }, () => connectors.reader.read(slow));
    await expect.poll(() => first.parked()).toBe(BOUND); // BOUND calling the vendor, BOUND waiting here
    const second = await startVendorPool(services, { catalogue: testCatalogue(), busyDelayMs: 200 });
    pool = second; // stopped by afterAll
    await first.stop(); // cancels its jobs at once (grace under the hand-back margin): the batch goes back to the queue
    expect(first.parked()).toBe(0);
    const results = await Promise.all(calls);
    // The reads cut off by the stop are answered by the batch's next run, not with the stop's failure.
    expect(results.every((r) => r.ok)).toBe(true);
  }, 30_000);
});
