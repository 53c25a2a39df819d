/**
 * Bench worker process: the real vendor pool (workers/vendor.ts) and the real otp pool
 * (workers/pools.ts), started as workers/main.ts starts them, with one bench-only hook:
 * BENCH_VENDOR_BASES, a JSON object of connector key -> base URL, becomes the vendor pool's
 * `baseUrlOverride`, so fixed-host connectors (Shopify, Eventbrite) are called at loopback fake vendors.
 * Prints "ready" once both pools run.
 */
import type { Worker } from 'bullmq';
import type { RedisClient as Redis } from '../../queues/connection.js';
import { z } from 'zod';
import { loadConfigOrExit } from '../../config/env.js';
import { onShutdownSignal, SHUTDOWN_GRACE_MS } from '../../src/shutdown.js';
import { openServices } from '../../src/services.js';
import { poolDefinitions, startPoolWorker } from '../../workers/pools.js';
import { stopWorkers } from '../../workers/pool-workers.js';
import { VendorPool } from '../../workers/vendor.js';

const config = loadConfigOrExit();
const bases = z.record(z.string(), z.url()).parse(JSON.parse(process.env.BENCH_VENDOR_BASES ?? '{}'));
const services = await openServices(config, { name: 'bench-worker' });

const vendor = new VendorPool(services, { baseUrlOverride: (key) => bases[key] });
await vendor.start();

const workers: Worker[] = [];
const connections: Redis[] = [];
for (const def of poolDefinitions(services).otp ?? []) {
  if (!('queue' in def)) continue;
  const { worker, connection } = startPoolWorker(services, def);
  connections.push(connection);
  workers.push(worker);
}
await Promise.all(workers.map((w) => w.waitUntilReady()));

process.stdout.write('ready\n');
onShutdownSignal(services.logger, async () => {
  await vendor.stop();
  await stopWorkers(workers, connections, SHUTDOWN_GRACE_MS - 1_000);
  await services.close();
});
