import type { IncomingHttpHeaders } from 'node:http';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import got, { RequestError, TimeoutError } from 'got';
import type { Clock } from '../../../config/clock.js';
import { LIMITS } from '../../../config/limits.js';
import type { Logger } from '../../logger.js';
import { ADDRESS_REASONS } from '../../messages.js';
import { checkTargetUrl, guardedLookup, isPrivateAddressError, type AddressPolicy } from '../../net/address-policy.js';
import { FAILURES, failureForStatus, replySnippet, type VendorFailure } from './failures.js';
import { fieldsEqual } from '../paths.js';
import { defaultRateLimitWaitMs, parseRetryAfter } from './retry-after.js';

/**
 * The one way connectors call vendors (worker side only). got with:
 * - a per-attempt timeout (15 s by default, spec "Limits");
 * - 429 retried up to 3 attempts in all, honouring Retry-After in seconds or HTTP-date form, each wait
 *   capped at 10 s; no other status is retried (401/403 never are);
 * - the outbound address policy (src/net/address-policy.ts) on the URL and on every DNS answer
 *   (guardedLookup: the socket connects to the address checked), no redirects followed (a redirect
 *   could carry credentials elsewhere, or lead to an internal address), replies capped in size;
 * - every failure classified with the spec's wording (failures.ts), returned as a value.
 */

export interface VendorHttpRequest {
  method: 'GET' | 'POST';
  /** Absolute URL, query included. */
  url: string;
  headers: Record<string, string>;
  /** JSON body (read-only POST searches, GraphQL queries, hooks). */
  json?: unknown;
  /**
   * Form body, sent as application/x-www-form-urlencoded (token endpoints; read-only POSTs with
   * `bodyEncoding: 'form'`, whose fields may carry the vendor credential: bodies are never logged).
   */
  form?: Record<string, string>;
}

export type VendorHttpOutcome =
  /**
   * `body` is the parsed JSON; undefined only for an empty body allowed by `emptyBodyOk`, or with
   * `noMatch` for the error reply `noMatchError` names (its body stays in the client).
   */
  { ok: true; status: number; headers: IncomingHttpHeaders; body: unknown; noMatch?: true } | { ok: false; failure: VendorFailure };

export interface VendorHttpClientOptions {
  policy: AddressPolicy;
  /** Reads "now" for Retry-After HTTP-dates and deadlines. */
  clock: Clock;
  /** Per-attempt timeout. Default LIMITS.outboundCallTimeoutMs (15 000 ms). */
  timeoutMs?: number;
  /** Attempts when the vendor answers 429. Default LIMITS.rateLimitAttempts (3). */
  rateLimitAttempts?: number;
  /** Longest wait honoured between 429 attempts. Default LIMITS.rateLimitMaxWaitMs (10 000 ms). */
  maxRetryWaitMs?: number;
  /** How a wait is spent. Default a timer; tests pass a recorder so no test sleeps. */
  sleep?: (ms: number) => Promise<void>;
  /** Largest reply read. Default 5 MiB. */
  maxReplyBytes?: number;
  logger?: Logger;
}

export interface VendorCallOptions {
  /** Epoch ms (by the injected clock) after which nobody waits for the answer: no further attempt starts. */
  deadlineAt?: number;
  /**
   * A 2xx reply with an empty body (such as 204 No Content) is an answer with `body: undefined`
   * rather than a failure. Default false: for most vendors an empty reply is a fault.
   */
  emptyBodyOk?: boolean;
  /**
   * An error reply the vendor documents as "no match" (noMatch.errorReply): that status with a JSON
   * body whose fields equal these values is an answer with `noMatch: true` and no body, not a failure.
   */
  noMatchError?: { status: number; bodyFields: Readonly<Record<string, string | number | boolean>> };
}

const DEFAULT_MAX_REPLY_BYTES = 5 * 1024 * 1024;
const sleepTimer = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** An error reply's body as JSON, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Attempt = { ok: true; status: number; headers: IncomingHttpHeaders; text: string } | { ok: false; failure: VendorFailure };

export class VendorHttpClient {
  readonly timeoutMs: number;
  readonly rateLimitAttempts: number;
  readonly maxRetryWaitMs: number;
  private readonly maxReplyBytes: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly lookup: ReturnType<typeof guardedLookup>;
  private readonly agents: { http: HttpAgent; https: HttpsAgent };

