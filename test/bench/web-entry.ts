/**
 * Bench web process: the real Express front pieces plus three routes that make the same fake-vendor
 * call three ways (env FAKE_VENDOR_URL):
 *   GET /bench/direct  got from the handler (what the architecture forbids; the yardstick)
 *   GET /bench/rpc     queues/rpc.ts over the vendor's own queue (queues/vendor-slots.ts): the real path
 *   GET /bench/qe      plain BullMQ QueueEvents waitUntilFinished, default job options (the baseline of the notes)
 */
import { QueueEvents } from 'bullmq';
import express from 'express';
import { got } from 'got';
import { z } from 'zod';
import { loadConfigOrExit } from '../../config/env.js';
import { rpcWork } from '../../src/http/middleware/rpc-work.js';
import { openServices } from '../../src/services.js';

const config = loadConfigOrExit();
const vendorUrl = z.url().parse(process.env.FAKE_VENDOR_URL);
const services = await openServices(config, { name: 'bench-web', rpc: true });
const http = got.extend({ timeout: { request: 15_000 }, retry: { limit: 0 } });
const vendorQueue = await services.vendorQueues.queue('bench', 200);
const qeQueue = services.queues.get('bench.qe');
const queueEvents = new QueueEvents('bench.qe', { connection: services.connectRedis('qe-events'), prefix: config.REDIS_PREFIX });
queueEvents.setMaxListeners(10_000);
await queueEvents.waitUntilReady();

const app = express();
app.use(rpcWork(services.rpc)); // as the service's front counts its requests (src/app.ts)
app.get('/bench/direct', async (_req, res) => {
  res.json(await http.get(`${vendorUrl}/bench/x`).json());
});
app.get('/bench/rpc', async (_req, res) => {
  const out = await services.rpc!.call(vendorQueue, 'read', { path: 'bench/x' }, { timeoutMs: 15_000 });
  if (out.ok) res.json(out.value);
  else res.status(503).json({ success: false, system_error: true });
});
app.get('/bench/qe', async (_req, res) => {
  const job = await qeQueue.add('read', { path: 'bench/x' }, { removeOnComplete: { age: 60, count: 2_000 } });
  res.json(await job.waitUntilFinished(queueEvents, 15_000));
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const addr = server.address();
  process.stdout.write(`listening ${typeof addr === 'object' && addr ? addr.port : ''}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void queueEvents
    .close()
    .then(() => services.close())
    .then(() => process.exit(0));
});
