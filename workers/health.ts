import type { Job, Processor } from 'bullmq';
import { JOBS } from '../queues/jobs.js';
import {
  HEALTH_CHECK_JOB,
  HEALTH_CHECKS_IN_FLIGHT,
  HEALTH_QUEUE,
  HEALTH_SWEEP_JOB,
  healthCheckJobId,
  healthCheckPayload,
  healthSweepPayload,
} from '../queues/health.js';
import { RpcClient } from '../queues/rpc-client.js';
import { loadCatalogue, type ConnectorCatalogue } from '../src/connectors/catalogue/index.js';
import { ConnectionService } from '../src/connectors/connections/service.js';
import { ConnectionStore } from '../src/connectors/connections/connection-store.js';
import { HealthAlerts } from '../src/connectors/connections/health-alerts.js';
import { HealthCheck, type CheckOutcome } from '../src/connectors/health/check.js';
import { runSweep } from '../src/connectors/health/sweep.js';
import { integrationsUrl } from '../src/connectors/oauth/dashboard.js';
import { OAuthStates } from '../src/connectors/oauth/oauth-states.js';
import { vendorReadEndpoint, type VendorReader } from '../src/connectors/connections/read-calls.js';
import type { EmailTransport } from '../src/notify/email.js';
import { devOutboxFor } from '../src/notify/dev-outbox.js';
import { emailTransportFor } from '../src/notify/transports.js';
import type { Services } from '../src/services.js';
import type { PoolDefinition } from './pool-workers.js';

/**
 * How long a health probe read may wait for its reply, in multiples of the vendor timeout: a sweep read
 * queues behind live bot traffic on the vendor's own queue (its global bound), so it is given longer
 * than one call before it counts as a timeout. A timeout here would wrongly email an owner.
 */
export const HEALTH_READ_WAIT_FACTOR = 3;

export interface HealthPoolOptions {
  /** Default: the built-in catalogue. */
  catalogue?: ConnectorCatalogue;
  /** Default: SMTP over SMTP_URL, or the log transport. */
  email?: EmailTransport;
  /** Checks in flight across every worker process. Default HEALTH_CHECKS_IN_FLIGHT (16). */
  checksInFlight?: number;
}

export interface HealthPool {
  definitions: PoolDefinition[];
}

/**
 * The health pool: `health.sweep` (once a day: one check job per active connection) and `health.check`
 * (one connection's probe, recorded, and the owner email when it newly fails). Probe reads go through
 * the vendor pool by request-reply on each vendor's own queue, so per-vendor bounds hold across every
 * process; the pool opens its own reply channel when the process has none. Everything is built on the
 * first job.
 */
export function healthPool(services: Services, opts: HealthPoolOptions = {}): HealthPool {
  const { config, logger, clock } = services;
  let built: { check: HealthCheck; states: OAuthStates } | undefined;
  const build = (): { check: HealthCheck; states: OAuthStates } => {
    if (built) return built;
    const catalogue = opts.catalogue ?? loadCatalogue();
    const rpc =
      services.rpc ??
      new RpcClient(services.connectRedis('health-rpc', { forBullmq: false }), config.REDIS_PREFIX, {
        onTimeout: (queue) => services.metrics.rpcTimedOut(queue),
      });
    const reader: VendorReader = {
      read: rpc.endpoint(vendorReadEndpoint({ catalogue, vendorQueues: services.vendorQueues, timeoutMs: config.VENDOR_TIMEOUT_MS * HEALTH_READ_WAIT_FACTOR })),
    };
    const store = new ConnectionStore(services.orm, services.box, clock, services.configEpochs);
    const tester = new ConnectionService({ store, catalogue, reader, policy: { allowPrivate: config.ALLOW_PRIVATE_TARGETS }, logger });
    const check = new HealthCheck({
      orm: services.orm,
      tester,
      alerts: new HealthAlerts(services.orm, clock),
      tenants: services.tenants,
      catalogue,
      email: opts.email ?? emailTransportFor(config, logger, devOutboxFor(config, services.redis, clock)),
      clock,
      logger,
      dashboardUrl: integrationsUrl(config),
    });
    built = { check, states: new OAuthStates(services.orm, clock) };
    return built;
  };

  const enqueueChecks = async (day: string, ids: readonly number[]): Promise<void> => {
    const def = JOBS[HEALTH_CHECK_JOB];
    await services.queues.get(HEALTH_QUEUE).addBulk(
      ids.map((connectionId) => ({
        name: HEALTH_CHECK_JOB,
        data: healthCheckPayload.parse({ day, connectionId }),
        opts: { jobId: healthCheckJobId(day, connectionId), attempts: def.attempts, backoff: { type: 'exponential', delay: def.backoffMs } },
      })),
    );
  };

  const processor: Processor = async (job: Job): Promise<CheckOutcome | { connections: number; abandoned: number }> => {
    const { check, states } = build();
    if (job.name === HEALTH_SWEEP_JOB) {
      const { day } = healthSweepPayload.parse(job.data);
      await services.queues.get(HEALTH_QUEUE).setGlobalConcurrency(opts.checksInFlight ?? HEALTH_CHECKS_IN_FLIGHT);
      return runSweep({ orm: services.orm, states, clock, logger, enqueueChecks }, day);
    }
    if (job.name === HEALTH_CHECK_JOB) {
      const { day, connectionId } = healthCheckPayload.parse(job.data);
      return check.run(connectionId, day);
    }
    throw new Error(`unknown job ${job.name} on the health queue`);
  };
  return { definitions: [{ queue: HEALTH_QUEUE, processor }] };
}
