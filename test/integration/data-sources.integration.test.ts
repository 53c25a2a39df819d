import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SOURCE_MESSAGES } from '../../src/messages.js';
import { AMELIA, BOB_EMAIL, BOB_NAME } from '../fakes/data-vendors.js';
import { connect, emailedCode, env, harness as h, smtp, tenant, useDataHarness, verifyOnPlatform, type Call } from '../fakes/data-harness.js';

/**
 * Spec part 7 through the platform API, on real Redis/PostgreSQL with the vendor, partner and otp pools
 * and loopback vendors: the verifier (a connector, or Account Connect's demo) and two data connections
 * are read in parallel for the verified customer, merged newest first with `source`, rows naming
 * someone else dropped, a namesake with another surname never read; one failing source gives a partial
 * answer with the others' rows, every source failing the spec's system_error.
 */

type Row = Record<string, unknown>;
const dates = (rows: Row[], field: string): string[] => rows.map((r) => String(r[field]));
const sortedDesc = (xs: string[]): string[] => [...xs].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));

useDataHarness();

/** A tenant whose verifier is the built-in Account Connect demo (its chain test passed). */
async function demoVerifiedTenant(name: string): Promise<{ tenantId: number; call: Call }> {
  const t = await tenant(name);
  const saved = await t.call('PUT', `/api/tenants/${t.tenantId}/account-connect`, { base_url: h.demoBase, api_key: env.config.DEMO_API_KEY });
  expect(saved.body.chain_test.passed).toBe(true);
  return t;
}
beforeEach(() => {
  h.world.down.clear();
  h.world.delayMs = 0;
  h.world.deskDelayMs = 0;
});

