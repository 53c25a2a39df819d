import type { Logger } from '../logger.js';
import { WEBHOOK_MESSAGES } from '../messages.js';
import type { Orm } from '../db/orm.js';
import type { EmailTransport } from '../notify/email.js';
import type { TenantService } from '../tenants/tenants.js';

export type NoticeOutcome = { kind: 'sent' } | { kind: 'not_due' } | { kind: 'no_owner' };

/** The owner email could not be sent; the job is retried (the notice stays due). */
export class DeactivationEmailError extends Error {
  override name = 'DeactivationEmailError';
}

/**
 * The account owner's email when 15 failed deliveries in a row deactivate an endpoint: the URL, the
 * last error and how to register again, through the same transport as the failing-connection email.
 * The deactivating update marks it due; this claims it ('sent') before sending, so it goes once (a
 * crash mid-send can at worst lose it, never repeat it), and a send that fails puts it back to due
 * and throws so the job is retried.
 */
export class DeactivationNotice {
  constructor(private readonly deps: { orm: Orm; tenants: TenantService; email: EmailTransport; logger: Logger }) {}

  async send(endpointId: number): Promise<NoticeOutcome> {
    const conn = this.deps.orm.em.fork().getConnection();
    const claimed = await conn.execute<{ tenant_id: number; url: string; last_error: string | null; consecutive_failures: number }[]>(
      `update webhook_endpoints set deactivation_email = 'sent' where id = ? and deactivation_email = 'due'
       returning tenant_id, url, last_error, consecutive_failures`,
      [endpointId],
    );
    const row = claimed[0];
    if (!row) return { kind: 'not_due' };
    const tenant = await this.deps.tenants.get(row.tenant_id);
    if (!tenant) return { kind: 'no_owner' };
    const sent = await this.deps.email.send({
      to: tenant.ownerEmail,
      subject: WEBHOOK_MESSAGES.deactivatedEmailSubject(tenant.businessName),
      text: WEBHOOK_MESSAGES.deactivatedEmailText({
        business: tenant.businessName,
        url: row.url,
        failures: row.consecutive_failures,
        lastError: row.last_error ?? '',
        sandbox: tenant.sandboxOf !== null,
      }),
    });
    if (!sent.ok) {
      await conn.execute(`update webhook_endpoints set deactivation_email = 'due' where id = ? and deactivation_email = 'sent'`, [endpointId]);
      throw new DeactivationEmailError(`owner email about webhook endpoint ${endpointId} not sent: ${sent.error}`);
    }
    this.deps.logger.warn({ endpointId, tenantId: row.tenant_id }, 'webhook endpoint deactivated: account owner emailed');
    return { kind: 'sent' };
  }
}
