import type { Config } from '../../config/env.js';
import type { AccountConnectCall, AccountConnectStep } from '../../config/contract.js';
import {
  PARTNER_CALL_JOB,
  PARTNER_QUEUE,
  PARTNER_RPC_MARGIN_MS,
  partnerStepResult,
  type PartnerCallPayload,
  type PartnerStepResult,
} from '../../queues/partner.js';
import type { QueueRegistry } from '../../queues/registry.js';
import type { RpcCall, RpcEndpoint } from '../../queues/rpc-client.js';
import type { SealedTarget } from './settings.js';

/**
 * Account Connect calls as the web side makes them: each one a request-reply job on the Account
 * Connect queue, answered by its worker pool (the web process never calls a tenant's platform). A
 * missing or late reply is a technical failure (reason "worker"), which callers turn into the spec's
 * system_error answer.
 */
export type AccountConnectCalls = RpcCall<PartnerCallPayload, PartnerStepResult>;

export function accountConnectEndpoint(queues: QueueRegistry, config: Pick<Config, 'PARTNER_TIMEOUT_MS'>): RpcEndpoint<PartnerCallPayload, PartnerStepResult> {
  return {
    job: PARTNER_CALL_JOB,
    result: partnerStepResult,
    timeoutMs: config.PARTNER_TIMEOUT_MS + PARTNER_RPC_MARGIN_MS,
    route: () => ({ queue: queues.get(PARTNER_QUEUE) }),
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
): PartnerCallPayload {
  return { tenantId, target, step, body, purpose: 'bot', ...(path ? { path } : {}) };
}

/** One step of a chain test, for one tenant's target (nothing is recorded on the settings). */
export type ChainCall = (step: AccountConnectStep, body: Record<string, unknown>) => Promise<PartnerStepResult>;

export function chainCalls(calls: AccountConnectCalls, tenantId: number, target: SealedTarget): ChainCall {
  return (step, body) => calls({ tenantId, target, step, body, purpose: 'chain_test' });
}
