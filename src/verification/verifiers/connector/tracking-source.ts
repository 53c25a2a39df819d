import type { Connection } from '../../../db/entities/connection.js';
import type { VerifiedCustomer } from '../../verifier.js';
import type { TrackingDirectory, TrackingReply, TrackingSource } from '../../tracking.js';
import type { ConnectorCatalogue } from '../../../connectors/catalogue/index.js';
import type { VendorReader } from '../../../connectors/connections/reader.js';
import type { ConnectionStore } from '../../../connectors/connections/connection-store.js';
import { trackingLookups, type ConnectorDefinition } from '../../../connectors/define.js';
import { orderStatus } from './order-status.js';

/** The tenant's "Use for tracking" connection as the platform's tracking source (part B's order-status rules). */
export class ConnectionTracking implements TrackingSource {
  readonly name: string;
  readonly byTrackingNumber: boolean;
  readonly byOrderNumber: boolean;

  constructor(
    private readonly connection: Connection,
    private readonly def: ConnectorDefinition,
    private readonly reader: VendorReader,
  ) {
    this.name = def.name;
    const lookups = trackingLookups(def);
    this.byTrackingNumber = lookups.byTrackingNumber;
    this.byOrderNumber = lookups.byOrderNumber;
  }

  trackByNumber(trackingNumber: string, postcode: string): Promise<TrackingReply> {
    return orderStatus(this.connection, this.def, this.reader, { tracking_number: trackingNumber, order_number: '', postcode, session: null });
  }

  trackByOrder(orderNumber: string, postcode: string, customer: VerifiedCustomer): Promise<TrackingReply> {
    const session = {
      id: customer.id ?? '',
      name: customer.name,
      email: customer.email ?? '',
      phone: customer.mobile ?? '',
      postcode: customer.postcode ?? '',
    };
    return orderStatus(this.connection, this.def, this.reader, { tracking_number: '', order_number: orderNumber, postcode, session });
  }
}

export class ConnectionTrackingDirectory implements TrackingDirectory {
  constructor(private readonly deps: { store: ConnectionStore; catalogue: ConnectorCatalogue; reader: VendorReader }) {}

  async forTenant(tenantId: number): Promise<TrackingSource | null> {
    const row = await this.deps.store.trackerOf(tenantId);
    const def = row ? this.deps.catalogue.get(row.connector) : undefined;
    return row && def ? new ConnectionTracking(row, def, this.deps.reader) : null;
  }
}
