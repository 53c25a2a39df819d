import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { conversationStarted, ticketCreated } from '../../src/events/builders.js';
import { recordEvent } from '../../src/events/outbox.js';
import { WEBHOOK_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { startReceiver, type FakeReceiver, type Received } from '../fakes/webhook-receiver.js';
import { deliveries, endpointRecord, newTenant, raise, registerEndpoint } from '../fakes/webhook-helpers.js';
import { startWebhookWorkers, type RunningWebhookWorkers } from '../fakes/webhook-workers.js';

/** Short stand-ins for the production 10 s attempt timeout and 30 s / 5 min back-off (checked in events-signing.unit). */
const TIMEOUT_MS = 1_000;
const RETRY_DELAYS_MS = [50, 50];

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let receiver: FakeReceiver;
let workers: RunningWebhookWorkers;
const clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0, 0));

const conversation = { id: 41, channel: 'web', status: 'active', customerName: 'Ada Lovelace', startedAt: new Date(clock.now()) };
const ticket = {
  id: 7,
  ticketNumber: 'TCK-0007',
  subject: 'Broken router',
  description: 'It blinks red all day',
  priority: 'Medium',
  status: 'open',
  createdAt: new Date(clock.now()),
};

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
  receiver = await startReceiver();
  workers = await startWebhookWorkers(services, { settings: { timeoutMs: TIMEOUT_MS, retryDelaysMs: RETRY_DELAYS_MS } });
});
afterAll(async () => {
  await workers.stop();
  await web.close();
  await receiver.close();
  await services.close();
  await env.dropAll();
});

const header = (r: Received, name: string): string => String(r.headers[name.toLowerCase()] ?? '');

