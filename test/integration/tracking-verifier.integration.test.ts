import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTenant } from '../../src/wiring/demo-tenant.js';
import { MESSAGES, SOURCE_MESSAGES, TRACKING_WORDS } from '../../src/messages.js';
import { startFakeAccountConnect } from '../fakes/fake-account-connect.js';
import { AMELIA, BOB_EMAIL, BOB_NAME } from '../fakes/data-vendors.js';
import { caller, connect, emailedCode, env, harness as h, services, smtp, tenant, useDataHarness, verifyOnPlatform, type Call } from '../fakes/data-harness.js';

/**
 * Tracking (spec "What the service does" 8, part B order-status, part C Track Order) and the one
 * verifier (part 7), through the platform API on real Redis/PostgreSQL with the pools and loopback
 * vendors: a tracking number needs no verification; an order number needs a verified conversation and
 * shows only the verified customer's own order; choosing Account Connect or a connection to verify
 * switches the other off; the demo seed leaves the tenant's choice alone.
 */

type Row = Record<string, unknown>;

useDataHarness();

describe('POST /api/chatbot-api/order-status with a tracking connection (Test Parcels) and a connector verifier', () => {
  let shop: { tenantId: number; call: Call };
  const conversation = 501;

  beforeAll(async () => {
    shop = await tenant('Parcel Shop');
    const shopify = await connect(shop.call, shop.tenantId, 'shopify', { access_token: 'shpat_0123456789abcdef0123456789abcdef' }, { shop: 'acme-uk' });
    expect((await shop.call('POST', `/api/tenants/${shop.tenantId}/connectors/${shopify}/use-to-verify`)).status).toBe(200);
    const books = await connect(shop.call, shop.tenantId, 'test_books', { api_key: 'tb_0123456789' });
    expect((await shop.call('POST', `/api/tenants/${shop.tenantId}/connectors/${books}/use-for-data`)).status).toBe(200);
    const carrier = await connect(shop.call, shop.tenantId, 'test_carrier', { api_key: 'tp_0123456789' });
    expect((await shop.call('POST', `/api/tenants/${shop.tenantId}/connectors/${carrier}/use-for-tracking`)).status).toBe(200);
  });

  it('finds a parcel by its exact tracking number with no verification at all', async () => {
    const res = await shop.call('POST', '/api/chatbot-api/order-status', { tracking_number: 'TP12345678' });
    expect(res.body).toEqual({ success: true, orders: [{ order_number: 'ORD-1', status: 'in transit', tracking: 'TP12345678', courier: 'Test Parcels' }] });
  });

  it('refuses a short value as a tracking number', async () => {
    expect((await shop.call('POST', '/api/chatbot-api/order-status', { tracking_number: 'AB12' })).body).toEqual({
      success: false,
      message: MESSAGES.notATrackingNumber,
    });
  });

  it('answers needs_verification for an order number until the conversation is verified, whatever else is sent', async () => {
    for (const body of [
      { order_number: 'TB-701' },
      { order_number: 'TB-701', conversation_id: conversation },
      { order_number: 'TB-701', session_token: 'made-up' },
    ]) {
      const res = await shop.call('POST', '/api/chatbot-api/order-status', body);
      expect(res.body).toEqual({ success: false, needs_verification: true, message: MESSAGES.orderNeedsVerification });
    }
  });

  it("shows the verified customer's own order by number, from any of their sources, and never another customer's", async () => {
    const after = smtp.messages.length;
    await verifyOnPlatform(
      shop.call,
      { full_name: BOB_NAME, email: BOB_EMAIL },
      { conversationId: conversation, code: () => emailedCode(smtp, BOB_EMAIL, after) },
    );
    const orders = (await shop.call('POST', '/api/chatbot-api/orders', { conversation_id: conversation })).body.orders as Row[];
    const fromShopify = orders.find((r) => r['source'] === 'Shopify')!;
    const own = await shop.call('POST', '/api/chatbot-api/order-status', { order_number: fromShopify['order_number'], conversation_id: conversation });
    expect(own.body).toMatchObject({
      success: true,
      orders: [expect.objectContaining({ order_number: fromShopify['order_number'], status: fromShopify['status'] })],
    });
    const fromBooks = await shop.call('POST', '/api/chatbot-api/order-status', { order_number: 'tb-701', conversation_id: conversation });
    expect(fromBooks.body).toEqual({ success: true, orders: [{ order_number: 'TB-701', status: 'processing' }] });
    // Amelia's order in Test Books, and the stray order naming Mallory: not this customer's.
    for (const other of ['TB-501', '#1999']) {
      const res = await shop.call('POST', '/api/chatbot-api/order-status', { order_number: other, conversation_id: conversation });
      expect(res.body).toEqual({ success: true, orders: [], message: TRACKING_WORDS.orderNotFound(other) });
    }
  });

  it('says it cannot check, rather than "not yours", when a source of the customer\'s orders is down', async () => {
    h.world.down.add('books');
    try {
      const res = await shop.call('POST', '/api/chatbot-api/order-status', { order_number: 'TB-701', conversation_id: conversation });
      expect(res.body).toEqual({ success: false, system_error: true, message: MESSAGES.cannotCheckTracking });
    } finally {
      h.world.down.clear();
    }
  });
});

