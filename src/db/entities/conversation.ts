import { EntitySchema } from '@mikro-orm/core';
import type { ConversationStatus } from '../../../config/contract.js';

/** How the customer of a conversation was identified (customer.identified). */
export type IdentifiedMethod = 'verified' | 'recognised';

/** A conversation between a customer and the tenant's bot or team, on any channel. */
export class Conversation {
  id!: number;
  tenantId!: number;
  /** The bot platform's own id for this conversation (unique per tenant); routes accept `ext:<external_id>`. */
  externalId: string | null = null;
  channel!: string;
  status!: ConversationStatus;
  customerName: string | null = null;
  customerEmail: string | null = null;
  customerPhone: string | null = null;
  /** Language of the conversation when known (e.g. en); messages default to it. */
  language: string | null = null;
  startedAt!: Date;
  endedAt: Date | null = null;
  handedOverAt: Date | null = null;
  handedOverToUserId: number | null = null;
  identifiedMethod: IdentifiedMethod | null = null;
  identifiedAt: Date | null = null;
  /** The tenant's profile of a recognised returning customer. */
  customerProfileId: number | null = null;
  /** A dashboard preview conversation: raises no events, is left out of lists and counts. */
  preview = false;
  updatedAt!: Date;
}

export const ConversationSchema = new EntitySchema<Conversation>({
  class: Conversation,
  tableName: 'conversations',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    externalId: { type: 'string', length: 200, fieldName: 'external_id', nullable: true },
    channel: { type: 'string', length: 32 },
    status: { type: 'string', length: 16 },
    customerName: { type: 'string', length: 200, fieldName: 'customer_name', nullable: true },
    customerEmail: { type: 'string', length: 320, fieldName: 'customer_email', nullable: true },
    customerPhone: { type: 'string', length: 40, fieldName: 'customer_phone', nullable: true },
    language: { type: 'string', length: 16, nullable: true },
    startedAt: { type: 'Date', fieldName: 'started_at', columnType: 'timestamptz' },
    endedAt: { type: 'Date', fieldName: 'ended_at', columnType: 'timestamptz', nullable: true },
    handedOverAt: { type: 'Date', fieldName: 'handed_over_at', columnType: 'timestamptz', nullable: true },
    handedOverToUserId: { type: 'integer', fieldName: 'handed_over_to_user_id', nullable: true },
    identifiedMethod: { type: 'string', length: 16, fieldName: 'identified_method', nullable: true },
    identifiedAt: { type: 'Date', fieldName: 'identified_at', columnType: 'timestamptz', nullable: true },
    customerProfileId: { type: 'integer', fieldName: 'customer_profile_id', nullable: true },
    preview: { type: 'boolean', default: false },
    updatedAt: { type: 'Date', fieldName: 'updated_at', columnType: 'timestamptz' },
  },
});
