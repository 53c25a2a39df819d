import type { Job, Processor } from 'bullmq';
import { FRAUD_ALERT_JOB, FRAUD_DIGEST_JOB, FRAUD_QUEUE, fraudAlertJobId, fraudAlertPayload, fraudDigestPayload } from '../queues/fraud.js';
import { JOBS } from '../queues/jobs.js';
import type { EmailTransport } from '../src/notify/email.js';
import { devOutboxFor } from '../src/notify/dev-outbox.js';
import { emailTransportFor } from '../src/notify/transports.js';
import type { Services } from '../src/services.js';
import { FraudAlerts, type AlertOutcome } from '../src/verification/fraud-alerts.js';
import { buildFraudSignals } from '../src/wiring/caps.js';
import type { PoolDefinition } from './pool-workers.js';

export interface FraudPoolOptions {
  /** Default: SMTP over SMTP_URL, or the log transport. */
  email?: EmailTransport;
}

/**
 * The fraud queue's processor (in the health pool, beside the other owner emails): `fraud.digest`
 * adds one `fraud.alert` per tenant a destination cap fired for that day; `fraud.alert` emails the
 * owner when more than FRAUD_ALERT_DESTINATIONS destinations were capped. Built on the first job.
 */
export function fraudPool(services: Services, opts: FraudPoolOptions = {}): { definitions: PoolDefinition[] } {
  const { config, logger } = services;
  const signals = buildFraudSignals(services);
  let alerts: FraudAlerts | undefined;
  const alertsFor = (): FraudAlerts =>
    (alerts ??= new FraudAlerts({
      redis: services.redis,
      prefix: config.REDIS_PREFIX,
      signals,
      tenants: services.tenants,
      email: opts.email ?? emailTransportFor(config, logger, devOutboxFor(config, services.redis, services.clock)),
      logger,
      threshold: config.FRAUD_ALERT_DESTINATIONS,
      dashboardUrl: `${(config.DASHBOARD_URL ?? `${config.PUBLIC_BASE_URL}/dashboard`).replace(/\/+$/, '')}/activity`,
    }));
  const processor: Processor = async (job: Job): Promise<AlertOutcome | { tenants: number }> => {
    if (job.name === FRAUD_DIGEST_JOB) {
      const { day } = fraudDigestPayload.parse(job.data);
      const tenants = await signals.cappedTenants(day);
      const def = JOBS[FRAUD_ALERT_JOB];
      await services.queues.get(FRAUD_QUEUE).addBulk(
        tenants.map((tenantId) => ({
          name: FRAUD_ALERT_JOB,
          data: fraudAlertPayload.parse({ day, tenantId }),
          opts: { jobId: fraudAlertJobId(day, tenantId), attempts: def.attempts, backoff: { type: 'exponential', delay: def.backoffMs } },
        })),
      );
      logger.info({ day, tenants: tenants.length }, 'fraud digest: alerts enqueued for tenants whose caps fired');
      return { tenants: tenants.length };
    }
    if (job.name === FRAUD_ALERT_JOB) {
      const { day, tenantId } = fraudAlertPayload.parse(job.data);
      return alertsFor().send(day, tenantId);
    }
    throw new Error(`unknown job ${job.name} on the fraud queue`);
  };
  return { definitions: [{ queue: FRAUD_QUEUE, processor }] };
}
