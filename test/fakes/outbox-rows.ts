import { OutboxEvent } from '../../src/db/entities/outbox-event.js';
import type { Envelope } from '../../src/events/envelope.js';
import type { Services } from '../../src/services.js';

/** The outbox envelopes a tenant's changes recorded, oldest first (optionally of one event kind). */
export async function outboxEnvelopes(services: Services, tenantId: number, event?: string): Promise<Envelope[]> {
  const rows = await services.orm.em.fork().find(OutboxEvent, { tenantId, ...(event ? { event } : {}) }, { orderBy: { id: 'asc' } });
  return rows.map((r) => JSON.parse(r.body) as Envelope);
}
