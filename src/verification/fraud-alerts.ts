import type { RedisClient as Redis } from '../../queues/connection.js';
import type { Logger } from '../logger.js';
import { FRAUD_MESSAGES } from '../messages.js';
import type { EmailTransport } from '../notify/email.js';
import type { TenantService } from '../tenants/tenants.js';
import type { FraudSignals } from './fraud-signals.js';

export type AlertOutcome =
  { kind: 'sent'; destinations: number } | { kind: 'below_threshold'; destinations: number } | { kind: 'already_sent' } | { kind: 'no_owner' };

/** The owner email could not be sent; the job is retried (the claim is given back). */
export class FraudAlertEmailError extends Error {
  override name = 'FraudAlertEmailError';
}

/** How long the claim of one day's email is kept (past any retry of its job). */
const CLAIM_MS = 3 * 24 * 60 * 60_000;

/**
 * The owner's daily email when a destination cap refused codes for more than `threshold` of the
 * tenant's destinations on one day: how many codes and destinations, the most-asked destinations
 * masked, and what to do. The email is claimed in Redis before it is sent, so it goes once a day (a
 * crash mid-send can at worst lose it, never repeat it); a send that fails gives the claim back and
 * throws so the job is retried.
 */
export class FraudAlerts {
  constructor(
    private readonly deps: {
      redis: Redis;
      prefix: string;
      signals: FraudSignals;
      tenants: TenantService;
      email: EmailTransport;
      logger: Logger;
      /** More capped destinations than this in a day: the owner is emailed. */
      threshold: number;
      /** The dashboard page that shows the fraud signals. */
      dashboardUrl: string;
    },
  ) {}

  private claimKey(day: string, tenantId: number): string {
    return `${this.deps.prefix}:fraud:${day}:${tenantId}:alerted`;
  }

  async send(day: string, tenantId: number): Promise<AlertOutcome> {
    const signals = await this.deps.signals.day(tenantId, day);
    if (signals.capped_destinations <= this.deps.threshold) return { kind: 'below_threshold', destinations: signals.capped_destinations };
    const tenant = await this.deps.tenants.get(tenantId);
    if (!tenant) return { kind: 'no_owner' };
    const claim = this.claimKey(day, tenantId);
    if ((await this.deps.redis.set(claim, '1', 'PX', CLAIM_MS, 'NX')) !== 'OK') return { kind: 'already_sent' };
    const sent = await this.deps.email.send({
      to: tenant.ownerEmail,
      subject: FRAUD_MESSAGES.alertSubject(tenant.businessName),
      text: FRAUD_MESSAGES.alertText({
        business: tenant.businessName,
        day,
        destinations: signals.capped_destinations,
        capped: signals.codes_capped,
        top: signals.top_destinations.filter((d) => d.codes_capped > 0).map((d) => d.destination),
        dashboardUrl: this.deps.dashboardUrl,
      }),
      messageKey: `fraud-alert.${day}.${tenantId}`,
    });
    if (!sent.ok) {
      await this.deps.redis.del(claim);
      throw new FraudAlertEmailError(`owner email about capped codes of tenant ${tenantId} on ${day} not sent: ${sent.error}`);
    }
    this.deps.logger.warn({ tenantId, day, cappedDestinations: signals.capped_destinations }, 'codes capped for many destinations: account owner emailed');
    return { kind: 'sent', destinations: signals.capped_destinations };
  }
}
