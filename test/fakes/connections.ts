import { createServer } from 'node:http';
import express from 'express';
import type { ConnectorReadPayload } from '../../queues/connector.js';
import { CONNECTOR_SOURCES, loadCatalogue, type ConnectorCatalogue } from '../../src/connectors/catalogue/index.js';
import { workflowHookFindCustomer } from '../../src/connectors/fixtures/workflow_hook/find-customer.js';
import { defineConnector } from '../../src/connectors/define.js';
import { buildConnectors, type Connectors } from '../../src/wiring/connectors.js';
import { connectRouter } from '../../src/http/connect.js';
import { connectionsRouter } from '../../src/http/connections.js';
import { errorHandler, notFoundHandler } from '../../src/http/middleware/errors.js';
import { ApiDocs } from '../../src/http/route.js';
import type { Services } from '../../src/services.js';
import { VendorPool, type VendorPoolOptions } from '../../workers/vendor.js';
import { closeServer, http, listen } from './infra.js';

/** A carrier-style connector (no customer search, tracking by tracking number) for tests. */
export const testCarrier = defineConnector({
  key: 'test_carrier',
  name: 'Test Parcels',
  category: 'carrier',
  auth: { type: 'header', headers: { 'X-Api-Key': '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'API key', example: 'tp_0123456789', pattern: 'tp_[0-9a-z]{10}' }],
  baseUrl: 'https://api.test-parcels.example/v1',
  verification: 'not_supported',
  capabilities: {
    order_status: {
      request: { path: '/parcels', query: { tracking_number: '{tracking_number}' } },
      records: 'parcels',
      map: { order_number: 'reference', status: 'state', tracking: 'tracking_number', courier: { const: 'Test Parcels' } },
    },
  },
  docs: 'https://api.test-parcels.example/docs',
  setup: 'Create a read-only API key.',
  test_level: 'documented',
  test_detail: 'A definition made up for this test.',
  note: null,
});

/** An OAuth-only connector for tests ("connects by signing in"). */
export const testOauth = defineConnector({
  key: 'test_oauth',
  name: 'Sign-in Books',
  category: 'accounting',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://login.sign-in-books.example/authorize',
    tokenUrl: 'https://login.sign-in-books.example/token',
    scopes: ['read'],
  },
  baseUrl: 'https://api.sign-in-books.example',
  verification: 'search_email',
  capabilities: {
    find_customer: { request: { path: '/contacts', query: { email: '{email}' } }, records: 'contacts', map: { id: 'id', name: 'name', email: 'email' } },
  },
  docs: 'https://api.sign-in-books.example/docs',
  setup: 'Press Connect with Sign-in Books.',
  test_level: 'documented',
  test_detail: 'A definition made up for this test.',
  note: null,
});

/** The built-in catalogue plus the two test connectors. */
export function testCatalogue(): ConnectorCatalogue {
  return loadCatalogue([...CONNECTOR_SOURCES, testCarrier, testOauth]);
}

/** The workflow-hook customer look-up (the hook fixture's customer) through connection `row`: the read the per-connection bound's tests and benches send. */
export function hookReadPayload(
  tenantId: number,
  row: { id: number; config: Record<string, string>; secretsSealed: Record<string, string> },
): ConnectorReadPayload {
  return {
    tenantId,
    connectionId: row.id,
    connector: 'workflow_hook',
    config: row.config,
    secretsSealed: row.secretsSealed,
    capability: 'find_customer',
    purpose: 'records',
    subject: workflowHookFindCustomer.input,
  };
}

/** Base URLs that send every fixed-host connector to one scripted vendor on 127.0.0.1. */
export function loopbackBases(vendorBaseUrl: string): (key: string) => string | undefined {
  const bases: Record<string, string> = {
    shopify: `${vendorBaseUrl}/admin/api/2024-10`,
    eventbrite: `${vendorBaseUrl}/v3`,
    test_carrier: `${vendorBaseUrl}/v1`,
  };
  return (key) => bases[key];
}

/** The vendor worker pool in the test process (a "worker process" over `services`). */
export async function startVendorPool(services: Services, opts: VendorPoolOptions): Promise<VendorPool> {
  const pool = new VendorPool(services, { stopGraceMs: 2_000, ...opts });
  await pool.start();
  return pool;
}

/** The dashboard connections router and the /api/connect router, over an injected catalogue, on 127.0.0.1. */
export async function startDashboard(
  services: Services,
  connectors: Connectors = buildConnectors(services, { catalogue: testCatalogue() }),
): Promise<{ baseUrl: string; connectors: Connectors; close(): Promise<void> }> {
  const app = express();
  app.use(express.json());
  const docs = new ApiDocs();
  app.use(connectionsRouter(services, docs, connectors));
  app.use(connectRouter(services, docs, connectors));
  app.use(notFoundHandler);
  app.use(errorHandler(services.logger));
  const server = createServer(app);
  const baseUrl = await listen(server);
  return { baseUrl, connectors, close: () => closeServer(server) };
}

/** A dashboard call with a tenant key. */
export function dashboard(baseUrl: string, tenant: { tenantId: number; apiKey: string }) {
  return (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> =>
    http(baseUrl, method, `/api/tenants/${tenant.tenantId}/connectors${path}`, {
      headers: { 'X-API-Key': tenant.apiKey },
      ...(body === undefined ? {} : { body }),
    });
}
