import type { FilterQuery } from '@mikro-orm/core';
import { WebhookDeliveryAttempt } from '../db/entities/webhook-delivery-attempt.js';
import { WebhookDelivery, type DeliveryStatus } from '../db/entities/webhook-delivery.js';
import type { Orm } from '../db/orm.js';
import { headersWith, type Signatures } from './signing.js';

/** One attempt as the deliveries list shows it. */
export interface AttemptView {
  attempt: number;
  at: string;
  response_code: number | null;
  latency_ms: number;
  error: string | null;
}

/** One attempt as a delivery's own page shows it: also the headers sent and the first part of the answer. */
export interface AttemptDetailView extends AttemptView {
  /** The headers this attempt was sent with, in order; null for attempts recorded before they were kept. */
  headers: Record<string, string> | null;
  /** The first 1 KB of the receiver's answer, as text; null when no answer came. */
  response_body: string | null;
  response_truncated: boolean;
}

export interface DeliveryView<A extends AttemptView = AttemptView> {
  id: string;
  event: string;
  event_id: number;
  endpoint_id: number | null;
  endpoint_url: string;
  status: DeliveryStatus;
  /** A sample delivery ("Send test"). */
  test: boolean;
  attempts: number;
  replays: number;
  response_code: number | null;
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  completed_at: string | null;
  attempt_log: A[];
}

export interface DeliveryDetailView extends DeliveryView<AttemptDetailView> {
  /** The exact body every attempt sent (UTF-8 text of the bytes). */
  payload: string;
  payload_bytes: number;
}

export interface DeliveryFilter {
  limit: number;
  status?: DeliveryStatus | undefined;
  event?: string | undefined;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function attemptView(a: Pick<WebhookDeliveryAttempt, 'attempt' | 'startedAt' | 'responseCode' | 'latencyMs' | 'error'>): AttemptView {
  return { attempt: a.attempt, at: a.startedAt.toISOString(), response_code: a.responseCode, latency_ms: a.latencyMs, error: a.error };
}

function deliveryView<A extends AttemptView>(d: WebhookDelivery, attempts: A[]): DeliveryView<A> {
  return {
    id: d.id,
    event: d.event,
    event_id: Number(d.eventId),
    endpoint_id: d.endpointId,
    endpoint_url: d.endpointUrl,
    status: d.status,
    test: d.test,
    attempts: d.attempts,
    replays: d.replays,
    response_code: d.responseCode,
    error: d.error,
    created_at: d.createdAt.toISOString(),
    last_attempt_at: iso(d.lastAttemptAt),
    next_attempt_at: iso(d.nextAttemptAt),
    completed_at: iso(d.completedAt),
    attempt_log: attempts,
  };
}

/**
 * The delivery log as a tenant reads it (the read side; DeliveryStore writes it): the newest
 * deliveries, filtered by status and event, and one delivery with its payload, and per attempt the
 * headers sent and the first part of the receiver's answer. Always within one tenant: another
 * account's delivery is simply not found.
 */
export class DeliveryLog {
  constructor(private readonly orm: Orm) {}

  /** Newest first, with each attempt (without headers and answers: those are on the delivery's own page). */
  async list(tenantId: number, filter: DeliveryFilter): Promise<DeliveryView[]> {
    const em = this.orm.em.fork();
    const where: FilterQuery<WebhookDelivery> = { tenantId };
    if (filter.status) where.status = filter.status;
    if (filter.event) where.event = filter.event;
    const deliveries = await em.find(WebhookDelivery, where, { orderBy: { createdAt: 'desc', eventId: 'desc', id: 'asc' }, limit: filter.limit });
    if (deliveries.length === 0) return [];
    const attempts = await em.find(
      WebhookDeliveryAttempt,
      { deliveryId: { $in: deliveries.map((d) => d.id) } },
      { orderBy: { attempt: 'asc' }, fields: ['id', 'deliveryId', 'attempt', 'startedAt', 'responseCode', 'latencyMs', 'error'] },
    );
    const byDelivery = new Map<string, AttemptView[]>();
    for (const a of attempts) byDelivery.set(a.deliveryId, [...(byDelivery.get(a.deliveryId) ?? []), attemptView(a)]);
    return deliveries.map((d) => deliveryView(d, byDelivery.get(d.id) ?? []));
  }

  /** One of the tenant's deliveries in full, or null. */
  async get(tenantId: number, deliveryId: string): Promise<DeliveryDetailView | null> {
    const em = this.orm.em.fork();
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId, tenantId });
    if (!delivery) return null;
    const [bodies, attempts] = await Promise.all([
      em.getConnection().execute<{ body: string }[]>('select body from outbox_events where id = ?', [delivery.eventId]),
      em.find(WebhookDeliveryAttempt, { deliveryId }, { orderBy: { attempt: 'asc' } }),
    ]);
    const payload = bodies[0]?.body ?? '';
    const bytes = Buffer.byteLength(payload, 'utf8');
    const detail = attempts.map((a): AttemptDetailView => ({
      ...attemptView(a),
      headers: a.signatures ? sentHeaders(a.signatures as Signatures, delivery, a.startedAt, bytes) : null,
      response_body: a.responseBody,
      response_truncated: a.responseTruncated,
    }));
    return { ...deliveryView(delivery, detail), payload, payload_bytes: bytes };
  }
}

/** What an attempt was sent with: the delivery's headers with the attempt's signatures and time, and the body's length. */
function sentHeaders(signatures: Signatures, d: WebhookDelivery, startedAt: Date, bytes: number): Record<string, string> {
  const headers = headersWith(signatures, { event: d.event, deliveryId: d.id, timestampSeconds: Math.floor(startedAt.getTime() / 1000) });
  return { ...headers, 'Content-Length': String(bytes) };
}
