import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { OTP_QUEUE } from '../../queues/otp.js';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { MESSAGES, VERIFICATION_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { otpProcessor } from '../../workers/otp.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import type { VendorPool } from '../../workers/vendor.js';
import { createTenant, platform } from '../fakes/account-connect.js';
import { startVendorPool } from '../fakes/connections.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { codesTo, NORA, restVerifier, serveRestCustomers, type RestCustomer } from '../fakes/rest-customers.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';

/**
 * "Only the newest code works" and wrong codes counted per destination, through the real app: a
 * verifying REST API connection on a scripted vendor, the vendor pool and the otp pool in this process,
 * codes read from a real SMTP server on 127.0.0.1, and a ManualClock every part reads.
 */
const clock = new ManualClock(Date.UTC(2026, 11, 2, 9, 0, 0));
const MINUTE = 60_000;
let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let vendor: ScriptedVendor;
let pool: VendorPool;
let smtp: FakeSmtp;
let otp: Worker;
const IVY: RestCustomer = { id: 77, name: 'Ivy Guess', email: 'ivy.guess@example.com', phone: '', postcode: 'M1 1AE' };
const OTTO: RestCustomer = { id: 78, name: 'Otto Twice', email: 'otto.twice@example.com', phone: '', postcode: 'M1 1AF' };

beforeAll(async () => {
  smtp = await startFakeSmtp();
  env = await createTestEnv({ SMTP_URL: smtp.url, VENDOR_TIMEOUT_MS: '3000' });
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
  vendor = await startScriptedVendor();
  serveRestCustomers(vendor, [NORA, IVY, OTTO]);
  pool = await startVendorPool(services, { timeoutMs: 3000, sleep: async () => undefined });
  otp = createPoolWorker({
    queue: OTP_QUEUE,
    processor: otpProcessor(services),
    connection: services.connectRedis('otp-worker'),
    prefix: env.config.REDIS_PREFIX,
    concurrency: 4,
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
    logger: services.logger,
  });
  await otp.waitUntilReady();
});
afterAll(async () => {
  await otp?.close();
  await pool?.stop();
  await web?.close();
  await services?.close();
  await vendor?.close();
  await smtp?.close();
  await env?.dropAll();
});

async function shop(name: string) {
  const tenant = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, name);
  const verifier = await restVerifier(web.baseUrl, tenant, `${vendor.baseUrl}/api`);
  return { ...tenant, verifier, api: platform(web.baseUrl, tenant.apiKey), connect: platform(web.baseUrl, verifier.key) };
}

/** The code of the n-th email to `to` (1-based), once it has arrived. */
async function nthCode(to: string, n: number): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const codes = codesTo(smtp.messages, to);
    if (codes.length >= n) return codes[n - 1]!;
    if (Date.now() > until) throw new Error(`code ${n} to ${to} did not arrive (${codes.length} did)`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('only the newest code works', () => {
  it('expires the earlier otp_token the moment a new code is sent for the same customer at the same connection', async () => {
    const t = await shop('Newest Shop');
    const identity = { full_name: NORA.name, email: NORA.email };
    const before = codesTo(smtp.messages, NORA.email).length;
    const first = await t.api('/api/chatbot-api/verify-identity', identity);
    expect(first.body).toEqual({ success: true, otp_token: expect.any(String), message: 'Code sent by an email to n***@example.com' });
    const firstCode = await nthCode(NORA.email, before + 1);
    // The second code is asked for on /api/connect with the connection's own key: the same customer record, the same connection.
    const second = await t.connect(`/api/connect/${t.verifier.id}/verify-identity`, identity);
    expect(second.body.success).toBe(true);
    const secondCode = await nthCode(NORA.email, before + 2);
    expect(await t.api('/api/chatbot-api/verify-otp', { otp_token: first.body.otp_token, otp_code: firstCode })).toMatchObject({
      status: 200,
      body: { success: false, message: MESSAGES.codeExpired },
    });
    expect((await t.api('/api/chatbot-api/verify-otp', { otp_token: second.body.otp_token, otp_code: secondCode })).body).toEqual({
      success: true,
      session_token: expect.any(String),
    });
  });

  it("supersedes a conversation's pending code when the same customer asks in another conversation", async () => {
    const t = await shop('Two Chats Shop');
    const conv = async (): Promise<number> => (await t.api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    const [a, b] = [await conv(), await conv()];
    const tool = (c: number, name: string, args: unknown) => t.api(`/api/chatbot-api/conversations/${c}/tools/${name}`, args);
    const before = codesTo(smtp.messages, OTTO.email).length;
    expect((await tool(a, 'verify_identity', { full_name: OTTO.name, email: OTTO.email })).body.success).toBe(true);
    const codeA = await nthCode(OTTO.email, before + 1);
    expect((await tool(b, 'verify_identity', { full_name: OTTO.name, email: OTTO.email })).body.success).toBe(true);
    const codeB = await nthCode(OTTO.email, before + 2);
    expect((await tool(a, 'verify_otp', { otp_code: codeA })).body).toEqual({ success: false, message: MESSAGES.codeExpired });
    expect((await tool(b, 'verify_otp', { otp_code: codeB })).body.success).toBe(true);
  });

  it("leaves the test customer's codes alone: nothing is sent, so several may be open at once", async () => {
    const t = await shop('Test Customer Shop');
    const one = await t.api('/api/chatbot-api/verify-identity', { full_name: TEST_CUSTOMER.full_name, postcode: TEST_CUSTOMER.postcode });
    const two = await t.api('/api/chatbot-api/verify-identity', { full_name: TEST_CUSTOMER.full_name, postcode: TEST_CUSTOMER.postcode });
    for (const vi of [one, two]) {
      expect((await t.api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: TEST_CUSTOMER.code })).body.success).toBe(true);
    }
  });
});

