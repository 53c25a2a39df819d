import { EntitySchema } from '@mikro-orm/core';
import { systemClock } from '../../../config/clock.js';

/**
 * An event written in the same transaction as the change that raised it (transactional outbox).
 * `body` is the envelope serialised once; every delivery sends exactly these bytes.
 * `relayedAt` is set when the relay has fanned it out into deliveries.
 */
export class OutboxEvent {
  /** bigserial; MikroORM maps bigint to string. */
  id!: string;
  tenantId!: number;
  event!: string;
  body!: string;
  createdAt: Date = new Date(systemClock.now());
  relayedAt: Date | null = null;
  /** A sample delivery's body ("Send test"): relayed at birth, never fanned out. */
  test: boolean = false;
}

export const OutboxEventSchema = new EntitySchema<OutboxEvent>({
  class: OutboxEvent,
  tableName: 'outbox_events',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    event: { type: 'string', length: 64 },
    body: { type: 'text' },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
    relayedAt: { type: 'Date', fieldName: 'relayed_at', columnType: 'timestamptz', nullable: true },
    test: { type: 'boolean', default: false },
  },
});
