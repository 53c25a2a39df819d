import { DelayedError, type Job, type Worker } from 'bullmq';
import { connectorReadPayload, type ConnectorReadPayload, type ConnectorReadResult } from '../queues/connector.js';
import { rpcProcessor, type RpcHandlerContext } from '../queues/rpc.js';
import { VendorWorkers } from '../queues/vendor-slots.js';
import { loadCatalogue, type ConnectorCatalogue } from '../src/connectors/catalogue/index.js';
import { ConnectionStore } from '../src/connectors/connections/store.js';
import { oauthAccess } from '../src/connectors/oauth/access.js';
import { runConnectorRead } from '../src/connectors/read-job.js';
import { createConnectorRuntime, type ConnectorRuntime } from '../src/connectors/runtime/runtime.js';
import type { Services } from '../src/services.js';
import { SHUTDOWN_GRACE_MS } from '../src/shutdown.js';
import { handBackOnCancel, observeJobDurations, stopWorkers, type BackgroundTask } from './runtime.js';

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
}

/**
 * The processor of connector reads: request-reply jobs (queues/connector.ts) whose reply is the read's
 * outcome value. The rpc deadline (epoch ms) is turned into the injected clock's time, so no further
 * vendor attempt starts after the caller has given up.
 */
export function vendorProcessor(services: Services, runtime: ConnectorRuntime, opts: { catalogue: ConnectorCatalogue; baseUrlOverride?: (connectorKey: string) => string | undefined }): (job: Job, token?: string, signal?: AbortSignal) => Promise<void> {
  const store = new ConnectionStore(services.orm, services.box, services.clock);
  const deps = { catalogue: opts.catalogue, store, runtime, logger: services.logger, metrics: services.metrics, oauth: oauthAccess(services, runtime.http), ...(opts.baseUrlOverride ? { baseUrlOverride: opts.baseUrlOverride } : {}) };
  const handler = (payload: ConnectorReadPayload, ctx: RpcHandlerContext): Promise<ConnectorReadResult> =>
    runConnectorRead(payload, deps, { deadlineAt: services.clock.now() + (ctx.deadlineAt - Date.now()) });
  return rpcProcessor({
    payloadSchema: connectorReadPayload,
    publisher: services.redis,
    handler,
    onDropped: (job) => services.logger.info({ jobId: job.id, queue: job.queueName }, 'connector read dropped: its caller gave up'),
  });
}

/**
 * The vendor worker pool: one BullMQ worker per vendor queue (started as vendors are announced by
 * VendorQueues on the web side), each running connector reads. Runs as a background task of the
 * `vendor` pool because its queues are not known in advance.
 */
export class VendorPool implements BackgroundTask {
  readonly name = 'vendor';
  private workers: VendorWorkers | undefined;
  private runtime: ConnectorRuntime | undefined;

  constructor(
    private readonly services: Services,
    private readonly opts: VendorPoolOptions = {},
  ) {}

  async start(): Promise<void> {
    const { services, opts } = this;
    const { config, logger } = services;
    this.runtime = createConnectorRuntime(services, { timeoutMs: opts.timeoutMs ?? config.VENDOR_TIMEOUT_MS, ...(opts.sleep ? { sleep: opts.sleep } : {}) });
    const processor = vendorProcessor(services, this.runtime, {
      catalogue: opts.catalogue ?? loadCatalogue(),
      ...(opts.baseUrlOverride ? { baseUrlOverride: opts.baseUrlOverride } : {}),
    });
    this.workers = new VendorWorkers({
      connect: () => services.connectRedis('vendor-worker'),
      subscriber: services.connectRedis('vendor-announce', { forBullmq: false }),
      reader: services.redis,
      prefix: config.REDIS_PREFIX,
      concurrency: opts.concurrency ?? config.WORKER_CONCURRENCY,
      lockDurationMs: config.JOB_LOCK_MS,
      stalledIntervalMs: config.STALLED_CHECK_MS,
      processor: handBackOnCancel(processor),
      onWorker: (vendorKey, worker) => {
        worker.on('error', (err) => logger.warn({ vendor: vendorKey, err: err.message }, 'vendor worker error'));
        worker.on('failed', (job, err) => err instanceof DelayedError || logger.error({ vendor: vendorKey, jobId: job?.id, err: err.message }, 'connector read job failed'));
        observeJobDurations(worker, `vendor.${vendorKey}`, services.metrics);
        logger.info({ vendor: vendorKey }, 'vendor worker started');
      },
      onRetired: (vendorKey) => logger.info({ vendor: vendorKey }, 'vendor worker retired (its connection was disconnected)'),
      idleMs: config.VENDOR_WORKER_IDLE_MS,
      onIdle: (vendorKey) => logger.info({ vendor: vendorKey }, 'vendor worker closed while idle (the next call starts it again)'),
      clock: services.clock,
    });
    await this.workers.start();
  }

  /** Closes the workers of per-connection queues idle for VENDOR_WORKER_IDLE_MS now (a timer does it too). */
  async closeIdle(): Promise<string[]> {
    return this.workers?.closeIdle() ?? [];
  }

  /** Jobs of one vendor queue this process is running now. */
  running(vendorKey: string): number {
    return this.workers?.running(vendorKey) ?? 0;
  }

  /** Workers running now, one per vendor (for tests and health). */
  all(): Worker[] {
    return this.workers?.all() ?? [];
  }

  async stop(): Promise<void> {
    const workers = this.workers;
    if (!workers) return;
    await workers.close();
    await stopWorkers(workers.all(), [], this.opts.stopGraceMs ?? SHUTDOWN_GRACE_MS - 1_000);
    this.runtime?.close();
  }
}
