import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services.js';
import { BOB_EMAIL, BOB_NAME } from '../fakes/data-vendors.js';
import { caller, connect, emailedCode, startDataHarness, verifyOnPlatform, type Call, type DataHarness } from '../fakes/data-harness.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { METRICS_TOKEN, scraper, startWorkerMetrics } from '../fakes/metrics-scrape.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';

/**
 * `/metrics` scraped over HTTP while the real web routes, vendor, partner and otp pools run on real
 * Redis/PostgreSQL against loopback vendors: each metric moves when its event happens. The web app
 * serves its registry at /metrics; the worker-side metrics come from the worker's own listener (here
 * both over one in-test process, so both expose the same registry).
 */

let env: TestEnv;
let services: Services;
let smtp: FakeSmtp;
let h: DataHarness;
let web: { baseUrl: string; close(): Promise<void> };
let worker: { url: string; close(): Promise<void> };
let webMetrics: ReturnType<typeof scraper>;
let workerMetrics: ReturnType<typeof scraper>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  env = await createTestEnv({ VENDOR_TIMEOUT_MS: '2000', SMTP_URL: smtp.url, METRICS_TOKEN });
  services = await openTestServices(env);
  h = await startDataHarness(services);
  web = await startWeb(services);
  worker = await startWorkerMetrics(services);
  webMetrics = scraper(`${web.baseUrl}/metrics`);
  workerMetrics = scraper(worker.url);
});
afterAll(async () => {
  await worker?.close();
  await web?.close();
  await h?.close();
  await services?.close();
  await env?.dropAll();
  await smtp?.close();
});

