import type { DeliveryStatus } from '../db/entities/webhook-delivery.js';
import type { Orm } from '../db/orm.js';
import { WEBHOOK_MESSAGES } from '../messages.js';
import { Batcher } from './batcher.js';
import { endpointChangeCondition, endpointSetIsActive } from './endpoint-states.js';
import type { AttemptOutcome } from './sender.js';
import { secretFormatOf, type SecretFormat, type Signatures } from './signing.js';

/** What an attempt needs: the delivery, the stored body and its endpoint (null when deleted). */
export interface DeliveryForAttempt {
  id: string;
  status: DeliveryStatus;
  attempts: number;
  /** Attempts made before the current round (a replay or recovery starts a new round). */
  roundBase: number;
  /** When a delivery being retried is due again (null otherwise). */
  nextAttemptAt: Date | null;
  event: string;
  tenantId: number;
  /** The stored body's bytes, as signed and sent (one Buffer per event in a load batch, shared by its deliveries). */
  body: Buffer;
  /** A sample delivery: one attempt per round, never counted by its endpoint. */
  test: boolean;
  endpoint: {
    id: number;
    url: string;
    secretSealed: string;
    secretFormat: SecretFormat;
    /** The secret before the last rotation, while its grace period lasts (the signer checks expiresAt against its clock). */
    previous: { secretSealed: string; secretFormat: SecretFormat; expiresAt: Date } | null;
    isActive: boolean;
    deactivationEmailDue: boolean;
  } | null;
}

interface DeliveryRow {
  id: string;
  status: DeliveryStatus;
  attempts: number;
  round_base: number;
  next_attempt_at: Date | string | null;
  event: string;
  tenant_id: number;
  event_id: string;
  /** Only on the first row of each event: the others share it. */
  body: string | null;
  test: boolean;
  endpoint_id: number | null;
  url: string | null;
  secret_sealed: string | null;
  secret_format: number | null;
  previous_secret_sealed: string | null;
  previous_secret_format: number | null;
  previous_secret_expires_at: Date | string | null;
  is_active: boolean | null;
  deactivation_email: string | null;
}

/** How a recorded attempt left the delivery. */
export type RecordedOutcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'failed'; consecutiveFailures: number; deactivated: boolean }
  /** Another run already recorded this attempt (a stalled job re-run): nothing changed. */
  | { kind: 'duplicate' };

export interface AttemptRecord {
  delivery: DeliveryForAttempt;
  result: AttemptOutcome;
  /** The signature headers the attempt carried (kept so the log shows the headers sent). */
  signatures: Signatures;
  startedAt: Date;
  /** When the answer (or the failure) came, from the same clock as startedAt. */
  finishedAt: Date;
  /** Wait before the next attempt, or null when this was the last one. */
  retryDelayMs: number | null;
  deactivateAfterFailures: number;
}

/** Postgres error codes a batch statement is simply run again after: deadlock, serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * The delivery log in Postgres: rows per (event, endpoint), one row per attempt, endpoint counters.
 * The two statements every delivery runs (its load and, when delivered, its record) are gathered
 * across the deliveries in flight in this process (Batcher): one statement per batch instead of one
 * per delivery, which is most of what a fan-out burst costs the database.
 */
export class DeliveryStore {
  private readonly loads = new Batcher<string, DeliveryForAttempt | null>((ids) => this.loadMany(ids));
  private readonly delivered = new Batcher<AttemptRecord, boolean>((records) => this.retrying(() => this.recordDeliveredMany(records)));

  constructor(private readonly orm: Orm) {}

  load(deliveryId: string): Promise<DeliveryForAttempt | null> {
    return this.loads.call(deliveryId);
  }

