import { createHash } from 'node:crypto';
import type { RedisClient as Redis } from './connection.js';

/**
 * A Lua script run by its SHA-1 (EVALSHA: the script's text does not travel on every call), sent
 * whole with EVAL only when the server does not know it yet (NOSCRIPT: a new or restarted Redis), which
 * also loads it for the next call. Not ioredis' defineCommand: a connection that defines scripts copies
 * them onto every pipeline it makes (docs/performance.md, "BullMQ's queues on a connection of their
 * own"), and the service's main connection defines none.
 */
export class RedisScript {
  /** What Redis names the script by: the SHA-1 of its text, in hex. */
  readonly sha: string;

  constructor(readonly source: string) {
    this.sha = createHash('sha1').update(source, 'utf8').digest('hex');
  }

  async run(redis: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (err) {
      if (!(err instanceof Error) || !err.message.includes('NOSCRIPT')) throw err;
      return redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}
