import { got, type Got } from 'got';
import type { AccountConnectOutcome } from '../../queues/account-connect.js';
import { ADDRESS_REASONS, DASHBOARD_MESSAGES } from '../messages.js';
import { checkTargetUrl, guardedLookup, isPrivateAddressError, type AddressPolicy } from '../net/address-policy.js';
import { interpretReply } from './replies.js';
import { SESSION_FOR_IDENTITY_PATH, STEP_PATHS } from './steps.js';
import { type AccountConnectCall } from '../../config/contract.js';

/** Where a tenant's five endpoints live and the key they expect (plain: only ever held in a worker). */
export interface AccountConnectTarget {
  baseUrl: string;
  headerName: string;
  apiKey: string;
}

export interface AccountConnectClientOptions {
  /** Whole-call limit. Production: config ACCOUNT_CONNECT_TIMEOUT_MS (default 15000, the spec's limit). */
  timeoutMs: number;
  /** The deployment's address policy (ALLOW_PRIVATE_TARGETS). */
  policy: AddressPolicy;
  /** The built-in demo's base address, always allowed (it is this service). */
  demoBaseUrl: string;
  /** Largest reply body read; bigger replies are a failure. Default 1 MiB. */
  maxBodyBytes?: number;
}

const USER_AGENT = 'Service-AccountConnect/1.0';

/**
 * Calls a tenant's Account Connect endpoints: POST JSON with the key in the configured header, one
 * attempt, no redirects (a redirect could point anywhere), the address checked again before every
 * call and every DNS answer checked at connect time (guardedLookup), so a name re-pointed at an
 * internal address after it was saved is refused. Every outcome is a value; nothing throws.
 */
export class AccountConnectClient {
  private readonly http: Got;
  private readonly guarded: ReturnType<typeof guardedLookup>;
  private readonly open: ReturnType<typeof guardedLookup>;
  private readonly maxBodyBytes: number;

  constructor(private readonly opts: AccountConnectClientOptions) {
    this.maxBodyBytes = opts.maxBodyBytes ?? 1024 * 1024;
    this.guarded = guardedLookup(opts.policy);
    this.open = guardedLookup({ allowPrivate: true });
    this.http = got.extend({
      timeout: { request: opts.timeoutMs },
      retry: { limit: 0 },
      throwHttpErrors: false,
      followRedirect: false,
      responseType: 'text',
      headers: { 'user-agent': USER_AGENT, accept: 'application/json' },
    });
  }

  /** `path`: track_order's path (a tenant setting); the five steps have fixed paths. */
  async call(target: AccountConnectTarget, step: AccountConnectCall, body: Record<string, unknown>, path?: string): Promise<AccountConnectOutcome> {
    const base = target.baseUrl.replace(/\/+$/, '');
    const stepPath = step === 'track_order' ? path : step === 'session_for_identity' ? SESSION_FOR_IDENTITY_PATH : STEP_PATHS[step];
    if (!stepPath) return { kind: 'failed', reason: 'bad_reply', status: null, detail: 'no Track Order path is set' };
    const isDemo = base === this.opts.demoBaseUrl;
    let url: string | URL = `${base}${stepPath}`;
    if (!isDemo) {
      // The whole address called, checked as it is saved; the connection goes to the checked (normalised) one.
      const check = checkTargetUrl(url, this.opts.policy, { requireHttps: true });
      if (!check.ok) return { kind: 'failed', reason: 'blocked_address', status: null, detail: DASHBOARD_MESSAGES.addressUnusable(check.reason) };
      url = check.url;
    }
    let tooLarge = false;
    try {
      const request = this.http.post(url, {
        json: body,
        headers: { [target.headerName]: target.apiKey },
        dnsLookup: isDemo ? this.open : this.guarded,
      });
      // on() hands back the same request, awaited just below.
      void request.on('downloadProgress', (progress: { transferred: number }) => {
        if (progress.transferred > this.maxBodyBytes) {
          tooLarge = true;
          request.cancel();
        }
      });
      const response = await request;
      return interpretReply(step, response.statusCode, response.body);
    } catch (err) {
      return classifyError(err, tooLarge, this.opts.timeoutMs);
    }
  }
}

function errorCode(err: unknown): string {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'ERR_GOT_REQUEST_ERROR') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return 'UNKNOWN';
}

function classifyError(err: unknown, tooLarge: boolean, timeoutMs: number): AccountConnectOutcome {
  if (tooLarge) return { kind: 'failed', reason: 'too_large', status: null, detail: 'reply was too large' };
  const name = err instanceof Error ? err.name : '';
  const code = errorCode(err);
  if (name === 'TimeoutError' || code === 'ETIMEDOUT') {
    return { kind: 'failed', reason: 'timeout', status: null, detail: `no reply within ${timeoutMs} ms` };
  }
  if (isPrivateAddressError(err))
    return { kind: 'failed', reason: 'blocked_address', status: null, detail: DASHBOARD_MESSAGES.addressUnusable(ADDRESS_REASONS.resolvesPrivate) };
  return { kind: 'failed', reason: 'network', status: null, detail: `could not reach the address (${code})` };
}
