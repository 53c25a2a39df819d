import type { Clock } from '../../../config/clock.js';
import { Connection, type ConnectionStatus } from '../../db/entities/connection.js';
import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import { HEALTH_MESSAGES } from '../../messages.js';
import type { EmailTransport } from '../../notify/email.js';
import type { TenantService } from '../../tenants/tenants.js';
import type { ConnectorCatalogue } from '../catalogue/index.js';
import type { TestOutcome } from '../connections/service.js';
import { connectionStep, testEvent } from '../connections/connection-states.js';
import type { HealthAlerts } from '../connections/health-alerts.js';

/** Statuses the daily check re-tests ("every active connection"): not pending sign-ins, not disconnected. */
export const ACTIVE_STATUSES: readonly ConnectionStatus[] = ['working', 'failing'];

export type CheckOutcome =
  { kind: 'skipped'; why: 'gone' | 'inactive' | 'checked_today' } | { kind: 'checked'; before: ConnectionStatus; after: ConnectionStatus; emailed: boolean };

export interface HealthCheckDeps {
  orm: Orm;
  /** The connection test probe through the vendor pool (ConnectionService.test): records per-capability results and the status. */
  tester: { test(tenantId: number, id: number): Promise<TestOutcome> };
  alerts: HealthAlerts;
  tenants: TenantService;
  catalogue: ConnectorCatalogue;
  email: EmailTransport;
  clock: Clock;
  logger: Logger;
  /** Integrations tab, linked from the email. */
  dashboardUrl: string;
}

/** The owner email could not be sent; the job is retried (the alert stays owed). */
export class OwnerEmailError extends Error {
  override name = 'OwnerEmailError';
}

/**
 * One connection's daily check (spec: "Connection status (connector)", "daily health check"):
 * the connection test probe runs again (each read a job on the vendor's own queue, so per-vendor
 * bounds hold); per-capability pass/fail and the status are recorded (a withdrawn connector fails with
 * "this connector is no longer available"). A connection that was working and now fails emails the
 * account owner once; while it stays failing nothing more is sent; once a check sees it working, a
 * later failure emails afresh. A connection a refused OAuth refresh turned failing since the last
 * check is owed the same one email.
 *
 * The email is claimed (alert 'sent') before it is sent, so a crash can at worst lose it, never
 * repeat it; a send that fails puts the alert back to 'due' and throws so the job retries.
 */
export class HealthCheck {
  constructor(private readonly deps: HealthCheckDeps) {}

  async run(connectionId: number, day: string): Promise<CheckOutcome> {
    const { alerts, logger } = this.deps;
    const row = await this.deps.orm.em.fork().findOne(Connection, { id: connectionId });
    if (!row) return { kind: 'skipped', why: 'gone' };
    if (!ACTIVE_STATUSES.includes(row.status)) return { kind: 'skipped', why: 'inactive' };
    const health = await alerts.get(connectionId);
    if (health?.lastCheckDay === day) return { kind: 'skipped', why: 'checked_today' };

    const before = row.status;
    const tested = await this.deps.tester.test(row.tenantId, connectionId);
    if (tested.kind !== 'tested') return { kind: 'skipped', why: tested.kind === 'not_found' ? 'gone' : 'inactive' };
    const after = tested.connection.status;
    const log = { tenantId: row.tenantId, connectionId, connector: row.connector, before, after };
    let emailed = false;
    if (after === 'working') {
      if (health?.alert) await alerts.clear(connectionId);
    } else if (after === 'failing' && (connectionStep(before, testEvent(false))?.effects.includes('alert_owner') || health?.alert === 'due')) {
      await alerts.markSent(connectionId);
      const sent = await this.emailOwner(row, tested.connection.last_error ?? tested.test.message);
      if (!sent.ok) {
        await alerts.markDue(connectionId);
        throw new OwnerEmailError(`owner email about connection ${connectionId} not sent: ${sent.error}`);
      }
      emailed = true;
      logger.warn({ ...log }, 'connection started failing: account owner emailed');
    }
    await alerts.recordCheck(connectionId, day);
    logger.info(log, 'daily connection check');
    return { kind: 'checked', before, after, emailed };
  }

  private async emailOwner(row: Connection, error: string): Promise<{ ok: true } | { ok: false; error: string }> {
    const tenant = await this.deps.tenants.get(row.tenantId);
    if (!tenant) return { ok: true }; // the tenant is gone: nobody to tell
    const def = this.deps.catalogue.get(row.connector);
    const connector = def?.name ?? row.connector;
    const sent = await this.deps.email.send({
      to: tenant.ownerEmail,
      subject: HEALTH_MESSAGES.ownerEmailSubject(connector),
      text: HEALTH_MESSAGES.ownerEmailText({
        business: tenant.businessName,
        connector,
        error,
        signIn: def?.auth.type === 'oauth2',
        dashboardUrl: this.deps.dashboardUrl,
      }),
    });
    return sent.ok ? { ok: true } : { ok: false, error: sent.error };
  }
}
