import type { Clock } from '../../config/clock.js';
import { randomToken } from '../crypto/keys.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Orm } from '../db/orm.js';

/** The algorithms a tenant's identity secret signs with (HS256 only: JWKS keys are the tenant's own). */
export const IDENTITY_SECRET_ALGS = ['HS256'] as const;
export type IdentitySecretAlg = (typeof IDENTITY_SECRET_ALGS)[number];

/** A secret as listed: never the secret itself. */
export interface IdentitySecretRow {
  keyId: string;
  alg: IdentitySecretAlg;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** last_used_at is written at most this often per key (a hot sign-in path writes almost nothing). */
const LAST_USED_GRANULARITY_MS = 60_000;

const aad = (tenantId: number, keyId: string): string => `identity-secret:${tenantId}:${keyId}`;

/**
 * A tenant's identity secrets (issue 28): HS256 secrets its own server signs identity tokens with,
 * 32 CSPRNG bytes as base64url, shown once at creation and kept sealed (SecretBox, bound to the
 * tenant and key id) so a token can be checked. Several may be live (rotation without downtime);
 * retiring one deletes it, so tokens signed with it fail at once.
 */
export class IdentitySecrets {
  constructor(
    private readonly orm: Orm,
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  private sql<T>(query: string, params: unknown[]): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(query, params);
  }

  /** A new secret: its key id and the secret, returned this once. */
  async create(tenantId: number): Promise<{ keyId: string; secret: string; createdAt: Date }> {
    const keyId = `idk_${randomToken(12)}`;
    const secret = randomToken(32);
    const createdAt = new Date(this.clock.now());
    await this.sql('insert into identity_secrets (tenant_id, key_id, alg, secret_sealed, created_at) values (?, ?, ?, ?, ?)', [
      tenantId,
      keyId,
      'HS256',
      this.box.seal(secret, aad(tenantId, keyId)),
      createdAt,
    ]);
    return { keyId, secret, createdAt };
  }

  async list(tenantId: number): Promise<IdentitySecretRow[]> {
    const rows = await this.sql<{ key_id: string; alg: string; created_at: Date; last_used_at: Date | null }>(
      'select key_id, alg, created_at, last_used_at from identity_secrets where tenant_id = ? order by created_at desc, id desc',
      [tenantId],
    );
    return rows.map((r) => ({
      keyId: r.key_id,
      alg: 'HS256',
      createdAt: new Date(r.created_at),
      lastUsedAt: r.last_used_at ? new Date(r.last_used_at) : null,
    }));
  }

  /** Retires a secret at once; false when the tenant has no such key. */
  async retire(tenantId: number, keyId: string): Promise<boolean> {
    const rows = await this.sql<{ id: number }>('delete from identity_secrets where tenant_id = ? and key_id = ? returning id', [tenantId, keyId]);
    return rows.length > 0;
  }

  /** The live secret of a key id of this tenant (its bytes to verify with, and its algorithm), or null. */
  async verifyingKey(tenantId: number, keyId: string): Promise<{ alg: IdentitySecretAlg; key: Uint8Array; source: 'secret' } | null> {
    if (!/^idk_[A-Za-z0-9_-]{16}$/.test(keyId)) return null;
    const rows = await this.sql<{ secret_sealed: string }>('select secret_sealed from identity_secrets where tenant_id = ? and key_id = ?', [tenantId, keyId]);
    const sealed = rows[0]?.secret_sealed;
    if (!sealed) return null;
    try {
      return { alg: 'HS256', key: new TextEncoder().encode(this.box.open(sealed, aad(tenantId, keyId))), source: 'secret' };
    } catch {
      return null;
    }
  }

  /** Notes that a key verified a token (written at most once a minute per key). */
  async touch(tenantId: number, keyId: string): Promise<void> {
    const now = this.clock.now();
    await this.sql('update identity_secrets set last_used_at = ? where tenant_id = ? and key_id = ? and (last_used_at is null or last_used_at < ?)', [
      new Date(now),
      tenantId,
      keyId,
      new Date(now - LAST_USED_GRANULARITY_MS),
    ]);
  }
}
