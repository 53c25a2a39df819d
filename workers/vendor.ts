import { DelayedError, type Worker } from 'bullmq';
import { PromptWorker } from '../queues/prompt-worker.js';
import { connectorReadPayload } from '../queues/connector.js';
import { openCall, type RpcRunner } from '../queues/rpc-worker.js';
import { CONNECTION_LEASE_MARGIN_MS, CONNECTION_LEASES, connectionBoundProcessor, promoteJob } from '../queues/connection-bound.js';
import { CONNECTOR_READ_JOB, CONNECTOR_RPC_MARGIN_MS } from '../queues/connector.js';
import { SlotLeases } from '../queues/leases.js';
import { Parking } from '../queues/parking.js';
import { PER_CONNECTION_QUEUE, VendorWorkers } from '../queues/vendor-slots.js';
import { VENDOR_LEASES, vendorBoundProcessor } from '../queues/vendor-bound.js';
import { loadCatalogue, type ConnectorCatalogue } from '../src/connectors/catalogue/index.js';
import { ConnectionStore } from '../src/connectors/connections/connection-store.js';
import { oauthAccess } from '../src/wiring/oauth-access.js';
import { runConnectorRead } from '../src/connectors/vendor-read.js';
import { createConnectorRuntime, type ConnectorRuntime } from '../src/wiring/connector-runtime.js';
import type { Services } from '../src/services.js';
import { SHUTDOWN_GRACE_MS } from '../src/shutdown.js';
import { handBackOnCancel, observeJobDurations, stopWorkers, type BackgroundTask } from './pool-workers.js';
import { systemClock } from '../config/clock.js';

export interface VendorPoolOptions {
  /** Per-attempt vendor timeout. Default config VENDOR_TIMEOUT_MS (15000 ms, spec Limits). */
  timeoutMs?: number;
  /** How a Retry-After wait is spent. Default a timer; tests pass a recorder. */
  sleep?: (ms: number) => Promise<void>;
  /** Default: the built-in catalogue. */
  catalogue?: ConnectorCatalogue;
  /** Development and tests only: the base URL a connector is called at instead of its definition's. */
  baseUrlOverride?: (connectorKey: string) => string | undefined;
  /** Jobs of one vendor this process runs at once (before the vendor's global bound). Default config WORKER_CONCURRENCY. */
  concurrency?: number;
  /** How long stop() lets running reads finish before handing them back. Default SHUTDOWN_GRACE_MS - 1 s. */
  stopGraceMs?: number;
  /** Reads this process runs at once from the shared per-connection queue. Default config VENDOR_CONNECTIONS_CONCURRENCY. */
  connectionsConcurrency?: number;
  /** Longest wait before a read whose connection is full tries again. Default 1000 ms. */
  busyDelayMs?: number;
}

/**
 * The runner of connector reads: request-reply calls (queues/connector.ts) whose reply is the read's
 * outcome value, one per job or several per batch job. The rpc deadline (epoch ms) is turned into the
 * injected clock's time, so no further vendor attempt starts after the caller has given up.
 */
export function vendorRunner(
  services: Services,
  runtime: ConnectorRuntime,
  opts: { catalogue: ConnectorCatalogue; baseUrlOverride?: (connectorKey: string) => string | undefined },
): RpcRunner {
  const store = new ConnectionStore(services.orm, services.box, services.clock, services.configEpochs);
  const deps = {
    catalogue: opts.catalogue,
    store,
    runtime,
    logger: services.logger,
    metrics: services.metrics,
    oauth: oauthAccess(services, runtime.http),
    ...(opts.baseUrlOverride ? { baseUrlOverride: opts.baseUrlOverride } : {}),
  };
  // One call: taken out of its envelope, read, answered (queues/rpc-worker.ts opens and answers it).
  return async (data, job, signal, handled) => {
    const call = await openCall(data, connectorReadPayload, services.redis, signal);
    if (call.kind === 'late') return services.logger.info({ jobId: job.id, queue: job.queueName }, 'connector read dropped: its caller gave up');
    if (call.kind === 'invalid') throw call.error;
    const deadlineAt = services.clock.now() + (call.ctx.deadlineAt - systemClock.now());
    try {
      const result = await runConnectorRead(call.payload, deps, { deadlineAt });
      handled?.();
      await call.reply(result);
    } catch (err) {
      handled?.();
      await call.fail();
      throw err;
    }
  };
}

/**
 * The vendor worker pool: one BullMQ worker per vendor queue (started as vendors are announced by
 * VendorQueues on the web side) plus one for the shared queue of vendors bounded per connection
 * (gated by a lease per connection, queues/connection-bound.ts), each running connector reads. Runs
 * as a background task of the `vendor` pool because its per-vendor queues are not known in advance.
 * Its Redis connections: one per announced vendor (bounded by the catalogue), one for the shared
 * queue and one subscriber, whatever the number of connections.
 */
export class VendorPool implements BackgroundTask {
  readonly name = 'vendor';
  private workers: VendorWorkers | undefined;
  private shared: Worker | undefined;
  private runtime: ConnectorRuntime | undefined;
  private parking: Parking | undefined;

  constructor(
    private readonly services: Services,
    private readonly opts: VendorPoolOptions = {},
  ) {}

