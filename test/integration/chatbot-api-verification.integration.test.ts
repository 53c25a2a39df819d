import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { OutboxEvent } from '../../src/db/entities/outbox-event.js';
import { MESSAGES, VERIFICATION_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { ABUSE_LIMITS } from '../../src/verification/abuse-limits.js';
import { connectAccount, createTenant, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

const TENANT_RATE = 40;

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let pool: { close(): Promise<void> };
let demoBase: string;

type Tenant = { tenantId: number; apiKey: string };
async function demoTenant(name: string): Promise<Tenant> {
  const tenant = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, name);
  const res = await connectAccount(web.baseUrl, tenant, { base_url: demoBase, api_key: env.config.DEMO_API_KEY });
  expect(res.body.chain_test.passed).toBe(true);
  return tenant;
}

async function verify(api: ReturnType<typeof platform>, identity: Record<string, unknown>, conversationId?: number): Promise<string> {
  const conv = conversationId === undefined ? {} : { conversation_id: conversationId };
  const vi = await api('/api/chatbot-api/verify-identity', { ...identity, ...conv });
  expect(vi.body).toMatchObject({ success: true });
  const vo = await api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456', ...conv });
  expect(vo.body).toMatchObject({ success: true });
  return vo.body.session_token as string;
}

beforeAll(async () => {
  env = await createTestEnv({ VERIFY_TENANT_RATE_PER_MINUTE: String(TENANT_RATE) });
  services = await openTestServices(env);
  web = await startWeb(services);
  pool = await startAccountConnectPool(services);
  demoBase = `${web.baseUrl}${DEMO_PATH}`;
});

afterAll(async () => {
  await pool?.close();
  await web?.close();
  await services?.close();
  await env?.dropAll();
});

describe('POST /api/chatbot-api/verify-identity, verify-otp and the account reads (Account Connect demo)', () => {
  it("verifies the test customer and reads sample data with the service's own tokens", async () => {
    const tenant = await demoTenant('Chain Shop');
    const api = platform(web.baseUrl, tenant.apiKey);
    const vi = await api('/api/chatbot-api/verify-identity', { full_name: 'test customer', postcode: 'te57st' });
    expect(vi.status).toBe(200);
    expect(vi.body).toEqual({ success: true, otp_token: expect.any(String), message: MESSAGES.testCustomer });
    const vo = await api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123 456' });
    expect(vo.body).toEqual({ success: true, session_token: expect.any(String) });
    const session = vo.body.session_token as string;
    const summary = await api('/api/chatbot-api/account-summary', { session_token: session });
    expect(summary.body).toMatchObject({ success: true, account: { account_number: 'TEST-0001', name: TEST_CUSTOMER.full_name } });
    const orders = await api('/api/chatbot-api/orders', { session_token: session });
    expect(orders.body.success).toBe(true);
    expect(orders.body.orders).toHaveLength(2);
    const invoices = await api('/api/chatbot-api/invoices', { session_token: session });
    expect(invoices.body.success).toBe(true);
    // The service's session is its own: the demo does not know it.
    const direct = await http(demoBase, 'POST', '/account-summary', { headers: { 'X-API-Key': env.config.DEMO_API_KEY }, body: { session_token: session } });
    expect(direct.status).toBe(401);
  });

  it('verifies a fictional customer by mobile in +44 form and reads their capped, most-recent-first lists', async () => {
    const tenant = await demoTenant('Fiction Shop');
    const api = platform(web.baseUrl, tenant.apiKey);
    const vi = await api('/api/chatbot-api/verify-identity', { full_name: 'Priya Shah', mobile_number: '+44 7700 900203' });
    expect(vi.body).toEqual({ success: true, otp_token: expect.any(String), message: MESSAGES.codeSentBySms('203') });
    const vo = await api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
    const orders = await api('/api/chatbot-api/orders', { session_token: vo.body.session_token });
    expect(orders.body.success).toBe(true);
    const placed = (orders.body.orders as { placed: string }[]).map((o) => o.placed);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThanOrEqual(10);
    expect([...placed].sort().reverse()).toEqual(placed);
    expect(JSON.stringify(orders.body).length).toBeLessThanOrEqual(2_000);
  });

  it('answers the one mismatch message for a wrong name, a wrong detail and a stranger', async () => {
    const tenant = await demoTenant('Mismatch Shop');
    const api = platform(web.baseUrl, tenant.apiKey);
    for (const body of [
      { full_name: 'Amelia Heart', postcode: 'BS1 5TR' },
      { full_name: 'Amelia Hart', postcode: 'BS1 5TX' },
      { full_name: 'Nobody Here', email: 'x@example.com' },
    ]) {
      const res = await api('/api/chatbot-api/verify-identity', body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: false, message: MESSAGES.noMatch });
    }
  });

  it("keeps sessions and codes inside their tenant: another tenant's tokens are unknown", async () => {
    const a = await demoTenant('Tenant A');
    const b = await demoTenant('Tenant B');
    const apiA = platform(web.baseUrl, a.apiKey);
    const apiB = platform(web.baseUrl, b.apiKey);
    const vi = await apiA('/api/chatbot-api/verify-identity', { full_name: 'Amelia Hart', email: 'AMELIA.HART@example.com' });
    expect(vi.body.message).toBe(MESSAGES.codeSentBySms('201'));
    const stolen = await apiB('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
    expect(stolen.body).toEqual({ success: false, message: MESSAGES.codeExpired });
    const vo = await apiA('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
    const session = vo.body.session_token as string;
    const other = await apiB('/api/chatbot-api/account-summary', { session_token: session });
    expect(other.status).toBe(401);
    expect(other.body).toEqual({ detail: { success: false, message: MESSAGES.sessionExpired } });
    expect((await apiA('/api/chatbot-api/account-summary', { session_token: session })).body.success).toBe(true);
  });

  it('counts wrong codes itself: four are "not correct", the fifth destroys the otp_token', async () => {
    const tenant = await demoTenant('Wrong Codes');
    const api = platform(web.baseUrl, tenant.apiKey);
    const vi = await api('/api/chatbot-api/verify-identity', { full_name: 'Tom Price', email: 'tom.price@example.com' });
    expect(vi.body.message).toBe(MESSAGES.codeSentByEmail('t***@example.com'));
    for (let i = 0; i < 4; i++)
      expect((await api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '000000' })).body.message).toBe(MESSAGES.wrongCode);
    expect((await api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '000000' })).body).toEqual({
      success: false,
      message: MESSAGES.tooManyWrongCodes,
    });
    expect((await api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' })).body).toEqual({
      success: false,
      message: MESSAGES.codeExpired,
    });
  });

  it('says the service is not set up for this business (not "our team has been told", never "not found") when the tenant has no Account Connect and no verifying connection', async () => {
    const tenant = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, 'Unconnected');
    const res = await platform(web.baseUrl, tenant.apiKey)('/api/chatbot-api/verify-identity', { full_name: 'Test Customer', postcode: 'TE5 7ST' });
    expect(res.body).toEqual({ success: false, system_error: true, not_set_up: true, message: VERIFICATION_MESSAGES.notSetUp });
  });

  it('refuses a missing or wrong tenant key with {detail: "Invalid API key"} and a bad body with 422', async () => {
    const res = await http(web.baseUrl, 'POST', '/api/chatbot-api/verify-identity', { headers: { 'X-API-Key': 'sk_nope' }, body: { full_name: 'x' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: MESSAGES.invalidApiKey });
    const tenant = await demoTenant('Validation');
    const api = platform(web.baseUrl, tenant.apiKey);
    const bad = await api('/api/chatbot-api/verify-identity', { full_name: 42 });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'full_name']);
    const noToken = await api('/api/chatbot-api/orders', {});
    expect(noToken.status).toBe(422);
    expect(noToken.body.detail[0].loc).toEqual(['body', 'session_token']);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the verification API, the dashboard settings and the demo from the same zod schemas', async () => {
    const res = await http(web.baseUrl, 'GET', '/api/openapi.json');
    const paths = Object.keys(res.body.paths as object);
    for (const p of [
      '/api/chatbot-api/verify-identity',
      '/api/chatbot-api/conversations/{conversationId}/tools/{tool}',
      '/api/tenants/{tenantId}/account-connect',
      '/api/account-connect-demo/v1/vendor/customers',
    ]) {
      expect(paths).toContain(p);
    }
  });
});

