import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../config/clock.js';
import { SETTLED_SMS_STATUSES, SmsMessage, type SmsStatus } from '../db/entities/sms-message.js';
import type { Orm } from '../db/orm.js';

/**
 * The SMS log in PostgreSQL: a row per text (keyed by our client_msg_id), its provider id, attempts and
 * delivery status. Provider callbacks move it to a settled status once; the first settling runs the
 * report listener inside the same transaction, which is where the sms.delivery_report event is raised
 * (events/outbox recordEvent with events/builders smsDeliveryReport), so the event commits with the status.
 */

/** The spec's sms.delivery_report data, built from a settled row. */
export interface SmsDeliveryReport {
  tenantId: number;
  /** The provider's message id ('' when it gave none). */
  messageId: string;
  clientMsgId: string;
  mobileNumber: string;
  status: 'delivered' | 'failed' | 'dead' | 'cancelled';
  /** SMS driver (handled_by). */
  handledBy: string;
  attempts: number;
  lastError: string | null;
  smsLogId: number;
}

/** Runs inside the transaction that settles the row. */
export type SmsReportListener = (em: EntityManager, report: SmsDeliveryReport) => Promise<void> | void;

/** A provider's status word -> ours. Unknown words keep the row as sent (not settled). */
export function mapProviderStatus(word: string): SmsStatus {
  switch (word.trim().toLowerCase()) {
    case 'delivered':
    case 'delivrd':
      return 'delivered';
    case 'failed':
    case 'undelivered':
    case 'undeliv':
    case 'rejected':
    case 'rejectd':
      return 'failed';
    case 'expired':
    case 'expird':
    case 'dead':
      return 'dead';
    case 'cancelled':
    case 'canceled':
    case 'deleted':
      return 'cancelled';
    default:
      return 'sent';
  }
}

export function deliveryReportOf(row: SmsMessage): SmsDeliveryReport | null {
  if (!(SETTLED_SMS_STATUSES as readonly string[]).includes(row.status)) return null;
  return {
    tenantId: row.tenantId,
    messageId: row.providerMessageId ?? '',
    clientMsgId: row.clientMsgId,
    mobileNumber: row.mobileNumber,
    status: row.status as SmsDeliveryReport['status'],
    handledBy: row.driver,
    attempts: row.attempts,
    lastError: row.lastError,
    smsLogId: Number(row.id),
  };
}

export interface StatusUpdate {
  clientMsgId: string;
  providerMessageId?: string | undefined;
  /** The provider's word. */
  status: string;
  error?: string | undefined;
}

export type StatusOutcome = { kind: 'unknown' } | { kind: 'recorded'; status: SmsStatus; report: SmsDeliveryReport | null };

const ERROR_MAX = 500;

export class SmsLog {
  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
    /** Told of each row's first settling, inside its transaction. */
    private readonly onSettled?: SmsReportListener,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  async find(clientMsgId: string): Promise<SmsMessage | null> {
    return this.orm.em.fork().findOne(SmsMessage, { clientMsgId });
  }

  /** Counts one send attempt, creating the row on the first. Returns the row after counting. */
  async attempt(input: { tenantId: number; clientMsgId: string; mobileNumber: string; driver: string; purpose?: string }): Promise<SmsMessage> {
    const now = this.now();
    await this.orm.em.getConnection().execute(
      `insert into sms_messages (tenant_id, client_msg_id, mobile_number, purpose, driver, status, attempts, created_at, updated_at)
       values (?, ?, ?, ?, ?, 'queued', 1, ?, ?)
       on conflict (client_msg_id) do update set attempts = sms_messages.attempts + 1, updated_at = excluded.updated_at`,
      [input.tenantId, input.clientMsgId, input.mobileNumber, input.purpose ?? 'otp', input.driver, now, now],
    );
    const row = await this.find(input.clientMsgId);
    if (!row) throw new Error('sms log row vanished');
    return row;
  }

  /** The provider accepted the text. A row already settled by an early callback stays settled. */
  async markSent(clientMsgId: string, providerMessageId: string | null): Promise<void> {
    const em = this.orm.em.fork();
    const row = await em.findOne(SmsMessage, { clientMsgId });
    if (!row) return;
    if (providerMessageId) row.providerMessageId = providerMessageId;
    if (row.status === 'queued') row.status = 'sent';
    row.lastError = null;
    row.updatedAt = this.now();
    await em.flush();
  }

  /** A send attempt failed; `final` settles the row as failed (and reports it). */
  async markAttemptFailed(clientMsgId: string, error: string, final: boolean): Promise<StatusOutcome> {
    return this.settle(clientMsgId, (row) => {
      row.lastError = error.slice(0, ERROR_MAX);
      if (final) row.status = 'failed';
    });
  }

  /** A provider's delivery-status callback. Unknown messages are reported as such; repeats change nothing. */
  async recordStatus(update: StatusUpdate): Promise<StatusOutcome> {
    return this.settle(update.clientMsgId, (row) => {
      if (update.providerMessageId && !row.providerMessageId) row.providerMessageId = update.providerMessageId;
      const status = mapProviderStatus(update.status);
      if (status !== 'sent') row.status = status;
      else if (row.status === 'queued') row.status = 'sent';
      if (update.error) row.lastError = update.error.slice(0, ERROR_MAX);
    });
  }

  private async settle(clientMsgId: string, change: (row: SmsMessage) => void): Promise<StatusOutcome> {
    return this.orm.em.fork().transactional(async (em) => {
      const row = await em.findOne(SmsMessage, { clientMsgId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) return { kind: 'unknown' } as const;
      const wasSettled = (SETTLED_SMS_STATUSES as readonly string[]).includes(row.status);
      if (wasSettled) return { kind: 'recorded', status: row.status, report: null } as const;
      change(row);
      const now = this.now();
      row.updatedAt = now;
      const report = deliveryReportOf(row);
      if (report) {
        row.settledAt = now;
        await em.flush();
        await this.onSettled?.(em, report);
      }
      await em.flush();
      return { kind: 'recorded', status: row.status, report } as const;
    });
  }
}
