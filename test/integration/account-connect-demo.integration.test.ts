import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
const clock = new ManualClock(Date.UTC(2026, 5, 15, 9, 0));

const call = (path: string, body?: unknown, opts: { key?: string | null; method?: string } = {}) =>
  http(web.baseUrl, opts.method ?? 'POST', `${DEMO_PATH}${path}`, {
    headers: opts.key === null ? {} : { 'X-API-Key': opts.key ?? env.config.DEMO_API_KEY },
    ...(body === undefined ? {} : { body }),
  });

async function sessionFor(identity: Record<string, string>): Promise<string> {
  const vi = await call('/verify-identity', identity);
  expect(vi.body.success).toBe(true);
  const vo = await call('/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
  expect(vo.body.success).toBe(true);
  return vo.body.session_token as string;
}

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
});

afterAll(async () => {
  await web?.close();
  await services?.close();
  await env?.dropAll();
});

describe('Account Connect demo: the X-API-Key check', () => {
  it('401s a missing or wrong key with the detail-wrapped body, before looking at the request', async () => {
    for (const key of [null, 'demo_key_124', '']) {
      const res = await call('/verify-identity', { not: 'even valid' }, { key });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: { success: false, message: MESSAGES.missingOrWrongKey } });
    }
    expect((await call('/vendor/orders?customer_id=cus_1001', undefined, { key: 'wrong-key-1', method: 'GET' })).status).toBe(401);
  });
});

describe('Account Connect demo: POST /verify-identity', () => {
  it('accepts the test customer, sends nothing and says so', async () => {
    const res = await call('/verify-identity', { full_name: TEST_CUSTOMER.full_name, postcode: TEST_CUSTOMER.postcode, email: '', mobile_number: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, otp_token: expect.any(String), message: MESSAGES.testCustomer });
  });

  it('matches the full name plus any one detail, ignoring case and spaces, with 07 and +44 7 mobiles equal', async () => {
    const forms = [
      { full_name: 'AMELIA  HART', postcode: 'bs15tr' },
      { full_name: 'amelia hart', postcode: ' BS1 5TR ' },
      { full_name: 'Amelia Hart', email: ' Amelia.Hart@Example.com' },
      { full_name: 'Amelia Hart', mobile_number: '07700900201' },
      { full_name: 'Amelia Hart', mobile_number: '+44 7700 900201' },
      { full_name: 'Amelia Hart', postcode: 'WRONG', mobile_number: '+447700900201' },
      { full_name: 'Oliver Bennett', mobile_number: '07700 900202' }, // held as +44 on the account
    ];
    for (const body of forms) {
      const res = await call('/verify-identity', body);
      expect(res.body, JSON.stringify(body)).toMatchObject({
        success: true,
        message: expect.stringMatching(/^Code sent by a text to the mobile ending \d{3}$/),
      });
    }
  });

  it('masks the destination: the last three digits of a mobile, or the first letter of an email', async () => {
    expect((await call('/verify-identity', { full_name: 'Amelia Hart', postcode: 'BS1 5TR' })).body.message).toBe(MESSAGES.codeSentBySms('201'));
    expect((await call('/verify-identity', { full_name: 'Tom Price', postcode: 'CF10 1EP' })).body.message).toBe(MESSAGES.codeSentByEmail('t***@example.com'));
  });

  it('gives the same message for every mismatch, including a name alone and empty details', async () => {
    const misses = [
      { full_name: 'Amelia Hart' },
      { full_name: 'Amelia Hart', postcode: '', email: '', mobile_number: '' },
      { full_name: 'Amelia', postcode: 'BS1 5TR' },
      { full_name: 'Amelia Hart', postcode: 'BS1 5TX' },
      { full_name: 'Amelia Hart', mobile_number: '07700 900202' },
      { full_name: 'Jane Nobody', email: 'jane@example.com' },
      { full_name: 'Amelia Hart', mobile_number: '0201' },
    ];
    for (const body of misses) expect((await call('/verify-identity', body)).body, JSON.stringify(body)).toEqual({ success: false, message: MESSAGES.noMatch });
  });

  it('422s a body without full_name', async () => {
    const res = await call('/verify-identity', { postcode: 'BS1 5TR' });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'full_name'], type: 'missing' });
  });
});

