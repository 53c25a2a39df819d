import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { within } from '../within.js';

/**
 * The service's Prometheus metrics. One instance per process, built in openServices (never at import
 * time) and passed down; each counter is incremented where its outcome is decided. Labels carry names
 * from closed sets (queue, vendor key, outcome) and at most a tenant id: never customer data.
 */

export const VENDOR_CALL_OUTCOMES = ['ok', 'refused', 'rate_limited', 'timeout', 'error'] as const;
export type VendorCallOutcome = (typeof VENDOR_CALL_OUTCOMES)[number];

export const VERIFICATION_OUTCOMES = ['code_sent', 'mismatch', 'system_error', 'verified', 'wrong_code', 'too_many', 'signed_in', 'token_refused'] as const;
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

/** The fraud signals' names (fraud-signals.ts FRAUD_SIGNALS, repeated so metrics import no domain folder). */
export const FRAUD_SIGNAL_NAMES = ['code_sent', 'code_capped', 'wrong_code_run', 'identity_mismatch', 'identity_token_refused'] as const;

export const QUEUE_STATES = ['waiting', 'active', 'failed', 'delayed'] as const;

/** Reads a queue's job counts at scrape time (BullMQ getJobCounts). */
export type QueueCountsSource = () => Promise<{ queue: string; counts: Record<string, number> }[]>;

export class Metrics {
  readonly registry: Registry;
  private readonly queueJobs: Gauge<'queue' | 'state'>;
  private readonly jobDuration: Histogram<'queue' | 'status'>;
  private readonly vendorCall: Histogram<'vendor' | 'outcome'>;
  private readonly rpcTimeouts: Counter<'queue'>;
  private readonly verification: Counter<'outcome'>;
  private readonly webhookAttempts: Counter<'result'>;
  private readonly webhookDeliveries: Counter<'result'>;
  private readonly webhookDeactivations: Counter;
  private readonly safetyDropped: Counter<'vendor' | 'reason'>;
  private readonly codeRedeliveries: Counter<'channel'>;
  private readonly fraudSignals: Counter<'signal'>;
  private queueCounts: QueueCountsSource | undefined;