describe('a connector verifies (Shopify), Test Books and Test Desk supply data', () => {
  let shop: { tenantId: number; call: Call };
  let shopifyId: number;
  let session: string;

  beforeAll(async () => {
    shop = await tenant('Bob Shop');
    shopifyId = await connect(shop.call, shop.tenantId, 'shopify', { access_token: 'shpat_0123456789abcdef0123456789abcdef' }, { shop: 'acme-uk' });
    expect((await shop.call('POST', `/api/tenants/${shop.tenantId}/connectors/${shopifyId}/use-to-verify`)).status).toBe(200);
    for (const [key, secret] of [
      ['test_books', 'tb_0123456789'],
      ['test_desk', 'td_0123456789'],
    ] as const) {
      const id = await connect(shop.call, shop.tenantId, key, { api_key: secret });
      const chosen = await shop.call('POST', `/api/tenants/${shop.tenantId}/connectors/${id}/use-for-data`);
      expect(chosen.body).toMatchObject({ success: true, connection: { supplies_data: true, can_supply_data: true } });
    }
    const after = smtp.messages.length;
    session = await verifyOnPlatform(shop.call, { full_name: BOB_NAME, email: BOB_EMAIL }, { code: () => emailedCode(smtp, BOB_EMAIL, after) });
  });

  it("merges the verifier's and a data connection's orders newest first with their source, and reads nothing of a namesake with another surname", async () => {
    const res = await shop.call('POST', '/api/chatbot-api/orders', { session_token: session });
    expect(res.status).toBe(200);
    const rows = res.body.orders as Row[];
    expect(res.body.success).toBe(true);
    expect(res.body.partial).toBeUndefined();
    expect(rows.find((r) => r['order_number'] === 'TB-701')).toMatchObject({ source: 'Test Books', status: 'processing' });
    expect(rows.some((r) => r['source'] === 'Shopify')).toBe(true);
    expect(rows.every((r) => r['source'] === 'Shopify' || r['source'] === 'Test Books')).toBe(true);
    // Rows naming another customer's email are dropped, whichever source returned them.
    expect(rows.map((r) => r['order_number'])).not.toContain('TB-999');
    expect(rows.map((r) => r['order_number'])).not.toContain('#1999');
    // Test Desk holds Bob's email under "Bob Imposter": found, refused by the name rule, never read.
    expect(rows.map((r) => r['order_number'])).not.toContain('TD-66');
    expect(h.vendor.requests.some((r) => r.path.startsWith('/desk/v2/users/u-2'))).toBe(false);
    expect(dates(rows, 'placed')).toEqual(sortedDesc(dates(rows, 'placed')));
  });

  it("remembers each data connection's match for the session: a second read searches no customer again", async () => {
    await shop.call('POST', '/api/chatbot-api/orders', { session_token: session });
    h.world.reset();
    const again = await shop.call('POST', '/api/chatbot-api/orders', { session_token: session });
    expect(again.body.success).toBe(true);
    expect(h.vendor.requests.filter((r) => r.path === '/books/v1/contacts' || r.path === '/desk/v2/users')).toHaveLength(0);
    expect(h.vendor.requests.some((r) => r.path === '/books/v1/orders')).toBe(true);
  });

  it('reads the verifier and the data connections side by side, not one after another', async () => {
    await shop.call('POST', '/api/chatbot-api/orders', { session_token: session }); // matches remembered
    h.world.delayMs = 1_500; // Shopify and Test Books each answer in 1.5 s
    h.world.arrivals.length = 0;
    const res = await shop.call('POST', '/api/chatbot-api/orders', { session_token: session });
    expect(new Set((res.body.orders as Row[]).map((r) => r['source']))).toEqual(new Set(['Shopify', 'Test Books']));
    const at = (path: RegExp): number => h.world.arrivals.find((a) => path.test(a.path))!.at;
    // Test Books is asked while Shopify is still answering: one after the other, 1.5 s or more apart.
    expect(Math.abs(at(/^\/books\/v1\/orders$/) - at(/^\/admin\/api\/[\d-]+\/customers\/[^/]+\/orders\.json$/))).toBeLessThan(1_000);
  });

  it("answers partial with the others' rows when one data connection fails, naming it", async () => {
    h.world.down.add('books');
    const res = await shop.call('POST', '/api/chatbot-api/orders', { session_token: session });
    expect(res.body).toMatchObject({ success: true, partial: true, unavailable: ['Test Books'], message: SOURCE_MESSAGES.partial(['Test Books']) });
    expect((res.body.orders as Row[]).length).toBeGreaterThan(0);
    expect((res.body.orders as Row[]).every((r) => r['source'] === 'Shopify')).toBe(true);
  });

  it("answers the spec's system_error, never an empty list, when every source fails", async () => {
    const after = smtp.messages.length;
    // A fresh session: nothing is remembered yet, so every data connection must be asked.
    const fresh = await verifyOnPlatform(shop.call, { full_name: BOB_NAME, email: BOB_EMAIL }, { code: () => emailedCode(smtp, BOB_EMAIL, after) });
    h.world.down.add('books').add('desk').add('shopify');
    expect((await shop.call('POST', '/api/chatbot-api/orders', { session_token: fresh })).body).toEqual({
      success: false,
      system_error: true,
      message: MESSAGES.cannotRead('orders'),
    });
  });

  it('reads a kind the verifier does not hold from the data connection that holds it (invoices from Test Books)', async () => {
    const res = await shop.call('POST', '/api/chatbot-api/invoices', { session_token: session });
    expect(res.body).toEqual({ success: true, invoices: [expect.objectContaining({ invoice: 'TBI-7', status: 'unpaid' })] });
  });

  it('keeps /api/connect/{id} to its own connection: the same customer verified there reads Shopify alone', async () => {
    const key = (await shop.call('POST', `/api/tenants/${shop.tenantId}/connectors/${shopifyId}/use-to-verify`)).body.access_key as string;
    const connectCall = (path: string, body: unknown) =>
      fetch(`${h.baseUrl}/api/connect/${shopifyId}/${path}`, {
        method: 'POST',
        headers: { 'X-API-Key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    const after = smtp.messages.length;
    const vi = await connectCall('verify-identity', { full_name: BOB_NAME, email: BOB_EMAIL });
    expect(vi.body.success).toBe(true);
    const vo = await connectCall('verify-otp', { otp_token: vi.body.otp_token, otp_code: await emailedCode(smtp, BOB_EMAIL, after) });
    const orders = await connectCall('orders', { session_token: vo.body.session_token });
    expect(orders.body.success).toBe(true);
    expect((orders.body.orders as Row[]).map((r) => r['order_number'])).not.toContain('TB-701');
    expect((orders.body.orders as Row[]).every((r) => r['source'] === undefined)).toBe(true);
    // The platform session was made by this same connection (the verifier): at /api/connect it reads Shopify alone too.
    const platformSession = await connectCall('orders', { session_token: session });
    expect((platformSession.body.orders as Row[]).map((r) => r['order_number'])).not.toContain('TB-701');
  });
});

describe('Account Connect (the demo) verifies, Test Books and Test Desk supply data', () => {
  let demo: { tenantId: number; call: Call };
  let session: string;

  beforeAll(async () => {
    demo = await demoVerifiedTenant('Demo Data Shop');
    for (const [key, secret] of [
      ['test_books', 'tb_0123456789'],
      ['test_desk', 'td_0123456789'],
    ] as const) {
      const id = await connect(demo.call, demo.tenantId, key, { api_key: secret });
      expect((await demo.call('POST', `/api/tenants/${demo.tenantId}/connectors/${id}/use-for-data`)).status).toBe(200);
    }
    session = await verifyOnPlatform(demo.call, { full_name: AMELIA.name, postcode: 'BS1 5TR' });
  });

  it('finds the customer in the data connections by the email on the account-summary, and merges all three', async () => {
    h.world.reset();
    const res = await demo.call('POST', '/api/chatbot-api/orders', { session_token: session });
    expect(res.body.success).toBe(true);
    const rows = res.body.orders as Row[];
    const sources = new Set(rows.map((r) => r['source']));
    expect(sources).toEqual(new Set(['Account Connect', 'Test Books', 'Test Desk']));
    expect(rows.find((r) => r['order_number'] === 'TD-42')).toMatchObject({ source: 'Test Desk' });
    expect(dates(rows, 'placed')).toEqual(sortedDesc(dates(rows, 'placed')));
    // Looked up by the verified record's email (the account-summary's), not by anything typed.
    expect(h.vendor.requests.find((r) => r.path === '/desk/v2/users')?.query.get('email')).toBe(AMELIA.email);
  });

  it("answers partial when Test Desk fails, with Account Connect's and Test Books' rows", async () => {
    h.world.down.add('desk');
    const res = await demo.call('POST', '/api/chatbot-api/orders', { session_token: session });
    expect(res.body).toMatchObject({ success: true, partial: true, unavailable: ['Test Desk'] });
    expect(new Set((res.body.orders as Row[]).map((r) => r['source']))).toEqual(new Set(['Account Connect', 'Test Books']));
  });

  it('answers within the limit when a data connection is slow: its search and read together past VENDOR_TIMEOUT_MS make it unavailable', async () => {
    const fresh = await verifyOnPlatform(demo.call, { full_name: AMELIA.name, postcode: 'BS1 5TR' });
    h.world.deskDelayMs = 1_200; // each call within the 2 s vendor timeout, the two together not
    const started = Date.now();
    const res = await demo.call('POST', '/api/chatbot-api/orders', { session_token: fresh });
    expect(Date.now() - started).toBeLessThan(2_000 + 1_000);
    expect(res.body).toMatchObject({ success: true, partial: true, unavailable: ['Test Desk'] });
    expect(new Set((res.body.orders as Row[]).map((r) => r['source']))).toEqual(new Set(['Account Connect', 'Test Books']));
  });

  it('reads tickets, which Account Connect does not hold, from Test Desk alone', async () => {
    const res = await demo.call('POST', '/api/chatbot-api/tickets', { session_token: session });
    expect(res.body).toEqual({ success: true, tickets: [expect.objectContaining({ id: 'T-9', subject: 'Where is my parcel?' })] });
  });

  it('answers bookings and subscriptions from the account-summary for Account Connect', async () => {
    const subs = await demo.call('POST', '/api/chatbot-api/subscriptions', { session_token: session });
    expect(subs.body).toMatchObject({ success: true, subscriptions: [expect.objectContaining({ id: 'SUB-3101', plan: 'Norton 360' })] });
    expect((await demo.call('POST', '/api/chatbot-api/bookings', { session_token: session })).body).toMatchObject({
      success: true,
      bookings: expect.any(Array),
    });
  });

  it("keeps the platform routes' session rules: 401 for an unknown session, 422 for a wrong type", async () => {
    for (const kind of ['bookings', 'subscriptions', 'tickets']) {
      expect((await demo.call('POST', `/api/chatbot-api/${kind}`, { session_token: 'nope' })).status).toBe(401);
      expect((await demo.call('POST', `/api/chatbot-api/${kind}`, { session_token: 12 })).status).toBe(422);
    }
  });
});

describe('a data connection joins the reads at once, though "none" is kept per process', () => {
  it('reads a connection chosen for data after a read that found none, and one that works again after failing its test', async () => {
    const t = await demoVerifiedTenant('Late Data Shop');
    const session = await verifyOnPlatform(t.call, { full_name: AMELIA.name, postcode: 'BS1 5TR' });
    /** Whether an orders read answers Test Books' rows (a lone source's rows carry no `source`). */
    const readsBooks = async (): Promise<boolean> => {
      const res = await t.call('POST', '/api/chatbot-api/orders', { session_token: session });
      expect(res.body.success).toBe(true);
      return (res.body.orders as Row[]).some((r) => r['source'] === 'Test Books');
    };
    // No data connection yet: this process now knows the tenant has none.
    expect(await readsBooks()).toBe(false);
    const books = await connect(t.call, t.tenantId, 'test_books', { api_key: 'tb_0123456789' });
    expect(await readsBooks()).toBe(false); // connected, not chosen for data
    expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${books}/use-for-data`)).status).toBe(200);
    expect(await readsBooks()).toBe(true);
    // Its test fails: it is no longer read (and "none" is known again) ...
    h.world.down.add('books');
    expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${books}/test`)).body.connection.status).toBe('failing');
    expect(await readsBooks()).toBe(false);
    // ... until a test finds it working again.
    h.world.down.delete('books');
    expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${books}/test`)).body.connection.status).toBe('working');
    expect(await readsBooks()).toBe(true);
  });
});

describe("the demo's REST-bridge reads as a data connection (what the README shows after npm start)", () => {
  it('connects rest_api to /api/account-connect-demo/v1/rest and reads the demo customer there beside Account Connect', async () => {
    const t = await demoVerifiedTenant('Readme Shop');
    const rest = await connect(
      t.call,
      t.tenantId,
      'rest_api',
      { api_token: env.config.DEMO_API_KEY },
      { api_base: `${h.demoBase}/rest`, customer_lookup_path: 'customers', orders_path: 'orders' },
    );
    expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${rest}/use-for-data`)).body.connection.supplies_data).toBe(true);
    const session = await verifyOnPlatform(t.call, { full_name: AMELIA.name, postcode: 'BS1 5TR' });
    const res = await t.call('POST', '/api/chatbot-api/orders', { session_token: session });
    expect(res.body.success).toBe(true);
    const rows = res.body.orders as Row[];
    // Both read the demo's one set of customers: each of Amelia's 12 orders once (same-system.ts), the
    // 10 most recent shown, 2 said to be left out.
    const numbers = rows.map((r) => r['order_number']);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `AH-${1012 - i}`));
    expect(rows.every((r) => r['source'] === 'Account Connect')).toBe(true);
    expect(res.body).toMatchObject({ more: true, more_count: 2 });
    // A wrong bearer token is refused by the demo, so the connection would not be working.
    const bad = await t.call('POST', `/api/tenants/${t.tenantId}/connectors`, {
      connector: 'rest_api',
      config: { api_base: `${h.demoBase}/rest`, customer_lookup_path: 'customers', orders_path: 'orders' },
      secrets: { api_token: 'not-the-demo-key' },
    });
    expect(bad.body.connection.status).toBe('failing');
  });
});
