import { LockMode } from '@mikro-orm/postgresql';
import type { Clock } from '../../../config/clock.js';
import { sha256Hex } from '../../crypto/hashing.js';
import { generateKey } from '../../crypto/keys.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { Connection, type CapabilityProbeOutcome, type ConnectionStatus } from '../../db/entities/connection.js';
import { hydrateRow, type Orm } from '../../db/orm.js';
import { connectionStep, INITIAL_CONNECTION_STATUS, testEvent } from './connection-states.js';
import { EpochCache, type TenantConfigEpochs } from '../../tenants/config-epochs.js';
import { bumpVerifierGeneration } from '../../tenants/verifier-generation.js';

/** Associated data a connection's secret is sealed with: it cannot be moved to another connection or name. */
export function connectionSecretAad(connectionId: number, name: string): string {
  return `connection:${connectionId}:${name}`;
}

const LAST_ERROR_MAX = 500;

/** A connection opened by its key, with the tenant facts its verification needs. */
/** The tenant of a connection, as the connector verifier needs it (business name in texts, SMS on or off). */
export interface ConnectionTenant {
  id: number;
  businessName: string;
  smsEnabled: boolean;
  /** The tenant's verifier generation (src/tenants/verifier-generation.ts). */
  verifierGeneration: number;
}

export interface AuthenticatedConnection {
  connection: Connection;
  tenant: ConnectionTenant;
}

/** What a role change did to keys: the new key (shown once), when one was issued. */
export interface RoleChange {
  connection: Connection;
  /** A new scc_ key for this connection, or null when its current key stays. */
  key: string | null;
  /** The tenant's verifier changed (another source verified before): its verifier generation was counted up. */
  verifierSwitched: boolean;
}

/**
 * Connections in PostgreSQL. Secrets are sealed one by one with the connection id in the associated
 * data (so the row is written first, then sealed); access keys are kept only as SHA-256 hashes.
 */
export class ConnectionStore {
  /** Tenants known to have no working "use for data" connection, while their configuration epoch stands. */
  private readonly noDataSources: EpochCache<{ tenantId: number }>;

