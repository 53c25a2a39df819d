import type { Worker } from 'bullmq';
import type { RedisClient as Redis } from '../../queues/connection.js';
import type { Services } from '../../src/services.js';
import { OutboxRelay, type OutboxRelayOptions } from '../../workers/outbox.js';
import { createPoolWorker, stopWorkers } from '../../workers/pool-workers.js';
import { webhookPool, type WebhookPool, type WebhookPoolSettings } from '../../workers/webhooks.js';

export interface RunningWebhookWorkers {
  relay: OutboxRelay;
  pool: WebhookPool;
  stop(): Promise<void>;
}

/**
 * The outbox and webhooks pools of one in-test worker, built from the same pieces as workers/main.ts
 * (OutboxRelay, webhookPool, createPoolWorker), with short timings a test can choose.
 */
export async function startWebhookWorkers(
  services: Services,
  opts: { settings?: Partial<WebhookPoolSettings>; relay?: OutboxRelayOptions; concurrency?: number } = {},
): Promise<RunningWebhookWorkers> {
  const relay = new OutboxRelay(services, { pollMs: 200, ...opts.relay });
  const pool = webhookPool(services, opts.settings);
  const workers: Worker[] = [];
  const connections: Redis[] = [];
  for (const def of pool.definitions) {
    const connection = services.connectRedis(`test-worker:${def.queue}`);
    connections.push(connection);
    workers.push(
      createPoolWorker({
        queue: def.queue,
        processor: def.processor,
        connection,
        prefix: services.config.REDIS_PREFIX,
        concurrency: opts.concurrency ?? services.config.WORKER_CONCURRENCY,
        lockDurationMs: 30_000,
        stalledIntervalMs: 30_000,
        logger: services.logger,
        metrics: services.metrics,
      }),
    );
  }
  await relay.start();
  return {
    relay,
    pool,
    async stop() {
      await relay.stop();
      await stopWorkers(workers, connections, 4_000);
      pool.close();
    },
  };
}
