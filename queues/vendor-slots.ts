import { Queue, type Processor, type Worker } from 'bullmq';
import { PromptWorker } from './prompt-worker.js';
import type { RedisClient as Redis } from './connection.js';
import { RETENTION } from './retention.js';

/**
 * Bounded concurrency per vendor (definitions with `bound: 'vendor'`), across every worker process.
 *
 * Choice: one BullMQ queue per vendor with `queue.setGlobalConcurrency(n)`. BullMQ keeps the bound in
 * Redis and checks it atomically when a worker moves a job to active, so it holds across any number
 * of processes (tested across processes in test/integration/vendor-slots.integration.test.ts), keeps FIFO order per vendor, and a slow
 * vendor only ever fills its own queue: other vendors' queues have their own workers. A worker that
 * dies mid-call holds its slot only until its job lock expires (JOB_LOCK_MS); the stalled check of any
 * live worker then returns the job to the queue, which frees the slot.
 *
 * Cost: a Worker (one blocking connection) per vendor in every worker process, so workers start only
 * for vendors that have been announced (a call was made). The number of vendors is fixed by the
 * catalogue. Vendors bounded per connection (a tenant's own host) do not get queues of their own:
 * their calls share one queue and are bounded by a lease per connection (queues/connection-bound.ts),
 * so their cost does not grow with the number of connections.
 */

/** The queue shared by the calls of every vendor bounded per connection (definition `bound: 'connection'`). */
export const PER_CONNECTION_QUEUE = 'vendor-connections';

/** A connector key. */
const VENDOR_KEY = /^[a-z][a-z0-9_]{1,79}$/;

export function vendorQueueName(vendorKey: string): string {
  if (!VENDOR_KEY.test(vendorKey)) throw new Error(`invalid vendor key ${JSON.stringify(vendorKey)}`);
  return `vendor.${vendorKey}`;
}

function registryKeys(prefix: string): { set: string; channel: string } {
  return { set: `${prefix}:vendor-slots:vendors`, channel: `${prefix}:vendor-slots:announce` };
}

/** Vendors announced so far (each has its own queue, `vendor.<key>`), in any process. */
export async function announcedVendors(redis: Redis, prefix: string): Promise<string[]> {
  return redis.smembers(registryKeys(prefix).set);
}

/**
 * Caller side: the queue of a vendor, with its global bound set on first use in this process and set
 * again on the first use after each reconnection to Redis: a Redis that restarted empty has lost the
 * bound (and the registry), and without it BullMQ would run that vendor's calls unbounded.
 */
export class VendorQueues {
  private readonly queues = new Map<string, { queue: Queue; limit: number; generation: number }>();
  private shared: Queue | undefined;
  /**
   * Moves on each time the connection drops or becomes ready; a queue set up under an older one is set
   * up again (on a drop too, so a call made during the outage applies the bound before its job).
   */
  private generation = 0;
  private readonly onReady = (): void => {
    this.generation += 1;
  };

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
    /** Bound used when a vendor names none. */
    private readonly defaultLimit: number,
  ) {
    connection.on('ready', this.onReady);
    connection.on('close', this.onReady);
  }

  /** The queue for `vendorKey`; announces the vendor to worker processes and applies `limit` on first use in this process. */
  async queue(vendorKey: string, limit = this.defaultLimit): Promise<Queue> {
    const known = this.queues.get(vendorKey);
    if (known && known.limit === limit && known.generation === this.generation) return known.queue;
    const queue =
      known?.queue ??
      new Queue(vendorQueueName(vendorKey), {
        connection: this.connection,
        prefix: this.prefix,
        streams: { events: { maxLen: RETENTION.eventsMaxLen } },
        defaultJobOptions: { removeOnComplete: true, removeOnFail: RETENTION.failed },
      });
    if (!known) queue.on('error', () => undefined);
    const generation = this.generation;
    await queue.setGlobalConcurrency(limit);
    const { set, channel } = registryKeys(this.prefix);
    await this.connection.sadd(set, vendorKey);
    await this.connection.publish(channel, vendorKey);
    this.queues.set(vendorKey, { queue, limit, generation });
    return queue;
  }

  /**
   * The one queue that the calls of every vendor bounded per connection share (no global bound: each
   * connection's lease bounds its calls, queues/connection-bound.ts). Worker processes always consume it.
   */
  perConnection(): Queue {
    if (this.shared) return this.shared;
    const queue = new Queue(PER_CONNECTION_QUEUE, {
      connection: this.connection,
      prefix: this.prefix,
      streams: { events: { maxLen: RETENTION.eventsMaxLen } },
      defaultJobOptions: { removeOnComplete: true, removeOnFail: RETENTION.failed },
    });
    queue.on('error', () => undefined);
    this.shared = queue;
    return queue;
  }

  async close(): Promise<void> {
    this.connection.off('ready', this.onReady);
    this.connection.off('close', this.onReady);
    await Promise.allSettled([...this.queues.values()].map(({ queue }) => queue.close()));
    await this.shared?.close().catch(() => undefined);
    this.shared = undefined;
    this.queues.clear();
  }
}

