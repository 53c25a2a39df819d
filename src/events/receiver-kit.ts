/**
 * Receiver kit: what a tenant copies into its own server to accept our webhooks. It depends on
 * node:crypto only, so the file can be copied as is.
 *
 *   const SECRETS = [process.env.WEBHOOK_SECRET];                 // during a rotation: [NEW, OLD] (or just NEW)
 *   app.post('/hooks/service', express.raw({ type: 'application/json' }), (req, res) => {
 *     const signatures = [req.get('X-Service-Signature'), req.get('X-Service-Signature-New')];
 *     if (!verifyServiceSignature(req.body, signatures, SECRETS)) return res.sendStatus(401);
 *     if (!seen.firstTime(req.get('X-Service-Delivery') ?? '')) return res.sendStatus(200); // a retry we already have
 *     res.sendStatus(200);                       // answer 2xx within 10 s ...
 *     queueWork(JSON.parse(req.body.toString('utf8'))); // ... then do the slow work
 *   });
 *
 * Rules (spec, "Receiver rules"): HMAC-SHA256 over the raw bytes (never over re-serialised JSON),
 * constant-time comparison, reply 2xx within 10 seconds, de-duplicate on X-Service-Delivery.
 *
 * Secret rotation: for 24 hours after a rotation every delivery is signed with both secrets.
 * X-Service-Signature stays keyed with the previous secret (a receiver that has not switched yet keeps
 * verifying unchanged), X-Service-Signature-New is keyed with the new one, and webhook-signature carries
 * both. So a receiver that has switched verifies with the new secret alone, on either header; after the
 * grace period X-Service-Signature is keyed with the new secret and X-Service-Signature-New is gone.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { systemClock } from '../../config/clock.js';

type HeaderValue = string | undefined | null;
const list = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? (v as readonly T[]) : [v as T]);

/**
 * Checks X-Service-Signature (hex HMAC-SHA256 of the raw body, keyed with the endpoint secret) in
 * constant time. Pass the value of X-Service-Signature, or during a rotation the values of
 * X-Service-Signature and X-Service-Signature-New; and the secret, or the secrets you accept (new
 * and old while you switch). True when any secret matches any signature.
 */
export function verifyServiceSignature(
  rawBody: Buffer | string,
  signatureHeader: HeaderValue | readonly HeaderValue[],
  secret: string | readonly string[],
): boolean {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const given = list(signatureHeader)
    .map((h) => (h ?? '').trim())
    .filter((h) => /^[0-9a-f]{64}$/i.test(h))
    .map((h) => Buffer.from(h, 'hex'));
  if (given.length === 0) return false;
  let ok = false;
  for (const s of list(secret)) {
    const expected = createHmac('sha256', Buffer.from(s, 'utf8')).update(body).digest();
    for (const g of given) ok = timingSafeEqual(expected, g) || ok; // every pair compared: no early exit
  }
  return ok;
}

/**
 * Checks the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) and rejects
 * replays older or newer than `toleranceSeconds` (default 300). The key is the base64-decoded secret
 * (a leading "whsec_" is allowed), as the specification says, so the official libraries verify the same
 * deliveries: `new Webhook('whsec_' + secret)` from `standardwebhooks` or `svix`. Endpoints registered
 * before 2026-11-24 (base64url secrets) are keyed with the secret's UTF-8 bytes: pass `legacyUtf8Key`.
 * webhook-signature carries one `v1,` value per secret in force (two during a rotation's grace
 * period); a match of any secret given on any of them passes.
 */
export function verifyStandardWebhook(
  rawBody: Buffer | string,
  headers: { id: HeaderValue; timestamp: HeaderValue; signature: HeaderValue },
  secret: string | readonly string[],
  opts: { toleranceSeconds?: number; nowSeconds?: number; legacyUtf8Key?: boolean } = {},
): boolean {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  const now = opts.nowSeconds ?? Math.floor(systemClock.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > (opts.toleranceSeconds ?? 300)) return false;
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const given = signature.split(' ').flatMap((part) => {
    const [version, value] = part.split(',', 2);
    return version === 'v1' && value ? [Buffer.from(value, 'base64')] : [];
  });
  let ok = false;
  for (const s of list(secret)) {
    const key = opts.legacyUtf8Key ? Buffer.from(s, 'utf8') : Buffer.from(s.replace(/^whsec_/, ''), 'base64');
    const mac = createHmac('sha256', key);
    mac.update(`${id}.${timestamp}.`, 'utf8');
    mac.update(body);
    const expected = mac.digest();
    for (const g of given) ok = (g.length === expected.length && timingSafeEqual(g, expected)) || ok;
  }
  return ok;
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
