import { DelayedError, type Processor } from 'bullmq';
import { rpcProcessor } from '../queues/rpc-worker.js';
import { JOBS } from '../queues/jobs.js';
import {
  deactivatedJobId,
  deactivatedPayload,
  deliverManyPayload,
  deliverPayload,
  testDeliveryPayload,
  WEBHOOKS_DEACTIVATED_JOB,
  WEBHOOKS_DELIVER_MANY_JOB,
  WEBHOOKS_QUEUE,
  WEBHOOKS_SAMPLE_QUEUE,
  type DeliverPart,
} from '../queues/webhooks.js';
import { DeactivationNotice } from '../src/events/deactivation-notice.js';
import { DeliveryStore } from '../src/events/deliveries.js';
import { DeliveryRunner, type RunOutcome, type SlotWait } from '../src/events/delivery.js';
import { EndpointSlots } from '../src/events/endpoint-slots.js';
import { retryPolicy } from '../src/events/retry-policy.js';
import { WebhookSender } from '../src/events/sender.js';
import { sendSampleDelivery } from '../src/events/sample-delivery.js';
import type { EmailTransport } from '../src/notify/email.js';
import { emailTransportFor } from '../src/notify/transports.js';
import type { Services } from '../src/services.js';
import { deliverJob } from './delivery-jobs.js';
import type { PoolDefinition } from './pool-workers.js';
import { systemClock } from '../config/clock.js';

/**
 * How long an endpoint slot outlives its attempt's timeout. An attempt cannot run longer than the
 * timeout, so this only matters when a worker dies mid-attempt: its slots come back this long after
 * the timeout (12 s in production), and until then that endpoint runs with fewer attempts in flight.
 */
const LEASE_MARGIN_MS = 2_000;

/**
 * How long a sample delivery waits for a slot of a full endpoint before it is left to the queue: well
 * inside the margin the web side waits beyond one attempt (WEBHOOKS_SAMPLE_RPC_MARGIN_MS, 3 s).
 */
const SAMPLE_BUSY_WAIT_MS = 1_500;

/**
 * A part of a deliverMany job whose endpoint is full waits in the worker for a slot only while the
 * endpoint answers fast (its oldest attempt in flight younger than `whileYoungerThanMs`: a slot comes
 * back within milliseconds), and at most `maxMs`; otherwise it goes on as its own job. A waiting part
 * holds its job's worker slot, so a slow or hanging endpoint must not keep parts waiting: other
 * endpoints' events would queue behind them.
 */
const PART_SLOT_WAIT: SlotWait = { maxMs: 250, whileYoungerThanMs: 100 };

/** Settings of the webhooks pool; each defaults to the config (and so to the spec's Limits). */
export interface WebhookPoolSettings {
  /** Wait for one attempt. Default config WEBHOOK_TIMEOUT_MS (10000 ms). */
  timeoutMs: number;
  /** Waits before attempts 2 and 3. Default config WEBHOOK_RETRY_DELAYS_MS (30 s, 5 min). */
  retryDelaysMs: readonly number[];
  /** Attempts in flight per endpoint across all processes. Default config WEBHOOK_ENDPOINT_CONCURRENCY (8). */
  endpointConcurrency: number;
  /** Longest wait before a job whose endpoint is full tries again. Default 1000 ms. */
  busyDelayMs: number;
  /** When a deliverMany part waits in the worker for a slot of a full endpoint. Default 250 ms, while its oldest attempt is under 100 ms. */
  partSlotWait: SlotWait;
  /** The owner email about a deactivated endpoint. Default SMTP over SMTP_URL, or the log transport. */
  email?: EmailTransport;
}

export interface WebhookPool {
  definitions: PoolDefinition[];
  runner: DeliveryRunner;
  slots: EndpointSlots;
  /** Closes the keep-alive connections to receivers. */
  close(): void;
}

/**
 * The webhooks pool: `webhooks` (deliveries: sign, post, record, retry by re-delaying the job, which
 * spends no BullMQ attempt; and the owner email when an endpoint is deactivated) and `webhooks.test`
 * (request-reply sample deliveries: "Send test", through the same runner).
 */
