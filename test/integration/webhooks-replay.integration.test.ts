import { createHmac } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { conversationStarted } from '../../src/events/builders.js';
import { WEBHOOK_MESSAGES } from '../../src/messages.js';
import { SmtpEmailTransport } from '../../src/notify/email.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';
import { startReceiver, type FakeReceiver, type Received } from '../fakes/webhook-receiver.js';
import { deliveries, endpointRecord, newTenant, raise, registerEndpoint, sampleTicket } from '../fakes/webhook-helpers.js';
import { startWebhookWorkers, type RunningWebhookWorkers } from '../fakes/webhook-workers.js';

/** Short stand-ins for the production 10 s attempt timeout and 30 s / 5 min back-off. */
const TIMEOUT_MS = 1_000;
const RETRY_DELAYS_MS = [50, 50];

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let receiver: FakeReceiver;
let smtp: FakeSmtp;
let workers: RunningWebhookWorkers;
// The official libraries check webhook-timestamp against the wall clock (5 minutes either way), so this
// clock starts at the real time; it is moved only where a test says so, and never past that tolerance.
const clock = new ManualClock(Date.now());

const ticket = (id: number) => sampleTicket(clock, id);
const key = (apiKey: string) => ({ 'X-API-Key': apiKey });
const header = (r: Received, name: string): string => String(r.headers[name.toLowerCase()] ?? '');
const standardHeaders = (r: Received) => ({
  'webhook-id': header(r, 'webhook-id'),
  'webhook-timestamp': header(r, 'webhook-timestamp'),
  'webhook-signature': header(r, 'webhook-signature'),
});

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
  receiver = await startReceiver();
  smtp = await startFakeSmtp();
  const email = new SmtpEmailTransport({ url: smtp.url, from: 'service@example.com' });
  // One delivery at a time, so the order a receiver sees is the order the relay queued them in
  // (recover sends oldest first; in parallel, arrival order would say nothing about that).
  workers = await startWebhookWorkers(services, { settings: { timeoutMs: TIMEOUT_MS, retryDelaysMs: RETRY_DELAYS_MS, email }, concurrency: 1 });
});
afterAll(async () => {
  await workers.stop();
  await web.close();
  await receiver.close();
  await smtp.close();
  await services.close();
  await env.dropAll();
});

async function replay(apiKey: string, deliveryId: string) {
  return http(web.baseUrl, 'POST', `/api/sandbox/webhooks/deliveries/${deliveryId}/replay`, { headers: key(apiKey) });
}
async function recover(apiKey: string, endpointId: number, since: string) {
  return http(web.baseUrl, 'POST', `/api/sandbox/webhooks/${endpointId}/recover`, { headers: key(apiKey), body: { since } });
}

