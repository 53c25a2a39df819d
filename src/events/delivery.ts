import type { Clock } from '../../config/clock.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Logger } from '../logger.js';
import { WEBHOOK_MESSAGES } from '../messages.js';
import type { DeliveryStore, RecordedOutcome } from './deliveries.js';
import type { EndpointSlots } from './endpoint-slots.js';
import { secretAssociatedData } from './endpoints.js';
import { nextAttemptDelayMs, type RetryPolicy } from './retry-policy.js';
import type { AttemptOutcome, WebhookSender } from './sender.js';
import { headersWith, signatureHeaders, type Signatures } from './signing.js';
import { busyDelayMs } from '../../queues/leases.js';

/** What one run of a delivery job came to. `busy` and `retry` ask the caller to run it again later. */
export type RunOutcome =
  | RecordedOutcome
  | { kind: 'skipped'; reason: 'missing' | 'settled' }
  | { kind: 'cancelled'; reason: string }
  /** The endpoint already has its cap of attempts in flight: run again after `delayMs`, no attempt spent. */
  | { kind: 'busy'; delayMs: number }
  /** A part of a batch (`firstOfRound`) whose delivery is already being retried: its own job makes the next attempt, due in `delayMs`. */
  | { kind: 'later'; delayMs: number };

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
  /**
   * Called when an endpoint's owner is owed the email about its deactivation: by the run whose
   * attempt deactivated it, and again by any later run that finds the email still due (a worker died
   * in between). Must be idempotent per endpoint (the webhooks pool adds one job per endpoint id).
   */
  onDeactivated?: (endpointId: number, tenantId: number) => Promise<void>;
  /** Told each recorded attempt, settled delivery and deactivation (the webhook metrics). */
  metrics?: DeliveryMetrics;
}

export interface DeliveryMetrics {
  webhookAttempt(ok: boolean): void;
  webhookDelivery(delivered: boolean): void;
  webhookDeactivated(): void;
}

export { busyDelayMs };

/** How long a caller that found its endpoint full waits in this process for a slot: at most `maxMs`, and only while the oldest attempt in flight is younger than `whileYoungerThanMs`. */
export interface SlotWait {
  maxMs: number;
  whileYoungerThanMs: number;
}

/**
 * Runs one attempt of one delivery: re-reads the delivery and its endpoint (so a deactivated or
 * deleted endpoint gets nothing), takes one of the endpoint's in-flight slots, signs and posts the
 * stored body (with the previous secret too while a rotation's grace period lasts), and records the
 * attempt. Idempotent: a delivery that is already settled is skipped, and an attempt recorded twice
 * (a stalled job re-run) counts once. A sample delivery ("Send test") goes the same way, with three
 * differences: it is attempted once per round, it may go to a deactivated endpoint (so its owner can
 * see whether it answers again), and it counts nowhere (endpoint counters, metrics).
 */
export class DeliveryRunner {
  /** Opened secrets by their sealed text (so a new secret is a new entry), bounded. */
  private readonly secrets = new Map<string, string>();

  constructor(private readonly deps: DeliveryRunnerDeps) {}

  private openSecret(endpointId: number, sealed: string): string {
    let secret = this.secrets.get(sealed);
    if (secret === undefined) {
      secret = this.deps.box.open(sealed, secretAssociatedData(endpointId));
      if (this.secrets.size >= 1_000) this.secrets.clear();
      this.secrets.set(sealed, secret);
    }
    return secret;
  }

