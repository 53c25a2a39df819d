import type { Clock } from '../../../config/clock.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { Connection, type ConnectionStatus } from '../../db/entities/connection.js';
import type { Orm } from '../../db/orm.js';
import { connectionStatusCondition, connectionTarget } from '../connections/connection-states.js';
import { connectionSecretAad } from '../connections/connection-store.js';

/**
 * A connection's OAuth tokens, kept with its other secrets (each sealed with associated data
 * `connection:<id>:<name>`), so disconnecting deletes them outright and the dashboard never shows them:
 * `access_token` (what the oauth2 auth strategy sends), `refresh_token`, and
 * `access_token_expires_at` (epoch ms by the injected clock). Writes never bring tokens back to a
 * disconnected connection.
 */
export const OAUTH_SECRETS = { access: 'access_token', refresh: 'refresh_token', expiresAt: 'access_token_expires_at' } as const;

export interface StoredGrant {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch ms; null when the vendor gave no lifetime. */
  expiresAt: number | null;
}

export type GrantLoad =
  { ok: true; grant: StoredGrant; status: ConnectionStatus; tenantId: number } | { ok: false; reason: 'missing' | 'disconnected' | 'unreadable' };

export class OAuthTokenStore {
  constructor(
    private readonly orm: Orm,
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  private iso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** The connection's current tokens, read fresh from Postgres (a job's copy may predate a refresh). */
  async load(connectionId: number): Promise<GrantLoad> {
    const row = await this.orm.em.fork().findOne(Connection, { id: connectionId }, { fields: ['id', 'tenantId', 'status', 'secretsSealed'] });
    if (!row) return { ok: false, reason: 'missing' };
    if (row.status === 'disconnected') return { ok: false, reason: 'disconnected' };
    try {
      const open = (name: string): string | null => {
        const sealed = row.secretsSealed[name];
        return sealed === undefined ? null : this.box.open(sealed, connectionSecretAad(connectionId, name));
      };
      const expires = open(OAUTH_SECRETS.expiresAt);
      const expiresAt = expires !== null && /^\d+$/.test(expires) ? Number(expires) : null;
      return {
        ok: true,
        status: row.status,
        tenantId: row.tenantId,
        grant: { accessToken: open(OAUTH_SECRETS.access), refreshToken: open(OAUTH_SECRETS.refresh), expiresAt },
      };
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
  }

  /**
   * Stores a grant, replacing every earlier OAuth token of the connection (a refresh token the vendor
   * did not rotate is passed in again by the caller). False when the connection is gone or disconnected.
   */
  async save(connectionId: number, grant: StoredGrant): Promise<boolean> {
    const sealed: Record<string, string> = {};
    const put = (name: string, value: string | null): void => {
      if (value !== null) sealed[name] = this.box.seal(value, connectionSecretAad(connectionId, name));
    };
    put(OAUTH_SECRETS.access, grant.accessToken);
    put(OAUTH_SECRETS.refresh, grant.refreshToken);
    put(OAUTH_SECRETS.expiresAt, grant.expiresAt === null ? null : String(grant.expiresAt));
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `update "connections" set "secrets_sealed" = ("secrets_sealed" - 'access_token' - 'refresh_token' - 'access_token_expires_at') || ?::jsonb,
        "updated_at" = ?::timestamptz where "id" = ? and "status" <> 'disconnected' returning "id"`,
        [JSON.stringify(sealed), this.iso(), connectionId],
      );
    return rows.length > 0;
  }

  /**
   * The vendor refused the refresh token: the connection is failing with `message`, and the refresh
   * token is deleted so no worker ever offers it again (a refused refresh is never retried). Returns the
   * status it had before, or null when it is gone or disconnected.
   */
  async markRefused(connectionId: number, message: string): Promise<ConnectionStatus | null> {
    const now = this.iso();
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ previous: ConnectionStatus }[]>(
        `with "prev" as (select "id", "status" from "connections" where "id" = ? for update)
       update "connections" c set "status" = '${connectionTarget('refused')}', "last_error" = ?, "last_error_at" = ?::timestamptz, "updated_at" = ?::timestamptz,
         "secrets_sealed" = c."secrets_sealed" - 'refresh_token'
       from "prev" where c."id" = "prev"."id" and ${connectionStatusCondition('"prev"."status"', 'refused')} returning "prev"."status" as "previous"`,
        [connectionId, message.slice(0, 500), now, now],
      );
    return rows[0]?.previous ?? null;
  }
}
