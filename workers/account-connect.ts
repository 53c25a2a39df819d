import type { Job } from 'bullmq';
import { accountConnectCallPayload, type AccountConnectCallPayload, type AccountConnectOutcome } from '../queues/account-connect.js';
import { rpcProcessor } from '../queues/rpc-worker.js';
import { demoBaseUrl } from '../src/account-connect/address.js';
import { AccountConnectClient } from '../src/account-connect/client.js';
import { callFailed, failureText } from '../src/account-connect/failure-text.js';
import { accountConnectKeyAad, AccountConnectSettingsStore } from '../src/account-connect/settings.js';
import type { Services } from '../src/services.js';

export interface AccountConnectPoolOptions {
  /** Whole-call limit per Account Connect call. Default: config ACCOUNT_CONNECT_TIMEOUT_MS (15000 in production). */
  timeoutMs?: number;
}

/**
 * Account Connect pool: request-reply jobs that make one Account Connect call each. The key arrives sealed
 * and is opened here; the reply is the step's outcome (already checked and trimmed), never an error.
 */
export function accountConnectProcessor(
  services: Services,
  opts: AccountConnectPoolOptions = {},
): (job: Job, token?: string, signal?: AbortSignal) => Promise<void> {
  const { config, logger } = services;
  const client = new AccountConnectClient({
    timeoutMs: opts.timeoutMs ?? config.ACCOUNT_CONNECT_TIMEOUT_MS,
    policy: { allowPrivate: config.ALLOW_PRIVATE_TARGETS },
    demoBaseUrl: demoBaseUrl(config),
  });
  const store = new AccountConnectSettingsStore(services.orm, services.box, services.clock, services.configEpochs);
  /** A bot's call that failed technically is recorded on the settings (the dashboard shows it). */
  const record = async (payload: AccountConnectCallPayload, result: AccountConnectOutcome): Promise<void> => {
    if (payload.purpose !== 'bot' || !callFailed(payload.step, result)) return;
    const text = failureText(result);
    logger.warn({ tenantId: payload.tenantId, step: payload.step, error: text }, 'account connect step failed');
    await store
      .recordError(payload.tenantId, text)
      .catch((err: unknown) => logger.error({ err, tenantId: payload.tenantId }, 'could not record account connect error'));
  };
  const handler = async (payload: AccountConnectCallPayload): Promise<AccountConnectOutcome> => {
    let apiKey: string;
    try {
      apiKey = services.box.open(payload.target.apiKeySealed, accountConnectKeyAad(payload.tenantId));
    } catch {
      logger.error({ tenantId: payload.tenantId, step: payload.step }, 'account connect key could not be opened');
      const unopened: AccountConnectOutcome = { kind: 'failed', reason: 'worker', status: null, detail: 'the stored key could not be opened' };
      await record(payload, unopened);
      return unopened;
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
    await record(payload, result);
    return result;
  };
  return rpcProcessor({
    payloadSchema: accountConnectCallPayload,
    publisher: services.redis,
    handler,
    onDropped: (job) => logger.info({ jobId: job.id }, 'account connect call dropped: its caller gave up'),
  });
}
