import { Worker, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueues } from '../../queues/jobs.js';
import type { Services } from '../../src/services.js';
import { housekeepingProcessor } from '../../workers/housekeeping.js';
import { createTestEnv, openTestServices, type TestEnv } from '../fakes/infra.js';

let env: TestEnv;
let services: Services;
beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { rpc: false });
});
afterAll(async () => {
  await services.close();
  await env.dropAll();
});

describe('housekeeping.clean (workers/housekeeping.ts)', () => {
  it('cleans every catalogue queue, the shared per-connection vendor queue and every announced vendor queue, removing finished jobs past the grace period', async () => {
    await services.vendorQueues.queue('tidyvendor', 2);
    const q = services.queues.get('housekeeping');
    const worker = new Worker('housekeeping', async () => 'ok', { connection: services.connectRedis('hk-test'), prefix: env.config.REDIS_PREFIX });
    const finished = await q.add('finished', {}, { removeOnComplete: false });
    await expect.poll(() => q.getJobState(finished.id!)).toBe('completed');
    await worker.close();
    await new Promise((r) => setTimeout(r, 20)); // finished strictly before the cut-off below

    const run = housekeepingProcessor(services);
    const out = await run({ data: { graceMs: 0 } } as Job);
    expect(out.queues).toBe(jobQueues().length + 2);
    expect(out.removed).toBeGreaterThanOrEqual(1);
    expect(await q.getJob(finished.id!)).toBeUndefined();
  });
});
