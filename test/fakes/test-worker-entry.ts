/**
 * A worker process for e2e tests and the bench, built from the real runtime pieces: VendorWorkers
 * (per-vendor queues with global bounds, each call under its vendor's lease: vendorBoundProcessor),
 * rpcRunner (request-reply), createPoolWorker and
 * stopWorkers (hand-back on shutdown). Its handlers call the fake vendor at FAKE_VENDOR_URL.
 *
 * Jobs:
 *  - vendor.<key> rpc jobs {path}: GET FAKE_VENDOR_URL/<path>, reply with the JSON body.
 *  - queue "test.slow" jobs {ms}: sleep, then HINCRBY <prefix>:test:done <jobId> 1.
 *  - queue "bench.qe" jobs {path}: GET, result returned through BullMQ (the bench's baseline).
 */
import { Worker } from 'bullmq';
import { got } from 'got';
import type { RedisClient as Redis } from '../../queues/connection.js';
import { z } from 'zod';
import { loadConfigOrExit } from '../../config/env.js';
import { createRedis } from '../../queues/connection.js';
import { SlotLeases } from '../../queues/leases.js';
import { rpcRunner } from '../../queues/rpc-worker.js';
import { VENDOR_LEASES, vendorBoundProcessor } from '../../queues/vendor-bound.js';
import { VendorWorkers } from '../../queues/vendor-slots.js';
import { createLogger } from '../../src/logger.js';
import { onShutdownSignal } from '../../src/shutdown.js';
import { createPoolWorker, handBackOnCancel, stopWorkers } from '../../workers/pool-workers.js';

const config = loadConfigOrExit();
const vendorUrl = z.url().parse(process.env.FAKE_VENDOR_URL);
const logger = createLogger({ level: config.LOG_LEVEL, name: 'test-worker' });
const connections: Redis[] = [];
const connect = (name: string): Redis => {
  const c = createRedis(config.REDIS_URL, { name, forBullmq: true });
  connections.push(c);
  return c;
};
// Replies go out on an auto-pipelined connection, as the real worker's (services.redis) do.
const publisher = createRedis(config.REDIS_URL, { name: 'publisher', autoPipelining: true });
connections.push(publisher);
const http = got.extend({ timeout: { request: 15_000 }, retry: { limit: 0 }, agent: {} });

const vendorWorkers = new VendorWorkers({
  connect: () => connect('vendor'),
  subscriber: connect('announce'),
  reader: connect('reader'),
  prefix: config.REDIS_PREFIX,
  concurrency: config.WORKER_CONCURRENCY,
  lockDurationMs: config.JOB_LOCK_MS,
  stalledIntervalMs: config.STALLED_CHECK_MS,
  // Under each vendor's lease per call, as the real vendor pool (workers/vendor.ts).
  processor: handBackOnCancel(
    vendorBoundProcessor({
      leases: new SlotLeases({
        redis: publisher,
        prefix: config.REDIS_PREFIX,
        namespace: VENDOR_LEASES,
        limit: config.VENDOR_CONCURRENCY_DEFAULT,
        leaseMs: 17_000,
      }),
      redis: publisher,
      defaultLimit: config.VENDOR_CONCURRENCY_DEFAULT,
      maxBusyDelayMs: 1_000,
      run: rpcRunner({
        payloadSchema: z.object({ path: z.string() }),
        publisher,
        handler: async ({ path }) => http.get(`${vendorUrl}/${path}`).json(),
      }),
    }),
  ),
});
await vendorWorkers.start();

const slow: Worker = createPoolWorker({
  queue: 'test.slow',
  connection: connect('slow'),
  prefix: config.REDIS_PREFIX,
  concurrency: 4,
  lockDurationMs: config.JOB_LOCK_MS,
  stalledIntervalMs: config.STALLED_CHECK_MS,
  logger,
  processor: async (job) => {
    const { ms } = z.object({ ms: z.number() }).parse(job.data);
    await new Promise((r) => setTimeout(r, ms));
    await publisher.hincrby(`${config.REDIS_PREFIX}:test:done`, String(job.id), 1);
  },
});

// Baseline of the bench: BullMQ's own Worker (not the pools' PromptWorker), whose result travels back through BullMQ (QueueEvents).
const qe = new Worker('bench.qe', async (job) => http.get(`${vendorUrl}/${z.object({ path: z.string() }).parse(job.data).path}`).json(), {
  connection: connect('bench-qe'),
  prefix: config.REDIS_PREFIX,
  concurrency: config.WORKER_CONCURRENCY,
  lockDuration: config.JOB_LOCK_MS,
  stalledInterval: config.STALLED_CHECK_MS,
});
qe.on('error', (err) => logger.warn({ queue: 'bench.qe', err: err.message }, 'worker error'));

process.stdout.write('ready\n');
onShutdownSignal(logger, async () => {
  await vendorWorkers.close();
  await stopWorkers([slow, qe, ...vendorWorkers.all()], connections, 9_000);
});
