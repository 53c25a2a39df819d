import { ArrayType, EntitySchema } from '@mikro-orm/core';
import { systemClock } from '../../../config/clock.js';

/** A tenant's webhook endpoint. The signing secret is stored sealed (SecretBox), shown once at registration. */
export class WebhookEndpoint {
  id!: number;
  tenantId!: number;
  url!: string;
  /** Event names it receives; null means every event. */
  events: string[] | null = null;
  description: string = '';
  secretSealed!: string;
  /** How the secret keys webhook-signature: 1 legacy (UTF-8 bytes), 2 Standard Webhooks (base64-decoded). */
  secretFormat: number = 1;
  /** The owner email about a deactivation: null, 'due' or 'sent'. */
  deactivationEmail: string | null = null;
  isActive: boolean = true;
  consecutiveFailures: number = 0;
  lastError: string | null = null;
  lastDeliveredAt: Date | null = null;
  /** After a rotation: the previous secret (sealed), its keying, and when it stops signing. */
  previousSecretSealed: string | null = null;
  previousSecretFormat: number | null = null;
  previousSecretExpiresAt: Date | null = null;
  createdAt: Date = new Date(systemClock.now());
}

export const WebhookEndpointSchema = new EntitySchema<WebhookEndpoint>({
  class: WebhookEndpoint,
  tableName: 'webhook_endpoints',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    url: { type: 'string', length: 512 },
    events: { type: ArrayType, columnType: 'text[]', nullable: true },
    description: { type: 'string', length: 255, default: '' },
    secretSealed: { type: 'text', fieldName: 'secret_sealed' },
    secretFormat: { type: 'smallint', fieldName: 'secret_format', default: 1 },
    deactivationEmail: { type: 'string', length: 8, fieldName: 'deactivation_email', nullable: true },
    isActive: { type: 'boolean', fieldName: 'is_active', default: true },
    consecutiveFailures: { type: 'integer', fieldName: 'consecutive_failures', default: 0 },
    lastError: { type: 'text', fieldName: 'last_error', nullable: true },
    lastDeliveredAt: { type: 'Date', fieldName: 'last_delivered_at', columnType: 'timestamptz', nullable: true },
    previousSecretSealed: { type: 'text', fieldName: 'previous_secret_sealed', nullable: true },
    previousSecretFormat: { type: 'smallint', fieldName: 'previous_secret_format', nullable: true },
    previousSecretExpiresAt: { type: 'Date', fieldName: 'previous_secret_expires_at', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
  },
});
