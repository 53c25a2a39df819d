import type { Worker } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import { OTP_QUEUE } from '../../queues/otp.js';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { buildConnectors } from '../../src/wiring/connectors.js';
import { CONNECTION_MESSAGES, MESSAGES, VENDOR_ERRORS } from '../../src/messages.js';
import { CodeDelivery } from '../../src/notify/code-delivery.js';
import type { Services } from '../../src/services.js';
import { otpProcessor } from '../../workers/otp.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import type { VendorPool } from '../../workers/vendor.js';
import { BOB, JANE, serveVendorWorld, type VendorWorld } from '../fakes/connector-vendors.js';
import { dashboard, loopbackBases, startDashboard, startVendorPool, testCatalogue } from '../fakes/connections.js';
import { createTestEnv, http, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';

/**
 * POST /api/connect/{connection_id}/* end to end: scc_ key, connector verification (matching rules,
 * code delivery through the otp pool to a real SMTP server and a fake SMS provider), the account reads
 * through the vendor pool against vendors on 127.0.0.1 in their documented shapes, the test customer,
 * order-status, and every message compared with the exact text.
 */

const clock = new ManualClock(Date.UTC(2026, 2, 1, 9, 0, 0));
let env: TestEnv;
let services: Services;
let vendor: ScriptedVendor;
let world: VendorWorld;
let smsProvider: ScriptedVendor;
let smtp: FakeSmtp;
let pool: VendorPool;
let otp: Worker;
let app: Awaited<ReturnType<typeof startDashboard>>;

type Call = (path: string, body?: unknown, key?: string) => Promise<{ status: number; body: any }>;
interface Verifier {
  tenantId: number;
  connectionId: number;
  key: string;
  call: Call;
  dash: ReturnType<typeof dashboard>;
}

const shopifyBody = { connector: 'shopify', config: { shop: 'acme-uk' }, secrets: { access_token: 'shpat_0123456789abcdef0123456789abcdef' } };
const eventbriteBody = { connector: 'eventbrite', config: { organization_id: '123456789012' }, secrets: { private_token: 'ABCDEFGHIJKLMNOPQRST' } };
const carrierBody = { connector: 'test_carrier', secrets: { api_key: 'tp_0123456789' } };

async function tenantWith(name: string, smsEnabled: boolean, body: unknown, role: 'use-to-verify' | 'use-for-tracking' = 'use-to-verify'): Promise<Verifier> {
  const { tenant, apiKey } = await services.tenants.create({ name, businessName: name, ownerEmail: 'owner@tenant.example', smsEnabled });
  const dash = dashboard(app.baseUrl, { tenantId: tenant.id, apiKey });
  const created = await dash('POST', '', body);
  expect(created.body.connection.status).toBe('working');
  const connectionId = created.body.connection.id as number;
  const key = (await dash('POST', `/${connectionId}/${role}`)).body.access_key as string;
  const call: Call = (path, b = {}, k = key) => http(app.baseUrl, 'POST', `/api/connect/${connectionId}/${path}`, { headers: { 'X-API-Key': k }, body: b });
  return { tenantId: tenant.id, connectionId, key, call, dash };
}

async function waitFor<T>(probe: () => T | undefined): Promise<T> {
  const until = Date.now() + 8_000;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('nothing arrived in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
/** Waits until the otp pool has no job waiting or running, so every queued code has arrived. */
async function settle(): Promise<void> {
  const queue = services.queues.get(OTP_QUEUE);
  const until = Date.now() + 8_000;
  while (Date.now() < until) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(counts).every((n) => n === 0)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the otp pool did not settle');
}
const smsCodeTo = (to: string, after: number): Promise<string> =>
  waitFor(() => {
    const req = smsProvider.requests.slice(after).find((r) => (JSON.parse(r.body) as { to: string }).to === to);
    return req ? /code: (\d{6})\./.exec((JSON.parse(req.body) as { body: string }).body)?.[1] : undefined;
  });
const emailCodeTo = (to: string, after: number): Promise<string> =>
  waitFor(() => {
    const mail = smtp.messages.slice(after).find((m) => m.to.includes(to));
    return mail ? /verification code is (\d{6})\./.exec(mail.raw)?.[1] : undefined;
  });

let shop: Verifier;
let shopNoSms: Verifier;
let events: Verifier;
let carrier: Verifier;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  smsProvider = await startScriptedVendor();
  smsProvider.answer(() => ({ status: 202, body: { message_id: `m-${smsProvider.requests.length}` } }));
  env = await createTestEnv({
    VENDOR_TIMEOUT_MS: '800',
    SMTP_URL: smtp.url,
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: `${smsProvider.baseUrl}/messages`,
    SMS_HTTP_TOKEN: 'sms-token-1',
  });
  services = await openTestServices(env, { clock });
  vendor = await startScriptedVendor();
  world = serveVendorWorld(vendor);
  pool = await startVendorPool(services, {
    timeoutMs: 800,
    sleep: async () => undefined,
    catalogue: testCatalogue(),
    baseUrlOverride: loopbackBases(vendor.baseUrl),
  });
  otp = createPoolWorker({
    queue: OTP_QUEUE,
    processor: otpProcessor(services),
    connection: services.connectRedis('otp'),
    prefix: env.config.REDIS_PREFIX,
    concurrency: 8,
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
    logger: services.logger,
  });
  app = await startDashboard(
    services,
    buildConnectors(services, { catalogue: testCatalogue(), delivery: new CodeDelivery(services.queues, services.box, { backoffMs: 50 }) }),
  );
  shop = await tenantWith('Acme Shop', true, shopifyBody);
  shopNoSms = await tenantWith('Quiet Shop', false, shopifyBody);
  events = await tenantWith('Gig Hall', true, eventbriteBody);
  carrier = await tenantWith('Parcel Co', false, carrierBody, 'use-for-tracking');
});
afterAll(async () => {
  await app?.close();
  await otp?.close();
  await pool?.stop();
  await vendor?.close();
  await smsProvider?.close();
  await smtp?.close();
  await services?.close();
  await env?.dropAll();
});
beforeEach(async () => {
  await settle();
  world.reset();
});

describe('POST /api/connect/:connectionId/* (per-connection key)', () => {
  it('answers 401 with the detail-wrapped body for a missing, wrong, other-connection or retired key', async () => {
    const wrapped = { detail: { success: false, message: 'Missing or wrong X-API-Key' } };
    expect(await http(app.baseUrl, 'POST', `/api/connect/${shop.connectionId}/orders`, { body: {} })).toMatchObject({ status: 401, body: wrapped });
    expect(await shop.call('orders', {}, 'scc_wrong')).toMatchObject({ status: 401, body: wrapped });
    expect(await shop.call('orders', {}, shopNoSms.key)).toMatchObject({ status: 401, body: wrapped });
    const t = await tenantWith('Rotating Shop', false, shopifyBody);
    await t.dash('POST', `/${t.connectionId}/use-to-verify`);
    expect(await t.call('verify-identity', { full_name: 'Bob Norman', email: BOB.email })).toMatchObject({ status: 401, body: wrapped });
  });
});

describe('POST /api/connect/:connectionId/verify-identity and verify-otp (customer search)', () => {
  it('finds Jane by email, texts the code to the mobile the vendor holds, and opens a session', async () => {
    const after = smsProvider.requests.length;
    const vi = await shop.call('verify-identity', { full_name: 'jane SMITH', email: 'Jane.Smith@example.co.uk' });
    expect(vi.body).toEqual({ success: true, otp_token: expect.any(String), message: 'Code sent by a text to the mobile ending 456' });
    const code = await smsCodeTo('+447700900456', after);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await shop.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: wrongCode })).body).toEqual({
      success: false,
      message: MESSAGES.wrongCode,
    });
    const vo = await shop.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(vo.body).toEqual({ success: true, session_token: expect.any(String) });
    const summary = await shop.call('account-summary', { session_token: vo.body.session_token });
    expect(summary.body).toEqual({
      success: true,
      account: {
        id: '301',
        name: 'Jane Smith',
        email: 'jane.smith@example.co.uk',
        phone: '+44 7700 900456',
        postcode: 'SW1A 1AA',
        status: 'active',
        orders_count: 0,
        total_spent: '0.00',
        customer_since: '2025-03-01',
        currency: 'GBP',
      },
    });
    expect((await shop.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: code })).body).toEqual({ success: false, message: MESSAGES.codeExpired });
  });

  it('finds Bob by mobile (last 10 digits) and emails the code when the business has no SMS', async () => {
    const after = smtp.messages.length;
    const vi = await shopNoSms.call('verify-identity', { full_name: 'Bob Norman', mobile_number: '613-612-0707' });
    expect(vi.body).toEqual({ success: true, otp_token: expect.any(String), message: 'Code sent by an email to b***@mail.example.com' });
    const code = await emailCodeTo('bob.norman@mail.example.com', after);
    const vo = await shopNoSms.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: code });
    const orders = await shopNoSms.call('orders', { session_token: vo.body.session_token });
    expect(orders.body.success).toBe(true);
    expect(orders.body.orders.map((o: { order_number: string }) => o.order_number)).toEqual(['#1002', '#1001']);
    expect(JSON.stringify(orders.body)).not.toContain('mallory@example.com');
  });

  it('gives the one mismatch message for a wrong first letter, an unknown email and a bare initial', async () => {
    for (const input of [
      { full_name: 'Rob Norman', email: BOB.email },
      { full_name: 'Bob Norman', email: 'nobody@example.com' },
      { full_name: 'B Norman', email: BOB.email },
    ]) {
      expect((await shop.call('verify-identity', input)).body).toEqual({ success: false, message: 'We could not match those details to an account.' });
    }
  });

  it('asks for an email or mobile when given only a postcode, and calls no vendor', async () => {
    const res = await shop.call('verify-identity', { full_name: 'Jane Smith', postcode: 'SW1A 1AA' });
    expect(res.body).toEqual({ success: false, message: CONNECTION_MESSAGES.needsEmailOrMobile, needs: ['email', 'mobile_number'] });
    expect(world.requests()).toHaveLength(0);
  });

  it('answers an email with quotes, backslashes or spaces with the one mismatch message, and calls no vendor', async () => {
    for (const email of [`${BOB.email}' OR email:*`, 'bob"norman@mail.example.com', 'bob\\norman@mail.example.com', 'bob norman@mail.example.com']) {
      expect((await shop.call('verify-identity', { full_name: 'Bob Norman', email, mobile_number: BOB.phone })).body).toEqual({
        success: false,
        message: MESSAGES.noMatch,
      });
    }
    expect(world.requests()).toHaveLength(0);
  });

  it('says there is no mobile or email to send to (SMS off, mobile only on the account)', async () => {
    const res = await shopNoSms.call('verify-identity', { full_name: 'Nora Price', mobile_number: '07700 900789' });
    expect(res.body).toEqual({
      success: false,
      message: 'We found the account but have no mobile or email on it to send a code to — please contact us directly.',
    });
  });

  it('answers system_error when the vendor refuses, and records it on the connection', async () => {
    world.fault = { status: 401, body: { errors: 'Invalid API key or access token' } };
    const res = await shop.call('verify-identity', { full_name: 'Jane Smith', email: JANE.email });
    expect(res.body).toEqual({ success: false, system_error: true, message: "We can't check accounts right now — our team has been told." });
    expect((await shop.dash('GET', `/${shop.connectionId}`)).body.connection.last_error).toBe(VENDOR_ERRORS.refused(401));
  });

  it('destroys the otp_token at the fifth wrong code', async () => {
    const vi = await shopNoSms.call('verify-identity', { full_name: 'Bob Norman', email: BOB.email });
    for (let i = 1; i <= LIMITS.otpMaxWrongCodes; i++) {
      const res = await shopNoSms.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: 'abcdef' });
      expect(res.body.message).toBe(i < LIMITS.otpMaxWrongCodes ? MESSAGES.wrongCode : 'Too many wrong codes — please ask for a new one.');
    }
    expect((await shopNoSms.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' })).body).toEqual({
      success: false,
      message: MESSAGES.codeExpired,
    });
  });

  it('expires the code after 10 minutes and the session after 30 (by the clock)', async () => {
    const after = smtp.messages.length;
    const vi = await shopNoSms.call('verify-identity', { full_name: 'Bob Norman', email: BOB.email });
    const code = await emailCodeTo('bob.norman@mail.example.com', after);
    clock.advance(LIMITS.otpTtlMs);
    expect((await shopNoSms.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: code })).body).toEqual({
      success: false,
      message: 'That code has expired — please ask for a new one.',
    });
    const after2 = smtp.messages.length;
    const vi2 = await shopNoSms.call('verify-identity', { full_name: 'Bob Norman', email: BOB.email });
    const vo = await shopNoSms.call('verify-otp', { otp_token: vi2.body.otp_token, otp_code: await emailCodeTo('bob.norman@mail.example.com', after2) });
    clock.advance(LIMITS.sessionTtlMs - 1_000);
    expect((await shopNoSms.call('invoices', { session_token: vo.body.session_token })).status).toBe(200);
    clock.advance(1_000);
    expect(await shopNoSms.call('orders', { session_token: vo.body.session_token })).toMatchObject({
      status: 401,
      body: { detail: { success: false, message: 'Session expired — please verify again.' } },
    });
  });
});

