import type { Config } from '../../config/env.js';
import {
  CONNECTOR_READ_JOB,
  CONNECTOR_RPC_MARGIN_MS,
  connectorReadResult,
  type ConnectorReadPayload,
  type ConnectorReadResult,
} from '../../queues/connector.js';
import { RPC_BATCH_MAX, type RpcClient, type RpcOutcome } from '../../queues/rpc.js';
import type { VendorQueues } from '../../queues/vendor-slots.js';
import { CONNECTION_MESSAGES, VENDOR_ERRORS } from '../messages.js';
import type { ConnectorCatalogue } from './catalogue/index.js';
import type { VendorReader } from './connections/reader.js';

export interface VendorGatewayDeps {
  rpc: RpcClient | undefined;
  vendorQueues: VendorQueues;
  catalogue: ConnectorCatalogue;
  config: Pick<Config, 'VENDOR_TIMEOUT_MS'>;
}

/**
 * The web side of connector reads: each read is a request-reply job answered by the vendor worker
 * pool. A definition bounded per vendor (`bound: 'vendor'`) has its own queue whose global concurrency
 * is the definition's `concurrency`, else VENDOR_CONCURRENCY_DEFAULT; one bounded per connection (the
 * host is the tenant's own: self-hosted stores, per-account hosts, workflow hooks) goes on the shared
 * per-connection queue, where that bound applies to each connection (queues/connection-bound.ts).
 * No reply in time counts as the spec's "timeout".
 */
export class VendorGateway implements VendorReader {
  /** Reads for the shared per-connection queue waiting for the end of this turn of the event loop. */
  private gathered: { payload: ConnectorReadPayload; resolve: (r: ConnectorReadResult) => void }[] = [];

  constructor(private readonly deps: VendorGatewayDeps) {}

  async read(payload: ConnectorReadPayload): Promise<ConnectorReadResult> {
    if (!this.deps.rpc) throw new Error('VendorGateway needs services opened with rpc: true');
    const def = this.deps.catalogue.get(payload.connector);
    if (!def) return { ok: false, failure: { kind: 'withdrawn', message: VENDOR_ERRORS.withdrawn } };
    if (def.bound === 'connection') return this.gather(payload);
    const queues = this.deps.vendorQueues;
    const queue = def.concurrency === undefined ? await queues.queue(def.key) : await queues.queue(def.key, def.concurrency);
    return this.result(await this.deps.rpc.call(queue, CONNECTOR_READ_JOB, payload, this.callOptions()));
  }

  /**
   * Reads for connectors bounded per connection that start in the same turn of the event loop (a
   * multi-source read's verifier and data connections, an account summary's balance and account) go
   * to the shared queue as one batch job: one enqueue and one job lifecycle, each read still under its
   * own connection's bound and answered on its own (queues/connection-bound.ts).
   */
  private gather(payload: ConnectorReadPayload): Promise<ConnectorReadResult> {
    return new Promise((resolve) => {
      if (this.gathered.push({ payload, resolve }) === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const rpc = this.deps.rpc!;
    const queue = this.deps.vendorQueues.perConnection();
    const all = this.gathered;
    this.gathered = [];
    for (let i = 0; i < all.length; i += RPC_BATCH_MAX) {
      const chunk = all.slice(i, i + RPC_BATCH_MAX);
      const sent =
        chunk.length === 1
          ? rpc.call(queue, CONNECTOR_READ_JOB, chunk[0]!.payload, this.callOptions()).then((o) => [o])
          : rpc.callMany(
              queue,
              CONNECTOR_READ_JOB,
              chunk.map((c) => c.payload),
              this.callOptions(),
            );
      void sent.then(
        (outcomes) => chunk.forEach((c, n) => c.resolve(this.result(outcomes[n]!))),
        (err: unknown) => chunk.forEach((c) => c.resolve(this.result({ ok: false, reason: 'error', message: String(err) }))),
      );
    }
  }

  private callOptions() {
    return { timeoutMs: this.deps.config.VENDOR_TIMEOUT_MS + CONNECTOR_RPC_MARGIN_MS, resultSchema: connectorReadResult };
  }

  private result(outcome: RpcOutcome<ConnectorReadResult>): ConnectorReadResult {
    if (outcome.ok) return outcome.value;
    if (outcome.reason === 'timeout') return { ok: false, failure: { kind: 'timeout', message: VENDOR_ERRORS.timeout } };
    return { ok: false, failure: { kind: 'worker', message: CONNECTION_MESSAGES.vendorPoolFailed } };
  }
}
