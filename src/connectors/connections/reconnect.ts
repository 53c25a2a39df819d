import type { Clock } from '../../../config/clock.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { Connection, type PendingCredentials } from '../../db/entities/connection.js';
import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import { CONNECTION_MESSAGES, PENDING_SETTINGS_MESSAGES } from '../../messages.js';
import type { AddressPolicy } from '../../net/address-policy.js';
import type { ConnectorCatalogue } from '../catalogue/index.js';
import type { ConnectorDefinition } from '../define.js';
import { connectionStep, testEvent } from './connection-states.js';
import { runProbe, type ProbeOutcome } from './probe.js';
import type { VendorReader } from './read-calls.js';
import type { ConnectInput, TestSummary } from './service.js';
import { checkSettings, type SettingError } from './settings-check.js';
import { connectionSecretAad, type ConnectionStore } from './connection-store.js';
import { connectionView, type ConnectionView } from './view.js';

export type ReconnectOutcome =
  | { kind: 'not_found' }
  | { kind: 'disconnected' }
  | { kind: 'unknown_connector' }
  | { kind: 'invalid'; errors: SettingError[] }
  /** No new credentials wait (retest or discard of pending ones). */
  | { kind: 'none_pending' }
  | { kind: 'tested'; applied: 'live' | 'pending'; connection: ConnectionView; test: TestSummary };

export interface ConnectionReconnectDeps {
  orm: Orm;
  box: SecretBox;
  clock: Clock;
  store: ConnectionStore;
  catalogue: ConnectorCatalogue;
  reader: VendorReader;
  policy: AddressPolicy;
  logger: Logger;
}

/**
 * Reconnect with new keys ("Connector API key: create a new vendor key, reconnect, revoke the old"),
 * without breaking the live bot: the new credentials of a working connection are tested first (the
 * connection test probe, through the vendor pool) and replace the live ones only when at least one
 * capability passes. Otherwise they wait beside them, shown failing with the vendor error, until a
 * later test passes them or the owner discards them. A connection that is not working has nothing to
 * keep: its credentials are replaced and tested as on connect.
 */
export class ConnectionReconnect {
  constructor(private readonly deps: ConnectionReconnectDeps) {}

  private view(row: Connection): ConnectionView {
    return connectionView(row, this.deps.catalogue.get(row.connector));
  }

  async reconnect(tenantId: number, id: number, input: Pick<ConnectInput, 'config' | 'secrets'>): Promise<ReconnectOutcome> {
    const row = await this.deps.store.find(tenantId, id);
    if (!row) return { kind: 'not_found' };
    if (row.status === 'disconnected') return { kind: 'disconnected' };
    const def = this.deps.catalogue.get(row.connector);
    if (!def) return { kind: 'unknown_connector' };
    const checked = checkSettings(def, input, this.deps.policy);
    if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
    const secretsSealed = Object.fromEntries(
      Object.entries(checked.secrets).map(([name, value]) => [name, this.deps.box.seal(value, connectionSecretAad(row.id, name))]),
    );
    return this.trial(def, row, { config: checked.config, secretsSealed }, row.status === 'working');
  }

  /** Tests the waiting credentials again; they go live when a capability passes. */
  async retestPending(tenantId: number, id: number): Promise<ReconnectOutcome> {
    const row = await this.deps.store.find(tenantId, id);
    if (!row) return { kind: 'not_found' };
    if (row.status === 'disconnected') return { kind: 'disconnected' };
    if (!row.pending) return { kind: 'none_pending' };
    const def = this.deps.catalogue.get(row.connector);
    if (!def) return { kind: 'unknown_connector' };
    return this.trial(def, row, { config: row.pending.config, secretsSealed: row.pending.secretsSealed }, true);
  }

  async discardPending(tenantId: number, id: number): Promise<ReconnectOutcome> {
    const em = this.deps.orm.em.fork();
    const row = await em.findOne(Connection, { id, tenantId });
    if (!row) return { kind: 'not_found' };
    if (!row.pending) return { kind: 'none_pending' };
    row.pending = null;
    await em.flush();
    return { kind: 'tested', applied: 'live', connection: this.view(row), test: { passed: 0, total: 0, message: PENDING_SETTINGS_MESSAGES.discarded } };
  }

  private async trial(
    def: ConnectorDefinition,
    row: Connection,
    candidate: { config: Record<string, string>; secretsSealed: Record<string, string> },
    keepLiveOnFailure: boolean,
  ): Promise<ReconnectOutcome> {
    const probe: ProbeOutcome = await runProbe(def, Object.assign(Object.create(Connection.prototype) as Connection, row, candidate), this.deps.reader);
    const now = new Date(this.deps.clock.now());
    const em = this.deps.orm.em.fork();
    const current = await em.findOne(Connection, { id: row.id });
    const step = current && connectionStep(current.status, testEvent(probe.status === 'working'));
    if (!current || !step) return { kind: 'disconnected' };
    const next = step.next;
    const summary = (message: string): TestSummary => ({ passed: probe.passed, total: probe.total, message });
    if (probe.status === 'working' || !keepLiveOnFailure) {
      Object.assign(current, {
        config: candidate.config,
        secretsSealed: candidate.secretsSealed,
        pending: null,
        testResults: probe.results,
        status: next,
        lastTestedAt: now,
        updatedAt: now,
        ...(probe.lastError === null ? { lastError: null } : { lastError: probe.lastError.slice(0, 500), lastErrorAt: now }),
      });
      await em.flush();
      await this.deps.store.dataSourceMayHaveJoined(current);
      this.deps.logger.info({ tenantId: row.tenantId, connectionId: row.id, status: probe.status }, 'connection reconnected with new credentials');
      const message =
        probe.status === 'working' ? CONNECTION_MESSAGES.testPassed(probe.passed, probe.total) : CONNECTION_MESSAGES.testFailed(probe.lastError ?? '');
      return { kind: 'tested', applied: 'live', connection: this.view(current), test: summary(message) };
    }
    const pending: PendingCredentials = { ...candidate, testResults: probe.results, error: probe.lastError, testedAt: now.toISOString() };
    current.pending = pending;
    await em.flush();
    this.deps.logger.info({ tenantId: row.tenantId, connectionId: row.id }, 'new credentials failed their test; the live ones stay');
    return { kind: 'tested', applied: 'pending', connection: this.view(current), test: summary(PENDING_SETTINGS_MESSAGES.keptLive(probe.lastError ?? '')) };
  }
}
