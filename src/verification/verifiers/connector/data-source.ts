import { z } from 'zod';
import type { ConnectorReadPayload, ConnectorReadOutcome } from '../../../../queues/connector.js';
import type { ConnectorCatalogue } from '../../../connectors/catalogue/index.js';
import type { ConnectionStore } from '../../../connectors/connections/connection-store.js';
import { canSupplyData } from '../../../connectors/connections/view.js';
import type { DataConnection, DataSourceDirectory } from '../../data-sources.js';
import type { VerifiedCustomer } from '../../verifier.js';
import { candidatesOf, connectionPart, customerCandidateSchema, type SessionCustomer } from './connector-plans.js';
import { customerLookup, matchCustomer, type IdentityDetails } from './matching.js';

/**
 * A connection chosen with "use for data", read for a customer verified elsewhere (spec part 7), as
 * pure steps (reads.ts makes the calls):
 * - a connector that searches customers finds them by the verified email, then by the verified mobile
 *   where its find_customer searches by mobile, and uses a record only when it passes the connector
 *   matching rules against the verified name (surname exact, first name or initial) and that email or
 *   mobile — the match is remembered for the session;
 * - a connector that verifies from the customer's own orders or bookings reads records naming the
 *   verified email only (the worker's safety filter with owner match);
 * - a connector with neither cannot tell whose data it holds and is never asked.
 */

/** What the session remembers of one data connection: the customer it matched, or that none did. */
export const rememberedMatchSchema = z.union([z.object({ none: z.literal(true) }), z.object({ customer: customerCandidateSchema })]);
export type RememberedMatch = z.infer<typeof rememberedMatchSchema>;

/** The session memo's field for a data connection's match. */
export const matchField = (connectionId: number): string => `match:${connectionId}`;

/** Whether the connection reads only records naming the customer's email (no customer search). */
export function readsOwnRecords(source: DataConnection): boolean {
  return source.def.verification === 'from_orders_email' || source.def.verification === 'from_bookings_email';
}

/** The customer as a connection that reads its own records knows them: by the verified email alone (null without one). */
export function ownRecordsCustomer(customer: VerifiedCustomer): SessionCustomer | null {
  return customer.email ? { id: '', name: customer.name, email: customer.email, phone: '', postcode: '' } : null;
}

const identityOf = (customer: VerifiedCustomer): IdentityDetails => ({
  full_name: customer.name,
  postcode: '',
  email: customer.email ?? '',
  mobile_number: customer.mobile ?? '',
});

/** The customer searches to try, in order: by the verified email, then by the verified mobile where the connector searches by mobile. */
export function findPayloads(source: DataConnection, customer: VerifiedCustomer): ConnectorReadPayload[] {
  const identity = identityOf(customer);
  const attempts: { email?: string; phone?: string }[] = [];
  const byEmail = customerLookup({ ...identity, mobile_number: '' });
  if (byEmail.by === 'email') attempts.push({ email: byEmail.email });
  const byPhone = customerLookup({ ...identity, email: '' });
  if (byPhone.by === 'phone' && source.def.verification === 'search_email_phone') attempts.push({ phone: byPhone.phone });
  return attempts.map((attempt) => ({
    ...connectionPart(source.connection),
    capability: 'find_customer',
    purpose: 'records',
    subject: { customer: { ...attempt, full_name: customer.name } },
  }));
}

/** The record of one search's rows that passes the matching rules against the verified customer, or null. */
export function matchIn(result: Extract<ConnectorReadOutcome, { ok: true }>, customer: VerifiedCustomer): SessionCustomer | null {
  return matchCustomer(identityOf(customer), candidatesOf(result.rows));
}

/** The tenant's working "use for data" connections that can say whose data they hold. */
export class ConnectionDataSources implements DataSourceDirectory {
  constructor(private readonly deps: { store: ConnectionStore; catalogue: ConnectorCatalogue }) {}

  async forTenant(tenantId: number, exceptConnectionId: number | null): Promise<DataConnection[]> {
    const rows = await this.deps.store.dataSourcesOf(tenantId);
    return rows.flatMap((connection) => {
      if (connection.id === exceptConnectionId) return [];
      const def = this.deps.catalogue.get(connection.connector);
      return def && canSupplyData(def) ? [{ connection, def }] : [];
    });
  }
}
