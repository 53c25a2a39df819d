import { CodeDelivery } from '../notify/code-delivery.js';
import type { Services } from '../services.js';
import { AbuseLimits } from '../verification/abuse-limits.js';
import { ConversationGate } from '../verification/conversation-gate.js';
import { verificationRecords } from '../verification/records.js';
import { loadCatalogue, type ConnectorCatalogue } from './catalogue/index.js';
import { ConnectService } from './connect/connect-service.js';
import { ConnectorVerifiers, type ConnectorVerifierDeps } from './connect/verifiers.js';
import { ConnectionService } from './connections/service.js';
import { ConnectionStore } from './connections/store.js';
import { VendorGateway } from './vendor-gateway.js';

/** The connector parts of a web process, built once from its Services. */
export interface Connectors {
  catalogue: ConnectorCatalogue;
  store: ConnectionStore;
  gateway: VendorGateway;
  /** Dashboard lifecycle (src/http/connections.ts). */
  connections: ConnectionService;
  /** The bot's /api/connect/{connection_id}/* endpoints (src/http/connect.ts). */
  connect: ConnectService;
  /** The tenant's verifying connection as a source of providers for /api/chatbot-api/* (VerifierDirectory). */
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
  const { config, redis, clock, logger } = services;
  const catalogue = opts.catalogue ?? loadCatalogue();
  const store = new ConnectionStore(services.orm, services.box, clock);
  const gateway = new VendorGateway({ rpc: services.rpc, vendorQueues: services.vendorQueues, catalogue, config });
  const connections = new ConnectionService({ store, catalogue, reader: gateway, policy: { allowPrivate: config.ALLOW_PRIVATE_TARGETS }, logger });
  const providerDeps: ConnectorVerifierDeps = { store, catalogue, reader: gateway, delivery: opts.delivery ?? new CodeDelivery(services.queues, services.box), tenants: services.tenants, logger };
  const connect = new ConnectService({
    ...providerDeps,
    records: verificationRecords(redis, config.REDIS_PREFIX, clock),
    gate: new ConversationGate(redis, config.REDIS_PREFIX),
    limits: new AbuseLimits(redis, config.REDIS_PREFIX, config.VERIFY_TENANT_RATE_PER_MINUTE),
    box: services.box,
  });
  return { catalogue, store, gateway, connections, connect, verifiers: new ConnectorVerifiers(providerDeps) };
}