describe('official Standard Webhooks verifiers', () => {
  it('accept every delivery from the real worker with new Webhook("whsec_" + secret), in standardwebhooks and svix, and the spec hex HMAC matches', async () => {
    const t = await newTenant(services);
    const eps = await Promise.all([1, 2, 3].map((n) => registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/official/${n}` })));
    for (const ep of eps) expect(ep.secret).toMatch(/^[A-Za-z0-9+/]{43}$/);
    await raise(
      services,
      clock,
      t.tenantId,
      ...Array.from({ length: 10 }, (_, i) => ticket(100 + i)),
      conversationStarted({ id: 5, channel: 'web', status: 'active', customerName: 'Zoë Ünal ☕', startedAt: new Date(clock.now()) }),
    );
    await expect.poll(() => eps.reduce((n, _ep, i) => n + receiver.at(`/official/${i + 1}`).length, 0), { timeout: 10_000 }).toBe(33);
    eps.forEach((ep, i) => {
      const got = receiver.at(`/official/${i + 1}`);
      expect(got).toHaveLength(11);
      for (const r of got) {
        const raw = r.raw.toString('utf8');
        expect(new StandardWebhook(`whsec_${ep.secret}`).verify(raw, standardHeaders(r))).toEqual(JSON.parse(raw));
        expect(() => new SvixWebhook(`whsec_${ep.secret}`).verify(raw, standardHeaders(r))).not.toThrow();
        expect(header(r, 'X-Service-Signature')).toBe(createHmac('sha256', ep.secret).update(r.raw).digest('hex'));
        // Another endpoint's secret never verifies.
        const other = eps[(i + 1) % eps.length]!;
        expect(() => new StandardWebhook(`whsec_${other.secret}`).verify(raw, standardHeaders(r))).toThrow();
      }
    });
  });

  it('keeps the old keying for an endpoint registered before secret format 2, so its receiver goes on verifying', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/legacy` });
    await services.orm.em.fork().execute('update webhook_endpoints set secret_format = 1 where id = ?', [ep.id]); // as the migration leaves older rows
    await raise(services, clock, t.tenantId, ticket(1));
    await expect.poll(() => receiver.at('/legacy').length, { timeout: 10_000 }).toBe(1);
    const [r] = receiver.at('/legacy');
    const id = header(r!, 'webhook-id');
    const ts = header(r!, 'webhook-timestamp');
    expect(header(r!, 'webhook-signature')).toBe(
      `v1,${createHmac('sha256', Buffer.from(ep.secret, 'utf8')).update(`${id}.${ts}.`).update(r!.raw).digest('base64')}`,
    );
    expect(header(r!, 'X-Service-Signature')).toBe(createHmac('sha256', ep.secret).update(r!.raw).digest('hex'));
  });
});