describe('POST /api/connect/:connectionId/<list> (session reads)', () => {
  async function bobSession(): Promise<string> {
    const after = smtp.messages.length;
    const vi = await shopNoSms.call('verify-identity', { full_name: 'Bob Norman', email: BOB.email });
    const vo = await shopNoSms.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: await emailCodeTo('bob.norman@mail.example.com', after) });
    return vo.body.session_token as string;
  }

  it('says which kinds the connector does not hold, with an empty list', async () => {
    const session = await bobSession();
    expect((await shopNoSms.call('invoices', { session_token: session })).body).toEqual({
      success: true,
      invoices: [],
      message: 'Shopify does not hold invoices',
    });
    expect((await shopNoSms.call('tickets', { session_token: session })).body).toEqual({
      success: true,
      tickets: [],
      message: MESSAGES.doesNotHold('Shopify', 'tickets'),
    });
  });

  it('answers system_error with the kind in the sentence when the vendor fails (never an empty list)', async () => {
    const session = await bobSession();
    world.fault = { status: 500, raw: 'upstream exploded' };
    expect((await shopNoSms.call('orders', { session_token: session })).body).toEqual({
      success: false,
      system_error: true,
      message: "We can't read orders right now — our team has been told.",
    });
    expect((await shopNoSms.call('account-summary', { session_token: session })).body).toEqual({
      success: false,
      system_error: true,
      message: MESSAGES.cannotRead('your account'),
    });
  });

  it('refuses a session of another connection with 401 and leaves it working where it belongs', async () => {
    const session = await bobSession();
    expect((await shop.call('orders', { session_token: session })).status).toBe(401);
    expect((await shopNoSms.call('orders', { session_token: session })).status).toBe(200);
    expect((await shopNoSms.call('orders', { session_token: '' })).status).toBe(401);
  });
});

