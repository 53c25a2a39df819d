import type { Services } from '../services.js';
import { loadCatalogue, type ConnectorCatalogue } from './catalogue/index.js';
import { ConnectionService } from './connections/service.js';
import { ConnectionStore } from './connections/store.js';
import { VendorGateway } from './vendor-gateway.js';

/** The connector parts of a web process, built once from its Services. */
export interface Connectors {
  catalogue: ConnectorCatalogue;
  store: ConnectionStore;
  gateway: VendorGateway;
  connections: ConnectionService;
}

/** Builds the connector parts (cheap objects over the shared ORM, Redis and rpc client). */
export function buildConnectors(services: Services, catalogue: ConnectorCatalogue = loadCatalogue()): Connectors {
  const store = new ConnectionStore(services.orm, services.box, services.clock);
  const gateway = new VendorGateway({ rpc: services.rpc, vendorQueues: services.vendorQueues, catalogue, config: services.config });
  const connections = new ConnectionService({
    store, catalogue, reader: gateway, policy: { allowPrivate: services.config.ALLOW_PRIVATE_TARGETS }, logger: services.logger,
  });
  return { catalogue, store, gateway, connections };
}