describe("Account Connect's Track Order endpoint (the demo's /track-order)", () => {
  it("is called for a verified customer's own order, through the partner pool", async () => {
    const demo = await tenant('Track Demo');
    expect(
      (await demo.call('PUT', `/api/tenants/${demo.tenantId}/account-connect`, { base_url: h.demoBase, api_key: env.config.DEMO_API_KEY })).body.chain_test
        .passed,
    ).toBe(true);
    const conv = 42;
    await verifyOnPlatform(demo.call, { full_name: AMELIA.name, postcode: 'BS1 5TR' }, { conversationId: conv });
    const orders = (await demo.call('POST', '/api/chatbot-api/orders', { conversation_id: conv })).body.orders as Row[];
    const shipped = orders.find((r) => r['tracking'])!;
    expect(shipped).toBeDefined();

    // A path the partner does not serve: the endpoint really is called, and its failure is system_error.
    expect((await demo.call('PUT', `/api/tenants/${demo.tenantId}/account-connect/track-order`, { track_order_path: '/nowhere' })).status).toBe(200);
    expect((await demo.call('POST', '/api/chatbot-api/order-status', { order_number: shipped['order_number'], conversation_id: conv })).body).toEqual({
      success: false,
      system_error: true,
      message: MESSAGES.cannotCheckTracking,
    });

    const saved = await demo.call('PUT', `/api/tenants/${demo.tenantId}/account-connect/track-order`, { track_order_path: '/track-order' });
    expect(saved.body.settings.track_order_path).toBe('/track-order');
    const res = await demo.call('POST', '/api/chatbot-api/order-status', { order_number: shipped['order_number'], conversation_id: conv });
    expect(res.body).toEqual({
      success: true,
      orders: [
        expect.objectContaining({
          order_number: shipped['order_number'],
          status: shipped['status'],
          tracking: shipped['tracking'],
          courier: shipped['courier'],
        }),
      ],
    });
    expect((await demo.call('PUT', `/api/tenants/${demo.tenantId}/account-connect/track-order`, { track_order_path: 'no-slash' })).status).toBe(422);
  });
});

