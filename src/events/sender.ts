import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import { ADDRESS_REASONS, DASHBOARD_MESSAGES, WEBHOOK_MESSAGES } from '../messages.js';
import { checkTargetUrl, guardedLookup, isPrivateAddressError, type AddressPolicy } from '../net/address-policy.js';

/** What one attempt came to. Outcomes are values: a refused connection is a result, not an exception. */
export interface AttemptResult {
  /** Any 2xx. */
  delivered: boolean;
  responseCode: number | null;
  latencyMs: number;
  /** Why it failed, in the words the delivery log shows; null when delivered. */
  error: string | null;
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

/** Bytes of a reply read (and thrown away) before the connection is dropped instead of reused. */
const MAX_REPLY_BYTES = 64 * 1024;

const RESOLVES_PRIVATE = DASHBOARD_MESSAGES.addressUnusable(ADDRESS_REASONS.resolvesPrivate);

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

  async send(req: WebhookRequest): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = (): number => Math.round(performance.now() - started);
    const target = checkTargetUrl(req.url, this.opts.policy, { requireHttps: false });
    if (!target.ok) return { delivered: false, responseCode: null, latencyMs: 0, error: DASHBOARD_MESSAGES.addressUnusable(target.reason) };
    try {
      const status = await this.post(target.url, req);
      const delivered = status >= 200 && status < 300;
      return { delivered, responseCode: status, latencyMs: elapsed(), error: delivered ? null : WEBHOOK_MESSAGES.httpStatus(status) };
    } catch (err) {
      return { delivered: false, responseCode: null, latencyMs: elapsed(), error: this.describe(err) };
    }
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /**
   * One POST with node's own client (a webhook attempt needs nothing more, and it costs a fraction of
   * a general-purpose client per request): the whole attempt, connection included, is bounded by the
   * timeout; the status line settles it; the reply body is read and thrown away (at most
   * MAX_REPLY_BYTES, beyond that the connection is dropped instead of reused). Redirects are never followed.
   */
  private post(url: URL, req: WebhookRequest): Promise<number> {
    const https = url.protocol === 'https:';
    return new Promise<number>((resolve, reject) => {
      let settled = false;
      const fail = (err: unknown): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(err);
      };
      const request = (https ? httpsRequest : httpRequest)(url, {
        method: 'POST',
        headers: { ...req.headers, 'Content-Length': String(req.body.length) },
        agent: https ? this.agents.https : this.agents.http,
        lookup: this.lookup,
        ...(req.signal ? { signal: req.signal } : {}),
      });
      const timer = setTimeout(() => request.destroy(Object.assign(new Error('attempt timed out'), { code: 'ETIMEDOUT' })), this.opts.timeoutMs);
      request.once('error', fail);
      request.once('response', (res: IncomingMessage) => {
        settled = true;
        clearTimeout(timer);
        request.off('error', fail);
        request.on('error', () => undefined); // a reply body cut short no longer matters
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_REPLY_BYTES) res.destroy();
        });
        res.on('error', () => undefined);
        resolve(res.statusCode ?? 0);
      });
      request.end(req.body);
    });
  }

  private describe(err: unknown): string {
    const code = (err as { code?: unknown }).code;
    if (code === 'ETIMEDOUT') return WEBHOOK_MESSAGES.timeout(this.opts.timeoutMs);
    if (isPrivateAddressError(err)) return RESOLVES_PRIVATE;
    return WEBHOOK_MESSAGES.connectionError(typeof code === 'string' ? code : (err as Error).name);
  }
}