describe('wrong codes counted per destination, whatever otp_token they are typed against', () => {
  it('refuses verify-otp for the destination after 10 wrong codes in 10 minutes, until the window passes', async () => {
    const t = await shop('Guessing Shop');
    const identity = { full_name: IVY.name, email: IVY.email };
    const before = codesTo(smtp.messages, IVY.email).length;
    const wrong = async (token: string): Promise<string> =>
      (await t.api('/api/chatbot-api/verify-otp', { otp_token: token, otp_code: '000000' })).body.message as string;
    // Two otp_tokens, five wrong codes each: the tokens' own rule answers the fifth of each.
    for (let round = 0; round < 2; round++) {
      const vi = await t.api('/api/chatbot-api/verify-identity', identity);
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await wrong(vi.body.otp_token as string));
      expect(answers).toEqual([MESSAGES.wrongCode, MESSAGES.wrongCode, MESSAGES.wrongCode, MESSAGES.wrongCode, MESSAGES.tooManyWrongCodes]);
      clock.advance(MINUTE);
    }
    // A third token with the right code: refused, the code not checked, until the first wrong code is 10 minutes old.
    const third = await t.api('/api/chatbot-api/verify-identity', identity);
    const code = await nthCode(IVY.email, before + 3);
    const refused = await t.api('/api/chatbot-api/verify-otp', { otp_token: third.body.otp_token, otp_code: code });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ success: false, message: VERIFICATION_MESSAGES.wrongCodesForContact, retry_after: 8 * 60 });
    // The same through the connection's own endpoint.
    const viaConnect = await t.connect(`/api/connect/${t.verifier.id}/verify-otp`, { otp_token: third.body.otp_token, otp_code: code });
    expect(viaConnect.body).toMatchObject({ success: false, message: VERIFICATION_MESSAGES.wrongCodesForContact });
    clock.advance(8 * MINUTE);
    expect((await t.api('/api/chatbot-api/verify-otp', { otp_token: third.body.otp_token, otp_code: code })).body).toEqual({
      success: true,
      session_token: expect.any(String),
    });

    // The dashboard's fraud signals: 3 codes sent, 2 wrong-code runs (the tokens' fifth wrong codes;
    // the tenth for the destination was also a token's fifth, so it is one run), the destination masked.
    const signals = await t.api(`/api/tenants/${t.tenantId}/fraud-signals?days=1`, undefined, 'GET');
    expect(signals.body.days).toEqual([
      expect.objectContaining({
        codes_sent: 3,
        codes_capped: 0,
        wrong_code_runs: 2,
        identity_mismatches: 0,
        top_destinations: [{ destination: 'i***@example.com', codes_sent: 3, codes_capped: 0 }],
      }),
    ]);
  });

  it('counts identity mismatches, and a destination at its cap answers the flat refusal with retry_after', async () => {
    const t = await shop('Mismatch Shop');
    for (let i = 0; i < 3; i++) {
      expect((await t.api('/api/chatbot-api/verify-identity', { full_name: 'Nobody Known', email: `nobody${i}@example.com` })).body).toEqual({
        success: false,
        message: MESSAGES.noMatch,
      });
    }
    await t.api(`/api/tenants/${t.tenantId}`, { code_cap_10_minutes: 1 }, 'PATCH');
    expect((await t.api('/api/chatbot-api/verify-identity', { full_name: NORA.name, email: NORA.email })).body.success).toBe(true);
    const capped = await t.api('/api/chatbot-api/verify-identity', { full_name: NORA.name, email: NORA.email });
    expect(capped).toMatchObject({ status: 200, body: { success: false, message: VERIFICATION_MESSAGES.codesToContactCapped, retry_after: 600 } });
    const day = (await t.api(`/api/tenants/${t.tenantId}/fraud-signals?days=1`, undefined, 'GET')).body.days[0];
    expect(day).toMatchObject({ codes_sent: 1, codes_capped: 1, identity_mismatches: 3, capped_destinations: 1 });
    const tenant = (await t.api(`/api/tenants/${t.tenantId}`, undefined, 'GET')).body;
    expect(tenant.code_caps).toEqual({ per_10_minutes: 1, per_24_hours: 10, set_10_minutes: 1, set_24_hours: null });
    expect((await t.api(`/api/tenants/${t.tenantId}`, { code_cap_10_minutes: 6 }, 'PATCH')).status).toBe(422);
  });
});