describe('POST /api/sandbox/webhooks/deliveries/{delivery_id}/replay', () => {
  it('sends one delivery again with the same X-Service-Delivery and body bytes, and logs a new attempt', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/replay` });
    await raise(services, clock, t.tenantId, ticket(1));
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.status, { timeout: 10_000 }).toBe('delivered');
    const [first] = await deliveries(web.baseUrl, t.apiKey);

    const res = await replay(t.apiKey, first!.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, delivery_id: first!.id, webhook_id: ep.id, status: 'pending', replays: 1 });
    await expect.poll(() => receiver.at('/replay').length, { timeout: 10_000 }).toBe(2);
    const [a, b] = receiver.at('/replay');
    expect(header(b!, 'X-Service-Delivery')).toBe(header(a!, 'X-Service-Delivery'));
    expect(b!.raw.equals(a!.raw)).toBe(true);
    expect(() => new SvixWebhook(`whsec_${ep.secret}`).verify(b!.raw.toString('utf8'), standardHeaders(b!))).not.toThrow();
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.status, { timeout: 10_000 }).toBe('delivered');
    const [after] = await deliveries(web.baseUrl, t.apiKey);
    expect(after).toMatchObject({ id: first!.id, attempts: 2, replays: 1, response_code: 200 });
    expect(after!.attempt_log.map((x) => x.attempt)).toEqual([1, 2]);
  });

  it("acts on the key's own account only: a live key cannot replay a sandbox delivery, nor a sandbox key a live one", async () => {
    const live = await newTenant(services);
    const sandbox = await newTenant(services, { sandboxOf: live.tenantId });
    await registerEndpoint(web.baseUrl, live.apiKey, { url: `${receiver.baseUrl}/sep/live` });
    await registerEndpoint(web.baseUrl, sandbox.apiKey, { url: `${receiver.baseUrl}/sep/sandbox` });
    await raise(services, clock, live.tenantId, ticket(1));
    await raise(services, clock, sandbox.tenantId, ticket(2));
    await expect.poll(async () => (await deliveries(web.baseUrl, live.apiKey))[0]?.status, { timeout: 10_000 }).toBe('delivered');
    await expect.poll(async () => (await deliveries(web.baseUrl, sandbox.apiKey))[0]?.status, { timeout: 10_000 }).toBe('delivered');
    const [liveDelivery] = await deliveries(web.baseUrl, live.apiKey);
    const [sandboxDelivery] = await deliveries(web.baseUrl, sandbox.apiKey);

    expect(await replay(live.apiKey, sandboxDelivery!.id)).toMatchObject({ status: 404, body: { detail: WEBHOOK_MESSAGES.deliveryNotFound } });
    expect(await replay(sandbox.apiKey, liveDelivery!.id)).toMatchObject({ status: 404, body: { detail: WEBHOOK_MESSAGES.deliveryNotFound } });
    expect((await replay(sandbox.apiKey, sandboxDelivery!.id)).status).toBe(200);
    await expect.poll(() => receiver.at('/sep/sandbox').length, { timeout: 10_000 }).toBe(2);
    expect(receiver.at('/sep/live')).toHaveLength(1);
  });

  it('refuses with a clear message for a deleted endpoint, a deactivated one, or a delivery still being attempted; 404 and 422 for unknown and malformed ids', async () => {
    const t = await newTenant(services);
    const gone = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/refuse/gone` });
    const off = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/refuse/off` });
    const slow = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/refuse/slow` });
    receiver.on('/refuse/slow', () => ({ status: 500 }));
    await raise(services, clock, t.tenantId, ticket(1));
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey)).filter((d) => d.status === 'delivered').length, { timeout: 10_000 }).toBe(2);
    const log = await deliveries(web.baseUrl, t.apiKey);
    const of = (id: number) => log.find((d) => d.endpoint_id === id)!;

    await services.orm.em.fork().execute('update webhook_endpoints set is_active = false where id = ?', [off.id]);
    expect(await replay(t.apiKey, of(off.id).id)).toMatchObject({ status: 409, body: { detail: WEBHOOK_MESSAGES.replayEndpointInactive } });
    const goneId = of(gone.id).id;
    expect((await http(web.baseUrl, 'DELETE', `/api/sandbox/webhooks/${gone.id}`, { headers: key(t.apiKey) })).status).toBe(200);
    expect(await replay(t.apiKey, goneId)).toMatchObject({ status: 409, body: { detail: WEBHOOK_MESSAGES.replayEndpointDeleted } });
    // Hold the failing one in its retry round: a replay would race its own attempts. (Once its own
    // attempts are over, so that no worker writes its status meanwhile.)
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey)).find((d) => d.endpoint_id === slow.id)?.status, { timeout: 20_000 }).toBe('failed');
    await services.orm.em.fork().execute(`update webhook_deliveries set status = 'retrying' where id = ?`, [of(slow.id).id]);
    expect(await replay(t.apiKey, of(slow.id).id)).toMatchObject({ status: 409, body: { detail: WEBHOOK_MESSAGES.replayInFlight } });

    expect((await replay(t.apiKey, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await replay(t.apiKey, 'not-a-delivery')).status).toBe(422);
  });
});

