import express from 'express';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { buildConnectors } from '../../src/wiring/connectors.js';
import { chatbotApiRouter } from '../../src/http/chatbot-api.js';
import { connectionsRouter } from '../../src/http/connections.js';
import { errorHandler, notFoundHandler } from '../../src/http/middleware/errors.js';
import { ApiDocs } from '../../src/http/route.js';
import { MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { buildVerification } from '../../src/wiring/verification.js';
import type { VendorPool } from '../../workers/vendor.js';
import { serveVendorWorld } from '../fakes/connector-vendors.js';
import { dashboard, loopbackBases, startVendorPool, testCatalogue } from '../fakes/connections.js';
import { closeServer, createTestEnv, http, listen, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';

/**
 * /api/chatbot-api/* verification routes to the tenant's verifying connector when the tenant has no
 * Account Connect (the platform API and the connector endpoints share one verification interface).
 */
let env: TestEnv;
let services: Services;
let vendor: ScriptedVendor;
let pool: VendorPool;
let baseUrl: string;
let close: () => Promise<void>;
let apiKey: string;

beforeAll(async () => {
  env = await createTestEnv({ VENDOR_TIMEOUT_MS: '800' });
  services = await openTestServices(env);
  vendor = await startScriptedVendor();
  serveVendorWorld(vendor);
  pool = await startVendorPool(services, {
    timeoutMs: 800,
    sleep: async () => undefined,
    catalogue: testCatalogue(),
    baseUrlOverride: loopbackBases(vendor.baseUrl),
  });
  const connectors = buildConnectors(services, { catalogue: testCatalogue() });
  const docs = new ApiDocs();
  const app = express();
  app.use(express.json());
  app.use(connectionsRouter(services, docs, connectors));
  app.use(chatbotApiRouter(services, docs, buildVerification(services, connectors)));
  app.use(notFoundHandler);
  app.use(errorHandler(services.logger));
  const server = createServer(app);
  baseUrl = await listen(server);
  close = () => closeServer(server);
  const created = await services.tenants.create({ name: 'Acme Shop', ownerEmail: 'owner@acme.example' });
  apiKey = created.apiKey;
  const dash = dashboard(baseUrl, { tenantId: created.tenant.id, apiKey });
  const connection = await dash('POST', '', {
    connector: 'shopify',
    config: { shop: 'acme-uk' },
    secrets: { access_token: 'shpat_0123456789abcdef0123456789abcdef' },
  });
  expect(connection.body.connection.status).toBe('working');
  expect((await dash('POST', `/${connection.body.connection.id}/use-to-verify`)).status).toBe(200);
});
afterAll(async () => {
  await close?.();
  await pool?.stop();
  await vendor?.close();
  await services?.close();
  await env?.dropAll();
});

const api = (path: string, body: unknown) => http(baseUrl, 'POST', `/api/chatbot-api/${path}`, { headers: { 'X-API-Key': apiKey }, body });

describe('POST /api/chatbot-api/verify-identity with a verifying connector', () => {
  it('verifies the test customer through the connector and opens a test session', async () => {
    const identity = await api('verify-identity', { full_name: TEST_CUSTOMER.full_name, postcode: TEST_CUSTOMER.postcode });
    expect(identity.body).toMatchObject({ success: true, message: MESSAGES.testCustomer });
    const otp = await api('verify-otp', { otp_token: identity.body.otp_token, otp_code: '123456' });
    expect(otp.body).toMatchObject({ success: true, session_token: expect.any(String) });
    const orders = await api('orders', { session_token: otp.body.session_token });
    expect(orders.body).toMatchObject({ success: true, orders: [], test: true });
  });

  it('answers the one mismatch message for an unknown customer, found through the vendor search', async () => {
    const identity = await api('verify-identity', { full_name: 'Nobody Known', email: 'nobody@nowhere.example' });
    expect(identity.body).toEqual({ success: false, message: MESSAGES.noMatch });
    expect(vendor.requests.some((r) => r.path.includes('/customers/search.json'))).toBe(true);
  });
});
