import { type Server } from 'node:http';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_QUEUE } from '../../queues/otp.js';
import { buildApp } from '../../src/app.js';
import { seedDemoVendorConnection } from '../../src/wiring/demo-vendor.js';
import type { Services } from '../../src/services.js';
import { otpProcessor } from '../../workers/otp.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import type { VendorPool } from '../../workers/vendor.js';
import { startVendorPool } from '../fakes/connections.js';
import { closeServer, createTestEnv, freePort, http, openTestServices, type TestEnv } from '../fakes/infra.js';

/**
 * "Trying it on one machine": the demo tenant's ready-made Demo vendor connection reads the built-in
 * demo on the service's own address, so the whole connector chain works without outside services —
 * test, Use to verify customers, verify-identity (the code lands in the development outbox), verify-otp
 * and orders — through the real web app, vendor pool and otp pool.
 */

let env: TestEnv;
let services: Services;
let server: Server;
let base: string;
let pool: VendorPool;
let otp: Worker;
let tenant: { tenantId: number; apiKey: string };

/** A free loopback port, so PUBLIC_BASE_URL can name the web app before it listens. */

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = await createTestEnv({ PUBLIC_BASE_URL: base, VENDOR_TIMEOUT_MS: '5000' });
  services = await openTestServices(env);
  server = buildApp(services).listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  pool = await startVendorPool(services, {});
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
  const created = await services.tenants.create({ name: 'Demo Shop', ownerEmail: 'owner@demo-shop.example' });
  tenant = { tenantId: created.tenant.id, apiKey: created.apiKey };
});
afterAll(async () => {
  if (server) await closeServer(server);
  await otp?.close();
  await pool?.stop();
  await services?.close();
  await env?.dropAll();
});

const api = (method: string, path: string, body?: unknown) =>
  http(base, method, path, { headers: { 'x-api-key': tenant.apiKey }, ...(body === undefined ? {} : { body }) });

describe('the Demo vendor connection of the demo tenant', () => {
  it("is seeded once (pending until tested) on the service's own address, its key stored sealed and shown only as set", async () => {
    const id = await seedDemoVendorConnection(services, tenant.tenantId);
    expect(await seedDemoVendorConnection(services, tenant.tenantId)).toBe(id);
    const res = await api('GET', `/api/tenants/${tenant.tenantId}/connectors`);
    expect(res.body.connections).toHaveLength(1);
    expect(res.body.connections[0]).toMatchObject({
      id,
      connector: 'demo_vendor',
      name: 'Demo vendor',
      status: 'pending',
      config: { demo_base: `${base}/api/account-connect-demo/v1` },
      secrets: [{ name: 'api_key', set: true }],
    });
  });

  it('runs the whole connector chain with no outside service: test, Use to verify, code from the dev outbox, orders', async () => {
    const id = (await seedDemoVendorConnection(services, tenant.tenantId))!;
    const tested = await api('POST', `/api/tenants/${tenant.tenantId}/connectors/${id}/test`);
    expect(tested.body).toMatchObject({ success: true, connection: { status: 'working' } });
    expect(tested.body.connection.test_results.find_customer.ok).toBe(true);
    const chosen = await api('POST', `/api/tenants/${tenant.tenantId}/connectors/${id}/use-to-verify`);
    const key = chosen.body.access_key as string;
    expect(key).toMatch(/^scc_/);
    const bot = (path: string, body: unknown) => http(base, 'POST', `/api/connect/${id}/${path}`, { headers: { 'x-api-key': key }, body });

    const identity = await bot('verify-identity', { full_name: 'Amelia Hart', postcode: '', email: 'amelia.hart@example.com', mobile_number: '' });
    expect(identity.body).toMatchObject({ success: true, message: expect.stringMatching(/^Code sent by an email to a\*+@example\.com$/) });
    let code: string | undefined;
    for (let i = 0; i < 200 && !code; i++) {
      const outbox = await api('GET', '/api/dashboard/dev/outbox');
      const mail = (outbox.body.messages as { to: string; text: string }[]).find((m) => m.to === 'amelia.hart@example.com');
      code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (!code) await new Promise((r) => setTimeout(r, 50));
    }
    expect(code).toMatch(/^\d{6}$/);
    const otpReply = await bot('verify-otp', { otp_token: identity.body.otp_token, otp_code: code });
    expect(otpReply.body).toMatchObject({ success: true, session_token: expect.any(String) });
    const orders = await bot('orders', { session_token: otpReply.body.session_token });
    expect(orders.body.success).toBe(true);
    expect(orders.body.orders.length).toBeGreaterThan(0);
    expect(orders.body.orders[0]).toMatchObject({ order_number: expect.any(String), placed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('leaves a disconnected Demo vendor disconnected on the next start', async () => {
    const id = (await seedDemoVendorConnection(services, tenant.tenantId))!;
    await api('DELETE', `/api/tenants/${tenant.tenantId}/connectors/${id}`);
    expect(await seedDemoVendorConnection(services, tenant.tenantId)).toBeNull();
    const res = await api('GET', `/api/tenants/${tenant.tenantId}/connectors`);
    expect(res.body.connections.map((c: { status: string }) => c.status)).toEqual(['disconnected']);
  });
});
