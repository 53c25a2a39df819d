import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { conversationStarted, ticketCreated } from '../../src/events/builders.js';
import { WEBHOOK_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { webhooksPruneProcessor } from '../../workers/housekeeping.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { startReceiver, type FakeReceiver, type Received } from '../fakes/webhook-receiver.js';
import { deliveries, deliveryDetail, endpointRecord, newTenant, raise, registerEndpoint } from '../fakes/webhook-helpers.js';
import { startWebhookWorkers, type RunningWebhookWorkers } from '../fakes/webhook-workers.js';

/** Short stand-ins for the production 10 s attempt timeout and 30 s / 5 min back-off. */
const TIMEOUT_MS = 1_000;
const RETRY_DELAYS_MS = [50, 50];
const DAY = 24 * 60 * 60_000;

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let receiver: FakeReceiver;
let workers: RunningWebhookWorkers;
const clock = new ManualClock(Date.UTC(2026, 10, 25, 9, 0, 0));

const key = (apiKey: string) => ({ 'X-API-Key': apiKey });
const ticket = (id: number) =>
  ticketCreated({
    id,
    ticketNumber: `TCK-${id}`,
    subject: 'Broken router',
    description: 'It blinks red',
    priority: 'Medium',
    status: 'open',
    createdAt: new Date(clock.now()),
  });
const sendTest = (apiKey: string, id: number) => http(web.baseUrl, 'POST', `/api/sandbox/webhooks/${id}/test`, { headers: key(apiKey) });
const replay = (apiKey: string, id: string) => http(web.baseUrl, 'POST', `/api/sandbox/webhooks/deliveries/${id}/replay`, { headers: key(apiKey) });
const settled = async (apiKey: string, n: number) =>
  expect
    .poll(async () => (await deliveries(web.baseUrl, apiKey)).filter((d) => !['pending', 'retrying'].includes(d.status)).length, { timeout: 10_000 })
    .toBe(n);

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

describe('sample deliveries ("Send test")', () => {
  it('appear in the log marked test with their attempt, go only to the endpoint whose test was pressed, and raise no event', async () => {
    const t = await newTenant(services);
    const a = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/sample/a`, events: ['conversation.started'] });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/sample/b`, events: ['conversation.started'] });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/sample/all` });
    const res = await sendTest(t.apiKey, a.id);
    expect(res.body).toMatchObject({ success: true, webhook_id: a.id, status_code: 200, error: null });
    await workers.relay.drain();
    await new Promise((r) => setTimeout(r, 300)); // anything wrongly fanned out would have been sent by now
    expect(receiver.at('/sample/a')).toHaveLength(1);
    expect(receiver.at('/sample/b')).toHaveLength(0);
    expect(receiver.at('/sample/all')).toHaveLength(0);
    const log = await deliveries(web.baseUrl, t.apiKey);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ id: res.body.delivery_id, test: true, event: 'conversation.started', endpoint_id: a.id, status: 'delivered', attempts: 1 });
    expect(log[0]!.attempt_log).toEqual([
      { attempt: 1, at: new Date(clock.now()).toISOString(), response_code: 200, latency_ms: expect.any(Number), error: null },
    ]);
    // A real event afterwards reaches every subscriber, as usual; the sample is not among them.
    await raise(services, clock, t.tenantId, conversationStarted({ id: 9, channel: 'web', status: 'active', startedAt: new Date(clock.now()) }));
    await settled(t.apiKey, 4);
    expect((await deliveries(web.baseUrl, t.apiKey)).filter((d) => d.test)).toHaveLength(1);
    expect([receiver.at('/sample/a').length, receiver.at('/sample/b').length, receiver.at('/sample/all').length]).toEqual([2, 1, 1]);
  });

  it('never count toward failure streaks or deactivation, and a successful one leaves last_delivered_at alone', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/sample/streak` });
    let status = 500;
    receiver.on('/sample/streak', () => ({ status }));
    // One short of deactivation: a failing sample must not be the 15th failure.
    await services.orm.em.fork().execute('update webhook_endpoints set consecutive_failures = 14 where id = ?', [ep.id]);
    const failed = await sendTest(t.apiKey, ep.id);
    expect(failed.body).toMatchObject({ success: false, status_code: 500, error: 'HTTP 500' });
    expect(receiver.at('/sample/streak')).toHaveLength(1); // one attempt: a sample is not retried
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ is_active: true, consecutive_failures: 14, last_error: null });
    status = 200;
    expect((await sendTest(t.apiKey, ep.id)).body).toMatchObject({ success: true, status_code: 200 });
    // Nor does a successful one mend the streak or count as a delivery.
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ consecutive_failures: 14, last_delivered_at: null });
    const log = await deliveries(web.baseUrl, t.apiKey);
    expect(log.map((d) => [d.status, d.attempts, d.test])).toEqual([
      ['delivered', 1, true],
      ['failed', 1, true],
    ]);
  });

  it('can be replayed (one attempt per round, still a sample) but are not recovered, and still reach a deactivated endpoint', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/sample/replay` });
    let status = 503;
    receiver.on('/sample/replay', () => ({ status }));
    const since = new Date(clock.now() - 60_000).toISOString();
    const first = await sendTest(t.apiKey, ep.id);
    expect(first.body).toMatchObject({ success: false, status_code: 503 });
    const recovered = await http(web.baseUrl, 'POST', `/api/sandbox/webhooks/${ep.id}/recover`, { headers: key(t.apiKey), body: { since } });
    expect(recovered.body).toMatchObject({ queued: 0 });
    status = 200;
    expect((await replay(t.apiKey, first.body.delivery_id)).body).toMatchObject({ success: true, replays: 1 });
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.status, { timeout: 10_000 }).toBe('delivered');
    const [after] = await deliveries(web.baseUrl, t.apiKey);
    expect(after).toMatchObject({ id: first.body.delivery_id, test: true, attempts: 2, replays: 1 });
    expect(after!.attempt_log.map((a) => a.response_code)).toEqual([503, 200]);
    const [a, b] = receiver.at('/sample/replay');
    expect(b!.raw.equals(a!.raw)).toBe(true);
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ consecutive_failures: 0, last_delivered_at: null });

    // Deactivated: events stop, but its owner can still see whether it answers again before registering it again.
    await services.orm.em.fork().execute('update webhook_endpoints set is_active = false where id = ?', [ep.id]);
    expect((await sendTest(t.apiKey, ep.id)).body).toMatchObject({ success: true, status_code: 200 });
    expect(receiver.at('/sample/replay')).toHaveLength(3);
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ is_active: false });
  });

  it('waits for a slot of a full endpoint, and when none frees in time is left to the queue and sent once one does', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/sample/full` });
    const leases: string[] = [];
    for (let slot = await workers.pool.slots.acquire(ep.id); slot.lease; slot = await workers.pool.slots.acquire(ep.id)) leases.push(slot.lease);
    const res = await sendTest(t.apiKey, ep.id);
    expect(res.body).toMatchObject({ success: false, queued: true, status_code: null, error: WEBHOOK_MESSAGES.sampleQueued });
    expect(receiver.at('/sample/full')).toHaveLength(0);
    expect((await deliveries(web.baseUrl, t.apiKey))[0]).toMatchObject({ id: res.body.delivery_id, status: 'pending', test: true });
    for (const lease of leases) await workers.pool.slots.release(ep.id, lease);
    await expect.poll(async () => (await deliveries(web.baseUrl, t.apiKey))[0]?.status, { timeout: 10_000 }).toBe('delivered');
    expect(receiver.at('/sample/full')).toHaveLength(1);
  });
});

