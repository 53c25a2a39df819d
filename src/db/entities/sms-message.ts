import { EntitySchema } from '@mikro-orm/core';
import { systemClock } from '../../../config/clock.js';

/** Where one text stands. queued: not yet accepted by the provider; sent: accepted; the rest are settled. */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'dead', 'cancelled'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
/** Statuses the spec's sms.delivery_report fires for. */
export const SETTLED_SMS_STATUSES: readonly SmsStatus[] = ['delivered', 'failed', 'dead', 'cancelled'];

/**
 * The SMS log: one row per text the service sends, keyed by our client_msg_id (for a one-time code,
 * the challenge id), updated by the provider's delivery-status callbacks. Never holds the text itself
 * (it carries a code).
 */
export class SmsMessage {
  /** bigserial; MikroORM maps bigint to string. */
  id!: string;
  tenantId!: number;
  clientMsgId!: string;
  /** The provider's message id, once it accepted the text. */
  providerMessageId: string | null = null;
  mobileNumber!: string;
  /** What the text was for, e.g. otp. */
  purpose: string = 'otp';
  /** SMS driver that handled it (log or http). */
  driver!: string;
  status: SmsStatus = 'queued';
  /** Send attempts made. */
  attempts: number = 0;
  lastError: string | null = null;
  createdAt: Date = new Date(systemClock.now());
  updatedAt: Date = new Date(systemClock.now());
  settledAt: Date | null = null;
}

export const SmsMessageSchema = new EntitySchema<SmsMessage>({
  class: SmsMessage,
  tableName: 'sms_messages',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    clientMsgId: { type: 'string', length: 100, fieldName: 'client_msg_id', unique: true },
    providerMessageId: { type: 'string', length: 200, fieldName: 'provider_message_id', nullable: true },
    mobileNumber: { type: 'string', length: 40, fieldName: 'mobile_number' },
    purpose: { type: 'string', length: 32, default: 'otp' },
    driver: { type: 'string', length: 16 },
    status: { type: 'string', length: 16, default: 'queued' },
    attempts: { type: 'integer', default: 0 },
    lastError: { type: 'string', length: 500, fieldName: 'last_error', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', fieldName: 'updated_at', columnType: 'timestamptz' },
    settledAt: { type: 'Date', fieldName: 'settled_at', columnType: 'timestamptz', nullable: true },
  },
});
