import type { Worker } from 'bullmq';
import { got } from 'got';
import type { RedisClient as Redis } from '../../queues/connection.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closeRedis, createRedis } from '../../queues/connection.js';
import { SlotLeases } from '../../queues/leases.js';
import { rpcRunner } from '../../queues/rpc-worker.js';
import { VENDOR_LEASES, vendorBoundProcessor } from '../../queues/vendor-bound.js';
import { RpcClient } from '../../queues/rpc-client.js';
import { VendorQueues, VendorWorkers, vendorQueueName } from '../../queues/vendor-slots.js';
import { startFakeVendor } from '../fakes/fake-vendor.js';
import { createTestEnv, type TestEnv } from '../fakes/infra.js';

let env: TestEnv;
let vendor: Awaited<ReturnType<typeof startFakeVendor>>;
const conns: Redis[] = [];
const redis = (name: string): Redis => {
  const c = createRedis(env.config.REDIS_URL, { name, forBullmq: true });
  conns.push(c);
  return c;
};
let callers: VendorQueues;
let client: RpcClient;
const pools: VendorWorkers[] = [];

/** One "worker process": its own connections and VendorWorkers, concurrency 20 per vendor. */
async function startPool(): Promise<VendorWorkers> {
  const publisher = redis('publisher');
  const pool = new VendorWorkers({
    connect: () => redis('vendor-worker'),
    subscriber: redis('announce'),
    reader: redis('reader'),
    prefix: env.config.REDIS_PREFIX,
    concurrency: 20,
    lockDurationMs: 5_000,
    stalledIntervalMs: 5_000,
    // As the vendor pool serves them (workers/vendor.ts): the calls of one job each under a vendor lease.
    processor: vendorBoundProcessor({
      leases: new SlotLeases({ redis: publisher, prefix: env.config.REDIS_PREFIX, namespace: VENDOR_LEASES, limit: 8, leaseMs: 20_000 }),
      redis: publisher,
      defaultLimit: 8,
      maxBusyDelayMs: 1_000,
      run: rpcRunner({
        payloadSchema: z.object({ path: z.string() }),
        publisher,
        handler: async ({ path }) => got.get(`${vendor.baseUrl}/${path}`).json(),
      }),
    }),
  });
  await pool.start();
  pools.push(pool);
  return pool;
}

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await startFakeVendor();
  callers = new VendorQueues(redis('callers'), env.config.REDIS_PREFIX, 8);
  client = new RpcClient(redis('rpc-sub'), env.config.REDIS_PREFIX);
  await startPool();
  await startPool(); // two "processes" competing for the same vendor queues
});

afterAll(async () => {
  for (const p of pools) {
    await p.close();
    await Promise.all(p.all().map((w: Worker) => w.close()));
  }
  await client.close();
  await callers.close();
  await Promise.all(conns.map(closeRedis));
  await vendor.close();
  await env.dropAll();
});

describe('queues/vendor-slots', () => {
  it('validates vendor keys', () => {
    expect(vendorQueueName('shopify')).toBe('vendor.shopify');
    expect(() => vendorQueueName('../etc')).toThrow();
  });

  it('holds at most N calls in flight to one vendor across two worker pools under 4x oversubscription, while another vendor is not held up', async () => {
    const slow = await callers.queue('slowvendor', 4);
    const fast = await callers.queue('fastvendor', 4);
    await expect.poll(() => pools.every((p) => p.vendors().includes('slowvendor') && p.vendors().includes('fastvendor'))).toBe(true);

    const slowCalls = Array.from({ length: 16 }, () => client.call(slow, 'read', { path: 'slowvendor/x?delay=400' }, { timeoutMs: 10_000 }));
    await expect.poll(() => vendor.stats.get('slowvendor')?.inFlight ?? 0).toBe(4);
    const t0 = Date.now();
    const fastOut = await Promise.all(Array.from({ length: 4 }, () => client.call(fast, 'read', { path: 'fastvendor/y' }, { timeoutMs: 10_000 })));
    const fastMs = Date.now() - t0;
    const slowOut = await Promise.all(slowCalls);

    expect(fastOut.every((o) => o.ok)).toBe(true);
    expect(fastMs).toBeLessThan(400); // did not wait behind the slow vendor's 4 rounds of 400 ms
    expect(slowOut.every((o) => o.ok)).toBe(true);
    expect(vendor.stats.get('slowvendor')).toMatchObject({ maxInFlight: 4, served: 16 });
  });

  it('starts workers for a vendor announced after the pools started', async () => {
    const later = await callers.queue('latecomer', 2);
    const out = await client.call(later, 'read', { path: 'latecomer/z' }, { timeoutMs: 10_000 });
    expect(out).toEqual({ ok: true, value: { ok: true, vendor: 'latecomer' } });
  });
});
