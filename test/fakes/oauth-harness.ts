import { createServer } from 'node:http';
import type { Worker } from 'bullmq';
import express from 'express';
import type { Clock } from '../../config/clock.js';
import { OAUTH_QUEUE } from '../../queues/oauth.js';
import { CONNECTOR_SOURCES, loadCatalogue, type ConnectorCatalogue } from '../../src/connectors/catalogue/index.js';
import { buildConnectors, type Connectors } from '../../src/wiring/connectors.js';
import { connectRouter } from '../../src/http/connect.js';
import { connectionsRouter } from '../../src/http/connections.js';
import { errorHandler, notFoundHandler } from '../../src/http/middleware/errors.js';
import { oauthRouter } from '../../src/http/oauth.js';
import { ApiDocs } from '../../src/http/route.js';
import type { Services } from '../../src/services.js';
import { oauthExchangeProcessor } from '../../workers/oauth.js';
import { createPoolWorker, stopWorkers } from '../../workers/pool-workers.js';
import type { VendorPool } from '../../workers/vendor.js';
import { startVendorPool, testOauth } from './connections.js';
import { closeServer, createTestEnv, http, listen, openTestServices, type TestEnv } from './infra.js';
import { fakeOAuthConnector, startFakeOAuthProvider, type FakeOAuthProvider } from './oauth-provider.js';

/**
 * Everything an OAuth test needs, on 127.0.0.1: the fake provider, a test environment whose
 * OAUTH_APPS registers the service's app at it (and not at Sign-in Books, to test the 409), the vendor
 * worker pool and the oauth exchange worker of a "worker process", and a web app with the OAuth,
 * connections and /api/connect routers, all over a catalogue that includes the fake connector.
 */
export interface OAuthHarness {
  env: TestEnv;
  services: Services;
  provider: FakeOAuthProvider;
  catalogue: ConnectorCatalogue;
  connectors: Connectors;
  pool: VendorPool;
  webUrl: string;
  tenant: { tenantId: number; apiKey: string };
  /** GET .../oauth/fake_books/start?<query> without following the redirect. */
  start(query: string, headers?: Record<string, string>): Promise<Response>;
  /** The browser at the consent screen: follows start's redirect to the provider, returns where the provider sends it back. */
  consent(startResponse: Response): Promise<URL>;
  /** The browser arriving at the service's callback with the provider's query. */
  callback(back: URL | string): Promise<{ status: number; location: string | null; body: unknown }>;
  /** A full sign-in; returns the callback's answer. */
  signIn(query?: string): Promise<{ status: number; location: string | null; body: unknown }>;
  dashboard(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export const DASHBOARD = 'https://dash.example.com/app';
export const PUBLIC_BASE = 'https://svc.example.com';

export async function startOAuthHarness(clock: Clock, overrides: Record<string, string> = {}): Promise<OAuthHarness> {
  const provider = await startFakeOAuthProvider();
  const env = await createTestEnv({
    VENDOR_TIMEOUT_MS: '2000',
    DASHBOARD_URL: DASHBOARD,
    PUBLIC_BASE_URL: PUBLIC_BASE,
    OAUTH_APPS: JSON.stringify({ fake_books: { client_id: provider.clientId, client_secret: provider.clientSecret } }),
    ...overrides,
  });
  const services = await openTestServices(env, { clock });
  const catalogue = loadCatalogue([...CONNECTOR_SOURCES, testOauth, fakeOAuthConnector(provider.baseUrl)]);
  const pool = await startVendorPool(services, {
    catalogue,
    timeoutMs: 2000,
    sleep: async () => undefined,
    baseUrlOverride: (key) => (key === 'fake_books' ? `${provider.baseUrl}/api` : undefined),
  });
  const workerConnection = services.connectRedis('oauth-worker');
  const worker: Worker = createPoolWorker({
    queue: OAUTH_QUEUE,
    processor: oauthExchangeProcessor(services, { catalogue, timeoutMs: 2000 }),
    connection: workerConnection,
    prefix: env.config.REDIS_PREFIX,
    concurrency: 8,
    lockDurationMs: env.config.JOB_LOCK_MS,
    stalledIntervalMs: env.config.STALLED_CHECK_MS,
    logger: services.logger,
  });
  const connectors = buildConnectors(services, { catalogue });
  const app = express();
  app.use(express.json());
  const docs = new ApiDocs();
  app.use(oauthRouter(services, docs, connectors));
  app.use(connectionsRouter(services, docs, connectors));
  app.use(connectRouter(services, docs, connectors));
  app.use(notFoundHandler);
  app.use(errorHandler(services.logger));
  const server = createServer(app);
  const webUrl = await listen(server);
  const { tenant: t, apiKey } = await services.tenants.create({ name: 'Books Shop', ownerEmail: 'owner@books-shop.example' });
  const tenant = { tenantId: t.id, apiKey };

  const h: OAuthHarness = {
    env,
    services,
    provider,
    catalogue,
    connectors,
    pool,
    webUrl,
    tenant,
    start: (query, headers = {}) =>
      fetch(`${webUrl}/api/tenants/${tenant.tenantId}/connectors/oauth/fake_books/start?${query}`, {
        headers: { 'X-API-Key': tenant.apiKey, ...headers },
        redirect: 'manual',
      }),
    async consent(startResponse) {
      const location = startResponse.headers.get('location');
      if (startResponse.status !== 302 || !location) throw new Error(`start answered ${startResponse.status}: ${await startResponse.text()}`);
      const res = await fetch(location, { redirect: 'manual' });
      const back = res.headers.get('location');
      if (res.status !== 302 || !back) throw new Error(`consent screen answered ${res.status}`);
      return new URL(back);
    },
    async callback(back) {
      const url = new URL(back);
      const res = await fetch(`${webUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, location: res.headers.get('location'), body };
    },
    async signIn(query = 'region=eu&org_id=org-42') {
      return h.callback(await h.consent(await h.start(query)));
    },
    dashboard: (method, path, body) =>
      http(webUrl, method, `/api/tenants/${tenant.tenantId}/connectors${path}`, {
        headers: { 'X-API-Key': tenant.apiKey },
        ...(body === undefined ? {} : { body }),
      }),
    async close() {
      await closeServer(server);
      await stopWorkers([worker], [workerConnection], 2_000);
      await pool.stop();
      await provider.close();
      await services.close();
      await env.dropAll();
    },
  };
  return h;
}

/** connector=<result> and the other query values of a callback's redirect to the dashboard. */
export function dashboardQuery(location: string | null): Record<string, string> {
  if (!location) throw new Error('no redirect');
  const url = new URL(location);
  if (`${url.origin}${url.pathname}` !== `${DASHBOARD}/integrations`) throw new Error(`redirected elsewhere: ${location}`);
  return Object.fromEntries(url.searchParams);
}
