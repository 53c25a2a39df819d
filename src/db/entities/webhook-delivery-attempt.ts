import { EntitySchema } from '@mikro-orm/core';

/** One HTTP attempt of a delivery: when, what came back, how long it took. */
export class WebhookDeliveryAttempt {
  id!: string;
  deliveryId!: string;
  /** 1, 2 or 3. */
  attempt!: number;
  startedAt!: Date;
  responseCode: number | null = null;
  latencyMs!: number;
  error: string | null = null;
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
  },
});