  /**
   * @param timesBusy how often this delivery's job already found its endpoint full (the caller counts
   *   its runs); it lengthens the next wait.
   * @param firstOfRound a part of a batch job: a delivery already being retried is not attempted
   *   (answer `later`), so a batch run again never makes a retry early.
   * @param waitForSlot when the endpoint is full but its oldest attempt in flight is younger than
   *   `whileYoungerThanMs`, wait up to `maxMs` in this process for a slot (EndpointSlots.acquireWaiting)
   *   before answering `busy`.
   * @param endpointId the endpoint the delivery was queued for, when the job says: its slot is then
   *   asked for while the delivery loads, instead of after (one round trip less per delivery), and
   *   handed back at once if the delivery turns out settled, cancelled or moved.
   */
  async run(
    deliveryId: string,
    opts: {
      signal?: AbortSignal;
      timesBusy?: number;
      endpointId?: number;
      firstOfRound?: boolean;
      waitForSlot?: SlotWait;
      onResult?: (result: AttemptOutcome) => void;
    } = {},
  ): Promise<RunOutcome> {
    const { signal } = opts;
    const { store, clock, slots } = this.deps;
    const [delivery, early] = await Promise.all([
      store.load(deliveryId),
      opts.endpointId === undefined ? Promise.resolve(undefined) : slots.acquire(opts.endpointId),
    ]);
    const endpoint = delivery?.endpoint ?? null;
    const earlyFits = early !== undefined && endpoint !== null && endpoint.id === opts.endpointId;
    // Who may receive it: an active endpoint; a deactivated one only a sample.
    const receives = endpoint !== null && (endpoint.isActive || delivery?.test === true);
    // A batch part makes only a round's first attempt: one already retried belongs to its own job (a batch run again after that).
    const retriedElsewhere = opts.firstOfRound === true && delivery?.status === 'retrying';
    if (early?.lease && !(earlyFits && receives && !retriedElsewhere && (delivery?.status === 'pending' || delivery?.status === 'retrying'))) {
      await slots.release(opts.endpointId ?? 0, early.lease);
    }
    if (!delivery) return { kind: 'skipped', reason: 'missing' };
    if (delivery.status !== 'pending' && delivery.status !== 'retrying') return { kind: 'skipped', reason: 'settled' };
    if (retriedElsewhere) return { kind: 'later', delayMs: Math.max(0, (delivery.nextAttemptAt?.getTime() ?? 0) - clock.now()) };
    if (endpoint?.deactivationEmailDue) await this.deps.onDeactivated?.(endpoint.id, delivery.tenantId);
    if (!endpoint || !receives) {
      const reason = endpoint ? WEBHOOK_MESSAGES.endpointInactive : WEBHOOK_MESSAGES.endpointDeleted;
      await store.cancel(delivery.id, reason, new Date(clock.now()));
      return { kind: 'cancelled', reason };
    }
    let slot = earlyFits && early ? early : await slots.acquire(endpoint.id);
    const wait = opts.waitForSlot;
    // A full endpoint that answers fast frees a slot within milliseconds: wait for it here rather than as a job.
    if (slot.lease === null && wait && slot.oldestAgeMs < wait.whileYoungerThanMs) slot = await slots.acquireWaiting(endpoint.id, slot, wait.maxMs, signal);
    if (slot.lease === null) return { kind: 'busy', delayMs: busyDelayMs(slot.oldestAgeMs, this.deps.busyDelayMs ?? 1_000, opts.timesBusy) };
    const lease = slot.lease;
    const startedAt = new Date(clock.now());
    let result: AttemptOutcome;
    let signatures: Signatures;
    try {
      const secret = this.openSecret(endpoint.id, endpoint.secretSealed);
      // The previous secret signs until its grace period ends, by this clock; then it is simply not used (and later dropped).
      const previous = endpoint.previous && endpoint.previous.expiresAt.getTime() > startedAt.getTime() ? endpoint.previous : null;
      const body = delivery.body;
      const signed = {
        event: delivery.event,
        deliveryId: delivery.id,
        secret,
        secretFormat: endpoint.secretFormat,
        previous: previous ? { secret: this.openSecret(endpoint.id, previous.secretSealed), secretFormat: previous.secretFormat } : null,
        body,
        timestampSeconds: Math.floor(startedAt.getTime() / 1000),
      };
      signatures = signatureHeaders(signed);
      const headers = headersWith(signatures, signed);
      result = await this.deps.sender.send({ url: endpoint.url, headers, body, ...(signal ? { signal } : {}) });
    } catch (err) {
      await slots.release(endpoint.id, lease);
      throw err;
    }
    // The attempt is over: its slot goes back while the outcome is recorded.
    const released = slots.release(endpoint.id, lease);
    let outcome: RecordedOutcome;
    try {
      // Shutting down (the job is being handed back): a failure caused by the abort does not count; a 2xx is still recorded.
      if (signal?.aborted && !result.delivered) return { kind: 'busy', delayMs: 0 };
      outcome = await store.record({
        delivery,
        result,
        signatures,
        startedAt,
        finishedAt: new Date(clock.now()),
        // Attempts of this round only: a replayed delivery gets the usual attempts and back-off again; a sample gets one.
        retryDelayMs: result.delivered || delivery.test ? null : nextAttemptDelayMs(this.deps.policy, delivery.attempts + 1 - delivery.roundBase),
        deactivateAfterFailures: this.deps.policy.deactivateAfterFailures,
      });
    } finally {
      await released;
    }
    if (outcome.kind !== 'duplicate') opts.onResult?.(result);
    const metrics = this.deps.metrics;
    if (metrics && outcome.kind !== 'duplicate' && !delivery.test) {
      metrics.webhookAttempt(result.delivered);
      if (outcome.kind === 'delivered' || outcome.kind === 'failed') metrics.webhookDelivery(outcome.kind === 'delivered');
      if (outcome.kind === 'failed' && outcome.deactivated) metrics.webhookDeactivated();
    }
    if (outcome.kind === 'failed' && outcome.deactivated) {
      this.deps.logger.warn({ endpointId: endpoint.id, tenantId: delivery.tenantId, failures: outcome.consecutiveFailures }, 'webhook endpoint deactivated');
      await this.deps.onDeactivated?.(endpoint.id, delivery.tenantId);
    }
    return outcome;
  }
}
