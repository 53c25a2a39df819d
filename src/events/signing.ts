import { createHmac, randomBytes } from 'node:crypto';

/** The User-Agent of every delivery: the spec's only webhook version marker. */
export const WEBHOOK_USER_AGENT = 'Service-Webhooks/1.0';

/**
 * How an endpoint's secret keys the Standard Webhooks signature (column webhook_endpoints.secret_format).
 *  - 1 (endpoints registered before 2026-11-24): a base64url secret; the key is the secret's UTF-8 bytes.
 *    Kept so those receivers go on verifying as they do today.
 *  - 2 (every endpoint registered since): the secret is the standard base64 of 32 random bytes without
 *    its padding (43 characters) and the key is those 32 bytes, as the Standard Webhooks specification
 *    keys it: `new Webhook('whsec_' + secret)` in the official libraries verifies every delivery.
 * X-Service-Signature means the same in both: keyed with the secret text itself.
 */
export const SECRET_FORMATS = { legacyUtf8: 1, standard: 2 } as const;
export type SecretFormat = (typeof SECRET_FORMATS)[keyof typeof SECRET_FORMATS];
export const CURRENT_SECRET_FORMAT: SecretFormat = SECRET_FORMATS.standard;

/** A new endpoint secret (format 2): standard base64 of 32 CSPRNG bytes, padding dropped, 43 characters. */
export function newEndpointSecret(): string {
  return randomBytes(32).toString('base64').replace(/=+$/, '');
}

/** X-Service-Signature: hex HMAC-SHA256 of the exact raw body bytes, keyed with the endpoint secret (64 characters). */
export function serviceSignature(secret: string, body: Buffer): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

/** The key of the Standard Webhooks signature for a secret of the given format. */
export function standardKey(secret: string, format: SecretFormat): Buffer {
  return format === SECRET_FORMATS.standard ? Buffer.from(secret, 'base64') : Buffer.from(secret, 'utf8');
}

/** Standard Webhooks (standardwebhooks.com) signature: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export function standardSignature(key: Buffer, deliveryId: string, timestampSeconds: number, body: Buffer): string {
  const mac = createHmac('sha256', key);
  mac.update(`${deliveryId}.${timestampSeconds}.`, 'utf8');
  mac.update(body);
  return `v1,${mac.digest('base64')}`;
}

export interface SignedDelivery {
  event: string;
  /** Same on every attempt of one delivery. */
  deliveryId: string;
  secret: string;
  /** How the secret keys webhook-signature (see SECRET_FORMATS). */
  secretFormat: SecretFormat;
  body: Buffer;
  /** When this attempt is sent, in whole seconds since the epoch. */
  timestampSeconds: number;
}

/**
 * Every header a delivery carries: the spec's five exactly as specified, plus the Standard Webhooks
 * trio (webhook-id = the delivery id, webhook-timestamp, webhook-signature) for standard tooling.
 */
export function deliveryHeaders(d: SignedDelivery): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Service-Event': d.event,
    'X-Service-Signature': serviceSignature(d.secret, d.body),
    'X-Service-Delivery': d.deliveryId,
    'User-Agent': WEBHOOK_USER_AGENT,
    'webhook-id': d.deliveryId,
    'webhook-timestamp': String(d.timestampSeconds),
    'webhook-signature': standardSignature(standardKey(d.secret, d.secretFormat), d.deliveryId, d.timestampSeconds, d.body),
  };
}

/** Reads the stored column value; anything unknown is treated as the legacy keying. */
export function secretFormatOf(value: number | null | undefined): SecretFormat {
  return value === SECRET_FORMATS.standard ? SECRET_FORMATS.standard : SECRET_FORMATS.legacyUtf8;
}
