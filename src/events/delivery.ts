import type { Clock } from '../../config/clock.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Logger } from '../logger.js';
import { WEBHOOK_MESSAGES } from '../messages.js';
import type { DeliveryStore, RecordedOutcome } from './deliveries.js';
import type { EndpointSlots } from './endpoint-slots.js';
import { secretAssociatedData } from './endpoints.js';
import { nextAttemptDelayMs, type RetryPolicy } from './retry-policy.js';
import type { WebhookSender } from './sender.js';
import { deliveryHeaders } from './signing.js';
import { busyDelayMs } from '../../queues/leases.js';

/** What one run of a delivery job came to. `busy` and `retry` ask the caller to run it again later. */
export type RunOutcome =
  | RecordedOutcome
  | { kind: 'skipped'; reason: 'missing' | 'settled' }
  | { kind: 'cancelled'; reason: string }
  /** The endpoint already has its cap of attempts in flight: run again after `delayMs`, no attempt spent. */
  | { kind: 'busy'; delayMs: number };

export interface DeliveryRunnerDeps {
  store: DeliveryStore;
  sender: WebhookSender;
  slots: EndpointSlots;
  box: SecretBox;
  clock: Clock;
  policy: RetryPolicy;
  logger: Logger;
  /** Longest wait before a job that found its endpoint full tries again. Default 1000 ms. */
  busyDelayMs?: number;
}

export { busyDelayMs };

/**
 * Runs one attempt of one delivery: re-reads the delivery and its endpoint (so a deactivated or
 * deleted endpoint gets nothing), takes one of the endpoint's in-flight slots, signs and posts the
 * stored body, and records the attempt. Idempotent: a delivery that is already settled is skipped,
 * and an attempt recorded twice (a stalled job re-run) counts once.
 */
export class DeliveryRunner {
  constructor(private readonly deps: DeliveryRunnerDeps) {}

  /**
   * @param timesBusy how often this delivery's job already found its endpoint full (the caller counts
   *   its runs); it lengthens the next wait.
   */
  async run(deliveryId: string, opts: { signal?: AbortSignal; timesBusy?: number } = {}): Promise<RunOutcome> {
    const { signal } = opts;
    const { store, clock } = this.deps;
    const delivery = await store.load(deliveryId);
    if (!delivery) return { kind: 'skipped', reason: 'missing' };
    if (delivery.status !== 'pending' && delivery.status !== 'retrying') return { kind: 'skipped', reason: 'settled' };
    const endpoint = delivery.endpoint;
    if (!endpoint || !endpoint.isActive) {
      const reason = endpoint ? WEBHOOK_MESSAGES.endpointInactive : WEBHOOK_MESSAGES.endpointDeleted;
      await store.cancel(delivery.id, reason, new Date(clock.now()));
      return { kind: 'cancelled', reason };
    }
    const slot = await this.deps.slots.acquire(endpoint.id);
    if (slot.lease === null) return { kind: 'busy', delayMs: busyDelayMs(slot.oldestAgeMs, this.deps.busyDelayMs ?? 1_000, opts.timesBusy) };
    const lease = slot.lease;
    const startedAt = new Date(clock.now());
    let outcome: RecordedOutcome;
    try {
      const secret = this.deps.box.open(endpoint.secretSealed, secretAssociatedData(endpoint.id));
      const body = Buffer.from(delivery.body, 'utf8');
      const headers = deliveryHeaders({ event: delivery.event, deliveryId: delivery.id, secret, body, timestampSeconds: Math.floor(startedAt.getTime() / 1000) });
      const result = await this.deps.sender.send({ url: endpoint.url, headers, body, ...(signal ? { signal } : {}) });
      // Shutting down (the job is being handed back): a failure caused by the abort does not count; a 2xx is still recorded.
      if (signal?.aborted && !result.delivered) return { kind: 'busy', delayMs: 0 };
      outcome = await store.record({
        delivery, result, startedAt, finishedAt: new Date(clock.now()),
        retryDelayMs: result.delivered ? null : nextAttemptDelayMs(this.deps.policy, delivery.attempts + 1),
        deactivateAfterFailures: this.deps.policy.deactivateAfterFailures,
      });
    } finally {
      await this.deps.slots.release(endpoint.id, lease);
    }
    if (outcome.kind === 'failed' && outcome.deactivated) {
      this.deps.logger.warn({ endpointId: endpoint.id, tenantId: delivery.tenantId, failures: outcome.consecutiveFailures }, 'webhook endpoint deactivated');
    }
    return outcome;
  }
}
