import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestLog } from '../../src/http/middleware/request-log.js';
import { loggablePath } from '../../src/http/receipt-pages.js';
import { createLogger } from '../../src/logger.js';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

/** One app per level: the same routes, a logger at `level` writing to the sink. */
function appAt(level: string) {
  const app = express();
  app.use(requestLog(createLogger({ level, name: 'test' }, sink), { loggablePath, quiet: new Set(['/healthz']) }));
  app.get('/healthz', (_req, res) => res.json({ ok: true }));
  app.get('/ok', (req, res) => res.json({ id: req.id }));
  app.get('/this-wasnt-me/:token', (_req, res) => res.status(404).json({}));
  app.get('/boom', (_req, res) => res.status(503).json({ detail: 'down' }));
  app.get('/hang', (_req, res) => {
    setTimeout(() => res.destroy(), 50);
  });
  return app;
}

const servers: Server[] = [];
let info = '';
let warn = '';

function listen(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });
}

/** Waits for pino's asynchronous writes to reach the sink. */
const settle = () => new Promise((r) => setTimeout(r, 30));

beforeAll(async () => {
  info = await listen(appAt('info'));
  warn = await listen(appAt('warn'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});
beforeEach(() => {
  lines.length = 0;
});

describe('request log and request id', () => {
  it('logs one line per answered request: id, method, path without its query, status, time', async () => {
    const res = await fetch(`${info}/ok?api_key=sk_live_secret`);
    const body = (await res.json()) as { id: string };
    await settle();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-request-id')).toBe(body.id);
    expect(lines).toHaveLength(1);
    const line = lines[0] as { msg: string; req: unknown; res: unknown; responseTime: unknown };
    expect(line.msg).toBe('request completed');
    expect(line.req).toEqual({ id: body.id, method: 'GET', url: '/ok' });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('sk_live_secret');
  });

  it("keeps a caller's plain request id and replaces one that is not", async () => {
    const kept = await fetch(`${info}/ok`, { headers: { 'x-request-id': 'bot-turn-42.a_b' } });
    expect(kept.headers.get('x-request-id')).toBe('bot-turn-42.a_b');
    expect(((await kept.json()) as { id: string }).id).toBe('bot-turn-42.a_b');
    const replaced = await fetch(`${info}/ok`, { headers: { 'x-request-id': 'has spaces and <markup>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await fetch(`${info}/ok`, { headers: { 'x-request-id': 'a'.repeat(65) } });
    expect(tooLong.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await settle();
    expect(lines.map((l) => (l.req as { id: string }).id)).toEqual([
      'bot-turn-42.a_b',
      replaced.headers.get('x-request-id'),
      tooLong.headers.get('x-request-id'),
    ]);
  });

  it('masks a "This wasn\'t me" token in the logged path and says "request errored" for a 5xx', async () => {
    await fetch(`${info}/this-wasnt-me/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde`);
    await fetch(`${info}/boom`);
    await settle();
    expect(lines.map((l) => [l.msg, (l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode])).toEqual([
      ['request completed', '/this-wasnt-me/[token]', 404],
      ['request errored', '/boom', 503],
    ]);
    expect(JSON.stringify(lines)).not.toContain('AbCdEfGh');
  });

  it('logs a request whose connection closed before an answer once, and never the quiet paths', async () => {
    await fetch(`${info}/hang`).catch(() => undefined);
    await fetch(`${info}/healthz`);
    await settle();
    expect(lines.map((l) => (l.req as { url: string }).url)).toEqual(['/hang']);
  });

  it('writes nothing when the level is above info, and still gives every request its id', async () => {
    const res = await fetch(`${warn}/ok`);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await res.json()) as { id: string }).id).toBe(res.headers.get('x-request-id'));
    await fetch(`${warn}/boom`);
    await settle();
    expect(lines).toEqual([]);
  });
});
