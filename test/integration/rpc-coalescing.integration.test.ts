import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import express from 'express';
import { z } from 'zod';
import type { RedisClient as Redis } from '../../queues/connection.js';
import { closeRedis, createRedis } from '../../queues/connection.js';
import { RPC_GATHER_TURNS, RpcClient, type RpcOutcome } from '../../queues/rpc-client.js';
import { SlotLeases } from '../../queues/leases.js';
import { VENDOR_LEASES } from '../../queues/vendor-bound.js';
import { VendorQueues, vendorQueueName } from '../../queues/vendor-slots.js';
import { startFakeVendor } from '../fakes/fake-vendor.js';
import { closeServer, createTestEnv, listen, type TestEnv } from '../fakes/infra.js';
import { rpcWork } from '../../src/http/middleware/rpc-work.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';

/**
 * Coalesced request-reply against the real worker code (test-worker-entry: per-vendor queues served by
 * vendorBoundProcessor and rpcRunner, in a process of its own) and a real HTTP vendor on 127.0.0.1:
 * calls to one queue that start in one turn travel as one job, each part keeps its own deadline, bound
 * and reply.
 */

let env: TestEnv;
let vendor: Awaited<ReturnType<typeof startFakeVendor>>;
let redis: Redis;
let callers: VendorQueues;
let client: RpcClient;
const spawned: Spawned[] = [];

function startWorker(): Spawned {
  const w = spawnTs('./test-worker-entry.ts', { ...env.env, FAKE_VENDOR_URL: vendor.baseUrl, JOB_LOCK_MS: '1500', STALLED_CHECK_MS: '500' });
  spawned.push(w);
  return w;
}

/** Jobs ever added to a vendor's queue (BullMQ's id counter). */
const jobsAdded = async (vendorKey: string): Promise<number> => Number((await redis.get(`${env.config.REDIS_PREFIX}:${vendorQueueName(vendorKey)}:id`)) ?? 0);
const leasesHeld = (vendorKey: string): Promise<number> => redis.zcard(`${env.config.REDIS_PREFIX}:${VENDOR_LEASES}:${vendorQueueName(vendorKey)}`);
const answer = z.object({ ok: z.literal(true), vendor: z.string() });
const ok = (vendorKey: string): RpcOutcome<unknown> => ({ ok: true, value: { ok: true, vendor: vendorKey } });
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `count` calls to a vendor's queue started `gap` turns of the event loop apart, all answered: the jobs they took. */
async function jobsForCallsApart(vendorKey: string, gap: number, count: number): Promise<number> {
  const q = await callers.queue(vendorKey, 50);
  const before = await jobsAdded(vendorKey);
  const calls: Promise<RpcOutcome<unknown>>[] = [];
  for (let i = 0; i < count; i++) {
    calls.push(client.call(q, 'read', { path: `${vendorKey}/${gap}-${i}` }, { timeoutMs: 5_000 }));
    for (let t = 0; t < gap; t++) await turn();
  }
  expect(await Promise.all(calls)).toEqual(Array.from({ length: count }, () => ok(vendorKey)));
  return (await jobsAdded(vendorKey)) - before;
}

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await startFakeVendor();
  redis = createRedis(env.config.REDIS_URL, { name: 'coalescing', forBullmq: true });
  callers = new VendorQueues(redis, env.config.REDIS_PREFIX, 8);
  client = new RpcClient(createRedis(env.config.REDIS_URL, { name: 'coalescing-rpc' }), env.config.REDIS_PREFIX);
  await startWorker().waitFor(/ready/);
});

afterAll(async () => {
  for (const s of spawned) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(spawned.map((s) => s.exited));
  await client.close();
  await callers.close();
  await closeRedis(redis);
  await vendor.close();
  await env.dropAll();
});

