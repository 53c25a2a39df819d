import { request as httpRequest, type Agent as HttpAgent, type IncomingMessage } from 'node:http';
import { request as httpsRequest, type Agent as HttpsAgent } from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';

/** Bytes of a reply read (and thrown away) past the kept prefix before the connection is dropped instead of reused. */
const MAX_DRAIN_BYTES = 64 * 1024;

export interface PostOnceOptions {
  headers: Record<string, string>;
  /** The exact bytes sent. */
  body: Buffer;
  /** The wait; what it covers depends on `reply`. */
  timeoutMs: number;
  /** Connect-time DNS answers, checked (address-policy's guardedLookup). */
  lookup: LookupFunction;
  /** Default node's global agent (keep-alive). */
  agent?: HttpAgent | HttpsAgent;
  signal?: AbortSignal;
  /**
   * - `prefix`: the status line settles the call within the timeout and the first `keepBytes` of the
   *   body are kept (a webhook attempt): a longer, slower or cut-short body is never a failure.
   * - `whole`: the whole reply must come within the timeout and be at most `keepBytes` (an Account
   *   Connect reply, read as data); a longer one fails with ReplyTooLargeError, a cut-short one with
   *   the connection's error.
   */
  reply: { kind: 'prefix' | 'whole'; keepBytes: number };
}

export interface PostReply {
  status: number;
  /** Time to the status line. */
  latencyMs: number;
  body: Buffer;
  /** The reply was longer than the part kept (prefix only). */
  truncated: boolean;
}

/** A `whole` reply longer than its keepBytes. */
export class ReplyTooLargeError extends Error {
  override name = 'ReplyTooLargeError';
  readonly code = 'EREPLYTOOLARGE';
}

const timedOut = (): Error => Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' });

/**
 * One POST with node's own client: one attempt, no redirects followed, connect-time DNS answers
 * checked by `lookup`, the connection reused (keep-alive) when the reply was read to its end. It
 * costs a fraction of a general-purpose client per call, which is what the webhook fan-out and the
 * Account Connect worker make most of.
 */
export function postOnce(url: URL, opts: PostOnceOptions): Promise<PostReply> {
  const https = url.protocol === 'https:';
  const prefix = opts.reply.kind === 'prefix';
  const keep = opts.reply.keepBytes;
  const started = performance.now();
  return new Promise<PostReply>((resolve, reject) => {
    let settled = false;
    let answered: { status: number; latencyMs: number } | null = null;
    let response: IncomingMessage | null = null;
    const chunks: Buffer[] = [];
    let read = 0;
    const fail = (err: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(err);
    };
    const finish = (truncated: boolean): void => {
      if (settled || !answered) return;
      settled = true;
      clearTimeout(timer);
      const body = Buffer.concat(chunks);
      resolve({ ...answered, body: prefix ? body.subarray(0, keep) : body, truncated });
    };
    const request = (https ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      headers: { ...opts.headers, 'Content-Length': String(opts.body.length) },
      ...(opts.agent ? { agent: opts.agent } : {}),
      lookup: opts.lookup,
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    const timer = setTimeout(() => {
      if (answered && prefix) {
        finish(true); // answered, but the body is still coming: keep what came, drop the rest
        response?.destroy();
        return;
      }
      const err = timedOut();
      fail(err);
      request.destroy(err);
    }, opts.timeoutMs);
    request.on('error', fail);
    request.once('response', (res: IncomingMessage) => {
      answered = { status: res.statusCode ?? 0, latencyMs: Math.round(performance.now() - started) };
      response = res;
      // Once answered, a prefix keeps what came whatever happens to the rest.
      const cut = (err: Error): void => (prefix ? finish(true) : fail(err));
      request.off('error', fail);
      request.on('error', cut);
      res.on('data', (chunk: Buffer) => {
        if (read < keep) chunks.push(chunk);
        read += chunk.length;
        if (read > keep) {
          if (prefix) finish(true);
          else {
            fail(new ReplyTooLargeError(`reply longer than ${keep} bytes`));
            res.destroy();
          }
        }
        if (prefix && read > MAX_DRAIN_BYTES) res.destroy();
      });
      res.on('end', () => finish(read > keep));
      res.on('error', cut);
      res.on('close', () => {
        if (prefix) finish(read > keep || !res.complete);
        else if (res.complete) finish(false);
        else fail(Object.assign(new Error('reply cut short'), { code: 'ECONNRESET' }));
      });
    });
    request.end(opts.body);
  });
}
