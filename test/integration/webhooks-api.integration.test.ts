import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { ticketCreated } from '../../src/events/builders.js';
import { FanOut } from '../../src/events/fan-out.js';
import { EVENT_NAMES } from '../../src/events/kinds.js';
import { DASHBOARD_MESSAGES, MESSAGES, WEBHOOK_MESSAGES } from '../../src/messages.js';
import { openServices, type Services } from '../../src/services.js';
import { createLogger } from '../../src/logger.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { deliveries, newTenant, raise, registerEndpoint } from '../fakes/webhook-helpers.js';

let env: TestEnv;
let services: Services;
let strict: Services;
let web: { baseUrl: string; close(): Promise<void> };
let strictWeb: { baseUrl: string; close(): Promise<void> };
const clock = new ManualClock(Date.UTC(2026, 10, 22, 8, 0, 0));
const ticket = {
  id: 7,
  ticketNumber: 'TCK-0007',
  subject: 'Broken router',
  description: 'It blinks red all day',
  priority: 'Medium',
  status: 'open',
  createdAt: new Date(clock.now()),
};

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
  // The same database, configured as production is: private and internal targets refused.
  strict = await openServices({ ...env.config, ALLOW_PRIVATE_TARGETS: false }, { name: 'strict', logger: createLogger({ level: 'silent', name: 'strict' }) });
  strictWeb = await startWeb(strict);
});
afterAll(async () => {
  await strictWeb.close();
  await web.close();
  await strict.close();
  await services.close();
  await env.dropAll();
});

const key = (apiKey: string): Record<string, string> => ({ 'X-API-Key': apiKey });

describe('GET /api/sandbox/webhooks', () => {
  it('lists the endpoints of the key’s account and every valid event name', async () => {
    const t = await newTenant(services);
    const empty = await http(web.baseUrl, 'GET', '/api/sandbox/webhooks', { headers: key(t.apiKey) });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ success: true, webhooks: [], events: [...EVENT_NAMES] });
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: 'https://hooks.example.com/a', events: ['ticket.created'], description: 'CRM' });
    const listed = await http(web.baseUrl, 'GET', '/api/sandbox/webhooks', { headers: key(t.apiKey) });
    expect(listed.body.webhooks).toEqual([
      {
        id: ep.id,
        url: 'https://hooks.example.com/a',
        events: ['ticket.created'],
        description: 'CRM',
        is_active: true,
        consecutive_failures: 0,
        last_error: null,
        last_delivered_at: null,
        created_at: new Date(clock.now()).toISOString(),
        previous_secret_expires_at: null,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(ep.secret); // shown once, at registration only
  });

  it('answers 401 {detail:"Invalid API key"} without a valid key', async () => {
    for (const headers of [{}, { 'X-API-Key': 'sk_nope' }] as Record<string, string>[]) {
      const res = await http(web.baseUrl, 'GET', '/api/sandbox/webhooks', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: MESSAGES.invalidApiKey });
    }
  });

  it('lets the key decide the account: the sandbox key sees only the sandbox endpoints', async () => {
    const live = await newTenant(services);
    const sandbox = await newTenant(services, { sandboxOf: live.tenantId });
    expect(sandbox.apiKey).toMatch(/^sbx_/);
    await registerEndpoint(web.baseUrl, live.apiKey, { url: 'https://hooks.example.com/live' });
    await registerEndpoint(web.baseUrl, sandbox.apiKey, { url: 'https://hooks.example.com/sandbox' });
    const seen = async (apiKey: string): Promise<string[]> =>
      (await http(web.baseUrl, 'GET', '/api/sandbox/webhooks', { headers: key(apiKey) })).body.webhooks.map((w: { url: string }) => w.url);
    expect(await seen(live.apiKey)).toEqual(['https://hooks.example.com/live']);
    expect(await seen(sandbox.apiKey)).toEqual(['https://hooks.example.com/sandbox']);
  });
});

