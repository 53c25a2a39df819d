import type { Worker } from 'bullmq';
import type { RedisClient as Redis } from '../queues/connection.js';
import { loadConfigOrExit } from '../config/env.js';
import { onShutdownSignal, SHUTDOWN_GRACE_MS } from '../src/shutdown.js';
import { openServices } from '../src/services.js';
import { checkPostgres, checkRedis } from '../src/services-check.js';
import { startMetricsListener } from '../src/metrics/exposition.js';
import { poolDefinitions, startPoolWorker } from './pools.js';
import { stopWorkers, type BackgroundTask } from './pool-workers.js';
import { runMain } from '../src/startup.js';

/** `worker` process: runs the pools named by WORKER_POOLS (default: all). */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  for (const problem of await Promise.all([checkRedis(config.REDIS_URL, { clusterNodes: config.REDIS_CLUSTER_NODES }), checkPostgres(config.DATABASE_URL)])) {
    if (problem) {
      process.stderr.write(`${problem}\n`);
      process.exit(1);
    }
  }
  const services = await openServices(config, { name: 'worker' });
  const definitions = poolDefinitions(services);
  const workers: Worker[] = [];
  const connections: Redis[] = [];
  const backgrounds: BackgroundTask[] = [];
  for (const pool of config.WORKER_POOLS) {
    const defs = definitions[pool];
    if (!defs) {
      services.logger.info({ pool }, 'pool has nothing to run yet');
      continue;
    }
    for (const def of defs) {
      if ('background' in def) {
        await def.background.start();
        backgrounds.push(def.background);
        continue;
      }
      const { worker, connection } = startPoolWorker(services, def);
      connections.push(connection);
      workers.push(worker);
    }
  }
  // The worker's own metrics (vendor calls, webhooks, safety filter, job durations): its own listener.
  const metricsServer =
    config.WORKER_METRICS_PORT !== undefined
      ? await startMetricsListener({ metrics: services.metrics, token: config.METRICS_TOKEN, port: config.WORKER_METRICS_PORT, logger: services.logger })
      : undefined;
  services.logger.info({ pools: config.WORKER_POOLS, queues: workers.map((w) => w.name), background: backgrounds.map((b) => b.name) }, 'worker started');
  onShutdownSignal(services.logger, async () => {
    metricsServer?.close();
    await Promise.allSettled(backgrounds.map((b) => b.stop()));
    await stopWorkers(workers, connections, SHUTDOWN_GRACE_MS - 1_000);
    await services.close();
  });
}

await runMain('worker', main);
