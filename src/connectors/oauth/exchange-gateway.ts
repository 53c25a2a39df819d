import type { Config } from '../../../config/env.js';
import {
  OAUTH_EXCHANGE_JOB,
  OAUTH_QUEUE,
  OAUTH_RPC_MARGIN_MS,
  oauthExchangeOutcome,
  type OAuthExchangePayload,
  type OAuthExchangeOutcome,
} from '../../../queues/oauth.js';
import type { QueueRegistry } from '../../../queues/registry.js';
import type { RpcClient } from '../../../queues/rpc-client.js';
import { CONNECTION_MESSAGES, VENDOR_ERRORS } from '../../messages.js';
import type { CodeExchanger } from './oauth-sign-in.js';

/**
 * The web side of the code exchange: a request-reply job on the `oauth` queue, answered by the vendor
 * worker pool (workers/oauth.ts). No reply in time is the spec's "timeout".
 */
export class OAuthExchangeGateway implements CodeExchanger {
  constructor(private readonly deps: { rpc: RpcClient | undefined; queues: QueueRegistry; config: Pick<Config, 'VENDOR_TIMEOUT_MS'> }) {}

  async exchange(payload: OAuthExchangePayload): Promise<OAuthExchangeOutcome> {
    const rpc = this.deps.rpc;
    if (!rpc) throw new Error('OAuthExchangeGateway needs services opened with rpc: true');
    const outcome = await rpc.call(this.deps.queues.get(OAUTH_QUEUE), OAUTH_EXCHANGE_JOB, payload, {
      timeoutMs: this.deps.config.VENDOR_TIMEOUT_MS + OAUTH_RPC_MARGIN_MS,
      resultSchema: oauthExchangeOutcome,
    });
    if (outcome.ok) return outcome.value;
    if (outcome.reason === 'timeout') return { ok: false, failure: { kind: 'timeout', message: VENDOR_ERRORS.timeout } };
    return { ok: false, failure: { kind: 'worker', message: CONNECTION_MESSAGES.vendorPoolFailed } };
  }
}
