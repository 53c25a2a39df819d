import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { closeServer, listen } from './infra.js';

/** A request the scripted vendor received. */
export interface ReceivedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Raw body text. */
  body: string;
}

/** How the scripted vendor answers one request. */
export interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON body (serialised), unless `raw` is given. */
  body?: unknown;
  /** Body text sent as is (malformed JSON, long error pages). */
  raw?: string;
  /** Wait before answering. */
  delayMs?: number;
}

export interface ScriptedVendor {
  baseUrl: string;
  /** Every request, in arrival order. */
  requests: ReceivedRequest[];
  /** Sets how the next requests are answered (default: 404 {"error":"no script"}). */
  answer(handler: (req: ReceivedRequest, index: number) => ScriptedReply): void;
  server: Server;
  close(): Promise<void>;
}

/**
 * A loopback HTTP server standing in for a vendor whose answers each test scripts: statuses, headers
 * (Retry-After, Link), raw bodies and delays. It records every request (path, query, headers, body)
 * so tests can check what the service sent, and what it never sent.
 */
export async function startScriptedVendor(): Promise<ScriptedVendor> {
  const requests: ReceivedRequest[] = [];
  let handler: (req: ReceivedRequest, index: number) => ScriptedReply = () => ({ status: 404, body: { error: 'no script' } });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://vendor.invalid');
      const received: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const reply = handler(received, requests.length - 1);
      const send = (): void => {
        if (res.destroyed) return;
        const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(text);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  const baseUrl = await listen(server);
  return {
    baseUrl,
    requests,
    answer(h) {
      handler = h;
    },
    server,
    close: () => closeServer(server),
  };
}
