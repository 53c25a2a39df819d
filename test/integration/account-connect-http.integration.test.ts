import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountConnectClient } from '../../src/account-connect/client.js';

/**
 * The Account Connect client's own HTTP behaviour (node's client, src/net/post-once.ts) against a
 * loopback partner that answers however a case asks: what is sent, a whole reply read as data, and
 * every way a reply can be unusable (too large, too slow in its body, cut short, a redirect).
 */

const TIMEOUT_MS = 400;
const MAX_BODY = 64 * 1024;

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
let base = '';
const sockets = new Set<unknown>();
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let client: AccountConnectClient;
const target = () => ({ baseUrl: base, headerName: 'X-Partner-Key', apiKey: 'partner-key-123' });
const ok = (res: ServerResponse, value: unknown) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(value));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The demo's base address is the one a loopback http partner may have (every other needs https).
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ac`;
  client = new AccountConnectClient({ timeoutMs: TIMEOUT_MS, policy: { allowPrivate: false }, demoBaseUrl: base, maxBodyBytes: MAX_BODY });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen.length = 0;
});

describe('Account Connect over node http', () => {
  it('POSTs the JSON body with the key in its header to the step path, reads the whole reply, and reuses the connection', async () => {
    handler = (_req, _body, res) => ok(res, { success: true, otp_token: 'otp-1', message: 'sent' });
    const before = sockets.size;
    for (let i = 0; i < 3; i++) {
      const out = await client.call(target(), 'verify_identity', { full_name: 'Jane Doe', postcode: 'SW1A 2AA' });
      expect(out).toEqual({ kind: 'ok', status: 200, data: { otp_token: 'otp-1', message: 'sent' } });
    }
    expect(seen.map((s) => [s.method, s.url])).toEqual(Array(3).fill(['POST', '/ac/verify-identity']));
    const first = seen[0];
    expect(JSON.parse(first?.body ?? '')).toEqual({ full_name: 'Jane Doe', postcode: 'SW1A 2AA' });
    expect(first?.headers).toMatchObject({
      'x-partner-key': 'partner-key-123',
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': 'Service-AccountConnect/1.0',
    });
    expect(sockets.size - before).toBe(1);
  });

  it('reads a reply that arrives in many pieces up to the limit', async () => {
    const orders = Array.from({ length: 40 }, (_, i) => ({ order_number: `A-${i}`, placed: '2026-11-01', note: 'x'.repeat(1000) }));
    const text = JSON.stringify({ success: true, orders });
    expect(text.length).toBeLessThan(MAX_BODY);
    handler = (_req, _body, res) => {
      res.setHeader('content-type', 'application/json');
      for (let i = 0; i < text.length; i += 4096) res.write(text.slice(i, i + 4096));
      res.end();
    };
    const out = await client.call(target(), 'orders', { session_token: 's' });
    expect(out.kind).toBe('ok');
  });

  it('fails a reply longer than the limit as too_large', async () => {
    handler = (_req, _body, res) => ok(res, { success: true, orders: [], pad: 'x'.repeat(MAX_BODY) });
    expect(await client.call(target(), 'orders', { session_token: 's' })).toEqual({
      kind: 'failed',
      reason: 'too_large',
      status: null,
      detail: 'reply was too large',
    });
  });

  it('fails as a timeout when the status line comes at once but the body does not come whole within the limit', async () => {
    handler = (_req, _body, res) => {
      res.setHeader('content-type', 'application/json');
      res.write('{"success": true, ');
      setTimeout(() => res.end('"otp_token": "late"}'), TIMEOUT_MS * 3);
    };
    const started = Date.now();
    expect(await client.call(target(), 'verify_identity', {})).toEqual({
      kind: 'failed',
      reason: 'timeout',
      status: null,
      detail: `no reply within ${TIMEOUT_MS} ms`,
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2);
  });

  it('fails as a timeout when no answer comes at all', async () => {
    handler = () => undefined;
    expect(await client.call(target(), 'verify_identity', {})).toMatchObject({ kind: 'failed', reason: 'timeout' });
  });

  it('fails a reply cut short as a network failure, never as data', async () => {
    handler = (_req, _body, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-length', '500');
      res.write('{"success": true, "otp_token": "half');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    expect(await client.call(target(), 'verify_identity', {})).toMatchObject({ kind: 'failed', reason: 'network' });
  });

  it('never follows a redirect', async () => {
    handler = (_req, _body, res) => {
      res.statusCode = 302;
      res.setHeader('location', `${base}/elsewhere`);
      res.end();
    };
    expect(await client.call(target(), 'verify_identity', {})).toMatchObject({ kind: 'failed', reason: 'http_status', status: 302 });
    expect(seen.map((s) => s.url)).toEqual(['/ac/verify-identity']);
  });

  it('answers a refused connection as a network failure with its code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/ac`;
    await new Promise((r) => closed.close(r));
    const c = new AccountConnectClient({ timeoutMs: TIMEOUT_MS, policy: { allowPrivate: false }, demoBaseUrl: gone });
    expect(await c.call({ ...target(), baseUrl: gone }, 'verify_identity', {})).toEqual({
      kind: 'failed',
      reason: 'network',
      status: null,
      detail: 'could not reach the address (ECONNREFUSED)',
    });
  });
});
