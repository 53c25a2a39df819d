import { createHmac } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { LIMITS } from '../../config/limits.js';
import { serializeEnvelope } from '../../src/events/envelope.js';
import { SeenDeliveries, verifyServiceSignature, verifyStandardWebhook } from '../../src/events/receiver-kit.js';
import { busyDelayMs } from '../../src/events/delivery.js';
import { nextAttemptDelayMs, retryPolicy } from '../../src/events/retry-policy.js';
import { deliveryHeaders, newEndpointSecret, SECRET_FORMATS } from '../../src/events/signing.js';
import { sampleBody } from '../../src/events/sample-delivery.js';

const secret = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycHk'; // 43 characters, like a real one
const legacy = SECRET_FORMATS.legacyUtf8;
const body = Buffer.from(
  serializeEnvelope({ event: 'ticket.created', tenantId: 3, createdAt: new Date(Date.UTC(2026, 0, 2)), data: { ticket_id: 1, note: 'café ☕' } }),
);

describe('envelope', () => {
  it('is compact JSON with event, tenant_id, created_at, data in that order', () => {
    expect(body.toString('utf8')).toBe(
      '{"event":"ticket.created","tenant_id":3,"created_at":"2026-01-02T00:00:00.000Z","data":{"ticket_id":1,"note":"café ☕"}}',
    );
  });
});

