import pg from 'pg';
import { WEBHOOKS_QUEUE } from '../queues/webhooks.js';
import { deliveryJobs } from './delivery-jobs.js';
import { FanOut, type QueuedDelivery } from '../src/events/fan-out.js';
import type { Services } from '../src/services.js';
import type { BackgroundTask } from './pool-workers.js';

/** Postgres channel the outbox_events insert trigger notifies (see the events migration). */
export const OUTBOX_CHANNEL = 'outbox_events';

export interface OutboxRelayOptions {
  /** Backstop poll for events whose NOTIFY was missed (listener reconnecting, several relays). Default 1000 ms. */
  pollMs?: number;
  /** Outbox rows (and then delivery rows) taken per pass. Default 500. */
  batchSize?: number;
  /** Wait before a dropped LISTEN connection is opened again. Default 1000 ms. */
  reconnectMs?: number;
}

/**
 * The outbox pool: a loop (not a queue consumer) that turns committed outbox rows into delivery jobs:
 * one `webhooks.deliverMany` job per event whose deliveries to several endpoints are queued together
 * (a BullMQ job costs about 40 Redis commands whatever it carries), a `webhooks.deliver` job for a
 * delivery queued alone. It wakes on Postgres NOTIFY (sent at commit by
 * the insert trigger, so never for a rolled-back event) and on a short poll, and passes until nothing
 * is left. Any number of relays may run at once: see FanOut for why no row is taken twice and none is
 * lost when a process dies mid-way.
 */
export class OutboxRelay implements BackgroundTask {
  readonly name = 'outbox-relay';
  private readonly fanOut: FanOut;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private listener: pg.Client | undefined;
  private timers: NodeJS.Timeout[] = [];
  private reconnectTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly services: Services,
    private readonly opts: OutboxRelayOptions = {},
  ) {
    this.fanOut = new FanOut(services.orm, services.clock);
    this.pollMs = opts.pollMs ?? 1_000;
    this.batchSize = opts.batchSize ?? 500;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    this.timers.push(setInterval(() => this.kick(), this.pollMs));
    for (const t of this.timers) t.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    clearTimeout(this.reconnectTimer);
    await this.running;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  /** Runs passes now until the outbox is empty (tests and the bench use it too). */
  async drain(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.pass()) > 0) {
          /* keep going while there is work */
        }
      } catch (err) {
        this.services.logger.warn({ err: (err as Error).message }, 'outbox relay pass failed; retrying on the next poll');
      }
    } while (this.again && !this.stopped);
  }

  private async pass(): Promise<number> {
    const { events } = await this.fanOut.fanOut(this.batchSize);
    const queued = await this.fanOut.queuePending(this.batchSize, (ids) => this.enqueue(ids));
    return events + queued;
  }

  private async enqueue(deliveries: QueuedDelivery[]): Promise<void> {
    await this.services.queues.get(WEBHOOKS_QUEUE).addBulk(deliveryJobs(deliveries));
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.services.config.DATABASE_URL, application_name: 'outbox-relay' });
    const retry = (why: string): void => {
      if (this.stopped || this.listener !== client) return;
      this.listener = undefined;
      this.services.logger.warn({ why }, 'outbox LISTEN connection lost; polling until it is back');
      client.end().catch(() => undefined);
      this.reconnectTimer = setTimeout(() => void this.listen(), this.opts.reconnectMs ?? 1_000);
      this.reconnectTimer.unref();
    };
    client.on('notification', () => this.kick());
    client.on('error', (err) => retry(err.message));
    client.on('end', () => retry('connection ended'));
    try {
      this.listener = client;
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      this.kick(); // anything committed while we were not listening
    } catch (err) {
      retry((err as Error).message);
    }
  }
}
