import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { OTP_QUEUE } from '../../queues/otp.js';
import { DASHBOARD_AUTH_LIMITS } from '../../src/dashboard-auth/dashboard-auth-limits.js';
import { buildDashboardAuth } from '../../src/wiring/dashboard-auth.js';
import { DASHBOARD_SIGN_IN_MESSAGES as M } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { otpProcessor } from '../../workers/otp.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../fakes/smtp.js';

/**
 * The dashboard's way in: a sign-in link emailed through a real SMTP server on 127.0.0.1 by the otp
 * pool, used once within 15 minutes, a 12-hour cookie session that the tenant API accepts instead of
 * X-API-Key, with the CSRF token and Origin checks on cookie requests, and the sign-in rate limits.
 */

const PUBLIC = 'https://dash.test.example';
let env: TestEnv;
let services: Services;
let smtp: FakeSmtp;
let worker: Worker;
let web: { baseUrl: string; close(): Promise<void> };
const clock = new ManualClock(Date.UTC(2026, 10, 24, 9, 0, 0));
let tenantId: number;
let otherTenantId: number;
const OWNER = 'Owner@Acme.example';

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** SMTP envelopes may change the letter case of the domain. */
const sentTo = (m: ReceivedMail, email: string): boolean => m.to.some((t) => t.toLowerCase() === email.trim().toLowerCase());
/** Quoted-printable soft line breaks undone, so a long link reads whole. */
const bodyOf = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** Asks for a link for `email` and returns the token of the email that arrives. */
async function emailedToken(email: string, ip: string, next?: string): Promise<string> {
  const before = smtp.messages.length;
  const res = await http(web.baseUrl, 'POST', '/api/dashboard/sign-in', { body: { email, ...(next ? { next } : {}) }, headers: { 'x-forwarded-for': ip } });
  expect(res.status).toBe(200);
  const mail = await waitFor(() => smtp.messages.slice(before).find((m) => sentTo(m, email)));
  const m = /\/dashboard\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(bodyOf(mail.raw));
  if (!m) throw new Error(`no link in ${mail.raw}`);
  return m[1]!;
}

interface Signed {
  cookie: string;
  csrf: string;
}

/** Opens a link; the cookies it sets. */
async function open(token: string): Promise<{ status: number; location: string | null; setCookies: string[]; signed: Signed | null; text: string }> {
  const res = await fetch(`${web.baseUrl}/dashboard/sign-in?token=${token}`, { redirect: 'manual' });
  const setCookies = res.headers.getSetCookie();
  const session = setCookies.find((c) => c.startsWith('dash_session='));
  const csrf = setCookies.find((c) => c.startsWith('csrf_token='));
  const value = (c: string | undefined): string => (c ? c.slice(c.indexOf('=') + 1, c.indexOf(';')) : '');
  return {
    status: res.status,
    location: res.headers.get('location'),
    setCookies,
    text: await res.text(),
    signed: session && csrf ? { cookie: `dash_session=${value(session)}; csrf_token=${value(csrf)}`, csrf: decodeURIComponent(value(csrf)) } : null,
  };
}

/** Signs in with a link minted like `npm start` does (the emailed path is tested above; the per-email limit would stop a long run of emailed links). */
async function signIn(_label: string): Promise<Signed> {
  const link = await buildDashboardAuth(services).signIn.linkFor(tenantId);
  const opened = await open(new URL(link).searchParams.get('token')!);
  if (!opened.signed) throw new Error('no cookies');
  return opened.signed;
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  env = await createTestEnv({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: PUBLIC });
  services = await openTestServices(env, { clock });
  worker = createPoolWorker({
    queue: OTP_QUEUE,
    processor: otpProcessor(services),
    connection: services.connectRedis('otp-worker'),
    prefix: env.config.REDIS_PREFIX,
    concurrency: 4,
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
    logger: services.logger,
  });
  await worker.waitUntilReady();
  web = await startWeb(services);
  tenantId = (await services.tenants.create({ name: 'Acme', businessName: 'Acme Ltd', ownerEmail: OWNER })).tenant.id;
  otherTenantId = (await services.tenants.create({ name: 'Other', ownerEmail: 'owner@other.example' })).tenant.id;
});
afterAll(async () => {
  await web?.close();
  await worker?.close();
  await services?.close();
  await smtp?.close();
  await env?.dropAll();
});

