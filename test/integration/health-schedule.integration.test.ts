import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_QUEUE } from '../../queues/health.js';
import { QueueRegistry } from '../../queues/registry.js';
import { SMOKE_QUEUE } from '../../queues/smoke.js';
import { closeRedis, createRedis } from '../../queues/connection.js';
import { SCHEDULES } from '../../src/schedules.js';
import { createTestEnv, type TestEnv } from '../fakes/infra.js';

/**
 * The clock's schedules for the daily health sweep and the hourly smoke run (src/schedules.ts): each
 * tick's job carries a deduplication id for its period, so two clocks (or a restarted one) never add a
 * period's job twice. No workers run here: the queue shows exactly what the clocks added.
 */

let env: TestEnv;
let queues: QueueRegistry;
let redis: ReturnType<typeof createRedis>;
const schedule = (name: string) => SCHEDULES.find((s) => s.name === name)!;
const waiting = async (queue: string) =>
  (await queues.get(queue).getJobs(['waiting', 'prioritized', 'delayed'])).map((j) => ({ name: j.name, data: j.data as unknown }));

beforeAll(async () => {
  env = await createTestEnv();
  redis = createRedis(env.config.REDIS_URL, { name: 'test-clock', forBullmq: true });
  queues = new QueueRegistry(redis, env.config.REDIS_PREFIX);
});
afterAll(async () => {
  await queues?.close();
  if (redis) await closeRedis(redis);
  await env?.dropAll();
});

describe('clock schedules (src/schedules.ts)', () => {
  it('runs the health sweep once a day at 03:07 UTC: two clocks ticking the same day add one sweep; the next day adds another', async () => {
    const sweep = schedule('health-sweep');
    expect(sweep.cron).toBe('7 3 * * *');
    const first = await sweep.enqueue(queues, new Date('2026-11-22T03:07:00.010Z'));
    const second = await sweep.enqueue(queues, new Date('2026-11-22T03:07:00.450Z'));
    const late = await sweep.enqueue(queues, new Date('2026-11-22T23:59:00Z'));
    expect(second).toBe(first);
    expect(late).toBe(first);
    expect(await waiting(HEALTH_QUEUE)).toEqual([{ name: 'health.sweep', data: { day: '2026-11-22' } }]);
    await sweep.enqueue(queues, new Date('2026-11-23T03:07:00Z'));
    expect((await waiting(HEALTH_QUEUE)).map((j) => j.data).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { day: '2026-11-22' },
      { day: '2026-11-23' },
    ]);
  });

  it('asks for a smoke run at most once an hour', async () => {
    const smoke = schedule('smoke');
    expect(smoke.cron).toBe('23 * * * *');
    await smoke.enqueue(queues, new Date('2026-11-22T14:23:00Z'));
    await smoke.enqueue(queues, new Date('2026-11-22T14:23:01Z'));
    await smoke.enqueue(queues, new Date('2026-11-22T15:23:00Z'));
    const periods = (await waiting(SMOKE_QUEUE)).map((j) => (j.data as { period: string }).period).sort();
    expect(periods).toEqual(['2026-11-22T14', '2026-11-22T15']);
  });
});
