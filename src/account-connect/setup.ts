import type { Config } from '../../config/env.js';
import { DASHBOARD_MESSAGES } from '../messages.js';
import { checkAccountConnectBase, isUsableHeaderName } from './address.js';
import { runChainTest } from './chain-test.js';
import { chainCalls, type AccountConnectCalls } from './calls.js';
import type { PendingAccountConnect } from './pending.js';
import type { SetupOutcome } from './setup-outcome.js';
import type { AccountConnectSettingsStore } from './settings.js';

export interface SetupInput {
  base_url: string;
  /** Omitted keeps the stored key; blank is refused. */
  api_key?: string | undefined;
  /** Default X-API-Key. */
  header_name?: string | undefined;
}

export const DEFAULT_HEADER_NAME = 'X-API-Key';
/** Shown when a key cannot be sent in a header. */
const EXAMPLE_KEY = 'ac_live_7f3b9c2e5d8a41f6b0c3e9d2a7f4b1c8';

/**
 * Connect and test: saves a tenant's Account Connect settings (every step off), runs the chain test
 * with the test customer through the Account Connect pool, and switches on exactly the steps that passed.
 */
export class AccountConnectSetup {
  constructor(
    private readonly store: AccountConnectSettingsStore,
    private readonly calls: AccountConnectCalls,
    private readonly config: Pick<Config, 'PUBLIC_BASE_URL' | 'ALLOW_PRIVATE_TARGETS'>,
    /** Keeps working live settings live while new ones fail verification (pending.ts). */
    private readonly pending?: PendingAccountConnect,
  ) {}

  async saveAndTest(tenantId: number, input: SetupInput): Promise<SetupOutcome> {
    const base = checkAccountConnectBase(input.base_url, this.config);
    if (!base.ok) return { kind: 'invalid', message: DASHBOARD_MESSAGES.addressUnusable(base.reason) };
    const headerName = input.header_name?.trim() || DEFAULT_HEADER_NAME;
    if (!isUsableHeaderName(headerName)) return { kind: 'invalid', message: DASHBOARD_MESSAGES.doesNotLookRight('header name', DEFAULT_HEADER_NAME) };
    const apiKey = input.api_key?.trim();
    if (apiKey === '') return { kind: 'invalid', message: DASHBOARD_MESSAGES.enterAccountConnectKey };
    // A header value cannot carry spaces or control characters; refuse it here rather than fail every call.
    if (apiKey !== undefined && !/^[\x21-\x7e]{1,4096}$/.test(apiKey)) {
      return { kind: 'invalid', message: DASHBOARD_MESSAGES.doesNotLookRight('API key', EXAMPLE_KEY) };
    }
    const tried = await this.pending?.tryBeforeApplying(tenantId, { baseUrl: base.baseUrl, headerName, apiKey });
    if (tried) return tried;
    const saved = await this.store.save(tenantId, { baseUrl: base.baseUrl, headerName, apiKey });
    if (!saved) return { kind: 'invalid', message: DASHBOARD_MESSAGES.enterAccountConnectKey };
    return this.test(tenantId);
  }

  /** Runs the chain test again on the stored settings. */
  async test(tenantId: number): Promise<SetupOutcome> {
    const config = await this.store.config(tenantId);
    if (!config) return { kind: 'not_configured' };
    const { report, steps } = await runChainTest(chainCalls(this.calls, tenantId, config.target));
    const row = await this.store.recordTest(tenantId, { ...report }, steps);
    return { kind: 'tested', settings: this.store.view(row), report };
  }
}
