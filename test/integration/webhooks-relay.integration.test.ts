import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { deliverManyPayload, deliverPayload, WEBHOOKS_DELIVER_JOB, WEBHOOKS_DELIVER_MANY_JOB, WEBHOOKS_QUEUE } from '../../queues/webhooks.js';
import { ticketCreated } from '../../src/events/builders.js';
import { smsReportEvents } from '../../src/events/emitters.js';
import { FanOut } from '../../src/events/fan-out.js';
import type { Services } from '../../src/services.js';
import { deliveryJobs } from '../../workers/delivery-jobs.js';
import { OutboxRelay } from '../../workers/outbox.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { newTenant, raise, registerEndpoint } from '../fakes/webhook-helpers.js';

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
const clock = new ManualClock(Date.UTC(2026, 10, 22, 10, 0, 0));
const ticket = {
  id: 1,
  ticketNumber: 'TCK-1',
  subject: 'Broken router',
  description: 'It blinks red all day',
  priority: 'Medium',
  status: 'open',
  createdAt: new Date(clock.now()),
};
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
});
afterAll(async () => {
  await stopRelays();
  await web.close();
  await services.close();
  await env.dropAll();
});

/** A relay with no poll to speak of: only NOTIFY (or drain) wakes it. */
async function startRelay(): Promise<OutboxRelay> {
  const relay = new OutboxRelay(services, { pollMs: 600_000 });
  relays.push(relay);
  await relay.start();
  return relay;
}

async function stopRelays(): Promise<void> {
  for (const r of relays.splice(0)) await r.stop();
}

async function deliveryRows(tenantId: number): Promise<{ id: string; queued_at: Date | null }[]> {
  return services.orm.em.fork().execute('select id, queued_at from webhook_deliveries where tenant_id = ?', [tenantId]);
}

/** How many of these deliveries a job of the queue carries: its own (webhooks.deliver) or as a part of an event's (webhooks.deliverMany). */
async function jobsFor(ids: string[]): Promise<number> {
  const jobs = await services.queues.get(WEBHOOKS_QUEUE).getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
  const carried = new Set<string>();
  for (const job of jobs) {
    if (job.name === WEBHOOKS_DELIVER_JOB) carried.add(deliverPayload.parse(job.data).deliveryId);
    if (job.name === WEBHOOKS_DELIVER_MANY_JOB) for (const part of deliverManyPayload.parse(job.data).parts) carried.add(part.deliveryId);
  }
  return ids.filter((id) => carried.has(id)).length;
}

async function tenantWithEndpoints(n: number): Promise<{ tenantId: number; apiKey: string }> {
  const t = await newTenant(services);
  for (let i = 0; i < n; i++) await registerEndpoint(web.baseUrl, t.apiKey, { url: `https://hooks.example.com/${t.tenantId}/${i}` });
  return t;
}

