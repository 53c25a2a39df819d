import type { Clock } from '../../../config/clock.js';
import { Connection } from '../../db/entities/connection.js';
import { OAuthState } from '../../db/entities/oauth-state.js';
import type { Orm } from '../../db/orm.js';

/** A new sign-in's row (the state itself is never stored: only its SHA-256). */
export interface NewOAuthState {
  stateHash: string;
  tenantId: number;
  connectionId: number;
  connector: string;
  createsConnection: boolean;
  verifierSealed: string | null;
  config: Record<string, string>;
  redirectUri: string;
  expiresAt: Date;
}

/** OAuth sign-ins in progress (entity OAuthState), single use. */
export class OAuthStates {
  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
  ) {}

  async create(input: NewOAuthState): Promise<void> {
    const em = this.orm.em.fork();
    em.create(OAuthState, { ...input, usedAt: null, createdAt: new Date(this.clock.now()) });
    await em.flush();
  }

  /**
   * Uses a state up: marks it used and returns it, atomically, so two callbacks with the same state
   * cannot both proceed. Null when it is unknown or already used. Expiry is the caller's to check.
   */
  async consume(stateHash: string): Promise<OAuthState | null> {
    const em = this.orm.em.fork();
    const rows = await em
      .getConnection()
      .execute<Record<string, unknown>[]>('update "oauth_states" set "used_at" = ?::timestamptz where "state_hash" = ? and "used_at" is null returning *', [
        new Date(this.clock.now()).toISOString(),
        stateHash,
      ]);
    return rows[0] ? em.map(OAuthState, rows[0]) : null;
  }

  /**
   * Deletes the pending connection a cancelled, expired or failed sign-in created (its state rows go
   * with it). A connection that has meanwhile become something else is left alone.
   */
  async dropPendingConnection(tenantId: number, connectionId: number): Promise<void> {
    await this.orm.em.fork().nativeDelete(Connection, { id: connectionId, tenantId, status: 'pending' });
  }

  /** Pending connections whose sign-in was abandoned (state expired before `before`, never used). Returns how many were deleted. */
  async dropAbandoned(before: Date): Promise<number> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `delete from "connections" c where c."status" = 'pending' and exists (
         select 1 from "oauth_states" s where s."connection_id" = c."id" and s."creates_connection" and s."used_at" is null and s."expires_at" < ?::timestamptz)
       returning c."id"`,
        [before.toISOString()],
      );
    return rows.length;
  }
}
