import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsRouter } from '../../src/http/metrics.js';
import { ManualClock } from '../../config/clock.js';
import { ticketCreated } from '../../src/events/builders.js';
import type { Services } from '../../src/services.js';
import { closeServer, createTestEnv, http, listen, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { METRICS_TOKEN, scraper, startWorkerMetrics } from '../fakes/metrics-scrape.js';
import { startReceiver, type FakeReceiver } from '../fakes/webhook-receiver.js';
import { endpointRecord, newTenant, raise, registerEndpoint } from '../fakes/webhook-helpers.js';
import { startWebhookWorkers, type RunningWebhookWorkers } from '../fakes/webhook-workers.js';

/**
 * The webhook metrics, scraped from the worker's metrics listener while the outbox relay and the
 * webhooks pool deliver to a loopback receiver: attempts (ok, failed), settled deliveries (delivered,
 * failed) and endpoint deactivations each move when they happen. Also: metrics are off (404) when
 * METRICS_TOKEN is unset.
 */

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let receiver: FakeReceiver;
let workers: RunningWebhookWorkers;
let worker: { url: string; close(): Promise<void> };
let metrics: ReturnType<typeof scraper>;
const clock = new ManualClock(Date.UTC(2026, 10, 24, 9, 0, 0));
const ticket = {
  id: 7,
  ticketNumber: 'TCK-0007',
  subject: 'Broken router',
  description: 'It blinks red',
  priority: 'Medium',
  status: 'open',
  createdAt: new Date(clock.now()),
};

beforeAll(async () => {
  env = await createTestEnv({ METRICS_TOKEN });
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
  receiver = await startReceiver();
  workers = await startWebhookWorkers(services, { settings: { timeoutMs: 1_000, retryDelaysMs: [20, 20] } });
  worker = await startWorkerMetrics(services);
  metrics = scraper(worker.url);
});
afterAll(async () => {
  await workers?.stop();
  await worker?.close();
  await web?.close();
  await receiver?.close();
  await services?.close();
  await env?.dropAll();
});

describe('webhook metrics', () => {
  it('a delivery answered 200 counts one ok attempt and one delivered delivery', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/ok` });
    const ok = await metrics.value('webhook_attempts_total', { result: 'ok' });
    const delivered = await metrics.value('webhook_deliveries_total', { result: 'delivered' });
    await raise(services, clock, t.tenantId, ticketCreated(ticket));
    await expect.poll(() => metrics.value('webhook_deliveries_total', { result: 'delivered' }), { timeout: 10_000 }).toBe(delivered + 1);
    expect(await metrics.value('webhook_attempts_total', { result: 'ok' })).toBe(ok + 1);
    expect(await metrics.value('queue_job_duration_seconds_count', { queue: 'webhooks', status: 'completed' })).toBeGreaterThan(0);
  });

  it('an endpoint failing 15 deliveries counts 45 failed attempts, 15 failed deliveries and one deactivation', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/down` });
    receiver.on('/down', () => ({ status: 500 }));
    const before = {
      attempts: await metrics.value('webhook_attempts_total', { result: 'failed' }),
      failed: await metrics.value('webhook_deliveries_total', { result: 'failed' }),
      deactivated: await metrics.value('webhook_endpoint_deactivations_total'),
    };
    await raise(services, clock, t.tenantId, ...Array.from({ length: 15 }, (_, i) => ticketCreated({ ...ticket, id: 100 + i })));
    await expect.poll(async () => (await endpointRecord(web.baseUrl, t.apiKey, ep.id))?.is_active, { timeout: 20_000 }).toBe(false);
    expect(await metrics.value('webhook_endpoint_deactivations_total')).toBe(before.deactivated + 1);
    expect(await metrics.value('webhook_attempts_total', { result: 'failed' })).toBe(before.attempts + 45);
    expect(await metrics.value('webhook_deliveries_total', { result: 'failed' })).toBe(before.failed + 15);
  });
});

describe('metrics off', () => {
  it('answers 404 at /metrics, on the web route and on the worker listener, while METRICS_TOKEN is unset', async () => {
    // The same process's pieces with the token unset (no new connections to open or close).
    const off: Services = { ...services, config: { ...services.config, METRICS_TOKEN: undefined } };
    const app = express().use(metricsRouter(off));
    const server = createServer(app);
    const offWeb = await listen(server);
    const offWorker = await startWorkerMetrics(off);
    try {
      expect((await http(offWeb, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
      expect((await fetch(offWorker.url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
    } finally {
      await offWorker.close();
      await closeServer(server);
    }
  });
});
