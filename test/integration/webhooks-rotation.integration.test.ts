import { createHmac } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { ticketCreated } from '../../src/events/builders.js';
import { verifyServiceSignature, verifyStandardWebhook } from '../../src/events/receiver-kit.js';
import { SECRET_GRACE_MS } from '../../src/events/secret-rotation.js';
import { WEBHOOK_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { webhooksPruneProcessor } from '../../workers/housekeeping.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { startReceiver, type FakeReceiver, type Received } from '../fakes/webhook-receiver.js';
import { deliveries, deliveryDetail, endpointRecord, newTenant, raise, registerEndpoint, type Registered } from '../fakes/webhook-helpers.js';
import { startWebhookWorkers, type RunningWebhookWorkers } from '../fakes/webhook-workers.js';

const HOUR = 60 * 60_000;

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let receiver: FakeReceiver;
let workers: RunningWebhookWorkers;
/**
 * The official libraries check webhook-timestamp against the wall clock (5 minutes either way). So each
 * rotation here happens "a day ago" by this clock: what it sends just after the rotation is checked with
 * the project's own verifier (which takes the time), and the clock is then moved to just before and just
 * after the grace period ends, both within a minute of the real time, where the official libraries check it.
 */
const clock = new ManualClock(Date.now());
const dayAgo = (): void => clock.set(Date.now() - SECRET_GRACE_MS);

const key = (apiKey: string) => ({ 'X-API-Key': apiKey });
const header = (r: Received, name: string): string | undefined => {
  const v = r.headers[name.toLowerCase()];
  return v === undefined ? undefined : String(v);
};
const standardHeaders = (r: Received) => ({
  'webhook-id': header(r, 'webhook-id') ?? '',
  'webhook-timestamp': header(r, 'webhook-timestamp') ?? '',
  'webhook-signature': header(r, 'webhook-signature') ?? '',
});
const hex = (secret: string, raw: Buffer) => createHmac('sha256', secret).update(raw).digest('hex');
const ticket = (id: number) =>
  ticketCreated({
    id,
    ticketNumber: `TCK-${id}`,
    subject: 'Broken router',
    description: 'It blinks red',
    priority: 'Medium',
    status: 'open',
    createdAt: new Date(clock.now()),
  });
const rotate = (apiKey: string, id: number) => http(web.baseUrl, 'POST', `/api/sandbox/webhooks/${id}/rotate-secret`, { headers: key(apiKey) });

/** Raises one event and returns what the receiver got for it. */
async function deliverOne(tenantId: number, path: string, id: number): Promise<Received> {
  const before = receiver.at(path).length;
  await raise(services, clock, tenantId, ticket(id));
  await expect.poll(() => receiver.at(path).length, { timeout: 10_000 }).toBe(before + 1);
  return receiver.at(path)[before]!;
}

/** What an official library makes of a delivery with a secret: true when it verifies. */
function officialAccepts(r: Received, secret: string): { standardwebhooks: boolean; svix: boolean } {
  const raw = r.raw.toString('utf8');
  const attempt = (verify: () => unknown): boolean => {
    try {
      verify();
      return true;
    } catch {
      return false;
    }
  };
  return {
    standardwebhooks: attempt(() => new StandardWebhook(`whsec_${secret}`).verify(raw, standardHeaders(r))),
    svix: attempt(() => new SvixWebhook(`whsec_${secret}`).verify(raw, standardHeaders(r))),
  };
}

/** The project's receiver kit, the spec's way (X-Service-Signature, and -New during a rotation). */
const kitAccepts = (r: Received, secrets: string | string[]): boolean =>
  verifyServiceSignature(r.raw, [header(r, 'X-Service-Signature'), header(r, 'X-Service-Signature-New')], secrets);

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
  receiver = await startReceiver();
  workers = await startWebhookWorkers(services, { settings: { timeoutMs: 1_000, retryDelaysMs: [50, 50] } });
});
afterAll(async () => {
  await workers.stop();
  await web.close();
  await receiver.close();
  await services.close();
  await env.dropAll();
});