export function webhookPool(services: Services, overrides: Partial<WebhookPoolSettings> = {}): WebhookPool {
  const { config } = services;
  const settings: WebhookPoolSettings = {
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    retryDelaysMs: config.WEBHOOK_RETRY_DELAYS_MS,
    endpointConcurrency: config.WEBHOOK_ENDPOINT_CONCURRENCY,
    busyDelayMs: 1_000,
    partSlotWait: PART_SLOT_WAIT,
    ...overrides,
  };
  const policy = { allowPrivate: config.ALLOW_PRIVATE_TARGETS };
  const sender = new WebhookSender({ timeoutMs: settings.timeoutMs, policy });
  const email = settings.email ?? emailTransportFor(config, services.logger);
  const notice = new DeactivationNotice({ orm: services.orm, tenants: services.tenants, email, logger: services.logger });
  const notifyDeactivated = async (endpointId: number): Promise<void> => {
    const def = JOBS[WEBHOOKS_DEACTIVATED_JOB];
    // One job per endpoint: a second add of the same id is ignored, and the notice itself is claimed once.
    await services.queues.get(def.queue).add(WEBHOOKS_DEACTIVATED_JOB, deactivatedPayload.parse({ endpointId }), {
      jobId: deactivatedJobId(endpointId),
      attempts: def.attempts,
      backoff: { type: 'exponential', delay: def.backoffMs },
    });
  };
  const slots = new EndpointSlots({
    redis: services.redis,
    prefix: config.REDIS_PREFIX,
    limit: settings.endpointConcurrency,
    leaseMs: settings.timeoutMs + LEASE_MARGIN_MS,
  });
  const runner = new DeliveryRunner({
    store: new DeliveryStore(services.orm),
    sender,
    slots,
    box: services.box,
    clock: services.clock,
    logger: services.logger,
    policy: retryPolicy(settings.retryDelaysMs),
    busyDelayMs: settings.busyDelayMs,
    onDeactivated: notifyDeactivated,
    metrics: services.metrics,
  });

  /** A part goes on as its own delivery job, `delayMs` from now (BullMQ ignores it if that job is already there). */
  const handOn = async (part: DeliverPart, delayMs: number): Promise<'handed_on'> => {
    const job = deliverJob(part);
    await services.queues.get(WEBHOOKS_QUEUE).add(job.name, job.data, { ...job.opts, delay: Math.max(0, Math.round(delayMs)) });
    return 'handed_on';
  };
  /**
   * One part of a deliverMany job: the round's first attempt, waiting here for a slot of a full
   * endpoint that answers fast. A receiver's failure, a slow or still full endpoint, a shutdown, or a
   * delivery already being retried go on as the delivery's own job.
   */
  const runPart = async (part: DeliverPart, signal: AbortSignal | undefined): Promise<RunOutcome['kind'] | 'handed_on'> => {
    const outcome = await runner.run(part.deliveryId, {
      ...(signal ? { signal } : {}),
      firstOfRound: true,
      waitForSlot: settings.partSlotWait,
      ...(part.endpointId !== undefined ? { endpointId: part.endpointId } : {}),
    });
    if (outcome.kind === 'retry' || outcome.kind === 'later' || outcome.kind === 'busy') return handOn(part, outcome.delayMs);
    return outcome.kind;
  };

  const deliver: Processor = async (job, token, signal) => {
    if (job.name === WEBHOOKS_DEACTIVATED_JOB) return notice.send(deactivatedPayload.parse(job.data).endpointId);
    if (job.name === WEBHOOKS_DELIVER_MANY_JOB) {
      const { parts } = deliverManyPayload.parse(job.data);
      // Every part ends before the job does: a job run again (after an error here) finds the settled ones settled.
      const settled = await Promise.allSettled(parts.map((part) => runPart(part, signal)));
      const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      const kinds = settled.map((r) => (r as PromiseFulfilledResult<RunOutcome['kind'] | 'handed_on'>).value);
      return { parts: parts.length, handedOn: kinds.filter((k) => k === 'handed_on').length };
    }
    const { deliveryId, endpointId } = deliverPayload.parse(job.data);
    // Runs of this job beyond the first that were not failures were re-delays (endpoint full, or a receiver retry).
    const timesBusy = Math.max(0, (job.attemptsStarted ?? 0) - 1 - (job.attemptsMade ?? 0));
    const outcome = await runner.run(deliveryId, { ...(signal ? { signal } : {}), timesBusy, ...(endpointId !== undefined ? { endpointId } : {}) });
    if (outcome.kind === 'busy' || outcome.kind === 'retry') {
      await job.moveToDelayed(systemClock.now() + outcome.delayMs, token);
      throw new DelayedError();
    }
    services.logger.debug({ deliveryId, outcome: outcome.kind }, 'webhook delivery settled');
    return outcome;
  };
  const test = rpcProcessor({
    payloadSchema: testDeliveryPayload,
    publisher: services.redis,
    handler: (payload, ctx) => sendSampleDelivery({ orm: services.orm, runner, clock: services.clock, busyWaitMs: SAMPLE_BUSY_WAIT_MS }, payload, ctx.signal),
  });
  return {
    definitions: [
      { queue: WEBHOOKS_QUEUE, processor: deliver },
      { queue: WEBHOOKS_SAMPLE_QUEUE, processor: test },
    ],
    runner,
    slots,
    close: () => {
      sender.close();
      if (!settings.email) email.close();
    },
  };
}
