import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { systemClock } from '../../config/clock.js';
import { closeRedis, createRedis, type RedisClient as Redis } from '../../queues/connection.js';
import { TokenStore, withReadsAhead } from '../../src/verification/token-store.js';
import { startOwnRedis, type OwnStore } from '../fakes/own-stores.js';

/**
 * A web request's token record read ahead (token-store.ts withReadsAhead / readAhead): asked for once,
 * in the same write to Redis as the other commands of the request's first turn, and used by the
 * request's own first find() of that token only. A Redis of this file's own, so its counters are the
 * test's alone.
 */
let store: OwnStore;
let redis: Redis;
let tokens: TokenStore<{ who: string }>;

/** HGETALL calls and read events (one per write a client made) on the server so far, from one INFO (a read event itself). */
async function counters(): Promise<{ hgetall: number; reads: number }> {
  const info = await redis.info('commandstats', 'stats');
  return {
    hgetall: Number(/cmdstat_hgetall:calls=(\d+)/.exec(info)?.[1] ?? 0),
    reads: Number(/total_reads_processed:(\d+)/.exec(info)?.[1] ?? 0),
  };
}

beforeAll(async () => {
  store = await startOwnRedis();
  redis = createRedis(store.url, { name: 'read-ahead-test', autoPipelining: true });
  tokens = new TokenStore(redis, 'ra:session', z.object({ who: z.string() }), systemClock, 60_000);
});
afterAll(async () => {
  if (redis) await closeRedis(redis);
  await store?.destroy();
});
beforeEach(async () => {
  await redis.config('RESETSTAT');
});

/** Runs `fn` as a web request's rest does (inside withReadsAhead), resolving with what it resolves. */
const inRequest = <T>(fn: () => Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => withReadsAhead(() => void fn().then(resolve, reject)));

describe('token records read ahead', () => {
  it("travels with the turn's other commands and serves the request's first find of that token", async () => {
    const { token } = await tokens.create({ who: 'amelia' });
    const before = await counters();
    const found = await inRequest(async () => {
      tokens.readAhead(token);
      const other = redis.get('ra:epoch'); // the API key's epoch read, sent in the same turn
      await other;
      return tokens.find(token);
    });
    expect(found?.data).toEqual({ who: 'amelia' });
    const after = await counters();
    expect(after.hgetall - before.hgetall).toBe(1); // read once, ahead
    expect(after.reads - before.reads).toBe(2); // the GET and the HGETALL in one write; INFO itself is the other
  });

  it('is used once: a later find in the same request asks Redis again and sees what changed', async () => {
    const { token, hash } = await tokens.create({ who: 'bob' });
    const [first, second] = await inRequest(async () => {
      tokens.readAhead(token);
      const a = await tokens.find(token);
      await tokens.consume(hash);
      return [a, await tokens.find(token)] as const;
    });
    expect(first?.data).toEqual({ who: 'bob' });
    expect(second).toBeNull();
  });

  it('does nothing outside a request, and another request does not see what one read ahead', async () => {
    const { token } = await tokens.create({ who: 'carol' });
    tokens.readAhead(token); // no request: nothing is asked
    expect((await counters()).hgetall).toBe(0);
    await inRequest(async () => tokens.readAhead(token)); // read ahead, never looked at
    await inRequest(async () => {
      await tokens.find(token);
    });
    expect((await counters()).hgetall).toBe(2);
  });
});
