import { Queue, Worker, type Job, type WorkerOptions } from 'bullmq';
import { Redis as IORedis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, createRedis, type RedisClient as Redis } from '../../queues/connection.js';
import { PromptWorker } from '../../queues/prompt-worker.js';
import { startOwnRedis, type OwnStore } from '../fakes/own-stores.js';

/**
 * The pools' PromptWorker (queues/prompt-worker.ts) against BullMQ's own Worker, on a Redis of this
 * file's own, watched with MONITOR: a job that arrives alone starts before any further fetch and costs
 * one fetch (moveToActive) and one wait for the marker (BZPOPMIN), against BullMQ's three and two; jobs
 * in bursts, over two workers of one queue, and delayed, all run and none waits for a block timeout.
 */
let store: OwnStore;
const opened: Redis[] = [];

const connect = (name: string): Redis => {
  const c = createRedis(store.url, { name, forBullmq: true });
  opened.push(c);
  return c;
};

beforeAll(async () => {
  store = await startOwnRedis();
});
afterAll(async () => {
  await Promise.allSettled(opened.map(closeRedis));
  await store?.destroy();
});

/** A worker of one kind: BullMQ's own, or the pools' PromptWorker. */
type WorkerClass = new (queue: string, processor: (job: Job) => Promise<void>, opts: WorkerOptions) => Worker;

/**
 * What the server saw, in order: each job added to `queue`, each fetch (moveToActive), each clearing of
 * an idle marker (the PromptWorker's four-key script), each wait for its marker (BZPOPMIN) and each
 * processor's mark (an INCR of its job's key).
 */
async function watch(queue: string): Promise<{ seen: string[]; stop: () => Promise<void> }> {
  const client = new IORedis(store.url);
  const monitor = await client.monitor();
  const seen: string[] = [];
  monitor.on('monitor', (_time: string, args: string[]) => {
    const [cmd, , keys, first] = args;
    if (cmd?.toLowerCase() === 'evalsha' && first === `bull:${queue}:wait`) {
      if (keys === '9') seen.push('add');
      if (keys === '11') seen.push('fetch');
      if (keys === '4') seen.push('clear');
    }
    if (cmd?.toLowerCase() === 'bzpopmin' && args[1] === `bull:${queue}:marker`) seen.push('wait');
    if (cmd?.toLowerCase() === 'incr' && args[1]?.startsWith(`mark:${queue}:`)) seen.push('run');
  });
  return {
    seen,
    stop: async () => {
      monitor.disconnect();
      await client.quit();
    },
  };
}

/**
 * Adds `batches` of jobs to `queue` (each batch in one addBulk, once the batch before has finished)
 * for a worker of `Kind`; what MONITOR saw from the first batch on (a first job runs before, unwatched).
 */
async function runBatches(Kind: WorkerClass, queue: string, batches: number[], concurrency = 32): Promise<string[]> {
  const marker = connect(`${queue}-marks`);
  const done = new Map<string, () => void>();
  const worker = new Kind(
    queue,
    async (job: Job) => {
      await marker.incr(`mark:${queue}:${job.id}`);
      done.get(String(job.id))?.();
    },
    { connection: connect(`${queue}-worker`), concurrency },
  );
  await worker.waitUntilReady();
  const q = new Queue(queue, { connection: connect(`${queue}-queue`) });
  let watching: Awaited<ReturnType<typeof watch>> | null = null;
  let id = 0;
  for (const [i, size] of [1, ...batches].entries()) {
    if (i === 1) watching = await watch(queue); // after one job, so that the worker's first start is not counted
    const jobs = Array.from({ length: size }, () => ({ name: 'job', data: {}, opts: { jobId: `job-${++id}`, removeOnComplete: true } }));
    await Promise.all([...jobs.map((j) => new Promise<void>((resolve) => done.set(j.opts.jobId, resolve))), q.addBulk(jobs)]);
    await new Promise((r) => setTimeout(r, 50)); // the worker settles back into waiting
  }
  await watching!.stop();
  await worker.close();
  await q.close();
  return watching!.seen.slice(watching!.seen.indexOf('add'));
}

/** Per job, the fetches the server saw between its add and its processor's first command. */
function fetchesBeforeRun(seen: string[]): number[] {
  const out: number[] = [];
  let fetches: number | null = null;
  for (const e of seen) {
    if (e === 'add') fetches = 0;
    else if (e === 'fetch' && fetches !== null) fetches++;
    else if (e === 'run' && fetches !== null) {
      out.push(fetches);
      fetches = null;
    }
  }
  return out;
}

