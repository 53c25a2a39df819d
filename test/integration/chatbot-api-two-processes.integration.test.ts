import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { connectAccount, createTenant, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { startFakeAccountConnect, type FakeAccountConnect } from '../fakes/fake-account-connect.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

/**
 * Two web processes (two Services, two apps on different ports) over one Redis and one database, with
 * one ManualClock both read. The fake partner never expires anything, so what the tests see are the
 * service's own rules: 10-minute codes, 5 wrong codes, 30-minute sessions.
 */
const clock = new ManualClock(Date.UTC(2026, 2, 1, 8, 0));
let env: TestEnv;
let a: Services;
let b: Services;
let webA: { baseUrl: string; close(): Promise<void> };
let webB: { baseUrl: string; close(): Promise<void> };
let pool: { close(): Promise<void> };
let partner: FakeAccountConnect;
let apiA: ReturnType<typeof platform>;
let apiB: ReturnType<typeof platform>;

const JANE = { full_name: 'Jane Doe', postcode: 'SW1A 2AA' };

beforeAll(async () => {
  env = await createTestEnv();
  a = await openTestServices(env, { clock, name: 'web-a' });
  b = await openTestServices(env, { clock, name: 'web-b' });
  webA = await startWeb(a);
  webB = await startWeb(b);
  pool = await startAccountConnectPool(b);
  partner = await startFakeAccountConnect();
  const tenant = await createTenant(webA.baseUrl, env.config.ADMIN_TOKEN, 'Two Process Shop');
  const put = await connectAccount(webB.baseUrl, tenant, { base_url: partner.baseUrl, api_key: 'partner-key-123' });
  expect(put.body.chain_test.passed).toBe(true);
  apiA = platform(webA.baseUrl, tenant.apiKey);
  apiB = platform(webB.baseUrl, tenant.apiKey);
});

afterAll(async () => {
  await partner?.close();
  await pool?.close();
  await webA?.close();
  await webB?.close();
  await a?.close();
  await b?.close();
  await env?.dropAll();
});

async function session(): Promise<string> {
  const vi = await apiA('/api/chatbot-api/verify-identity', JANE);
  const vo = await apiB('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
  expect(vo.body.success).toBe(true);
  return vo.body.session_token as string;
}

describe('verification across two web processes sharing Redis', () => {
  it('verifies through one process and reads through the other', async () => {
    const token = await session();
    expect((await apiB('/api/chatbot-api/account-summary', { session_token: token })).body).toMatchObject({ success: true, account: { name: 'jane' } });
    expect((await apiA('/api/chatbot-api/orders', { session_token: token })).body.success).toBe(true);
  });

  it('ends a session 30 minutes after verify-otp in both processes, without asking the partner', async () => {
    const token = await session();
    clock.advance(LIMITS.sessionTtlMs - 1);
    expect((await apiA('/api/chatbot-api/invoices', { session_token: token })).body.success).toBe(true);
    clock.advance(1);
    const calls = partner.calls.length;
    for (const api of [apiB, apiA]) {
      const res = await api('/api/chatbot-api/account-summary', { session_token: token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: { success: false, message: MESSAGES.sessionExpired } });
    }
    expect(partner.calls.length).toBe(calls);
  });

  it('expires an otp_token 10 minutes after verify-identity, whichever process checks the code', async () => {
    const vi = await apiA('/api/chatbot-api/verify-identity', JANE);
    clock.advance(LIMITS.otpTtlMs - 1);
    expect((await apiB('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '999999' })).body.message).toBe(MESSAGES.wrongCode);
    clock.advance(1);
    const calls = partner.callsTo('verify-otp');
    expect((await apiB('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' })).body).toEqual({
      success: false,
      message: MESSAGES.codeExpired,
    });
    expect(partner.callsTo('verify-otp')).toBe(calls);
  });

  it('supersedes an earlier otp_token the moment a newer code is sent for the same customer, whichever process sent it', async () => {
    const early = await apiA('/api/chatbot-api/verify-identity', JANE);
    const late = await apiB('/api/chatbot-api/verify-identity', JANE);
    const calls = partner.callsTo('verify-otp');
    expect((await apiB('/api/chatbot-api/verify-otp', { otp_token: early.body.otp_token, otp_code: '123456' })).body).toEqual({
      success: false,
      message: MESSAGES.codeExpired,
    });
    expect(partner.callsTo('verify-otp')).toBe(calls);
    expect((await apiA('/api/chatbot-api/verify-otp', { otp_token: late.body.otp_token, otp_code: '123456' })).body.success).toBe(true);
  });

  it('counts wrong codes across processes and destroys the otp_token on the fifth, though the partner never would', async () => {
    const vi = await apiA('/api/chatbot-api/verify-identity', JANE);
    const apis = [apiA, apiB, apiA, apiB];
    for (const api of apis)
      expect((await api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '999999' })).body.message).toBe(MESSAGES.wrongCode);
    expect((await apiB('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '999999' })).body).toEqual({
      success: false,
      message: MESSAGES.tooManyWrongCodes,
    });
    const calls = partner.callsTo('verify-otp');
    expect((await apiA('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' })).body).toEqual({
      success: false,
      message: MESSAGES.codeExpired,
    });
    expect(partner.callsTo('verify-otp')).toBe(calls);
  });

  it("holds a conversation's session in both processes and gates it again after 30 minutes", async () => {
    const conv = (await apiA('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    const tools = `/api/chatbot-api/conversations/${conv}/tools`;
    expect((await apiA(`${tools}/verify_identity`, JANE)).body.success).toBe(true);
    expect((await apiB(`${tools}/verify_otp`, { otp_code: '123456' })).body.success).toBe(true);
    expect((await apiA(`${tools}/orders`, {})).body.success).toBe(true);
    clock.advance(LIMITS.sessionTtlMs);
    expect((await apiB(`${tools}/orders`, {})).body).toEqual({ success: false, needs_verification: true, message: MESSAGES.sessionExpired });
  });
});

describe('Account Connect demo across two web processes', () => {
  it("shares the demo's own otp_tokens and sessions through Redis, with the same 30-minute rule", async () => {
    const key = { 'X-API-Key': env.config.DEMO_API_KEY };
    const vi = await http(webA.baseUrl, 'POST', `${DEMO_PATH}/verify-identity`, { headers: key, body: { full_name: 'Daniel Okafor', postcode: 'NE1 7RU' } });
    const vo = await http(webB.baseUrl, 'POST', `${DEMO_PATH}/verify-otp`, { headers: key, body: { otp_token: vi.body.otp_token, otp_code: '123456' } });
    expect(vo.body.success).toBe(true);
    const read = (base: string) => http(base, 'POST', `${DEMO_PATH}/orders`, { headers: key, body: { session_token: vo.body.session_token } });
    expect((await read(webA.baseUrl)).body.orders).toHaveLength(8);
    clock.advance(LIMITS.sessionTtlMs);
    expect((await read(webB.baseUrl)).status).toBe(401);
  });
});

describe("a tenant's configuration, kept in each process while its epoch stands", () => {
  const view = (base: string, t: { tenantId: number; apiKey: string }) => platform(base, t.apiKey)(`/api/tenants/${t.tenantId}`, undefined, 'GET');

  it('fails a regenerated key at once in the other process, and opens the new one there', async () => {
    const t = await createTenant(webA.baseUrl, env.config.ADMIN_TOKEN, 'Key Cache Shop');
    for (const base of [webA.baseUrl, webB.baseUrl, webA.baseUrl, webB.baseUrl]) expect((await view(base, t)).status).toBe(200);
    const regen = await platform(webA.baseUrl, t.apiKey)(`/api/tenants/${t.tenantId}/api-key/regenerate`);
    expect(regen.status).toBe(200);
    const fresh = { tenantId: t.tenantId, apiKey: regen.body.api_key as string };
    expect(fresh.apiKey).not.toBe(t.apiKey);
    for (const base of [webB.baseUrl, webA.baseUrl]) {
      const old = await view(base, t);
      expect(old.status).toBe(401);
      expect(old.body).toEqual({ detail: MESSAGES.invalidApiKey });
      expect((await view(base, fresh)).status).toBe(200);
    }
  });

  it("answers the other process's settings change on the next call", async () => {
    const t = await createTenant(webA.baseUrl, env.config.ADMIN_TOKEN, 'Settings Cache Shop');
    for (const base of [webB.baseUrl, webB.baseUrl]) expect((await view(base, t)).body.business_name).toBe('Settings Cache Shop');
    const patched = await platform(webA.baseUrl, t.apiKey)(`/api/tenants/${t.tenantId}`, { business_name: 'Renamed Shop', customer_receipts: true }, 'PATCH');
    expect(patched.status).toBe(200);
    expect((await view(webB.baseUrl, t)).body).toMatchObject({ business_name: 'Renamed Shop', customer_receipts: true });
  });

  it('calls the partner saved through the other process from the next bot call on', async () => {
    const t = await createTenant(webA.baseUrl, env.config.ADMIN_TOKEN, 'Partner Cache Shop');
    expect((await connectAccount(webA.baseUrl, t, { base_url: partner.baseUrl, api_key: 'partner-key-123' })).body.chain_test.passed).toBe(true);
    const bot = platform(webB.baseUrl, t.apiKey);
    for (let i = 0; i < 2; i++) expect((await bot('/api/chatbot-api/verify-identity', JANE)).body.success).toBe(true);
    const second = await startFakeAccountConnect();
    try {
      expect((await connectAccount(webA.baseUrl, t, { base_url: second.baseUrl, api_key: 'partner-key-123' })).body.chain_test.passed).toBe(true);
      const [before, secondBefore] = [partner.callsTo('verify-identity'), second.callsTo('verify-identity')];
      expect((await bot('/api/chatbot-api/verify-identity', JANE)).body.success).toBe(true);
      expect(second.callsTo('verify-identity')).toBe(secondBefore + 1);
      expect(partner.callsTo('verify-identity')).toBe(before);
    } finally {
      await second.close();
    }
  });

  it('does not see a change written past the service until the epoch changes, and a lost epoch is a reload', async () => {
    const t = await createTenant(webA.baseUrl, env.config.ADMIN_TOKEN, 'Epoch Shop');
    for (let i = 0; i < 2; i++) expect((await view(webB.baseUrl, t)).body.business_name).toBe('Epoch Shop');
    await b.orm.em.getConnection().execute('update tenants set business_name = ? where id = ?', ['Written Past', t.tenantId]);
    expect((await view(webB.baseUrl, t)).body.business_name).toBe('Epoch Shop'); // kept: the epoch stands
    await b.redis.del(b.configEpochs.key(t.tenantId)); // as a Redis that restarted empty
    expect((await view(webB.baseUrl, t)).body.business_name).toBe('Written Past');
    await b.orm.em.getConnection().execute('update tenants set business_name = ? where id = ?', ['Written Again', t.tenantId]);
    await a.configEpochs.changed(t.tenantId);
    expect((await view(webB.baseUrl, t)).body.business_name).toBe('Written Again');
  });

  it("reads the tenant's epoch once for a bot call's key and partner settings, and again for each call", async () => {
    const t = await createTenant(webA.baseUrl, env.config.ADMIN_TOKEN, 'Shared Epoch Shop');
    expect((await connectAccount(webA.baseUrl, t, { base_url: partner.baseUrl, api_key: 'partner-key-123' })).body.chain_test.passed).toBe(true);
    const bot = platform(webA.baseUrl, t.apiKey);
    expect((await bot('/api/chatbot-api/verify-identity', JANE)).body.success).toBe(true); // both kept in web A now
    // The epoch GETs web A's own connection sends, seen by a monitor of the shared Redis.
    const port = (a.redis as Redis).stream.localPort;
    const monitor = await new Redis(env.config.REDIS_URL).monitor();
    let gets = 0;
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      if (args[0]?.toLowerCase() === 'get' && args[1] === a.configEpochs.key(t.tenantId) && source.endsWith(`:${port}`)) gets++;
    });
    try {
      await new Promise((r) => setTimeout(r, 50));
      expect((await bot('/api/chatbot-api/verify-identity', JANE)).body.success).toBe(true);
      await expect.poll(() => gets, { timeout: 2_000 }).toBe(1);
      // Each call reads it itself: a read sent before a call began is never shared with it.
      gets = 0;
      const answers = await Promise.all(Array.from({ length: 4 }, () => view(webA.baseUrl, t)));
      expect(answers.map((r) => r.status)).toEqual(Array(4).fill(200));
      await expect.poll(() => gets, { timeout: 2_000 }).toBe(4);
      // A change made through this process is seen by its next call (it does not share a read sent before it).
      const patched = await bot(`/api/tenants/${t.tenantId}`, { business_name: 'Renamed Epoch Shop' }, 'PATCH');
      expect(patched.status).toBe(200);
      expect((await view(webA.baseUrl, t)).body.business_name).toBe('Renamed Epoch Shop');
    } finally {
      monitor.disconnect();
    }
  });
});