describe('POST /api/sandbox/webhooks/{id}/recover', () => {
  it('re-sends, oldest first, every delivery that ended failed since the given time, after a receiver that failed comes back', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/recover` });
    let up = false;
    receiver.on('/recover', () => ({ status: up ? 200 : 503 }));
    await raise(services, clock, t.tenantId, ticket(1));
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.status, { timeout: 10_000 }).toBe('failed');
    clock.advance(60_000);
    const since = new Date(clock.now()).toISOString();
    for (const id of [2, 3, 4]) await raise(services, clock, t.tenantId, ticket(id));
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey)).filter((d) => d.status === 'failed').length, { timeout: 10_000 }).toBe(4);
    const failedBefore = receiver.at('/recover').length;
    expect(failedBefore).toBe(12); // 4 deliveries x 3 attempts

    up = true;
    const res = await recover(t.apiKey, ep.id, since);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, webhook_id: ep.id, since, queued: 3 });
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey)).filter((d) => d.status === 'delivered').length, { timeout: 10_000 }).toBe(3);
    const resent = receiver.at('/recover').slice(failedBefore);
    expect(resent.map((r) => JSON.parse(r.raw.toString('utf8')).data.ticket_id)).toEqual([2, 3, 4]);
    // One event per commit, so event ids follow tickets 1..4.
    const log = (await deliveries(web.baseUrl, t.apiKey)).sort((a, b) => a.event_id - b.event_id);
    const byTicket = (n: number) => log[n - 1]!;
    expect(byTicket(1)).toMatchObject({ status: 'failed', replays: 0, attempts: 3 }); // ended before `since`
    for (const n of [2, 3, 4]) expect(byTicket(n)).toMatchObject({ status: 'delivered', replays: 1, attempts: 4 });
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ consecutive_failures: 0, is_active: true });

    // Nothing failed since: nothing to send.
    expect((await recover(t.apiKey, ep.id, since)).body).toMatchObject({ queued: 0 });
  });

  it('gives a re-sent delivery a fresh round of attempts with back-off, so a receiver still down fails it again after 3 more', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/still-down` });
    receiver.on('/still-down', () => ({ status: 500 }));
    const since = new Date(clock.now()).toISOString();
    await raise(services, clock, t.tenantId, ticket(1));
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.status, { timeout: 10_000 }).toBe('failed');
    expect((await recover(t.apiKey, ep.id, since)).body).toMatchObject({ queued: 1 });
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.attempts, { timeout: 10_000 }).toBe(6);
    expect((await deliveries(web.baseUrl, t.apiKey))[0]).toMatchObject({ status: 'failed', replays: 1 });
    expect(receiver.at('/still-down')).toHaveLength(6);
  });

  it("refuses a deactivated endpoint with a clear message, an unknown or other account's endpoint with 404, and a bad since with 422", async () => {
    const live = await newTenant(services);
    const sandbox = await newTenant(services, { sandboxOf: live.tenantId });
    const ep = await registerEndpoint(web.baseUrl, live.apiKey, { url: `${receiver.baseUrl}/recover-off` });
    const since = new Date(clock.now() - 3_600_000).toISOString();
    expect(await recover(sandbox.apiKey, ep.id, since)).toMatchObject({ status: 404, body: { detail: WEBHOOK_MESSAGES.notFound } });
    expect((await recover(live.apiKey, ep.id, 'yesterday')).status).toBe(422);
    expect((await recover(live.apiKey, ep.id, '2026-11-01')).body).toEqual({ success: true, webhook_id: ep.id, since: '2026-11-01T00:00:00.000Z', queued: 0 });
    await services.orm.em.fork().execute('update webhook_endpoints set is_active = false where id = ?', [ep.id]);
    expect(await recover(live.apiKey, ep.id, since)).toMatchObject({ status: 409, body: { detail: WEBHOOK_MESSAGES.replayEndpointInactive } });
    expect((await recover(live.apiKey, 999_999, since)).status).toBe(404);
  });
});

describe('deactivation email', () => {
  it('emails the account owner once, with the URL, the last error and how to register again', async () => {
    const t = await newTenant(services);
    const owner = (await services.tenants.get(t.tenantId))!;
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/deactivate` });
    receiver.on('/deactivate', () => ({ status: 502 }));
    await raise(services, clock, t.tenantId, ...Array.from({ length: 17 }, (_, i) => ticket(500 + i)));
    await expect.poll(async () => (await endpointRecord(web.baseUrl, t.apiKey, ep.id))?.is_active, { timeout: 15_000 }).toBe(false);
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(owner.ownerEmail)).length, { timeout: 10_000 }).toBe(1);
    // Let the rest settle (cancelled against the inactive endpoint): still one email.
    await expect
      .poll(async () => (await deliveries(web.baseUrl, t.apiKey)).filter((d) => d.status === 'pending' || d.status === 'retrying').length, { timeout: 10_000 })
      .toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    const mails = smtp.messages.filter((m) => m.to.includes(owner.ownerEmail));
    expect(mails).toHaveLength(1);
    const text = mails[0]!.raw.replace(/=\r?\n/g, '');
    expect(text).toContain(`${receiver.baseUrl}/deactivate`);
    expect(text).toContain('HTTP 502');
    expect(text).toContain('register it again');
    expect(text).toContain(WEBHOOK_MESSAGES.deactivatedEmailSubject(owner.businessName));
  });
});
