import { EntitySchema } from '@mikro-orm/core';
import { systemClock } from '../../../config/clock.js';

/**
 * One OAuth sign-in in progress: the random state sent to the vendor (kept only as a SHA-256 hash),
 * the connection it completes, the PKCE verifier (sealed, associated data `oauth-verifier:<hash>`),
 * and when it expires (10 minutes). Single use: the callback sets `usedAt` atomically before anything
 * else. Deleted with its connection.
 */
export class OAuthState {
  id!: number;
  stateHash!: string;
  tenantId!: number;
  connectionId!: number;
  connector!: string;
  /** The sign-in created the (pending) connection; a cancelled, expired or failed sign-in deletes it. */
  createsConnection: boolean = true;
  verifierSealed: string | null = null;
  /** Config fields to run the sign-in with (and, when it re-signs an existing connection in, to save on success). */
  config: Record<string, string> = {};
  redirectUri!: string;
  expiresAt!: Date;
  usedAt: Date | null = null;
  createdAt: Date = new Date(systemClock.now());
}

export const OAuthStateSchema = new EntitySchema<OAuthState>({
  class: OAuthState,
  tableName: 'oauth_states',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    stateHash: { type: 'string', length: 64, fieldName: 'state_hash', unique: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    connectionId: { type: 'integer', fieldName: 'connection_id' },
    connector: { type: 'string', length: 64 },
    createsConnection: { type: 'boolean', fieldName: 'creates_connection', default: true },
    verifierSealed: { type: 'text', fieldName: 'verifier_sealed', nullable: true },
    config: { type: 'json', columnType: 'jsonb' },
    redirectUri: { type: 'string', length: 2048, fieldName: 'redirect_uri' },
    expiresAt: { type: 'Date', fieldName: 'expires_at', columnType: 'timestamptz' },
    usedAt: { type: 'Date', fieldName: 'used_at', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
  },
});