describe('the test customer on a connector', () => {
  it('proves the credentials with a read for a made-up customer, sends nothing, and reads no customer data', async () => {
    const sms = smsProvider.requests.length;
    const mails = smtp.messages.length;
    const vi = await shop.call('verify-identity', { full_name: 'Test Customer', postcode: 'te5 7st' });
    expect(vi.body).toEqual({ success: true, otp_token: expect.any(String), message: 'Test customer — no code is sent; use 123456' });
    expect(world.requests().map((r) => r.query.get('query'))).toEqual([`email:${TEST_CUSTOMER.email}`]);
    const vo = await shop.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
    const session = vo.body.session_token as string;
    world.reset();
    expect((await shop.call('account-summary', { session_token: session })).body).toEqual({
      success: true,
      test: true,
      account: { connector: 'shopify', credentials: 'working' },
    });
    expect((await shop.call('orders', { session_token: session })).body).toEqual({ success: true, orders: [], test: true });
    expect((await shop.call('bookings', { session_token: session })).body).toEqual({
      success: true,
      bookings: [],
      test: true,
      message: 'Connection test — no customer data read',
    });
    expect(world.requests()).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(smsProvider.requests.length).toBe(sms);
    expect(smtp.messages.length).toBe(mails);
  });

  it('answers system_error for the test customer when the vendor refuses the credentials', async () => {
    world.fault = { status: 403, body: {} };
    expect((await shop.call('verify-identity', { full_name: 'Test Customer', email: TEST_CUSTOMER.email })).body).toMatchObject({
      success: false,
      system_error: true,
    });
  });
});

