import { LIMITS } from '../../config/limits.js';
import type { Orm } from '../db/orm.js';
import { emailKey, phoneKey } from './customer-keys.js';

/** Whom a verified customer's tickets are looked up for (the verified record's contacts, the session, its conversation). */
export interface TicketCustomer {
  email: string | null;
  mobile: string | null;
  /** SHA-256 of the session token (create-ticket with that session_token keys the ticket `session:<hash>`). */
  sessionHash: string;
  conversationId: number | null;
}

/** One of the customer's own tickets as a tool result shows it: never its text, notes or contact details. */
export interface CustomerTicketRow {
  ticket_number: string;
  subject: string;
  status: string;
  /** YYYY-MM-DD */
  opened: string;
  /** YYYY-MM-DD */
  updated: string;
}

const day = (d: Date | string): string => new Date(d).toISOString().slice(0, 10);

/**
 * The service's own tickets of a verified customer, read from the ticket desk: the tickets whose
 * stored email or mobile (compared as the duplicate rule compares them: case-blind email, the last 10
 * digits of a mobile) is the verified record's, the tickets raised with this session, and every
 * ticket linked to the session's conversation. A ticket raised in a dashboard preview conversation is
 * shown only in that conversation, so the owner's tries never show up in a customer's answer. Most
 * recently updated first, at most LIMITS.sourceRowsMax, with `leftOut` for the rest.
 */
export class CustomerTickets {
  constructor(private readonly orm: Orm) {}

  async forCustomer(tenantId: number, who: TicketCustomer): Promise<{ rows: CustomerTicketRow[]; leftOut: number }> {
    const email = emailKey(who.email);
    const phone = phoneKey(who.mobile);
    const rows = await this.orm.em
      .getConnection()
      .execute<{ ticket_number: string; subject: string; status: string; created_at: Date; updated_at: Date; total: string | number }[]>(
        `select t.ticket_number, t.subject, t.status, t.created_at, t.updated_at, count(*) over () as total
         from tickets t
         left join conversations c on c.id = t.conversation_id and c.tenant_id = t.tenant_id
        where t.tenant_id = ?
          and (t.customer_email_key = ? or t.customer_phone_key = ? or t.customer_identity_key = ? or t.customer_identity_key = ?
               or (?::int is not null and t.conversation_id = ?::int))
          and (c.preview is not true or t.conversation_id = ?::int)
        order by t.updated_at desc, t.id desc
        limit ?`,
        [
          tenantId,
          email,
          phone,
          `session:${who.sessionHash}`,
          who.conversationId === null ? null : `conversation:${who.conversationId}`,
          who.conversationId,
          who.conversationId,
          who.conversationId,
          LIMITS.sourceRowsMax,
        ],
      );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return {
      rows: rows.map((r) => ({ ticket_number: r.ticket_number, subject: r.subject, status: r.status, opened: day(r.created_at), updated: day(r.updated_at) })),
      leftOut: Math.max(0, total - rows.length),
    };
  }
}