describe('Account Connect demo: POST /verify-otp (code 123456, 10 minutes, 5 wrong codes)', () => {
  it('accepts the code with spaces and is single use', async () => {
    const vi = await call('/verify-identity', { full_name: 'Daniel Okafor', email: 'daniel.okafor@example.org' });
    const ok = await call('/verify-otp', { otp_token: vi.body.otp_token, otp_code: ' 123 456 ' });
    expect(ok.body).toEqual({ success: true, session_token: expect.any(String) });
    expect((await call('/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' })).body).toEqual({ success: false, message: MESSAGES.codeExpired });
  });

  it('says "not correct" four times, destroys the token on the fifth wrong code', async () => {
    const vi = await call('/verify-identity', { full_name: 'Priya Shah', postcode: 'LS1 4AP' });
    for (let i = 1; i < LIMITS.otpMaxWrongCodes; i++) {
      expect((await call('/verify-otp', { otp_token: vi.body.otp_token, otp_code: '654321' })).body).toEqual({ success: false, message: MESSAGES.wrongCode });
    }
    expect((await call('/verify-otp', { otp_token: vi.body.otp_token, otp_code: '654321' })).body).toEqual({
      success: false,
      message: MESSAGES.tooManyWrongCodes,
    });
    expect((await call('/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' })).body).toEqual({ success: false, message: MESSAGES.codeExpired });
  });

  it('expires the otp_token after 10 minutes by the injected clock', async () => {
    const a = await call('/verify-identity', { full_name: 'George ONeill', postcode: 'EH1 1YZ' }); // apostrophe dropped: no match
    expect(a.body.success).toBe(false);
    const early = await call('/verify-identity', { full_name: "George O'Neill", postcode: 'EH1 1YZ' });
    const late = await call('/verify-identity', { full_name: "George O'Neill", postcode: 'EH1 1YZ' });
    clock.advance(LIMITS.otpTtlMs - 1);
    expect((await call('/verify-otp', { otp_token: early.body.otp_token, otp_code: '123456' })).body.success).toBe(true);
    clock.advance(1);
    expect((await call('/verify-otp', { otp_token: late.body.otp_token, otp_code: '123456' })).body).toEqual({ success: false, message: MESSAGES.codeExpired });
  });

  it('answers an unknown token as expired', async () => {
    expect((await call('/verify-otp', { otp_token: 'made-up', otp_code: '123456' })).body).toEqual({ success: false, message: MESSAGES.codeExpired });
  });
});

