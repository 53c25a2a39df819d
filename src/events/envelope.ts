import type { EventName } from './kinds.js';

/** The spec's envelope, in this key order: event, tenant_id, created_at, data. */
export interface Envelope {
  event: EventName;
  tenant_id: number;
  created_at: string;
  data: Record<string, unknown>;
}

/**
 * Serialises an envelope as compact JSON. The result is stored once with the event and sent as is on
 * every attempt to every endpoint, so the signed bytes never change.
 */
export function serializeEnvelope(input: { event: EventName; tenantId: number; createdAt: Date; data: object }): string {
  const envelope: Envelope = {
    event: input.event,
    tenant_id: input.tenantId,
    created_at: input.createdAt.toISOString(),
    data: input.data as Record<string, unknown>,
  };
  return JSON.stringify(envelope);
}
