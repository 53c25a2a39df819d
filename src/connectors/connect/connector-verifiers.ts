import type { Connection } from '../../db/entities/connection.js';
import type { Logger } from '../../logger.js';
import type { CodeDelivery } from '../../notify/code-delivery.js';
import type { TenantService } from '../../tenants/tenants.js';
import type { ProviderRef, VerificationProvider, VerifierSource } from '../../verification/verification-provider.js';
import type { ConnectorCatalogue } from '../catalogue/index.js';
import type { VendorReader } from '../connections/reader.js';
import type { ConnectionStore } from '../connections/connection-store.js';
import { ConnectorProvider, type ProviderTenant } from './connector-provider.js';

export interface ConnectorVerifierDeps {
  store: ConnectionStore;
  catalogue: ConnectorCatalogue;
  reader: VendorReader;
  delivery: CodeDelivery;
  tenants: TenantService;
  logger: Logger;
}

/**
 * Builds the provider of one (live) connection with the tenant facts the caller has (the /api/connect
 * key join), looking its definition up once; null when it is disconnected or left the catalogue.
 */
export function providerFor(deps: ConnectorVerifierDeps, connection: Connection, tenant: ProviderTenant): ConnectorProvider | null {
  if (connection.status === 'disconnected') return null;
  const def = deps.catalogue.get(connection.connector);
  if (!def) return null;
  return new ConnectorProvider(
    connection,
    def,
    { id: tenant.id, businessName: tenant.businessName, smsEnabled: tenant.smsEnabled },
    {
      reader: deps.reader,
      delivery: deps.delivery,
      logger: deps.logger,
    },
  );
}

/** As providerFor, looking the tenant's facts up. */
async function providerWithTenant(deps: ConnectorVerifierDeps, connection: Connection): Promise<ConnectorProvider | null> {
  if (connection.status === 'disconnected') return null;
  const tenant = await deps.tenants.get(connection.tenantId);
  return tenant ? providerFor(deps, connection, tenant) : null;
}

/**
 * The connector source of verification providers for the platform API (/api/chatbot-api/*): the
 * tenant's connection chosen with "Use to verify customers" (src/verification/wiring.ts lists it).
 */
export class ConnectorVerifiers implements VerifierSource {
  constructor(private readonly deps: ConnectorVerifierDeps) {}

  async forTenant(tenantId: number): Promise<VerificationProvider | null> {
    const connection = await this.deps.store.verifierOf(tenantId);
    return connection ? providerWithTenant(this.deps, connection) : null;
  }

  async byRef(tenantId: number, ref: ProviderRef): Promise<VerificationProvider | null> {
    if (ref.kind !== 'connector') return null;
    const connection = await this.deps.store.find(tenantId, ref.connectionId);
    return connection ? providerWithTenant(this.deps, connection) : null;
  }
}
