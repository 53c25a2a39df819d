import { EntitySchema } from '@mikro-orm/core';

/** team: written by the tenant's team; repeat_contact: the same customer asked again within three hours. */
export const TICKET_NOTE_KINDS = ['team', 'repeat_contact'] as const;
export type TicketNoteKind = (typeof TICKET_NOTE_KINDS)[number];

/** A note on a ticket. Adding one never raises ticket.updated. */
export class TicketNote {
  id!: number;
  tenantId!: number;
  ticketId!: number;
  kind!: TicketNoteKind;
  body!: string;
  /** The conversation a repeat contact came from (when it was the tenant's). */
  conversationId: number | null = null;
  /** The team member who wrote a team note, when given. */
  authorUserId: number | null = null;
  createdAt!: Date;
}

export const TicketNoteSchema = new EntitySchema<TicketNote>({
  class: TicketNote,
  tableName: 'ticket_notes',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    tenantId: { type: 'integer', fieldName: 'tenant_id' },
    ticketId: { type: 'integer', fieldName: 'ticket_id' },
    kind: { type: 'string', length: 16 },
    body: { type: 'text' },
    conversationId: { type: 'integer', fieldName: 'conversation_id', nullable: true },
    authorUserId: { type: 'integer', fieldName: 'author_user_id', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz' },
  },
});
