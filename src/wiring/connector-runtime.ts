import type { Services } from '../services.js';
import { ClientCredentialsTokens } from '../connectors/runtime/client-credentials.js';
import type { ReadDeps } from '../connectors/vendor-read.js';
import { VendorHttpClient, type VendorHttpClientOptions } from '../connectors/runtime/vendor-client.js';

export interface ConnectorRuntime extends ReadDeps {
  close(): void;
}

/**
 * What a worker process builds once to read connectors: the vendor HTTP client (address policy from
 * ALLOW_PRIVATE_TARGETS) and the client_credentials token cache on the shared Redis connection.
 * `overrides` lets tests inject a short timeout or a wait recorder.
 */
export function createConnectorRuntime(services: Services, overrides: Partial<Omit<VendorHttpClientOptions, 'policy' | 'clock'>> = {}): ConnectorRuntime {
  const http = new VendorHttpClient({
    policy: { allowPrivate: services.config.ALLOW_PRIVATE_TARGETS },
    clock: services.clock,
    logger: services.logger,
    ...overrides,
  });
  const tokens = new ClientCredentialsTokens({ redis: services.redis, prefix: services.config.REDIS_PREFIX, box: services.box, clock: services.clock, http });
  return { http, tokens, clock: services.clock, logger: services.logger, close: () => http.close() };
}