describe("verifying from the customer's own orders (Eventbrite)", () => {
  it('needs the full name and email; a mobile is not accepted', async () => {
    const res = await events.call('verify-identity', { full_name: 'Emilio Tagua', mobile_number: '07700 900456' });
    expect(res.body).toEqual({ success: false, message: MESSAGES.needsNameAndEmail, needs: ['full_name', 'email'] });
  });

  it('gives the same reply for a wrong name and a wrong email', async () => {
    const a = await events.call('verify-identity', { full_name: 'Mary Smith', email: 'emilio@eventbrite.com' });
    const b = await events.call('verify-identity', { full_name: 'Emilio Tagua', email: 'emilio@example.com' });
    expect(a.body).toEqual({ success: false, message: MESSAGES.noMatch });
    expect(b.body).toEqual(a.body);
  });

  it('answers an unsafe email with the same mismatch reply, before any vendor call', async () => {
    const res = await events.call('verify-identity', { full_name: 'Emilio Tagua', email: "emilio@eventbrite.com'" });
    expect(res.body).toEqual({ success: false, message: MESSAGES.noMatch });
    expect(world.requests()).toHaveLength(0);
  });

  it('always emails the code to the address given (even with SMS on), and shows only orders naming it', async () => {
    const after = smtp.messages.length;
    const vi = await events.call('verify-identity', { full_name: 'Emilio Tagua', email: 'Emilio@eventbrite.com' });
    expect(vi.body.message).toBe('Code sent by an email to E***@eventbrite.com');
    const code = await emailCodeTo('Emilio@eventbrite.com', after);
    const vo = await events.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: code });
    const orders = await events.call('orders', { session_token: vo.body.session_token });
    expect(orders.body).toEqual({
      success: true,
      orders: [
        { order_number: '12346', placed: '2016-05-03', status: 'refunded', total: '3300', currency: 'JPY', customer_email: 'emilio@eventbrite.com' },
        { order_number: '12345', placed: '2016-04-27', status: 'placed', total: '7.00', currency: 'USD', customer_email: 'emilio@eventbrite.com' },
      ],
    });
  });
});

