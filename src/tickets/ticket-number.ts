import type { EntityManager } from '@mikro-orm/postgresql';

/** Ticket numbers as people read them out: "TKT-" and at least six digits, e.g. TKT-000123. */
export const TICKET_NUMBER_PREFIX = 'TKT-';
const MIN_DIGITS = 6;

export function formatTicketNumber(n: number): string {
  return `${TICKET_NUMBER_PREFIX}${String(n).padStart(MIN_DIGITS, '0')}`;
}

/**
 * Takes the tenant's next ticket number from its counter row (created at 1 on first use). Must run
 * inside the transaction that inserts the ticket: the upsert row-locks the counter until commit, so
 * two tenants never wait on each other, numbers of one tenant are unique (also enforced by a unique
 * index), and a rolled-back ticket gives its number back.
 */
export async function nextTicketNumber(tx: EntityManager, tenantId: number): Promise<{ number: number; ticketNumber: string }> {
  const rows = await tx.execute<{ last_number: number }[]>(
    `insert into ticket_counters (tenant_id, last_number) values (?, 1)
     on conflict (tenant_id) do update set last_number = ticket_counters.last_number + 1
     returning last_number`,
    [tenantId],
  );
  const n = Number(rows[0]?.last_number);
  if (!Number.isInteger(n) || n < 1) throw new Error('ticket counter returned no number');
  return { number: n, ticketNumber: formatTicketNumber(n) };
}

/**
 * The tenant's ticket series lock, inside a transaction. Creating a ticket takes it shared (creations
 * of one tenant do not wait on each other); restarting the series (a sandbox reset, which deletes the
 * tickets and the counter) takes it exclusive, so no creation straddles a restart and reuses a number.
 */
export async function lockTicketSeries(tx: EntityManager, tenantId: number, mode: 'shared' | 'exclusive'): Promise<void> {
  const fn = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await tx.execute(`select ${fn}(hashtextextended(?, 0))`, [`ticket-series:${tenantId}`]);
}