describe('coalesced request-reply', () => {
  it('sends the calls of one turn to one queue, from different callers and endpoints, as one job, each answered on its own', async () => {
    const q = await callers.queue('together', 50);
    const before = await jobsAdded('together');
    // Two "requests" and an endpoint, each starting its calls in the same turn.
    const read = client.endpoint({
      job: 'read',
      result: answer,
      timeoutMs: 5_000,
      route: () => ({ queue: q }),
      failed: () => ({ ok: true as const, vendor: 'failed' }),
    });
    const first = Array.from({ length: 6 }, (_, i) => client.call(q, 'read', { path: `together/a${i}` }, { timeoutMs: 5_000 }));
    const second = Array.from({ length: 6 }, (_, i) => client.call(q, 'read', { path: `together/b${i}` }, { timeoutMs: 5_000 }));
    const third = Array.from({ length: 3 }, (_, i) => read({ path: `together/c${i}` }));
    expect(await Promise.all([...first, ...second])).toEqual(Array.from({ length: 12 }, () => ok('together')));
    expect(await Promise.all(third)).toEqual(Array.from({ length: 3 }, () => ({ ok: true, vendor: 'together' })));
    expect((await jobsAdded('together')) - before).toBe(1);
    for (const path of ['a0', 'a5', 'b3', 'c2']) expect(vendor.hits.get(`/together/${path}`)).toBe(1);
    // A call alone in its turn goes as a job of its own, at once.
    expect(await client.call(q, 'read', { path: 'together/alone' }, { timeoutMs: 5_000 })).toEqual(ok('together'));
    expect((await jobsAdded('together')) - before).toBe(2);
    await expect.poll(() => leasesHeld('together')).toBe(0); // every lease went back
  });

  it('while other work is in hand, lets calls that start a few turns apart share a job; with none, each goes at the end of its turn', async () => {
    const jobsFor = (gap: number): Promise<number> => jobsForCallsApart('turns', gap, 4);
    expect(await jobsFor(2)).toBe(4); // nothing else in hand: one job per call
    const requests = [client.atWork(), client.atWork()];
    expect(await jobsFor(2)).toBe(1); // the four started within RPC_GATHER_TURNS turns of the first
    expect(await jobsFor(RPC_GATHER_TURNS)).toBe(4); // each one past the window of the one before
    for (const done of requests) done();
    requests[0]!(); // ending work twice counts once
    expect(await jobsFor(2)).toBe(4);
    await expect.poll(() => leasesHeld('turns')).toBe(0);
  });

  it('counts each HTTP request the front is serving as work in hand (rpcWork), until its answer is sent', async () => {
    const q = await callers.queue('requests', 50);
    // Each request waits until both have come, then calls `n` turns later.
    let arrived = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const app = express();
    app.use(rpcWork(client));
    app.get('/call/:n', async (req, res) => {
      if (++arrived === 2) release();
      await gate;
      for (let t = 0; t < Number(req.params.n); t++) await turn();
      res.json(await client.call(q, 'read', { path: `requests/${req.params.n}` }, { timeoutMs: 5_000 }));
    });
    const server = createServer(app);
    const base = await listen(server);
    try {
      const get = async (n: number): Promise<unknown> => (await fetch(`${base}/call/${n}`)).json();
      const before = await jobsAdded('requests');
      expect(await Promise.all([get(0), get(3)])).toEqual([ok('requests'), ok('requests')]);
      expect((await jobsAdded('requests')) - before).toBe(1); // two requests in hand: the calls 3 turns apart shared a job
      // Both answered, the work in hand is none again: calls 3 turns apart go one job each.
      expect(await jobsForCallsApart('requests', 3, 2)).toBe(2);
    } finally {
      await closeServer(server);
    }
  });

  it("keeps each part's own timeout: a slow part times out at its deadline while the others of its job answer", async () => {
    const q = await callers.queue('deadlines', 50);
    const before = await jobsAdded('deadlines');
    const started = Date.now();
    const slow = client.call(q, 'read', { path: 'deadlines/slow?delay=1200' }, { timeoutMs: 300 });
    const fast = client.call(q, 'read', { path: 'deadlines/fast' }, { timeoutMs: 5_000 });
    expect(await fast).toEqual(ok('deadlines'));
    expect(await slow).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await jobsAdded('deadlines')) - before).toBe(1);
  });

  it('answers a fast part of a job as soon as its reply comes, without waiting for a slow part of the same job', async () => {
    const q = await callers.queue('mixed', 50);
    const before = await jobsAdded('mixed');
    const started = Date.now();
    const at = (p: Promise<RpcOutcome<unknown>>): Promise<{ outcome: RpcOutcome<unknown>; ms: number }> =>
      p.then((outcome) => ({ outcome, ms: Date.now() - started }));
    const slow = at(client.call(q, 'read', { path: 'mixed/slow?delay=1000' }, { timeoutMs: 5_000 }));
    const fast = at(client.call(q, 'read', { path: 'mixed/fast' }, { timeoutMs: 5_000 }));
    const [f, s] = await Promise.all([fast, slow]);
    expect([f.outcome, s.outcome]).toEqual([ok('mixed'), ok('mixed')]);
    expect((await jobsAdded('mixed')) - before).toBe(1); // one job carried both
    expect(s.ms).toBeGreaterThanOrEqual(1_000);
    expect(f.ms).toBeLessThan(s.ms - 500);
  });

  it("holds a vendor's bound per call: parts that find it full wait parked in their job and are answered, the bound never exceeded", async () => {
    const q = await callers.queue('bounded', 3);
    const other = await callers.queue('unbounded', 50);
    const before = await jobsAdded('bounded');
    const t0 = Date.now();
    const calls = Array.from({ length: 10 }, (_, i) => client.call(q, 'read', { path: `bounded/${i}?delay=250` }, { timeoutMs: 10_000 }));
    await expect.poll(() => vendor.stats.get('bounded')?.inFlight ?? 0, { timeout: 5_000 }).toBe(3);
    // While the bounded vendor is full, another vendor's call is not held up.
    const otherStarted = Date.now();
    expect(await client.call(other, 'read', { path: 'unbounded/x' }, { timeoutMs: 5_000 })).toEqual(ok('unbounded'));
    expect(Date.now() - otherStarted).toBeLessThan(250);
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 10 }, () => ok('bounded')));
    expect((await jobsAdded('bounded')) - before).toBe(1); // all ten travelled in one job
    expect(vendor.stats.get('bounded')!.maxInFlight).toBe(3);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(4 * 250 - 50); // ten calls three at a time: four rounds
    await expect.poll(() => leasesHeld('bounded')).toBe(0);
  });

  it('finishes a job whose worker is stopped (SIGTERM) mid-job within its grace, every part answered', async () => {
    const q = await callers.queue('stopped', 2);
    const calls = Array.from({ length: 4 }, (_, i) => client.call(q, 'read', { path: `stopped/${i}?delay=600` }, { timeoutMs: 10_000 }));
    await expect.poll(() => vendor.stats.get('stopped')?.inFlight ?? 0, { timeout: 5_000 }).toBe(2);
    const stopping = spawned.at(-1)!;
    stopping.child.kill('SIGTERM');
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 4 }, () => ok('stopped')));
    expect((await stopping.exited).code).toBe(0);
    expect(vendor.stats.get('stopped')!.maxInFlight).toBe(2);
    for (let i = 0; i < 4; i++) expect(vendor.hits.get(`/stopped/${i}`)).toBe(1);
    await startWorker().waitFor(/ready/);
  });

  it('answers the parts of a job whose worker was killed mid-job after a worker starts again, within the bound', async () => {
    const q = await callers.queue('killed', 2);
    const calls = Array.from({ length: 4 }, (_, i) => client.call(q, 'read', { path: `killed/${i}?delay=1000` }, { timeoutMs: 12_000 }));
    await expect.poll(() => vendor.stats.get('killed')?.inFlight ?? 0, { timeout: 5_000 }).toBe(2);
    const doomed = spawned.at(-1)!;
    doomed.child.kill('SIGKILL'); // dies mid-job: two parts at the vendor, two parked
    await doomed.exited;
    // The dead worker's two calls end at the vendor; from then on the bound is watched afresh.
    await expect.poll(() => vendor.stats.get('killed')?.inFlight ?? 0, { timeout: 5_000 }).toBe(0);
    vendor.stats.get('killed')!.maxInFlight = 0;
    await startWorker().waitFor(/ready/);
    // The job is taken up again once its lock has expired; the parts keep their leases (lease id = call id).
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 4 }, () => ok('killed')));
    expect(vendor.stats.get('killed')!.maxInFlight).toBeLessThanOrEqual(2);
    for (let i = 0; i < 4; i++) expect(vendor.hits.get(`/killed/${i}`)).toBeLessThanOrEqual(2);
    expect(vendor.hits.get('/killed/2')).toBe(1); // a part that was parked ran once, after the restart
    await expect.poll(() => leasesHeld('killed')).toBe(0);
  });
});

describe('vendor leases taken many at once', () => {
  it('takes as many as the bound has room for, in order; a holder keeps its lease; releases free them together', async () => {
    const leases = new SlotLeases({ redis, prefix: env.config.REDIS_PREFIX, namespace: 'test:many', limit: 3, leaseMs: 10_000 });
    const first = await leases.acquireMany('r', ['a', 'b', 'c', 'd']);
    expect([...first.taken]).toEqual(['a', 'b', 'c']);
    expect(first.oldestAgeMs).toBeGreaterThanOrEqual(0);
    // 'a' holds its lease already (a job run again): it keeps it; 'd' still finds the bound full.
    expect([...(await leases.acquireMany('r', ['a', 'd'])).taken]).toEqual(['a']);
    expect(await leases.inFlight('r')).toBe(3);
    await leases.releaseMany('r', ['a', 'b']);
    expect([...(await leases.acquireMany('r', ['d', 'e', 'f'])).taken]).toEqual(['d', 'e']);
    expect(await leases.inFlight('r')).toBe(3);
  });
});