describe('POST /api/sandbox/webhooks/{id}/rotate-secret', () => {
  it('issues a new secret once, signs with both for 24 hours (verified by standardwebhooks, svix and the receiver kit), then only with the new one', async () => {
    dayAgo();
    const t = await newTenant(services);
    const ep: Registered = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/rotate` });
    const old = ep.secret;
    const rotatedAt = clock.now();
    const res = await rotate(t.apiKey, ep.id);
    expect(res.status).toBe(200);
    const until = new Date(rotatedAt + SECRET_GRACE_MS).toISOString();
    expect(res.body).toEqual({
      success: true,
      webhook: expect.objectContaining({
        id: ep.id,
        url: ep.url,
        is_active: true,
        previous_secret_expires_at: until,
        secret: expect.stringMatching(/^[A-Za-z0-9+/]{43}$/),
      }),
      note: WEBHOOK_MESSAGES.rotatedNote(until),
    });
    const fresh = res.body.webhook.secret as string;
    expect(fresh).not.toBe(old);
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ previous_secret_expires_at: until });
    expect(JSON.stringify((await http(web.baseUrl, 'GET', '/api/sandbox/webhooks', { headers: key(t.apiKey) })).body)).not.toContain(fresh);

    // Just after the rotation: X-Service-Signature is still the old secret's, -New the new one's, webhook-signature both.
    const now = await deliverOne(t.tenantId, '/rotate', 1);
    expect(header(now, 'X-Service-Signature')).toBe(hex(old, now.raw));
    expect(header(now, 'X-Service-Signature-New')).toBe(hex(fresh, now.raw));
    expect(header(now, 'X-Service-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(header(now, 'webhook-signature')!.split(' ')).toHaveLength(2);
    const at = Math.floor(clock.now() / 1000);
    const std = { id: header(now, 'webhook-id'), timestamp: header(now, 'webhook-timestamp'), signature: header(now, 'webhook-signature') };
    for (const secret of [old, fresh, [fresh, old]]) {
      expect(verifyStandardWebhook(now.raw, std, secret, { nowSeconds: at })).toBe(true);
      expect(kitAccepts(now, secret)).toBe(true);
    }
    expect(verifyServiceSignature(now.raw, header(now, 'X-Service-Signature'), old)).toBe(true); // a receiver that has not switched, unchanged
    expect(kitAccepts(now, 'A'.repeat(43))).toBe(false);

    // A minute before the grace period ends (and within a minute of the real time): the official libraries accept either secret.
    clock.set(rotatedAt + SECRET_GRACE_MS - 60_000);
    const late = await deliverOne(t.tenantId, '/rotate', 2);
    expect(officialAccepts(late, old)).toEqual({ standardwebhooks: true, svix: true });
    expect(officialAccepts(late, fresh)).toEqual({ standardwebhooks: true, svix: true });
    expect([kitAccepts(late, old), kitAccepts(late, fresh)]).toEqual([true, true]);

    // A minute after: only the new secret signs, X-Service-Signature is keyed with it and -New is gone.
    clock.set(rotatedAt + SECRET_GRACE_MS + 60_000);
    expect(await endpointRecord(web.baseUrl, t.apiKey, ep.id)).toMatchObject({ previous_secret_expires_at: null });
    const after = await deliverOne(t.tenantId, '/rotate', 3);
    expect(header(after, 'X-Service-Signature')).toBe(hex(fresh, after.raw));
    expect(header(after, 'X-Service-Signature-New')).toBeUndefined();
    expect(header(after, 'webhook-signature')!.split(' ')).toHaveLength(1);
    expect(officialAccepts(after, fresh)).toEqual({ standardwebhooks: true, svix: true });
    expect(officialAccepts(after, old)).toEqual({ standardwebhooks: false, svix: false });
    expect([kitAccepts(after, old), kitAccepts(after, fresh)]).toEqual([false, true]);

    // The log shows each attempt's headers as sent, -New included during the grace period.
    const log = await deliveries(web.baseUrl, t.apiKey);
    const shown = async (n: Received) => (await deliveryDetail(web.baseUrl, t.apiKey, header(n, 'X-Service-Delivery')!)).attempt_log[0]!.headers!;
    expect(log).toHaveLength(3);
    expect(await shown(late)).toMatchObject({ 'X-Service-Signature': hex(old, late.raw), 'X-Service-Signature-New': hex(fresh, late.raw) });
    expect(Object.keys(await shown(after))).not.toContain('X-Service-Signature-New');

    // The clock's hourly job drops the previous secret by itself once its grace period is over.
    const sealedBefore = await services.orm.em.fork().execute('select previous_secret_sealed from webhook_endpoints where id = ?', [ep.id]);
    expect(sealedBefore[0]!.previous_secret_sealed).not.toBeNull();
    expect(await webhooksPruneProcessor(services)()).toMatchObject({ previousSecrets: 1 });
    expect(
      await services.orm.em
        .fork()
        .execute('select previous_secret_sealed, previous_secret_format, previous_secret_expires_at from webhook_endpoints where id = ?', [ep.id]),
    ).toEqual([{ previous_secret_sealed: null, previous_secret_format: null, previous_secret_expires_at: null }]);
    expect(await webhooksPruneProcessor(services)()).toMatchObject({ previousSecrets: 0 });
  });

  it('signs a sample delivery ("Send test") with both secrets during the grace period too', async () => {
    clock.set(Date.now());
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/rotate-sample` });
    const fresh = (await rotate(t.apiKey, ep.id)).body.webhook.secret as string;
    const res = await http(web.baseUrl, 'POST', `/api/sandbox/webhooks/${ep.id}/test`, { headers: key(t.apiKey) });
    expect(res.body).toMatchObject({ success: true, status_code: 200 });
    const [got] = receiver.at('/rotate-sample');
    expect(officialAccepts(got!, ep.secret)).toEqual({ standardwebhooks: true, svix: true });
    expect(officialAccepts(got!, fresh)).toEqual({ standardwebhooks: true, svix: true });
    expect([kitAccepts(got!, ep.secret), kitAccepts(got!, fresh)]).toEqual([true, true]);
  });

  it('moves an endpoint of the older keying to the current one, keeping the old keying for the previous secret meanwhile', async () => {
    dayAgo();
    const t = await newTenant(services);
    const ep = await registerEndpoint(web.baseUrl, t.apiKey, { url: `${receiver.baseUrl}/rotate-legacy` });
    await services.orm.em.fork().execute('update webhook_endpoints set secret_format = 1 where id = ?', [ep.id]);
    const rotatedAt = clock.now();
    const fresh = (await rotate(t.apiKey, ep.id)).body.webhook.secret as string;
    clock.set(rotatedAt + SECRET_GRACE_MS - 60_000);
    const during = await deliverOne(t.tenantId, '/rotate-legacy', 1);
    const [, legacy] = header(during, 'webhook-signature')!.split(' ');
    const id = header(during, 'webhook-id');
    const ts = header(during, 'webhook-timestamp');
    expect(legacy).toBe(`v1,${createHmac('sha256', Buffer.from(ep.secret, 'utf8')).update(`${id}.${ts}.`).update(during.raw).digest('base64')}`);
    expect(officialAccepts(during, fresh)).toEqual({ standardwebhooks: true, svix: true });
    expect(header(during, 'X-Service-Signature')).toBe(hex(ep.secret, during.raw));
    clock.set(rotatedAt + SECRET_GRACE_MS + 60_000);
    const after = await deliverOne(t.tenantId, '/rotate-legacy', 2);
    expect(officialAccepts(after, fresh)).toEqual({ standardwebhooks: true, svix: true });
    expect(await services.orm.em.fork().execute('select secret_format from webhook_endpoints where id = ?', [ep.id])).toEqual([{ secret_format: 2 }]);
  });

  it('refuses a second rotation during the grace period, a deactivated endpoint, and another account’s or an unknown endpoint; nothing is half-saved', async () => {
    clock.set(Date.now());
    const live = await newTenant(services);
    const sandbox = await newTenant(services, { sandboxOf: live.tenantId });
    const ep = await registerEndpoint(web.baseUrl, live.apiKey, { url: `${receiver.baseUrl}/rotate-refused` });
    const state = () =>
      services.orm.em.fork().execute('select secret_sealed, previous_secret_sealed, previous_secret_expires_at from webhook_endpoints where id = ?', [ep.id]);
    const first = await rotate(live.apiKey, ep.id);
    expect(first.status).toBe(200);
    const until = first.body.webhook.previous_secret_expires_at as string;
    const after = await state();

    expect(await rotate(live.apiKey, ep.id)).toMatchObject({ status: 409, body: { detail: WEBHOOK_MESSAGES.rotateInGrace(until) } });
    expect(await rotate(sandbox.apiKey, ep.id)).toMatchObject({ status: 404, body: { detail: WEBHOOK_MESSAGES.notFound } });
    expect((await rotate(live.apiKey, 999_999)).status).toBe(404);
    expect((await rotate(live.apiKey, 0)).status).toBe(422);
    expect(await state()).toEqual(after);

    clock.advance(SECRET_GRACE_MS + HOUR); // the grace period over: rotating again is fine
    const second = await rotate(live.apiKey, ep.id);
    expect(second.status).toBe(200);
    expect(second.body.webhook.secret).not.toBe(first.body.webhook.secret);

    await services.orm.em.fork().execute('update webhook_endpoints set is_active = false where id = ?', [ep.id]);
    clock.advance(SECRET_GRACE_MS + HOUR);
    const before = await state();
    expect(await rotate(live.apiKey, ep.id)).toMatchObject({ status: 409, body: { detail: WEBHOOK_MESSAGES.rotateInactive } });
    expect(await state()).toEqual(before);
  });
});
