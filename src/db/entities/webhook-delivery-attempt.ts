import { EntitySchema } from '@mikro-orm/core';

/** One HTTP attempt of a delivery: when, what came back (status and the first part of the answer), how long it took, how it was signed. */
export class WebhookDeliveryAttempt {
  id!: string;
  deliveryId!: string;
  /** 1, 2 or 3. */
  attempt!: number;
  startedAt!: Date;
  responseCode: number | null = null;
  latencyMs!: number;
  error: string | null = null;
  /** The first 1 KB of the receiver's answer, as text; null when none came. */
  responseBody: string | null = null;
  /** The answer was longer than the part kept. */
  responseTruncated: boolean = false;
  /** The signature headers this attempt carried (null for attempts recorded before they were kept). */
  signatures: Record<string, string> | null = null;
}

export const WebhookDeliveryAttemptSchema = new EntitySchema<WebhookDeliveryAttempt>({
  class: WebhookDeliveryAttempt,
  tableName: 'webhook_delivery_attempts',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    deliveryId: { type: 'uuid', fieldName: 'delivery_id' },
    attempt: { type: 'integer' },
    startedAt: { type: 'Date', fieldName: 'started_at', columnType: 'timestamptz' },
    responseCode: { type: 'integer', fieldName: 'response_code', nullable: true },
    latencyMs: { type: 'integer', fieldName: 'latency_ms' },
    error: { type: 'text', nullable: true },
    responseBody: { type: 'text', fieldName: 'response_body', nullable: true },
    responseTruncated: { type: 'boolean', fieldName: 'response_truncated', default: false },
    signatures: { type: 'json', nullable: true },
  },
});
