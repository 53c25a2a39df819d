import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeRedis, createRedis, type RedisClient as Redis } from '../../queues/connection.js';
import { RedisScript } from '../../queues/scripts.js';
import { LatestChallenges } from '../../src/verification/records.js';
import { hsetWithExpiry } from '../../src/verification/token-store.js';
import { startOwnRedis, type OwnStore } from '../fakes/own-stores.js';

/**
 * Scripts run by their SHA-1 (EVALSHA), sent whole (EVAL) only when the server does not know them yet.
 * A Redis of this file's own, so its command counters and its script cache are this test's alone.
 */
let store: OwnStore;
let redis: Redis;

/** Calls of each command on the server so far (INFO commandstats). */
async function calls(): Promise<{ eval: number; evalsha: number }> {
  const info = await redis.info('commandstats');
  const of = (cmd: string): number => Number(new RegExp(`cmdstat_${cmd}:calls=(\\d+)`).exec(info)?.[1] ?? 0);
  return { eval: of('eval'), evalsha: of('evalsha') };
}

beforeAll(async () => {
  store = await startOwnRedis();
  redis = createRedis(store.url, { name: 'scripts-test' });
});
afterAll(async () => {
  if (redis) await closeRedis(redis);
  await store?.destroy();
});
beforeEach(async () => {
  await redis.script('FLUSH');
  await redis.config('RESETSTAT');
});

describe('RedisScript', () => {
  it('names a script as Redis does, sends it whole once, and by its SHA-1 from then on', async () => {
    const script = new RedisScript("return {KEYS[1], ARGV[1], 'x'}");
    expect(script.sha).toBe(await redis.script('LOAD', script.source));
    await redis.script('FLUSH');
    expect(await script.run(redis, ['k'], ['a'])).toEqual(['k', 'a', 'x']);
    expect(await calls()).toEqual({ eval: 1, evalsha: 1 }); // NOSCRIPT, then the text
    for (let i = 0; i < 3; i++) expect(await script.run(redis, ['k'], [i])).toEqual(['k', String(i), 'x']);
    expect(await calls()).toEqual({ eval: 1, evalsha: 4 });
  });

  it('sends the text again after the server forgot it (a restarted Redis), and passes on a script error', async () => {
    const script = new RedisScript('return ARGV[1]');
    expect(await script.run(redis, [], ['one'])).toBe('one');
    await redis.script('FLUSH');
    expect(await script.run(redis, [], ['two'])).toBe('two');
    expect((await calls()).eval).toBe(2);
    await redis.set('not-a-number', 'x');
    await expect(new RedisScript("return redis.call('INCR', KEYS[1])").run(redis, ['not-a-number'], [])).rejects.toThrow(/not an integer/);
  });

  it('is what the newest-challenge pointer and the token records run: each call after the first is an EVALSHA', async () => {
    const latest = new LatestChallenges(redis, '{t}:latest', 60_000);
    expect(await latest.replace(1, { kind: 'account_connect' }, 'subject', 'h1')).toBeNull();
    expect(await latest.replace(1, { kind: 'account_connect' }, 'subject', 'h2')).toBe('h1');
    expect(await latest.replace(1, { kind: 'account_connect' }, 'subject', 'h3')).toBe('h2');
    await hsetWithExpiry(redis, '{t}:rec', { d: '1', e: '2' }, 60_000);
    await hsetWithExpiry(redis, '{t}:rec', { w: '0' }, 60_000);
    expect(await redis.hgetall('{t}:rec')).toEqual({ d: '1', e: '2', w: '0' });
    expect(await redis.pttl('{t}:rec')).toBeGreaterThan(50_000);
    // One EVAL per script (the first call), every other call by SHA-1.
    expect(await calls()).toEqual({ eval: 2, evalsha: 5 });
  });
});