  async start(): Promise<void> {
    const { services, opts } = this;
    const { config, logger } = services;
    this.runtime = createConnectorRuntime(services, { timeoutMs: opts.timeoutMs ?? config.VENDOR_TIMEOUT_MS, ...(opts.sleep ? { sleep: opts.sleep } : {}) });
    const catalogue = opts.catalogue ?? loadCatalogue();
    const run = vendorRunner(services, this.runtime, {
      catalogue,
      ...(opts.baseUrlOverride ? { baseUrlOverride: opts.baseUrlOverride } : {}),
    });
    const processor = vendorBoundProcessor({
      leases: new SlotLeases({
        redis: services.redis,
        prefix: config.REDIS_PREFIX,
        namespace: VENDOR_LEASES,
        limit: config.VENDOR_CONCURRENCY_DEFAULT,
        leaseMs: config.VENDOR_TIMEOUT_MS + CONNECTOR_RPC_MARGIN_MS + CONNECTION_LEASE_MARGIN_MS, // each job passes its own
      }),
      redis: services.redis,
      defaultLimit: config.VENDOR_CONCURRENCY_DEFAULT,
      maxBusyDelayMs: opts.busyDelayMs ?? 1_000,
      run,
    });
    const leases = new SlotLeases({
      redis: services.redis,
      prefix: config.REDIS_PREFIX,
      namespace: CONNECTION_LEASES,
      limit: config.VENDOR_CONCURRENCY_DEFAULT,
      leaseMs: config.VENDOR_TIMEOUT_MS + CONNECTOR_RPC_MARGIN_MS + CONNECTION_LEASE_MARGIN_MS, // each read passes its own
    });
    const connectionsConcurrency = opts.connectionsConcurrency ?? config.VENDOR_CONNECTIONS_CONCURRENCY;
    this.parking = new Parking(Math.floor(connectionsConcurrency / 2));
    const bounded = connectionBoundProcessor({
      leases,
      limitOf: (connector) => catalogue.get(connector)?.concurrency ?? config.VENDOR_CONCURRENCY_DEFAULT,
      maxBusyDelayMs: opts.busyDelayMs ?? 1_000,
      run,
      handOff: async (envelope, delayMs) => {
        const job = await services.vendorQueues.perConnection().add(CONNECTOR_READ_JOB, envelope, { attempts: 1, removeOnComplete: true, delay: delayMs });
        return String(job.id);
      },
      wake: (jobId) => promoteJob(services.vendorQueues.perConnection(), jobId),
      // Half the shared worker's slots may wait in the process for a lease; the rest always run reads.
      parking: this.parking,
    });
    const shared = new PromptWorker(PER_CONNECTION_QUEUE, handBackOnCancel(bounded), {
      connection: services.connectRedis('vendor-connections-worker'),
      prefix: config.REDIS_PREFIX,
      concurrency: connectionsConcurrency,
      lockDuration: config.JOB_LOCK_MS,
      stalledInterval: config.STALLED_CHECK_MS,
      maxStalledCount: 2,
    });
    shared.on('error', (err) => logger.warn({ queue: PER_CONNECTION_QUEUE, err: err.message }, 'vendor worker error'));
    shared.on(
      'failed',
      (job, err) => err instanceof DelayedError || logger.error({ queue: PER_CONNECTION_QUEUE, jobId: job?.id, err: err.message }, 'connector read job failed'),
    );
    this.shared = shared;
    this.workers = new VendorWorkers({
      connect: () => services.connectRedis('vendor-worker'),
      subscriber: services.connectRedis('vendor-announce', { forBullmq: false }),
      reader: services.redis,
      prefix: config.REDIS_PREFIX,
      concurrency: opts.concurrency ?? config.WORKER_CONCURRENCY,
      lockDurationMs: config.VENDOR_JOB_LOCK_MS,
      stalledIntervalMs: config.VENDOR_STALLED_CHECK_MS,
      processor: handBackOnCancel(processor),
      accept: (vendorKey) => catalogue.get(vendorKey)?.bound === 'vendor',
      onWorker: (vendorKey, worker) => {
        worker.on('error', (err) => logger.warn({ vendor: vendorKey, err: err.message }, 'vendor worker error'));
        worker.on(
          'failed',
          (job, err) => err instanceof DelayedError || logger.error({ vendor: vendorKey, jobId: job?.id, err: err.message }, 'connector read job failed'),
        );
        observeJobDurations(worker, `vendor.${vendorKey}`, services.metrics);
        logger.info({ vendor: vendorKey }, 'vendor worker started');
      },
    });
    await this.workers.start();
  }

  /** Jobs of one vendor queue this process is running now. */
  running(vendorKey: string): number {
    return this.workers?.running(vendorKey) ?? 0;
  }

  /** Reads of connections bounded per connection waiting in this process for a lease (queues/parking.ts). */
  parked(): number {
    return this.parking?.size ?? 0;
  }

  /** Workers running now: the shared per-connection one, then one per vendor (for tests and health). */
  all(): Worker[] {
    return [...(this.shared ? [this.shared] : []), ...(this.workers?.all() ?? [])];
  }

  async stop(): Promise<void> {
    const workers = this.workers;
    if (!workers) return;
    await workers.close();
    await stopWorkers(this.all(), [], this.opts.stopGraceMs ?? SHUTDOWN_GRACE_MS - 1_000);
    this.runtime?.close();
  }
}