  private async loadMany(ids: string[]): Promise<(DeliveryForAttempt | null)[]> {
    const rows = await this.orm.em.getConnection().execute<DeliveryRow[]>(
      `select d.id, d.status, d.attempts, d.round_base, d.next_attempt_at, d.event, d.tenant_id, d.event_id,
              case when row_number() over (partition by d.event_id) = 1 then o.body end as body, d.test, d.endpoint_id, e.url, e.secret_sealed, e.secret_format,
              e.previous_secret_sealed, e.previous_secret_format, e.previous_secret_expires_at, e.is_active, e.deactivation_email
         from webhook_deliveries d
         join outbox_events o on o.id = d.event_id
         left join webhook_endpoints e on e.id = d.endpoint_id
        where d.id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const bodies = new Map<string, Buffer>();
    for (const r of rows) if (r.body !== null) bodies.set(String(r.event_id), Buffer.from(r.body, 'utf8'));
    return ids.map((id) => {
      const r = byId.get(id);
      if (!r) return null;
      return {
        id: r.id,
        status: r.status,
        attempts: r.attempts,
        roundBase: r.round_base,
        nextAttemptAt: r.next_attempt_at === null ? null : new Date(r.next_attempt_at),
        event: r.event,
        tenantId: r.tenant_id,
        body: bodies.get(String(r.event_id)) ?? Buffer.from(''),
        test: r.test,
        endpoint:
          r.endpoint_id !== null && r.url !== null && r.secret_sealed !== null
            ? {
                id: r.endpoint_id,
                url: r.url,
                secretSealed: r.secret_sealed,
                secretFormat: secretFormatOf(r.secret_format),
                previous:
                  r.previous_secret_sealed !== null && r.previous_secret_expires_at !== null
                    ? {
                        secretSealed: r.previous_secret_sealed,
                        secretFormat: secretFormatOf(r.previous_secret_format),
                        expiresAt: new Date(r.previous_secret_expires_at),
                      }
                    : null,
                isActive: r.is_active === true,
                deactivationEmailDue: r.deactivation_email === 'due',
              }
            : null,
      };
    });
  }

  private async retrying<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (err) {
        if (attempt >= 3 || !RETRYABLE.has(String((err as { code?: unknown }).code))) throw err;
      }
    }
  }

  /**
   * Records a batch of successful attempts in one statement: each delivery delivered (guarded on its
   * attempt number, so a stalled job re-run changes nothing), its attempt row, and once per endpoint
   * the counters (consecutive_failures back to 0, last_delivered_at moved at most once a second), never
   * for a sample delivery.
   * Endpoint rows are locked in id order, so two batches never deadlock on them. Returns, per record,
   * whether it was recorded (false: a duplicate).
   */
  private async recordDeliveredMany(records: AttemptRecord[]): Promise<boolean[]> {
    const values: unknown[] = [];
    for (const r of records) {
      values.push(
        r.delivery.id,
        r.delivery.attempts,
        r.delivery.attempts + 1,
        r.result.responseCode,
        r.startedAt,
        r.result.latencyMs,
        r.finishedAt,
        r.result.responseBody,
        r.result.responseTruncated,
        JSON.stringify(r.signatures),
      );
    }
    const rows = await this.orm.em.getConnection().execute<{ id: string }[]>(
      `with input (id, prev_attempts, attempt, response_code, started_at, latency_ms, at, response_body, response_truncated, signatures) as (
         values ${records.map(() => '(?::uuid, ?::int, ?::int, ?::int, ?::timestamptz, ?::int, ?::timestamptz, ?::text, ?::boolean, ?::jsonb)').join(', ')}
       ), d as (
         update webhook_deliveries w
            set attempts = i.attempt, status = 'delivered', response_code = i.response_code, error = null,
                last_attempt_at = i.started_at, next_attempt_at = null, completed_at = i.at
           from input i
          where w.id = i.id and w.attempts = i.prev_attempts and w.status in ('pending', 'retrying')
          returning w.id, w.endpoint_id, w.test, i.attempt, i.started_at, i.response_code, i.latency_ms, i.at, i.response_body, i.response_truncated, i.signatures
       ), a as (
         insert into webhook_delivery_attempts (delivery_id, attempt, started_at, response_code, latency_ms, error, response_body, response_truncated, signatures)
         select id, attempt, started_at, response_code, latency_ms, null, response_body, response_truncated, signatures from d
         on conflict (delivery_id, attempt) do nothing
       ), latest as (
         select endpoint_id, max(at) as at from d where endpoint_id is not null and not test group by endpoint_id
       ), due as (
         select w.id, l.at from webhook_endpoints w join latest l on l.endpoint_id = w.id
          where w.consecutive_failures <> 0 or w.last_delivered_at is null or w.last_delivered_at < l.at - interval '1 second'
          order by w.id
          for update of w
       ), e as (
         update webhook_endpoints w set consecutive_failures = 0, last_delivered_at = greatest(w.last_delivered_at, due.at)
           from due where w.id = due.id
       )
       select id from d`,
      values,
    );
    const recorded = new Set(rows.map((r) => r.id));
    return records.map((r) => recorded.has(r.delivery.id));
  }

  /** Marks a delivery that will never be sent (endpoint inactive or deleted). */
  async cancel(deliveryId: string, reason: string, at: Date): Promise<void> {
    await this.orm.em.fork().execute(
      `update webhook_deliveries set status = 'cancelled', error = ?, completed_at = ?, next_attempt_at = null
        where id = ? and status in ('pending', 'retrying')`,
      [reason, at, deliveryId],
    );
  }

  /**
   * Records one attempt and its consequences in one statement (a success joins a batch, above) (so one round trip, one transaction):
   * the delivery's status, the attempt row, and the endpoint's counters. A success resets
   * consecutive_failures and moves last_delivered_at (at most once a second, so a busy endpoint's row
   * is not rewritten by every delivery); a delivery whose attempts are all exhausted counts one
   * failure, and the 15th in a row deactivates the endpoint with last_error saying why (and marks the
   * owner's email about it due). A sample delivery touches no counter. Guarded on
   * the attempt number, so an attempt recorded twice (a stalled job re-run) changes nothing.
   */
  async record(a: AttemptRecord): Promise<RecordedOutcome> {
    if (a.result.delivered) return (await this.delivered.call(a)) ? { kind: 'delivered' } : { kind: 'duplicate' };
    const { delivery, result, startedAt } = a;
    const attempt = delivery.attempts + 1;
    const at = a.finishedAt;
    const status: DeliveryStatus = result.delivered ? 'delivered' : a.retryDelayMs === null ? 'failed' : 'retrying';
    const nextAt = status === 'retrying' ? new Date(at.getTime() + (a.retryDelayMs ?? 0)) : null;
    const completedAt = status === 'retrying' ? null : at;
    const limit = a.deactivateAfterFailures;
    const error = result.error ?? WEBHOOK_MESSAGES.httpStatus(result.responseCode ?? 0);
    // The endpoint's part depends on the outcome; it joins `d`, so it runs only if this attempt was recorded.
    const endpointPart = delivery.test
      ? { sql: `select 0 as consecutive_failures, true as is_active from d where false`, params: [] }
      : status === 'delivered'
        ? {
            sql: `update webhook_endpoints w set consecutive_failures = 0, last_delivered_at = greatest(w.last_delivered_at, ?::timestamptz)
                    from d where w.id = d.endpoint_id
                     and (w.consecutive_failures <> 0 or w.last_delivered_at is null or w.last_delivered_at < ?::timestamptz - interval '1 second')
                  returning w.consecutive_failures, w.is_active`,
            params: [at, at],
          }
        : status === 'failed'
          ? {
              // Deactivation happens only here, so the update that brings the count to exactly `limit` is the one that deactivated it.
              sql: `update webhook_endpoints w
                      set consecutive_failures = w.consecutive_failures + 1,
                          last_error = case when not w.is_active then w.last_error when w.consecutive_failures + 1 >= ? then ? else ? end,
                          deactivation_email = case when (${endpointChangeCondition('w.is_active', 'failure_limit')}) and w.consecutive_failures + 1 >= ? then 'due' else w.deactivation_email end,
                          is_active = ${endpointSetIsActive('w.is_active', 'failure_limit', 'w.consecutive_failures + 1 >= ?')}
                     from d where w.id = d.endpoint_id
                    returning w.consecutive_failures, w.is_active`,
              params: [limit, WEBHOOK_MESSAGES.deactivated(limit, error), error, limit, limit],
            }
          : { sql: `select 0 as consecutive_failures, true as is_active from d where false`, params: [] };
    const rows = await this.orm.em.getConnection().execute<{ recorded: number; consecutive_failures: number | null; is_active: boolean | null }[]>(
      `with d as (
         update webhook_deliveries
            set attempts = ?, status = ?, response_code = ?, error = ?, last_attempt_at = ?, next_attempt_at = ?, completed_at = ?
          where id = ? and attempts = ? and status in ('pending', 'retrying')
          returning id, endpoint_id
       ), a as (
         insert into webhook_delivery_attempts (delivery_id, attempt, started_at, response_code, latency_ms, error, response_body, response_truncated, signatures)
         select d.id, ?, ?, ?, ?, ?, ?, ?, ?::jsonb from d
         on conflict (delivery_id, attempt) do nothing
         returning 1
       ), e as (${endpointPart.sql})
       select (select count(*) from d)::int as recorded, (select consecutive_failures from e) as consecutive_failures, (select is_active from e) as is_active`,
      [
        attempt,
        status,
        result.responseCode,
        result.error,
        startedAt,
        nextAt,
        completedAt,
        delivery.id,
        delivery.attempts,
        attempt,
        startedAt,
        result.responseCode,
        result.latencyMs,
        result.error,
        result.responseBody,
        result.responseTruncated,
        JSON.stringify(a.signatures),
        ...endpointPart.params,
      ],
    );
    const r = rows[0];
    if (!r || r.recorded === 0) return { kind: 'duplicate' };
    if (status === 'delivered') return { kind: 'delivered' };
    if (status === 'retrying') return { kind: 'retry', delayMs: a.retryDelayMs ?? 0 };
    const failures = r.consecutive_failures ?? 0;
    return { kind: 'failed', consecutiveFailures: failures, deactivated: r.is_active === false && failures === limit };
  }
}
