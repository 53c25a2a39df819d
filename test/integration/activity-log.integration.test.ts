import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { ActivityLog } from '../../src/activity/log.js';
import { SCHEDULES } from '../../src/schedules.js';
import type { Services } from '../../src/services.js';
import { housekeepingPoolProcessor } from '../../workers/housekeeping.js';
import type { Job } from 'bullmq';
import { connectAccount, createTenant, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { BOB_EMAIL, BOB_NAME } from '../fakes/data-vendors.js';
import { caller, connect, emailedCode, startDataHarness, type DataHarness } from '../fakes/data-harness.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';

/**
 * The tenant's activity log end to end: one record per bot call from each entry point (platform API,
 * conversation tools, MCP, /api/connect) with its time, channel, tool or endpoint, conversation,
 * connections, outcome, rows and duration; read back newest first with filters and a cursor; never
 * holding the customer's details, the tokens or the codes; pruned past 30 days by the clock's job.
 */

let env: TestEnv;
let services: Services;
let smtp: FakeSmtp;
let web: { baseUrl: string; close(): Promise<void> };
let pool: { close(): Promise<void> };
let h: DataHarness;
const clients: Client[] = [];

type Tenant = { tenantId: number; apiKey: string; api: ReturnType<typeof platform> };
type Record_ = {
  id: string;
  at: string;
  channel: string;
  action: string;
  conversation_id: number | null;
  connection_ids: number[];
  outcome: string;
  rows: number;
  duration_ms: number;
};

/** Everything a test planted that must never be stored. */
const planted: string[] = [];
/** Every tenant that made calls, to read its log back through the API. */
const readers: { tenantId: number; apiKey: string }[] = [];

async function demoTenant(name: string): Promise<Tenant> {
  const tenant = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, name);
  const res = await connectAccount(web.baseUrl, tenant, { base_url: `${web.baseUrl}${DEMO_PATH}`, api_key: env.config.DEMO_API_KEY });
  expect(res.body.chain_test.passed).toBe(true);
  planted.push(tenant.apiKey);
  readers.push(tenant);
  return { ...tenant, api: platform(web.baseUrl, tenant.apiKey) };
}