  constructor(
    private readonly orm: Orm,
    private readonly box: SecretBox,
    private readonly clock: Clock,
    /**
     * Renewed when choosing a verifier changes the tenant's Account Connect settings or verifier
     * generation, and when a connection may have joined the tenant's working data sources.
     */
    private readonly epochs: TenantConfigEpochs,
  ) {
    this.noDataSources = new EpochCache(epochs, clock, (v) => v.tenantId);
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** A new pending connection with its config and sealed secrets. */
  async create(tenantId: number, connector: string, config: Record<string, string>, secrets: Record<string, string>): Promise<Connection> {
    return this.orm.em.fork().transactional(async (em) => {
      const now = this.now();
      const row = em.create(Connection, {
        tenantId,
        connector,
        status: INITIAL_CONNECTION_STATUS,
        config,
        secretsSealed: {},
        testResults: null,
        lastError: null,
        lastErrorAt: null,
        lastTestedAt: null,
        verifies: false,
        tracking: false,
        suppliesData: false,
        keyHash: null,
        keyIssuedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush(); // the id binds the sealed secrets
      row.secretsSealed = Object.fromEntries(Object.entries(secrets).map(([name, value]) => [name, this.box.seal(value, connectionSecretAad(row.id, name))]));
      await em.flush();
      return row;
    });
  }

  /**
   * Replaces a connection's config and secrets (sealed again, bound to its id); its status, roles,
   * key and test results stay until the next test. Null when it is unknown or disconnected.
   */
  async replaceCredentials(tenantId: number, id: number, config: Record<string, string>, secrets: Record<string, string>): Promise<Connection | null> {
    const em = this.orm.em.fork();
    const row = await em.findOne(Connection, { id, tenantId });
    if (!row || row.status === 'disconnected') return null;
    Object.assign(row, {
      config,
      secretsSealed: Object.fromEntries(Object.entries(secrets).map(([name, value]) => [name, this.box.seal(value, connectionSecretAad(row.id, name))])),
      updatedAt: this.now(),
    });
    await em.flush();
    return row;
  }

  async find(tenantId: number, id: number): Promise<Connection | null> {
    return this.orm.em.fork().findOne(Connection, { id, tenantId });
  }

  async list(tenantId: number): Promise<Connection[]> {
    return this.orm.em.fork().find(Connection, { tenantId }, { orderBy: { id: 'asc' } });
  }

  /** The connection a per-connection key opens (never a disconnected one), or null. */
  async authenticate(id: number, key: string): Promise<Connection | null> {
    return (await this.authenticateWithTenant(id, key))?.connection ?? null;
  }

  /**
   * The connection a per-connection key opens, with what its bot calls need of the tenant, in one
   * query (a raw join: the bot's hot path; two findOne calls cost several times more). Never cached,
   * so a retired key fails at once in every process.
   */
  async authenticateWithTenant(id: number, key: string): Promise<AuthenticatedConnection | null> {
    if (!key.startsWith('scc_')) return null;
    return this.withTenant('c.id = ? and c.key_hash = ?', [id, sha256Hex(key)]);
  }

  /** A live (not disconnected) connection of the tenant with what its provider needs of the tenant, in one query. */
  async findLiveWithTenant(tenantId: number, id: number): Promise<AuthenticatedConnection | null> {
    return this.withTenant('c.id = ? and c.tenant_id = ?', [id, tenantId]);
  }

  /** The tenant's live verifying connection with what its provider needs of the tenant, in one query. */
  async verifierWithTenant(tenantId: number): Promise<AuthenticatedConnection | null> {
    return this.withTenant('c.tenant_id = ? and c.verifies', [tenantId]);
  }

  private async withTenant(where: string, params: unknown[]): Promise<AuthenticatedConnection | null> {
    const em = this.orm.em.fork();
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(
      `select c.*, t.business_name as "tenant:business_name", t.sms_enabled as "tenant:sms_enabled", t.verifier_generation as "tenant:verifier_generation"
         from connections c join tenants t on t.id = c.tenant_id
        where ${where} and c.status <> 'disconnected'
        order by c.id limit 1`,
      params,
    );
    const row = rows[0];
    if (!row) return null;
    const { 'tenant:business_name': businessName, 'tenant:sms_enabled': smsEnabled, 'tenant:verifier_generation': generation, ...columns } = row;
    const connection = hydrateRow(em, Connection, columns);
    return {
      connection,
      tenant: { id: connection.tenantId, businessName: String(businessName), smsEnabled: smsEnabled === true, verifierGeneration: Number(generation ?? 0) },
    };
  }

  /** The tenant's verifying connection, or null. */
  async verifierOf(tenantId: number): Promise<Connection | null> {
    return this.orm.em.fork().findOne(Connection, { tenantId, verifies: true, status: { $ne: 'disconnected' } });
  }

  /** The tenant's tracking connection ("Use for tracking"), or null. */
  async trackerOf(tenantId: number): Promise<Connection | null> {
    return this.orm.em.fork().findOne(Connection, { tenantId, tracking: true, status: { $ne: 'disconnected' } });
  }

  /**
   * The tenant's working connections marked "use for data" (one indexed query on every multi-source
   * read). That a tenant has none is kept in memory under its configuration epoch, so the tenants
   * without data connections (most) skip the query; the epoch is renewed whenever a connection may
   * have joined them (dataSourceMayHaveJoined).
   */
  async dataSourcesOf(tenantId: number): Promise<Connection[]> {
    let rows: Connection[] | null = null;
    await this.noDataSources.get(
      `data-sources:${tenantId}`,
      async () => {
        const em = this.orm.em.fork();
        const found = await em
          .getConnection()
          .execute<Record<string, unknown>[]>(`select * from connections where tenant_id = ? and supplies_data and status = 'working' order by id`, [tenantId]);
        rows = found.map((row) => hydrateRow(em, Connection, row));
        return rows.length === 0 ? { tenantId } : null;
      },
      tenantId,
    );
    return rows ?? [];
  }

  /** After a write to `row` has committed: when it is now a working data source, every process's "none" for its tenant is stale. */
  async dataSourceMayHaveJoined(row: Connection): Promise<void> {
    if (row.suppliesData && row.status === 'working') await this.epochs.changed(row.tenantId);
  }

  /**
   * "Use for data" on or off. Only a working connection that does not verify can be switched on; null
   * when there is no such connection, 'not_working' when it is not working, 'verifies' when it verifies.
   */
  async useForData(tenantId: number, id: number, on: boolean): Promise<Connection | 'not_working' | 'verifies' | null> {
    const em = this.orm.em.fork();
    const row = await em.findOne(Connection, { id, tenantId });
    if (!row) return null;
    if (on && row.status !== 'working') return 'not_working';
    if (on && row.verifies) return 'verifies';
    Object.assign(row, { suppliesData: on, updatedAt: this.now() });
    await em.flush();
    await this.dataSourceMayHaveJoined(row);
    return row;
  }

  /** Opens a connection's secrets (worker side). Throws SecretBoxError when one cannot be opened. */
  openSecrets(connectionId: number, sealed: Readonly<Record<string, string>>): Record<string, string> {
    return Object.fromEntries(Object.entries(sealed).map(([name, value]) => [name, this.box.open(value, connectionSecretAad(connectionId, name))]));
  }

  /** Stores a connection test: per-capability results and the status they decide. */
  async recordTest(
    id: number,
    results: Record<string, CapabilityProbeOutcome>,
    status: Extract<ConnectionStatus, 'working' | 'failing'>,
    lastError: string | null,
  ): Promise<Connection | null> {
    const em = this.orm.em.fork();
    const row = await em.findOne(Connection, { id });
    const step = row && connectionStep(row.status, testEvent(status === 'working'));
    if (!row || !step) return row;
    const now = this.now();
    Object.assign(row, { status: step.next, updatedAt: now });
    if (step.effects.includes('record_results')) Object.assign(row, { testResults: results, lastTestedAt: now });
    if (lastError !== null) Object.assign(row, { lastError: lastError.slice(0, LAST_ERROR_MAX), lastErrorAt: now });
    else row.lastError = null;
    await em.flush();
    await this.dataSourceMayHaveJoined(row);
    return row;
  }

  /** Notes a failed live read (spec wording of "Vendor errors recorded on a connection"). */
  async recordFailure(id: number, message: string): Promise<void> {
    await this.orm.em.fork().nativeUpdate(Connection, { id }, { lastError: message.slice(0, LAST_ERROR_MAX), lastErrorAt: this.now() });
  }

  /**
   * "Use to verify customers": this connection becomes the tenant's one verifier with a new key (its
   * previous key stops at once) and stops supplying data (its rows are read as the verifier's). The previous verifier stops verifying and its key is retired at once,
   * unless it still answers tracking.
   */
  async chooseVerifier(tenantId: number, id: number): Promise<RoleChange | null> {
    return this.changeRole(tenantId, id, 'verifies');
  }

  /**
   * "Use for tracking": this connection becomes the tenant's one tracking connection. It gets a key
   * only when it has none (a verifier keeps its key). The previous tracking connection's key is
   * retired unless it verifies.
   */
  async chooseTracking(tenantId: number, id: number): Promise<RoleChange | null> {
    return this.changeRole(tenantId, id, 'tracking');
  }

  private async changeRole(tenantId: number, id: number, role: 'verifies' | 'tracking'): Promise<RoleChange | null> {
    const change = await this.orm.em.fork().transactional(async (em) => {
      // Lock the tenant's connections so two presses cannot both become the one verifier.
      const rows = await em.find(Connection, { tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
      const target = rows.find((r) => r.id === id);
      if (!target || target.status === 'disconnected') return target ? { connection: target, key: null, verifierSwitched: false } : null;
      const now = this.now();
      const other = role === 'verifies' ? 'tracking' : 'verifies';
      for (const previous of rows) {
        if (previous.id === id || !previous[role]) continue;
        previous[role] = false;
        if (!previous[other]) Object.assign(previous, { keyHash: null, keyIssuedAt: null });
        previous.updatedAt = now;
      }
      await em.flush(); // the partial unique index sees the old role gone before the new one is set
      // Only one source verifies: a connection chosen to verify switches Account Connect off, in this transaction,
      // and when the verifier changes, sessions opened through the previous one end (the generation counts up).
      let verifierSwitched = false;
      if (role === 'verifies') {
        const off = await em
          .getConnection()
          .execute<{ tenant_id: number }[]>(
            'update account_connect_settings set verifies = false, updated_at = ? where tenant_id = ? and verifies returning tenant_id',
            [now, tenantId],
          );
        verifierSwitched = !target.verifies;
        if (verifierSwitched || off.length > 0) {
          verifierSwitched = true;
          await bumpVerifierGeneration(em, tenantId);
        }
      }
      target[role] = true;
      // The verifier's rows are read as the verifier's: it stops supplying data, so no row is read twice.
      if (role === 'verifies') target.suppliesData = false;
      target.updatedAt = now;
      let key: string | null = null;
      if (role === 'verifies' || target.keyHash === null) key = this.issueKey(target);
      await em.flush();
      return { connection: target, key, verifierSwitched };
    });
    if (role === 'verifies' && change) await this.epochs.changed(tenantId);
    return change;
  }

  private issueKey(row: Connection): string {
    const key = generateKey('connection');
    Object.assign(row, { keyHash: sha256Hex(key), keyIssuedAt: this.now() });
    return key;
  }

  /** Disconnect: credentials and key deleted outright, roles dropped, status disconnected. */
  async disconnect(tenantId: number, id: number): Promise<Connection | null> {
    const em = this.orm.em.fork();
    const row = await em.findOne(Connection, { id, tenantId });
    const step = row && connectionStep(row.status, 'disconnect');
    if (!row || !step) return row;
    Object.assign(row, { status: step.next, updatedAt: this.now() });
    if (step.effects.includes('delete_credentials')) {
      Object.assign(row, { secretsSealed: {}, pending: null, keyHash: null, keyIssuedAt: null, verifies: false, tracking: false, suppliesData: false });
    }
    await em.flush();
    return row;
  }
}
