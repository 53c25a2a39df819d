import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { JOBS } from '../../queues/jobs.js';
import { deliverManyJobId, WEBHOOKS_DELIVER_JOB, WEBHOOKS_DELIVER_MANY_JOB, WEBHOOKS_QUEUE, type DeliverPart } from '../../queues/webhooks.js';
import type { Services } from '../../src/services.js';
import { eventGroups } from '../../workers/delivery-jobs.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { startReceiver, type FakeReceiver } from '../fakes/webhook-receiver.js';
import { deliveries, newTenant, raise, registerEndpoint, sampleTicket } from '../fakes/webhook-helpers.js';
import { startWebhookWorkers, type RunningWebhookWorkers } from '../fakes/webhook-workers.js';

/**
 * An event's deliveries to several endpoints travel as one deliverMany job: its parts wait in the
 * worker for their endpoint's slots while the endpoint answers fast, and a part that is retried (or
 * must wait longer) goes on as its delivery's own job, with the caps and back-off of any delivery.
 */

const PER_ENDPOINT = 2;
const RETRY_MS = 400;
/**
 * Wider than production's (250 ms while the oldest attempt is under 100 ms): on a loaded machine a
 * 5 ms receiver's attempts can look 100 ms old, and a part waiting on them would be handed on.
 */
const PART_SLOT_WAIT = { maxMs: 1_000, whileYoungerThanMs: 500 };
const SLOW_MS = PART_SLOT_WAIT.maxMs + 500;

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let receiver: FakeReceiver;
let workers: RunningWebhookWorkers;
const clock = new ManualClock(Date.UTC(2026, 11, 3, 10, 0, 0));

const ticket = (id: number) => sampleTicket(clock, id);

/** Jobs of the webhooks queue by name, finished or not. */
async function jobNames(): Promise<Record<string, number>> {
  const jobs = await services.queues.get(WEBHOOKS_QUEUE).getJobs(['completed', 'active', 'waiting', 'delayed', 'failed']);
  const names: Record<string, number> = {};
  for (const j of jobs) names[j.name] = (names[j.name] ?? 0) + 1;
  return names;
}

/** Peak requests in flight per path, counted as they arrive and as their sockets answer. */
function peakInFlight(): { peak: Map<string, number> } {
  const now = new Map<string, number>();
  const peak = new Map<string, number>();
  receiver.server.on('request', (req, res) => {
    const path = req.url ?? '';
    now.set(path, (now.get(path) ?? 0) + 1);
    peak.set(path, Math.max(peak.get(path) ?? 0, now.get(path) ?? 0));
    res.once('close', () => now.set(path, (now.get(path) ?? 1) - 1));
  });
  return { peak };
}

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
  receiver = await startReceiver();
  workers = await startWebhookWorkers(services, {
    concurrency: 8,
    settings: { timeoutMs: 3_000, retryDelaysMs: [RETRY_MS, RETRY_MS], endpointConcurrency: PER_ENDPOINT, busyDelayMs: 100, partSlotWait: PART_SLOT_WAIT },
  });
});
afterAll(async () => {
  await workers.stop();
  await web.close();
  await receiver.close();
  await services.close();
  await env.dropAll();
});

