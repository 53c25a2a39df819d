import { Receipts } from '../receipts/receipts.js';
import type { Services } from '../services.js';

/** The customer's receipts over the process's PostgreSQL, queues and clock (cheap; one per user). */
export function buildReceipts(services: Services): Receipts {
  return new Receipts({ orm: services.orm, box: services.box, clock: services.clock, queues: services.queues, logger: services.logger });
}
