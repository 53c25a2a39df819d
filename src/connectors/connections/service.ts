import type { Logger } from '../../logger.js';
import { CONNECTION_MESSAGES, DASHBOARD_MESSAGES, VENDOR_ERRORS, DATA_CHOICE_MESSAGES } from '../../messages.js';
import type { AddressPolicy } from '../../net/address-policy.js';
import type { ConnectorCatalogue } from '../catalogue/index.js';
import { runProbe, type ProbeOutcome } from './probe.js';
import type { VendorReader } from './read-calls.js';
import { checkSettings, type SettingError } from './settings-check.js';
import type { ConnectionStore } from './connection-store.js';
import { canSupplyData, canTrack, canVerify, connectionView, type ConnectionView } from './view.js';

/**
 * The connection lifecycle of the dashboard API (spec: "Connection status (connector)"): connect
 * (check the form, store config and sealed secrets, run the connection test probe), test again,
 * choose the verifier (new scc_ key, previous retired at once) or the tracking connection, disconnect.
 * Outcomes are values; the router maps them to statuses.
 */

export interface ConnectInput {
  connector: string;
  config: Readonly<Record<string, string>>;
  secrets: Readonly<Record<string, string>>;
}

/** The connection test as the dashboard shows it. */
export interface TestSummary {
  passed: number;
  total: number;
  message: string;
}

export type Tested = { kind: 'tested'; connection: ConnectionView; test: TestSummary };
type Missing = { kind: 'not_found' } | { kind: 'disconnected'; connection: ConnectionView };

export type ConnectOutcome = { kind: 'unknown_connector' } | { kind: 'invalid'; errors: SettingError[] } | Tested;
export type TestOutcome = Missing | Tested;
export type RoleOutcome =
  | Missing
  | { kind: 'refused'; message: string; connection: ConnectionView }
  /** No capability passed its last test (or it was never tested): nothing changes and no key is issued. */
  | { kind: 'untested'; message: string; connection: ConnectionView }
  | { kind: 'chosen'; connection: ConnectionView; key: string | null };

/** Whether at least one capability passed the connection's last test. */
export function hasPassingCapability(row: { testResults: Readonly<Record<string, { ok: boolean }>> | null }): boolean {
  return Object.values(row.testResults ?? {}).some((r) => r.ok);
}

export interface ConnectionServiceDeps {
  store: ConnectionStore;
  catalogue: ConnectorCatalogue;
  reader: VendorReader;
  policy: AddressPolicy;
  logger: Logger;
}

export class ConnectionService {
  constructor(private readonly deps: ConnectionServiceDeps) {}

  private view(row: Parameters<typeof connectionView>[0]): ConnectionView {
    return connectionView(row, this.deps.catalogue.get(row.connector));
  }

  async list(tenantId: number): Promise<ConnectionView[]> {
    return (await this.deps.store.list(tenantId)).map((r) => this.view(r));
  }

  async get(tenantId: number, id: number): Promise<ConnectionView | null> {
    const row = await this.deps.store.find(tenantId, id);
    return row ? this.view(row) : null;
  }

  async connect(tenantId: number, input: ConnectInput): Promise<ConnectOutcome> {
    const def = this.deps.catalogue.get(input.connector);
    if (!def) return { kind: 'unknown_connector' };
    const checked = checkSettings(def, input, this.deps.policy);
    if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
    const row = await this.deps.store.create(tenantId, def.key, checked.config, checked.secrets);
    this.deps.logger.info({ tenantId, connectionId: row.id, connector: def.key }, 'connection saved');
    const tested = await this.runTest(tenantId, row.id);
    if (tested.kind !== 'tested') throw new Error(`connection ${row.id} vanished while it was being tested`);
    return tested;
  }

  async test(tenantId: number, id: number): Promise<TestOutcome> {
    return this.runTest(tenantId, id);
  }

  private async runTest(tenantId: number, id: number): Promise<TestOutcome> {
    const row = await this.deps.store.find(tenantId, id);
    if (!row) return { kind: 'not_found' };
    if (row.status === 'disconnected') return { kind: 'disconnected', connection: this.view(row) };
    const def = this.deps.catalogue.get(row.connector);
    const probe: ProbeOutcome = def
      ? await runProbe(def, row, this.deps.reader)
      : { results: {}, status: 'failing', lastError: VENDOR_ERRORS.withdrawn, passed: 0, total: 0 };
    const saved = await this.deps.store.recordTest(row.id, probe.results, probe.status, probe.lastError);
    this.deps.logger.info(
      { tenantId, connectionId: row.id, connector: row.connector, status: probe.status, passed: probe.passed, total: probe.total },
      'connection tested',
    );
    const message =
      probe.status === 'working' ? CONNECTION_MESSAGES.testPassed(probe.passed, probe.total) : CONNECTION_MESSAGES.testFailed(probe.lastError ?? '');
    return { kind: 'tested', connection: this.view(saved ?? row), test: { passed: probe.passed, total: probe.total, message } };
  }

