import { Writable } from 'node:stream';
import type { Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { SMOKE_QUEUE } from '../../queues/smoke.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { enqueueSmokeRun, smokePeriod } from '../../src/connectors/smoke/enqueue.js';
import { SmokeRun } from '../../src/db/entities/smoke-run.js';
import { openServices, type Services } from '../../src/services.js';
import { createPoolWorker, stopWorkers } from '../../workers/pool-workers.js';
import { smokeProcessor, type SmokePoolOptions } from '../../workers/smoke.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { smokeResultSchema } from '../fakes/spec-shapes.js';

/**
 * GET /api/connectors/smoke and the smoke pool: the latest run from Postgres in the spec's shape
 * (checked with a strict zod schema written from the contract, docs/contract.md), 200 from the first request (its own run until the first stored one, which it asks
 * for), at most one run per hour, and a broken connector logged at error level.
 */

const clock = new ManualClock(Date.UTC(2026, 10, 22, 14, 23, 0));
let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
const logLines: Record<string, unknown>[] = [];
let loud: Services;

function smokeWorker(s: Services, opts: SmokePoolOptions = {}): Worker {
  return createPoolWorker({
    queue: SMOKE_QUEUE,
    processor: smokeProcessor(s, opts),
    connection: s.connectRedis('smoke-worker'),
    prefix: env.config.REDIS_PREFIX,
    concurrency: 1,
    lockDurationMs: env.config.JOB_LOCK_MS,
    stalledIntervalMs: env.config.STALLED_CHECK_MS,
    logger: s.logger,
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const runs = () => services.orm.em.fork().count(SmokeRun, {});
const jobDone = (id: string) => until(`job ${id}`, async () => ((await services.queues.get(SMOKE_QUEUE).getJob(id))?.finishedOn ? true : undefined));

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  loud = await openServices(env.config, { name: 'smoke-loud', clock, logger: pino({ level: 'info' }, sink) });
  web = await startWeb(services);
});
afterAll(async () => {
  await web?.close();
  await loud?.close();
  await services?.close();
  await env?.dropAll();
});

describe('GET /api/connectors/smoke', () => {
  it("answers 200 from the first second (its own run before the first stored one, never 503), asks the pool for a run, then shows the stored one in the spec's shape", async () => {
    const before = await http(web.baseUrl, 'GET', '/api/connectors/smoke');
    expect(before.status).toBe(200);
    const first = smokeResultSchema.parse(before.body);
    expect(first.passed).toBe(first.total);
    expect(await runs()).toBe(0);
    const waiting = await services.queues.get(SMOKE_QUEUE).getJobs(['waiting']);
    expect(waiting.map((j) => j.data)).toEqual([{ period: '2026-11-22T14' }]);

    const worker = smokeWorker(services);
    try {
      const res = await until('the first stored smoke result', async () => {
        if ((await runs()) === 0) return undefined;
        const r = await http(web.baseUrl, 'GET', '/api/connectors/smoke');
        return r.status === 200 ? r : undefined;
      });
      const body = smokeResultSchema.parse(res.body);
      expect(body.ran).toBe(new Date(clock.now()).toISOString());
      expect(body.passed).toBe(body.total);
      expect(body.results['shopify']).toEqual({ ok: true, capabilities: { find_customer: true, orders: true, order_status: true, account: true } });

      // Hourly at most: the same hour asked again (another clock, or a direct job) adds no run.
      const again = await enqueueSmokeRun(services.queues, new Date(clock.now() + 20 * 60_000));
      await jobDone(again);
      const direct = await services.queues.enqueue('smoke.run', { period: smokePeriod(new Date(clock.now())) });
      await jobDone(direct);
      expect(await runs()).toBe(1);
      expect((await http(web.baseUrl, 'GET', '/api/connectors/smoke')).body.ran).toBe(body.ran);
    } finally {
      await stopWorkers([worker], [], 2_000);
    }
  });

  it('a broken connector is logged at error level, shown failing, and the result refreshes the next hour', async () => {
    const shopifyOrders = FIXTURES.find((f) => f.connector === 'shopify' && f.capability === 'orders')!;
    const broken = FIXTURES.map((f) => (f === shopifyOrders ? { ...f, reply: { orders: 'not a list' } } : f));
    const worker = smokeWorker(loud, { fixtures: broken });
    try {
      clock.advance(60 * 60_000);
      await jobDone(await enqueueSmokeRun(services.queues, new Date(clock.now())));
      const res = await http(web.baseUrl, 'GET', '/api/connectors/smoke');
      const body = smokeResultSchema.parse(res.body);
      expect(body.ran).toBe('2026-11-22T15:23:00.000Z');
      expect(body.passed).toBe(body.total - 1);
      expect(body.results['shopify']).toEqual({ ok: false, capabilities: { find_customer: true, orders: false, order_status: true, account: true } });
      const loudLine = logLines.find((l) => l['connector'] === 'shopify');
      expect(loudLine).toMatchObject({ level: 50, smoke: 'broken_connector', msg: 'SMOKE RUN: connector shopify is broken' });
      expect(loudLine!['problems']).toEqual([expect.stringMatching(/^orders: the documented reply did not read: /)]);
      expect(logLines.find((l) => l['msg'] === 'smoke run finished with broken connectors')).toMatchObject({ level: 50, broken: 1 });
      expect(await runs()).toBe(2);
    } finally {
      await stopWorkers([worker], [], 2_000);
    }
  });
});
