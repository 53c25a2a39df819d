import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { closeServer, listen } from './infra.js';

/** One request a receiver got, with the raw bytes exactly as they arrived. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  /** Wall time of arrival (Date.now(), ms), for latency measurements. */
  at: number;
}

/** How a path answers its n-th request (n starts at 1). */
export interface Answer {
  status?: number;
  /** Wait before answering. */
  delayMs?: number;
  /** Never answer (the client must time out). */
  hang?: boolean;
  headers?: Record<string, string>;
  /** The answer's body (default {"ok":true}). */
  body?: string | Buffer;
  /** Send the headers at once and the body this much later (a slow body). */
  bodyDelayMs?: number;
}
export type Behaviour = (n: number) => Answer;

export interface FakeReceiver {
  baseUrl: string;
  server: Server;
  received: Received[];
  /** Requests to one path. */
  at(path: string): Received[];
  /** Sets how `path` answers (default: 200 at once). */
  on(path: string, behaviour: Behaviour): void;
  /** Called on every request as it arrives (before answering). */
  onRequest?: (r: Received) => void;
  close(): Promise<void>;
}

/** A loopback HTTP server standing in for tenants' webhook receivers. */
export async function startReceiver(): Promise<FakeReceiver> {
  const behaviours = new Map<string, Behaviour>();
  const counts = new Map<string, number>();
  const received: Received[] = [];
  const receiver: FakeReceiver = {
    baseUrl: '',
    server: createServer(),
    received,
    at: (path) => received.filter((r) => r.path === path),
    on: (path, behaviour) => void behaviours.set(path, behaviour),
    close: () => closeServer(receiver.server),
  };
  receiver.server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const r: Received = { path, headers: req.headers, raw: Buffer.concat(chunks), at: Date.now() };
      received.push(r);
      receiver.onRequest?.(r);
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      const answer = behaviours.get(path)?.(n) ?? {};
      if (answer.hang) return;
      const send = (): void => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
        const body = answer.body ?? '{"ok":true}';
        if (!answer.bodyDelayMs) return void res.end(body);
        res.flushHeaders();
        setTimeout(() => !res.destroyed && res.end(body), answer.bodyDelayMs).unref();
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  receiver.server.keepAliveTimeout = 30_000;
  receiver.baseUrl = await listen(receiver.server);
  return receiver;
}
