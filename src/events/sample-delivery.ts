import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import type { Clock } from '../../config/clock.js';
import type { TestDeliveryPayload, SampleDeliveryOutcome } from '../../queues/webhooks.js';
import type { Orm } from '../db/orm.js';
import { WEBHOOK_MESSAGES } from '../messages.js';
import type { DeliveryRunner } from './delivery.js';
import { serializeEnvelope } from './envelope.js';
import type { AttemptOutcome } from './sender.js';

/** Postgres channel the outbox relay LISTENs on (workers/outbox.ts). */
const RELAY_CHANNEL = 'outbox_events';
const SAMPLE_EVENT = 'conversation.started';

/**
 * The sample POST /api/sandbox/webhooks/{id}/test sends: a signed conversation.started marked
 * test true, with conversation_id, channel and an identity object (match_key, display_name), plus the
 * other conversation fields so a receiver can exercise its real handler.
 */
export function sampleBody(tenantId: number, now: Date): string {
  return serializeEnvelope({
    event: SAMPLE_EVENT,
    tenantId,
    createdAt: now,
    data: {
      test: true,
      conversation_id: 0,
      channel: 'test',
      customer_name: 'Test Customer',
      customer_phone: null,
      customer_email: null,
      status: 'active',
      started_at: now.toISOString(),
      identity: { match_key: 'test-customer', display_name: 'Test Customer' },
    },
  });
}

export interface SampleDeps {
  orm: Orm;
  runner: DeliveryRunner;
  clock: Clock;
  /** How long a sample waits for a free slot of its endpoint before it is left to the queue. */
  busyWaitMs: number;
}

/**
 * Worker side of "Send test": a sample delivery, logged like any delivery and marked test, sent now.
 *
 * One statement writes its body (an outbox row that is relayed at birth, so the relay never fans it out:
 * no other endpoint and no real subscriber ever gets it) and its delivery row to the one endpoint asked
 * for (already queued, so the relay leaves it to this call). Then the delivery runner attempts it
 * like any delivery (the endpoint's in-flight bound, signing with every secret in force, the log's
 * attempt record), as a sample: one attempt, counted nowhere. If the endpoint stays full for
 * `busyWaitMs` (or the worker is stopping), the sample is handed to the relay and goes when a slot frees.
 * The delivery id comes with the call, so a job run again after a hand-back finds the same sample.
 */
export async function sendSampleDelivery(deps: SampleDeps, payload: TestDeliveryPayload, signal?: AbortSignal): Promise<SampleDeliveryOutcome> {
  const { tenantId, endpointId } = payload;
  const deliveryId = payload.deliveryId ?? randomUUID();
  const conn = deps.orm.em.fork().getConnection();
  const now = new Date(deps.clock.now());
  const rows = await conn.execute<{ inserted: boolean; tenant_id: number; endpoint_id: number | null; queued: boolean; test: boolean }[]>(
    `with ep as (
       select id, url from webhook_endpoints where id = ? and tenant_id = ?
     ), existing as (
       select tenant_id, endpoint_id, queued_at is not null as queued, test from webhook_deliveries where id = ?
     ), ev as (
       insert into outbox_events (tenant_id, event, body, created_at, relayed_at, test)
       select ?, ?, ?, ?, ?, true from ep where not exists (select 1 from existing)
       returning id
     ), d as (
       insert into webhook_deliveries (id, event_id, endpoint_id, tenant_id, event, endpoint_url, status, attempts, created_at, queued_at, test)
       select ?, ev.id, ep.id, ?, ?, ep.url, 'pending', 0, ?, ?, true from ev, ep
       returning tenant_id, endpoint_id
     )
     select true as inserted, tenant_id, endpoint_id, true as queued, true as test from d
     union all select false, tenant_id, endpoint_id, queued, test from existing`,
    [endpointId, tenantId, deliveryId, tenantId, SAMPLE_EVENT, sampleBody(tenantId, now), now, now, deliveryId, tenantId, SAMPLE_EVENT, now, now],
  );
  const row = rows[0];
  if (!row || row.tenant_id !== tenantId || row.endpoint_id !== endpointId || !row.test) return { found: false };
  if (!row.queued) return queuedAnswer(deliveryId);

  const seen: { result?: AttemptOutcome } = {};
  const deadline = performance.now() + deps.busyWaitMs;
  for (let timesBusy = 0; ; timesBusy++) {
    const outcome = await deps.runner.run(deliveryId, { endpointId, timesBusy, ...(signal ? { signal } : {}), onResult: (r) => (seen.result = r) });
    if (outcome.kind === 'busy') {
      const left = deadline - performance.now();
      if (left > 0 && !signal?.aborted) {
        await sleep(Math.min(outcome.delayMs, left));
        continue;
      }
      await conn.execute(`update webhook_deliveries set queued_at = null where id = ? and status = 'pending'`, [deliveryId]);
      await conn.execute(`select pg_notify(?, '')`, [RELAY_CHANNEL]);
      return queuedAnswer(deliveryId);
    }
    if (outcome.kind === 'cancelled')
      return { found: true, delivered: false, delivery_id: deliveryId, status_code: null, latency_ms: null, error: outcome.reason };
    if (outcome.kind === 'skipped' && outcome.reason === 'missing') return { found: false };
    break;
  }
  const sent = seen.result ?? (await lastAttempt(deps.orm, deliveryId));
  return {
    found: true,
    delivered: sent?.delivered ?? false,
    delivery_id: deliveryId,
    status_code: sent?.responseCode ?? null,
    latency_ms: sent?.latencyMs ?? null,
    error: sent?.error ?? null,
  };
}

function queuedAnswer(deliveryId: string): SampleDeliveryOutcome {
  return { found: true, delivered: false, queued: true, delivery_id: deliveryId, status_code: null, latency_ms: null, error: WEBHOOK_MESSAGES.sampleQueued };
}

/** The recorded last attempt (a sample whose job ran again after it was sent). */
async function lastAttempt(orm: Orm, deliveryId: string): Promise<Pick<AttemptOutcome, 'delivered' | 'responseCode' | 'latencyMs' | 'error'> | null> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ status: string; response_code: number | null; latency_ms: number; error: string | null }[]>(
      `select d.status, a.response_code, a.latency_ms, a.error from webhook_deliveries d
         join webhook_delivery_attempts a on a.delivery_id = d.id
        where d.id = ? order by a.attempt desc limit 1`,
      [deliveryId],
    );
  const r = rows[0];
  return r ? { delivered: r.status === 'delivered', responseCode: r.response_code, latencyMs: r.latency_ms, error: r.error } : null;
}