describe('POST /api/sandbox/webhooks', () => {
  it('registers an endpoint for every event when events are omitted, showing a 43-character secret once with a note', async () => {
    const t = await newTenant(services);
    const res = await http(web.baseUrl, 'POST', '/api/sandbox/webhooks', { headers: key(t.apiKey), body: { url: 'http://hooks.example.com/plain-http' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      webhook: {
        id: expect.any(Number),
        url: 'http://hooks.example.com/plain-http',
        events: [...EVENT_NAMES],
        description: '',
        is_active: true,
        consecutive_failures: 0,
        last_error: null,
        last_delivered_at: null,
        created_at: new Date(clock.now()).toISOString(),
        previous_secret_expires_at: null,
        secret: expect.stringMatching(/^[A-Za-z0-9+/]{43}$/),
      },
      note: WEBHOOK_MESSAGES.secretNote,
    });
    const stored = await services.orm.em.fork().execute('select secret_sealed from webhook_endpoints where id = ?', [res.body.webhook.id]);
    expect(JSON.stringify(stored)).not.toContain(res.body.webhook.secret); // sealed at rest
  });

  it('answers 400 naming the unknown event names and listing the valid ones', async () => {
    const t = await newTenant(services);
    const res = await http(web.baseUrl, 'POST', '/api/sandbox/webhooks', {
      headers: key(t.apiKey),
      body: { url: 'https://hooks.example.com/x', events: ['ticket.created', 'order.shipped'] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: WEBHOOK_MESSAGES.unknownEvents(['order.shipped'], EVENT_NAMES),
      invalid_events: ['order.shipped'],
      valid_events: [...EVENT_NAMES],
    });
    expect(res.body.detail).toContain('conversation.started');
  });

  it('answers 422 for a missing url, a url over 512 characters or a description over 255', async () => {
    const t = await newTenant(services);
    const cases: [unknown, string][] = [
      [{}, 'url'],
      [{ url: `https://hooks.example.com/${'a'.repeat(490)}` }, 'url'],
      [{ url: 'https://hooks.example.com/x', description: 'd'.repeat(256) }, 'description'],
      [{ url: 'https://hooks.example.com/x', events: 'ticket.created' }, 'events'],
    ];
    for (const [body, field] of cases) {
      const res = await http(web.baseUrl, 'POST', '/api/sandbox/webhooks', { headers: key(t.apiKey), body });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', field]);
    }
    const longest = await http(web.baseUrl, 'POST', '/api/sandbox/webhooks', {
      headers: key(t.apiKey),
      body: { url: `https://hooks.example.com/${'a'.repeat(486)}`, description: 'd'.repeat(255) },
    });
    expect(longest.status).toBe(200); // exactly 512 and 255 are allowed
  });

  it('refuses an address that is not http(s)', async () => {
    const t = await newTenant(services);
    const res = await http(web.baseUrl, 'POST', '/api/sandbox/webhooks', { headers: key(t.apiKey), body: { url: 'ftp://hooks.example.com/x' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: DASHBOARD_MESSAGES.addressUnusable('it must start with https://') });
  });

  it('refuses private, loopback and internal addresses outside development and test configuration', async () => {
    const t = await newTenant(strict);
    for (const [url, reason] of [
      ['http://127.0.0.1:9000/hook', 'it points at a private or internal address'],
      ['https://10.0.0.8/hook', 'it points at a private or internal address'],
      ['https://localhost/hook', 'it is an internal host name'],
      ['https://metadata.internal/hook', 'it is an internal host name'],
    ] as const) {
      const res = await http(strictWeb.baseUrl, 'POST', '/api/sandbox/webhooks', { headers: key(t.apiKey), body: { url } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: DASHBOARD_MESSAGES.addressUnusable(reason) });
    }
    expect(
      (await http(strictWeb.baseUrl, 'POST', '/api/sandbox/webhooks', { headers: key(t.apiKey), body: { url: 'http://hooks.example.com/ok' } })).status,
    ).toBe(200);
  });
});

describe('DELETE /api/sandbox/webhooks/:id', () => {
  it("removes one of the key's endpoints; an unknown or another tenant's id is 404", async () => {
    const a = await newTenant(services);
    const b = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, a.apiKey, { url: 'https://hooks.example.com/del' });
    const foreign = await http(web.baseUrl, 'DELETE', `/api/sandbox/webhooks/${ep.id}`, { headers: key(b.apiKey) });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ detail: WEBHOOK_MESSAGES.notFound });
    const res = await http(web.baseUrl, 'DELETE', `/api/sandbox/webhooks/${ep.id}`, { headers: key(a.apiKey) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, deleted: ep.id });
    expect((await http(web.baseUrl, 'DELETE', `/api/sandbox/webhooks/${ep.id}`, { headers: key(a.apiKey) })).status).toBe(404);
    expect((await http(web.baseUrl, 'GET', '/api/sandbox/webhooks', { headers: key(a.apiKey) })).body.webhooks).toEqual([]);
  });
});

