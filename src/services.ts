import type { RedisClient as Redis } from '../queues/connection.js';
import { systemClock, type Clock } from '../config/clock.js';
import type { Config } from '../config/env.js';
import { closeRedis, createRedis } from '../queues/connection.js';
import { QueueRegistry } from '../queues/registry.js';
import { RpcClient } from '../queues/rpc-client.js';
import { VendorQueues } from '../queues/vendor-slots.js';
import { SecretBox } from './crypto/secret-box.js';
import { openOrm, type Orm } from './db/orm.js';
import { createLogger, type Logger } from './logger.js';
import { Metrics } from './metrics/metrics.js';
import { ActivityLog } from './activity/log.js';
import { TenantConfigEpochs } from './tenants/config-epochs.js';
import { TenantService } from './tenants/tenants.js';

/** What a process builds once in its entry and passes down. Nothing here is created at import time. */
export interface Services {
  readonly config: Config;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly orm: Orm;
  /** Shared non-blocking connection (queue producers, counters, publishing replies). */
  readonly redis: Redis;
  readonly box: SecretBox;
  readonly queues: QueueRegistry;
  readonly vendorQueues: VendorQueues;
  readonly tenants: TenantService;
  /** The tenants' configuration epochs: call `changed` after committing a change to what bot calls read of a tenant. */
  readonly configEpochs: TenantConfigEpochs;
  /** Request-reply caller; present in processes opened with `rpc: true`. */
  readonly rpc: RpcClient | undefined;
  /** This process's Prometheus metrics (its own Registry). */
  readonly metrics: Metrics;
  /** The tenants' activity log, written in batches off the request path. */
  readonly activity: ActivityLog;
  /** Opens another Redis connection owned by the caller (workers need their own). */
  connectRedis(name: string, opts?: { forBullmq?: boolean }): Redis;
  close(): Promise<void>;
}

export interface OpenServicesOptions {
  /** Process name in logs and Redis CLIENT LIST. */
  name: string;
  clock?: Clock;
  logger?: Logger;
  /** Open a request-reply caller (web processes). Default false. */
  rpc?: boolean;
  /** This process's metrics. Default a new Registry named after the process. */
  metrics?: Metrics;
}

export async function openServices(config: Config, opts: OpenServicesOptions): Promise<Services> {
  const logger = opts.logger ?? createLogger({ level: config.LOG_LEVEL, name: opts.name });
  const clock = opts.clock ?? systemClock;
  const owned: Redis[] = [];
  const connectRedis = (name: string, o: { forBullmq?: boolean } = {}): Redis => {
    const client = createRedis(config.REDIS_URL, { name: `${opts.name}:${name}`, forBullmq: o.forBullmq ?? true, clusterNodes: config.REDIS_CLUSTER_NODES });
    client.on('error', (err: Error) => logger.warn({ err: err.message, connection: name }, 'redis connection error'));
    owned.push(client);
    return client;
  };
  const redis = createRedis(config.REDIS_URL, {
    name: `${opts.name}:main`,
    forBullmq: true,
    autoPipelining: true,
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    clusterNodes: config.REDIS_CLUSTER_NODES,
  });
  redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'redis connection error'));
  // BullMQ's queues on a connection of their own: BullMQ defines its 64 scripts on the connection it is
  // given, and ioredis copies every defined script onto each pipeline it makes (each auto-pipelined
  // batch, each multi()), which costs ~40 us a pipeline against ~4 us on a connection without them.
  const queueRedis = createRedis(config.REDIS_URL, {
    name: `${opts.name}:queues`,
    forBullmq: true,
    autoPipelining: true,
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    clusterNodes: config.REDIS_CLUSTER_NODES,
  });
  queueRedis.on('error', (err: Error) => logger.warn({ err: err.message, connection: 'queues' }, 'redis connection error'));
  const orm = await openOrm(config, logger);
  const box = new SecretBox(config.ENCRYPTION_KEY);
  const queues = new QueueRegistry(queueRedis, config.REDIS_PREFIX);
  const vendorQueues = new VendorQueues(queueRedis, config.REDIS_PREFIX, config.VENDOR_CONCURRENCY_DEFAULT);
  const metrics = opts.metrics ?? new Metrics(opts.name);
  const rpc = opts.rpc
    ? new RpcClient(connectRedis('rpc-replies', { forBullmq: false }), config.REDIS_PREFIX, { onTimeout: (queue) => metrics.rpcTimedOut(queue) })
    : undefined;
  const configEpochs = new TenantConfigEpochs(redis, config.REDIS_PREFIX, logger);
  const tenants = new TenantService(orm, box, clock, configEpochs);
  const activity = new ActivityLog(orm, clock, logger);
  let closing: Promise<void> | undefined;
  return {
    config,
    logger,
    clock,
    orm,
    redis,
    box,
    queues,
    vendorQueues,
    tenants,
    configEpochs,
    rpc,
    metrics,
    activity,
    connectRedis,
    close() {
      closing ??= (async () => {
        await rpc?.close();
        await activity.close();
        await Promise.allSettled([queues.close(), vendorQueues.close()]);
        await Promise.allSettled([...owned.map(closeRedis), closeRedis(queueRedis), closeRedis(redis), orm.close()]);
      })();
      return closing;
    },
  };
}
