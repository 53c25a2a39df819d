import { CodeDelivery } from '../notify/code-delivery.js';
import type { Services } from '../services.js';
import { loadCatalogue, type ConnectorCatalogue } from '../connectors/catalogue/index.js';
import { ConnectorVerifiers, type ConnectorVerifierDeps } from '../verification/verifiers/connector/connector-verifiers.js';
import { ConnectionService } from '../connectors/connections/service.js';
import { ConnectionStore } from '../connectors/connections/connection-store.js';
import { vendorReadEndpoint, type VendorReader } from '../connectors/connections/read-calls.js';
import { demoBaseUrl } from '../account-connect/address.js';
import { buildDestinationCaps } from './caps.js';
import { rpcCall } from './rpc.js';

/** The connector parts of a web process, built once from its Services. */
export interface Connectors {
  catalogue: ConnectorCatalogue;
  store: ConnectionStore;
  /** Connector reads through the vendor pool (request-reply). */
  reader: VendorReader;
  /** Dashboard lifecycle (src/http/connections.ts). */
  connections: ConnectionService;
  /** What a connection needs to act as the verifier (the /api/connect endpoints build theirs from it). */
  verifierParts: ConnectorVerifierDeps;
  /** The tenant's verifying connection as a source of verifiers for /api/chatbot-api/* (VerifierDirectory). */
  verifiers: ConnectorVerifiers;
}

export interface BuildConnectorsOptions {
  /** Default: the built-in catalogue. */
  catalogue?: ConnectorCatalogue;
  /** Default: otp.send jobs with the catalogue's back-off. */
  delivery?: CodeDelivery;
}

/** Builds the connector parts (cheap objects over the shared ORM, Redis, queues and rpc client). */
export function buildConnectors(services: Services, opts: BuildConnectorsOptions = {}): Connectors {
  const { config, clock, logger } = services;
  const catalogue = opts.catalogue ?? loadCatalogue();
  const store = new ConnectionStore(services.orm, services.box, clock, services.configEpochs);
  const reader: VendorReader = {
    read: rpcCall(services, vendorReadEndpoint({ catalogue, vendorQueues: services.vendorQueues, timeoutMs: config.VENDOR_TIMEOUT_MS })),
  };
  const connections = new ConnectionService({ store, catalogue, reader, policy: { allowPrivate: config.ALLOW_PRIVATE_TARGETS }, logger });
  const verifierParts: ConnectorVerifierDeps = {
    store,
    catalogue,
    reader,
    delivery: opts.delivery ?? new CodeDelivery(services.queues, services.box),
    caps: buildDestinationCaps(services),
    demoBaseUrl: demoBaseUrl(config),
    logger,
  };
  return { catalogue, store, reader, connections, verifierParts, verifiers: new ConnectorVerifiers(verifierParts) };
}
