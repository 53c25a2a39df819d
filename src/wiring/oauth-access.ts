import type { Services } from '../services.js';
import { HealthAlerts } from '../connectors/connections/health-alerts.js';
import type { VendorHttpClient } from '../connectors/runtime/vendor-client.js';
import { OAuthTokens } from '../connectors/oauth/refresh.js';
import { RefreshLock } from '../connectors/oauth/refresh-lock.js';
import { OAuthTokenStore } from '../connectors/oauth/oauth-token-store.js';

/**
 * The OAuth access tokens of a worker process (vendor pool), over its shared Redis and ORM. The
 * refresh lease outlives the longest token call the client can make (every 429 attempt at its full
 * timeout plus the longest waits between them), so it never lapses while its holder still works.
 */
export function oauthAccess(services: Services, http: VendorHttpClient): OAuthTokens {
  const { orm, box, clock, redis, config, logger } = services;
  const lockTtlMs = http.timeoutMs * http.rateLimitAttempts + http.maxRetryWaitMs * (http.rateLimitAttempts - 1) + 5_000;
  return new OAuthTokens({
    store: new OAuthTokenStore(orm, box, clock),
    lock: new RefreshLock(redis, config.REDIS_PREFIX, lockTtlMs),
    alerts: new HealthAlerts(orm, clock),
    http,
    apps: config.OAUTH_APPS,
    clock,
    logger,
  });
}
