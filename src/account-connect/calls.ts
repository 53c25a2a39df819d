import type { Config } from '../../config/env.js';
import type { AccountConnectCall, AccountConnectStep } from '../../config/contract.js';
import {
  ACCOUNT_CONNECT_CALL_JOB,
  ACCOUNT_CONNECT_QUEUE,
  ACCOUNT_CONNECT_RPC_MARGIN_MS,
  accountConnectOutcome,
  type AccountConnectCallPayload,
  type AccountConnectOutcome,
} from '../../queues/account-connect.js';
import type { QueueRegistry } from '../../queues/registry.js';
import type { RpcCall, RpcEndpoint } from '../../queues/rpc-client.js';
import type { SealedTarget } from './settings.js';

/**
 * Account Connect calls as the web side makes them: each one a request-reply job on the Account
 * Connect queue, answered by its worker pool (the web process never calls a tenant's platform). A
 * missing or late reply is a technical failure (reason "worker"), which callers turn into the spec's
 * system_error answer.
 */
export type AccountConnectCalls = RpcCall<AccountConnectCallPayload, AccountConnectOutcome>;

export function accountConnectEndpoint(
  queues: QueueRegistry,
  config: Pick<Config, 'ACCOUNT_CONNECT_TIMEOUT_MS'>,
): RpcEndpoint<AccountConnectCallPayload, AccountConnectOutcome> {
  return {
    job: ACCOUNT_CONNECT_CALL_JOB,
    result: accountConnectOutcome,
    timeoutMs: config.ACCOUNT_CONNECT_TIMEOUT_MS + ACCOUNT_CONNECT_RPC_MARGIN_MS,
    route: () => ({ queue: queues.get(ACCOUNT_CONNECT_QUEUE) }),
    failed: (outcome) => ({
      kind: 'failed',
      reason: 'worker',
      status: null,
      detail: outcome.reason === 'timeout' ? 'no reply from the Account Connect pool in time' : `Account Connect pool error: ${outcome.message}`,
    }),
  };
}

/** One call of a bot's verification or read (a failure is recorded on the settings by the worker). */
export function botCall(
  tenantId: number,
  target: SealedTarget,
  step: AccountConnectCall,
  body: Record<string, unknown>,
  path?: string | null,
): AccountConnectCallPayload {
  return { tenantId, target, step, body, purpose: 'bot', ...(path ? { path } : {}) };
}

/** One step of a chain test, for one tenant's target (nothing is recorded on the settings). */
export type ChainCall = (step: AccountConnectStep, body: Record<string, unknown>) => Promise<AccountConnectOutcome>;

export function chainCalls(calls: AccountConnectCalls, tenantId: number, target: SealedTarget): ChainCall {
  return (step, body) => calls({ tenantId, target, step, body, purpose: 'chain_test' });
}