describe('POST /api/dashboard/sign-in', () => {
  it('emails a single-use link to an owner (any letter case) through SMTP, and answers the same sentence for an unknown address', async () => {
    const before = smtp.messages.length;
    const unknown = await http(web.baseUrl, 'POST', '/api/dashboard/sign-in', {
      body: { email: 'nobody@nowhere.example' },
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    const known = await http(web.baseUrl, 'POST', '/api/dashboard/sign-in', {
      body: { email: '  owner@ACME.example ' },
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    expect(unknown).toMatchObject({ status: 200, body: { success: true, message: M.linkMaybeSent } });
    expect(known.body).toEqual(unknown.body);
    const mail = await waitFor(() => smtp.messages.slice(before).find((m) => sentTo(m, OWNER)));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.slice(before)).toHaveLength(1);
    expect(mail.raw).toContain(M.emailSubject('Acme Ltd'));
    expect(bodyOf(mail.raw)).toMatch(new RegExp(`${PUBLIC}/dashboard/sign-in\\?token=[A-Za-z0-9_-]{43}`));
  });

  it('refuses a blank email with 422', async () => {
    const res = await http(web.baseUrl, 'POST', '/api/dashboard/sign-in', { body: { email: '  ' }, headers: { 'x-forwarded-for': '10.0.0.2' } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'email']);
  });

  it(`limits requests per email (${DASHBOARD_AUTH_LIMITS.perEmail.points}) with 429 and Retry-After, whichever IP they come from`, async () => {
    const email = 'flood@acme.example';
    for (let i = 0; i < DASHBOARD_AUTH_LIMITS.perEmail.points; i++) {
      expect((await http(web.baseUrl, 'POST', '/api/dashboard/sign-in', { body: { email }, headers: { 'x-forwarded-for': `10.1.0.${i}` } })).status).toBe(200);
    }
    const res = await http(web.baseUrl, 'POST', '/api/dashboard/sign-in', {
      body: { email: 'FLOOD@acme.example' },
      headers: { 'x-forwarded-for': '10.1.0.99' },
    });
    expect(res.status).toBe(429);
    expect(res.body.detail).toBe(M.tooManyRequests);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`limits requests per IP (${DASHBOARD_AUTH_LIMITS.perIp.points}) across different emails`, async () => {
    for (let i = 0; i < DASHBOARD_AUTH_LIMITS.perIp.points; i++) {
      expect(
        (await http(web.baseUrl, 'POST', '/api/dashboard/sign-in', { body: { email: `probe${i}@x.example` }, headers: { 'x-forwarded-for': '10.2.0.1' } }))
          .status,
      ).toBe(200);
    }
    const res = await http(web.baseUrl, 'POST', '/api/dashboard/sign-in', {
      body: { email: 'probe-last@x.example' },
      headers: { 'x-forwarded-for': '10.2.0.1' },
    });
    expect(res.status).toBe(429);
    expect(
      (await http(web.baseUrl, 'POST', '/api/dashboard/sign-in', { body: { email: 'probe-last@x.example' }, headers: { 'x-forwarded-for': '10.2.0.2' } }))
        .status,
    ).toBe(200);
  });
});

describe('GET /dashboard/sign-in?token=', () => {
  it('sets an HttpOnly SameSite=Lax session cookie (Secure on https, 12 hours) and a readable csrf_token cookie, then redirects to the dashboard', async () => {
    const opened = await open(await emailedToken(OWNER, '10.3.0.1'));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe('/dashboard');
    const session = opened.setCookies.find((c) => c.startsWith('dash_session='))!;
    const csrf = opened.setCookies.find((c) => c.startsWith('csrf_token='))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/Max-Age=43200/);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(csrf).toMatch(/; SameSite=Lax/);
  });

  it('returns the owner to the page named in the request (only a dashboard page)', async () => {
    expect((await open(await emailedToken(OWNER, '10.3.0.2', '/dashboard/webhooks'))).location).toBe('/dashboard/webhooks');
    expect((await open(await emailedToken('owner@other.example', '10.3.0.2', 'https://evil.example/x'))).location).toBe('/dashboard');
    expect((await open(await emailedToken('owner@other.example', '10.3.0.2', '/dashboard//evil.example'))).location).toBe('/dashboard');
  });

  it('works once: a second use shows a page that says the link does not work and offers a new one', async () => {
    const token = await emailedToken(OWNER, '10.3.0.3');
    expect((await open(token)).status).toBe(302);
    const again = await open(token);
    expect(again.status).toBe(400);
    expect(again.signed).toBeNull();
    expect(again.text).toContain(M.linkInvalidTitle);
    expect(again.text).toContain(`href="/dashboard/sign-in"`);
    expect(again.text).toContain(M.newLink);
  });

  it('is not used up by a HEAD request (link checkers and mail scanners)', async () => {
    const token = await emailedToken('owner@other.example', '10.3.0.5');
    expect((await fetch(`${web.baseUrl}/dashboard/sign-in?token=${token}`, { method: 'HEAD', redirect: 'manual' })).status).toBe(200);
    expect((await open(token)).status).toBe(302);
  });

  it('expires after 15 minutes by the injected clock', async () => {
    const token = await emailedToken('owner@other.example', '10.3.0.4');
    clock.advance(DASHBOARD_AUTH_LIMITS.signInLinkTtlMs);
    const opened = await open(token);
    expect(opened.status).toBe(400);
    expect(opened.text).toContain(M.linkInvalidText);
  });

  it('refuses a made-up token the same way', async () => {
    expect((await open('A'.repeat(43))).status).toBe(400);
    expect((await open('not a token')).status).toBe(400);
    expect((await open('B'.repeat(500))).status).toBe(400);
    expect((await open('abc&token=def')).status).toBe(400);
    expect((await open('')).status).toBe(400);
  });
});

describe('the session cookie on the tenant API', () => {
  it("opens the owner tenant's routes (GET without CSRF) and /api/dashboard/me gives the CSRF token", async () => {
    const s = await signIn('10.4.0.1');
    const me = await http(web.baseUrl, 'GET', '/api/dashboard/me', { headers: { cookie: s.cookie } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ tenant_id: tenantId, business_name: 'Acme Ltd', owner_email: OWNER, csrf_token: s.csrf });
    expect((await http(web.baseUrl, 'GET', `/api/tenants/${tenantId}`, { headers: { cookie: s.cookie } })).body).toMatchObject({ tenant_id: tenantId });
    expect((await http(web.baseUrl, 'GET', '/api/sandbox/webhooks', { headers: { cookie: s.cookie } })).status).toBe(200);
    expect((await http(web.baseUrl, 'GET', '/api/tickets', { headers: { cookie: s.cookie } })).status).toBe(200);
  });

  it("refuses another tenant's routes (404, ids do not leak)", async () => {
    const s = await signIn('10.4.0.2');
    expect((await http(web.baseUrl, 'GET', `/api/tenants/${otherTenantId}`, { headers: { cookie: s.cookie } })).status).toBe(404);
    expect((await http(web.baseUrl, 'GET', `/api/tenants/${otherTenantId}/api-key`, { headers: { cookie: s.cookie } })).status).toBe(404);
  });

  it('refuses a state-changing cookie request without the CSRF token, or with a wrong one, with 403', async () => {
    const s = await signIn('10.4.0.3');
    const keyBefore = await services.tenants.revealKey(tenantId);
    const none = await http(web.baseUrl, 'POST', `/api/tenants/${tenantId}/api-key/regenerate`, { headers: { cookie: s.cookie } });
    expect(none).toMatchObject({ status: 403, body: { detail: M.csrfRefused } });
    const wrong = await http(web.baseUrl, 'POST', `/api/tenants/${tenantId}/api-key/regenerate`, {
      headers: { cookie: s.cookie, 'x-csrf-token': 'x'.repeat(32) },
    });
    expect(wrong.status).toBe(403);
    expect(await services.tenants.revealKey(tenantId)).toBe(keyBefore);
  });

  it('refuses a cookie request from another Origin with 403, even with the right CSRF token', async () => {
    const s = await signIn('10.4.0.4');
    const post = await http(web.baseUrl, 'PATCH', `/api/tenants/${tenantId}`, {
      body: { sms_enabled: true },
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, origin: 'https://evil.example' },
    });
    expect(post).toMatchObject({ status: 403, body: { detail: M.crossOriginRefused } });
    const get = await http(web.baseUrl, 'GET', `/api/tenants/${tenantId}/api-key`, { headers: { cookie: s.cookie, origin: 'https://evil.example' } });
    expect(get.status).toBe(403);
    expect((await services.tenants.get(tenantId))!.smsEnabled).toBe(false);
  });

  it("accepts the CSRF token from the service's own origin (PUBLIC_BASE_URL or the request's own host)", async () => {
    const s = await signIn('10.4.0.5');
    const own = await http(web.baseUrl, 'PATCH', `/api/tenants/${tenantId}`, {
      body: { business_name: 'Acme Trading' },
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, origin: PUBLIC },
    });
    expect(own).toMatchObject({ status: 200, body: { business_name: 'Acme Trading', sms_enabled: false } });
    const host = await http(web.baseUrl, 'PATCH', `/api/tenants/${tenantId}`, {
      body: { business_name: 'Acme Ltd', sms_enabled: true },
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, origin: web.baseUrl },
    });
    expect(host).toMatchObject({ status: 200, body: { business_name: 'Acme Ltd', sms_enabled: true } });
    await services.tenants.updateSettings(tenantId, { smsEnabled: false });
  });

  it('regenerates the key with the cookie and CSRF token: the old key fails at once, the new one is shown', async () => {
    const s = await signIn('10.4.0.6');
    const old = (await services.tenants.revealKey(tenantId))!;
    const res = await http(web.baseUrl, 'POST', `/api/tenants/${tenantId}/api-key/regenerate`, { headers: { cookie: s.cookie, 'x-csrf-token': s.csrf } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await http(web.baseUrl, 'GET', `/api/tenants/${tenantId}`, { headers: { 'x-api-key': old } })).status).toBe(401);
    const shown = await http(web.baseUrl, 'GET', `/api/tenants/${tenantId}/api-key`, { headers: { cookie: s.cookie } });
    expect(shown.body.api_key).toBe(res.body.api_key);
  });

  it('judges a request with X-API-Key on the key alone (a wrong key with a good cookie is 401)', async () => {
    const s = await signIn('10.4.0.7');
    expect((await http(web.baseUrl, 'GET', `/api/tenants/${tenantId}`, { headers: { cookie: s.cookie, 'x-api-key': 'sk_wrong' } })).status).toBe(401);
  });

  it('ends after 12 hours by the injected clock: 401 on the API and on /me', async () => {
    const s = await signIn('10.4.0.8');
    clock.advance(DASHBOARD_AUTH_LIMITS.sessionTtlMs - 1000);
    expect((await http(web.baseUrl, 'GET', `/api/tenants/${tenantId}`, { headers: { cookie: s.cookie } })).status).toBe(200);
    clock.advance(1000);
    expect((await http(web.baseUrl, 'GET', `/api/tenants/${tenantId}`, { headers: { cookie: s.cookie } })).status).toBe(401);
    expect(await http(web.baseUrl, 'GET', '/api/dashboard/me', { headers: { cookie: s.cookie } })).toMatchObject({
      status: 401,
      body: { detail: M.notSignedIn },
    });
  });

  it('sign-out needs the CSRF token, then ends the session and clears both cookies', async () => {
    const s = await signIn('10.4.0.9');
    expect((await http(web.baseUrl, 'POST', '/api/dashboard/sign-out', { headers: { cookie: s.cookie } })).status).toBe(403);
    const res = await fetch(`${web.baseUrl}/api/dashboard/sign-out`, { method: 'POST', headers: { cookie: s.cookie, 'x-csrf-token': s.csrf } });
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie();
    expect(cleared.some((c) => /^dash_session=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(cleared.some((c) => /^csrf_token=;/.test(c))).toBe(true);
    expect((await http(web.baseUrl, 'GET', `/api/tenants/${tenantId}`, { headers: { cookie: s.cookie } })).status).toBe(401);
  });
});

describe('GET /api/dashboard/dev/outbox (NODE_ENV=test)', () => {
  it('holds the emails the workers sent, newest first, to a signed-in owner only', async () => {
    await services.tenants.create({ name: 'Outbox', businessName: 'Outbox Co', ownerEmail: 'outbox@acme.example' });
    await emailedToken('outbox@acme.example', '10.5.0.1');
    const s = await signIn('10.5.0.1');
    expect((await http(web.baseUrl, 'GET', '/api/dashboard/dev/outbox')).status).toBe(401);
    const res = await http(web.baseUrl, 'GET', '/api/dashboard/dev/outbox', { headers: { cookie: s.cookie } });
    expect(res.status).toBe(200);
    const first = res.body.messages[0];
    expect(first).toMatchObject({ channel: 'email', to: 'outbox@acme.example', subject: M.emailSubject('Outbox Co') });
    expect(first.text).toContain(`${PUBLIC}/dashboard/sign-in?token=`);
    expect(res.body.messages.length).toBeLessThanOrEqual(50);
  });
});

describe('OpenAPI', () => {
  it('documents the dashboard routes and the cookie as a second way into platform routes', async () => {
    const doc = (await http(web.baseUrl, 'GET', '/api/openapi.json')).body;
    for (const p of [
      '/api/dashboard/sign-in',
      '/api/dashboard/sign-out',
      '/api/dashboard/me',
      '/dashboard/sign-in',
      '/api/dashboard/dev/outbox',
      '/api/tenants/{tenantId}/api-key',
      '/api/tickets/{ticketId}/events',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(doc.paths['/api/tenants/{tenantId}'].patch).toBeDefined();
    expect(doc.components.securitySchemes.dashboardSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'dash_session' });
    expect(doc.paths['/api/tenants/{tenantId}'].get.security).toEqual([{ platform: [] }, { dashboardSession: [] }]);
  });
});