describe('POST /api/connect/:connectionId/order-status', () => {
  it('answers a tracking number with only the exact parcel and four fields, without verification', async () => {
    const res = await carrier.call('order-status', { tracking_number: 'TP12345678', order_number: '' });
    expect(res.body).toEqual({ success: true, orders: [{ order_number: 'ORD-1', status: 'in transit', tracking: 'TP12345678', courier: 'Test Parcels' }] });
  });

  it("says no parcel was found, in the connector's name", async () => {
    const res = await carrier.call('order-status', { tracking_number: 'TP99999999', order_number: '' });
    expect(res.body).toEqual({ success: true, orders: [], message: 'No parcel with that tracking number was found in Test Parcels.' });
  });

  it('refuses a short value used as a tracking number', async () => {
    const res = await carrier.call('order-status', { tracking_number: '1001', order_number: '' });
    expect(res.body).toEqual({ success: false, message: MESSAGES.notATrackingNumber });
    expect(res.body.message.startsWith("That doesn't look like a tracking number")).toBe(true);
  });

  it('answers system_error when the courier fails', async () => {
    world.fault = { status: 503, raw: 'down' };
    expect((await carrier.call('order-status', { tracking_number: 'TP12345678', order_number: '' })).body).toEqual({
      success: false,
      system_error: true,
      message: "We can't check tracking right now — our team has been told.",
    });
  });

  it('needs verification for an order number, and ignores a session from another connection', async () => {
    const alone = await shopNoSms.call('order-status', { tracking_number: '', order_number: '#1001' });
    expect(alone.body).toEqual({
      success: false,
      needs_verification: true,
      message: 'Looking an order up by its order number needs the customer to be verified first.',
    });
    const vi = await shop.call('verify-identity', { full_name: 'Test Customer', postcode: 'TE5 7ST' });
    const foreign = (await shop.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' })).body.session_token as string;
    expect((await shopNoSms.call('order-status', { tracking_number: '', order_number: '#1001', session_token: foreign })).body.needs_verification).toBe(true);
  });

  it("answers an order number with that order's tracking row for the verified customer", async () => {
    const after = smtp.messages.length;
    const vi = await shopNoSms.call('verify-identity', { full_name: 'Bob Norman', email: BOB.email });
    const vo = await shopNoSms.call('verify-otp', { otp_token: vi.body.otp_token, otp_code: await emailCodeTo('bob.norman@mail.example.com', after) });
    const res = await shopNoSms.call('order-status', { tracking_number: '', order_number: '#1002', session_token: vo.body.session_token });
    expect(res.body).toEqual({ success: true, orders: [{ order_number: '#1002', status: 'delivered', tracking: 'AB123456789GB', courier: 'Royal Mail' }] });
    const stray = await shopNoSms.call('order-status', { tracking_number: '', order_number: '#1999', session_token: vo.body.session_token });
    expect(stray.body).toEqual({ success: true, orders: [] });
  });

  it('says a connector without tracking does not hold it', async () => {
    expect((await events.call('order-status', { tracking_number: 'TP12345678', order_number: '' })).body).toEqual({
      success: true,
      orders: [],
      message: 'Eventbrite does not hold tracking information',
    });
  });

  it('answers not_supported when a connector with no customer search is asked to verify', async () => {
    const res = await carrier.call('verify-identity', { full_name: 'Jane Smith', email: JANE.email });
    expect(res.body).toEqual({ success: false, message: MESSAGES.notSupported('Test Parcels'), not_supported: true });
    expect(res.body.message.startsWith("Test Parcels can't be used to check who you are")).toBe(true);
  });
});
