import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../config/clock.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { AccountConnectSettings } from '../db/entities/account-connect-settings.js';
import { Connection } from '../db/entities/connection.js';
import { Tenant } from '../db/entities/tenant.js';
import type { Orm } from '../db/orm.js';
import { allSteps } from './steps.js';
import { EpochCache, type TenantConfigEpochs } from '../tenants/config-epochs.js';
import { bumpVerifierGeneration } from '../tenants/verifier-generation.js';
import { type StepSwitches } from '../../config/contract.js';

/** Associated data the Account Connect key is sealed with: it cannot be moved to another tenant's row. */
export function accountConnectKeyAad(tenantId: number): string {
  return `account-connect:${tenantId}`;
}

/** What the Account Connect pool needs to make a call (the key stays sealed until the worker opens it). */
export interface SealedTarget {
  baseUrl: string;
  headerName: string;
  apiKeySealed: string;
}

/** A snapshot of one tenant's settings, detached from the ORM. */
export interface AccountConnectConfig {
  tenantId: number;
  target: SealedTarget;
  steps: StepSwitches;
  /** Whether Account Connect is the tenant's verifier (only one source verifies). */
  verifies: boolean;
  /** The optional Track Order endpoint's path under the base address (spec part C), or null. */
  trackOrderPath: string | null;
  /** The tenant's verifier generation (counted up each time it chooses another verifier). */
  verifierGeneration: number;
}

export interface SaveSettings {
  baseUrl: string;
  headerName: string;
  /** A new key; undefined keeps the stored one. */
  apiKey: string | undefined;
  /** Step switches after saving. Default: all off until a chain test passes them. */
  steps?: StepSwitches;
}

/** The dashboard's view: the key is never shown, only whether one is set. */
export interface SettingsView {
  configured: boolean;
  base_url: string | null;
  header_name: string | null;
  api_key_set: boolean;
  steps: StepSwitches;
  last_test: Record<string, unknown> | null;
  tested_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  /** Whether Account Connect is the tenant's verifier (only one source verifies). */
  verifies: boolean;
  /** The optional Track Order endpoint's path (spec part C), or null. */
  track_order_path: string | null;
}

const LAST_ERROR_MAX = 500;

interface ConfigRow {
  base_url: string;
  header_name: string;
  api_key_sealed: string;
  steps_enabled: Partial<StepSwitches>;
  verifies: boolean;
  track_order_path: string | null;
  verifier_generation: number | null;
}

/** Account Connect settings in PostgreSQL, one row per tenant. */
export class AccountConnectSettingsStore {
  /** What `config` read, while the tenant's configuration epoch stands (config-epochs.ts); every change here renews it. */
  private readonly configs: EpochCache<AccountConnectConfig>;

  constructor(
    private readonly orm: Orm,
    private readonly box: SecretBox,
    private readonly clock: Clock,
    private readonly epochs: TenantConfigEpochs,
  ) {
    this.configs = new EpochCache(epochs, clock, (c) => c.tenantId);
  }

  async find(tenantId: number): Promise<AccountConnectSettings | null> {
    return this.orm.em.fork().findOne(AccountConnectSettings, { tenant: tenantId });
  }

  /**
   * The tenant's settings as the call path needs them, or null. Read on every bot call, so it is kept in
   * memory while the tenant's configuration epoch stands (one Redis GET), else one plain query (~0.4 ms
   * against ~2.2 ms for an ORM findOne with hydration).
   */
  async config(tenantId: number): Promise<AccountConnectConfig | null> {
    return this.configs.get(String(tenantId), () => this.loadConfig(tenantId), tenantId);
  }

  private async loadConfig(tenantId: number): Promise<AccountConnectConfig | null> {
    const rows = await this.orm.em.getConnection().execute<ConfigRow[]>(
      `select s.base_url, s.header_name, s.api_key_sealed, s.steps_enabled, s.verifies, s.track_order_path, t.verifier_generation
           from account_connect_settings s join tenants t on t.id = s.tenant_id where s.tenant_id = ?`,
      [tenantId],
    );
    const row = rows[0];
    if (!row) return null;
    return Object.freeze({
      tenantId,
      target: Object.freeze({ baseUrl: row.base_url, headerName: row.header_name, apiKeySealed: row.api_key_sealed }),
      steps: Object.freeze({ ...allSteps(false), ...row.steps_enabled }),
      verifies: row.verifies,
      trackOrderPath: row.track_order_path,
      verifierGeneration: row.verifier_generation ?? 0,
    });
  }

  /** Creates or replaces the settings. Returns null when no key is given and none is stored. */
  async save(tenantId: number, input: SaveSettings): Promise<AccountConnectSettings | null> {
    const saved = await this.orm.em.fork().transactional(async (em) => {
      const now = new Date(this.clock.now());
      let row = await em.findOne(AccountConnectSettings, { tenant: tenantId });
      const sealed = input.apiKey === undefined ? row?.apiKeySealed : this.box.seal(input.apiKey, accountConnectKeyAad(tenantId));
      if (!sealed) return null;
      if (!row) {
        // Only one source verifies: new settings verify unless a connection already does (the tenant's choice stands).
        const connectionVerifies = (await em.count(Connection, { tenantId, verifies: true, status: { $ne: 'disconnected' } })) > 0;
        row = em.create(AccountConnectSettings, {
          tenant: em.getReference(Tenant, tenantId),
          baseUrl: input.baseUrl,
          headerName: input.headerName,
          apiKeySealed: sealed,
          stepsEnabled: input.steps ?? allSteps(false),
          verifies: !connectionVerifies,
          trackOrderPath: null,
          lastTest: null,
          testedAt: null,
          lastError: null,
          lastErrorAt: null,
          createdAt: now,
          updatedAt: now,
        });
      } else {
        Object.assign(row, {
          baseUrl: input.baseUrl,
          headerName: input.headerName,
          apiKeySealed: sealed,
          stepsEnabled: input.steps ?? allSteps(false),
          updatedAt: now,
        });
      }
      await em.flush();
      return row;
    });
    await this.epochs.changed(tenantId);
    return saved;
  }

