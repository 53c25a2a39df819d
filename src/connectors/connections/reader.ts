import type { ConnectorReadPayload, ConnectorReadResult } from '../../../queues/connector.js';

/**
 * How domain code asks for a connector read. The web process implements it with request-reply jobs on
 * the per-vendor queues (vendor-gateway.ts); it never calls a vendor itself. Never throws: a missing
 * reply is a failure value.
 */
export interface VendorReader {
  read(payload: ConnectorReadPayload): Promise<ConnectorReadResult>;
  /** The connection will make no more calls (disconnected): its own vendor queue, if it has one, is retired. */
  forget?(connector: string, connectionId: number): Promise<void>;
}
