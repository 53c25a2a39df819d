import type { Config } from '../../config/env.js';
import {
  CONNECTOR_READ_JOB,
  CONNECTOR_RPC_MARGIN_MS,
  connectorReadResult,
  type ConnectorReadPayload,
  type ConnectorReadResult,
} from '../../queues/connector.js';
import type { RpcClient } from '../../queues/rpc.js';
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
  constructor(private readonly deps: VendorGatewayDeps) {}

  async read(payload: ConnectorReadPayload): Promise<ConnectorReadResult> {
    const rpc = this.deps.rpc;
    if (!rpc) throw new Error('VendorGateway needs services opened with rpc: true');
    const def = this.deps.catalogue.get(payload.connector);
    if (!def) return { ok: false, failure: { kind: 'withdrawn', message: VENDOR_ERRORS.withdrawn } };
    const queues = this.deps.vendorQueues;
    const queue =
      def.bound === 'connection'
        ? queues.perConnection()
        : def.concurrency === undefined
          ? await queues.queue(def.key)
          : await queues.queue(def.key, def.concurrency);
    const outcome = await rpc.call(queue, CONNECTOR_READ_JOB, payload, {
      timeoutMs: this.deps.config.VENDOR_TIMEOUT_MS + CONNECTOR_RPC_MARGIN_MS,
      resultSchema: connectorReadResult,
    });
    if (outcome.ok) return outcome.value;
    if (outcome.reason === 'timeout') return { ok: false, failure: { kind: 'timeout', message: VENDOR_ERRORS.timeout } };
    return { ok: false, failure: { kind: 'worker', message: CONNECTION_MESSAGES.vendorPoolFailed } };
  }
}