describe('one verifier: Account Connect or one connection, never both', () => {
  it('switches Account Connect off when a connection is chosen to verify, and back, in one step each', async () => {
    const t = await tenant('Switch Shop');
    expect(
      (await t.call('PUT', `/api/tenants/${t.tenantId}/account-connect`, { base_url: h.demoBase, api_key: env.config.DEMO_API_KEY })).body.chain_test.passed,
    ).toBe(true);
    expect((await t.call('GET', `/api/tenants/${t.tenantId}`)).body.verifier).toEqual({ kind: 'account_connect' });

    const shopify = await connect(t.call, t.tenantId, 'shopify', { access_token: 'shpat_0123456789abcdef0123456789abcdef' }, { shop: 'acme-uk' });
    expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${shopify}/use-to-verify`)).status).toBe(200);
    expect((await t.call('GET', `/api/tenants/${t.tenantId}`)).body.verifier).toEqual({ kind: 'connector', connection_id: shopify, connector: 'shopify' });
    expect((await t.call('GET', `/api/tenants/${t.tenantId}/account-connect`)).body.verifies).toBe(false);
    // Amelia exists only in the demo: through Shopify she is not found.
    expect((await t.call('POST', '/api/chatbot-api/verify-identity', { full_name: AMELIA.name, postcode: 'BS1 5TR', email: AMELIA.email })).body).toEqual({
      success: false,
      message: MESSAGES.noMatch,
    });

    const back = await t.call('POST', `/api/tenants/${t.tenantId}/account-connect/use-to-verify`);
    expect(back.body).toMatchObject({ success: true, settings: { verifies: true } });
    expect((await t.call('GET', `/api/tenants/${t.tenantId}`)).body.verifier).toEqual({ kind: 'account_connect' });
    const view = (await t.call('GET', `/api/tenants/${t.tenantId}/connectors/${shopify}`)).body.connection;
    expect(view).toMatchObject({ verifies: false, access_key_set: false });
    expect((await t.call('POST', '/api/chatbot-api/verify-identity', { full_name: AMELIA.name, postcode: 'BS1 5TR' })).body).toMatchObject({ success: true });
  });

  it('keeps a connection chosen on the demo tenant when the demo is seeded again (npm start)', async () => {
    const first = await seedDemoTenant(services);
    const call = caller(h.baseUrl, first.apiKey);
    expect((await call('GET', `/api/tenants/${first.tenantId}`)).body.verifier).toEqual({ kind: 'account_connect' });
    expect((await call('GET', `/api/tenants/${first.tenantId}/account-connect`)).body.track_order_path).toBe('/track-order');
    const shopify = await connect(call, first.tenantId, 'shopify', { access_token: 'shpat_0123456789abcdef0123456789abcdef' }, { shop: 'acme-uk' });
    expect((await call('POST', `/api/tenants/${first.tenantId}/connectors/${shopify}/use-to-verify`)).status).toBe(200);
    await call('PUT', `/api/tenants/${first.tenantId}/account-connect/track-order`, { track_order_path: null });

    const again = await seedDemoTenant(services);
    expect(again.tenantId).toBe(first.tenantId);
    expect((await call('GET', `/api/tenants/${first.tenantId}`)).body.verifier).toEqual({ kind: 'connector', connection_id: shopify, connector: 'shopify' });
    expect((await call('GET', `/api/tenants/${first.tenantId}/account-connect`)).body).toMatchObject({ verifies: false, track_order_path: null });
  });

  it('refuses use-for-data for a connection that cannot say whose records it holds, and for an unknown one', async () => {
    const t = await tenant('Refusing Shop');
    const carrier = await connect(t.call, t.tenantId, 'test_carrier', { api_key: 'tp_0123456789' });
    const refused = await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${carrier}/use-for-data`);
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/999999/use-for-data`)).status).toBe(404);
    const books = await connect(t.call, t.tenantId, 'test_books', { api_key: 'tb_0123456789' });
    expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${books}/use-for-data`)).body.connection.supplies_data).toBe(true);
    expect((await t.call('DELETE', `/api/tenants/${t.tenantId}/connectors/${books}/use-for-data`)).body.connection.supplies_data).toBe(false);
  });
});

describe('Account Connect without an email or mobile on the account-summary', () => {
  it('reads no data connection (nothing typed is used to look the customer up) and says why', async () => {
    const partner = await startFakeAccountConnect();
    try {
      const t = await tenant('Quiet Partner Shop');
      const saved = await t.call('PUT', `/api/tenants/${t.tenantId}/account-connect`, { base_url: partner.baseUrl, api_key: 'partner-key-123' });
      expect(saved.body.chain_test.passed).toBe(true);
      const books = await connect(t.call, t.tenantId, 'test_books', { api_key: 'tb_0123456789' });
      expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${books}/use-for-data`)).status).toBe(200);
      // The customer types an email that Test Books knows: it must not be used.
      const session = await verifyOnPlatform(t.call, { full_name: 'Jane Doe', postcode: 'SW1A 2AA', email: AMELIA.email });
      h.world.reset();
      const res = await t.call('POST', '/api/chatbot-api/orders', { session_token: session });
      expect(res.body).toMatchObject({ success: true, message: SOURCE_MESSAGES.noContact(['Test Books']) });
      expect((res.body.orders as Row[]).length).toBeGreaterThan(0);
      expect(h.vendor.requests.some((r) => r.path.startsWith('/books/'))).toBe(false);
      const invoices = await t.call('POST', '/api/chatbot-api/invoices', { session_token: session });
      expect(invoices.body).toMatchObject({ success: true, message: SOURCE_MESSAGES.noContact(['Test Books']) });
    } finally {
      await partner.close();
    }
  });
});
