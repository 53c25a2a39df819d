import type { Connection } from '../../../db/entities/connection.js';
import type { Logger } from '../../../logger.js';
import type { CodeDelivery } from '../../../notify/code-delivery.js';
import type { DestinationCaps } from '../../destination-caps.js';
import type { VerifierRef, Verifier, VerifierSource } from '../../verifier.js';
import type { ConnectorCatalogue } from '../../../connectors/catalogue/index.js';
import type { VendorReader } from '../../../connectors/connections/read-calls.js';
import type { ConnectionStore } from '../../../connectors/connections/connection-store.js';
import type { ConnectionTenant } from '../../../connectors/connections/connection-store.js';
import { ConnectorVerifier } from './connector-verifier.js';

export interface ConnectorVerifierDeps {
  store: ConnectionStore;
  catalogue: ConnectorCatalogue;
  reader: VendorReader;
  delivery: CodeDelivery;
  caps: DestinationCaps;
  demoBaseUrl: string;
  logger: Logger;
}

/**
 * Builds the verifier of one (live) connection with the tenant facts the caller has (the /api/connect
 * key join), looking its definition up once; null when it is disconnected or left the catalogue.
 */
export function verifierFor(deps: ConnectorVerifierDeps, connection: Connection, tenant: ConnectionTenant): ConnectorVerifier | null {
  if (connection.status === 'disconnected') return null;
  const def = deps.catalogue.get(connection.connector);
  if (!def) return null;
  return new ConnectorVerifier(
    connection,
    def,
    { id: tenant.id, businessName: tenant.businessName, smsEnabled: tenant.smsEnabled, verifierGeneration: tenant.verifierGeneration },
    {
      reader: deps.reader,
      delivery: deps.delivery,
      caps: deps.caps,
      demoBaseUrl: deps.demoBaseUrl,
      logger: deps.logger,
    },
  );
}

/**
 * The connector source of verifiers for the platform API (/api/chatbot-api/*): the
 * tenant's connection chosen with "Use to verify customers" (src/verification/wiring.ts lists it).
 * The connection and the tenant facts its verifier needs come in one query (every bot read opens its
 * session's verifier through byRef).
 */
export class ConnectorVerifiers implements VerifierSource {
  constructor(private readonly deps: ConnectorVerifierDeps) {}

  async forTenant(tenantId: number): Promise<Verifier | null> {
    const found = await this.deps.store.verifierWithTenant(tenantId);
    return found ? verifierFor(this.deps, found.connection, found.tenant) : null;
  }

  async byRef(tenantId: number, ref: VerifierRef): Promise<Verifier | null> {
    if (ref.kind !== 'connector') return null;
    const found = await this.deps.store.findLiveWithTenant(tenantId, ref.connectionId);
    return found ? verifierFor(this.deps, found.connection, found.tenant) : null;
  }
}