  constructor(processName: string) {
    this.registry = new Registry();
    this.registry.setDefaultLabels({ process: processName });
    const registers = [this.registry];
    // Read from BullMQ at scrape time; a process without a source (or whose source fails) reports none.
    const counts = (): QueueCountsSource | undefined => this.queueCounts;
    this.queueJobs = new Gauge({
      name: 'queue_jobs',
      help: 'Jobs in a queue by state (waiting, active, failed, delayed), read at scrape time',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        const source = counts();
        if (!source) return;
        this.reset();
        // Redis slow or down: the scrape still answers (without queue_jobs) within 2 s.
        const read = await within(
          source().catch(() => null),
          2_000,
          () => null,
        );
        for (const { queue, counts: c } of read ?? []) {
          for (const state of QUEUE_STATES) this.set({ queue, state }, c[state] ?? 0);
        }
      },
    });
    this.jobDuration = new Histogram({
      name: 'queue_job_duration_seconds',
      help: 'Time a worker spent on a job, by queue and how it ended (completed, failed)',
      labelNames: ['queue', 'status'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    });
    this.vendorCall = new Histogram({
      name: 'vendor_call_duration_seconds',
      help: 'One connector read (the vendor calls of one job, 429 retries included), by connector key and outcome',
      labelNames: ['vendor', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
      registers,
    });
    this.rpcTimeouts = new Counter({
      name: 'rpc_timeouts_total',
      help: 'Request-reply calls whose reply did not come in time, by queue',
      labelNames: ['queue'],
      registers,
    });
    this.verification = new Counter({
      name: 'verification_outcomes_total',
      help: 'Verification steps by outcome (code_sent, mismatch, system_error, verified, wrong_code, too_many)',
      labelNames: ['outcome'],
      registers,
    });
    this.webhookAttempts = new Counter({
      name: 'webhook_attempts_total',
      help: 'Webhook POSTs to receivers, by result (ok, failed)',
      labelNames: ['result'],
      registers,
    });
    this.webhookDeliveries = new Counter({
      name: 'webhook_deliveries_total',
      help: 'Webhook deliveries settled, by result (delivered, failed)',
      labelNames: ['result'],
      registers,
    });
    this.webhookDeactivations = new Counter({
      name: 'webhook_endpoint_deactivations_total',
      help: 'Webhook endpoints deactivated after consecutive failed deliveries',
      registers,
    });
    this.safetyDropped = new Counter({
      name: 'safety_filter_dropped_rows_total',
      help: 'Connector rows dropped because they name another customer (reason: safety_filter, owner_ref)',
      labelNames: ['vendor', 'reason'],
      registers,
    });
    this.codeRedeliveries = new Counter({
      name: 'otp_possible_redeliveries_total',
      help: 'Codes sent again, as the same message, after an attempt whose outcome is unknown (a worker died or timed out mid-send), by channel',
      labelNames: ['channel'],
      registers,
    });
    this.fraudSignals = new Counter({
      name: 'fraud_signals_total',
      help:
        'Fraud signals (code_sent: a code sent to a destination; code_capped: refused by a destination cap or block; ' +
        'wrong_code_run: an otp_token out of guesses or a destination at 10 wrong codes in 10 minutes; identity_mismatch: verify-identity matched no customer; ' +
        'identity_token_refused: a signed identity token failed its checks)',
      labelNames: ['signal'],
      registers,
    });
    for (const signal of FRAUD_SIGNAL_NAMES) this.fraudSignals.inc({ signal }, 0);
    for (const outcome of VERIFICATION_OUTCOMES) this.verification.inc({ outcome }, 0);
    for (const result of ['ok', 'failed']) this.webhookAttempts.inc({ result }, 0);
    for (const result of ['delivered', 'failed']) this.webhookDeliveries.inc({ result }, 0);
  }

  /** Where queue_jobs reads its counts (the web process: the catalogue queues). */
  setQueueCounts(source: QueueCountsSource): void {
    this.queueCounts = source;
  }

  jobFinished(queue: string, status: 'completed' | 'failed', seconds: number): void {
    this.jobDuration.observe({ queue, status }, seconds);
  }

  vendorCallFinished(vendor: string, outcome: VendorCallOutcome, seconds: number): void {
    this.vendorCall.observe({ vendor, outcome }, seconds);
  }

  rpcTimedOut(queue: string): void {
    this.rpcTimeouts.inc({ queue });
  }

  verificationOutcome(outcome: VerificationOutcome): void {
    this.verification.inc({ outcome });
  }

  webhookAttempt(ok: boolean): void {
    this.webhookAttempts.inc({ result: ok ? 'ok' : 'failed' });
  }

  webhookDelivery(delivered: boolean): void {
    this.webhookDeliveries.inc({ result: delivered ? 'delivered' : 'failed' });
  }

  webhookDeactivated(): void {
    this.webhookDeactivations.inc();
  }

  /** Rows a connector returned that the safety filter (or the owner-reference check) dropped. */
  rowsDropped(vendor: string, reason: 'safety_filter' | 'owner_ref', count: number): void {
    if (count > 0) this.safetyDropped.inc({ vendor, reason }, count);
  }

  /** A code sent again (same Message-ID / client_msg_id) after an attempt whose outcome is unknown. */
  codePossiblyRedelivered(channel: 'email' | 'sms'): void {
    this.codeRedeliveries.inc({ channel });
  }

  /** One fraud signal (src/verification/fraud-signals.ts), where it is decided. */
  fraudSignal(signal: (typeof FRAUD_SIGNAL_NAMES)[number]): void {
    this.fraudSignals.inc({ signal });
  }

  /** The exposition text and its content type. */
  async expose(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** Maps a vendor failure kind (or success) to the metric's closed outcome set. */
export function vendorCallOutcome(failureKind: string | undefined): VendorCallOutcome {
  if (failureKind === undefined) return 'ok';
  if (failureKind === 'refused' || failureKind === 'rate_limited' || failureKind === 'timeout') return failureKind;
  return 'error';
}
