import type { Job } from 'bullmq';
import { partnerCallPayload, type PartnerCallPayload, type PartnerStepResult } from '../queues/partner.js';
import { rpcProcessor } from '../queues/rpc.js';
import { demoBaseUrl } from '../src/account-connect/address.js';
import { PartnerClient } from '../src/account-connect/client.js';
import { accountConnectKeyAad } from '../src/account-connect/settings.js';
import type { Services } from '../src/services.js';

export interface PartnerPoolOptions {
  /** Whole-call limit per partner call. Default: config PARTNER_TIMEOUT_MS (15000 in production). */
  timeoutMs?: number;
}

/**
 * partner pool: request-reply jobs that make one Account Connect call each. The key arrives sealed
 * and is opened here; the reply is the step's outcome (already checked and trimmed), never an error.
 */
export function partnerProcessor(services: Services, opts: PartnerPoolOptions = {}): (job: Job, token?: string, signal?: AbortSignal) => Promise<void> {
  const { config, logger } = services;
  const client = new PartnerClient({
    timeoutMs: opts.timeoutMs ?? config.PARTNER_TIMEOUT_MS,
    policy: { allowPrivate: config.ALLOW_PRIVATE_TARGETS },
    demoBaseUrl: demoBaseUrl(config),
  });
  const handler = async (payload: PartnerCallPayload): Promise<PartnerStepResult> => {
    let apiKey: string;
    try {
      apiKey = services.box.open(payload.target.apiKeySealed, accountConnectKeyAad(payload.tenantId));
    } catch {
      logger.error({ tenantId: payload.tenantId, step: payload.step }, 'account connect key could not be opened');
      return { kind: 'failed', reason: 'worker', status: null, detail: 'the stored key could not be opened' };
    }
    const started = services.clock.now();
    const result = await client.call({ ...payload.target, apiKey }, payload.step, payload.body, payload.path);
    if (result.kind === 'failed' || result.kind === 'unauthorized') {
      logger.warn(
        {
          tenantId: payload.tenantId,
          step: payload.step,
          outcome: result.kind,
          ...(result.kind === 'failed' ? { reason: result.reason, status: result.status } : {}),
          ms: services.clock.now() - started,
        },
        'account connect call failed',
      );
    }
    return result;
  };
  return rpcProcessor({
    payloadSchema: partnerCallPayload,
    publisher: services.redis,
    handler,
    onDropped: (job) => logger.info({ jobId: job.id }, 'partner call dropped: its caller gave up'),
  });
}
