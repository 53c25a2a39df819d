import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../config/clock.js';
import { sha256Hex } from '../crypto/hashing.js';
import { generateKey, type KeyKind } from '../crypto/keys.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { ApiKey } from '../db/entities/api-key.js';
import { Tenant } from '../db/entities/tenant.js';
import { hydrateRow, type Orm } from '../db/orm.js';
import { EpochCache, type TenantConfigEpochs } from './config-epochs.js';

export interface NewTenant {
  name: string;
  businessName?: string | undefined;
  ownerEmail: string;
  smsEnabled?: boolean | undefined;
  /** Live tenant this one shadows, for a sandbox. */
  sandboxOf?: Tenant | undefined;
}

export interface SettingsChanges {
  businessName?: string | undefined;
  smsEnabled?: boolean | undefined;
  codeCap10Minutes?: number | null | undefined;
  codeCap24Hours?: number | null | undefined;
  customerReceipts?: boolean | undefined;
}

/** A tenant found by an API key: its id, and its entity made on first asking. */
export interface AuthenticatedTenant {
  id: number;
  entity(): Tenant;
}

/** Tenants and their platform API keys (SHA-256 hash for lookups, a sealed copy to show the owner). */
export class TenantService {
  /** API key hash -> the tenant's row, while the tenant's configuration epoch stands. */
  private readonly byKey: EpochCache<Record<string, unknown>>;

  constructor(
    private readonly orm: Orm,
    private readonly box: SecretBox,
    private readonly clock: Clock,
    private readonly epochs: TenantConfigEpochs,
  ) {
    this.byKey = new EpochCache(epochs, clock, (row) => Number(row['id']));
  }

  /** Creates a tenant and its first key; the plain key is returned once here. */
  async create(input: NewTenant, em: EntityManager = this.orm.em.fork()): Promise<{ tenant: Tenant; apiKey: string }> {
    return em.transactional(async (tx) => {
      const tenant = tx.create(Tenant, {
        name: input.name,
        businessName: input.businessName ?? input.name,
        ownerEmail: input.ownerEmail,
        smsEnabled: input.smsEnabled ?? false,
        customerReceipts: false,
        sandboxOf: input.sandboxOf ?? null,
        createdAt: new Date(this.clock.now()),
      });
      await tx.flush(); // the tenant id binds the sealed key copy
      const apiKey = this.issueKey(tx, tenant, input.sandboxOf ? 'sandbox' : 'tenant');
      await tx.flush();
      return { tenant, apiKey };
    });
  }

  /**
   * The tenant an API key belongs to, or null. On every platform call: the tenant's row is kept in
   * memory while its configuration epoch stands (one Redis GET; config-epochs.ts), else it is one
   * indexed join (~0.4 ms). A regenerated key renews the epoch, so its predecessor fails at once in
   * every process. The id comes at once; the entity (one of the call's own) is made from the row only
   * when a route asks for it: most calls need the id alone, and making the entity was 3.9% of the web
   * process's CPU through an Account Connect chain (2026-12-04 profile).
   */
  async authenticate(apiKey: string): Promise<AuthenticatedTenant | null> {
    if (!apiKey) return null;
    const hash = sha256Hex(apiKey);
    const row = await this.byKey.get(hash, async () => {
      const rows = await this.orm.em
        .getConnection()
        .execute<Record<string, unknown>[]>('select t.* from api_keys k join tenants t on t.id = k.tenant_id where k.key_hash = ?', [hash]);
      return rows[0] ?? null;
    });
    if (!row) return null;
    let entity: Tenant | undefined;
    return { id: Number(row['id']), entity: () => (entity ??= hydrateRow(this.orm.em.fork(), Tenant, row)) };
  }

  async get(tenantId: number): Promise<Tenant | null> {
    return this.orm.em.fork().findOne(Tenant, { id: tenantId });
  }

  /**
   * Changes what the dashboard's settings page edits: the business name (in code texts), whether codes
   * go by SMS, and the caps on codes to one destination (null: back to the default).
   */
  async updateSettings(tenantId: number, changes: SettingsChanges): Promise<Tenant | null> {
    const em = this.orm.em.fork();
    const tenant = await em.findOne(Tenant, { id: tenantId });
    if (!tenant) return null;
    if (changes.businessName !== undefined) tenant.businessName = changes.businessName;
    if (changes.smsEnabled !== undefined) tenant.smsEnabled = changes.smsEnabled;
    if (changes.codeCap10Minutes !== undefined) tenant.codeCap10Minutes = changes.codeCap10Minutes;
    if (changes.codeCap24Hours !== undefined) tenant.codeCap24Hours = changes.codeCap24Hours;
    if (changes.customerReceipts !== undefined) tenant.customerReceipts = changes.customerReceipts;
    await em.flush();
    await this.epochs.changed(tenantId);
    return tenant;
  }

  /** The caps the tenant set on codes to one destination (null: the default); one indexed read, asked once per code. */
  async codeCaps(tenantId: number): Promise<{ per10Minutes: number | null; per24Hours: number | null }> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ m: number | null; d: number | null }[]>('select code_cap_10_minutes as m, code_cap_24_hours as d from tenants where id = ?', [tenantId]);
    return { per10Minutes: rows[0]?.m ?? null, per24Hours: rows[0]?.d ?? null };
  }

  /** Replaces the tenant's key; the old one stops working at once. Returns the new key. */
  async regenerateKey(tenantId: number): Promise<string | null> {
    const key = await this.orm.em.fork().transactional(async (tx) => {
      const tenant = await tx.findOne(Tenant, { id: tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!tenant) return null;
      await tx.nativeDelete(ApiKey, { tenant: tenantId });
      const next = this.issueKey(tx, tenant, tenant.sandboxOf ? 'sandbox' : 'tenant');
      await tx.flush();
      return next;
    });
    if (key !== null) await this.epochs.changed(tenantId);
    return key;
  }

  /** The current key in plain text, for the owner's dashboard. */
  async revealKey(tenantId: number): Promise<string | null> {
    const row = await this.orm.em.fork().findOne(ApiKey, { tenant: tenantId });
    return row ? this.box.open(row.keySealed, `api-key:${tenantId}`) : null;
  }

  private issueKey(em: EntityManager, tenant: Tenant, kind: KeyKind): string {
    const key = generateKey(kind);
    // The sealed copy is bound to the tenant id, so it cannot be moved to another tenant's row.
    em.create(ApiKey, { tenant, keyHash: sha256Hex(key), keySealed: this.box.seal(key, `api-key:${tenant.id}`), createdAt: new Date(this.clock.now()) });
    return key;
  }
}
