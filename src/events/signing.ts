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

/** A secret that signs, with how it keys webhook-signature. */
export interface SigningSecret {
  secret: string;
  secretFormat: SecretFormat;
}

export interface SignedDelivery extends SigningSecret {
  event: string;
  /** Same on every attempt of one delivery. */
  deliveryId: string;
  body: Buffer;
  /** When this attempt is sent, in whole seconds since the epoch. */
  timestampSeconds: number;
  /** During a secret rotation's grace period: the previous secret, which signs too. */
  previous?: SigningSecret | null;
}

/** The headers whose values depend on the endpoint's secret(s): what an attempt records of its signing. */
export const SIGNATURE_HEADER_NAMES = ['X-Service-Signature', 'X-Service-Signature-New', 'webhook-signature'] as const;
export type Signatures = Partial<Record<(typeof SIGNATURE_HEADER_NAMES)[number], string>>;

/**
 * The signature headers of one attempt. With one secret: X-Service-Signature (hex, the spec's) and
 * webhook-signature (one `v1,` value). During a rotation's grace period, both secrets sign:
 *  - X-Service-Signature stays keyed with the previous secret (64 hex characters, as the spec defines it),
 *    so a receiver that has not switched yet goes on verifying unchanged until the grace period ends;
 *  - X-Service-Signature-New carries the same HMAC keyed with the new secret, so a receiver that has
 *    switched verifies too (a receiver accepts its secret's match on either header);
 *  - webhook-signature carries both values, new first, space-separated, as the Standard Webhooks
 *    specification allows (its official libraries accept a match on any).
 */
export function signatureHeaders(d: SignedDelivery): Signatures {
  const standard = (s: SigningSecret): string => standardSignature(standardKey(s.secret, s.secretFormat), d.deliveryId, d.timestampSeconds, d.body);
  if (!d.previous) return { 'X-Service-Signature': serviceSignature(d.secret, d.body), 'webhook-signature': standard(d) };
  return {
    'X-Service-Signature': serviceSignature(d.previous.secret, d.body),
    'X-Service-Signature-New': serviceSignature(d.secret, d.body),
    'webhook-signature': `${standard(d)} ${standard(d.previous)}`,
  };
}

/**
 * Every header a delivery attempt carries, given its signature headers: the spec's five exactly as
 * specified, X-Service-Signature-New during a rotation, and the Standard Webhooks trio (webhook-id =
 * the delivery id, webhook-timestamp, webhook-signature). The delivery log rebuilds an attempt's
 * headers with this from what the attempt recorded, so what it shows is what was sent.
 */
export function headersWith(signatures: Signatures, d: { event: string; deliveryId: string; timestampSeconds: number }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Service-Event': d.event,
    'X-Service-Signature': signatures['X-Service-Signature'] ?? '',
  };
  if (signatures['X-Service-Signature-New']) headers['X-Service-Signature-New'] = signatures['X-Service-Signature-New'];
  headers['X-Service-Delivery'] = d.deliveryId;
  headers['User-Agent'] = WEBHOOK_USER_AGENT;
  headers['webhook-id'] = d.deliveryId;
  headers['webhook-timestamp'] = String(d.timestampSeconds);
  headers['webhook-signature'] = signatures['webhook-signature'] ?? '';
  return headers;
}

/** Every header of one attempt (see headersWith and signatureHeaders). */
export function deliveryHeaders(d: SignedDelivery): Record<string, string> {
  return headersWith(signatureHeaders(d), d);
}

/** Reads the stored column value; anything unknown is treated as the legacy keying. */
export function secretFormatOf(value: number | null | undefined): SecretFormat {
  return value === SECRET_FORMATS.standard ? SECRET_FORMATS.standard : SECRET_FORMATS.legacyUtf8;
}
