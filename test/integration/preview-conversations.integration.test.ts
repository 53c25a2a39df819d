import { type Server } from 'node:http';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_QUEUE } from '../../queues/otp.js';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { buildApp } from '../../src/app.js';
import { BOT_TOOL_NAMES } from '../../src/bot/tools.js';
import { OutboxEvent } from '../../src/db/entities/outbox-event.js';
import { CONNECTION_MESSAGES, MESSAGES, PREVIEW_MESSAGES, VERIFICATION_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { seedDemoVendorConnection } from '../../src/wiring/demo-vendor.js';
import { otpProcessor } from '../../workers/otp.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import type { VendorPool } from '../../workers/vendor.js';
import { connectAccount, createTenant, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { startVendorPool } from '../fakes/connections.js';
import { closeServer, createTestEnv, freePort, openTestServices, type TestEnv } from '../fakes/infra.js';

/**
 * The dashboard's preview conversation (issue 24, item 3) through the real web app, partner pool,
 * vendor pool and otp pool: the same runner as the tools endpoint, no events, not listed, not a bot
 * call, only preview conversations, and a real customer's records only with the code sent to them.
 */

let env: TestEnv;
let services: Services;
let server: Server;
let base: string;
let partner: { close(): Promise<void> };
let vendor: VendorPool;
let otp: Worker;

type Tenant = { tenantId: number; apiKey: string; api: ReturnType<typeof platform> };

async function tenant(name: string, accountConnect = true): Promise<Tenant> {
  const t = await createTenant(base, env.config.ADMIN_TOKEN, name);
  if (accountConnect)
    expect((await connectAccount(base, t, { base_url: `${base}${DEMO_PATH}`, api_key: env.config.DEMO_API_KEY })).body.chain_test.passed).toBe(true);
  return { ...t, api: platform(base, t.apiKey) };
}
const startPreview = async (t: Tenant): Promise<number> => {
  const res = await t.api(`/api/tenants/${t.tenantId}/preview/conversations`, {});
  expect(res.status).toBe(201);
  return res.body.conversation_id as number;
};
const run = (t: Tenant, id: number, tool: string, args: unknown = {}) => t.api(`/api/tenants/${t.tenantId}/preview/conversations/${id}/tools/${tool}`, args);
const summary = async (t: Tenant) => (await t.api(`/api/tenants/${t.tenantId}/activity/summary`, undefined, 'GET')).body;
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 800)); // the activity log writes every 500 ms

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = await createTestEnv({ PUBLIC_BASE_URL: base, VENDOR_TIMEOUT_MS: '5000' });
  services = await openTestServices(env);
  server = buildApp(services).listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  partner = await startAccountConnectPool(services);
  vendor = await startVendorPool(services, {});
  otp = createPoolWorker({
    queue: OTP_QUEUE,
    processor: otpProcessor(services),
    connection: services.connectRedis('otp-worker'),
    prefix: env.config.REDIS_PREFIX,
    concurrency: 2,
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
    logger: services.logger,
  });
  await otp.waitUntilReady();
});
afterAll(async () => {
  if (server) await closeServer(server);
  await otp?.close();
  await vendor?.stop();
  await partner?.close();
  await services?.close();
  await env?.dropAll();
});

