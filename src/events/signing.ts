import { createHmac } from 'node:crypto';

/** The User-Agent of every delivery: the spec's only webhook version marker. */
export const WEBHOOK_USER_AGENT = 'Service-Webhooks/1.0';

/** X-Service-Signature: hex HMAC-SHA256 of the exact raw body bytes, keyed with the endpoint secret (64 characters). */
export function serviceSignature(secret: string, body: Buffer): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

/**
 * Standard Webhooks (standardwebhooks.com) signature: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`,
 * keyed with the same secret's UTF-8 bytes as X-Service-Signature.
 */
export function standardSignature(secret: string, deliveryId: string, timestampSeconds: number, body: Buffer): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8'));
  mac.update(`${deliveryId}.${timestampSeconds}.`, 'utf8');
  mac.update(body);
  return `v1,${mac.digest('base64')}`;
}

export interface SignedDelivery {
  event: string;
  /** Same on every attempt of one delivery. */
  deliveryId: string;
  secret: string;
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
    'webhook-signature': standardSignature(d.secret, d.deliveryId, d.timestampSeconds, d.body),
  };
}
