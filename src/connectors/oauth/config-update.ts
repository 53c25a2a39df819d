import type { Clock } from '../../../config/clock.js';
import { Connection } from '../../db/entities/connection.js';
import type { Orm } from '../../db/orm.js';
import type { AddressPolicy } from '../../net/address-policy.js';
import type { ConnectorCatalogue } from '../catalogue/index.js';
import type { TestOutcome } from '../connections/service.js';
import { checkConfigFields, type SettingError } from '../connections/settings-check.js';

/** Runs the connection test again (ConnectionService.test). */
export interface ConnectionTester {
  test(tenantId: number, id: number): Promise<TestOutcome>;
}

export type ConfigUpdateOutcome = { kind: 'not_found' } | { kind: 'unknown_connector' } | { kind: 'invalid'; errors: SettingError[] } | TestOutcome;

/**
 * A connection's config fields after it was made: settings some OAuth vendors only reveal after
 * sign-in (Xero tenant id, Zoho organisation, Pipedrive company domain...). Given values are merged
 * over the stored ones (a blank value removes an optional one), the whole set is checked with the
 * dashboard's words, saved, and the connection test is run again. Secrets and tokens are untouched.
 */
export class ConnectionConfig {
  constructor(private readonly deps: { orm: Orm; clock: Clock; catalogue: ConnectorCatalogue; policy: AddressPolicy; tester: ConnectionTester }) {}

  /** Saves config fields as they are (already checked). False when the connection is gone or disconnected. */
  async save(tenantId: number, id: number, config: Record<string, string>): Promise<boolean> {
    const changed = await this.deps.orm.em
      .fork()
      .nativeUpdate(Connection, { id, tenantId, status: { $ne: 'disconnected' } }, { config, updatedAt: new Date(this.deps.clock.now()) });
    return changed > 0;
  }

  async update(tenantId: number, id: number, given: Readonly<Record<string, string>>): Promise<ConfigUpdateOutcome> {
    const row = await this.deps.orm.em.fork().findOne(Connection, { id, tenantId });
    if (!row) return { kind: 'not_found' };
    if (row.status === 'disconnected') return this.deps.tester.test(tenantId, id); // answers "disconnected"
    const def = this.deps.catalogue.get(row.connector);
    if (!def) return { kind: 'unknown_connector' };
    const merged: Record<string, string> = { ...row.config, ...given };
    const checked = checkConfigFields(def, merged, this.deps.policy);
    if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
    if (!(await this.save(tenantId, id, checked.config))) return { kind: 'not_found' };
    return this.deps.tester.test(tenantId, id);
  }
}
