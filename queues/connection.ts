import { Cluster, Redis, type RedisOptions } from 'ioredis';

/**
 * A connection to one Redis or to a Redis Cluster. Both answer the same commands; every key the service
 * uses starts with REDIS_PREFIX, whose hash tag (`{svc}`) puts all of them on one cluster slot, so
 * multi-key scripts, BullMQ's scripts and pipelines run on a cluster unchanged.
 */
export type RedisClient = Redis | Cluster;

export interface RedisFactoryOptions {
  /** Shown in CLIENT LIST, to tell connections apart. */
  name: string;
  /** BullMQ workers and blocking commands need maxRetriesPerRequest: null. Default false. */
  forBullmq?: boolean;
  /** Batch commands issued in the same tick into one round trip. Default false. */
  autoPipelining?: boolean;
  /**
   * Rejects a command not answered within this many ms, counted from when it is issued, so also while
   * the connection is down and the command waits in the offline queue. Never on a connection that
   * blocks (BullMQ workers). Default: none.
   */
  commandTimeoutMs?: number;
  /** Redis Cluster nodes (config REDIS_CLUSTER_NODES): connect to the cluster; `url` then gives only credentials and TLS. */
  clusterNodes?: readonly { host: string; port: number }[] | undefined;
}

/** A Redis connection with the settings this service relies on. The caller owns and closes it. */
export function createRedis(url: string, opts: RedisFactoryOptions): RedisClient {
  const options: RedisOptions = {
    connectionName: opts.name,
    maxRetriesPerRequest: opts.forBullmq ? null : 3,
    enableAutoPipelining: opts.autoPipelining ?? false,
    enableReadyCheck: true,
    connectTimeout: 5_000,
    ...(opts.commandTimeoutMs ? { commandTimeout: opts.commandTimeoutMs } : {}),
  };
  if (!opts.clusterNodes?.length) return new Redis(url, options);
  return new Cluster([...opts.clusterNodes], {
    redisOptions: { ...options, ...credentialsOf(url) },
    enableAutoPipelining: options.enableAutoPipelining ?? false,
    enableReadyCheck: true,
  });
}

/** The user, password and TLS of a redis:// or rediss:// URL, applied to every cluster node. */
export function credentialsOf(url: string): Pick<RedisOptions, 'username' | 'password' | 'tls'> {
  const u = new URL(url);
  return {
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/** Closes a connection, tolerating one that already closed. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
