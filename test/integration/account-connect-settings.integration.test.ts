import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { CHAIN_TEST_MESSAGES, DASHBOARD_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { connectAccount, createTenant, startAccountConnectPool } from '../fakes/account-connect.js';
import { startFakeAccountConnect, type FakeAccountConnect } from '../fakes/fake-account-connect.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

const M = CHAIN_TEST_MESSAGES;

interface Harness {
  env: TestEnv;
  services: Services;
  web: { baseUrl: string; close(): Promise<void> };
  pool: { close(): Promise<void> };
}

async function openHarness(overrides: Record<string, string>): Promise<Harness> {
  const env = await createTestEnv(overrides);
  const services = await openTestServices(env);
  const web = await startWeb(services);
  const pool = await startAccountConnectPool(services);
  return { env, services, web, pool };
}

async function closeHarness(h: Harness | undefined): Promise<void> {
  if (!h) return;
  await h.pool.close();
  await h.web.close();
  await h.services.close();
  await h.env.dropAll();
}

const results = (body: any): [string, string, string | null][] =>
  (body.chain_test.steps as { step: string; result: string; message: string | null }[]).map((s) => [s.step, s.result, s.message]);

describe('PUT /api/tenants/:tenantId/account-connect (loopback allowed for tests)', () => {
  let h: Harness;
  let partner: FakeAccountConnect | undefined;
  beforeAll(async () => {
    h = await openHarness({ ACCOUNT_CONNECT_TIMEOUT_MS: '400' });
  });
  afterAll(() => closeHarness(h));
  afterEach(async () => {
    await partner?.close();
    partner = undefined;
  });
  const tenant = (name: string) => createTenant(h.web.baseUrl, h.env.config.ADMIN_TOKEN, name);

  it('saves the built-in demo, passes all five steps and never shows the key again', async () => {
    const t = await tenant('Demo Connect');
    const res = await connectAccount(h.web.baseUrl, t, { base_url: `${h.web.baseUrl}${DEMO_PATH}/`, api_key: h.env.config.DEMO_API_KEY });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: M.allPassed, chain_test: { passed: true, problem: null } });
    expect(results(res.body).every(([, r]) => r === 'passed')).toBe(true);
    expect(res.body.settings).toMatchObject({ configured: true, base_url: `${h.web.baseUrl}${DEMO_PATH}`, header_name: 'X-API-Key', api_key_set: true });
    expect(res.body.settings.steps).toEqual({ verify_identity: true, verify_otp: true, account_summary: true, orders: true, invoices: true });
    const got = await http(h.web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/account-connect`, { headers: { 'X-API-Key': t.apiKey } });
    expect(got.body).toMatchObject({ configured: true, api_key_set: true, last_test: { passed: true } });
    expect(JSON.stringify(got.body)).not.toContain(h.env.config.DEMO_API_KEY);
    expect(JSON.stringify(res.body)).not.toContain(h.env.config.DEMO_API_KEY);
  });

  it('reports "all steps fail with 401" when the key or header name does not match, and keeps every step off', async () => {
    const t = await tenant('Wrong Key');
    for (const body of [
      { base_url: `${h.web.baseUrl}${DEMO_PATH}`, api_key: 'not-the-demo-key' },
      { base_url: `${h.web.baseUrl}${DEMO_PATH}`, api_key: h.env.config.DEMO_API_KEY, header_name: 'X-Partner-Key' },
    ]) {
      const res = await connectAccount(h.web.baseUrl, t, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, message: M.allStepsFail401, chain_test: { passed: false, problem: M.allStepsFail401 } });
      expect(res.body.chain_test.steps[0]).toMatchObject({ result: 'failed', status: 401, message: M.identityFails, cause: M.causes.all401 });
      expect(
        results(res.body)
          .slice(1)
          .map(([, r, m]) => [r, m]),
      ).toEqual([
        ['skipped', M.otpSkipped],
        ['skipped', M.skipped('Account Summary')],
        ['skipped', M.skipped('Orders')],
        ['skipped', M.skipped('Invoices')],
      ]);
      expect(Object.values(res.body.settings.steps as Record<string, boolean>).some(Boolean)).toBe(false);
    }
  });

  it('sends the key in the configured header', async () => {
    partner = await startFakeAccountConnect({ header: 'x-partner-key', key: 'k-777' });
    const t = await tenant('Custom Header');
    const res = await connectAccount(h.web.baseUrl, t, { base_url: partner.baseUrl, api_key: 'k-777', header_name: 'X-Partner-Key' });
    expect(res.body.chain_test.passed).toBe(true);
    expect(partner.calls.every((c) => c.key === 'k-777')).toBe(true);
  });

  it('names "Account Summary fails: 401" for sessions kept in memory across several partner workers', async () => {
    partner = await startFakeAccountConnect({ workers: 2 });
    const t = await tenant('Memory Sessions');
    const res = await connectAccount(h.web.baseUrl, t, { base_url: partner.baseUrl, api_key: 'partner-key-123' });
    expect(res.body.chain_test.steps[2]).toMatchObject({ result: 'failed', status: 401, message: M.summaryFails(401), cause: M.causes.summary401 });
    expect(res.body.settings.steps).toMatchObject({ verify_identity: true, verify_otp: true, account_summary: false });
  });

  it('fails a step on success false, non-JSON, a missing success or a missing field, and switches off only that step', async () => {
    partner = await startFakeAccountConnect();
    const t = await tenant('Bad Lists');
    partner.behave({ orders: 'success_false', invoices: 'not_json' });
    let res = await connectAccount(h.web.baseUrl, t, { base_url: partner.baseUrl, api_key: 'partner-key-123' });
    expect(results(res.body)).toEqual([
      ['verify_identity', 'passed', null],
      ['verify_otp', 'passed', null],
      ['account_summary', 'passed', null],
      ['orders', 'failed', M.ordersFail],
      ['invoices', 'failed', M.invoicesFail],
    ]);
    expect(res.body.chain_test.steps[4].detail).toMatch(/^reply was not JSON/);
    expect(res.body.settings.steps).toEqual({ verify_identity: true, verify_otp: true, account_summary: true, orders: false, invoices: false });
    partner.behave({ 'account-summary': 'no_success' });
    res = await http(h.web.baseUrl, 'POST', `/api/tenants/${t.tenantId}/account-connect/test`, { headers: { 'X-API-Key': t.apiKey } });
    expect(res.body.chain_test.steps[2]).toMatchObject({ result: 'failed', message: M.summaryFails('reply has no true or false "success"') });
    expect(res.body.settings.steps).toMatchObject({ account_summary: false, orders: true, invoices: true });
  });

  it('fails verify-identity without an otp_token and skips verify-otp', async () => {
    partner = await startFakeAccountConnect();
    partner.behave({ 'verify-identity': 'no_field' });
    const t = await tenant('No Token');
    const res = await connectAccount(h.web.baseUrl, t, { base_url: partner.baseUrl, api_key: 'partner-key-123' });
    expect(results(res.body).slice(0, 2)).toEqual([
      ['verify_identity', 'failed', M.identityFails],
      ['verify_otp', 'skipped', M.otpSkipped],
    ]);
    expect(res.body.chain_test.steps[0].cause).toBe(M.causes.identity);
  });

  it('fails verify-otp without a session_token, and times a slow partner out', async () => {
    partner = await startFakeAccountConnect({ slowMs: 1_500 });
    const t = await tenant('Slow OTP');
    partner.behave({ 'verify-otp': 'wrong_types' });
    let res = await connectAccount(h.web.baseUrl, t, { base_url: partner.baseUrl, api_key: 'partner-key-123' });
    expect(res.body.chain_test.steps[1]).toMatchObject({ result: 'failed', message: M.otpFails, cause: M.causes.otp });
    partner.behave({ 'verify-identity': 'slow' });
    res = await http(h.web.baseUrl, 'POST', `/api/tenants/${t.tenantId}/account-connect/test`, { headers: { 'X-API-Key': t.apiKey } });
    expect(res.body.chain_test.steps[0]).toMatchObject({ result: 'failed', message: M.identityFails, detail: 'no reply within 400 ms' });
  });

  it('refuses a blank key, a first save without a key, and an unusable header name with 400', async () => {
    const t = await tenant('Refusals');
    const base = `${h.web.baseUrl}${DEMO_PATH}`;
    for (const body of [{ base_url: base, api_key: '   ' }, { base_url: base }]) {
      const res = await connectAccount(h.web.baseUrl, t, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: DASHBOARD_MESSAGES.enterAccountConnectKey });
    }
    for (const header_name of ['Host', 'X API Key', 'Content-Type']) {
      const res = await connectAccount(h.web.baseUrl, t, { base_url: base, api_key: 'k', header_name });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(DASHBOARD_MESSAGES.doesNotLookRight('header name', 'X-API-Key'));
    }
    const spaced = await connectAccount(h.web.baseUrl, t, { base_url: base, api_key: 'two words\n' });
    expect(spaced.body.message).toMatch(/^That API key doesn't look right — e\.g\. /);
    const malformed = await connectAccount(h.web.baseUrl, t, { base_url: 'not a url', api_key: 'k' });
    expect(malformed.body).toEqual({ success: false, message: DASHBOARD_MESSAGES.addressUnusable('it is not a valid URL') });
  });

  it('keeps the stored key when api_key is left out on a later save', async () => {
    const t = await tenant('Keep Key');
    await connectAccount(h.web.baseUrl, t, { base_url: `${h.web.baseUrl}${DEMO_PATH}`, api_key: h.env.config.DEMO_API_KEY });
    const res = await connectAccount(h.web.baseUrl, t, { base_url: `${h.web.baseUrl}${DEMO_PATH}` });
    expect(res.body.chain_test.passed).toBe(true);
  });

  it("is reachable only with the tenant's own key, and DELETE removes it", async () => {
    const a = await tenant('Owner');
    const b = await tenant('Other');
    const other = await http(h.web.baseUrl, 'GET', `/api/tenants/${a.tenantId}/account-connect`, { headers: { 'X-API-Key': b.apiKey } });
    expect(other.status).toBe(404);
    await connectAccount(h.web.baseUrl, a, { base_url: `${h.web.baseUrl}${DEMO_PATH}`, api_key: h.env.config.DEMO_API_KEY });
    const del = await http(h.web.baseUrl, 'DELETE', `/api/tenants/${a.tenantId}/account-connect`, { headers: { 'X-API-Key': a.apiKey } });
    expect(del.body).toEqual({ success: true });
    const after = await http(h.web.baseUrl, 'GET', `/api/tenants/${a.tenantId}/account-connect`, { headers: { 'X-API-Key': a.apiKey } });
    expect(after.body).toMatchObject({ configured: false, api_key_set: false });
  });
});

describe('PUT /api/tenants/:tenantId/account-connect (production address policy)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness({ ALLOW_PRIVATE_TARGETS: 'false', ACCOUNT_CONNECT_TIMEOUT_MS: '400' });
  });
  afterAll(() => closeHarness(h));

  it('refuses private, loopback, link-local, internal, plain-http and malformed addresses with "That address can\'t be used: ..."', async () => {
    const t = await createTenant(h.web.baseUrl, h.env.config.ADMIN_TOKEN, 'Strict');
    const cases: [string, string][] = [
      ['http://api.example.com/ac', 'it must use https://'],
      ['https://127.0.0.1/ac', 'it points at a private or internal address'],
      ['https://10.1.2.3/ac', 'it points at a private or internal address'],
      ['https://169.254.169.254/latest', 'it points at a private or internal address'],
      ['https://[::1]/ac', 'it points at a private or internal address'],
      ['https://localhost/ac', 'it is an internal host name'],
      ['https://billing.internal/ac', 'it is an internal host name'],
      ['https://api.example.com/ac?x=1', 'it must not contain ? or #'],
      ['ftp://api.example.com', 'it must start with https://'],
      ['', 'it is not a valid URL'],
    ];
    for (const [base_url, reason] of cases) {
      const res = await connectAccount(h.web.baseUrl, t, { base_url, api_key: 'k' });
      expect(res.status, base_url).toBe(400);
      expect(res.body, base_url).toEqual({ success: false, message: DASHBOARD_MESSAGES.addressUnusable(reason) });
    }
    const got = await http(h.web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/account-connect`, { headers: { 'X-API-Key': t.apiKey } });
    expect(got.body.configured).toBe(false);
  });

  it("still accepts the service's own demo at PUBLIC_BASE_URL", async () => {
    const t = await createTenant(h.web.baseUrl, h.env.config.ADMIN_TOKEN, 'Strict Demo');
    const res = await connectAccount(h.web.baseUrl, t, { base_url: `${h.env.config.PUBLIC_BASE_URL}${DEMO_PATH}`, api_key: h.env.config.DEMO_API_KEY });
    expect(res.status).toBe(200);
    expect(res.body.settings.configured).toBe(true);
  });
});
