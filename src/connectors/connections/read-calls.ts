import {
  CONNECTOR_READ_JOB,
  CONNECTOR_RPC_MARGIN_MS,
  connectorReadOutcome,
  type ConnectorReadPayload,
  type ConnectorReadOutcome,
} from '../../../queues/connector.js';
import type { RpcCall, RpcEndpoint } from '../../../queues/rpc-client.js';
import type { VendorQueues } from '../../../queues/vendor-slots.js';
import { CONNECTION_MESSAGES, VENDOR_ERRORS } from '../../messages.js';
import type { ConnectorCatalogue } from '../catalogue/index.js';

/**
 * How domain code asks for a connector read: a request-reply job answered by the vendor worker pool
 * (the web process never calls a vendor itself). Never throws: a missing reply is a failure value.
 */
export interface VendorReader {
  read: RpcCall<ConnectorReadPayload, ConnectorReadOutcome>;
}

/**
 * The connector read job as its callers use it (RpcClient.endpoint). A definition bounded per vendor
 * (`bound: 'vendor'`) has its own queue whose global concurrency is the definition's `concurrency`, else
 * VENDOR_CONCURRENCY_DEFAULT, held per read by a vendor lease (queues/vendor-bound.ts); one bounded per
 * connection (the host is the tenant's own: self-hosted stores, per-account hosts, workflow hooks) goes
 * on the shared per-connection queue, where that bound applies to each connection
 * (queues/connection-bound.ts). Reads of one queue that start in the same turn travel as one job
 * (RpcClient). No reply in time counts as the spec's "timeout".
 */
export function vendorReadEndpoint(deps: {
  catalogue: ConnectorCatalogue;
  vendorQueues: VendorQueues;
  timeoutMs: number;
}): RpcEndpoint<ConnectorReadPayload, ConnectorReadOutcome> {
  return {
    job: CONNECTOR_READ_JOB,
    result: connectorReadOutcome,
    timeoutMs: deps.timeoutMs + CONNECTOR_RPC_MARGIN_MS,
    async route(payload) {
      const def = deps.catalogue.get(payload.connector);
      if (!def) return { answer: { ok: false, failure: { kind: 'withdrawn', message: VENDOR_ERRORS.withdrawn } } };
      if (def.bound === 'connection') return { queue: deps.vendorQueues.perConnection() };
      return { queue: def.concurrency === undefined ? await deps.vendorQueues.queue(def.key) : await deps.vendorQueues.queue(def.key, def.concurrency) };
    },
    failed: (outcome) =>
      outcome.reason === 'timeout'
        ? { ok: false, failure: { kind: 'timeout', message: VENDOR_ERRORS.timeout } }
        : { ok: false, failure: { kind: 'worker', message: CONNECTION_MESSAGES.vendorPoolFailed } },
  };
}
