import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services.js';
import { createTestEnv, freePort, openTestServices, type TestEnv } from '../fakes/infra.js';
import { METRICS_TOKEN, scraper } from '../fakes/metrics-scrape.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';

/** The real worker entry (workers/main.ts) serves its own registry on WORKER_METRICS_PORT. */

let env: TestEnv;
let services: Services;
let worker: Spawned | undefined;

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { name: 'e2e-metrics' });
});
afterAll(async () => {
  if (worker && worker.child.exitCode === null) worker.child.kill('SIGKILL');
  await services?.close();
  await env?.dropAll();
});

describe('worker metrics listener', () => {
  it('answers the bearer on WORKER_METRICS_PORT with the worker\'s own job durations, labelled process="worker"', async () => {
    const port = await freePort();
    worker = spawnTs('../../workers/main.ts', {
      ...env.env,
      LOG_LEVEL: 'info',
      WORKER_POOLS: 'housekeeping',
      METRICS_TOKEN,
      WORKER_METRICS_PORT: String(port),
    });
    await worker.waitFor(/worker started/);
    const metrics = scraper(`http://127.0.0.1:${port}/metrics`);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/other`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
    const labels = { queue: 'housekeeping', status: 'completed', process: 'worker' };
    expect(await metrics.value('queue_job_duration_seconds_count', labels)).toBe(0);
    await services.queues.enqueue('housekeeping.clean', {});
    await expect.poll(() => metrics.value('queue_job_duration_seconds_count', labels), { timeout: 15_000 }).toBe(1);
    worker.child.kill('SIGTERM');
    expect((await worker.exited).code).toBe(0);
  }, 40_000);
});