/** The tenant's activity, after the batched writer has written what it holds. */
async function activity(t: { tenantId: number; apiKey: string }, query = ''): Promise<{ status: number; body: any }> {
  await services.activity.flush();
  return http(web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/activity${query}`, { headers: { 'X-API-Key': t.apiKey } });
}

/** Waits until `n` records are there (each is written once the call's answer has gone out). */
async function records(t: { tenantId: number; apiKey: string }, n: number, query = ''): Promise<Record_[]> {
  await expect.poll(async () => (await activity(t, `?limit=100${query}`)).body.activity?.length, { timeout: 5_000 }).toBe(n);
  return (await activity(t, `?limit=100${query}`)).body.activity as Record_[];
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  env = await createTestEnv({ VENDOR_TIMEOUT_MS: '2000', SMTP_URL: smtp.url });
  services = await openTestServices(env);
  web = await startWeb(services);
  pool = await startAccountConnectPool(services);
  h = await startDataHarness(services);
});
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await h?.close();
  await pool?.close();
  await web?.close();
  await services?.close();
  await env?.dropAll();
  await smtp?.close();
});

describe('what the activity log holds', () => {
  it('platform API: each call with its endpoint, outcome, rows and duration, newest first', async () => {
    const t = await demoTenant('Activity Platform');
    const miss = await t.api('/api/chatbot-api/verify-identity', { full_name: 'Nobody Atall', postcode: 'ZZ9 9ZZ' });
    expect(miss.body.success).toBe(false);
    const vi = await t.api('/api/chatbot-api/verify-identity', { full_name: 'Priya Shah', mobile_number: '+44 7700 900203' });
    const wrong = await t.api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '654321' });
    expect(wrong.body.success).toBe(false);
    const vo = await t.api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
    const orders = await t.api('/api/chatbot-api/orders', { session_token: vo.body.session_token });
    expect(orders.body.orders.length).toBeGreaterThan(0);
    const expired = await t.api('/api/chatbot-api/invoices', { session_token: 'not-a-session-token-000' });
    expect(expired.status).toBe(401);
    planted.push('Priya Shah', '+44 7700 900203', '7700 900203', vi.body.otp_token, vo.body.session_token, 'Nobody Atall', 'ZZ9 9ZZ', '654321', '123456');

    const list = await records(t, 6);
    expect(list.map((r) => [r.action, r.outcome])).toEqual([
      ['POST /api/chatbot-api/invoices', 'session_expired'],
      ['POST /api/chatbot-api/orders', 'ok'],
      ['POST /api/chatbot-api/verify-otp', 'verified'],
      ['POST /api/chatbot-api/verify-otp', 'wrong_code'],
      ['POST /api/chatbot-api/verify-identity', 'code_sent'],
      ['POST /api/chatbot-api/verify-identity', 'no_match'],
    ]);
    expect(list[1]).toMatchObject({ channel: 'platform_api', rows: orders.body.orders.length, conversation_id: null });
    for (const r of list) {
      expect(r.duration_ms).toBeGreaterThanOrEqual(0);
      expect(Date.parse(r.at)).toBeGreaterThan(0);
    }
    expect(list.map((r) => Number(r.id))).toEqual([...list.map((r) => Number(r.id))].sort((a, b) => b - a));
  });

  it('conversation tools and MCP: the tool name, the conversation, needs_verification before the customer is verified', async () => {
    const t = await demoTenant('Activity Tools');
    const conv = (await t.api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    const tool = (name: string, args: unknown = {}) => t.api(`/api/chatbot-api/conversations/${conv}/tools/${name}`, args);
    expect((await tool('orders')).body.needs_verification).toBe(true);
    expect((await tool('verify_identity', { full_name: 'test customer', postcode: 'te57st' })).body.success).toBe(true);
    expect((await tool('verify_otp', { otp_code: '123456' })).body.success).toBe(true);
    const client = new Client({ name: 'activity-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${web.baseUrl}/api/chatbot-api/conversations/${conv}/mcp`), {
        requestInit: { headers: { 'X-API-Key': t.apiKey } },
      }),
    );
    clients.push(client);
    const result = await client.callTool({ name: 'orders', arguments: {} });
    const body = JSON.parse((result.content as { text: string }[])[0]!.text);
    expect(body.success).toBe(true);
    planted.push('test customer', 'te57st');

    const list = await records(t, 4);
    expect(list.map((r) => [r.channel, r.action, r.outcome, r.conversation_id])).toEqual([
      ['mcp', 'orders', 'ok', conv],
      ['conversation_tool', 'verify_otp', 'verified', conv],
      ['conversation_tool', 'verify_identity', 'code_sent', conv],
      ['conversation_tool', 'orders', 'needs_verification', conv],
    ]);
    expect(list[0]!.rows).toBe(body.orders.length);
  });

  it('/api/connect and the multi-source reads: the connections that answered; filters by outcome and connection, cursor pages', async () => {
    const { tenant, apiKey } = await services.tenants.create({ name: 'Activity Connect', ownerEmail: 'owner@activity.example' });
    planted.push(apiKey);
    const t = { tenantId: tenant.id, apiKey };
    readers.push(t);
    const call = caller(h.baseUrl, apiKey);
    const shopify = await connect(call, t.tenantId, 'shopify', { access_token: 'shpat_0123456789abcdef0123456789abcdef' }, { shop: 'acme-uk' });
    const key = (await call('POST', `/api/tenants/${t.tenantId}/connectors/${shopify}/use-to-verify`)).body.access_key as string;
    const books = await connect(call, t.tenantId, 'test_books', { api_key: 'tb_0123456789' });
    expect((await call('POST', `/api/tenants/${t.tenantId}/connectors/${books}/use-for-data`)).status).toBe(200);
    planted.push(key, 'shpat_0123456789abcdef0123456789abcdef', 'tb_0123456789', BOB_NAME, BOB_EMAIL);

    const viaConnect = (path: string, body: unknown) => http(h.baseUrl, 'POST', `/api/connect/${shopify}/${path}`, { headers: { 'X-API-Key': key }, body });
    let after = smtp.messages.length;
    const vi = await viaConnect('verify-identity', { full_name: BOB_NAME, email: BOB_EMAIL });
    expect(vi.body.success).toBe(true);
    const code = await emailedCode(smtp, BOB_EMAIL, after);
    const vo = await viaConnect('verify-otp', { otp_token: vi.body.otp_token, otp_code: code });
    expect((await viaConnect('orders', { session_token: vo.body.session_token })).body.success).toBe(true);
    planted.push(code, vi.body.otp_token, vo.body.session_token);

    // The platform API reads the verifier and the data connection: both answered.
    after = smtp.messages.length;
    const pvi = await call('POST', '/api/chatbot-api/verify-identity', { full_name: BOB_NAME, email: BOB_EMAIL });
    const pcode = await emailedCode(smtp, BOB_EMAIL, after);
    const pvo = await call('POST', '/api/chatbot-api/verify-otp', { otp_token: pvi.body.otp_token, otp_code: pcode });
    const merged = await call('POST', '/api/chatbot-api/orders', { session_token: pvo.body.session_token });
    expect(merged.body.success).toBe(true);
    planted.push(pcode, pvi.body.otp_token, pvo.body.session_token);

    const list = await records(t, 6);
    expect(list.slice(3).map((r) => [r.channel, r.action, r.outcome, r.connection_ids])).toEqual([
      ['connect', 'POST /api/connect/:connectionId/orders', 'ok', [shopify]],
      ['connect', 'POST /api/connect/:connectionId/verify-otp', 'verified', [shopify]],
      ['connect', 'POST /api/connect/:connectionId/verify-identity', 'code_sent', [shopify]],
    ]);
    expect(list[0]).toMatchObject({ channel: 'platform_api', action: 'POST /api/chatbot-api/orders', outcome: 'ok', rows: merged.body.orders.length });
    expect([...list[0]!.connection_ids].sort()).toEqual([shopify, books].sort());

    expect((await records(t, 1, `&connection_id=${books}`))[0]!.id).toBe(list[0]!.id);
    expect((await records(t, 2, '&outcome=verified')).map((r) => r.id)).toEqual([list[1]!.id, list[4]!.id]);

    const first = await activity(t, '?limit=4');
    expect(first.body.activity.map((r: Record_) => r.id)).toEqual(list.slice(0, 4).map((r) => r.id));
    const second = await activity(t, `?limit=4&cursor=${first.body.next_cursor as string}`);
    expect(second.body.activity.map((r: Record_) => r.id)).toEqual(list.slice(4).map((r) => r.id));
    expect(second.body.next_cursor).toBeNull();

    expect((await activity(t, '?outcome=whatever')).status).toBe(422);
    expect((await activity(t, '?cursor=abc')).status).toBe(422);
    const other = await services.tenants.create({ name: 'Someone Else', ownerEmail: 'else@activity.example' });
    expect((await http(web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/activity`, { headers: { 'X-API-Key': other.apiKey } })).status).toBe(404);
  });
});

describe('what the activity log must never hold', () => {
  it('holds no customer name, email, mobile, postcode, code, otp_token, session_token or key: not in the table, not in the API', async () => {
    expect(planted.length).toBeGreaterThan(20);
    await services.activity.flush();
    const rows = await services.orm.em.fork().execute<Record<string, unknown>[]>('select * from activity_log');
    expect(rows.length).toBeGreaterThanOrEqual(16);
    const stored = JSON.stringify(rows);
    let served = '';
    for (const t of readers) {
      const res = await activity(t, '?limit=100');
      expect(res.body.activity.length).toBeGreaterThan(0);
      served += JSON.stringify(res.body);
    }
    for (const secret of planted) {
      expect(stored, secret).not.toContain(secret);
      expect(stored.toLowerCase(), secret).not.toContain(secret.toLowerCase());
      expect(served, secret).not.toContain(secret);
    }
    // The column set itself: nothing that could carry free text from a call besides the action name.
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'action',
      'at',
      'channel',
      'connection_ids',
      'conversation_id',
      'duration_ms',
      'id',
      'outcome',
      'rows',
      'tenant_id',
    ]);
    expect(new Set(rows.map((r) => r['action']))).toEqual(
      new Set(rows.map((r) => r['action']).filter((a) => /^(POST \/api\/[a-z-]+(\/:connectionId)?\/[a-z-]+|[a-z_]+)$/.test(String(a)))),
    );
  });
});

describe('retention', () => {
  it('prunes records older than 30 days by the injected clock, in bounded batches, from the hourly housekeeping job', async () => {
    const t = await demoTenant('Activity Old');
    const clock = new ManualClock(services.clock.now() - 40 * 24 * 60 * 60_000);
    const old = new ActivityLog(services.orm, clock, services.logger);
    for (let i = 0; i < 5; i++)
      old.record({
        tenantId: t.tenantId,
        channel: 'platform_api',
        action: 'POST /api/chatbot-api/orders',
        conversationId: null,
        connectionIds: [],
        outcome: 'ok',
        rows: 1,
        durationMs: 3,
      });
    clock.advance(11 * 24 * 60 * 60_000); // 29 days old: kept
    old.record({ tenantId: t.tenantId, channel: 'mcp', action: 'orders', conversationId: null, connectionIds: [], outcome: 'ok', rows: 0, durationMs: 3 });
    await old.close();
    expect(await records(t, 6)).toHaveLength(6);

    clock.advance(0);
    const bounded = new ActivityLog(services.orm, new ManualClock(services.clock.now()), services.logger);
    expect(await bounded.prune({ batchSize: 2, maxBatches: 1 })).toEqual({ deleted: 2, done: false });
    expect(await records(t, 4)).toHaveLength(4);

    const schedule = SCHEDULES.find((s) => s.name === 'activity-prune')!;
    const jobId = await schedule.enqueue(services.queues, new Date(services.clock.now()));
    expect(await schedule.enqueue(services.queues, new Date(services.clock.now()))).toBe(jobId);
    const job = (await services.queues.get('housekeeping').getJob(jobId)) as Job;
    expect(job.name).toBe('activity.prune');
    expect(await housekeepingPoolProcessor(services)(job)).toEqual({ deleted: 3, done: true });
    const left = await records(t, 1);
    expect(left[0]).toMatchObject({ channel: 'mcp', action: 'orders' });
  });
});