describe('delivery headers of an endpoint registered before secret format 2 (legacy keying kept)', () => {
  const headers = deliveryHeaders({ event: 'ticket.created', deliveryId: 'd-1', secret, secretFormat: legacy, body, timestampSeconds: 1_767_312_000 });

  it('carry the spec headers exactly, plus the Standard Webhooks trio', () => {
    expect(Object.keys(headers).sort()).toEqual(
      [
        'Content-Type',
        'User-Agent',
        'X-Service-Delivery',
        'X-Service-Event',
        'X-Service-Signature',
        'webhook-id',
        'webhook-signature',
        'webhook-timestamp',
      ].sort(),
    );
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['User-Agent']).toBe('Service-Webhooks/1.0');
    expect(headers['X-Service-Event']).toBe('ticket.created');
    expect(headers['X-Service-Delivery']).toBe('d-1');
    expect(headers['webhook-id']).toBe('d-1');
    expect(headers['webhook-timestamp']).toBe('1767312000');
  });

  it('sign the raw bytes: hex HMAC-SHA256 keyed with the secret, checked independently', () => {
    const independent = createHmac('sha256', secret).update(body).digest('hex');
    expect(headers['X-Service-Signature']).toBe(independent);
    expect(headers['X-Service-Signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sign id.timestamp.body for Standard Webhooks, base64 with the v1 prefix', () => {
    const independent = createHmac('sha256', secret)
      .update(`d-1.1767312000.${body.toString('utf8')}`)
      .digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${independent}`);
  });
});

describe('secrets and signatures of new endpoints (format 2, Standard Webhooks keying)', () => {
  it('are 43 characters: the standard base64 of 32 random bytes without padding', () => {
    for (let i = 0; i < 50; i++) {
      const s = newEndpointSecret();
      expect(s).toMatch(/^[A-Za-z0-9+/]{43}$/);
      expect(Buffer.from(s, 'base64')).toHaveLength(32);
      expect(Buffer.from(s, 'base64').toString('base64')).toBe(`${s}=`);
    }
  });

  it('verify with new Webhook("whsec_" + secret) in standardwebhooks and svix, and with the spec rules computed here, for 200 random secrets', () => {
    const nowSeconds = Math.floor(Date.now() / 1000); // the libraries check the timestamp against the wall clock
    for (let i = 0; i < 200; i++) {
      const s = newEndpointSecret();
      const id = `d-${i}`;
      const h = deliveryHeaders({
        event: 'ticket.created',
        deliveryId: id,
        secret: s,
        secretFormat: SECRET_FORMATS.standard,
        body,
        timestampSeconds: nowSeconds,
      });
      const standardHeaders = { 'webhook-id': h['webhook-id']!, 'webhook-timestamp': h['webhook-timestamp']!, 'webhook-signature': h['webhook-signature']! };
      expect(new StandardWebhook(`whsec_${s}`).verify(body.toString('utf8'), standardHeaders)).toEqual(JSON.parse(body.toString('utf8')));
      expect(() => new SvixWebhook(`whsec_${s}`).verify(body.toString('utf8'), standardHeaders)).not.toThrow();
      const independent = createHmac('sha256', Buffer.from(s, 'base64')).update(`${id}.${nowSeconds}.`).update(body).digest('base64');
      expect(h['webhook-signature']).toBe(`v1,${independent}`);
      expect(h['X-Service-Signature']).toBe(createHmac('sha256', s).update(body).digest('hex'));
      expect(verifyStandardWebhook(body, { id, timestamp: h['webhook-timestamp'], signature: h['webhook-signature'] }, s, { nowSeconds })).toBe(true);
      expect(verifyStandardWebhook(body, { id, timestamp: h['webhook-timestamp'], signature: h['webhook-signature'] }, `whsec_${s}`, { nowSeconds })).toBe(
        true,
      );
    }
  });

  it('are rejected by the official libraries when the body or the secret differs', () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const s = newEndpointSecret();
    const h = deliveryHeaders({
      event: 'ticket.created',
      deliveryId: 'd-x',
      secret: s,
      secretFormat: SECRET_FORMATS.standard,
      body,
      timestampSeconds: nowSeconds,
    });
    const standardHeaders = { 'webhook-id': h['webhook-id']!, 'webhook-timestamp': h['webhook-timestamp']!, 'webhook-signature': h['webhook-signature']! };
    expect(() => new StandardWebhook(`whsec_${s}`).verify(`${body.toString('utf8')} `, standardHeaders)).toThrow();
    expect(() => new SvixWebhook(`whsec_${newEndpointSecret()}`).verify(body.toString('utf8'), standardHeaders)).toThrow();
  });
});

describe('delivery headers during a secret rotation (both secrets sign)', () => {
  const fresh = newEndpointSecret();
  const at = 1_767_312_000;
  const h = deliveryHeaders({
    event: 'ticket.created',
    deliveryId: 'd-r',
    secret: fresh,
    secretFormat: SECRET_FORMATS.standard,
    previous: { secret, secretFormat: legacy },
    body,
    timestampSeconds: at,
  });

  it('keep X-Service-Signature on the previous secret (64 hex), add X-Service-Signature-New, and carry both in webhook-signature, new first', () => {
    expect(h['X-Service-Signature']).toBe(createHmac('sha256', secret).update(body).digest('hex'));
    expect(h['X-Service-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(h['X-Service-Signature-New']).toBe(createHmac('sha256', fresh).update(body).digest('hex'));
    const signed = `d-r.${at}.${body.toString('utf8')}`;
    expect(h['webhook-signature']).toBe(
      `v1,${createHmac('sha256', Buffer.from(fresh, 'base64')).update(signed).digest('base64')} v1,${createHmac('sha256', secret).update(signed).digest('base64')}`,
    );
  });

  it('verify with the receiver kit by either secret, on either header, and by the list of both', () => {
    const both = [h['X-Service-Signature'], h['X-Service-Signature-New']];
    expect(verifyServiceSignature(body, h['X-Service-Signature'], secret)).toBe(true); // a receiver that has not switched
    expect(verifyServiceSignature(body, h['X-Service-Signature'], fresh)).toBe(false);
    expect(verifyServiceSignature(body, both, fresh)).toBe(true); // one that has
    expect(verifyServiceSignature(body, both, [fresh, secret])).toBe(true);
    expect(verifyServiceSignature(body, both, newEndpointSecret())).toBe(false);
    expect(verifyServiceSignature(body, [undefined, 'zz'], secret)).toBe(false);
    const std = { id: h['webhook-id'], timestamp: h['webhook-timestamp'], signature: h['webhook-signature'] };
    expect(verifyStandardWebhook(body, std, fresh, { nowSeconds: at })).toBe(true);
    expect(verifyStandardWebhook(body, std, secret, { nowSeconds: at, legacyUtf8Key: true })).toBe(true);
    expect(verifyStandardWebhook(body, std, [newEndpointSecret(), fresh], { nowSeconds: at })).toBe(true);
    expect(verifyStandardWebhook(body, std, newEndpointSecret(), { nowSeconds: at })).toBe(false);
  });
});

describe('receiver kit', () => {
  const headers = deliveryHeaders({ event: 'ticket.created', deliveryId: 'd-1', secret, secretFormat: legacy, body, timestampSeconds: 1_767_312_000 });

  it('accepts our signature over the raw bytes and rejects any change', () => {
    expect(verifyServiceSignature(body, headers['X-Service-Signature'], secret)).toBe(true);
    expect(verifyServiceSignature(body.toString('utf8'), headers['X-Service-Signature'], secret)).toBe(true);
    const reserialised = JSON.stringify(JSON.parse(body.toString('utf8')), null, 1);
    expect(verifyServiceSignature(reserialised, headers['X-Service-Signature'], secret)).toBe(false);
    expect(verifyServiceSignature(body, headers['X-Service-Signature'], `${secret}x`)).toBe(false);
    expect(verifyServiceSignature(body, 'abc', secret)).toBe(false);
    expect(verifyServiceSignature(body, undefined, secret)).toBe(false);
  });

  it('checks Standard Webhooks headers and rejects replays outside the tolerance', () => {
    const h = { id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], signature: headers['webhook-signature'] };
    const old = { legacyUtf8Key: true };
    expect(verifyStandardWebhook(body, h, secret, { ...old, nowSeconds: 1_767_312_100 })).toBe(true);
    expect(verifyStandardWebhook(body, h, secret, { nowSeconds: 1_767_312_100 })).toBe(false); // the new keying does not fit an old secret
    expect(verifyStandardWebhook(body, { ...h, signature: `v1,bogus ${h.signature}` }, secret, { ...old, nowSeconds: 1_767_312_100 })).toBe(true);
    expect(verifyStandardWebhook(body, h, secret, { ...old, nowSeconds: 1_767_312_000 + 301 })).toBe(false);
    expect(verifyStandardWebhook(body, { ...h, id: 'd-2' }, secret, { ...old, nowSeconds: 1_767_312_000 })).toBe(false);
  });

  it('de-duplicates on the delivery id within its memory', () => {
    let now = 0;
    const seen = new SeenDeliveries(1_000, () => now);
    expect(seen.firstTime('a')).toBe(true);
    expect(seen.firstTime('a')).toBe(false);
    now = 1_001;
    expect(seen.firstTime('a')).toBe(true);
  });
});

describe('webhook limits', () => {
  it('production defaults: 10 s per attempt, 3 attempts 30 s then 5 min apart, deactivation after 15 failed deliveries', () => {
    const config = loadConfig({});
    expect(config.WEBHOOK_TIMEOUT_MS).toBe(LIMITS.webhookAttemptTimeoutMs);
    expect(LIMITS.webhookAttemptTimeoutMs).toBe(10_000);
    const policy = retryPolicy(config.WEBHOOK_RETRY_DELAYS_MS);
    expect(policy).toEqual({ attempts: 3, delaysMs: [30_000, 300_000], deactivateAfterFailures: 15 });
    expect([1, 2, 3].map((n) => nextAttemptDelayMs(policy, n))).toEqual([30_000, 300_000, null]);
  });

  it('re-tries a job whose endpoint is full after about as long as its oldest attempt has run, doubling per earlier wait, within 10 ms..max (+50 % jitter)', () => {
    const within = (v: number, lo: number, hi: number): void => {
      expect(v).toBeGreaterThanOrEqual(lo);
      expect(v).toBeLessThanOrEqual(hi);
    };
    for (let i = 0; i < 50; i++) {
      within(busyDelayMs(2, 1_000), 10, 15);
      within(busyDelayMs(40, 1_000), 40, 60);
      within(busyDelayMs(40, 1_000, 2), 160, 240);
      within(busyDelayMs(9_000, 1_000), 1_000, 1_500);
      within(busyDelayMs(40, 1_000, 30), 1_000, 1_500);
    }
  });

  it('refuses retry delays that are not two whole numbers', () => {
    expect(() => loadConfig({ WEBHOOK_RETRY_DELAYS_MS: '10' })).toThrow(/WEBHOOK_RETRY_DELAYS_MS/);
  });
});

describe('test sample', () => {
  it('is a conversation.started marked test true with conversation_id, channel and identity', () => {
    const sample = JSON.parse(sampleBody(5, new Date(Date.UTC(2026, 0, 1))));
    expect(sample).toMatchObject({ event: 'conversation.started', tenant_id: 5, created_at: '2026-01-01T00:00:00.000Z' });
    expect(sample.data).toMatchObject({
      test: true,
      conversation_id: expect.any(Number),
      channel: expect.any(String),
      identity: { match_key: expect.any(String), display_name: expect.any(String) },
    });
  });
});