describe('outbox relay', () => {
  it('is woken by the NOTIFY sent at commit, without waiting for its poll', async () => {
    await startRelay();
    const t = await tenantWithEndpoints(1);
    await raise(services, clock, t.tenantId, ticketCreated(ticket));
    await expect.poll(async () => (await deliveryRows(t.tenantId)).filter((d) => d.queued_at !== null).length, { timeout: 3_000, interval: 50 }).toBe(1);
  });

  it('fans each event out exactly once to each subscribed active endpoint when several relays run at once', async () => {
    await stopRelays();
    const t = await tenantWithEndpoints(3);
    const ids = await raise(services, clock, t.tenantId, ...Array.from({ length: 400 }, (_, i) => ticketCreated({ ...ticket, id: i })));
    expect(ids.every(Boolean)).toBe(true);
    // Three relays with small batches, started together, race over the same rows.
    const racing = [0, 1, 2].map(() => new OutboxRelay(services, { pollMs: 600_000, batchSize: 40 }));
    relays.push(...racing);
    await Promise.all(racing.map((r) => r.start()));
    await Promise.all(racing.map((r) => r.drain()));
    const rows = await deliveryRows(t.tenantId);
    expect(rows).toHaveLength(1_200);
    expect(rows.every((r) => r.queued_at !== null)).toBe(true);
    expect(await jobsFor(rows.map((r) => r.id))).toBe(1_200);
    const pairs = await services.orm.em
      .fork()
      .execute<{ n: number }[]>('select count(distinct (event_id, endpoint_id))::int as n from webhook_deliveries where tenant_id = ?', [t.tenantId]);
    expect(pairs[0]!.n).toBe(1_200);
  });

  it('loses nothing when a relay dies after fan-out but before queueing: the next pass queues the rows', async () => {
    await stopRelays(); // nothing else may pick the rows up in between
    const t = await tenantWithEndpoints(2);
    await raise(services, clock, t.tenantId, ticketCreated(ticket), ticketCreated({ ...ticket, id: 2 }));
    // Simulate the dying relay: its fan-out statement committed, its queueing never ran.
    const fan = await new FanOut(services.orm, clock).fanOut(100);
    expect(fan.deliveries).toBeGreaterThanOrEqual(4);
    expect((await deliveryRows(t.tenantId)).filter((r) => r.queued_at === null)).toHaveLength(4);
    await (await startRelay()).drain();
    const rows = await deliveryRows(t.tenantId);
    expect(rows.every((r) => r.queued_at !== null)).toBe(true);
    expect(await jobsFor(rows.map((r) => r.id))).toBe(4);
  });

  it('adds no duplicate job when a relay dies after adding jobs but before marking the rows queued', async () => {
    await stopRelays();
    const t = await tenantWithEndpoints(2);
    await raise(services, clock, t.tenantId, ticketCreated(ticket));
    await new FanOut(services.orm, clock).fanOut(100);
    const queue = services.queues.get(WEBHOOKS_QUEUE);
    const before = await queue.count();
    await expect(
      new FanOut(services.orm, clock).queuePending(100, async (pending) => {
        await queue.addBulk(deliveryJobs(pending));
        throw new Error('process killed before commit');
      }),
    ).rejects.toThrow('process killed');
    const rows = await deliveryRows(t.tenantId);
    expect(rows.filter((r) => r.queued_at === null)).toHaveLength(2); // the transaction rolled back
    await (await startRelay()).drain();
    expect((await deliveryRows(t.tenantId)).every((r) => r.queued_at !== null)).toBe(true);
    expect((await queue.count()) - before).toBe(1); // the event's one job, by the same id: added once
    expect(await jobsFor(rows.map((r) => r.id))).toBe(2);
  });

  it('does not fan out to a deactivated endpoint or for an event the endpoint did not subscribe to', async () => {
    await stopRelays();
    const t = await newTenant(services);
    const off = await registerEndpoint(web.baseUrl, t.apiKey, { url: 'https://hooks.example.com/off' });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: 'https://hooks.example.com/sms-only', events: ['sms.delivery_report'] });
    await services.orm.em.fork().execute('update webhook_endpoints set is_active = false where id = ?', [off.id]);
    await raise(services, clock, t.tenantId, ticketCreated(ticket));
    await (await startRelay()).drain();
    expect(await deliveryRows(t.tenantId)).toEqual([]);
    const relayed = await services.orm.em
      .fork()
      .execute<{ relayed_at: Date | null }[]>('select relayed_at from outbox_events where tenant_id = ?', [t.tenantId]);
    expect(relayed[0]!.relayed_at).not.toBeNull();
  });

  it('records sms.delivery_report through the SMS log hook inside the settling transaction', async () => {
    const t = await newTenant(services);
    const emit = smsReportEvents(clock);
    const report = {
      tenantId: t.tenantId,
      messageId: 'prov-1',
      clientMsgId: 'c-1',
      mobileNumber: '+447700900123',
      status: 'delivered' as const,
      handledBy: 'http',
      attempts: 1,
      lastError: null,
      smsLogId: 9,
    };
    await services.orm.em.fork().transactional(async (tx) => emit(tx, report));
    await expect(
      services.orm.em.fork().transactional(async (tx) => {
        emit(tx, { ...report, status: 'failed' });
        await tx.flush();
        throw new Error('settling failed');
      }),
    ).rejects.toThrow('settling failed');
    const rows = await services.orm.em
      .fork()
      .execute<{ event: string; body: string }[]>('select event, body from outbox_events where tenant_id = ?', [t.tenantId]);
    expect(rows.map((r) => r.event)).toEqual(['sms.delivery_report']);
    expect(JSON.parse(rows[0]!.body).data).toEqual({
      tenant_id: t.tenantId,
      message_id: 'prov-1',
      client_msg_id: 'c-1',
      mobile_number: '+447700900123',
      status: 'delivered',
      handled_by: 'http',
      attempts: 1,
      last_error: null,
      sms_log_id: 9,
    });
  });
});
