import type { Connection } from '../../db/entities/connection.js';
import type { Logger } from '../../logger.js';
import type { CodeDelivery } from '../../notify/code-delivery.js';
import type { TenantService } from '../../tenants/tenants.js';
import type { ProviderRef, VerificationProvider, VerifierSource } from '../../verification/provider.js';
import type { ConnectorCatalogue } from '../catalogue/index.js';
import type { VendorReader } from '../connections/reader.js';
import type { ConnectionStore } from '../connections/store.js';
import { ConnectorProvider, type ProviderTenant } from './provider.js';

export interface ConnectorVerifierDeps {
  store: ConnectionStore;
  catalogue: ConnectorCatalogue;
  reader: VendorReader;
  delivery: CodeDelivery;
  tenants: TenantService;
  logger: Logger;
}

/**
 * Builds the provider of one (live) connection, or null when it is disconnected or left the catalogue.
 * The tenant's facts are looked up unless the caller already has them (the /api/connect key join).
 */
export async function providerFor(deps: ConnectorVerifierDeps, connection: Connection, known?: ProviderTenant): Promise<ConnectorProvider | null> {
  if (connection.status === 'disconnected') return null;
  const def = deps.catalogue.get(connection.connector);
  if (!def) return null;
  const tenant = known ?? (await deps.tenants.get(connection.tenantId));
  if (!tenant) return null;
  return new ConnectorProvider(connection, def, { id: tenant.id, businessName: tenant.businessName, smsEnabled: tenant.smsEnabled }, {
    reader: deps.reader, delivery: deps.delivery, logger: deps.logger,
  });
}

/**
 * The connector source of verification providers for the platform API (/api/chatbot-api/*): the
 * tenant's connection chosen with "Use to verify customers". Add it to the VerifierDirectory list in
 * src/verification/wiring.ts to route chatbot verification to connectors.
 */
export class ConnectorVerifiers implements VerifierSource {
  constructor(private readonly deps: ConnectorVerifierDeps) {}

  async forTenant(tenantId: number): Promise<VerificationProvider | null> {
    const connection = await this.deps.store.verifierOf(tenantId);
    return connection ? providerFor(this.deps, connection) : null;
  }

  async byRef(tenantId: number, ref: ProviderRef): Promise<VerificationProvider | null> {
    if (ref.kind !== 'connector') return null;
    const connection = await this.deps.store.find(tenantId, ref.connectionId);
    return connection ? providerFor(this.deps, connection) : null;
  }
}

/** The one connection a /api/connect/{connection_id} call is about, as a source of providers. */
export class SingleConnectionSource implements VerifierSource {
  constructor(private readonly provider: ConnectorProvider) {}

  async forTenant(): Promise<VerificationProvider | null> {
    return this.provider;
  }

  async byRef(_tenantId: number, ref: ProviderRef): Promise<VerificationProvider | null> {
    return ref.kind === 'connector' && this.provider.ref.kind === 'connector' && ref.connectionId === this.provider.ref.connectionId ? this.provider : null;
  }
}