describe('GET /api/sandbox/webhooks/deliveries/{delivery_id}', () => {
  const received = (r: Received): Record<string, string> => Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)]));
  const lower = (h: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

  it('shows the exact payload, and per attempt the headers sent and the first part of the answer', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/detail` });
    receiver.on('/detail', (n) =>
      n === 1 ? { status: 503, body: '{"error":"database is down","retry":true}' } : { status: 200, body: 'ok ☕', headers: { 'content-type': 'text/plain' } },
    );
    await raise(services, clock, t.tenantId, ticket(1));
    await settled(t.apiKey, 1);
    const [row] = await deliveries(web.baseUrl, t.apiKey);
    const d = await deliveryDetail(web.baseUrl, t.apiKey, row!.id);
    const got = receiver.at('/detail');
    expect(got).toHaveLength(2);
    expect(d).toMatchObject({
      id: row!.id,
      status: 'delivered',
      test: false,
      attempts: 2,
      payload: got[0]!.raw.toString('utf8'),
      payload_bytes: got[0]!.raw.length,
    });
    expect(d.attempt_log.map((a) => [a.attempt, a.response_code, a.error, a.response_body, a.response_truncated])).toEqual([
      [1, 503, 'HTTP 503', '{"error":"database is down","retry":true}', false],
      [2, 200, null, 'ok ☕', false],
    ]);
    d.attempt_log.forEach((a, i) => {
      // Every header shown is one the receiver got, with the same value (signatures and timestamps of that attempt).
      const sent = lower(a.headers!);
      expect(Object.keys(sent).sort()).toEqual(
        [
          'content-type',
          'x-service-event',
          'x-service-signature',
          'x-service-delivery',
          'user-agent',
          'webhook-id',
          'webhook-timestamp',
          'webhook-signature',
          'content-length',
        ].sort(),
      );
      const arrived = received(got[i]!);
      for (const [name, value] of Object.entries(sent)) expect([name, arrived[name]]).toEqual([name, value]);
    });
    const other = await newTenant(services);
    expect(await http(web.baseUrl, 'GET', `/api/sandbox/webhooks/deliveries/${row!.id}`, { headers: key(other.apiKey) })).toMatchObject({
      status: 404,
      body: { detail: WEBHOOK_MESSAGES.deliveryNotFound },
    });
    expect((await http(web.baseUrl, 'GET', '/api/sandbox/webhooks/deliveries/not-an-id', { headers: key(t.apiKey) })).status).toBe(422);
    expect((await http(web.baseUrl, 'GET', `/api/sandbox/webhooks/deliveries/${row!.id}`)).status).toBe(401);
  });

  it('keeps at most 1 KB of an answer, holds NUL bytes as text, waits no longer than the attempt for a slow body, and shows none for a timeout', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/big` });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/nul` });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/slow-body` });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/hang` });
    receiver.on('/big', () => ({ status: 200, body: 'x'.repeat(5_000) }));
    receiver.on('/nul', () => ({ status: 400, body: Buffer.from([0x61, 0x00, 0x62, 0xff]) }));
    receiver.on('/slow-body', () => ({ status: 202, body: 'late', bodyDelayMs: 5 * TIMEOUT_MS }));
    receiver.on('/hang', () => ({ hang: true }));
    await raise(services, clock, t.tenantId, ticket(2));
    await settled(t.apiKey, 4);
    const log = await deliveries(web.baseUrl, t.apiKey);
    const detailOf = async (path: string) => deliveryDetail(web.baseUrl, t.apiKey, log.find((d) => d.endpoint_url.endsWith(path))!.id);
    const big = await detailOf('/big');
    expect(big.attempt_log[0]).toMatchObject({ response_code: 200, response_body: 'x'.repeat(1024), response_truncated: true });
    const nul = await detailOf('/nul');
    expect(nul.attempt_log.map((a) => a.response_body)).toEqual(Array(3).fill('a\uFFFDb\uFFFD'));
    const slow = await detailOf('/slow-body');
    expect(slow.status).toBe('delivered');
    expect(slow.attempt_log[0]).toMatchObject({ response_code: 202, response_body: '', response_truncated: true });
    expect(slow.attempt_log[0]!.latency_ms).toBeLessThan(TIMEOUT_MS);
    const hang = await detailOf('/hang');
    expect(hang.attempt_log.map((a) => [a.response_code, a.response_body, a.error])).toEqual(Array(3).fill([null, null, WEBHOOK_MESSAGES.timeout(TIMEOUT_MS)]));
    // Nothing unbounded is stored: the longest answer kept is 1 KB.
    const [kept] = await services.orm.em
      .fork()
      .execute<{ longest: number }[]>('select max(octet_length(response_body))::int as longest from webhook_delivery_attempts');
    expect(kept?.longest).toBe(1024);
  });

  it('goes with its delivery when retention prunes the log', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/pruned` });
    await raise(services, clock, t.tenantId, ticket(3));
    await settled(t.apiKey, 1);
    const [row] = await deliveries(web.baseUrl, t.apiKey);
    expect((await deliveryDetail(web.baseUrl, t.apiKey, row!.id)).attempt_log[0]!.response_body).toBe('{"ok":true}');
    clock.advance(31 * DAY);
    try {
      expect(await webhooksPruneProcessor(services)()).toMatchObject({ done: true });
      expect((await http(web.baseUrl, 'GET', `/api/sandbox/webhooks/deliveries/${row!.id}`, { headers: key(t.apiKey) })).status).toBe(404);
      const left = await services.orm.em.fork().execute('select 1 from webhook_delivery_attempts where delivery_id = ?', [row!.id]);
      expect(left).toEqual([]);
    } finally {
      clock.advance(-31 * DAY);
    }
  });
});