describe('Account Connect demo: account calls', () => {
  it('401s an unknown session and one older than 30 minutes', async () => {
    const unknown = await call('/orders', { session_token: 'nope' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ detail: { success: false, message: MESSAGES.sessionExpired } });
    const session = await sessionFor({ full_name: 'Amelia Hart', postcode: 'BS1 5TR' });
    clock.advance(LIMITS.sessionTtlMs - 1);
    expect((await call('/account-summary', { session_token: session })).status).toBe(200);
    clock.advance(1);
    expect((await call('/account-summary', { session_token: session })).status).toBe(401);
  });

  it('returns the account object with upcoming bookings only, soonest first, five at most', async () => {
    const session = await sessionFor({ full_name: 'Fatima Khan', postcode: 'B1 1BB' });
    const res = await call('/account-summary', { session_token: session });
    expect(res.body.success).toBe(true);
    const account = res.body.account;
    expect(account).toMatchObject({
      account_number: 'AC-1005',
      name: 'Fatima Khan',
      status: 'active',
      plan: 'Gym Flex',
      monthly_price: '£32.00',
      balance_due: '£0.00',
    });
    const starts = (account.upcoming_bookings as { start: string }[]).map((b) => b.start);
    expect(starts).toHaveLength(LIMITS.upcomingBookings);
    expect([...starts].sort()).toEqual(starts);
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    expect(starts.every((s) => s.slice(0, 10) >= today)).toBe(true);
  });

  it('caps lists at the 10 most recent orders and 12 most recent invoices, most recent first, saying in more_count how many it left out', async () => {
    const session = await sessionFor({ full_name: 'Priya Shah', email: 'priya.shah@example.org' });
    const reply = (await call('/orders', { session_token: session })).body;
    const orders = reply.orders as { placed: string; order_number: string }[];
    expect(orders).toHaveLength(LIMITS.recentOrders);
    expect(reply.more_count).toBe(15 - LIMITS.recentOrders);
    expect(orders[0]!.order_number).toBe('PS-1015');
    expect(orders.map((o) => o.placed)).toEqual(
      orders
        .map((o) => o.placed)
        .sort()
        .reverse(),
    );
    const invoices = (await call('/invoices', { session_token: session })).body.invoices as { date: string; status: string; amount: string }[];
    expect(invoices).toHaveLength(LIMITS.recentInvoices);
    expect(invoices.map((i) => i.date)).toEqual(
      invoices
        .map((i) => i.date)
        .sort()
        .reverse(),
    );
    expect(invoices.some((i) => i.status === 'credit' && i.amount.startsWith('-'))).toBe(true);
  });

  it('has a part-paid invoice with what is outstanding, and empty lists as a normal answer', async () => {
    const amelia = await sessionFor({ full_name: 'Amelia Hart', postcode: 'BS1 5TR' });
    const invoices = (await call('/invoices', { session_token: amelia })).body.invoices as { status: string; extras?: { outstanding?: string } }[];
    expect(invoices.find((i) => i.status === 'part-paid')?.extras?.outstanding).toBe('£19.50');
    const chloe = await sessionFor({ full_name: 'Chloe Martin', postcode: 'G2 3BZ' });
    expect((await call('/orders', { session_token: chloe })).body).toEqual({ success: true, orders: [] });
    expect((await call('/invoices', { session_token: chloe })).body).toEqual({ success: true, invoices: [] });
  });
});

describe('Account Connect demo: vendor-style reads', () => {
  it('finds customers by email or by the last ten digits of a phone, and nobody for an unknown one', async () => {
    const byEmail = await call('/vendor/customers?email=AMELIA.HART@example.com', undefined, { method: 'GET' });
    expect(byEmail.body.customers).toEqual([
      {
        id: 'cus_1001',
        first_name: 'Amelia',
        last_name: 'Hart',
        email: 'amelia.hart@example.com',
        phone: '+447700900201',
        address: { line1: '14 Harbour Row', city: 'Bristol', postcode: 'BS1 5TR' },
      },
    ]);
    const byPhone = await call(`/vendor/customers?phone=${encodeURIComponent('07700 900202')}`, undefined, { method: 'GET' });
    expect(byPhone.body.customers.map((c: { id: string }) => c.id)).toEqual(['cus_1002']);
    expect((await call('/vendor/customers?email=nobody@example.com', undefined, { method: 'GET' })).body).toEqual({ customers: [] });
    expect((await call('/vendor/customers', undefined, { method: 'GET' })).status).toBe(422);
  });

  it('lists every order of a customer id, and an empty array for an unknown id', async () => {
    const res = await call('/vendor/orders?customer_id=cus_1003', undefined, { method: 'GET' });
    expect(res.body.orders).toHaveLength(15);
    expect(res.body.orders[0]).toMatchObject({
      id: 'PS-1015',
      status: 'processing',
      currency: 'GBP',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await call('/vendor/orders?customer_id=cus_nobody', undefined, { method: 'GET' })).body).toEqual({ orders: [] });
  });
});
