import type { Worker } from 'bullmq';
import type { RedisClient } from '../queues/connection.js';
import type { PoolName } from '../config/env.js';
import { OTP_QUEUE } from '../queues/otp.js';
import { ACCOUNT_CONNECT_QUEUE } from '../queues/account-connect.js';
import { smsReportEvents } from '../src/events/emitters.js';
import type { Services } from '../src/services.js';
import { housekeepingPoolProcessor } from './housekeeping.js';
import { OutboxRelay } from './outbox.js';
import { otpProcessor } from './otp.js';
import { accountConnectProcessor } from './account-connect.js';
import { IDENTITY_JWKS_QUEUE } from '../queues/identity-jwks.js';
import { identityJwksProcessor } from './identity-jwks.js';
import { createPoolWorker, type BackgroundTask, type PoolDefinition } from './pool-workers.js';
import { VendorPool } from './vendor.js';
import { webhookPool } from './webhooks.js';
import { OAUTH_QUEUE } from '../queues/oauth.js';
import { SMOKE_QUEUE } from '../queues/smoke.js';
import { healthPool } from './health.js';
import { fraudPool } from './fraud.js';
import { oauthExchangeProcessor } from './oauth.js';
import { smokeProcessor } from './smoke.js';

/** A queue pool's BullMQ worker on a Redis connection of its own, with the pool's lock settings (the caller closes both). */
export function startPoolWorker(services: Services, def: PoolDefinition): { worker: Worker; connection: RedisClient } {
  const { config } = services;
  const connection = services.connectRedis(`worker:${def.queue}`);
  const worker = createPoolWorker({
    queue: def.queue,
    processor: def.processor,
    connection,
    prefix: config.REDIS_PREFIX,
    concurrency: config.WORKER_CONCURRENCY,
    lockDurationMs: def.lock?.lockDurationMs ?? config.JOB_LOCK_MS,
    stalledIntervalMs: def.lock?.stalledIntervalMs ?? config.STALLED_CHECK_MS,
    logger: services.logger,
    metrics: services.metrics,
  });
  return { worker, connection };
}

/** A pool entry that is a long-running loop instead of a queue consumer (the outbox relay). */
export interface BackgroundDefinition {
  background: BackgroundTask;
}

/**
 * The registry of pools: which queue each consumes and how. A pool whose capability has not landed yet
 * has no entry; WORKER_POOLS may still name it and the worker says it has nothing to run for it.
 */
export function poolDefinitions(services: Services): Partial<Record<PoolName, (PoolDefinition | BackgroundDefinition)[]>> {
  return {
    housekeeping: [{ queue: 'housekeeping', processor: housekeepingPoolProcessor(services) }],
    account_connect: [
      { queue: ACCOUNT_CONNECT_QUEUE, processor: accountConnectProcessor(services) },
      { queue: IDENTITY_JWKS_QUEUE, processor: identityJwksProcessor(services) },
    ],
    outbox: [{ background: new OutboxRelay(services) }],
    webhooks: webhookPool(services).definitions,
    vendor: [{ background: new VendorPool(services) }, { queue: OAUTH_QUEUE, processor: oauthExchangeProcessor(services) }],
    health: [...healthPool(services).definitions, ...fraudPool(services).definitions],
    smoke: [{ queue: SMOKE_QUEUE, processor: smokeProcessor(services) }],
    // A short lock (renewed while the send runs): a dead worker's codes go out again within seconds.
    otp: [
      {
        queue: OTP_QUEUE,
        processor: otpProcessor(services, { onSmsSettled: smsReportEvents(services.clock) }),
        lock: { lockDurationMs: services.config.OTP_JOB_LOCK_MS, stalledIntervalMs: services.config.OTP_STALLED_CHECK_MS },
      },
    ],
  };
}
