import { z } from 'zod';
import type { PoolName } from '../config/env.js';
import { OTP_QUEUE, OTP_SEND_JOB, otpSendPayload } from './otp.js';
import { ACCOUNT_CONNECT_CALL_JOB, ACCOUNT_CONNECT_QUEUE, accountConnectCallPayload } from './account-connect.js';
import {
  deactivatedPayload,
  deliverManyPayload,
  deliverPayload,
  prunePayload,
  WEBHOOKS_DEACTIVATED_JOB,
  WEBHOOKS_DELIVER_MANY_JOB,
  WEBHOOKS_PRUNE_JOB,
  WEBHOOKS_QUEUE,
} from './webhooks.js';
import { HEALTH_CHECK_JOB, HEALTH_QUEUE, HEALTH_SWEEP_JOB, healthCheckPayload, healthSweepPayload } from './health.js';
import { OAUTH_EXCHANGE_JOB, OAUTH_QUEUE, oauthExchangePayload } from './oauth.js';
import { SMOKE_QUEUE, SMOKE_RUN_JOB, smokeRunPayload } from './smoke.js';
import { SIGN_IN_EMAIL_JOB, signInEmailPayload } from './dashboard-mail.js';
import { IDENTITY_JWKS_FETCH_JOB, IDENTITY_JWKS_QUEUE, jwksFetchPayload } from './identity-jwks.js';
import { FRAUD_ALERT_JOB, FRAUD_DIGEST_JOB, FRAUD_QUEUE, fraudAlertPayload, fraudDigestPayload } from './fraud.js';
import { RECEIPT_SEND_JOB, RECEIPT_SWEEP_JOB, receiptSendPayload, receiptSweepPayload } from './receipts.js';

/**
 * The typed job list: one entry per job, naming its queue (and so its pool), its payload schema,
 * attempts and back-off. `enqueue(name, payload)` and every handler's argument are typed from it, and
 * the worker validates job.data against the same schema when it picks a job up.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Queue the job is written to. */
  readonly queue: string;
  /** Worker pool that consumes the queue. */
  readonly pool: PoolName;
  readonly schema: S;
  /** Attempts before the job fails for good. Default 1. */
  readonly attempts?: number;
  /** First back-off delay; doubles each attempt. */
  readonly backoffMs?: number;
}