describe('a preview conversation', () => {
  it('runs every tool through the same runner and answers exactly what the bot gets, with its length', async () => {
    const t = await tenant('Preview Shop');
    const started = await t.api(`/api/tenants/${t.tenantId}/preview/conversations`, {});
    expect(started.body).toMatchObject({ preview: true, read_limit: 2000 });
    expect((started.body.tools as { name: string }[]).map((x) => x.name)).toEqual(BOT_TOOL_NAMES);
    expect(started.body.tools.find((x: { name: string }) => x.name === 'orders').gate).toBe('verified');
    const id = started.body.conversation_id as number;

    const before = await run(t, id, 'orders');
    expect(before.body).toMatchObject({
      tool: 'orders',
      result: { success: false, needs_verification: true, message: VERIFICATION_MESSAGES.needsVerification },
    });
    expect(before.body.characters).toBe(JSON.stringify(before.body.result).length);
    expect((await run(t, id, 'verify_identity', { full_name: 'Test Customer', postcode: 'TE5 7ST' })).body.result.success).toBe(true);
    expect((await run(t, id, 'verify_otp', { otp_code: '123456' })).body.result).toEqual({ success: true, message: VERIFICATION_MESSAGES.verified });
    // The same answer the tools endpoint gives for a conversation verified the same way.
    const conv = (await t.api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    const tool = (name: string, args: unknown = {}) => t.api(`/api/chatbot-api/conversations/${conv}/tools/${name}`, args);
    await tool('verify_identity', { full_name: 'Test Customer', postcode: 'TE5 7ST' });
    await tool('verify_otp', { otp_code: '123456' });
    for (const name of ['account_summary', 'orders', 'invoices', 'bookings', 'subscriptions', 'tickets']) {
      const preview = await run(t, id, name);
      expect(preview.status).toBe(200);
      expect(preview.body.result).toEqual((await tool(name)).body);
      expect(preview.body.result.success).toBe(true);
      expect(preview.body.characters).toBe(JSON.stringify(preview.body.result).length);
    }
    const ticket = await run(t, id, 'create_ticket', { subject: 'Preview ticket', description: 'Raised while trying the bot.' });
    expect(ticket.body.result).toMatchObject({ success: true, ticket_number: expect.stringMatching(/^TKT-/) });

    // Bad input is the tools endpoint's.
    expect((await run(t, id, 'refund_everything')).status).toBe(404);
    expect((await run(t, id, 'verify_otp', { otp_code: 123456 })).status).toBe(422);
  });

  it('raises no event, is not listed, and is not a bot call; a real conversation is', async () => {
    const t = await tenant('Quiet Preview');
    const id = await startPreview(t);
    await run(t, id, 'verify_identity', { full_name: 'Test Customer', email: 'test.customer@example.com' });
    await run(t, id, 'verify_otp', { otp_code: '123456' });
    await run(t, id, 'create_ticket', { subject: 'Preview ticket', description: 'Raised while trying the bot.' });
    const rows = await services.orm.em.fork().find(OutboxEvent, { tenantId: t.tenantId });
    expect(rows.map((r) => r.event)).toEqual([]);
    expect((await t.api('/api/conversations', undefined, 'GET')).body.data).toEqual([]);
    await settle();
    const quiet = await summary(t);
    expect(quiet).toMatchObject({ last_call_at: null, last_channel: null, last_24h: { calls: 0 }, preview: { verified_at: expect.any(String) } });
    const log = (await t.api(`/api/tenants/${t.tenantId}/activity`, undefined, 'GET')).body.activity as { channel: string; action: string }[];
    expect(new Set(log.map((r) => r.channel))).toEqual(new Set(['preview']));

    const conv = (await t.api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    await t.api(`/api/chatbot-api/conversations/${conv}/tools/verify_identity`, { full_name: 'Test Customer', postcode: 'TE5 7ST' });
    await t.api(`/api/chatbot-api/conversations/${conv}/tools/verify_otp`, { otp_code: '123456' });
    await settle();
    const live = await summary(t);
    expect(live).toMatchObject({ last_channel: 'conversation_tool', last_24h: { calls: 2, by_outcome: { code_sent: 1, verified: 1, ok: 0 } } });
    expect(Date.parse(live.last_call_at)).toBeGreaterThan(Date.parse(quiet.preview.verified_at));
    expect((await services.orm.em.fork().find(OutboxEvent, { tenantId: t.tenantId })).map((r) => r.event)).toEqual([
      'conversation.started',
      'customer.identified',
    ]);
  });

  it("runs only the tenant's own preview conversations: never a customer's conversation, never another tenant's", async () => {
    const t = await tenant('Own Previews');
    const other = await tenant('Other Previews');
    // A customer verified in a real conversation: its session must not be reachable from the dashboard.
    const conv = (await t.api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    await t.api(`/api/chatbot-api/conversations/${conv}/tools/verify_identity`, { full_name: 'Test Customer', postcode: 'TE5 7ST' });
    await t.api(`/api/chatbot-api/conversations/${conv}/tools/verify_otp`, { otp_code: '123456' });
    expect((await t.api(`/api/chatbot-api/conversations/${conv}/tools/orders`, {})).body.success).toBe(true);
    const refused = await run(t, conv, 'orders');
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ detail: PREVIEW_MESSAGES.notFound });
    const theirs = await startPreview(other);
    expect((await run(t, theirs, 'orders')).status).toBe(404);
    expect((await t.api(`/api/tenants/${other.tenantId}/preview/conversations`, {})).status).toBe(404);
  });

  it("reads a real customer's records only with the code sent to that customer (Demo vendor verifying, code by email)", async () => {
    const t = await tenant('Real Customers', false);
    const connectionId = (await seedDemoVendorConnection(services, t.tenantId))!;
    expect((await t.api(`/api/tenants/${t.tenantId}/connectors/${connectionId}/test`, {})).body.success).toBe(true);
    expect((await t.api(`/api/tenants/${t.tenantId}/connectors/${connectionId}/use-to-verify`, {})).status).toBe(200);
    const id = await startPreview(t);
    const identity = await run(t, id, 'verify_identity', { full_name: 'Amelia Hart', email: 'amelia.hart@example.com' });
    expect(identity.body.result).toMatchObject({ success: true, message: expect.stringMatching(/^Code sent by an email to a\*+@example\.com$/) });
    expect(JSON.stringify(identity.body)).not.toMatch(/otp_token|\b\d{6}\b/);
    expect((await run(t, id, 'verify_otp', { otp_code: '000000' })).body.result).toMatchObject({ success: false, message: MESSAGES.wrongCode });
    expect((await run(t, id, 'orders')).body.result).toMatchObject({ success: false, needs_verification: true });
    let code: string | undefined;
    for (let i = 0; i < 200 && !code; i++) {
      const outbox = (await t.api('/api/dashboard/dev/outbox', undefined, 'GET')).body.messages as { to: string; text: string }[];
      code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to === 'amelia.hart@example.com')?.text ?? '')?.[1];
      if (!code) await new Promise((r) => setTimeout(r, 50));
    }
    expect((await run(t, id, 'verify_otp', { otp_code: code })).body.result.success).toBe(true);
    const orders = await run(t, id, 'orders');
    expect(orders.body.result.success).toBe(true);
    expect(orders.body.result.orders.length).toBeGreaterThan(0);
  });
});