describe('webhook delivery (outbox -> relay -> webhooks pool -> receiver)', () => {
  it('posts a committed event to each subscribed endpoint, signed over the exact raw bytes sent', async () => {
    const t = await newTenant(services);
    const all = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/sig/all` });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/sig/tickets`, events: ['ticket.created'] });
    await raise(services, clock, t.tenantId, conversationStarted(conversation));
    await raise(services, clock, t.tenantId, ticketCreated(ticket));

    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey)).filter((d) => d.status === 'delivered').length, { timeout: 10_000 }).toBe(3);
    // The filter is respected: the tickets-only endpoint never saw conversation.started.
    expect(receiver.at('/sig/tickets').map((r) => header(r, 'X-Service-Event'))).toEqual(['ticket.created']);
    expect(
      receiver
        .at('/sig/all')
        .map((r) => header(r, 'X-Service-Event'))
        .sort(),
    ).toEqual(['conversation.started', 'ticket.created']);

    const got = receiver.at('/sig/all').find((r) => header(r, 'X-Service-Event') === 'conversation.started')!;
    expect(header(got, 'content-type')).toBe('application/json');
    expect(header(got, 'user-agent')).toBe('Service-Webhooks/1.0');
    // Independent check with node:crypto over the raw bytes received.
    expect(header(got, 'X-Service-Signature')).toBe(createHmac('sha256', all.secret).update(got.raw).digest('hex'));
    const id = header(got, 'X-Service-Delivery');
    const ts = header(got, 'webhook-timestamp');
    expect(header(got, 'webhook-id')).toBe(id);
    expect(ts).toBe(String(Math.floor(clock.now() / 1000)));
    expect(header(got, 'webhook-signature')).toBe(
      `v1,${createHmac('sha256', Buffer.from(all.secret, 'base64')).update(`${id}.${ts}.`).update(got.raw).digest('base64')}`,
    );
    expect(got.raw.toString('utf8')).toBe(JSON.stringify(JSON.parse(got.raw.toString('utf8')))); // compact
    expect(JSON.parse(got.raw.toString('utf8'))).toEqual({
      event: 'conversation.started',
      tenant_id: t.tenantId,
      created_at: new Date(clock.now()).toISOString(),
      data: conversationStarted(conversation).data,
    });
    const record = await endpointRecord(web.baseUrl, t.apiKey, all.id);
    expect(record).toMatchObject({ consecutive_failures: 0, last_delivered_at: new Date(clock.now()).toISOString(), is_active: true });
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/rollback` });
    await expect(
      services.orm.em.fork().transactional(async (tx) => {
        recordEvent(tx, { tenantId: t.tenantId, draft: ticketCreated({ ...ticket, id: 666 }), clock });
        await tx.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await raise(services, clock, t.tenantId, ticketCreated({ ...ticket, id: 667 })); // committed after it
    await expect.poll(() => receiver.at('/rollback').length, { timeout: 10_000 }).toBe(1);
    await workers.relay.drain();
    const ids = receiver.at('/rollback').map((r) => JSON.parse(r.raw.toString('utf8')).data.ticket_id);
    expect(ids).toEqual([667]);
    const rows = await services.orm.em.fork().execute('select body from outbox_events where tenant_id = ?', [t.tenantId]);
    expect(rows).toHaveLength(1);
  });

  it('retries with the same delivery id and bytes; a receiver down for 2 attempts then up gets exactly one successful attempt', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/flaky` });
    receiver.on('/flaky', (n) => ({ status: n <= 2 ? 503 : 200 }));
    await raise(services, clock, t.tenantId, ticketCreated(ticket));

    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.status, { timeout: 10_000 }).toBe('delivered');
    const got = receiver.at('/flaky');
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => header(r, 'X-Service-Delivery'))).size).toBe(1);
    expect(new Set(got.map((r) => r.raw.toString('base64'))).size).toBe(1);
    expect(new Set(got.map((r) => header(r, 'X-Service-Signature'))).size).toBe(1);
    const [d] = await deliveries(web.baseUrl, t.apiKey);
    expect(d).toMatchObject({
      id: header(got[0]!, 'X-Service-Delivery'),
      event: 'ticket.created',
      endpoint_id: ep.id,
      status: 'delivered',
      attempts: 3,
      response_code: 200,
      error: null,
    });
    expect(d!.attempt_log.map((a) => [a.attempt, a.response_code, a.error])).toEqual([
      [1, 503, 'HTTP 503'],
      [2, 503, 'HTTP 503'],
      [3, 200, null],
    ]);
    expect(d!.attempt_log.filter((a) => a.response_code === 200)).toHaveLength(1);
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ consecutive_failures: 0, last_error: null });
  });

  it('counts a slow receiver (answering after the attempt timeout, like 11 s against 10 s) as failed', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/slow` });
    receiver.on('/slow', () => ({ delayMs: TIMEOUT_MS * 1.1 }));
    await raise(services, clock, t.tenantId, ticketCreated(ticket));

    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.status, { timeout: 15_000, interval: 200 }).toBe('failed');
    const [d] = await deliveries(web.baseUrl, t.apiKey);
    expect(d!.attempts).toBe(3);
    expect(d!.attempt_log.map((a) => a.error)).toEqual(Array(3).fill(WEBHOOK_MESSAGES.timeout(TIMEOUT_MS)));
    expect(d!.attempt_log.every((a) => a.response_code === null && a.latency_ms >= TIMEOUT_MS)).toBe(true);
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({
      consecutive_failures: 1,
      is_active: true,
      last_error: WEBHOOK_MESSAGES.timeout(TIMEOUT_MS),
    });
  });

  it('does not follow redirects: a 3xx is a failed attempt and the redirect target is never called', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/moved` });
    receiver.on('/moved', () => ({ status: 302, headers: { location: `${receiver.baseUrl}/moved-target` } }));
    await raise(services, clock, t.tenantId, ticketCreated(ticket));
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.status, { timeout: 10_000 }).toBe('failed');
    const [d] = await deliveries(web.baseUrl, t.apiKey);
    expect(d!.error).toBe(WEBHOOK_MESSAGES.httpStatus(302));
    expect(receiver.at('/moved')).toHaveLength(3);
    expect(receiver.at('/moved-target')).toHaveLength(0);
  });

  it('deactivates an endpoint after 15 consecutive failed deliveries and sends it nothing more', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/down` });
    receiver.on('/down', () => ({ status: 500 }));
    await raise(services, clock, t.tenantId, ...Array.from({ length: 15 }, (_, i) => ticketCreated({ ...ticket, id: 1000 + i })));

    await expect.poll(async () => (await endpointRecord(web.baseUrl, t.apiKey, ep.id))?.is_active, { timeout: 15_000 }).toBe(false);
    const record = await endpointRecord(web.baseUrl, t.apiKey, ep.id);
    expect(record).toMatchObject({ consecutive_failures: 15, last_error: WEBHOOK_MESSAGES.deactivated(15, 'HTTP 500') });
    const log = await deliveries(web.baseUrl, t.apiKey);
    expect(log.filter((d) => d.status === 'failed' && d.attempts === 3)).toHaveLength(15);
    expect(receiver.at('/down')).toHaveLength(45);

    await raise(services, clock, t.tenantId, ticketCreated({ ...ticket, id: 2000 }));
    await workers.relay.drain();
    expect(await deliveries(web.baseUrl, t.apiKey)).toHaveLength(15); // no delivery to an inactive endpoint
    expect(receiver.at('/down')).toHaveLength(45);
  });

  it('resets the consecutive failure count on a successful delivery', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/recovers` });
    let up = false;
    receiver.on('/recovers', () => ({ status: up ? 200 : 500 }));
    await raise(services, clock, t.tenantId, ticketCreated({ ...ticket, id: 1 }), ticketCreated({ ...ticket, id: 2 }));
    await expect.poll(async () => (await endpointRecord(web.baseUrl, t.apiKey, ep.id))?.consecutive_failures, { timeout: 10_000 }).toBe(2);
    up = true;
    await raise(services, clock, t.tenantId, ticketCreated({ ...ticket, id: 3 }));
    await expect.poll(async () => (await endpointRecord(web.baseUrl, t.apiKey, ep.id))?.consecutive_failures, { timeout: 10_000 }).toBe(0);
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ is_active: true, last_error: 'HTTP 500' });
  });

  it('cancels a queued delivery whose endpoint was deleted before it was sent, and respects the per-endpoint cap meanwhile', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/deleted` });
    // Hold every in-flight slot of the endpoint, as slow attempts elsewhere would: its job must wait.
    const leases: string[] = [];
    for (let slot = await workers.pool.slots.acquire(ep.id); slot.lease; slot = await workers.pool.slots.acquire(ep.id)) leases.push(slot.lease);
    expect(leases).toHaveLength(services.config.WEBHOOK_ENDPOINT_CONCURRENCY);
    await raise(services, clock, t.tenantId, ticketCreated(ticket));
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey)).length, { timeout: 10_000 }).toBe(1);
    expect(receiver.at('/deleted')).toHaveLength(0);

    expect((await http(web.baseUrl, 'DELETE', `/api/sandbox/webhooks/${ep.id}`, { headers: { 'X-API-Key': t.apiKey } })).status).toBe(200);
    for (const lease of leases) await workers.pool.slots.release(ep.id, lease);
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.status, { timeout: 10_000 }).toBe('cancelled');
    const [d] = await deliveries(web.baseUrl, t.apiKey);
    expect(d).toMatchObject({ endpoint_id: null, endpoint_url: `${receiver.baseUrl}/deleted`, attempts: 0, error: WEBHOOK_MESSAGES.endpointDeleted });
    expect(receiver.at('/deleted')).toHaveLength(0);
  });
});

describe('POST /api/sandbox/webhooks/:id/test', () => {
  it('sends a signed conversation.started sample marked test true, synchronously, and reports the answer', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/test-ok` });
    const res = await http(web.baseUrl, 'POST', `/api/sandbox/webhooks/${ep.id}/test`, { headers: { 'X-API-Key': t.apiKey } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, webhook_id: ep.id, event: 'conversation.started', status_code: 200, error: null });
    expect(res.body.latency_ms).toEqual(expect.any(Number));
    const [got] = receiver.at('/test-ok');
    expect(got).toBeDefined();
    expect(header(got!, 'X-Service-Delivery')).toBe(res.body.delivery_id);
    expect(header(got!, 'X-Service-Signature')).toBe(createHmac('sha256', ep.secret).update(got!.raw).digest('hex'));
    const body = JSON.parse(got!.raw.toString('utf8'));
    expect(body).toMatchObject({ event: 'conversation.started', tenant_id: t.tenantId });
    expect(body.data).toMatchObject({
      test: true,
      conversation_id: expect.any(Number),
      channel: expect.any(String),
      identity: { match_key: expect.any(String), display_name: expect.any(String) },
    });
    // A sample is logged (marked test, its one attempt), but it is not an event: its stored body is never
    // fanned out, and the endpoint's counters do not move.
    await workers.relay.drain();
    const log = await deliveries(web.baseUrl, t.apiKey);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ id: res.body.delivery_id, test: true, status: 'delivered', attempts: 1, endpoint_id: ep.id, response_code: 200 });
    expect(await services.orm.em.fork().execute('select test, relayed_at is not null as relayed from outbox_events where tenant_id = ?', [t.tenantId])).toEqual(
      [{ test: true, relayed: true }],
    );
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ last_delivered_at: null, consecutive_failures: 0 });
  });

  it('reports a failing receiver with success false, its status code and the error', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/test-500` });
    receiver.on('/test-500', () => ({ status: 500 }));
    const res = await http(web.baseUrl, 'POST', `/api/sandbox/webhooks/${ep.id}/test`, { headers: { 'X-API-Key': t.apiKey } });
    expect(res.body).toMatchObject({ success: false, status_code: 500, error: 'HTTP 500' });
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ consecutive_failures: 0 });
  });

  it("answers 404 for an unknown id or another tenant's endpoint", async () => {
    const a = await newTenant(services);
    const b = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, a.apiKey, { url: `${receiver.baseUrl}/test-404` });
    for (const [key, id] of [
      [a.apiKey, 999_999],
      [b.apiKey, ep.id],
    ] as const) {
      const res = await http(web.baseUrl, 'POST', `/api/sandbox/webhooks/${id}/test`, { headers: { 'X-API-Key': key } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: WEBHOOK_MESSAGES.notFound });
    }
    expect(receiver.at('/test-404')).toHaveLength(0);
  });
});
