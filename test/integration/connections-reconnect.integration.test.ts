import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConnectors } from '../../src/wiring/connectors.js';
import { connectionReconnectRouter } from '../../src/http/connection-reconnect.js';
import { connectionsRouter } from '../../src/http/connections.js';
import { errorHandler, notFoundHandler } from '../../src/http/middleware/errors.js';
import { ApiDocs } from '../../src/http/route.js';
import { PENDING_SETTINGS_MESSAGES, VENDOR_ERRORS } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import type { VendorPool } from '../../workers/vendor.js';
import { dashboard, loopbackBases, startVendorPool, testCatalogue } from '../fakes/connections.js';
import { closeServer, createTestEnv, listen, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startScriptedVendor, type ReceivedRequest, type ScriptedReply, type ScriptedVendor } from '../fakes/scripted-vendor.js';

/**
 * Issue 15, item 8 for connections: reconnecting a working connection with new keys never breaks
 * the live bot. The new keys are probed first through the vendor pool (a scripted Shopify on
 * 127.0.0.1); failing ones wait beside the live ones with the vendor error until a later test passes
 * them or they are discarded; disconnect deletes them with the rest.
 */

const OLD = 'shpat_0123456789abcdef0123456789abcdef';
const NEW = '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';
let env: TestEnv;
let services: Services;
let vendor: ScriptedVendor;
let pool: VendorPool;
let server: ReturnType<typeof createServer>;
let baseUrl: string;
let api: ReturnType<typeof dashboard>;
let accepted: Set<string>;

/** A Shopify store that knows nobody and accepts only the tokens in `accepted`. */
const shopify = (r: ReceivedRequest): ScriptedReply => {
  if (!accepted.has(String(r.headers['x-shopify-access-token']))) return { status: 401, body: { errors: '[API] Invalid API key or access token' } };
  if (r.path.endsWith('/customers/search.json')) return { body: { customers: [] } };
  if (r.path.endsWith('/orders.json')) return { body: { orders: [] } };
  return { status: 404, body: { errors: 'Not Found' } };
};
const tokensSeen = (): string[] => vendor.requests.map((r) => String(r.headers['x-shopify-access-token']));

beforeAll(async () => {
  env = await createTestEnv({ VENDOR_TIMEOUT_MS: '2000' });
  services = await openTestServices(env);
  vendor = await startScriptedVendor();
  vendor.answer(shopify);
  pool = await startVendorPool(services, {
    timeoutMs: 2000,
    sleep: async () => undefined,
    catalogue: testCatalogue(),
    baseUrlOverride: loopbackBases(vendor.baseUrl),
  });
  const connectors = buildConnectors(services, { catalogue: testCatalogue() });
  const app = express();
  app.use(express.json());
  const docs = new ApiDocs();
  app.use(connectionsRouter(services, docs, connectors));
  app.use(connectionReconnectRouter(services, docs, connectors));
  app.use(notFoundHandler);
  app.use(errorHandler(services.logger));
  server = createServer(app);
  baseUrl = await listen(server);
  const { tenant, apiKey } = await services.tenants.create({ name: 'Rotating Shop', ownerEmail: 'owner@rotating.example' });
  api = dashboard(baseUrl, { tenantId: tenant.id, apiKey });
});
afterAll(async () => {
  if (server) await closeServer(server);
  await pool?.stop();
  await vendor?.close();
  await services?.close();
  await env?.dropAll();
});

async function workingConnection(): Promise<number> {
  accepted = new Set([OLD]);
  const res = await api('POST', '', { connector: 'shopify', config: { shop: 'acme-uk' }, secrets: { access_token: OLD } });
  expect(res.body.connection.status).toBe('working');
  return res.body.connection.id as number;
}

describe('PUT /api/tenants/:tenantId/connectors/:connectionId (reconnect with new keys)', () => {
  it('keeps the live key when the new one is refused, and shows the new one failing with the vendor error', async () => {
    const id = await workingConnection();
    const res = await api('PUT', `/${id}`, { config: { shop: 'acme-uk' }, secrets: { access_token: NEW } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, applied: 'pending', message: PENDING_SETTINGS_MESSAGES.keptLive(VENDOR_ERRORS.refused(401)) });
    expect(res.body.connection).toMatchObject({
      status: 'working',
      last_error: null,
      pending: { error: VENDOR_ERRORS.refused(401), secrets: [{ name: 'access_token', set: true }] },
    });
    expect(JSON.stringify(res.body)).not.toContain(NEW);
    vendor.requests.length = 0;
    const live = await api('POST', `/${id}/test`);
    expect(live.body.connection.status).toBe('working');
    expect(new Set(tokensSeen())).toEqual(new Set([OLD]));
  });

  it('puts the waiting key live once a later test passes it (the vendor accepts it), and reads use it from then on', async () => {
    const id = await workingConnection();
    await api('PUT', `/${id}`, { config: { shop: 'acme-uk' }, secrets: { access_token: NEW } });
    const still = await api('POST', `/${id}/pending/test`);
    expect(still.body).toMatchObject({ applied: 'pending', connection: { status: 'working' } });
    accepted = new Set([NEW]);
    const passed = await api('POST', `/${id}/pending/test`);
    expect(passed.body).toMatchObject({ success: true, applied: 'live', connection: { status: 'working', pending: null } });
    vendor.requests.length = 0;
    expect((await api('POST', `/${id}/test`)).body.connection.status).toBe('working');
    expect(new Set(tokensSeen())).toEqual(new Set([NEW]));
  });

  it('replaces the key at once when the new one works', async () => {
    const id = await workingConnection();
    accepted = new Set([OLD, NEW]);
    const res = await api('PUT', `/${id}`, { config: { shop: 'acme-uk' }, secrets: { access_token: NEW } });
    expect(res.body).toMatchObject({ success: true, applied: 'live', connection: { pending: null } });
    accepted = new Set([NEW]);
    expect((await api('POST', `/${id}/test`)).body.connection.status).toBe('working');
  });

  it('discards waiting keys on request (404 when none), and disconnect deletes them with the rest', async () => {
    const id = await workingConnection();
    expect((await api('DELETE', `/${id}/pending`)).status).toBe(404);
    await api('PUT', `/${id}`, { config: { shop: 'acme-uk' }, secrets: { access_token: NEW } });
    const discarded = await api('DELETE', `/${id}/pending`);
    expect(discarded.body).toMatchObject({ applied: 'live', connection: { pending: null, status: 'working' } });
    await api('PUT', `/${id}`, { config: { shop: 'acme-uk' }, secrets: { access_token: NEW } });
    const gone = await api('DELETE', `/${id}`);
    expect(gone.body.connection).toMatchObject({ status: 'disconnected', pending: null, secrets: [{ name: 'access_token', set: false }] });
  });

  it('replaces the keys of a connection that is not working (nothing to keep), and checks the form first', async () => {
    accepted = new Set();
    const res = await api('POST', '', { connector: 'shopify', config: { shop: 'acme-uk' }, secrets: { access_token: OLD } });
    const id = res.body.connection.id as number;
    expect(res.body.connection.status).toBe('failing');
    expect((await api('PUT', `/${id}`, { config: { shop: 'acme-uk' }, secrets: { access_token: 'nope' } })).status).toBe(400);
    const again = await api('PUT', `/${id}`, { config: { shop: 'acme-uk' }, secrets: { access_token: NEW } });
    expect(again.body).toMatchObject({
      success: false,
      applied: 'live',
      connection: { status: 'failing', pending: null, last_error: VENDOR_ERRORS.refused(401) },
    });
  });
});