// The toolset (tool list, gate, tool runs per conversation) is tested in bot-toolset.integration.test.ts.

describe('abuse limits on verify-identity and verify-otp', () => {
  it('429s the eleventh verify-identity of a conversation within ten minutes, with Retry-After', async () => {
    const tenant = await demoTenant('Conversation Limit');
    const api = platform(web.baseUrl, tenant.apiKey);
    for (let i = 0; i < ABUSE_LIMITS.perConversation.points; i++) {
      expect((await api('/api/chatbot-api/verify-identity', { full_name: 'Nobody', postcode: 'X', conversation_id: 9 })).status).toBe(200);
    }
    const limited = await api('/api/chatbot-api/verify-identity', { full_name: 'Nobody', postcode: 'X', conversation_id: 9 });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.detail).toMatch(/^Too many requests/);
    // Another conversation is not held up.
    expect((await api('/api/chatbot-api/verify-identity', { full_name: 'Nobody', postcode: 'X', conversation_id: 10 })).status).toBe(200);
  });

  it('caps codes sent per conversation at five; mismatches do not count', async () => {
    const tenant = await demoTenant('Code Cap');
    const api = platform(web.baseUrl, tenant.apiKey);
    expect((await api('/api/chatbot-api/verify-identity', { full_name: 'Nobody', postcode: 'X', conversation_id: 3 })).body.message).toBe(MESSAGES.noMatch);
    for (let i = 0; i < ABUSE_LIMITS.codesPerConversation.points; i++) {
      expect((await api('/api/chatbot-api/verify-identity', { full_name: 'Chloe Martin', postcode: 'G2 3BZ', conversation_id: 3 })).body.success).toBe(true);
    }
    const capped = await api('/api/chatbot-api/verify-identity', { full_name: 'Chloe Martin', postcode: 'G2 3BZ', conversation_id: 3 });
    expect(capped.body).toEqual({ success: false, message: VERIFICATION_MESSAGES.codeCapReached, code_limit: true });
  });

  it('429s a tenant beyond VERIFY_TENANT_RATE_PER_MINUTE calls a minute', async () => {
    const tenant = await demoTenant('Tenant Limit');
    const api = platform(web.baseUrl, tenant.apiKey);
    const results = await Promise.all(Array.from({ length: TENANT_RATE + 5 }, () => api('/api/chatbot-api/verify-otp', { otp_token: 'nope', otp_code: '1' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(TENANT_RATE);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });
});

describe('customer.identified on a verified conversation', () => {
  it("is raised (method verified) when verify-otp succeeds for one of the tenant's conversations, and not for a bare id", async () => {
    const tenant = await demoTenant('Identified Shop');
    const api = platform(web.baseUrl, tenant.apiKey);
    const started = await api('/api/conversations', { channel: 'web', customer_name: 'Amelia Hart' });
    expect(started.status).toBe(201);
    const conversationId = started.body.data.conversation_id as number;
    await verify(api, { full_name: 'Amelia Hart', postcode: 'BS1 5TR' }, conversationId);
    await verify(api, { full_name: 'Amelia Hart', postcode: 'BS1 5TR' }, 999_999); // not a conversation of this tenant
    const rows = await services.orm.em.fork().find(OutboxEvent, { tenantId: tenant.tenantId, event: 'customer.identified' });
    expect(rows.map((r) => (JSON.parse(r.body) as { data: Record<string, unknown> }).data)).toEqual([
      expect.objectContaining({ conversation_id: conversationId, method: 'verified' }),
    ]);
  });
});
