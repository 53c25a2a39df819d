import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import { ADDRESS_REASONS, DASHBOARD_MESSAGES, WEBHOOK_MESSAGES } from '../messages.js';
import { checkTargetUrl, guardedLookup, isPrivateAddressError, type AddressPolicy } from '../net/address-policy.js';

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

/** Bytes of a reply read (and thrown away) before the connection is dropped instead of reused. */
const MAX_REPLY_BYTES = 64 * 1024;

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

interface Reply {
  status: number;
  /** Time to the status line. */
  latencyMs: number;
  prefix: Buffer;
  truncated: boolean;
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
      const reply = await this.post(target.url, req, started);
      const { status } = reply;
      const delivered = status >= 200 && status < 300;
      return {
        delivered,
        responseCode: status,
        latencyMs: reply.latencyMs,
        error: delivered ? null : WEBHOOK_MESSAGES.httpStatus(status),
        responseBody: responsePrefixText(reply.prefix),
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

  /**
   * One POST with node's own client (a webhook attempt needs nothing more, and it costs a fraction of
   * a general-purpose client per request): the whole attempt, connection included, is bounded by the
   * timeout; the status line settles it (and its latency). The first RESPONSE_PREFIX_BYTES of the
   * reply are kept: the attempt ends when they have come, the reply has ended, or the timeout is
   * reached, whichever is first (a slow body never fails an answered attempt). The rest is read and
   * thrown away (at most MAX_REPLY_BYTES, beyond that the connection is dropped instead of reused).
   * Redirects are never followed.
   */
  private post(url: URL, req: WebhookRequest, started: number): Promise<Reply> {
    const https = url.protocol === 'https:';
    return new Promise<Reply>((resolve, reject) => {
      let settled = false;
      const fail = (err: Error): void => {
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
      const timer = setTimeout(() => {
        if (!answered) return request.destroy(Object.assign(new Error('attempt timed out'), { code: 'ETIMEDOUT' }));
        finish(true); // answered, but the body is still coming: keep what came, drop the rest
        response?.destroy();
      }, this.opts.timeoutMs);
      let answered: { status: number; latencyMs: number } | null = null;
      let response: IncomingMessage | null = null;
      const chunks: Buffer[] = [];
      let read = 0;
      const finish = (truncated: boolean): void => {
        if (settled || !answered) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...answered, prefix: Buffer.concat(chunks).subarray(0, RESPONSE_PREFIX_BYTES), truncated });
      };
      request.once('error', fail);
      request.once('response', (res: IncomingMessage) => {
        answered = { status: res.statusCode ?? 0, latencyMs: Math.round(performance.now() - started) };
        response = res;
        request.off('error', fail);
        request.on('error', () => finish(true)); // a reply body cut short: keep what came
        res.on('data', (chunk: Buffer) => {
          if (read < RESPONSE_PREFIX_BYTES) chunks.push(chunk);
          read += chunk.length;
          if (read > RESPONSE_PREFIX_BYTES) finish(true);
          if (read > MAX_REPLY_BYTES) res.destroy();
        });
        res.on('end', () => finish(read > RESPONSE_PREFIX_BYTES));
        res.on('error', () => finish(true));
        res.on('close', () => finish(read > RESPONSE_PREFIX_BYTES || !res.complete));
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