describe('GET /metrics access', () => {
  it('answers only the METRICS_TOKEN bearer: 401 without it or with another, and never leaks the registry', async () => {
    const none = await http(web.baseUrl, 'GET', '/metrics');
    expect(none.status).toBe(401);
    expect(JSON.stringify(none.body)).not.toContain('verification_outcomes_total');
    expect((await http(web.baseUrl, 'GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-123456' } })).status).toBe(401);
    expect((await http(web.baseUrl, 'GET', '/metrics', { headers: { 'X-API-Key': METRICS_TOKEN } })).status).toBe(401);
    const ok = await fetch(`${web.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/plain');
    expect(await ok.text()).toContain('# TYPE verification_outcomes_total counter');
    expect((await fetch(worker.url)).status).toBe(401);
  });
});

describe('each metric moves when its event happens', () => {
  let shop: { tenantId: number; call: Call };

  beforeAll(async () => {
    const { tenant, apiKey } = await services.tenants.create({ name: 'Metrics Shop', ownerEmail: 'owner@metrics.example' });
    shop = { tenantId: tenant.id, call: caller(h.baseUrl, apiKey) };
    const shopifyId = await connect(shop.call, shop.tenantId, 'shopify', { access_token: 'shpat_0123456789abcdef0123456789abcdef' }, { shop: 'acme-uk' });
    expect((await shop.call('POST', `/api/tenants/${shop.tenantId}/connectors/${shopifyId}/use-to-verify`)).status).toBe(200);
    const books = await connect(shop.call, shop.tenantId, 'test_books', { api_key: 'tb_0123456789' });
    expect((await shop.call('POST', `/api/tenants/${shop.tenantId}/connectors/${books}/use-for-data`)).status).toBe(200);
  });

  it('queue_jobs reads waiting and delayed counts from BullMQ at scrape time', async () => {
    const waiting = await webMetrics.value('queue_jobs', { queue: 'housekeeping', state: 'waiting' });
    const delayed = await webMetrics.value('queue_jobs', { queue: 'housekeeping', state: 'delayed' });
    await services.queues.enqueue('housekeeping.clean', {});
    await services.queues.enqueue('housekeeping.clean', {}, { delay: 60_000 });
    expect(await webMetrics.value('queue_jobs', { queue: 'housekeeping', state: 'waiting' })).toBe(waiting + 1);
    expect(await webMetrics.value('queue_jobs', { queue: 'housekeeping', state: 'delayed' })).toBe(delayed + 1);
    expect(await webMetrics.value('queue_jobs', { queue: 'housekeeping', state: 'failed' })).toBe(0);
  });

  it('verification outcomes: code_sent and verified; vendor calls ok with their latency; job durations; rows the safety filter dropped', async () => {
    const before = {
      codeSent: await webMetrics.value('verification_outcomes_total', { outcome: 'code_sent' }),
      verified: await webMetrics.value('verification_outcomes_total', { outcome: 'verified' }),
      vendorOk: await workerMetrics.value('vendor_call_duration_seconds_count', { vendor: 'test_books', outcome: 'ok' }),
      dropped: await workerMetrics.value('safety_filter_dropped_rows_total', (l) => l['reason'] === 'safety_filter' && l['vendor'] !== 'merge'),
      jobs: await workerMetrics.value('queue_job_duration_seconds_count', (l) => (l['queue'] ?? '').startsWith('vendor.') && l['status'] === 'completed'),
    };
    const after = smtp.messages.length;
    const session = await verifyOnPlatform(shop.call, { full_name: BOB_NAME, email: BOB_EMAIL }, { code: () => emailedCode(smtp, BOB_EMAIL, after) });
    expect(await webMetrics.value('verification_outcomes_total', { outcome: 'code_sent' })).toBe(before.codeSent + 1);
    expect(await webMetrics.value('verification_outcomes_total', { outcome: 'verified' })).toBe(before.verified + 1);

    const orders = await shop.call('POST', '/api/chatbot-api/orders', { session_token: session });
    expect(orders.body.success).toBe(true);
    // Test Books answers with TB-999, which names another customer's email: the worker drops it.
    expect((orders.body.orders as Record<string, unknown>[]).map((r) => r['order_number'])).not.toContain('TB-999');
    expect(await workerMetrics.value('vendor_call_duration_seconds_count', { vendor: 'test_books', outcome: 'ok' })).toBeGreaterThan(before.vendorOk);
    expect(await workerMetrics.value('safety_filter_dropped_rows_total', (l) => l['reason'] === 'safety_filter' && l['vendor'] !== 'merge')).toBeGreaterThan(
      before.dropped,
    );
    expect(
      await workerMetrics.value('queue_job_duration_seconds_count', (l) => (l['queue'] ?? '').startsWith('vendor.') && l['status'] === 'completed'),
    ).toBeGreaterThan(before.jobs);

    // A data connection that fails: its calls count as errors.
    const errors = await workerMetrics.value('vendor_call_duration_seconds_count', { vendor: 'test_books', outcome: 'error' });
    h.world.down.add('books');
    try {
      const partial = await shop.call('POST', '/api/chatbot-api/invoices', { session_token: session });
      expect(partial.status).toBe(200);
    } finally {
      h.world.down.delete('books');
    }
    expect(await workerMetrics.value('vendor_call_duration_seconds_count', { vendor: 'test_books', outcome: 'error' })).toBeGreaterThan(errors);
  });

  it('verification outcomes: mismatch, wrong_code, too_many and system_error', async () => {
    const value = (outcome: string): Promise<number> => webMetrics.value('verification_outcomes_total', { outcome });
    const before = {
      mismatch: await value('mismatch'),
      wrong: await value('wrong_code'),
      tooMany: await value('too_many'),
      system: await value('system_error'),
    };

    const miss = await shop.call('POST', '/api/chatbot-api/verify-identity', { full_name: 'Nobody Known', email: 'nobody.known@example.net' });
    expect(miss.body.success).toBe(false);
    expect(await value('mismatch')).toBe(before.mismatch + 1);

    const vi = await shop.call('POST', '/api/chatbot-api/verify-identity', { full_name: BOB_NAME, email: BOB_EMAIL });
    expect(vi.body.success).toBe(true);
    for (let i = 0; i < 5; i++) await shop.call('POST', '/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '000000' });
    expect(await value('wrong_code')).toBe(before.wrong + 4);
    expect(await value('too_many')).toBe(before.tooMany + 1);

    const { apiKey } = await services.tenants.create({ name: 'No Verifier', ownerEmail: 'owner@noverifier.example' });
    const none = await caller(h.baseUrl, apiKey)('POST', '/api/chatbot-api/verify-identity', { full_name: BOB_NAME, email: BOB_EMAIL });
    expect(none.body).toMatchObject({ success: false, system_error: true });
    expect(await value('system_error')).toBe(before.system + 1);
  });

  it('rpc_timeouts_total counts a request-reply call nobody answered in time, by queue', async () => {
    const before = await webMetrics.value('rpc_timeouts_total', { queue: 'metrics-nobody-listens' });
    const outcome = await services.rpc!.call(services.queues.get('metrics-nobody-listens'), 'noop', {}, { timeoutMs: 50 });
    expect(outcome).toEqual({ ok: false, reason: 'timeout' });
    expect(await webMetrics.value('rpc_timeouts_total', { queue: 'metrics-nobody-listens' })).toBe(before + 1);
  });

  it('labels carry no customer data: neither the name nor the email of the customer appears in the exposition', async () => {
    const text = JSON.stringify([...(await webMetrics.scrape()), ...(await workerMetrics.scrape())]);
    for (const planted of [BOB_NAME, BOB_EMAIL, 'nobody.known@example.net', 'Nobody Known']) expect(text).not.toContain(planted);
  });
});
