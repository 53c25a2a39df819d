import { EntitySchema } from '@mikro-orm/core';
import { systemClock } from '../../../config/clock.js';

/** Where one delivery stands. pending: no attempt yet; retrying: failed, another attempt is due. */
export const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One event to one endpoint. Its id is the X-Service-Delivery header, the same on every attempt.
 * The endpoint URL is copied so the log still reads after the endpoint is deleted.
 */
export class WebhookDelivery {
  id!: string;
  eventId!: string;
  endpointId: number | null = null;
  tenantId!: number;
  event!: string;
  endpointUrl!: string;
  status: DeliveryStatus = 'pending';
  attempts: number = 0;
  /** Times it was sent again on request (replay or recover). */
  replays: number = 0;
  /** Attempts made before the current round (a replay starts a new round of attempts). */
  roundBase: number = 0;
  /** A sample delivery ("Send test"): one attempt per round, never counted by its endpoint. */
  test: boolean = false;
  responseCode: number | null = null;
  error: string | null = null;
  /** When its job was put on the webhooks queue; null until then. */
  queuedAt: Date | null = null;
  createdAt: Date = new Date(systemClock.now());
  lastAttemptAt: Date | null = null;
  nextAttemptAt: Date | null = null;
  completedAt: Date | null = null;
}

export const WebhookDeliverySchema = new EntitySchema<WebhookDelivery>({
  class: WebhookDelivery,
  tableName: 'webhook_deliveries',
  properties: {
    id: { type: 'uuid', primary: true },
    eventId: { type: 'bigint', fieldName: 'event_id' },
    endpointId: { type: 'integer', fieldName: 'endpoint_id', nullable: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    event: { type: 'string', length: 64 },
    endpointUrl: { type: 'string', length: 512, fieldName: 'endpoint_url' },
    status: { type: 'string', length: 16, default: 'pending' },
    attempts: { type: 'integer', default: 0 },
    replays: { type: 'integer', default: 0 },
    roundBase: { type: 'integer', fieldName: 'round_base', default: 0 },
    test: { type: 'boolean', default: false },
    responseCode: { type: 'integer', fieldName: 'response_code', nullable: true },
    error: { type: 'text', nullable: true },
    queuedAt: { type: 'Date', fieldName: 'queued_at', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
    lastAttemptAt: { type: 'Date', fieldName: 'last_attempt_at', columnType: 'timestamptz', nullable: true },
    nextAttemptAt: { type: 'Date', fieldName: 'next_attempt_at', columnType: 'timestamptz', nullable: true },
    completedAt: { type: 'Date', fieldName: 'completed_at', columnType: 'timestamptz', nullable: true },
  },
});
