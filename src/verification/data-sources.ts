import type { ConnectorDefinition } from '../connectors/define.js';
import type { Connection } from '../db/entities/connection.js';

/**
 * Connections other than the verifier that supply data (spec "What the service does" 7): a tenant
 * marks a working connection with "use for data". For a verified customer each read asks the verifier
 * and every data connection that holds the kind, in parallel (reads.ts).
 */

/** What one source answered for one kind. `rows` are already the source's own (filtered) rows. */
export type SourceRead =
  /** `leftOut`: rows the source itself did not hand over (its own cut, or its safety bound). */
  | { ok: true; rows: Record<string, unknown>[]; leftOut?: number }
  /** A technical failure (vendor unreachable, refused, timed out): the answer says which source. */
  | { ok: false };

/** The verified session a read is for: its token hash and when it expires (injected clock). */
export interface SessionRef {
  hash: string;
  expiresAt: number;
}

/** One data connection with its catalogue definition. */
export interface DataConnection {
  connection: Connection;
  def: ConnectorDefinition;
}

/** The tenant's data connections, looked up once per read. */
export interface DataSourceDirectory {
  /** Working connections marked to supply data that can say whose data they hold, except `exceptConnectionId` (the verifier). */
  forTenant(tenantId: number, exceptConnectionId: number | null): Promise<DataConnection[]>;
}

/** Whom the service's own support desk looks tickets up for (account-reads.ts). */
export interface DeskCustomer {
  /** The verified record's email and mobile (null when it holds none, or could not be read). */
  email: string | null;
  mobile: string | null;
  /** SHA-256 of the session token: tickets raised with this session_token are the customer's. */
  sessionHash: string;
  /** The session's conversation: tickets linked to it are the customer's. */
  conversationId: number | null;
}

/**
 * The service's own tickets as a data source of the tickets kind: the verified customer's tickets
 * (ticket_number, subject, status, opened, updated, and `source` naming the desk), never their text
 * or notes, never another customer's.
 */
export interface OwnTickets {
  forCustomer(tenantId: number, who: DeskCustomer): Promise<SourceRead>;
}
