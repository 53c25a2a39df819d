import type { ConnectorReadPayload, ConnectorReadResult } from '../../../queues/connector.js';

/**
 * How domain code asks for a connector read. The web process implements it with request-reply jobs on
 * the per-vendor queues (vendor-gateway.ts); it never calls a vendor itself. Never throws: a missing
 * reply is a failure value.
 */
export interface VendorReader {
  read(payload: ConnectorReadPayload): Promise<ConnectorReadResult>;
}
