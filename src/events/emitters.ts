import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../config/clock.js';
import { smsDeliveryReport, type SmsReportSnapshot } from './builders.js';
import { recordEvent } from './outbox.js';

/**
 * Ready-made emitting calls for sources that hand us a hook inside their own transaction.
 *
 * SMS reports: pass `smsReportEvents(services.clock)` as the SMS log's settled-report listener
 * (src/notify/sms-log.ts `onSettled`); it runs inside the transaction that settles the row, so
 * sms.delivery_report commits (or rolls back) with the status change.
 */
export function smsReportEvents(clock: Clock): (em: EntityManager, report: SmsReportSnapshot) => void {
  return (em, report) => {
    recordEvent(em, { tenantId: report.tenantId, draft: smsDeliveryReport(report), clock });
  };
}