describe('PromptWorker', () => {
  it('runs a job that arrives alone on the fetch that found it, with one fetch and one wait for it', async () => {
    const lone = [1, 1, 1, 1, 1, 1];
    const plain = await runBatches(Worker, 'plain', lone);
    const prompt = await runBatches(PromptWorker, 'prompt', lone);
    // BullMQ's Worker often fetches once more (and waits for its empty answer) before a lone job runs;
    // the PromptWorker runs it on the fetch that found it.
    expect(fetchesBeforeRun(plain)).toHaveLength(6);
    expect(Math.max(...fetchesBeforeRun(plain))).toBe(2);
    expect(fetchesBeforeRun(prompt)).toEqual([1, 1, 1, 1, 1, 1]);
    const count = (seen: string[], e: string): number => seen.filter((x) => x === e).length;
    // BullMQ's: the fetch that finds a job sets the marker back, so its next wait returns at once and
    // fetches nothing: three fetches and two waits a job. The PromptWorker clears that marker first.
    expect(count(plain, 'fetch')).toBe(18);
    expect(count(plain, 'wait')).toBe(12);
    expect(count(plain, 'clear')).toBe(0);
    expect(count(prompt, 'fetch')).toBe(6);
    expect(count(prompt, 'wait')).toBe(6);
    // After each job's one fetch: its processor's mark, and the next wait behind its clearing.
    const perJob = prompt
      .filter((e) => e !== 'add')
      .join(' ')
      .split('fetch')
      .slice(1)
      .map((x) => x.trim().split(' ').sort().join(' '));
    expect(perJob).toEqual(Array(6).fill('clear run wait'));
  });

  it('asks Redis for the next job once its slots were full when it found one (concurrency 1)', async () => {
    const count = (seen: string[], e: string): number => seen.filter((x) => x === e).length;
    const lone = [1, 1, 1, 1];
    const plain = await runBatches(Worker, 'plain-one', lone, 1);
    const prompt = await runBatches(PromptWorker, 'prompt-one', lone, 1);
    expect(count(prompt, 'run')).toBe(4);
    // A full worker makes no fetch right after the one that found a job: the job's end asks Redis for
    // the next (moveToFinished) as BullMQ's does; only the wait after it no longer wakes for nothing.
    expect(fetchesBeforeRun(prompt)).toEqual(fetchesBeforeRun(plain));
    expect(count(plain, 'fetch')).toBe(8);
    expect(count(plain, 'wait')).toBe(8);
    expect(count(prompt, 'fetch')).toBe(4);
    expect(count(prompt, 'wait')).toBe(4);
  });

  it('fetches a burst one job after another, with one wait for the marker more than BullMQ’s Worker', async () => {
    const count = (seen: string[], e: string): number => seen.filter((x) => x === e).length;
    const plain = await runBatches(Worker, 'plain-burst', [20]);
    const prompt = await runBatches(PromptWorker, 'prompt-burst', [20]);
    expect(count(prompt, 'run')).toBe(20);
    expect(count(prompt, 'fetch')).toBeLessThanOrEqual(count(plain, 'fetch'));
    expect(count(prompt, 'wait')).toBeLessThanOrEqual(count(plain, 'wait') + 1);
  });

  it('runs a delayed job when it is due, and does not spin while one is far off', async () => {
    const queue = 'delayed';
    const ran = new Map<string, number>();
    const worker = new PromptWorker(queue, async (job: Job) => void ran.set(String(job.id), performance.now()), {
      connection: connect('delayed-worker'),
      concurrency: 4,
      drainDelay: 30,
    });
    await worker.waitUntilReady();
    const q = new Queue(queue, { connection: connect('delayed-queue') });
    await q.add('now', {}, { jobId: 'now', removeOnComplete: true });
    while (!ran.has('now')) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50)); // waiting again, its marker cleared
    const added = performance.now();
    await q.add('later', {}, { jobId: 'later', delay: 300, removeOnComplete: true });
    await q.add('soon', {}, { jobId: 'soon', removeOnComplete: true });
    const deadline = performance.now() + 10_000;
    while (!ran.has('later') && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(ran.get('soon')! - added).toBeLessThan(1_000);
    // Due after 300 ms; a worker blind to it would wait out its drainDelay (30 s).
    expect(ran.get('later')! - added).toBeGreaterThanOrEqual(300);
    expect(ran.get('later')! - added).toBeLessThan(2_000);
    // A job due after the worker's wait would end (30 s here) leaves that wait blocking.
    await q.add('far', {}, { jobId: 'far', delay: 60_000, removeOnComplete: true });
    await new Promise((r) => setTimeout(r, 50));
    const watching = await watch(queue);
    await new Promise((r) => setTimeout(r, 300));
    await watching.stop();
    expect(watching.seen.filter((e) => e === 'wait').length).toBeLessThanOrEqual(1);
    await worker.close();
    await q.close();
  });

  it('runs every job of bursts and lone arrivals over two workers of one queue, none left for the block timeout', async () => {
    const queue = 'bursts';
    const started = new Map<string, number>();
    const processor = async (job: Job): Promise<void> => {
      started.set(String(job.id), performance.now());
      await new Promise((r) => setTimeout(r, Number(job.data.ms)));
    };
    // A worker whose wait for the marker went unanswered would sit out drainDelay (30 s) before fetching.
    const workers = ['a', 'b'].map((n) => new PromptWorker(queue, processor, { connection: connect(`bursts-${n}`), concurrency: 4, drainDelay: 30 }));
    await Promise.all(workers.map((w) => w.waitUntilReady()));
    const q = new Queue(queue, { connection: connect('bursts-queue') });
    const added = new Map<string, number>();
    let id = 0;
    for (const burst of [1, 1, 7, 1, 3, 20, 1, 1, 12, 2, 1, 30, 1]) {
      const jobs = Array.from({ length: burst }, () => ({ name: 'b', data: { ms: id % 3 }, opts: { jobId: `burst-${++id}`, removeOnComplete: true } }));
      for (const j of jobs) added.set(j.opts.jobId, performance.now());
      await q.addBulk(jobs);
      await new Promise((r) => setTimeout(r, id % 2 === 0 ? 0 : 40));
    }
    const deadline = performance.now() + 20_000;
    while (started.size < id && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(started.size).toBe(id);
    const longestWaitMs = Math.max(...[...added].map(([jobId, at]) => started.get(jobId)! - at));
    expect(longestWaitMs).toBeLessThan(10_000);
    expect(await q.getWaitingCount()).toBe(0);
    await Promise.all(workers.map((w) => w.close()));
    await q.close();
  });
});
