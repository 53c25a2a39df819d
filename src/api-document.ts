import { systemClock } from '../config/clock.js';
import { loadConfig } from '../config/env.js';
import { API_INFO, buildApp } from './app.js';
import { ApiDocs } from './http/route.js';
import { createLogger } from './logger.js';
import { Metrics } from './metrics/metrics.js';
import type { Services } from './services.js';

/** The address the committed document names (a development server); the served one names PUBLIC_BASE_URL. */
export const DOCUMENT_SERVER_URL = 'http://127.0.0.1:3000';

/**
 * Stands in for a store that is never opened: reading any member gives another stand-in, calling one
 * returns one. The routers only keep references to the stores while they are built; nothing is ever
 * served from an app built on these, so no call reaches Redis or PostgreSQL.
 */
function unopened(): unknown {
  const target = function unopenedStore(): void {};
  const proxy: unknown = new Proxy(target, {
    get: (_t, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => 'unopened' : proxy),
    apply: () => proxy,
    construct: () => proxy as object,
  });
  return proxy;
}

/**
 * The OpenAPI document of the web process, made without opening any store: the app is built as the web
 * process builds it (every router registers its routes in the same ApiDocs) on services whose stores are
 * stand-ins, and is never served. Development configuration (the development-only routes are in it).
 */
export function describeApi(serverUrl = DOCUMENT_SERVER_URL): ReturnType<ApiDocs['document']> {
  const config = loadConfig({ NODE_ENV: 'development', PUBLIC_BASE_URL: serverUrl });
  const services = {
    config,
    logger: createLogger({ level: 'silent', name: 'openapi' }),
    clock: systemClock,
    metrics: new Metrics('openapi'),
    orm: unopened(),
    redis: unopened(),
    box: unopened(),
    queues: unopened(),
    vendorQueues: unopened(),
    tenants: unopened(),
    rpc: unopened(),
    activity: unopened(),
    connectRedis: () => unopened(),
    close: () => Promise.resolve(),
  } as unknown as Services;
  const docs = new ApiDocs();
  buildApp(services, { docs });
  return docs.document({ ...API_INFO, serverUrl });
}
