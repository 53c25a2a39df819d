import { Redis, type RedisOptions } from 'ioredis';

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
}

/** A Redis connection with the settings this service relies on. The caller owns and closes it. */
export function createRedis(url: string, opts: RedisFactoryOptions): Redis {
  const options: RedisOptions = {
    connectionName: opts.name,
    maxRetriesPerRequest: opts.forBullmq ? null : 3,
    enableAutoPipelining: opts.autoPipelining ?? false,
    enableReadyCheck: true,
    connectTimeout: 5_000,
    ...(opts.commandTimeoutMs ? { commandTimeout: opts.commandTimeoutMs } : {}),
  };
  return new Redis(url, options);
}

/** Closes a connection, tolerating one that already closed. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
