import type { Job } from 'bullmq';
import { oauthExchangePayload, type OAuthExchangePayload, type OAuthExchangeOutcome } from '../queues/oauth.js';
import { rpcProcessor, type RpcHandlerContext } from '../queues/rpc-worker.js';
import { loadCatalogue, type ConnectorCatalogue } from '../src/connectors/catalogue/index.js';
import { exchangeCode, type ExchangeDeps } from '../src/connectors/oauth/exchange.js';
import { OAuthTokenStore } from '../src/connectors/oauth/oauth-token-store.js';
import { VendorHttpClient } from '../src/connectors/runtime/vendor-client.js';
import type { Services } from '../src/services.js';
import { systemClock } from '../config/clock.js';

export interface OAuthExchangeOptions {
  /** Default: the built-in catalogue. */
  catalogue?: ConnectorCatalogue;
  /** Per-attempt token endpoint timeout. Default config VENDOR_TIMEOUT_MS (15000 ms, spec Limits). */
  timeoutMs?: number;
  /** How a Retry-After wait is spent. Default a timer; tests pass a recorder. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Part of the vendor pool: request-reply `oauth.exchange` jobs (queues/oauth.ts) that exchange a
 * sign-in's code for tokens and store them sealed. The rpc deadline is turned into the injected
 * clock's time so no further attempt starts after the caller has given up. Built lazily on the first
 * job, so listing the pools costs nothing.
 */
export function oauthExchangeProcessor(services: Services, opts: OAuthExchangeOptions = {}): (job: Job, token?: string, signal?: AbortSignal) => Promise<void> {
  const { config, logger, clock } = services;
  let deps: ExchangeDeps | undefined;
  const depsFor = (): ExchangeDeps => {
    deps ??= {
      catalogue: opts.catalogue ?? loadCatalogue(),
      tokens: new OAuthTokenStore(services.orm, services.box, clock),
      box: services.box,
      http: new VendorHttpClient({
        policy: { allowPrivate: config.ALLOW_PRIVATE_TARGETS },
        clock,
        logger,
        timeoutMs: opts.timeoutMs ?? config.VENDOR_TIMEOUT_MS,
        ...(opts.sleep ? { sleep: opts.sleep } : {}),
      }),
      apps: config.OAUTH_APPS,
      clock,
      logger,
    };
    return deps;
  };
  const handler = (payload: OAuthExchangePayload, ctx: RpcHandlerContext): Promise<OAuthExchangeOutcome> =>
    exchangeCode(payload, depsFor(), { deadlineAt: clock.now() + (ctx.deadlineAt - systemClock.now()) });
  return rpcProcessor({
    payloadSchema: oauthExchangePayload,
    publisher: services.redis,
    handler,
    onDropped: (job) => logger.info({ jobId: job.id }, 'OAuth code exchange dropped: its caller gave up'),
  });
}
