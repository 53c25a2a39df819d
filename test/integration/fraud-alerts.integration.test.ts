import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { FRAUD_ALERT_JOB, FRAUD_QUEUE, fraudAlertJobId } from '../../queues/fraud.js';
import { SCHEDULES } from '../../src/schedules.js';
import type { Services } from '../../src/services.js';
import { fraudPool } from '../../workers/fraud.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import type { DestinationCaps } from '../../src/verification/destination-caps.js';
import { buildDestinationCaps } from '../../src/wiring/caps.js';
import { createTestEnv, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';

/**
 * The daily owner email of the fraud signals: the clock's `fraud-digest` schedule enqueues the day
 * before's digest (once, whatever the clocks), the health pool's fraud queue adds one alert per tenant
 * a cap fired for, and an owner is emailed, once, when more than FRAUD_ALERT_DESTINATIONS (here 2) of
 * their destinations were capped that day. A real SMTP server on 127.0.0.1 receives the email.
 */
const clock = new ManualClock(Date.UTC(2026, 11, 2, 15, 0, 0));
let env: TestEnv;
let services: Services;
let smtp: FakeSmtp;
let worker: Worker;
let caps: DestinationCaps;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  env = await createTestEnv({ SMTP_URL: smtp.url, FRAUD_ALERT_DESTINATIONS: '2', DASHBOARD_URL: 'https://verify.example.com/dashboard' });
  services = await openTestServices(env, { clock, rpc: false });
  caps = buildDestinationCaps(services);
  worker = createPoolWorker({
    queue: FRAUD_QUEUE,
    processor: fraudPool(services).definitions[0]!.processor,
    connection: services.connectRedis('fraud-worker'),
    prefix: env.config.REDIS_PREFIX,
    concurrency: 4,
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
    logger: services.logger,
  });
  await worker.waitUntilReady();
});
afterAll(async () => {
  await worker?.close();
  await services?.close();
  await smtp?.close();
  await env?.dropAll();
});

/** Caps `n` destinations of the tenant today (6 codes to each: 5 sent, 1 capped). */
async function capDestinations(tenantId: number, n: number, domain: string): Promise<void> {
  for (let d = 0; d < n; d++) {
    const dest = caps.forCode({ channel: 'email', to: `customer${d}@${domain}` });
    for (let i = 0; i < 6; i++) await caps.send(tenantId, [dest], () => Promise.resolve(true), Boolean);
  }
}

async function settled(jobId: string): Promise<unknown> {
  const queue = services.queues.get(FRAUD_QUEUE);
  const until = Date.now() + 10_000;
  for (;;) {
    const job = await queue.getJob(jobId);
    // Read again once completed: the job loaded before it finished holds no return value.
    if (job && (await job.isCompleted())) return (await queue.getJob(jobId))?.returnvalue;
    if (Date.now() > until) throw new Error(`${jobId} did not complete`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("the fraud signals' daily owner email", () => {
  it('emails the owner of a tenant whose caps fired for more than N destinations, once, with masked contacts only', async () => {
    const busy = (await services.tenants.create({ name: 'Busy Shop', ownerEmail: 'owner@busy.example' })).tenant.id;
    const quiet = (await services.tenants.create({ name: 'Quiet Shop', ownerEmail: 'owner@quiet.example' })).tenant.id;
    await capDestinations(busy, 3, 'busy-customers.example');
    await capDestinations(quiet, 2, 'quiet-customers.example');

    // The next day at 00:13 UTC two clocks tick: one digest for 2026-12-02.
    const digest = SCHEDULES.find((s) => s.name === 'fraud-digest')!;
    expect(digest.cron).toBe('13 0 * * *');
    const first = await digest.enqueue(services.queues, new Date('2026-12-03T00:13:00.020Z'));
    expect(await digest.enqueue(services.queues, new Date('2026-12-03T00:13:00.400Z'))).toBe(first);
    expect(await settled(first)).toEqual({ tenants: 2 });
    expect(await settled(fraudAlertJobId('2026-12-02', busy))).toEqual({ kind: 'sent', destinations: 3 });
    expect(await settled(fraudAlertJobId('2026-12-02', quiet))).toEqual({ kind: 'below_threshold', destinations: 2 });

    const mail = smtp.messages.filter((m) => m.to.includes('owner@busy.example'));
    expect(mail).toHaveLength(1);
    const text = mail[0]!.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('Subject: Busy Shop: codes to many customers were capped yesterday');
    expect(text).toContain('refused 3 one-time codes for Busy Shop because 3 contacts');
    expect(text).toContain('c***@busy-customers.example');
    expect(text).toContain('https://verify.example.com/dashboard/activity');
    expect(text).not.toMatch(/customer\d@busy-customers/);
    expect(smtp.messages.some((m) => m.to.includes('owner@quiet.example'))).toBe(false);

    // A retried alert (a second digest of the same day) sends nothing more.
    await services.queues.get(FRAUD_QUEUE).add(FRAUD_ALERT_JOB, { day: '2026-12-02', tenantId: busy }, { jobId: 'fraud-alert-again' });
    expect(await settled('fraud-alert-again')).toEqual({ kind: 'already_sent' });
    expect(smtp.messages.filter((m) => m.to.includes('owner@busy.example'))).toHaveLength(1);
  });
});
