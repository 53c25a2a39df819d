/**
 * Receiver kit: what a tenant copies into its own server to accept our webhooks. It depends on
 * node:crypto only, so the file can be copied as is.
 *
 *   app.post('/hooks/service', express.raw({ type: 'application/json' }), (req, res) => {
 *     if (!verifyServiceSignature(req.body, req.get('X-Service-Signature'), SECRET)) return res.sendStatus(401);
 *     if (!seen.firstTime(req.get('X-Service-Delivery') ?? '')) return res.sendStatus(200); // a retry we already have
 *     res.sendStatus(200);                       // answer 2xx within 10 s ...
 *     queueWork(JSON.parse(req.body.toString('utf8'))); // ... then do the slow work
 *   });
 *
 * Rules (spec, "Receiver rules"): HMAC-SHA256 over the raw bytes (never over re-serialised JSON),
 * constant-time comparison, reply 2xx within 10 seconds, de-duplicate on X-Service-Delivery.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { systemClock } from '../../config/clock.js';

/** Checks X-Service-Signature (hex HMAC-SHA256 of the raw body, keyed with the endpoint secret) in constant time. */
export function verifyServiceSignature(rawBody: Buffer | string, signatureHeader: string | undefined | null, secret: string): boolean {
  if (!signatureHeader || !/^[0-9a-f]{64}$/i.test(signatureHeader.trim())) return false;
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signatureHeader.trim(), 'hex'));
}

/**
 * Checks the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) and rejects
 * replays older or newer than `toleranceSeconds` (default 300). The key is the base64-decoded secret
 * (a leading "whsec_" is allowed), as the specification says, so the official libraries verify the same
 * deliveries: `new Webhook('whsec_' + secret)` from `standardwebhooks` or `svix`. Endpoints registered
 * before 2026-11-24 (base64url secrets) are keyed with the secret's UTF-8 bytes: pass `legacyUtf8Key`.
 */
export function verifyStandardWebhook(
  rawBody: Buffer | string,
  headers: { id: string | undefined | null; timestamp: string | undefined | null; signature: string | undefined | null },
  secret: string,
  opts: { toleranceSeconds?: number; nowSeconds?: number; legacyUtf8Key?: boolean } = {},
): boolean {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  const now = opts.nowSeconds ?? Math.floor(systemClock.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > (opts.toleranceSeconds ?? 300)) return false;
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const key = opts.legacyUtf8Key ? Buffer.from(secret, 'utf8') : Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key);
  mac.update(`${id}.${timestamp}.`, 'utf8');
  mac.update(body);
  const expected = mac.digest();
  // The header may carry several space-separated signatures ("v1,<b64> v1,<b64>") during secret rotation.
  return signature.split(' ').some((part) => {
    const [version, value] = part.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * Remembers delivery ids for a while so a retried delivery is acknowledged but handled once. In
 * memory, for one process: with several processes use a unique constraint on the id in your database.
 */
export class SeenDeliveries {
  private readonly seen = new Map<string, number>();

  constructor(
    /** How long an id is remembered. Default 24 hours (retries end within minutes). */
    private readonly ttlMs = 24 * 60 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True the first time an id is seen (within the TTL), false for a repeat. */
  firstTime(deliveryId: string): boolean {
    const t = this.now();
    for (const [id, at] of this.seen) {
      if (t - at <= this.ttlMs) break; // insertion order is age order
      this.seen.delete(id);
    }
    if (!deliveryId || this.seen.has(deliveryId)) return false;
    this.seen.set(deliveryId, t);
    return true;
  }
}