export const JOBS = {
  /** Trims finished jobs of every queue beyond their retention; enqueued by the clock. */
  'housekeeping.clean': {
    queue: 'housekeeping',
    pool: 'housekeeping',
    schema: z.object({
      graceMs: z
        .number()
        .int()
        .min(0)
        .default(60 * 60_000),
    }),
    attempts: 2,
    backoffMs: 30_000,
  },
  /**
   * One event to one endpoint (job id = delivery id), added by the outbox relay. Receiver attempts are
   * counted in the delivery row, not here: these attempts only retry our own faults (Postgres or Redis
   * down): 8 attempts from 5 s doubling ride out about 10 minutes of outage.
   */
  'webhooks.deliver': {
    queue: WEBHOOKS_QUEUE,
    pool: 'webhooks',
    schema: deliverPayload,
    attempts: 8,
    backoffMs: 5_000,
  },
  /**
   * One event's deliveries to several endpoints, queued together by the outbox relay (queues/webhooks.ts);
   * a run again (our fault, or a worker killed) skips the parts already settled. Same attempts as above.
   */
  [WEBHOOKS_DELIVER_MANY_JOB]: { queue: WEBHOOKS_QUEUE, pool: 'webhooks', schema: deliverManyPayload, attempts: 8, backoffMs: 5_000 },
  /** The owner email about an endpoint 15 failed deliveries deactivated; retried while the mail server refuses. */
  [WEBHOOKS_DEACTIVATED_JOB]: { queue: WEBHOOKS_QUEUE, pool: 'webhooks', schema: deactivatedPayload, attempts: 5, backoffMs: 30_000 },
  /** Prunes deliveries past WEBHOOK_RETENTION_DAYS in bounded batches; enqueued hourly by the clock. */
  [WEBHOOKS_PRUNE_JOB]: { queue: 'housekeeping', pool: 'housekeeping', schema: prunePayload, attempts: 2, backoffMs: 60_000 },
  /** Deletes activity records older than 30 days in bounded batches; enqueued hourly by the clock. */
  'activity.prune': { queue: 'housekeeping', pool: 'housekeeping', schema: z.object({}), attempts: 2, backoffMs: 60_000 },
  /**
   * One Account Connect call, as a request-reply job (queues/rpc.ts, rpc-client.ts): the payload travels inside the rpc
   * envelope and the web side waits for the reply, so it is never retried here. Enqueued by
   * src/account-connect/calls.ts, not through enqueue().
   */
  [ACCOUNT_CONNECT_CALL_JOB]: {
    queue: ACCOUNT_CONNECT_QUEUE,
    pool: 'account_connect',
    schema: accountConnectCallPayload,
    attempts: 1,
  },
  /**
   * One fetch of a tenant's identity JWKS, as a request-reply job (queues/identity-jwks.ts), in the
   * Account Connect pool beside the other calls to a tenant's own systems; never retried here.
   */
  [IDENTITY_JWKS_FETCH_JOB]: { queue: IDENTITY_JWKS_QUEUE, pool: 'account_connect', schema: jwksFetchPayload, attempts: 1 },
  /**
   * Delivers one one-time code (text or email). Job id = otp-<challengeId>, so a retried verify call
   * never sends twice; attempts retry transport faults with exponential back-off (2 s, 4 s, 8 s).
   */
  [OTP_SEND_JOB]: {
    queue: OTP_QUEUE,
    pool: 'otp',
    schema: otpSendPayload,
    attempts: 4,
    backoffMs: 2_000,
  },
  /** The daily health sweep (queues/health.ts); enqueued by the clock with a deduplication id per day. */
  [HEALTH_SWEEP_JOB]: { queue: HEALTH_QUEUE, pool: 'health', schema: healthSweepPayload, attempts: 3, backoffMs: 60_000 },
  /** One connection's daily check; job id health-check-<day>-<id>. Retries re-send an owner email that failed. */
  [HEALTH_CHECK_JOB]: { queue: HEALTH_QUEUE, pool: 'health', schema: healthCheckPayload, attempts: 3, backoffMs: 30_000 },
  /** The smoke run (queues/smoke.ts); enqueued hourly by the clock with a deduplication id per hour. */
  [SMOKE_RUN_JOB]: { queue: SMOKE_QUEUE, pool: 'smoke', schema: smokeRunPayload, attempts: 2, backoffMs: 60_000 },
  /** An OAuth sign-in's code exchange, as a request-reply job (queues/rpc.ts, rpc-client.ts), in the vendor pool; never retried here. */
  [OAUTH_EXCHANGE_JOB]: { queue: OAUTH_QUEUE, pool: 'vendor', schema: oauthExchangePayload, attempts: 1 },
  /** A dashboard sign-in link by email (queues/dashboard-mail.ts), in the otp pool beside the codes; transport faults retried. */
  [SIGN_IN_EMAIL_JOB]: { queue: OTP_QUEUE, pool: 'otp', schema: signInEmailPayload, attempts: 3, backoffMs: 2_000 },
  /** The day's fraud digest (queues/fraud.ts); enqueued daily by the clock for the day before. */
  [FRAUD_DIGEST_JOB]: { queue: FRAUD_QUEUE, pool: 'health', schema: fraudDigestPayload, attempts: 3, backoffMs: 60_000 },
  /** One tenant's owner email about capped destinations; retried while the mail server refuses. */
  [FRAUD_ALERT_JOB]: { queue: FRAUD_QUEUE, pool: 'health', schema: fraudAlertPayload, attempts: 5, backoffMs: 30_000 },
  /** One customer's receipt (queues/receipts.ts), in the otp pool beside the codes; job id receipt-<id>, transport faults retried. */
  [RECEIPT_SEND_JOB]: { queue: OTP_QUEUE, pool: 'otp', schema: receiptSendPayload, attempts: 4, backoffMs: 5_000 },
  /** Receipts whose session expired, found every 5 minutes by the clock (deduplicated per period). */
  [RECEIPT_SWEEP_JOB]: { queue: OTP_QUEUE, pool: 'otp', schema: receiptSweepPayload, attempts: 2, backoffMs: 30_000 },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.input<(typeof JOBS)[N]['schema']>;
export type JobData<N extends JobName> = z.output<(typeof JOBS)[N]['schema']>;

/** Every queue name in the job list, with the pool that consumes it. */
export function jobQueues(): { queue: string; pool: PoolName }[] {
  const seen = new Map<string, PoolName>();
  for (const def of Object.values(JOBS) as JobDefinition[]) seen.set(def.queue, def.pool);
  return [...seen].map(([queue, pool]) => ({ queue, pool }));
}
