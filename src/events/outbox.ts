import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../config/clock.js';
import { OutboxEvent } from '../db/entities/outbox-event.js';
import { serializeEnvelope } from './envelope.js';
import { EVENT_DATA_SCHEMAS, type EventDraft, type EventName } from './kinds.js';

export interface RecordEventInput {
  tenantId: number;
  /** From a builder in builders.ts; null (e.g. a notes-only ticket edit) records nothing. */
  draft: EventDraft | null;
  clock: Clock;
  /**
   * Test and quality-check traffic (the test customer, dashboard chain tests, sample data) is never
   * delivered: pass true and nothing is recorded. Default false.
   */
  test?: boolean;
}

/**
 * THE call every feature makes to raise an event, inside the transaction of the change itself:
 *
 *   await em.transactional(async (tx) => {
 *     const ticket = tx.create(Ticket, {...});
 *     await tx.flush();
 *     recordEvent(tx, { tenantId, draft: ticketCreated(snapshotOf(ticket)), clock });
 *   });
 *
 * It persists an outbox row in `em`'s unit of work, so the row is written by the same flush and
 * commits or rolls back with the change: a rolled-back change raises nothing, a committed one is
 * never lost (the relay in the outbox pool fans it out, at least once). The envelope is serialised
 * here, once; every attempt to every endpoint sends these exact bytes.
 */
export function recordEvent(em: EntityManager, input: RecordEventInput): OutboxEvent | null {
  if (!input.draft || input.test) return null;
  const event: EventName = input.draft.event;
  const data = EVENT_DATA_SCHEMAS[event].parse(input.draft.data);
  const createdAt = new Date(input.clock.now());
  return em.create(OutboxEvent, {
    tenantId: input.tenantId,
    event,
    body: serializeEnvelope({ event, tenantId: input.tenantId, createdAt, data }),
    createdAt,
    relayedAt: null,
    test: false,
  });
}
