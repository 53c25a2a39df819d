import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { LIMITS } from '../../config/limits.js';
import { AccountConnectSettingsStore } from '../../src/account-connect/settings.js';
import { allSteps } from '../../src/account-connect/steps.js';
import { createLogger } from '../../src/logger.js';
import { DASHBOARD_MESSAGES, MESSAGES, VENDOR_ERRORS, type DataKind } from '../../src/messages.js';
import { openServices, type Services } from '../../src/services.js';
import { connectAccount, createTenant, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { startFakeAccountConnect, type Behaviour, type FakeAccountConnect, type Step } from '../fakes/fake-account-connect.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

/** Short partner timeout for the "slow beyond 15 s" cases; a unit test checks the 15 s production default. */
const TIMEOUT_MS = 300;

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let pool: { close(): Promise<void> };
let partner: FakeAccountConnect;
let sharedSession: FakeAccountConnect;

type Api = ReturnType<typeof platform>;

async function connected(name: string, to: FakeAccountConnect = partner): Promise<{ tenantId: number; apiKey: string; api: Api }> {
  const tenant = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, name);
  const res = await connectAccount(web.baseUrl, tenant, { base_url: to.baseUrl, api_key: 'partner-key-123' });
  expect(res.body.chain_test.passed).toBe(true);
  return { ...tenant, api: platform(web.baseUrl, tenant.apiKey) };
}

async function verified(api: Api): Promise<string> {
  const vi = await api('/api/chatbot-api/verify-identity', { full_name: 'Jane Doe', postcode: 'SW1A 2AA' });
  const vo = await api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
  expect(vo.body.success).toBe(true);
  return vo.body.session_token as string;
}

async function lastError(t: { tenantId: number; apiKey: string }): Promise<string | null> {
  return (await http(web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/account-connect`, { headers: { 'X-API-Key': t.apiKey } })).body.last_error;
}

beforeAll(async () => {
  env = await createTestEnv({ ACCOUNT_CONNECT_TIMEOUT_MS: String(TIMEOUT_MS) });
  services = await openTestServices(env);
  web = await startWeb(services);
  pool = await startAccountConnectPool(services);
  partner = await startFakeAccountConnect({ slowMs: TIMEOUT_MS * 4 });
  sharedSession = await startFakeAccountConnect({ workers: 2 });
});

afterAll(async () => {
  await partner?.close();
  await sharedSession?.close();
  await pool?.close();
  await web?.close();
  await services?.close();
  await env?.dropAll();
});

beforeEach(() => partner.behave({}));

describe('Account Connect client: technical failures on verify-identity and verify-otp', () => {
  const failures: [string, Behaviour, string][] = [
    ['slow beyond the timeout', 'slow', VENDOR_ERRORS.timeout],
    ['a 500', 'status500', `vendor error 500: ${JSON.stringify({ error: 'Internal Server Error', trace: 'x'.repeat(500) }).slice(0, 200)}`],
    ['a refused key (401)', 'status401', VENDOR_ERRORS.refused(401)],
    ['a non-JSON page', 'not_json', 'reply was not JSON: <html><body>Welcome to nginx!</body></html>'],
    ['a reply without success', 'no_success', 'reply has no true or false "success"'],
    ['wrong types', 'wrong_types', 'reply has no true or false "success"'],
    ['success true without otp_token', 'no_field', 'reply has success true but no valid "otp_token"'],
    ['a redirect (never followed)', 'redirect', 'vendor error 302: '],
  ];
  for (const [what, behaviour, recorded] of failures) {
    it(`answers system_error with the spec's words for ${what}, and records why`, async () => {
      const t = await connected(`Identity ${behaviour}`);
      partner.behave({ 'verify-identity': behaviour });
      const res = await t.api('/api/chatbot-api/verify-identity', { full_name: 'Jane Doe', postcode: 'SW1A 2AA' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: false, system_error: true, message: MESSAGES.cannotCheckAccounts });
      expect(await lastError(t)).toBe(recorded);
    });
  }

  it('keeps the otp_token through a failed verify-otp so the customer can try again', async () => {
    const t = await connected('OTP Retry');
    const vi = await t.api('/api/chatbot-api/verify-identity', { full_name: 'Jane Doe', postcode: 'SW1A 2AA' });
    partner.behave({ 'verify-otp': 'status500' });
    expect((await t.api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' })).body).toEqual({
      success: false,
      system_error: true,
      message: MESSAGES.cannotCheckAccounts,
    });
    partner.behave({});
    expect((await t.api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' })).body.success).toBe(true);
  });

  it('passes no partner wording on: success false from verify-identity is the one mismatch message', async () => {
    const t = await connected('Partner Words');
    partner.behave({ 'verify-identity': 'success_false' });
    expect((await t.api('/api/chatbot-api/verify-identity', { full_name: 'Jane Doe', postcode: 'SW1A 2AA' })).body).toEqual({
      success: false,
      message: MESSAGES.noMatch,
    });
  });
});

