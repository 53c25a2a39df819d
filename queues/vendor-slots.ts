import { Queue, Worker, type Processor } from 'bullmq';
import type { Redis } from 'ioredis';
import { systemClock, type Clock } from '../config/clock.js';
import { closeRedis } from './connection.js';
import { RETENTION } from './retention.js';

/**
 * Bounded concurrency per vendor, across every worker process.
 *
 * Choice: one BullMQ queue per vendor with `queue.setGlobalConcurrency(n)`. BullMQ keeps the bound in
 * Redis and checks it atomically when a worker moves a job to active, so it holds across any number
 * of processes (tested across processes in test/integration/vendor-slots.integration.test.ts), keeps FIFO order per vendor, and a slow
 * vendor only ever fills its own queue: other vendors' queues have their own workers. A worker that
 * dies mid-call holds its slot only until its job lock expires (JOB_LOCK_MS); the stalled check of any
 * live worker then returns the job to the queue, which frees the slot.
 * The alternative (one shared queue + a Redis lease semaphore, re-delaying jobs that find it full)
 * loses FIFO order and spends Redis commands on re-delays under exactly the load that matters.
 *
 * Cost: a Worker (one blocking connection) per vendor in every worker process, so workers start only
 * for vendors that have been announced (a connection exists or a call was made). A "vendor" here is a
 * queue key: a connector key, or `<connector>__c<connection id>` for a connector whose host is each
 * tenant's own (define.ts slotKey); those are retired when their connection is disconnected.
 */

/** A connector key, or a connector key + `__c<connection id>` for a per-connection queue. */
const VENDOR_KEY = /^[a-z0-9][a-z0-9_]{0,79}$/;

/** A per-connection queue key (define.ts slotKey): its workers may be closed while idle. */
export function isPerConnectionKey(vendorKey: string): boolean {
  return /__c\d+$/.test(vendorKey);
}

/**
 * How often a caller announces a queue it keeps using, so a worker process that closed its idle
 * worker for that queue starts one again. Worker idle timeouts must be longer (config checks it).
 */
export const VENDOR_REANNOUNCE_MS = 60_000;

export function vendorQueueName(vendorKey: string): string {
  if (!VENDOR_KEY.test(vendorKey)) throw new Error(`invalid vendor key ${JSON.stringify(vendorKey)}`);
  return `vendor.${vendorKey}`;
}

function registryKeys(prefix: string): { set: string; channel: string; retired: string } {
  return { set: `${prefix}:vendor-slots:vendors`, channel: `${prefix}:vendor-slots:announce`, retired: `${prefix}:vendor-slots:retire` };
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
  private readonly queues = new Map<string, { queue: Queue; limit: number; announcedAt: number; generation: number }>();
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
    private readonly clock: Clock = systemClock,
  ) {
    connection.on('ready', this.onReady);
    connection.on('close', this.onReady);
  }

  /**
   * The queue for `vendorKey`; announces the vendor to worker processes and applies `limit` on first
   * use in this process, and announces it again at most every VENDOR_REANNOUNCE_MS while it is used.
   */
  async queue(vendorKey: string, limit = this.defaultLimit): Promise<Queue> {
    const known = this.queues.get(vendorKey);
    if (known && known.limit === limit && known.generation === this.generation) {
      const now = this.clock.now();
      if (now - known.announcedAt >= VENDOR_REANNOUNCE_MS) {
        known.announcedAt = now;
        await this.connection.publish(registryKeys(this.prefix).channel, vendorKey);
      }
      return known.queue;
    }
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
    await this.connection.publish(channel, vendorKey); // also wakes a worker closed while idle
    this.queues.set(vendorKey, { queue, limit, announcedAt: this.clock.now(), generation });
    return queue;
  }

  /**
   * Retires a vendor queue that will get no more calls (a per-connection queue whose connection was
   * disconnected): it leaves the registry and every worker process closes its worker for it. Jobs still
   * waiting in it are finished first by the closing workers (BullMQ's close waits for active jobs).
   */
  async retire(vendorKey: string): Promise<void> {
    const { set, retired } = registryKeys(this.prefix);
    const removed = await this.connection.srem(set, vendorKey);
    if (removed > 0) await this.connection.publish(retired, vendorKey);
    const known = this.queues.get(vendorKey);
    this.queues.delete(vendorKey);
    await known?.queue.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.connection.off('ready', this.onReady);
    this.connection.off('close', this.onReady);
    await Promise.allSettled([...this.queues.values()].map(({ queue }) => queue.close()));
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
  onWorker?: (vendorKey: string, worker: Worker) => void;
  /** Called after the worker of a retired vendor queue has closed. */
  onRetired?: (vendorKey: string) => void;
  /**
   * Close the worker of a per-connection queue (isPerConnectionKey) after this long without a job or an
   * announcement; the queue's next announcement starts it again. Undefined: never.
   */
  idleMs?: number;
  /** Called after an idle worker has closed. */
  onIdle?: (vendorKey: string) => void;
  clock?: Clock;
}