describe('GET /api/sandbox/webhooks/deliveries', () => {
  it('lists deliveries newest first, 50 by default, at most 500', async () => {
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: 'https://hooks.example.com/log' });
    for (let i = 0; i < 55; i++) {
      await raise(services, clock, t.tenantId, ticketCreated({ ...ticket, id: i }));
      clock.advance(1_000);
      await new FanOut(services.orm, clock).fanOut(10); // a relay pass, without sending anything
    }
    const first = await http(web.baseUrl, 'GET', '/api/sandbox/webhooks/deliveries', { headers: key(t.apiKey) });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(50);
    const eventIds = first.body.deliveries.map((d: { event_id: number }) => d.event_id);
    expect(eventIds).toEqual([...eventIds].sort((x, y) => y - x)); // newest first
    expect(first.body).toMatchObject({ retention_days: 30, kept_since: new Date(clock.now() - 30 * 24 * 60 * 60_000).toISOString() });
    expect(first.body.deliveries[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: 'ticket.created',
      event_id: expect.any(Number),
      endpoint_id: ep.id,
      endpoint_url: 'https://hooks.example.com/log',
      status: 'pending',
      test: false,
      attempts: 0,
      replays: 0,
      response_code: null,
      error: null,
      created_at: new Date(clock.now()).toISOString(),
      last_attempt_at: null,
      next_attempt_at: null,
      completed_at: null,
      attempt_log: [],
    });
    expect((await deliveries(web.baseUrl, t.apiKey, 3)).length).toBe(3);
    expect((await deliveries(web.baseUrl, t.apiKey, 500)).length).toBe(55);
    for (const limit of ['0', '501', 'ten']) {
      const res = await http(web.baseUrl, 'GET', `/api/sandbox/webhooks/deliveries?limit=${limit}`, { headers: key(t.apiKey) });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', 'limit']);
    }
    const other = await newTenant(services);
    expect(await deliveries(web.baseUrl, other.apiKey)).toEqual([]); // one account never sees another's log
  });
});

describe('OpenAPI document', () => {
  it('documents the five webhook operations of the spec, plus one delivery, replay, recover and secret rotation', async () => {
    const doc = (await http(web.baseUrl, 'GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/sandbox/webhooks']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/sandbox/webhooks/{id}'])).toEqual(['delete']);
    expect(Object.keys(doc.paths['/api/sandbox/webhooks/{id}/test'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/sandbox/webhooks/deliveries'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/sandbox/webhooks/deliveries/{delivery_id}/replay'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/sandbox/webhooks/{id}/recover'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/sandbox/webhooks/deliveries/{delivery_id}'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/sandbox/webhooks/{id}/rotate-secret'])).toEqual(['post']);
    const query = (doc.paths['/api/sandbox/webhooks/deliveries'].get.parameters as { name: string }[]).map((p) => p.name).sort();
    expect(query).toEqual(['event', 'limit', 'status']);
  });
});
