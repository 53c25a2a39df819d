import type { DataKind } from '../messages.js';
import type { VerifiedCustomer } from './verifier.js';

/**
 * Connections other than the verifier that supply data (spec "What the service does" 7): a tenant
 * marks a working connection with "use for data". For a verified customer each read asks the verifier
 * and every data connection that holds the kind, in parallel.
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

/** One data connection, able to find the verified customer in its own records and read them. */
export interface DataSource {
  /** The connection id (never the verifier's). */
  readonly connectionId: number;
  /** The connection's name, as rows carry it in `source`. */
  readonly name: string;
  holds(kind: DataKind): boolean;
  /**
   * Finds the verified customer by their verified email (then mobile, where the connector searches by
   * mobile), checks the name by the connector matching rules, then reads `kind`. A customer it does not
   * know is an empty list, never a failure. `session` lets a match be remembered while the session lives.
   */
  read(kind: DataKind, customer: VerifiedCustomer, session: SessionRef): Promise<SourceRead>;
  /**
   * Loads what the session already knows of this source (its remembered customer match), so that a
   * `read` right after needs no look-up before its vendor call: the reads of all sources then start
   * together (and travel together where they share a queue).
   */
  warm?(session: SessionRef): Promise<void>;
}

/** The tenant's data connections, looked up once per read. */
export interface DataSourceDirectory {
  /** Working connections marked to supply data, except `exceptConnectionId` (the verifier). */
  forTenant(tenantId: number, exceptConnectionId: number | null): Promise<DataSource[]>;
}
