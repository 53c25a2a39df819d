import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { ticketCreated } from '../../src/events/builders.js';
import { FanOut } from '../../src/events/fan-out.js';
import { DeliveryRetention } from '../../src/events/retention.js';
import type { Services } from '../../src/services.js';
import type { Job } from 'bullmq';
import { WEBHOOKS_PRUNE_JOB } from '../../queues/webhooks.js';
import { SCHEDULES } from '../../src/schedules.js';
import { housekeepingPoolProcessor, webhooksPruneProcessor } from '../../workers/housekeeping.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { newTenant, raise, registerEndpoint } from '../fakes/webhook-helpers.js';

const DAY = 24 * 60 * 60_000;
let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
const clock = new ManualClock(Date.UTC(2026, 10, 1, 12, 0, 0));
const ticket = (id: number) =>
  ticketCreated({ id, ticketNumber: `T-${id}`, subject: 'Router', description: 'Blinks', priority: 'Low', status: 'open', createdAt: new Date(clock.now()) });

beforeAll(async () => {
  env = await createTestEnv({ WEBHOOK_RETENTION_DAYS: '30' });
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
});
afterAll(async () => {
  await web.close();
  await services.close();
  await env.dropAll();
});

async function counts(tenantId: number): Promise<{ events: number; deliveries: number; attempts: number }> {
  const [r] = await services.orm.em.fork().execute<{ events: number; deliveries: number; attempts: number }[]>(
    `select (select count(*) from outbox_events where tenant_id = ?)::int as events,
            (select count(*) from webhook_deliveries where tenant_id = ?)::int as deliveries,
            (select count(*) from webhook_delivery_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.tenant_id = ?)::int as attempts`,
    [tenantId, tenantId, tenantId],
  );
  return r!;
}

/** Events raised and fanned out now, each delivery settled with one recorded attempt (or left retrying). */
async function settledEvents(tenantId: number, ids: number[], status: 'delivered' | 'retrying' = 'delivered'): Promise<void> {
  await raise(services, clock, tenantId, ...ids.map(ticket));
  await new FanOut(services.orm, clock).fanOut(1_000);
  const now = new Date(clock.now());
  await services.orm.em.fork().execute(
    `with d as (update webhook_deliveries set status = ?, attempts = 1, last_attempt_at = ?, completed_at = ? where tenant_id = ? and attempts = 0 returning id)
     insert into webhook_delivery_attempts (delivery_id, attempt, started_at, response_code, latency_ms, error) select id, 1, ?, 200, 3, null from d`,
    [status, now, status === 'delivered' ? now : null, tenantId, now],
  );
}

describe('webhook delivery retention (WEBHOOK_RETENTION_DAYS, pruned by the clock)', () => {
  it('keeps deliveries, attempts and bodies 30 days, then the hourly prune job deletes them; one still being attempted stays', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: 'https://hooks.example.com/a' });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: 'https://hooks.example.com/b' });
    await settledEvents(t.tenantId, [1, 2]);
    await settledEvents(t.tenantId, [3], 'retrying');
    clock.advance(10 * DAY);
    await settledEvents(t.tenantId, [4]);
    expect(await counts(t.tenantId)).toEqual({ events: 4, deliveries: 8, attempts: 8 });

    const prune = webhooksPruneProcessor(services);
    clock.advance(19 * DAY); // 29 days after the first three: still within the retention
    expect(await prune()).toEqual({ events: 0, batches: 1, done: true, previousSecrets: 0 });
    expect(await counts(t.tenantId)).toEqual({ events: 4, deliveries: 8, attempts: 8 });

    clock.advance(2 * DAY); // 31 days after the first three, 21 after the fourth
    expect(await prune()).toMatchObject({ events: 2, done: true });
    expect(await counts(t.tenantId)).toEqual({ events: 2, deliveries: 4, attempts: 4 }); // event 3 (retrying) and event 4 stay

    clock.advance(10 * DAY);
    expect(await prune()).toMatchObject({ events: 1 });
    expect(await counts(t.tenantId)).toEqual({ events: 1, deliveries: 2, attempts: 2 });
  });

  it('deletes in bounded batches, leaving the rest to the next run', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: 'https://hooks.example.com/batches' });
    await settledEvents(
      t.tenantId,
      Array.from({ length: 7 }, (_, i) => 100 + i),
    );
    clock.advance(31 * DAY);
    const retention = new DeliveryRetention(services.orm, clock, 30);
    expect(await retention.prune({ batchSize: 2, maxBatches: 2 })).toEqual({ events: 4, batches: 2, done: false });
    expect((await counts(t.tenantId)).events).toBe(3);
    expect(await retention.prune({ batchSize: 2, maxBatches: 5 })).toEqual({ events: 3, batches: 2, done: true });
    expect(await counts(t.tenantId)).toEqual({ events: 0, deliveries: 0, attempts: 0 });
  });

  it('says in the deliveries list how far back it reaches', async () => {
    const t = await newTenant(services);
    const res = await http(web.baseUrl, 'GET', '/api/sandbox/webhooks/deliveries', { headers: { 'X-API-Key': t.apiKey } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, count: 0, retention_days: 30, kept_since: new Date(clock.now() - 30 * DAY).toISOString() });
  });

  it('is enqueued hourly by the clock on the housekeeping queue, once per hour however many clocks tick, and run by the housekeeping pool', async () => {
    const schedule = SCHEDULES.find((x) => x.name === 'webhooks-prune')!;
    expect(schedule.cron).toBe('41 * * * *');
    const first = await schedule.enqueue(services.queues, new Date('2026-11-24T10:41:00.010Z'));
    expect(await schedule.enqueue(services.queues, new Date('2026-11-24T10:41:00.400Z'))).toBe(first);
    const queue = services.queues.get('housekeeping');
    const jobs = await queue.getJobs(['waiting', 'prioritized', 'delayed']);
    expect(jobs.map((j) => j.name)).toEqual([WEBHOOKS_PRUNE_JOB]);
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: 'https://hooks.example.com/scheduled' });
    await settledEvents(t.tenantId, [900]);
    clock.advance(31 * DAY);
    expect(await housekeepingPoolProcessor(services)(jobs[0] as Job)).toMatchObject({ events: 1, done: true });
    expect(await counts(t.tenantId)).toEqual({ events: 0, deliveries: 0, attempts: 0 });
  });
});
