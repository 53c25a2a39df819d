import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { performance } from 'node:perf_hooks';
import { ADDRESS_REASONS, DASHBOARD_MESSAGES, WEBHOOK_MESSAGES } from '../messages.js';
import { checkTargetUrl, guardedLookup, isPrivateAddressError, type AddressPolicy } from '../net/address-policy.js';
import { postOnce } from '../net/post-once.js';

/** What one attempt came to. Outcomes are values: a refused connection is a result, not an exception. */
export interface AttemptOutcome {
  /** Any 2xx. */
  delivered: boolean;
  responseCode: number | null;
  latencyMs: number;
  /** Why it failed, in the words the delivery log shows; null when delivered. */
  error: string | null;
  /** The first RESPONSE_PREFIX_BYTES of the receiver's answer, as text (null when no answer came). */
  responseBody: string | null;
  /** The answer was longer than the part kept. */
  responseTruncated: boolean;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  /** The exact bytes to send (and that were signed). */
  body: Buffer;
  /** Aborts the attempt (worker shutdown). */
  signal?: AbortSignal;
}

export interface SenderOptions {
  /** Wait for a reply before the attempt counts as failed. Production: 10000 ms (LIMITS.webhookAttemptTimeoutMs). */
  timeoutMs: number;
  policy: AddressPolicy;
}

const RESOLVES_PRIVATE = DASHBOARD_MESSAGES.addressUnusable(ADDRESS_REASONS.resolvesPrivate);
/** Bytes of a reply kept for the delivery log: the first part of the receiver's answer. */
export const RESPONSE_PREFIX_BYTES = 1024;

/** The kept part of an answer as text: UTF-8 (a character cut at the end becomes U+FFFD), NUL (which Postgres text cannot hold) as U+FFFD. */
export function responsePrefixText(bytes: Buffer): string {
  return bytes
    .subarray(0, RESPONSE_PREFIX_BYTES)
    .toString('utf8')
    .replace(/\u0000/g, '\uFFFD');
}

/**
 * Posts webhook bodies: one HTTP attempt per call, no redirects followed, no retries (the delivery
 * job owns retries), connect-time DNS answers checked against the address policy, keep-alive
 * connections reused. Only the status line counts: a receiver must answer 2xx within the timeout.
 */
export class WebhookSender {
  private readonly agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 256 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 256 }) };
  private readonly lookup;

  constructor(private readonly opts: SenderOptions) {
    this.lookup = guardedLookup(opts.policy);
  }

  async send(req: WebhookRequest): Promise<AttemptOutcome> {
    const started = performance.now();
    const elapsed = (): number => Math.round(performance.now() - started);
    const target = checkTargetUrl(req.url, this.opts.policy, { requireHttps: false });
    const none = { responseBody: null, responseTruncated: false };
    if (!target.ok) return { delivered: false, responseCode: null, latencyMs: 0, error: DASHBOARD_MESSAGES.addressUnusable(target.reason), ...none };
    try {
      // Only the status line counts; the first RESPONSE_PREFIX_BYTES of the reply are kept for the log.
      const reply = await postOnce(target.url, {
        headers: req.headers,
        body: req.body,
        timeoutMs: this.opts.timeoutMs,
        lookup: this.lookup,
        agent: target.url.protocol === 'https:' ? this.agents.https : this.agents.http,
        ...(req.signal ? { signal: req.signal } : {}),
        reply: { kind: 'prefix', keepBytes: RESPONSE_PREFIX_BYTES },
      });
      const { status } = reply;
      const delivered = status >= 200 && status < 300;
      return {
        delivered,
        responseCode: status,
        latencyMs: reply.latencyMs,
        error: delivered ? null : WEBHOOK_MESSAGES.httpStatus(status),
        responseBody: responsePrefixText(reply.body),
        responseTruncated: reply.truncated,
      };
    } catch (err) {
      return { delivered: false, responseCode: null, latencyMs: elapsed(), error: this.describe(err), ...none };
    }
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private describe(err: unknown): string {
    const code = (err as { code?: unknown }).code;
    if (code === 'ETIMEDOUT') return WEBHOOK_MESSAGES.timeout(this.opts.timeoutMs);
    if (isPrivateAddressError(err)) return RESOLVES_PRIVATE;
    return WEBHOOK_MESSAGES.connectionError(typeof code === 'string' ? code : (err as Error).name);
  }
}