describe('choosing a connection before any capability passes', () => {
  it('is refused for verifying, tracking and data with "Test it first", and no key is issued', async () => {
    const t = await tenant('Untested', false);
    const id = (await seedDemoVendorConnection(services, t.tenantId))!;
    const path = `/api/tenants/${t.tenantId}/connectors/${id}`;
    for (const role of ['use-to-verify', 'use-for-data']) {
      const res = await t.api(`${path}/${role}`, {});
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: CONNECTION_MESSAGES.testFirst });
    }
    const view = (await t.api(path, undefined, 'GET')).body.connection;
    expect(view).toMatchObject({ status: 'pending', verifies: false, supplies_data: false, access_key_set: false, problems: [] });
    // Failing everywhere (a wrong key) is the same: refused, no key.
    await services.orm.em.fork().getConnection().execute(`update connections set secrets_sealed = '{}'::jsonb where id = ?`, [id]);
    const failed = (await t.api(`${path}/test`, {})).body.connection;
    expect(failed.status).toBe('failing');
    expect((await t.api(`${path}/use-to-verify`, {})).status).toBe(409);
    expect((await t.api(path, undefined, 'GET')).body.connection.access_key_set).toBe(false);
    // Once a capability passes, it can be chosen (and the key is issued then).
    await seedDemoVendorConnection(services, t.tenantId);
    expect((await t.api(`${path}/test`, {})).body.success).toBe(true);
    const chosen = await t.api(`${path}/use-to-verify`, {});
    expect(chosen.status).toBe(200);
    expect(chosen.body.access_key).toMatch(/^scc_/);
  });

  it('puts what to check beside the vendor’s words: an unknown host names the host and the setting', async () => {
    const t = await tenant('Wrong Host', false);
    const res = await t.api(`/api/tenants/${t.tenantId}/connectors`, {
      connector: 'demo_vendor',
      config: { demo_base: 'http://no-such-shop.invalid/api/account-connect-demo/v1' },
      secrets: { api_key: 'demo_key_123' },
    });
    expect(res.status).toBe(201);
    expect(res.body.connection).toMatchObject({
      status: 'failing',
      last_error: 'could not reach the vendor: ENOTFOUND',
      last_error_advice: "We couldn't find no-such-shop.invalid: check the demo address",
      problems: [
        {
          advice: "We couldn't find no-such-shop.invalid: check the demo address",
          detail: 'could not reach the vendor: ENOTFOUND',
          capabilities: expect.any(Array),
        },
      ],
    });
    expect(res.body.connection.problems[0].capabilities.sort()).toEqual(['find_customer', 'orders']);
  });
});