  constructor(private readonly opts: VendorHttpClientOptions) {
    this.timeoutMs = opts.timeoutMs ?? LIMITS.outboundCallTimeoutMs;
    this.rateLimitAttempts = opts.rateLimitAttempts ?? LIMITS.rateLimitAttempts;
    this.maxRetryWaitMs = opts.maxRetryWaitMs ?? LIMITS.rateLimitMaxWaitMs;
    this.maxReplyBytes = opts.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES;
    this.sleep = opts.sleep ?? sleepTimer;
    this.lookup = guardedLookup(opts.policy);
    this.agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 256 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 256 }) };
  }

  async request(req: VendorHttpRequest, call: VendorCallOptions = {}): Promise<VendorHttpOutcome> {
    const target = checkTargetUrl(req.url, this.opts.policy);
    if (!target.ok) return { ok: false, failure: FAILURES.addressRefused(target.reason) };
    for (let attempt = 1; ; attempt++) {
      if (call.deadlineAt !== undefined && this.opts.clock.now() >= call.deadlineAt) return { ok: false, failure: FAILURES.timeout() };
      const res = await this.attempt(req, target.url);
      if (!res.ok) return res;
      this.opts.logger?.debug({ host: target.url.host, method: req.method, status: res.status, attempt }, 'vendor call');
      if (res.status === 429) {
        if (attempt >= this.rateLimitAttempts) return { ok: false, failure: failureForStatus(429, res.text) };
        const asked = parseRetryAfter(res.headers['retry-after'], this.opts.clock.now());
        const waitMs = Math.min(asked ?? defaultRateLimitWaitMs(attempt), this.maxRetryWaitMs);
        if (call.deadlineAt !== undefined && this.opts.clock.now() + waitMs >= call.deadlineAt) return { ok: false, failure: FAILURES.timeout() };
        await this.sleep(waitMs);
        continue;
      }
      if (res.status < 200 || res.status >= 300) {
        if (call.noMatchError?.status === res.status && fieldsEqual(call.noMatchError.bodyFields, parseJson(res.text))) {
          return { ok: true, status: res.status, headers: res.headers, body: undefined, noMatch: true };
        }
        return { ok: false, failure: failureForStatus(res.status, res.text) };
      }
      if (res.text.trim() === '') {
        if (call.emptyBodyOk) return { ok: true, status: res.status, headers: res.headers, body: undefined };
        return { ok: false, failure: FAILURES.badReply('an empty reply', res.status) };
      }
      try {
        return { ok: true, status: res.status, headers: res.headers, body: JSON.parse(res.text) as unknown };
      } catch {
        return { ok: false, failure: FAILURES.badReply(`not JSON: ${replySnippet(res.text)}`, res.status) };
      }
    }
  }

  private async attempt(req: VendorHttpRequest, url: URL): Promise<Attempt> {
    const controller = new AbortController();
    let tooLarge = false;
    try {
      const pending = got(url, {
        method: req.method,
        headers: { accept: 'application/json', 'user-agent': 'customer-verification-service/1.0', ...req.headers },
        ...(req.json !== undefined ? { json: req.json } : {}),
        ...(req.form !== undefined ? { form: req.form } : {}),
        timeout: { request: this.timeoutMs },
        retry: { limit: 0 },
        throwHttpErrors: false,
        followRedirect: false,
        dnsLookup: this.lookup,
        agent: this.agents,
        responseType: 'text',
        signal: controller.signal,
      });
      // on() hands back the same request, awaited just below.
      void pending.on('downloadProgress', (progress: { transferred: number }) => {
        if (progress.transferred > this.maxReplyBytes && !tooLarge) {
          tooLarge = true;
          controller.abort();
        }
      });
      const res = await pending;
      return { ok: true, status: res.statusCode, headers: res.headers, text: res.body };
    } catch (err) {
      if (tooLarge) return { ok: false, failure: FAILURES.badReply(`larger than ${this.maxReplyBytes} bytes`) };
      if (err instanceof TimeoutError) return { ok: false, failure: FAILURES.timeout() };
      if (isPrivateAddressError(err)) return { ok: false, failure: FAILURES.addressRefused(ADDRESS_REASONS.resolvesPrivate) };
      if (err instanceof RequestError) return { ok: false, failure: FAILURES.unreachable(err.code || err.message) };
      throw err;
    }
  }

  /** Closes idle keep-alive sockets. */
  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}
