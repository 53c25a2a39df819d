import type { Config } from '../../config/env.js';
import { PARTNER_CALL_JOB, PARTNER_QUEUE, PARTNER_RPC_MARGIN_MS, partnerStepResult, type PartnerStepResult } from '../../queues/partner.js';
import type { QueueRegistry } from '../../queues/registry.js';
import type { RpcClient } from '../../queues/rpc.js';
import type { SealedTarget } from './settings.js';
import type { AccountConnectStep, AccountConnectCall } from '../../config/contract.js';

/** One Account Connect call as the web side sees it. */
export type PartnerCall = (step: AccountConnectStep, body: Record<string, unknown>) => Promise<PartnerStepResult>;

/**
 * The web side of Account Connect calls: each call is a request-reply job on the `partner` queue,
 * answered by the partner worker pool. A missing or late reply is a technical failure (reason
 * "worker"), which callers turn into the spec's system_error answer.
 */
export class PartnerGateway {
  constructor(private readonly deps: { rpc: RpcClient | undefined; queues: QueueRegistry; config: Pick<Config, 'PARTNER_TIMEOUT_MS'> }) {}

  async call(tenantId: number, target: SealedTarget, step: AccountConnectCall, body: Record<string, unknown>, path?: string): Promise<PartnerStepResult> {
    const rpc = this.deps.rpc;
    if (!rpc) throw new Error('PartnerGateway needs services opened with rpc: true');
    const outcome = await rpc.call(
      this.deps.queues.get(PARTNER_QUEUE),
      PARTNER_CALL_JOB,
      { tenantId, target, step, body, ...(path ? { path } : {}) },
      {
        timeoutMs: this.deps.config.PARTNER_TIMEOUT_MS + PARTNER_RPC_MARGIN_MS,
        resultSchema: partnerStepResult,
      },
    );
    if (outcome.ok) return outcome.value;
    const detail = outcome.reason === 'timeout' ? 'no reply from the partner pool in time' : `partner pool error: ${outcome.message}`;
    return { kind: 'failed', reason: 'worker', status: null, detail };
  }

  /** A PartnerCall bound to one tenant's target. */
  bind(tenantId: number, target: SealedTarget): PartnerCall {
    return (step, body) => this.call(tenantId, target, step, body);
  }
}