describe('Account Connect client: account reads', () => {
  const reads: [string, DataKind | 'your account', Step][] = [
    ['/api/chatbot-api/account-summary', 'your account', 'account-summary'],
    ['/api/chatbot-api/orders', 'orders', 'orders'],
    ['/api/chatbot-api/invoices', 'invoices', 'invoices'],
  ];
  const behaviours: Behaviour[] = ['slow', 'status500', 'status404', 'not_json', 'no_success', 'wrong_types', 'success_false', 'no_field'];

  it('never reports a failure as "nothing found": every failure is system_error with "We can\'t read <kind> right now"', async () => {
    const t = await connected('Read Failures');
    const session = await verified(t.api);
    for (const [path, kind, step] of reads) {
      for (const behaviour of behaviours) {
        partner.behave({ [step]: behaviour });
        const res = await t.api(path, { session_token: session });
        expect(res.status, `${step} ${behaviour}`).toBe(200);
        expect(res.body, `${step} ${behaviour}`).toEqual({ success: false, system_error: true, message: MESSAGES.cannotRead(kind) });
      }
    }
    partner.behave({});
    expect((await t.api('/api/chatbot-api/orders', { session_token: session })).body.success).toBe(true); // the session survived
  });

  it('turns the partner\'s 401 on an account call into "Session expired — please verify again." 401 and forgets the session', async () => {
    const t = await connected('Partner 401');
    const session = await verified(t.api);
    partner.behave({ orders: 'status401' });
    const res = await t.api('/api/chatbot-api/orders', { session_token: session });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: { success: false, message: MESSAGES.sessionExpired } });
    partner.behave({});
    const before = partner.callsTo('account-summary');
    expect((await t.api('/api/chatbot-api/account-summary', { session_token: session })).status).toBe(401);
    expect(partner.callsTo('account-summary')).toBe(before);
  });

  it('answers 401 for a partner whose in-memory sessions are not shared between its workers', async () => {
    const tenant = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, 'Memory Partner');
    const api = platform(web.baseUrl, tenant.apiKey);
    // The chain test switches account-summary off for such a partner; switch it back on (as if the test
    // had been lucky with the round-robin) to see what a live call does.
    const put = await connectAccount(web.baseUrl, tenant, { base_url: sharedSession.baseUrl, api_key: 'partner-key-123' });
    expect(put.body.settings.steps.account_summary).toBe(false);
    const store = new AccountConnectSettingsStore(services.orm, services.box, services.clock, services.configEpochs);
    await store.recordTest(tenant.tenantId, put.body.chain_test, allSteps(true));
    const vi = await api('/api/chatbot-api/verify-identity', { full_name: 'Jane Doe', postcode: 'SW1A 2AA' });
    const vo = await api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await api('/api/chatbot-api/account-summary', { session_token: vo.body.session_token })).status);
    expect(statuses).toContain(401);
  });

  it('answers the 10 most recent whole rows of a long list, most recent first, says how many were left out, and drops rows lacking number and date', async () => {
    const t = await connected('Huge Orders');
    const session = await verified(t.api);
    partner.behave({ orders: 'huge' });
    const res = await t.api('/api/chatbot-api/orders', { session_token: session });
    expect(res.body.success).toBe(true);
    expect(res.body).not.toHaveProperty('truncated');
    const rows = res.body.orders as { order_number: string; placed: string; note: string }[];
    expect(rows).toHaveLength(LIMITS.recentOrders);
    // 40 valid rows (the row without number and date is not one): 30 left out, and said.
    expect(res.body).toMatchObject({ more: true, more_count: 40 - LIMITS.recentOrders });
    expect(rows.every((r) => r.order_number && r.placed && r.note.length === 120)).toBe(true);
    expect(rows.map((r) => r.placed)).toEqual(
      rows
        .map((r) => r.placed)
        .sort()
        .reverse(),
    );
  });

  it('answers system_error for a read whose step the chain test switched off, without calling the partner', async () => {
    partner.behave({ invoices: 'status500' });
    const tenant = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, 'Invoices Off');
    const put = await connectAccount(web.baseUrl, tenant, { base_url: partner.baseUrl, api_key: 'partner-key-123' });
    expect(put.body.settings.steps.invoices).toBe(false);
    partner.behave({});
    const api = platform(web.baseUrl, tenant.apiKey);
    const session = await verified(api);
    const before = partner.callsTo('invoices');
    expect((await api('/api/chatbot-api/invoices', { session_token: session })).body).toEqual({
      success: false,
      system_error: true,
      message: MESSAGES.cannotRead('invoices'),
    });
    expect(partner.callsTo('invoices')).toBe(before);
  });
});

describe('Account Connect client: where calls may go, and when no worker answers', () => {
  it('checks the address again at call time: a worker under the production policy refuses a loopback partner', async () => {
    const t = await connected('Call Time Check');
    await pool.close();
    const strictConfig = loadConfig({ ...env.env, ALLOW_PRIVATE_TARGETS: 'false' });
    const strict = await openServices(strictConfig, { name: 'strict-worker', logger: createLogger({ level: 'silent', name: 'strict' }) });
    const strictPool = await startAccountConnectPool(strict);
    try {
      const before = partner.calls.length;
      const res = await t.api('/api/chatbot-api/verify-identity', { full_name: 'Jane Doe', postcode: 'SW1A 2AA' });
      expect(res.body).toEqual({ success: false, system_error: true, message: MESSAGES.cannotCheckAccounts });
      expect(partner.calls.length).toBe(before);
      expect(await lastError(t)).toBe(DASHBOARD_MESSAGES.addressUnusable('it must use https://'));
    } finally {
      await strictPool.close();
      await strict.close();
      pool = await startAccountConnectPool(services);
    }
  });

  it('answers system_error when no partner worker replies in time', async () => {
    const t = await connected('No Worker');
    await pool.close();
    try {
      const started = Date.now();
      const res = await t.api('/api/chatbot-api/verify-identity', { full_name: 'Jane Doe', postcode: 'SW1A 2AA' });
      expect(res.body).toEqual({ success: false, system_error: true, message: MESSAGES.cannotCheckAccounts });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 4_000);
    } finally {
      pool = await startAccountConnectPool(services);
    }
  });
});
