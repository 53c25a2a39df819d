import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, serializeError } from '../../src/logger.js';
import { openServices, type Services } from '../../src/services.js';
import { createTestEnv, http, startWeb, type TestEnv } from '../fakes/infra.js';

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
const logLines: string[] = [];
const admin = { 'X-Admin-Token': 'test-admin-token-123' };

beforeAll(async () => {
  env = await createTestEnv();
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  services = await openServices(env.config, { name: 'test', rpc: true, logger: createLogger({ level: 'info', name: 'test' }, sink) });
  web = await startWeb(services);
});
afterAll(async () => {
  await web.close();
  await services.close();
  await env.dropAll();
});

describe('the error middleware turns unreadable requests into 4xx, never 500', () => {
  it('answers 400 to a body whose Content-Encoding does not decode, on any route (even /healthz)', async () => {
    for (const [method, path] of [
      ['POST', '/healthz'],
      ['POST', '/api/admin/tenants'],
      ['PATCH', '/api/tickets/1'],
    ]) {
      const res = await fetch(web.baseUrl + path, {
        method,
        headers: { ...admin, 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: 'this is not gzip',
      });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(await res.json()).toEqual({ detail: 'The request body could not be read' });
    }
  });

  it('answers 415 to an encoding it does not know and 413 to a 2 MB body', async () => {
    const unknown = await fetch(`${web.baseUrl}/api/admin/tenants`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json', 'content-encoding': 'br2' },
      body: '{}',
    });
    expect(unknown.status).toBe(415);
    const big = await http(web.baseUrl, 'POST', '/api/admin/tenants', { headers: admin, body: { name: 'x'.repeat(2 * 1024 * 1024) } });
    expect(big.status).toBe(413);
  });
});

describe('path parameters that do not decode', () => {
  it('answer 404 Not found instead of a 500 from the router (/api/tickets/%FF and friends)', async () => {
    for (const path of ['/api/tickets/%FF', '/api/tickets/%E0%A4%A', '/api/webhooks/%C0%AF', '/api/admin/tenants/%FF/api-key']) {
      const res = await http(web.baseUrl, 'GET', path, { headers: admin });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found' });
    }
  });
});

describe('text the stores cannot keep is refused at the validation edge', () => {
  it('answers 422 string_nul with the field named when a text field holds a NUL character, and logs no values', async () => {
    const before = logLines.length;
    const res = await http(web.baseUrl, 'POST', '/api/admin/tenants', { headers: admin, body: { name: 'Nul\u0000Co', owner_email: 'nul.owner@acme.example' } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ['body', 'name'], msg: expect.stringContaining('NUL'), type: 'string_nul' }]);
    expect(logLines.slice(before).join('')).not.toContain('nul.owner@acme.example');
  });

  it('refuses a NUL in a query string and in a field name', async () => {
    const q = await http(web.baseUrl, 'GET', '/api/admin/tenants?search=a%00b', { headers: admin });
    expect([404, 422]).toContain(q.status);
    const key = await http(web.baseUrl, 'POST', '/api/admin/tenants', { headers: admin, rawBody: '{"name":"ok","owner_email":"a@b.co","x\\u0000":1}' });
    expect(key.status).toBe(422);
  });

  it('answers 422 too_deep to JSON nested 100,000 levels instead of overflowing the stack', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const res = await http(web.baseUrl, 'POST', '/api/admin/tenants', { headers: admin, rawBody: `{"name":${deep},"owner_email":"a@b.co"}` });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].type).toBe('too_deep');
  });
});

describe('database errors in the logs', () => {
  it('keep the SQLSTATE but never the statement or its values', async () => {
    const em = services.orm.em.fork();
    const err = await em
      .getConnection()
      .execute('insert into tenants (name, business_name, owner_email, sms_enabled, created_at) values (?, ?, ?, false, now())', [
        'Secret\u0000Name',
        'B',
        'leak.me@acme.example',
      ])
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message)).toContain('leak.me@acme.example'); // what the driver puts in its message
    const shown = JSON.stringify(serializeError(err));
    expect(shown).not.toContain('leak.me@acme.example');
    expect(shown).not.toContain('insert into');
    expect(shown).toContain('statement and values withheld');
  });
});