export interface VendorWorkerOptions {
  /** Opens a new connection for each vendor worker (BullMQ needs one that may block). */
  connect: () => Redis;
  /** A connection for the announce subscription. */
  subscriber: Redis;
  /** A plain connection to read the vendor registry with. */
  reader: Redis;
  prefix: string;
  /** Jobs of one vendor this process runs at once, before the global bound. */
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
  processor: Processor;
  /**
   * Whether an announced key is a vendor this process serves (e.g. a connector of its catalogue bounded
   * per vendor). Keys it refuses get no worker: a key a previous version announced, such as a
   * `<connector>__c<connection id>` per-connection queue, or a withdrawn connector. Default: every key.
   */
  accept?: (vendorKey: string) => boolean;
  onWorker?: (vendorKey: string, worker: Worker) => void;
}

/** Worker side: one Worker per announced vendor queue, started as vendors appear. */
export class VendorWorkers {
  private readonly workers = new Map<string, Worker>();
  /** Per worker: jobs running now. */
  private readonly activity = new Map<string, { running: number }>();
  private closed = false;

  constructor(private readonly opts: VendorWorkerOptions) {}

  async start(): Promise<void> {
    const { set, channel } = registryKeys(this.opts.prefix);
    this.opts.subscriber.on('message', (ch: string, vendorKey: string) => {
      if (ch === channel) this.ensure(vendorKey);
    });
    await this.opts.subscriber.subscribe(channel);
    for (const vendorKey of await this.opts.reader.smembers(set)) this.ensure(vendorKey);
  }

  /** Vendors this process has a worker for. */
  vendors(): string[] {
    return [...this.workers.keys()];
  }

  /** Jobs of one vendor queue this process is running now (0 without a worker). */
  running(vendorKey: string): number {
    return this.activity.get(vendorKey)?.running ?? 0;
  }

  private ensure(vendorKey: string): void {
    if (this.closed || this.workers.has(vendorKey) || !VENDOR_KEY.test(vendorKey)) return;
    if (this.opts.accept && !this.opts.accept(vendorKey)) return;
    const connection = this.opts.connect();
    const worker = new PromptWorker(vendorQueueName(vendorKey), this.opts.processor, {
      connection,
      prefix: this.opts.prefix,
      concurrency: this.opts.concurrency,
      lockDuration: this.opts.lockDurationMs,
      stalledInterval: this.opts.stalledIntervalMs,
      maxStalledCount: 2,
    });
    this.workers.set(vendorKey, worker);
    const activity = { running: 0 };
    this.activity.set(vendorKey, activity);
    worker.on('active', () => void activity.running++);
    const finished = (): void => {
      activity.running = Math.max(0, activity.running - 1);
    };
    worker.on('completed', finished);
    worker.on('failed', finished);
    this.opts.onWorker?.(vendorKey, worker);
  }

  all(): Worker[] {
    return [...this.workers.values()];
  }

  /** Stops starting workers (the caller stops the workers themselves, see all()). */
  async close(): Promise<void> {
    this.closed = true;
    await this.opts.subscriber.unsubscribe().catch(() => undefined);
  }
}