/** Worker side: one Worker per announced vendor queue, started as vendors appear. */
export class VendorWorkers {
  private readonly workers = new Map<string, Worker>();
  /** The connection each worker was opened with (closed with a retired worker). */
  private readonly connections = new Map<string, Redis>();
  /** Per worker: jobs running now and when it last started or finished a job or was announced. */
  private readonly activity = new Map<string, { running: number; lastAt: number }>();
  private sweeper: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly opts: VendorWorkerOptions) {}

  private now(): number {
    return (this.opts.clock ?? systemClock).now();
  }

  async start(): Promise<void> {
    const { set, channel, retired } = registryKeys(this.opts.prefix);
    this.opts.subscriber.on('message', (ch: string, vendorKey: string) => {
      if (ch === channel) this.ensure(vendorKey);
      if (ch === retired) void this.retire(vendorKey);
    });
    await this.opts.subscriber.subscribe(channel, retired);
    for (const vendorKey of await this.opts.reader.smembers(set)) this.ensure(vendorKey);
    const idleMs = this.opts.idleMs;
    if (idleMs !== undefined) this.sweeper = setInterval(() => void this.closeIdle(), Math.min(60_000, Math.ceil(idleMs / 4))).unref();
  }

  /** Closes the workers of per-connection queues idle for `idleMs` (run by a timer; tests call it). */
  async closeIdle(): Promise<string[]> {
    const idleMs = this.opts.idleMs;
    if (idleMs === undefined) return [];
    const now = this.now();
    const idle = [...this.activity].filter(([key, a]) => isPerConnectionKey(key) && a.running === 0 && now - a.lastAt >= idleMs).map(([key]) => key);
    for (const key of idle) {
      await this.closeWorker(key);
      this.opts.onIdle?.(key);
    }
    return idle;
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
    const seen = this.activity.get(vendorKey);
    if (seen) seen.lastAt = this.now(); // an announcement: a job may be on its way
    if (this.closed || this.workers.has(vendorKey) || !VENDOR_KEY.test(vendorKey)) return;
    const connection = this.opts.connect();
    const worker = new Worker(vendorQueueName(vendorKey), this.opts.processor, {
      connection,
      prefix: this.opts.prefix,
      concurrency: this.opts.concurrency,
      lockDuration: this.opts.lockDurationMs,
      stalledInterval: this.opts.stalledIntervalMs,
      maxStalledCount: 2,
    });
    this.workers.set(vendorKey, worker);
    this.connections.set(vendorKey, connection);
    const activity = { running: 0, lastAt: this.now() };
    this.activity.set(vendorKey, activity);
    worker.on('active', () => {
      activity.running++;
      activity.lastAt = this.now();
    });
    const finished = (): void => {
      activity.running = Math.max(0, activity.running - 1);
      activity.lastAt = this.now();
    };
    worker.on('completed', finished);
    worker.on('failed', finished);
    this.opts.onWorker?.(vendorKey, worker);
  }

  /** Closes this process's worker for a retired vendor queue (its running jobs finish first). */
  private async retire(vendorKey: string): Promise<void> {
    if (await this.closeWorker(vendorKey)) this.opts.onRetired?.(vendorKey);
  }

  /** Closes one worker and its connection (running jobs finish first); false when there was none. */
  private async closeWorker(vendorKey: string): Promise<boolean> {
    const worker = this.workers.get(vendorKey);
    if (!worker) return false;
    this.workers.delete(vendorKey);
    this.activity.delete(vendorKey);
    await worker.close().catch(() => undefined);
    const connection = this.connections.get(vendorKey);
    this.connections.delete(vendorKey);
    if (connection) await closeRedis(connection);
    return true;
  }

  all(): Worker[] {
    return [...this.workers.values()];
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    await this.opts.subscriber.unsubscribe().catch(() => undefined);
  }
}
