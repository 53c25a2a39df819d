import { z } from 'zod';
import type { Connection } from '../../../db/entities/connection.js';
import type { DataKind } from '../../../messages.js';
import { customerLookup, matchCustomer, type IdentityDetails } from './matching.js';
import type { DataSource, DataSourceDirectory, SessionRef, SourceRead } from '../../data-sources.js';
import type { VerifiedCustomer } from '../../verifier.js';
import type { SessionMemo } from '../../session-memo.js';
import type { ConnectorCatalogue } from '../../../connectors/catalogue/index.js';
import type { VendorReader } from '../../../connectors/connections/reader.js';
import type { ConnectionStore } from '../../../connectors/connections/connection-store.js';
import { canSupplyData } from '../../../connectors/connections/view.js';
import type { ConnectorDefinition } from '../../../connectors/define.js';
import { customerCandidateSchema, readList, type SessionCustomer } from './connector-reads.js';

/**
 * A connection chosen with "use for data", read for a customer verified elsewhere (spec part 7):
 * - a connector that searches customers finds them by the verified email, then by the verified mobile
 *   where its find_customer searches by mobile, and uses a record only when it passes the connector
 *   matching rules against the verified name (surname exact, first name or initial) and that email or
 *   mobile — the match is remembered for the session;
 * - a connector that verifies from the customer's own orders or bookings reads records naming the
 *   verified email only (the worker's safety filter with owner match);
 * - a connector with neither cannot tell whose data it holds and is never asked.
 * Every read is a request-reply job on the connection's own vendor queue, under its bound.
 */

const matchSchema = z.union([z.object({ none: z.literal(true) }), z.object({ customer: customerCandidateSchema })]);

export class ConnectionDataSource implements DataSource {
  readonly connectionId: number;
  readonly name: string;

  /** The session's remembered match, once warm() loaded it (this object lives for one request). */
  private remembered: z.infer<typeof matchSchema> | undefined;

  constructor(
    private readonly connection: Connection,
    private readonly def: ConnectorDefinition,
    private readonly reader: VendorReader,
    private readonly memo: SessionMemo,
  ) {
    this.connectionId = connection.id;
    this.name = def.name;
  }

  holds(kind: DataKind): boolean {
    return Boolean(this.def.capabilities[kind]);
  }

  async read(kind: DataKind, customer: VerifiedCustomer, session: SessionRef): Promise<SourceRead> {
    const ownRecords = this.def.verification === 'from_orders_email' || this.def.verification === 'from_bookings_email';
    let found: SessionCustomer | null;
    if (ownRecords) {
      // Only records naming exactly the verified email are kept (the worker checks each record's owner).
      found = customer.email ? { id: '', name: customer.name, email: customer.email, phone: '', postcode: '' } : null;
    } else {
      const match = await this.find(customer, session);
      if (match === 'failed') return { ok: false };
      found = match;
    }
    if (!found) return { ok: true, rows: [] };
    const outcome = await readList({ connection: this.connection, def: this.def, reader: this.reader }, kind, found);
    if (outcome.kind !== 'ok') return { ok: false };
    const rows = outcome.body[kind];
    return { ok: true, rows: Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [] };
  }

  async warm(session: SessionRef): Promise<void> {
    if (this.def.verification === 'from_orders_email' || this.def.verification === 'from_bookings_email') return; // nothing to remember
    await this.recall(session);
  }

  private matchField(): string {
    return `match:${this.connection.id}`;
  }

  /** The session's remembered match of this connection (loaded once per request), undefined when none is remembered. */
  private async recall(session: SessionRef): Promise<z.infer<typeof matchSchema> | undefined> {
    if (this.remembered) return this.remembered;
    const remembered = matchSchema.safeParse(await this.memo.get(this.connection.tenantId, session.hash, this.matchField()));
    if (remembered.success) this.remembered = remembered.data;
    return this.remembered;
  }

  /** This connection's record of the verified customer, null when it has none, 'failed' when the vendor failed. */
  private async find(customer: VerifiedCustomer, session: SessionRef): Promise<SessionCustomer | null | 'failed'> {
    const remembered = await this.recall(session);
    if (remembered) return 'none' in remembered ? null : remembered.customer;

    const identity: IdentityDetails = { full_name: customer.name, postcode: '', email: customer.email ?? '', mobile_number: customer.mobile ?? '' };
    const attempts: { email?: string; phone?: string }[] = [];
    const byEmail = customerLookup({ ...identity, mobile_number: '' });
    if (byEmail.by === 'email') attempts.push({ email: byEmail.email });
    const byPhone = customerLookup({ ...identity, email: '' });
    if (byPhone.by === 'phone' && this.def.verification === 'search_email_phone') attempts.push({ phone: byPhone.phone });

    let match: SessionCustomer | null = null;
    for (const attempt of attempts) {
      const r = await this.reader.read({
        tenantId: this.connection.tenantId,
        connectionId: this.connection.id,
        connector: this.connection.connector,
        config: this.connection.config,
        secretsSealed: this.connection.secretsSealed,
        capability: 'find_customer',
        purpose: 'records',
        subject: { customer: { ...attempt, full_name: customer.name } },
      });
      if (!r.ok) return 'failed';
      const candidates = r.rows.flatMap((row) => {
        const parsed = customerCandidateSchema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      });
      match = matchCustomer(identity, candidates);
      if (match) break;
    }
    await this.memo.set(this.connection.tenantId, session.hash, this.matchField(), match ? { customer: match } : { none: true }, session.expiresAt);
    return match;
  }
}

/** The tenant's working "use for data" connections that can say whose data they hold. */
export class ConnectionDataSources implements DataSourceDirectory {
  constructor(private readonly deps: { store: ConnectionStore; catalogue: ConnectorCatalogue; reader: VendorReader; memo: SessionMemo }) {}

  async forTenant(tenantId: number, exceptConnectionId: number | null): Promise<DataSource[]> {
    const rows = await this.deps.store.dataSourcesOf(tenantId);
    return rows.flatMap((row) => {
      if (row.id === exceptConnectionId) return [];
      const def = this.deps.catalogue.get(row.connector);
      return def && canSupplyData(def) ? [new ConnectionDataSource(row, def, this.deps.reader, this.deps.memo)] : [];
    });
  }
}
