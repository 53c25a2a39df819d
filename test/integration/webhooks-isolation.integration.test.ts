import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { ticketCreated } from '../../src/events/builders.js';
import { EndpointSlots } from '../../src/events/endpoint-slots.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { startReceiver, type FakeReceiver } from '../fakes/webhook-receiver.js';
import { deliveries, newTenant, raise, registerEndpoint } from '../fakes/webhook-helpers.js';
import { startWebhookWorkers, type RunningWebhookWorkers } from '../fakes/webhook-workers.js';

/** A small pool (4 jobs at once) and a cap of 2 attempts in flight per endpoint. */
const POOL_CONCURRENCY = 4;
const PER_ENDPOINT = 2;
const TIMEOUT_MS = 3_000;

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let receiver: FakeReceiver;
let workers: RunningWebhookWorkers;
const clock = new ManualClock(Date.UTC(2026, 10, 22, 14, 0, 0));

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
  receiver = await startReceiver();
  workers = await startWebhookWorkers(services, {
    concurrency: POOL_CONCURRENCY,
    settings: { timeoutMs: TIMEOUT_MS, retryDelaysMs: [50, 50], endpointConcurrency: PER_ENDPOINT, busyDelayMs: 100 },
  });
});
afterAll(async () => {
  await workers.stop();
  await web.close();
  await receiver.close();
  await services.close();
  await env.dropAll();
});

describe('webhooks pool: per-endpoint concurrency cap', () => {
  it('keeps a hanging endpoint to its cap so a fast endpoint of the same events is not starved', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/hang` });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/fast` });
    receiver.on('/hang', () => ({ hang: true }));
    let inFlight = 0;
    let maxInFlight = 0;
    receiver.server.on('request', (req) => {
      if (req.url !== '/hang') return;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      req.socket.once('close', () => inFlight--);
    });

    const started = Date.now();
    await raise(
      services,
      clock,
      t.tenantId,
      ...Array.from({ length: 10 }, (_, i) =>
        ticketCreated({
          id: i,
          ticketNumber: `T-${i}`,
          subject: 'Broken router',
          description: 'It blinks red all day',
          priority: 'Medium',
          status: 'open',
          createdAt: new Date(clock.now()),
        }),
      ),
    );
    // Without the cap, the 4 pool slots fill with hanging attempts and each fast delivery waits ~1.5 s per round.
    const fastDelivered = async (): Promise<number> =>
      (await deliveries(web.baseUrl, t.apiKey)).filter((d) => d.endpoint_url.endsWith('/fast') && d.status === 'delivered').length;
    await expect.poll(fastDelivered, { timeout: 10_000, interval: 25 }).toBe(10);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    expect(maxInFlight).toBeLessThanOrEqual(PER_ENDPOINT);
    expect(receiver.at('/hang').length).toBeGreaterThan(0);
    const log = await deliveries(web.baseUrl, t.apiKey);
    expect(log.filter((d) => d.endpoint_url.endsWith('/hang') && d.status === 'delivered')).toHaveLength(0);
  });

  it('takes the slots asked for in one turn together, per endpoint, never beyond its cap, and hands back those released together', async () => {
    const slots = new EndpointSlots({ redis: services.redis, prefix: env.config.REDIS_PREFIX, limit: 8, leaseMs: 5_000 });
    const [a, b] = [900_001, 900_002];
    const first = await Promise.all([...Array.from({ length: 12 }, () => slots.acquire(a)), ...Array.from({ length: 3 }, () => slots.acquire(b))]);
    const leasesOf = (outcomes: typeof first): string[] => outcomes.flatMap((o) => (o.lease === null ? [] : [o.lease]));
    // In the order asked: the first 8 of endpoint a get a slot, the 4 after it are told how long the oldest has run.
    expect(first.slice(0, 8).every((o) => o.lease !== null)).toBe(true);
    expect(first.slice(8, 12).map((o) => o.lease)).toEqual([null, null, null, null]);
    for (const o of first.slice(8, 12)) if (o.lease === null) expect(o.oldestAgeMs).toBeGreaterThanOrEqual(0);
    expect(new Set(leasesOf(first)).size).toBe(11);
    expect([await slots.inFlight(a), await slots.inFlight(b)]).toEqual([8, 3]);

    // Released in one turn (and one more asked for in the same turn): the endpoints' counts drop together.
    const aLeases = leasesOf(first.slice(0, 8));
    await Promise.all(aLeases.slice(0, 5).map((lease) => slots.release(a, lease)));
    expect(await slots.inFlight(a)).toBe(3);
    const again = await Promise.all(Array.from({ length: 6 }, () => slots.acquire(a)));
    expect(again.filter((o) => o.lease !== null)).toHaveLength(5);
    expect(await slots.inFlight(a)).toBe(8);
    await Promise.all([...aLeases.slice(5), ...leasesOf(again)].map((lease) => slots.release(a, lease)));
    await Promise.all(leasesOf(first.slice(12)).map((lease) => slots.release(b, lease)));
    expect([await slots.inFlight(a), await slots.inFlight(b)]).toEqual([0, 0]);
  });
});
