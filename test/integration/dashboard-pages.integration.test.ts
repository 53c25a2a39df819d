import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { buildApp } from '../../src/app.js';
import { buildDashboardAuth } from '../../src/wiring/dashboard-auth.js';
import { createLogger } from '../../src/logger.js';
import { DASHBOARD_SIGN_IN_MESSAGES as M } from '../../src/messages.js';
import { devOutboxFor } from '../../src/notify/dev-outbox.js';
import { openServices, type Services } from '../../src/services.js';
import { closeServer, createTestEnv, http, openTestServices, type TestEnv } from '../fakes/infra.js';

/**
 * The web process serves the built dashboard (index.html for every page, hashed assets cached for a
 * year), keeps the development outbox out of production, and gives the Activity page a ticket's events.
 */

let env: TestEnv;
let services: Services;
let dir: string;
const servers: { close(): Promise<void> }[] = [];
let base: string;
let tenantId: number;
let apiKey: string;

async function serve(s: Services, dashboardDir: string): Promise<string> {
  const server = buildApp(s, { dashboardDir }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  servers.push({ close: () => closeServer(server) });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env);
  dir = await mkdtemp(path.join(tmpdir(), 'dashboard-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="csrf-token" content="%CSRF_TOKEN%"><script type="module" src="/dashboard/assets/app-3f9a1c.js"></script></head><body><div id="app"></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets', 'app-3f9a1c.js'), 'console.log("dashboard")');
  base = await serve(services, dir);
  const created = await services.tenants.create({ name: 'Acme', ownerEmail: 'owner@acme.example' });
  tenantId = created.tenant.id;
  apiKey = created.apiKey;
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await services?.close();
  await env?.dropAll();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the built dashboard', () => {
  it('answers /dashboard and every page under it with index.html, never cached, framed by nobody', async () => {
    for (const page of ['/dashboard', '/dashboard/', '/dashboard/integrations', '/dashboard/webhooks/deep/link', '/dashboard/sign-in']) {
      const res = await fetch(base + page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await res.text()).toContain('<div id="app"></div>');
    }
  });

  it('serves hashed assets for a year, immutable, and 404s a missing one instead of index.html', async () => {
    const res = await fetch(`${base}/dashboard/assets/app-3f9a1c.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('dashboard');
    const missing = await fetch(`${base}/dashboard/assets/app-000000.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="app">');
  });

  it("fills the csrf-token meta tag with the signed-in session's token, and leaves it empty otherwise", async () => {
    expect(await (await fetch(`${base}/dashboard`)).text()).toContain('<meta name="csrf-token" content="">');
    const link = await buildDashboardAuth(services).signIn.linkFor(tenantId);
    const opened = await fetch(`${base}/dashboard/sign-in?token=${new URL(link).searchParams.get('token')}`, { redirect: 'manual' });
    const cookies = opened.headers.getSetCookie().map((c) => c.slice(0, c.indexOf(';')));
    const csrf = decodeURIComponent(cookies.find((c) => c.startsWith('csrf_token='))!.split('=')[1]!);
    const html = await (await fetch(`${base}/dashboard/settings`, { headers: { cookie: cookies.join('; ') } })).text();
    expect(html).toContain(`<meta name="csrf-token" content="${csrf}">`);
  });

  it('says the dashboard is not built (503, one line) when dist/dashboard is missing', async () => {
    const other = await serve(services, path.join(dir, 'nowhere'));
    const res = await fetch(`${other}/dashboard/integrations`);
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(M.notBuilt);
  });

  it('leaves the API alone: an unknown /api path is still the JSON 404', async () => {
    expect(await http(base, 'GET', '/api/dashboard/nothing')).toMatchObject({ status: 404, body: { detail: 'Not found' } });
  });
});

describe('the development outbox in production', () => {
  it('does not exist: no route, not in OpenAPI, and no outbox for the transports', async () => {
    const config = loadConfig({
      ...env.env,
      NODE_ENV: 'production',
      ALLOW_PRIVATE_TARGETS: 'false',
      ADMIN_TOKEN: 'prod-admin-token-123456',
      ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
    });
    const prod = await openServices(config, { name: 'prod-test', logger: createLogger({ level: 'silent', name: 'prod-test' }) });
    try {
      expect(devOutboxFor(config, prod.redis, prod.clock)).toBeUndefined();
      const prodBase = await serve(prod, dir);
      expect((await http(prodBase, 'GET', '/api/dashboard/dev/outbox', { headers: { 'x-api-key': apiKey } })).status).toBe(404);
      const doc = (await http(prodBase, 'GET', '/api/openapi.json')).body;
      expect(Object.keys(doc.paths)).not.toContain('/api/dashboard/dev/outbox');
      expect(Object.keys(doc.paths)).toContain('/api/dashboard/sign-in');
    } finally {
      await prod.close();
    }
  });
});

describe('GET /api/tickets/:ticketId/events', () => {
  it("lists a ticket's events oldest first, with the changes of an update, and 404s another tenant's ticket", async () => {
    const created = await http(base, 'POST', '/api/chatbot-api/create-ticket', {
      headers: { 'x-api-key': apiKey },
      body: { customer_name: 'Jane Doe', subject: 'Refund please', description: 'My parcel arrived broken.', category: 'payment_issue' },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.ticket_id as number;
    expect((await http(base, 'PATCH', `/api/tickets/${id}`, { headers: { 'x-api-key': apiKey }, body: { status: 'resolved' } })).status).toBe(200);
    const res = await http(base, 'GET', `/api/tickets/${id}/events`, { headers: { 'x-api-key': apiKey } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { event: string }) => e.event)).toEqual(['ticket.created', 'ticket.updated']);
    expect(res.body.data[1].data.changes.status).toEqual({ from: 'open', to: 'resolved' });
    const other = await services.tenants.create({ name: 'Other', ownerEmail: 'o@other.example' });
    expect((await http(base, 'GET', `/api/tickets/${id}/events`, { headers: { 'x-api-key': other.apiKey } })).status).toBe(404);
  });
});

describe('PATCH /api/tenants/:tenantId', () => {
  it('changes the business name and SMS switch, and refuses an empty change with 422', async () => {
    const res = await http(base, 'PATCH', `/api/tenants/${tenantId}`, {
      headers: { 'x-api-key': apiKey },
      body: { business_name: ' Acme Trading ', sms_enabled: true },
    });
    expect(res.body).toMatchObject({ business_name: 'Acme Trading', sms_enabled: true });
    expect((await services.tenants.get(tenantId))!.businessName).toBe('Acme Trading');
    expect((await http(base, 'PATCH', `/api/tenants/${tenantId}`, { headers: { 'x-api-key': apiKey }, body: {} })).status).toBe(422);
    expect((await http(base, 'PATCH', `/api/tenants/${tenantId}`, { headers: { 'x-api-key': apiKey }, body: { business_name: '' } })).status).toBe(422);
  });
});
