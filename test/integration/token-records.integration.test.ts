import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { systemClock } from '../../config/clock.js';
import { closeRedis, createRedis, type RedisClient as Redis } from '../../queues/connection.js';
import { exchangeChallenge, verificationRecords, type VerificationRecord } from '../../src/verification/records.js';
import { TokenStore, withReadsAhead } from '../../src/verification/token-store.js';
import { startOwnRedis, type OwnStore } from '../fakes/own-stores.js';

/**
 * Token records on a Redis of this file's own, so its counters are the test's alone.
 *
 * A web request's token record read ahead (token-store.ts withReadsAhead / readAhead): asked for once,
 * in the same write to Redis as the other commands of the request's first turn, and used by the
 * request's own first find() of that token only. A correct code's exchange (records.ts
 * exchangeChallenge): of concurrent exchanges of one challenge exactly one gets a session, and no other
 * session is left behind.
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
const inRequest = <T>(fn: () => Promise<T>): Promise<T> => new Promise<T>((resolve, reject) => withReadsAhead(() => void fn().then(resolve, reject)));

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

describe("a correct code's exchange", () => {
  const record: VerificationRecord = { tenantId: 7, conversationId: null, verifier: { kind: 'account_connect' }, state: 'sealed', customerName: 'Amelia Hart' };

  it('gives one session to one of five concurrent exchanges of a challenge, and leaves no other session behind', async () => {
    const records = verificationRecords(redis, 'ex1', systemClock);
    const challenge = await records.challenges.create(record);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => exchangeChallenge(records, challenge.hash, { ...record, proof: 'code' })));
    const won = outcomes.filter((o) => o !== null);
    expect(won).toHaveLength(1);
    expect((await records.sessions.find(won[0]!.token))?.data).toMatchObject({ customerName: 'Amelia Hart', proof: 'code' });
    expect(await records.challenges.findByHash(challenge.hash)).toBeNull();
    expect(await redis.keys('ex1:verif:session:*')).toEqual([records.sessions.key(won[0]!.hash)]);
  });

  it('answers null for a challenge already gone, with no session written', async () => {
    const records = verificationRecords(redis, 'ex2', systemClock);
    const challenge = await records.challenges.create(record);
    await records.challenges.consume(challenge.hash);
    expect(await exchangeChallenge(records, challenge.hash, record)).toBeNull();
    expect(await redis.keys('ex2:verif:session:*')).toEqual([]);
  });
});
