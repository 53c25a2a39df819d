import type { Job } from 'bullmq';
import { JWKS_FETCH_TIMEOUT_MS, JWKS_MAX_BYTES, jwksFetchPayload, type JwksFetchOutcome, type JwksFetchPayload } from '../queues/identity-jwks.js';
import { rpcProcessor } from '../queues/rpc-worker.js';
import { VendorHttpClient } from '../src/connectors/runtime/vendor-client.js';
import { jwksMaxAgeSeconds, usableJwks } from '../src/identity/identity-jwks.js';
import type { Services } from '../src/services.js';

export interface JwksPoolOptions {
  /** Whole-fetch limit. Default JWKS_FETCH_TIMEOUT_MS (5 s). */
  timeoutMs?: number;
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

/**
 * Part of the Account Connect pool: request-reply `identity.jwks_fetch` jobs (queues/identity-jwks.ts)
 * that fetch one tenant's JWKS through the service's outbound HTTP client: the address policy on the
 * URL and on every DNS answer, no redirects, one attempt, a timeout, the reply capped at 64 KiB. The
 * reply is the usable public keys and how long they may be cached (the reply's Cache-Control).
 */
export function identityJwksProcessor(services: Services, opts: JwksPoolOptions = {}): (job: Job, token?: string, signal?: AbortSignal) => Promise<void> {
  const { config, logger, clock } = services;
  let http: VendorHttpClient | undefined;
  const handler = async (payload: JwksFetchPayload): Promise<JwksFetchOutcome> => {
    http ??= new VendorHttpClient({
      policy: { allowPrivate: config.ALLOW_PRIVATE_TARGETS },
      clock,
      logger,
      timeoutMs: opts.timeoutMs ?? JWKS_FETCH_TIMEOUT_MS,
      rateLimitAttempts: 1,
      maxReplyBytes: JWKS_MAX_BYTES,
    });
    const res = await http.request({ method: 'GET', url: payload.url, headers: { accept: 'application/jwk-set+json, application/json' } });
    if (!res.ok) return { ok: false, detail: res.failure.message.slice(0, 500) };
    const keys = usableJwks(res.body);
    if (!keys) return { ok: false, detail: 'the reply is not a JWKS (a JSON object with a keys list)' };
    return { ok: true, keys, maxAgeSeconds: jwksMaxAgeSeconds(header(res.headers['cache-control']), header(res.headers['age'])) };
  };
  return rpcProcessor({
    payloadSchema: jwksFetchPayload,
    publisher: services.redis,
    handler,
    onDropped: (job) => logger.info({ jobId: job.id }, 'identity JWKS fetch dropped: its caller gave up'),
  });
}
