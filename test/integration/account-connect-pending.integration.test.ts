import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { CHAIN_TEST_MESSAGES, PENDING_SETTINGS_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { connectAccount, createTenant, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { startFakeAccountConnect, type FakeAccountConnect } from '../fakes/fake-account-connect.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

/**
 * Issue 15, item 8: Account Connect settings that fail do not break the live bot. While the live
 * settings verify customers, new settings that fail at verify-identity or verify-otp wait beside them
 * (shown failing, with the step's real cause) until they pass or are discarded; new settings that
 * pass verification go live at once, later failed steps switched off.
 */

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let pool: { close(): Promise<void> };
let partner: FakeAccountConnect;
let closedPort: number;

beforeAll(async () => {
  env = await createTestEnv({ ACCOUNT_CONNECT_TIMEOUT_MS: '2000' });
  services = await openTestServices(env);
  web = await startWeb(services);
  pool = await startAccountConnectPool(services);
  partner = await startFakeAccountConnect({ key: 'partner-key-123' });
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});
afterAll(async () => {
  await partner?.close();
  await pool?.close();
  await web?.close();
  await services?.close();
  await env?.dropAll();
});

async function liveOnDemo(name: string): Promise<{ tenantId: number; apiKey: string }> {
  const t = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, name);
  const res = await connectAccount(web.baseUrl, t, { base_url: `${web.baseUrl}${DEMO_PATH}`, api_key: env.config.DEMO_API_KEY });
  expect(res.body).toMatchObject({ success: true, applied: 'live', pending: null });
  return t;
}

/** The bot's verification on the platform API, through whatever settings are live. */
async function botVerifies(t: { apiKey: string }): Promise<boolean> {
  const vi = await platform(web.baseUrl, t.apiKey)('/api/chatbot-api/verify-identity', { full_name: 'Test Customer', postcode: 'TE5 7ST' });
  return vi.body.success === true && typeof vi.body.otp_token === 'string';
}

describe('PUT /api/tenants/:tenantId/account-connect while working settings are live', () => {
  it('keeps the live settings when the new address cannot be reached, and shows the new ones failing with the real cause', async () => {
    const t = await liveOnDemo('Unreachable Next');
    const res = await connectAccount(web.baseUrl, t, { base_url: `http://127.0.0.1:${closedPort}/ac`, api_key: 'new-key-12345' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, applied: 'pending' });
    expect(res.body.message).toBe(PENDING_SETTINGS_MESSAGES.keptLive(`${CHAIN_TEST_MESSAGES.identityFails} (could not reach the address (ECONNREFUSED))`));
    expect(res.body.chain_test.steps[0]).toMatchObject({
      result: 'failed',
      message: CHAIN_TEST_MESSAGES.identityFails,
      detail: 'could not reach the address (ECONNREFUSED)',
    });
    expect(res.body.settings).toMatchObject({ base_url: `${web.baseUrl}${DEMO_PATH}`, steps: { verify_identity: true, verify_otp: true, orders: true } });
    expect(res.body.pending).toMatchObject({
      base_url: `http://127.0.0.1:${closedPort}/ac`,
      header_name: 'X-API-Key',
      message: CHAIN_TEST_MESSAGES.identityFails,
      cause: 'could not reach the address (ECONNREFUSED)',
    });
    expect(JSON.stringify(res.body)).not.toContain('new-key-12345');
    const got = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/account-connect`, { headers: { 'X-API-Key': t.apiKey } });
    expect(got.body).toMatchObject({ base_url: `${web.baseUrl}${DEMO_PATH}`, pending: { cause: 'could not reach the address (ECONNREFUSED)' } });
    expect(await botVerifies(t)).toBe(true);
  });

  it('keeps the live settings when the new key is refused at verify-identity, until the new ones pass a later test', async () => {
    const t = await liveOnDemo('Key Rotation');
    partner.behave({});
    const wrong = await connectAccount(web.baseUrl, t, { base_url: partner.baseUrl, api_key: 'not-the-partner-key' });
    expect(wrong.body).toMatchObject({ applied: 'pending', settings: { base_url: `${web.baseUrl}${DEMO_PATH}` }, pending: { base_url: partner.baseUrl } });
    expect(wrong.body.chain_test.problem).toBe(CHAIN_TEST_MESSAGES.allStepsFail401);
    expect(await botVerifies(t)).toBe(true);
    // Still failing on a second try: still pending, live untouched.
    const again = await http(web.baseUrl, 'POST', `/api/tenants/${t.tenantId}/account-connect/pending/test`, { headers: { 'X-API-Key': t.apiKey } });
    expect(again.body).toMatchObject({ success: false, applied: 'pending', settings: { base_url: `${web.baseUrl}${DEMO_PATH}` } });
    // The owner fixes the key: the new settings pass and go live, nothing waits any more.
    const fixed = await connectAccount(web.baseUrl, t, { base_url: partner.baseUrl, api_key: 'partner-key-123' });
    expect(fixed.body).toMatchObject({ success: true, applied: 'live', pending: null, settings: { base_url: partner.baseUrl } });
    const before = partner.callsTo('verify-identity');
    expect(await botVerifies(t)).toBe(true);
    expect(partner.callsTo('verify-identity')).toBe(before + 1);
  });

  it('promotes waiting settings when a later test of them passes verification', async () => {
    const t = await liveOnDemo('Partner Down');
    partner.behave({ 'verify-identity': 'status500' });
    const down = await connectAccount(web.baseUrl, t, { base_url: partner.baseUrl, api_key: 'partner-key-123' });
    expect(down.body).toMatchObject({ applied: 'pending', pending: { cause: expect.stringContaining('500') } });
    partner.behave({});
    const up = await http(web.baseUrl, 'POST', `/api/tenants/${t.tenantId}/account-connect/pending/test`, { headers: { 'X-API-Key': t.apiKey } });
    expect(up.body).toMatchObject({ success: true, applied: 'live', pending: null, settings: { base_url: partner.baseUrl } });
  });

  it('puts new settings live at once when verification passes and a later step fails, that step switched off', async () => {
    const t = await liveOnDemo('Orders Broken');
    partner.behave({ orders: 'status500' });
    const res = await connectAccount(web.baseUrl, t, { base_url: partner.baseUrl, api_key: 'partner-key-123' });
    partner.behave({});
    expect(res.body).toMatchObject({ success: false, applied: 'live', pending: null, settings: { base_url: partner.baseUrl } });
    expect(res.body.settings.steps).toEqual({ verify_identity: true, verify_otp: true, account_summary: true, orders: false, invoices: true });
  });

  it('discards waiting settings on request (404 when none wait), leaving the live ones unchanged', async () => {
    const t = await liveOnDemo('Discard Me');
    await connectAccount(web.baseUrl, t, { base_url: `http://127.0.0.1:${closedPort}/ac`, api_key: 'another-key-123' });
    const del = await http(web.baseUrl, 'DELETE', `/api/tenants/${t.tenantId}/account-connect/pending`, { headers: { 'X-API-Key': t.apiKey } });
    expect(del.body).toEqual({ success: true, message: PENDING_SETTINGS_MESSAGES.discarded });
    const got = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/account-connect`, { headers: { 'X-API-Key': t.apiKey } });
    expect(got.body).toMatchObject({ base_url: `${web.baseUrl}${DEMO_PATH}`, pending: null });
    expect((await http(web.baseUrl, 'DELETE', `/api/tenants/${t.tenantId}/account-connect/pending`, { headers: { 'X-API-Key': t.apiKey } })).status).toBe(404);
    expect((await http(web.baseUrl, 'POST', `/api/tenants/${t.tenantId}/account-connect/pending/test`, { headers: { 'X-API-Key': t.apiKey } })).status).toBe(
      404,
    );
  });

  it('replaces live settings that do not verify (nothing working to keep), as before', async () => {
    const t = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, 'Never Worked');
    await connectAccount(web.baseUrl, t, { base_url: `${web.baseUrl}${DEMO_PATH}`, api_key: 'wrong-demo-key' });
    const res = await connectAccount(web.baseUrl, t, { base_url: `http://127.0.0.1:${closedPort}/ac`, api_key: 'still-wrong-123' });
    expect(res.body).toMatchObject({ success: false, applied: 'live', pending: null, settings: { base_url: `http://127.0.0.1:${closedPort}/ac` } });
  });
});