describe('webhooks: one job per event', () => {
  it('groups consecutive deliveries of one event, at most 50 a job, and names a job by its parts', () => {
    const rows = [
      ...Array.from({ length: 3 }, (_, i) => ({ id: `a${i}`, replays: 0, endpoint_id: i + 1, event_id: '7' })),
      { id: 'b0', replays: 0, endpoint_id: 1, event_id: '8' },
      ...Array.from({ length: 52 }, (_, i) => ({ id: `c${i}`, replays: 0, endpoint_id: i + 1, event_id: '9' })),
    ];
    expect(eventGroups(rows).map((g) => g.length)).toEqual([3, 1, 50, 2]);
    const parts: DeliverPart[] = [
      { deliveryId: '6f1c2c1e-0000-4000-8000-000000000001', replays: 0, endpointId: 1 },
      { deliveryId: '6f1c2c1e-0000-4000-8000-000000000002', replays: 0, endpointId: 2 },
    ];
    expect(deliverManyJobId(parts)).toBe(deliverManyJobId(parts.map((p) => ({ ...p }))));
    expect(deliverManyJobId(parts)).not.toBe(deliverManyJobId([parts[0] as DeliverPart, { ...(parts[1] as DeliverPart), replays: 1 }]));
    expect(deliverManyJobId(parts)).toMatch(/^many-[0-9a-f]{40}$/);
  });

  it('delivers a burst to three endpoints as one job per event, each endpoint within its cap, waiting parts kept in the worker', async () => {
    const t = await newTenant(services);
    for (const p of ['/m1', '/m2', '/m3']) await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}${p}` });
    for (const p of ['/m1', '/m2', '/m3']) receiver.on(p, () => ({ delayMs: 5 }));
    const { peak } = peakInFlight();
    const before = await jobNames();
    await raise(services, clock, t.tenantId, ...Array.from({ length: 20 }, (_, i) => ticket(1_000 + i)));
    const delivered = async () => (await deliveries(web.baseUrl, t.apiKey)).filter((d) => d.status === 'delivered').length;
    await expect.poll(delivered, { timeout: 15_000, interval: 50 }).toBe(60);
    const after = await jobNames();
    expect((after[WEBHOOKS_DELIVER_MANY_JOB] ?? 0) - (before[WEBHOOKS_DELIVER_MANY_JOB] ?? 0)).toBe(20);
    // 8 jobs at once want 8 slots of each endpoint, which has 2: the rest waited in the worker, not as jobs of their own.
    expect((after[WEBHOOKS_DELIVER_JOB] ?? 0) - (before[WEBHOOKS_DELIVER_JOB] ?? 0)).toBeLessThanOrEqual(3);
    for (const p of ['/m1', '/m2', '/m3']) {
      expect(peak.get(p)).toBeLessThanOrEqual(PER_ENDPOINT);
      expect(receiver.at(p)).toHaveLength(20);
    }
  });

  it('hands a part on to its own job when its endpoint stays full longer than a part waits, and the other parts do not wait for it', async () => {
    const t = await newTenant(services);
    for (const p of ['/s-slow', '/s-fast']) await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}${p}` });
    receiver.on('/s-slow', () => ({ delayMs: SLOW_MS }));
    const { peak } = peakInFlight();
    const before = await jobNames();
    // Three events, two parts each: the slow endpoint's third part finds both its slots taken for longer than it may wait.
    await raise(services, clock, t.tenantId, ...Array.from({ length: 3 }, (_, i) => ticket(4_000 + i)));
    const byPath = async (p: string) => (await deliveries(web.baseUrl, t.apiKey)).filter((d) => d.endpoint_url.endsWith(p) && d.status === 'delivered').length;
    await expect.poll(() => byPath('/s-fast'), { timeout: 10_000, interval: 25 }).toBe(3);
    expect(receiver.at('/s-slow').length).toBeLessThanOrEqual(PER_ENDPOINT);
    await expect.poll(() => byPath('/s-slow'), { timeout: 15_000, interval: 50 }).toBe(3);
    const after = await jobNames();
    expect((after[WEBHOOKS_DELIVER_MANY_JOB] ?? 0) - (before[WEBHOOKS_DELIVER_MANY_JOB] ?? 0)).toBe(3);
    expect((after[WEBHOOKS_DELIVER_JOB] ?? 0) - (before[WEBHOOKS_DELIVER_JOB] ?? 0)).toBe(1);
    expect(peak.get('/s-slow')).toBeLessThanOrEqual(PER_ENDPOINT);
    expect(receiver.at('/s-slow')).toHaveLength(3);
    expect(receiver.at('/s-fast')).toHaveLength(3);
  });

  it('hands a part whose receiver failed on to its own job, which retries it after the back-off, once', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/ok` });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/flaky` });
    receiver.on('/flaky', (n) => (n === 1 ? { status: 500 } : {}));
    const started = Date.now();
    await raise(services, clock, t.tenantId, ticket(2_000));
    const flaky = async () => (await deliveries(web.baseUrl, t.apiKey)).find((d) => d.endpoint_url.endsWith('/flaky'));
    await expect.poll(async () => (await flaky())?.status, { timeout: 10_000, interval: 25 }).toBe('delivered');
    const arrivals = receiver.at('/flaky');
    expect(arrivals).toHaveLength(2);
    expect((arrivals[1]?.at ?? 0) - (arrivals[0]?.at ?? 0)).toBeGreaterThanOrEqual(RETRY_MS - 50);
    expect(receiver.at('/ok')).toHaveLength(1);
    expect((await flaky())?.attempts).toBe(2);
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('a deliverMany job run again never attempts a settled part again, nor a retried one before it is due', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/r-ok` });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/r-flaky` });
    receiver.on('/r-flaky', (n) => (n === 1 ? { status: 503 } : {}));
    await raise(services, clock, t.tenantId, ticket(3_000));
    const rows = async () => deliveries(web.baseUrl, t.apiKey);
    await expect.poll(async () => (await rows()).map((d) => d.status).sort(), { timeout: 10_000, interval: 10 }).toEqual(['delivered', 'retrying']);
    // The same job again (a worker killed before it finished): one part settled, one waiting for its retry.
    const parts = (await rows()).map((d) => ({ deliveryId: d.id, replays: 0, endpointId: d.endpoint_id ?? undefined }));
    const def = JOBS[WEBHOOKS_DELIVER_MANY_JOB];
    await services.queues.get(WEBHOOKS_QUEUE).add(WEBHOOKS_DELIVER_MANY_JOB, def.schema.parse({ parts }), { jobId: `${deliverManyJobId(parts)}-again` });
    await new Promise((r) => setTimeout(r, 150));
    expect(receiver.at('/r-ok')).toHaveLength(1);
    expect(receiver.at('/r-flaky')).toHaveLength(1);
    await expect.poll(async () => (await rows()).map((d) => d.status).sort(), { timeout: 10_000, interval: 25 }).toEqual(['delivered', 'delivered']);
    expect(receiver.at('/r-flaky')).toHaveLength(2);
    expect(receiver.at('/r-ok')).toHaveLength(1);
  });
});