  /** "Use to verify customers": refused for connectors with no customer search nor own-records mode. */
  async useToVerify(tenantId: number, id: number): Promise<RoleOutcome> {
    const row = await this.deps.store.find(tenantId, id);
    if (!row) return { kind: 'not_found' };
    if (row.status === 'disconnected') return { kind: 'disconnected', connection: this.view(row) };
    const def = this.deps.catalogue.get(row.connector);
    if (!def || !canVerify(def)) return { kind: 'refused', message: DASHBOARD_MESSAGES.cannotVerify, connection: this.view(row) };
    if (!hasPassingCapability(row)) return { kind: 'untested', message: CONNECTION_MESSAGES.testFirst, connection: this.view(row) };
    const changed = await this.deps.store.chooseVerifier(tenantId, id);
    if (!changed) return { kind: 'not_found' };
    this.deps.logger.info({ tenantId, connectionId: id }, 'connection chosen to verify customers; previous key retired');
    return { kind: 'chosen', connection: this.view(changed.connection), key: changed.key };
  }

  /** "Use for tracking": refused for connectors without a tracking look-up. */
  async useForTracking(tenantId: number, id: number): Promise<RoleOutcome> {
    const row = await this.deps.store.find(tenantId, id);
    if (!row) return { kind: 'not_found' };
    if (row.status === 'disconnected') return { kind: 'disconnected', connection: this.view(row) };
    const def = this.deps.catalogue.get(row.connector);
    if (!def || !canTrack(def)) return { kind: 'refused', message: DASHBOARD_MESSAGES.noTracking, connection: this.view(row) };
    if (!hasPassingCapability(row)) return { kind: 'untested', message: CONNECTION_MESSAGES.testFirst, connection: this.view(row) };
    const changed = await this.deps.store.chooseTracking(tenantId, id);
    if (!changed) return { kind: 'not_found' };
    return { kind: 'chosen', connection: this.view(changed.connection), key: changed.key };
  }

  /**
   * "Use for data" on (`on`) or off. Only a working connection whose connector can say whose records it
   * holds, and that does not verify customers (its rows are read as the verifier's), can be switched
   * on; switching off always works (a disconnected one is off already).
   */
  async useForData(
    tenantId: number,
    id: number,
    on: boolean,
  ): Promise<
    RoleOutcome | { kind: 'not_working'; message: string; connection: ConnectionView } | { kind: 'verifies'; message: string; connection: ConnectionView }
  > {
    const row = await this.deps.store.find(tenantId, id);
    if (!row) return { kind: 'not_found' };
    if (on && row.status === 'disconnected') return { kind: 'disconnected', connection: this.view(row) };
    const def = this.deps.catalogue.get(row.connector);
    if (on && (!def || !canSupplyData(def))) return { kind: 'refused', message: DATA_CHOICE_MESSAGES.cannotSupply, connection: this.view(row) };
    // The verifier's rows are read as the verifier's: read again as data they would show twice.
    if (on && row.verifies) return { kind: 'verifies', message: DATA_CHOICE_MESSAGES.verifierIsRead, connection: this.view(row) };
    if (on && !hasPassingCapability(row)) return { kind: 'not_working', message: DATA_CHOICE_MESSAGES.notWorking, connection: this.view(row) };
    const changed = await this.deps.store.useForData(tenantId, id, on);
    if (!changed) return { kind: 'not_found' };
    if (changed === 'not_working') return { kind: 'not_working', message: DATA_CHOICE_MESSAGES.notWorking, connection: this.view(row) };
    if (changed === 'verifies') return { kind: 'verifies', message: DATA_CHOICE_MESSAGES.verifierIsRead, connection: this.view(row) };
    this.deps.logger.info({ tenantId, connectionId: id, suppliesData: on }, 'connection data-source choice changed');
    return { kind: 'chosen', connection: this.view(changed), key: null };
  }

  async disconnect(tenantId: number, id: number): Promise<ConnectionView | null> {
    const row = await this.deps.store.disconnect(tenantId, id);
    if (row) {
      this.deps.logger.info({ tenantId, connectionId: id }, 'connection disconnected; credentials and key deleted');
    }
    return row ? this.view(row) : null;
  }
}
