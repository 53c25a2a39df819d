import { createServer } from 'node:http';
import type { Worker } from 'bullmq';
import { exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { IDENTITY_JWKS_QUEUE } from '../../queues/identity-jwks.js';
import type { Services } from '../../src/services.js';
import { identityJwksProcessor } from '../../workers/identity-jwks.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import { closeServer, listen } from './infra.js';

/** The JWKS fetches of the Account Connect pool, in the test process, over `services` (a "worker process" of its own). */
export async function startJwksPool(services: Services, opts: { timeoutMs?: number } = {}): Promise<{ worker: Worker; close(): Promise<void> }> {
  const worker = createPoolWorker({
    queue: IDENTITY_JWKS_QUEUE,
    processor: identityJwksProcessor(services, opts),
    connection: services.connectRedis('test-jwks-pool'),
    prefix: services.config.REDIS_PREFIX,
    concurrency: 10,
    lockDurationMs: services.config.JOB_LOCK_MS,
    stalledIntervalMs: services.config.STALLED_CHECK_MS,
    logger: services.logger,
  });
  await worker.waitUntilReady();
  return { worker, close: () => worker.close() };
}

/** A signing key a tenant's server holds, and its public JWK as the tenant publishes it. */
export interface TenantKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  privateKey: CryptoKey;
  jwk: JWK;
}

/** A new key pair made with jose, its public half exported as a JWK with a kid (and its alg, unless left out). */
export async function tenantKey(alg: 'RS256' | 'ES256', kid: string, opts: { withAlg?: boolean } = {}): Promise<TenantKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, use: 'sig', ...(opts.withAlg === false ? {} : { alg }) };
  return { kid, alg, privateKey, jwk };
}

/**
 * A tenant's JWKS endpoint on 127.0.0.1 (plain HTTP, as the test address policy allows): serves
 * `keys` with `cacheControl`, or answers `status` when it is not 200; counts every request.
 */
export interface JwksServer {
  url: string;
  keys: JWK[];
  cacheControl: string | null;
  status: number;
  requests: number;
  close(): Promise<void>;
}

export async function startJwksServer(keys: JWK[] = []): Promise<JwksServer> {
  const state = { keys, cacheControl: null as string | null, status: 200, requests: 0 };
  const server = createServer((req, res) => {
    state.requests++;
    if (state.status !== 200) {
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/jwk-set+json', ...(state.cacheControl ? { 'cache-control': state.cacheControl } : {}) });
    res.end(JSON.stringify({ keys: state.keys }));
  });
  const base = await listen(server);
  return Object.assign(state, { url: `${base}/.well-known/jwks.json`, close: () => closeServer(server) });
}
