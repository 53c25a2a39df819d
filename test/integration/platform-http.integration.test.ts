import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
const admin = { 'X-Admin-Token': 'test-admin-token-123' };

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env);
  web = await startWeb(services);
});
afterAll(async () => {
  await web.close();
  await services.close();
  await env.dropAll();
});

async function newTenant(name = 'Acme'): Promise<{ tenant_id: number; api_key: string }> {
  const res = await http(web.baseUrl, 'POST', '/api/admin/tenants', { headers: admin, body: { name, owner_email: 'owner@acme.example' } });
  expect(res.status).toBe(201);
  return res.body;
}

describe('POST /api/admin/tenants', () => {
  it('creates a tenant and shows its key once; the key is stored only hashed and sealed', async () => {
    const t = await newTenant();
    expect(t.api_key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    const rows = await services.orm.em.fork().getConnection().execute('select key_hash, key_sealed from api_keys where tenant_id = ?', [t.tenant_id]);
    expect(JSON.stringify(rows)).not.toContain(t.api_key);
    const shown = await http(web.baseUrl, 'GET', `/api/admin/tenants/${t.tenant_id}/api-key`, { headers: admin });
    expect(shown.body).toEqual({ tenant_id: t.tenant_id, api_key: t.api_key });
  });

  it('refuses a wrong or missing admin token', async () => {
    const res = await http(web.baseUrl, 'POST', '/api/admin/tenants', { headers: { 'X-Admin-Token': 'nope' }, body: { name: 'x', owner_email: 'a@b.co' } });
    expect(res.status).toBe(401);
    expect((await http(web.baseUrl, 'POST', '/api/admin/tenants', { body: {} })).status).toBe(401);
  });
});

describe('platform API key (X-API-Key)', () => {
  it('answers 401 {detail:"Invalid API key"} for a missing or unknown key', async () => {
    const t = await newTenant();
    for (const headers of [{}, { 'X-API-Key': 'sk_unknown' }, { 'X-API-Key': '' }] as Record<string, string>[]) {
      const res = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenant_id}`, { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Invalid API key' });
    }
  });

  it("does not let one tenant's key reach another tenant's paths", async () => {
    const a = await newTenant('A');
    const b = await newTenant('B');
    const res = await http(web.baseUrl, 'GET', `/api/tenants/${b.tenant_id}`, { headers: { 'X-API-Key': a.api_key } });
    expect(res.status).toBe(404);
  });

  it('regenerating the key makes the old key fail at once and the new one work', async () => {
    const t = await newTenant();
    const ok = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenant_id}`, { headers: { 'X-API-Key': t.api_key } });
    expect(ok.body).toMatchObject({ tenant_id: t.tenant_id, name: 'Acme', sandbox: false });
    const regen = await http(web.baseUrl, 'POST', `/api/tenants/${t.tenant_id}/api-key/regenerate`, { headers: { 'X-API-Key': t.api_key } });
    expect(regen.status).toBe(200);
    expect(regen.body.api_key).not.toBe(t.api_key);
    const old = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenant_id}`, { headers: { 'X-API-Key': t.api_key } });
    expect(old.status).toBe(401);
    const fresh = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenant_id}`, { headers: { 'X-API-Key': regen.body.api_key } });
    expect(fresh.status).toBe(200);
  });
});

describe('error shapes', () => {
  it('answers invalid JSON with 422 detail [{loc:["body"]...}]', async () => {
    const res = await http(web.baseUrl, 'POST', '/api/admin/tenants', { headers: admin, rawBody: '{"name": ' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: [{ loc: ['body'], msg: 'Invalid JSON', type: 'json_invalid' }] });
  });

  it('answers wrong field types and missing fields with 422 and loc ["body", field]', async () => {
    const res = await http(web.baseUrl, 'POST', '/api/admin/tenants', { headers: admin, body: { name: 42 } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['body', 'name'], msg: expect.any(String), type: 'invalid_type' },
      { loc: ['body', 'owner_email'], msg: 'Field required', type: 'missing' },
    ]);
    const arr = await http(web.baseUrl, 'POST', '/api/admin/tenants', { headers: admin, body: [1, 2] });
    expect(arr.status).toBe(422);
  });

  it('answers unknown paths with 404 JSON', async () => {
    const res = await http(web.baseUrl, 'GET', '/api/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found' });
  });

  it('serves the OpenAPI 3.1 document generated from the route schemas, and the reference page', async () => {
    const doc = await http(web.baseUrl, 'GET', '/api/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    const op = doc.body.paths['/api/admin/tenants'].post;
    expect(op.requestBody.content['application/json'].schema.required).toEqual(['name', 'owner_email']);
    expect(doc.body.paths['/api/tenants/{tenantId}/api-key/regenerate']).toBeDefined();
    const page = await fetch(`${web.baseUrl}/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it('protects Bull Board with the admin token (header or HTTP basic)', async () => {
    expect((await fetch(`${web.baseUrl}/admin/queues`)).status).toBe(401);
    const basic = Buffer.from('ops:test-admin-token-123').toString('base64');
    expect((await fetch(`${web.baseUrl}/admin/queues`, { headers: { authorization: `Basic ${basic}` } })).status).toBe(200);
    const api = await fetch(`${web.baseUrl}/admin/queues/api/queues`, { headers: admin });
    expect(api.status).toBe(200);
    expect(JSON.stringify(await api.json())).toContain('housekeeping');
  });
});

describe('GET /healthz and /readyz', () => {
  it('reports the process up and its dependencies ready', async () => {
    expect((await http(web.baseUrl, 'GET', '/healthz')).body).toEqual({ ok: true });
    const ready = await http(web.baseUrl, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true, redis: 'ok', postgres: 'ok' });
  });
});

describe('a 500', () => {
  it('reveals nothing but a request id, and /readyz says 503 when Postgres is gone', async () => {
    const broken = await openTestServices(env, { name: 'broken' });
    const brokenWeb = await startWeb(broken);
    const t = await newTenant();
    await broken.orm.close(true);
    const res = await http(brokenWeb.baseUrl, 'GET', `/api/tenants/${t.tenant_id}`, { headers: { 'X-API-Key': t.api_key } });
    expect(res.status).toBe(500);
    expect(Object.keys(res.body).sort()).toEqual(['detail', 'request_id']);
    expect(res.body.detail).toBe('Internal server error');
    expect(JSON.stringify(res.body)).not.toMatch(/at |\.ts|stack|select/i);
    expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
    const ready = await http(brokenWeb.baseUrl, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ ready: false, redis: 'ok', postgres: 'down' });
    await brokenWeb.close();
    await broken.close();
  });
});
