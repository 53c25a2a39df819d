import type { ConnectorDefinition } from '../connectors/define.js';
import type { Connection } from '../db/entities/connection.js';

/**
 * Connections other than the verifier that supply data (spec "What the service does" 7): a tenant
 * marks a working connection with "use for data". For a verified customer each read asks the verifier
 * and every data connection that holds the kind, in parallel (reads.ts).
 */

/** What one source answered for one kind. `rows` are already the source's own (filtered) rows. */
export type SourceRead =
  | { ok: true; rows: Record<string, unknown>[] }
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
