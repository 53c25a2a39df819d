import { EntitySchema } from '@mikro-orm/core';
import type { TicketPriority } from '../../../config/contract.js';
import type { TicketStatus } from '../../../config/contract.js';

/**
 * A support ticket (spec: "Ticket (created through the API)"). `number` comes from the tenant's
 * counter and is unique per tenant; `ticketNumber` is its readable form (TKT-000123). The three
 * customer keys (normalised verified identity, email, mobile) and the category key serve the duplicate
 * rule only and are never shown.
 */
export class Ticket {
  id!: number;
  tenantId!: number;
  number!: number;
  ticketNumber!: string;
  subject!: string;
  description!: string;
  priority!: TicketPriority;
  status!: TicketStatus;
  conversationId: number | null = null;
  customerName: string | null = null;
  customerEmail: string | null = null;
  customerPhone: string | null = null;
  customerIdentityKey: string | null = null;
  customerEmailKey: string | null = null;
  customerPhoneKey: string | null = null;
  /** The category the contact named (duplicate rule only; never shown). */
  categoryKey: string | null = null;
  assignedToUserId: number | null = null;
  createdAt!: Date;
  updatedAt!: Date;
}

export const TicketSchema = new EntitySchema<Ticket>({
  class: Ticket,
  tableName: 'tickets',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    number: { type: 'integer' },
    ticketNumber: { type: 'string', length: 32, fieldName: 'ticket_number' },
    subject: { type: 'string', length: 255 },
    description: { type: 'text' },
    priority: { type: 'string', length: 16 },
    status: { type: 'string', length: 16 },
    conversationId: { type: 'integer', fieldName: 'conversation_id', nullable: true },
    customerName: { type: 'string', length: 200, fieldName: 'customer_name', nullable: true },
    customerEmail: { type: 'string', length: 320, fieldName: 'customer_email', nullable: true },
    customerPhone: { type: 'string', length: 40, fieldName: 'customer_phone', nullable: true },
    customerIdentityKey: { type: 'string', length: 128, fieldName: 'customer_identity_key', nullable: true },
    customerEmailKey: { type: 'string', length: 320, fieldName: 'customer_email_key', nullable: true },
    customerPhoneKey: { type: 'string', length: 16, fieldName: 'customer_phone_key', nullable: true },
    categoryKey: { type: 'string', length: 32, fieldName: 'category_key', nullable: true },
    assignedToUserId: { type: 'integer', fieldName: 'assigned_to_user_id', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', fieldName: 'updated_at', columnType: 'timestamptz' },
  },
});
