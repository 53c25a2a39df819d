import cron from 'node-cron';
import { loadConfigOrExit } from '../config/env.js';
import { closeRedis, createRedis } from '../queues/connection.js';
import { QueueRegistry } from '../queues/registry.js';
import { createLogger } from './logger.js';
import { onShutdownSignal } from './shutdown.js';
import { checkRedis } from './services-check.js';
import { SCHEDULES } from './schedules.js';
import { runMain } from './startup.js';
import { systemClock } from '../config/clock.js';

/**
 * `clock` process: node-cron schedules that only enqueue. Each tick's job carries a deduplication id
 * for its period, so two clocks never double-run a job; one clock is enough, two are harmless.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const problem = await checkRedis(config.REDIS_URL, { clusterNodes: config.REDIS_CLUSTER_NODES });
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'clock' });
  const redis = createRedis(config.REDIS_URL, { name: 'clock', forBullmq: true, clusterNodes: config.REDIS_CLUSTER_NODES });
  const queues = new QueueRegistry(redis, config.REDIS_PREFIX);
  const tasks = SCHEDULES.map((schedule) =>
    cron.schedule(
      schedule.cron,
      async () => {
        try {
          const jobId = await schedule.enqueue(queues, new Date(systemClock.now()));
          logger.info({ schedule: schedule.name, jobId }, 'enqueued');
        } catch (err) {
          logger.error({ schedule: schedule.name, err: (err as Error).message }, 'could not enqueue');
        }
      },
      { timezone: 'UTC', name: schedule.name },
    ),
  );
  logger.info({ schedules: SCHEDULES.map((s) => `${s.name} (${s.cron})`) }, 'clock started');
  onShutdownSignal(logger, async () => {
    // A task's stop() may or may not hand back a promise; every one is waited for.
    await Promise.all(tasks.map((t) => Promise.resolve(t.stop())));
    await queues.close();
    await closeRedis(redis);
  });
}

await runMain('clock', main);