  /** Stores a chain test's report and the step switches it decided. */
  async recordTest(tenantId: number, report: Record<string, unknown>, steps: StepSwitches): Promise<AccountConnectSettings | null> {
    const em = this.orm.em.fork();
    const row = await em.findOne(AccountConnectSettings, { tenant: tenantId });
    if (!row) return null;
    Object.assign(row, { lastTest: report, testedAt: new Date(this.clock.now()), stepsEnabled: steps });
    await em.flush();
    await this.epochs.changed(tenantId);
    return row;
  }

  /**
   * Settings that passed the chain test's verify steps go live (pending.ts), with `alongside` (the
   * pending row removed) in the same transaction.
   */
  async applyTested(
    tenantId: number,
    target: SealedTarget,
    test: { steps: StepSwitches; report: Record<string, unknown>; at: Date },
    alongside: (tx: EntityManager) => Promise<unknown>,
  ): Promise<void> {
    await this.orm.em.fork().transactional(async (tx) => {
      await tx.nativeUpdate(
        AccountConnectSettings,
        { tenant: tenantId },
        {
          baseUrl: target.baseUrl,
          headerName: target.headerName,
          apiKeySealed: target.apiKeySealed,
          stepsEnabled: test.steps,
          lastTest: test.report,
          testedAt: test.at,
          updatedAt: test.at,
        },
      );
      await alongside(tx);
    });
    await this.epochs.changed(tenantId);
  }

  /** Notes a technical failure of a live call (wording of the spec's vendor errors). */
  async recordError(tenantId: number, error: string): Promise<void> {
    await this.orm.em.fork().nativeUpdate(
      AccountConnectSettings,
      { tenant: tenantId },
      {
        lastError: error.slice(0, LAST_ERROR_MAX),
        lastErrorAt: new Date(this.clock.now()),
      },
    );
  }

  /**
   * Account Connect becomes the tenant's one verifier: in one transaction (the tenant's connections
   * locked, as "Use to verify customers" does) the verifying connection stops verifying and its key is
   * retired unless it answers tracking, and when that changed the verifier the tenant's verifier
   * generation is counted up (sessions opened through the previous one end). Null when Account Connect
   * is not set up.
   */
  async chooseAsVerifier(tenantId: number): Promise<{ switched: boolean } | null> {
    const chosen = await this.orm.em.fork().transactional(async (em) => {
      const now = new Date(this.clock.now());
      const rows = await em.find(Connection, { tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
      const row = await em.findOne(AccountConnectSettings, { tenant: tenantId });
      if (!row) return null;
      let switched = !row.verifies;
      for (const c of rows) {
        if (!c.verifies) continue;
        switched = true;
        c.verifies = false;
        if (!c.tracking) Object.assign(c, { keyHash: null, keyIssuedAt: null });
        c.updatedAt = now;
      }
      Object.assign(row, { verifies: true, updatedAt: now });
      await em.flush();
      // Sessions opened through the previous verifier end (verification-service.ts compares the generation).
      if (switched) await bumpVerifierGeneration(em, tenantId);
      return { switched };
    });
    await this.epochs.changed(tenantId);
    return chosen;
  }

  /** Sets or clears the Track Order endpoint's path (spec part C). False when Account Connect is not set up. */
  async setTrackOrderPath(tenantId: number, path: string | null): Promise<boolean> {
    const n = await this.orm.em
      .fork()
      .nativeUpdate(AccountConnectSettings, { tenant: tenantId }, { trackOrderPath: path, updatedAt: new Date(this.clock.now()) });
    await this.epochs.changed(tenantId);
    return n > 0;
  }

  async remove(tenantId: number): Promise<boolean> {
    const n = await this.orm.em.fork().nativeDelete(AccountConnectSettings, { tenant: tenantId });
    await this.epochs.changed(tenantId);
    return n > 0;
  }

  view(row: AccountConnectSettings | null): SettingsView {
    if (!row) {
      return {
        configured: false,
        base_url: null,
        header_name: null,
        api_key_set: false,
        steps: allSteps(false),
        last_test: null,
        tested_at: null,
        last_error: null,
        last_error_at: null,
        verifies: false,
        track_order_path: null,
      };
    }
    return {
      configured: true,
      base_url: row.baseUrl,
      header_name: row.headerName,
      api_key_set: row.apiKeySealed.length > 0,
      steps: { ...allSteps(false), ...row.stepsEnabled },
      last_test: row.lastTest,
      tested_at: row.testedAt?.toISOString() ?? null,
      last_error: row.lastError,
      last_error_at: row.lastErrorAt?.toISOString() ?? null,
      verifies: row.verifies,
      track_order_path: row.trackOrderPath,
    };
  }
}
