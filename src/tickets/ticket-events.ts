import type { Orm } from '../db/orm.js';

/** One event raised for a ticket, as the dashboard's activity page shows it. */
export interface TicketEventView {
  event: string;
  created_at: string;
  data: Record<string, unknown>;
}

/** Events kept per ticket in the answer; a ticket rarely has more. */
const MAX_EVENTS = 200;

/**
 * A ticket's history as its events tell it (ticket.created, ticket.updated with their changes), read
 * from the transactional outbox: the same envelopes webhooks received. Null when the ticket is not
 * the tenant's.
 */
export class TicketEvents {
  constructor(private readonly orm: Orm) {}

  async list(tenantId: number, ticketId: number): Promise<TicketEventView[] | null> {
    const conn = this.orm.em.getConnection();
    const owned = await conn.execute<{ id: number }[]>('select id from tickets where id = ? and tenant_id = ?', [ticketId, tenantId]);
    if (owned.length === 0) return null;
    const rows = await conn.execute<{ event: string; body: string; created_at: Date | string }[]>(
      `select event, body, created_at from outbox_events
        where tenant_id = ? and event like 'ticket.%' and (body::jsonb -> 'data' ->> 'ticket_id') = ?
        order by id asc limit ?`,
      [tenantId, String(ticketId), MAX_EVENTS],
    );
    return rows.map((r) => {
      const envelope = JSON.parse(r.body) as { data?: Record<string, unknown> };
      return { event: r.event, created_at: new Date(r.created_at).toISOString(), data: envelope.data ?? {} };
    });
  }
}
