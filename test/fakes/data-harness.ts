import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { buildConnectors } from '../../src/wiring/connectors.js';
import { accountConnectDemoRouter } from '../../src/http/account-connect-demo.js';
import { accountConnectSettingsRouter } from '../../src/http/account-connect-settings.js';
import { chatbotApiRouter } from '../../src/http/chatbot-api.js';
import { connectRouter } from '../../src/http/connect.js';
import { connectionsRouter } from '../../src/http/connections.js';
import { errorHandler, notFoundHandler } from '../../src/http/middleware/errors.js';
import { ApiDocs } from '../../src/http/route.js';
import { tenantsRouter } from '../../src/http/tenants.js';
import type { Services } from '../../src/services.js';
import { buildVerification } from '../../src/wiring/verification.js';
import { buildBotRunner } from '../../src/wiring/bot.js';
import { botToolsRouter } from '../../src/http/bot-tools.js';
import { conversationsRouter } from '../../src/http/conversations.js';
import { ticketsRouter } from '../../src/http/tickets.js';
import type { ConnectorInput } from '../../src/connectors/define.js';
import { OTP_QUEUE } from '../../queues/otp.js';
import { CodeDelivery } from '../../src/notify/code-delivery.js';
import { otpProcessor } from '../../workers/otp.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import type { VendorPool } from '../../workers/vendor.js';
import { startAccountConnectPool } from './account-connect.js';
import { startVendorPool } from './connections.js';
import { dataBases, dataCatalogue, serveDataWorld, type DataWorld } from './data-vendors.js';
import { closeServer, createTestEnv, http, listen, openTestServices, type TestEnv } from './infra.js';
import { startScriptedVendor, type ScriptedVendor } from './scripted-vendor.js';
import { startFakeSmtp, type FakeSmtp } from './smtp.js';

/**
 * The web routes the data plane touches (tenant view, Account Connect demo and settings, platform
 * API, dashboard connections, /api/connect), built once over one VerificationService with the test
 * catalogue, plus the partner and vendor pools, and the scripted vendors of data-vendors.ts.
 */
export interface DataHarness {
  baseUrl: string;
  demoBase: string;
  world: DataWorld;
  vendor: ScriptedVendor;
  close(): Promise<void>;
}

export interface DataHarnessOptions {
  vendorTimeoutMs?: number;
  /** More test connectors, and the base addresses their calls go to. */
  definitions?: readonly ConnectorInput[];
  bases?: Readonly<Record<string, string>>;
}

export async function startDataHarness(services: Services, opts: DataHarnessOptions = {}): Promise<DataHarness> {
  const vendor = await startScriptedVendor();
  const world = serveDataWorld(vendor);
  const catalogue = dataCatalogue(opts.definitions);
  const base = dataBases(vendor.baseUrl);
  const vendorPool: VendorPool = await startVendorPool(services, {
    timeoutMs: opts.vendorTimeoutMs ?? 2_000,
    sleep: async () => undefined,
    catalogue,
    baseUrlOverride: (key) => base(key) ?? opts.bases?.[key],
  });
  const accountConnectPool = await startAccountConnectPool(services);
  const otp = createPoolWorker({
    queue: OTP_QUEUE,
    processor: otpProcessor(services),
    connection: services.connectRedis('otp'),
    prefix: services.config.REDIS_PREFIX,
    concurrency: 4,
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
    logger: services.logger,
  });
  const connectors = buildConnectors(services, { catalogue, delivery: new CodeDelivery(services.queues, services.box, { backoffMs: 50 }) });
  const verification = buildVerification(services, connectors);
  const docs = new ApiDocs();
  const app = express();
  app.use(express.json());
  app.use(tenantsRouter(services, docs));
  app.use(accountConnectDemoRouter(services, docs));
  app.use(accountConnectSettingsRouter(services, docs, verification));
  app.use(chatbotApiRouter(services, docs, verification));
  app.use(connectionsRouter(services, docs, connectors));
  app.use(connectRouter(services, docs, connectors, verification));
  app.use(botToolsRouter(services, docs, buildBotRunner(services, verification)));
  app.use(conversationsRouter(services, docs));
  app.use(ticketsRouter(services, docs, verification));
  app.use(notFoundHandler);
  app.use(errorHandler(services.logger));
  const server = createServer(app);
  const baseUrl = await listen(server);
  return {
    baseUrl,
    demoBase: `${baseUrl}${DEMO_PATH}`,
    world,
    vendor,
    async close() {
      await closeServer(server);
      await accountConnectPool.close();
      await otp.close();
      await vendorPool.stop();
      await vendor.close();
    },
  };
}

export type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** Calls with a tenant key. */
export function caller(baseUrl: string, apiKey: string): Call {
  return (method, path, body) => http(baseUrl, method, path, { headers: { 'X-API-Key': apiKey }, ...(body === undefined ? {} : { body }) });
}

/** Connects a test connector and returns its id (working). */
export async function connect(
  call: Call,
  tenantId: number,
  connector: string,
  secrets: Record<string, string>,
  config: Record<string, string> = {},
): Promise<number> {
  const res = await call('POST', `/api/tenants/${tenantId}/connectors`, { connector, config, secrets });
  expect(res.body.connection?.status, JSON.stringify(res.body)).toBe('working');
  return res.body.connection.id as number;
}

/** The six-digit code last emailed to `to` (the otp pool sends it through the fake SMTP server). */
export async function emailedCode(smtp: FakeSmtp, to: string, after: number): Promise<string> {
  const until = Date.now() + 8_000;
  while (Date.now() < until) {
    const mail = smtp.messages.slice(after).find((m) => m.to.includes(to));
    const code = mail ? /verification code is (\d{6})\./.exec(mail.raw)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no code arrived for ${to}`);
}

/** verify-identity + verify-otp on the platform API; the session_token. */
export async function verifyOnPlatform(
  call: Call,
  identity: Record<string, unknown>,
  opts: { conversationId?: number; code?: () => Promise<string> } = {},
): Promise<string> {
  const conv = opts.conversationId === undefined ? {} : { conversation_id: opts.conversationId };
  const vi = await call('POST', '/api/chatbot-api/verify-identity', { ...identity, ...conv });
  expect(vi.body, JSON.stringify(vi.body)).toMatchObject({ success: true });
  const code = opts.code ? await opts.code() : '123456';
  const vo = await call('POST', '/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: code, ...conv });
  expect(vo.body).toMatchObject({ success: true });
  return vo.body.session_token as string;
}

// One test file's data-plane world (live bindings, as in catalogue-harness.ts): a database and Redis
// prefix of its own, a loopback SMTP server for emailed codes, and the harness above.
export let env: TestEnv;
export let services: Services;
export let smtp: FakeSmtp;
export let harness: DataHarness;

export function useDataHarness(opts: () => DataHarnessOptions = () => ({})): void {
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    env = await createTestEnv({ VENDOR_TIMEOUT_MS: '2000', SMTP_URL: smtp.url });
    services = await openTestServices(env);
    harness = await startDataHarness(services, opts());
  });
  afterAll(async () => {
    await harness?.close();
    await services?.close();
    await env?.dropAll();
    await smtp?.close();
  });
}

/** A new tenant of this file's world and a caller holding its API key. */
export async function tenant(name: string): Promise<{ tenantId: number; call: Call }> {
  const { tenant: t, apiKey } = await services.tenants.create({ name, ownerEmail: `${name.toLowerCase().replace(/\W+/g, '.')}@tenant.example` });
  return { tenantId: t.id, call: caller(harness.baseUrl, apiKey) };
}
