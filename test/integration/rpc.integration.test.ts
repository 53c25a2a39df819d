import { Worker } from 'bullmq';
import type { RedisClient as Redis } from '../../queues/connection.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closeRedis, createRedis } from '../../queues/connection.js';
import { rpcProcessor, rpcRunner } from '../../queues/rpc-worker.js';
import { RpcClient } from '../../queues/rpc-client.js';
import { QueueRegistry } from '../../queues/registry.js';
import { createTestEnv, type TestEnv } from '../fakes/infra.js';

let env: TestEnv;
const conns: Redis[] = [];
const redis = (name: string): Redis => {
  const c = createRedis(env.config.REDIS_URL, { name, forBullmq: true });
  conns.push(c);
  return c;
};
let queues: QueueRegistry;
let client: RpcClient;
let worker: Worker;
const handled: string[] = [];
const dropped: string[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  queues = new QueueRegistry(redis('producer'), env.config.REDIS_PREFIX);
  client = new RpcClient(redis('subscriber'), env.config.REDIS_PREFIX);
  worker = new Worker(
    'rpc-test',
    rpcProcessor({
      payloadSchema: z.object({ word: z.string(), delayMs: z.number().default(0), fail: z.boolean().default(false) }),
      publisher: redis('publisher'),
      handler: async ({ word, delayMs, fail }) => {
        handled.push(word);
        await new Promise((r) => setTimeout(r, delayMs));
        if (fail) throw new Error('handler bug');
        return { echo: word.toUpperCase() };
      },
      onDropped: (job) => dropped.push(String((job.data as { payload: { word: string } }).payload.word)),
    }),
    { connection: redis('worker'), prefix: env.config.REDIS_PREFIX, concurrency: 8 },
  );
  await worker.waitUntilReady();
});

afterAll(async () => {
  await worker.close();
  await client.close();
  await queues.close();
  await Promise.all(conns.map(closeRedis));
  await env.dropAll();
});

const resultSchema = z.object({ echo: z.string() });

describe('queues/rpc request-reply', () => {
  it("returns the worker's answer, checked by the result schema", async () => {
    const out = await client.call(queues.get('rpc-test'), 'echo', { word: 'hello' }, { timeoutMs: 5_000, resultSchema });
    expect(out).toEqual({ ok: true, value: { echo: 'HELLO' } });
    expect(client.inFlight).toBe(0);
  });

  it('answers many concurrent calls each with its own reply', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    const outs = await Promise.all(words.map((word) => client.call(queues.get('rpc-test'), 'echo', { word }, { timeoutMs: 5_000, resultSchema })));
    expect(outs).toEqual(words.map((w) => ({ ok: true, value: { echo: w.toUpperCase() } })));
  });

  it('gives a typed timeout at the deadline and discards the late reply', async () => {
    const started = Date.now();
    const out = await client.call(queues.get('rpc-test'), 'echo', { word: 'slow', delayMs: 600 }, { timeoutMs: 200, resultSchema });
    expect(out).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(550);
    await new Promise((r) => setTimeout(r, 700)); // the late reply arrives and finds nobody waiting
    expect(client.inFlight).toBe(0);
    const next = await client.call(queues.get('rpc-test'), 'echo', { word: 'after' }, { timeoutMs: 5_000, resultSchema });
    expect(next).toEqual({ ok: true, value: { echo: 'AFTER' } });
  });

  it('does not run a job whose caller already gave up', async () => {
    await worker.pause();
    const out = await client.call(queues.get('rpc-test'), 'echo', { word: 'abandoned' }, { timeoutMs: 100 });
    expect(out).toEqual({ ok: false, reason: 'timeout' });
    await worker.resume();
    await expect.poll(() => dropped, { timeout: 5_000 }).toContain('abandoned');
    expect(handled).not.toContain('abandoned');
  });

  it('turns a handler failure or an invalid payload into an error outcome', async () => {
    expect(await client.call(queues.get('rpc-test'), 'echo', { word: 'x', fail: true }, { timeoutMs: 5_000 })).toEqual({
      ok: false,
      reason: 'error',
      message: 'handler failed',
    });
    expect(await client.call(queues.get('rpc-test'), 'echo', { nope: 1 }, { timeoutMs: 5_000 })).toEqual({
      ok: false,
      reason: 'error',
      message: 'invalid payload',
    });
  });

  it("tells the runner's caller the handler has settled before the reply is published, once, on failure too", async () => {
    const answered = new Set<string>();
    const seen: { word: string; answeredYet: boolean }[] = [];
    const run = rpcRunner({
      payloadSchema: z.object({ word: z.string(), fail: z.boolean().default(false) }),
      publisher: redis('publisher-handled'),
      handler: async ({ word, fail }) => {
        if (fail) throw new Error('handler bug');
        return { echo: word };
      },
    });
    const handledWorker = new Worker(
      'rpc-handled',
      (job, _token, signal) => {
        const word = (job.data as { payload: { word: string } }).payload.word;
        return run(job.data, job, signal, () => seen.push({ word, answeredYet: answered.has(word) }));
      },
      { connection: redis('worker-handled'), prefix: env.config.REDIS_PREFIX, concurrency: 4 },
    );
    try {
      const call = async (word: string, fail: boolean) => {
        const out = await client.call(queues.get('rpc-handled'), 'echo', { word, fail }, { timeoutMs: 5_000 });
        answered.add(word);
        return out;
      };
      expect(await call('fine', false)).toEqual({ ok: true, value: { echo: 'fine' } });
      expect(await call('broken', true)).toMatchObject({ ok: false, message: 'handler failed' });
      expect(seen).toEqual([
        { word: 'fine', answeredYet: false },
        { word: 'broken', answeredYet: false },
      ]);
    } finally {
      await handledWorker.close();
    }
  });

  it('turns a reply that fails its schema into an error outcome', async () => {
    const out = await client.call(queues.get('rpc-test'), 'echo', { word: 'x' }, { timeoutMs: 5_000, resultSchema: z.object({ other: z.number() }) });
    expect(out).toEqual({ ok: false, reason: 'error', message: 'reply failed its schema' });
  });
});