describe('GET /api/sandbox/webhooks/deliveries?status=&event=', () => {
  it('filters the log by status, by event, or both; an unknown status or event is 422', async () => {
    const t = await newTenant(services);
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/filter/ok` });
    await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/filter/down` });
    receiver.on('/filter/down', () => ({ status: 500 }));
    await raise(services, clock, t.tenantId, ticket(4), conversationStarted({ id: 4, channel: 'web', status: 'active', startedAt: new Date(clock.now()) }));
    await settled(t.apiKey, 4);
    const pick = async (filter: Record<string, string>) =>
      (await deliveries(web.baseUrl, t.apiKey, 500, filter)).map((d) => `${d.event} ${d.status} ${d.endpoint_url.split('/').pop()}`).sort();
    expect(await pick({ status: 'failed' })).toEqual(['conversation.started failed down', 'ticket.created failed down']);
    expect(await pick({ event: 'ticket.created' })).toEqual(['ticket.created delivered ok', 'ticket.created failed down']);
    expect(await pick({ status: 'delivered', event: 'conversation.started' })).toEqual(['conversation.started delivered ok']);
    expect(await pick({ status: 'cancelled' })).toEqual([]);
    for (const [q, field] of [
      ['status=lost', 'status'],
      ['event=order.shipped', 'event'],
    ]) {
      const res = await http(web.baseUrl, 'GET', `/api/sandbox/webhooks/deliveries?${q}`, { headers: key(t.apiKey) });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', field]);
    }
  });
});
