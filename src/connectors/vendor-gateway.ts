import type { Config } from '../../config/env.js';
import { CONNECTOR_READ_JOB, CONNECTOR_RPC_MARGIN_MS, connectorReadResult, type ConnectorReadPayload, type ConnectorReadResult } from '../../queues/connector.js';
import type { RpcClient } from '../../queues/rpc.js';
import type { VendorQueues } from '../../queues/vendor-slots.js';
import { CONNECTION_MESSAGES, VENDOR_ERRORS } from '../messages.js';
import type { ConnectorCatalogue } from './catalogue/index.js';
import { perConnectionSlots, slotKey } from './define.js';
import type { VendorReader } from './connections/reader.js';

export interface VendorGatewayDeps {
  rpc: RpcClient | undefined;
  vendorQueues: VendorQueues;
  catalogue: ConnectorCatalogue;
  config: Pick<Config, 'VENDOR_TIMEOUT_MS'>;
}

/**
 * The web side of connector reads: each read is a request-reply job on the connector's own vendor
 * queue, or the connection's own queue when the vendor's host is the tenant's (define.ts slotKey:
 * self-hosted stores, per-account hosts, workflow hooks), with global concurrency = the definition's
 * `concurrency`, else VENDOR_CONCURRENCY_DEFAULT, answered by the vendor worker pool. No reply in time
 * counts as the spec's "timeout".
 */
export class VendorGateway implements VendorReader {
  constructor(private readonly deps: VendorGatewayDeps) {}

  async read(payload: ConnectorReadPayload): Promise<ConnectorReadResult> {
    const rpc = this.deps.rpc;
    if (!rpc) throw new Error('VendorGateway needs services opened with rpc: true');
    const def = this.deps.catalogue.get(payload.connector);
    if (!def) return { ok: false, failure: { kind: 'withdrawn', message: VENDOR_ERRORS.withdrawn } };
    const key = slotKey(def, payload.connectionId);
    const queue = def.concurrency === undefined ? await this.deps.vendorQueues.queue(key) : await this.deps.vendorQueues.queue(key, def.concurrency);
    const outcome = await rpc.call(queue, CONNECTOR_READ_JOB, payload, {
      timeoutMs: this.deps.config.VENDOR_TIMEOUT_MS + CONNECTOR_RPC_MARGIN_MS,
      resultSchema: connectorReadResult,
    });
    if (outcome.ok) return outcome.value;
    if (outcome.reason === 'timeout') return { ok: false, failure: { kind: 'timeout', message: VENDOR_ERRORS.timeout } };
    return { ok: false, failure: { kind: 'worker', message: CONNECTION_MESSAGES.vendorPoolFailed } };
  }

  async forget(connector: string, connectionId: number): Promise<void> {
    const def = this.deps.catalogue.get(connector);
    if (def && perConnectionSlots(def)) await this.deps.vendorQueues.retire(slotKey(def, connectionId));
  }
}
