import type { AccountConnectOutcome } from '../../queues/account-connect.js';
import { ADDRESS_REASONS, DASHBOARD_MESSAGES } from '../messages.js';
import { checkTargetUrl, guardedLookup, isPrivateAddressError, type AddressPolicy } from '../net/address-policy.js';
import { postOnce, ReplyTooLargeError } from '../net/post-once.js';
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
 * internal address after it was saved is refused. The whole reply must come within the timeout and
 * be at most maxBodyBytes. Node's own client (src/net/post-once.ts), on its global keep-alive agent:
 * the call is the partner worker's main work, and a general-purpose client cost about a sixth of
 * that worker's CPU. Every outcome is a value; nothing throws.
 */
export class AccountConnectClient {
  private readonly guarded: ReturnType<typeof guardedLookup>;
  private readonly open: ReturnType<typeof guardedLookup>;
  private readonly maxBodyBytes: number;

  constructor(private readonly opts: AccountConnectClientOptions) {
    this.maxBodyBytes = opts.maxBodyBytes ?? 1024 * 1024;
    this.guarded = guardedLookup(opts.policy);
    this.open = guardedLookup({ allowPrivate: true });
  }

  /** `path`: track_order's path (a tenant setting); the five steps have fixed paths. */
  async call(target: AccountConnectTarget, step: AccountConnectCall, body: Record<string, unknown>, path?: string): Promise<AccountConnectOutcome> {
    const base = target.baseUrl.replace(/\/+$/, '');
    const stepPath = step === 'track_order' ? path : step === 'session_for_identity' ? SESSION_FOR_IDENTITY_PATH : STEP_PATHS[step];
    if (!stepPath) return { kind: 'failed', reason: 'bad_reply', status: null, detail: 'no Track Order path is set' };
    const isDemo = base === this.opts.demoBaseUrl;
    let url: URL;
    if (isDemo) {
      url = new URL(`${base}${stepPath}`);
    } else {
      // The whole address called, checked as it is saved; the connection goes to the checked (normalised) one.
      const check = checkTargetUrl(`${base}${stepPath}`, this.opts.policy, { requireHttps: true });
      if (!check.ok) return { kind: 'failed', reason: 'blocked_address', status: null, detail: DASHBOARD_MESSAGES.addressUnusable(check.reason) };
      url = check.url;
    }
    try {
      const reply = await postOnce(url, {
        headers: { 'user-agent': USER_AGENT, accept: 'application/json', 'content-type': 'application/json', [target.headerName]: target.apiKey },
        body: Buffer.from(JSON.stringify(body), 'utf8'),
        timeoutMs: this.opts.timeoutMs,
        lookup: isDemo ? this.open : this.guarded,
        reply: { kind: 'whole', keepBytes: this.maxBodyBytes },
      });
      return interpretReply(step, reply.status, reply.body.toString('utf8'));
    } catch (err) {
      return classifyError(err, this.opts.timeoutMs);
    }
  }
}

function classifyError(err: unknown, timeoutMs: number): AccountConnectOutcome {
  if (err instanceof ReplyTooLargeError) return { kind: 'failed', reason: 'too_large', status: null, detail: 'reply was too large' };
  const code = (err as { code?: unknown }).code;
  if (code === 'ETIMEDOUT') return { kind: 'failed', reason: 'timeout', status: null, detail: `no reply within ${timeoutMs} ms` };
  if (isPrivateAddressError(err))
    return { kind: 'failed', reason: 'blocked_address', status: null, detail: DASHBOARD_MESSAGES.addressUnusable(ADDRESS_REASONS.resolvesPrivate) };
  return { kind: 'failed', reason: 'network', status: null, detail: `could not reach the address (${typeof code === 'string' ? code : 'UNKNOWN'})` };
}
