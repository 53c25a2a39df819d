import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisClient as Redis } from '../../queues/connection.js';
import { closeRedis, createRedis } from '../../queues/connection.js';
import { QueueRegistry } from '../../queues/registry.js';
import { RpcClient } from '../../queues/rpc-client.js';
import { VendorQueues } from '../../queues/vendor-slots.js';
import { startFakeVendor } from '../fakes/fake-vendor.js';
import { createTestEnv, type TestEnv } from '../fakes/infra.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';

let env: TestEnv;
let vendor: Awaited<ReturnType<typeof startFakeVendor>>;
let redis: Redis;
let queues: QueueRegistry;
const spawned: Spawned[] = [];

function startWorker(): Spawned {
  const w = spawnTs('./test-worker-entry.ts', { ...env.env, FAKE_VENDOR_URL: vendor.baseUrl, JOB_LOCK_MS: '1500', STALLED_CHECK_MS: '500' });
  spawned.push(w);
  return w;
}

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await startFakeVendor();
  redis = createRedis(env.config.REDIS_URL, { name: 'e2e', forBullmq: true });
  queues = new QueueRegistry(redis, env.config.REDIS_PREFIX);
});

afterAll(async () => {
  for (const s of spawned) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await queues.close();
  await closeRedis(redis);
  await vendor.close();
  await env.dropAll();
});

describe('worker process shutdown (SIGTERM)', () => {
  it('finishes or hands back every in-flight job within 10 s and loses none', async () => {
    const first = startWorker();
    await first.waitFor(/ready/);
    const q = queues.get('test.slow');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await q.add('slow', { ms: 300 }, { attempts: 1 })).id!);
    const long = (await q.add('slow', { ms: 60_000 }, { attempts: 1 })).id!; // cannot finish in the grace period
    const done = `${env.config.REDIS_PREFIX}:test:done`;
    await expect.poll(async () => Number(await redis.hlen(done)), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    const t0 = Date.now();
    first.child.kill('SIGTERM');
    const exit = await first.exited;
    expect(exit.code).toBe(0);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(['delayed', 'waiting']).toContain(await q.getJobState(long)); // handed back, not failed, not lost

    await q.remove(long);
    const second = startWorker();
    await second.waitFor(/ready/);
    await expect.poll(async () => Number(await redis.hlen(done)), { timeout: 15_000 }).toBe(12);
    const counts = await redis.hgetall(done);
    expect(Object.keys(counts).sort()).toEqual([...ids].sort());
    expect(Object.values(counts).every((n) => n === '1')).toBe(true); // each exactly once here
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});

describe('per-vendor slots when a worker dies', () => {
  it('reclaims the slot held by a killed worker so the vendor is served again', async () => {
    const callers = new VendorQueues(redis, env.config.REDIS_PREFIX, 1);
    const rpc = new RpcClient(createRedis(env.config.REDIS_URL, { name: 'e2e-rpc' }), env.config.REDIS_PREFIX);
    const q = await callers.queue('onevendor', 1); // a single slot
    const doomed = startWorker();
    await doomed.waitFor(/ready/);
    // The caller gives up after 1 s, before the dead worker's 1.5 s lock can expire: once reclaimed, the
    // job is past its deadline and is dropped, not re-run.
    const stuck = rpc.call(q, 'read', { path: 'onevendor/a?delay=30000' }, { timeoutMs: 1_000 });
    await expect.poll(() => vendor.stats.get('onevendor')?.inFlight ?? 0, { timeout: 10_000 }).toBe(1);
    doomed.child.kill('SIGKILL'); // dies holding the only slot
    await doomed.exited;

    const rescuer = startWorker();
    await rescuer.waitFor(/ready/);
    const next = await rpc.call(q, 'read', { path: 'onevendor/b' }, { timeoutMs: 20_000 });
    expect(next).toEqual({ ok: true, value: { ok: true, vendor: 'onevendor' } });
    rescuer.child.kill('SIGTERM');
    await rescuer.exited;
    expect(await stuck).toEqual({ ok: false, reason: 'timeout' });
    expect(vendor.hits.get('/onevendor/a')).toBe(1);
    await rpc.close();
  });
});
