import type { RedisClient as Redis } from '../../queues/connection.js';
import { otpCodeAad, type OtpSendPayload } from '../../queues/otp.js';
import { TEST_CUSTOMER } from '../customers/test-customer.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Logger } from '../logger.js';
import { CONNECTION_MESSAGES, MESSAGES } from '../messages.js';
import type { CallbackSigner } from './callback-signature.js';
import type { Metrics } from '../metrics/metrics.js';
import type { EmailTransport } from './email.js';
import { maskEmail, mobileKey } from '../customers/contact-details.js';
import { maskedNumber, toE164 } from './phone.js';
import type { SmsLog } from './sms-log.js';
import type { SmsDriver } from './sms.js';

/**
 * Delivers one one-time code (worker side, otp pool). The code arrives sealed to its challenge and is
 * opened only here; it is never logged. The test customer's contacts are never sent anything.
 *
 * One message per challenge, whatever happens to the worker:
 * - an "in flight" marker is written before the message is handed to SMTP or the SMS provider, and a
 *   "sent" marker the moment the server accepts it (before anything else, before the job is
 *   acknowledged); a challenge whose sent marker exists is never sent again;
 * - a challenge found in flight but not sent (a worker died, or a timeout, between handing the message
 *   over and reading the reply: the outcome is unknown) is sent again, never dropped, as the SAME
 *   message: the email keeps its deterministic Message-ID `<otp.<challengeId>@<MAIL_FROM domain>>` and
 *   the text its client_msg_id (the provider's idempotency key). That resend is logged at warn and
 *   counted (`otp_possible_redeliveries_total`) as a possible redelivery;
 * - a text whose SMS log row is already past "queued" is not sent again.
 */

export type CodeSendOutcome =
  | { kind: 'sent' }
  /** An earlier attempt already delivered this challenge's code. */
  | { kind: 'already_sent' }
  /** The test customer: nothing is ever sent. */
  | { kind: 'skipped' }
  | { kind: 'failed'; retry: boolean; error: string };

/** One attempt's result inside the sender: a failure also says whether the server refused the message. */
type Attempt = Exclude<CodeSendOutcome, { kind: 'failed' }> | { kind: 'failed'; retry: boolean; error: string; refused: boolean };

export interface CodeSenderDeps {
  email: EmailTransport;
  sms: SmsDriver;
  smsLog: SmsLog;
  box: SecretBox;
  redis: Redis;
  /** REDIS_PREFIX. */
  prefix: string;
  signer: CallbackSigner;
  publicBaseUrl: string;
  logger: Logger;
  /** Counts possible redeliveries; optional (tests). */
  metrics?: Pick<Metrics, 'codePossiblyRedelivered'>;
}

/** How long the "in flight" and "sent" markers live (codes live 10 minutes). */
const SENT_MARKER_MS = 60 * 60_000;

/** Local part of a code email's Message-ID: the challenge id only (never the code or the address). */
export function codeMessageKey(challengeId: string): string {
  return `otp.${challengeId}`;
}

/** The spec's test customer's email or mobile: nothing is ever sent to it. */
export function isTestContact(to: string): boolean {
  const mobile = mobileKey(to);
  return to.trim().toLowerCase() === TEST_CUSTOMER.email || (mobile !== null && mobile === mobileKey(TEST_CUSTOMER.mobile_number));
}

export class CodeSender {
  constructor(private readonly deps: CodeSenderDeps) {}

  private markerKey(challengeId: string): string {
    return `${this.deps.prefix}:otp:sent:${challengeId}`;
  }

  private inFlightKey(challengeId: string): string {
    return `${this.deps.prefix}:otp:inflight:${challengeId}`;
  }

  /** `finalAttempt`: no retry follows, so a failure settles the SMS log row as failed. */
  async send(job: OtpSendPayload, finalAttempt: boolean): Promise<CodeSendOutcome> {
    const log = {
      tenantId: job.tenantId,
      challengeId: job.challengeId,
      channel: job.channel,
      to: job.channel === 'sms' ? maskedNumber(job.to) : maskEmail(job.to),
    };
    if (isTestContact(job.to)) {
      this.deps.logger.info(log, 'code not sent: test customer');
      return { kind: 'skipped' };
    }
    let code: string;
    try {
      code = this.deps.box.open(job.codeSealed, otpCodeAad(job.challengeId));
    } catch {
      this.deps.logger.error(log, 'code could not be opened');
      return { kind: 'failed', retry: false, error: 'the sealed code could not be opened' };
    }
    // One round trip: is it sent, and claim "in flight" (NX: an earlier claim means an unknown outcome).
    const [sent, claimed] = ((await this.deps.redis
      .multi()
      .exists(this.markerKey(job.challengeId))
      .set(this.inFlightKey(job.challengeId), '1', 'PX', SENT_MARKER_MS, 'NX')
      .exec()) ?? []) as [Error | null, unknown][];
    if (sent?.[0] || claimed?.[0]) throw sent?.[0] ?? claimed?.[0] ?? new Error('the otp markers could not be read');
    if (sent?.[1] === 1) return { kind: 'already_sent' };
    const resumed = claimed?.[1] !== 'OK';
    const accepted = (): Promise<void> => this.deps.redis.set(this.markerKey(job.challengeId), '1', 'PX', SENT_MARKER_MS).then(() => undefined);
    const result = job.channel === 'sms' ? await this.sendSms(job, code, finalAttempt, accepted) : await this.sendEmail(job, code, accepted);
    if (resumed && result.kind !== 'already_sent') {
      this.deps.metrics?.codePossiblyRedelivered(job.channel);
      this.deps.logger.warn({ ...log, event: 'code_possible_redelivery' }, 'code sent again after an unknown outcome (same message id)');
    }
    if (result.kind === 'sent') {
      this.deps.logger.info(log, 'code sent');
    } else if (result.kind === 'failed') {
      // Refused by the server: it did not take the message, so a retry is not a redelivery.
      if (result.refused) await this.deps.redis.del(this.inFlightKey(job.challengeId));
      this.deps.logger.warn({ ...log, error: result.error, retry: result.retry && !finalAttempt }, 'code not sent');
    }
    return result.kind === 'failed' ? { kind: 'failed', retry: result.retry, error: result.error } : result;
  }

  private async sendEmail(job: OtpSendPayload, code: string, accepted: () => Promise<void>): Promise<Attempt> {
    const r = await this.deps.email.send(
      {
        to: job.to.trim(),
        subject: CONNECTION_MESSAGES.codeEmailSubject(job.business),
        text: CONNECTION_MESSAGES.codeEmailText(job.business, code),
        messageKey: codeMessageKey(job.challengeId),
      },
      { accepted },
    );
    return r.ok ? { kind: 'sent' } : { kind: 'failed', retry: r.retry, error: r.error, refused: r.refusedByServer === true };
  }

  private async sendSms(job: OtpSendPayload, code: string, finalAttempt: boolean, accepted: () => Promise<void>): Promise<Attempt> {
    const { smsLog, sms } = this.deps;
    const to = toE164(job.to);
    const existing = await smsLog.find(job.challengeId);
    if (existing && existing.status !== 'queued') return { kind: 'already_sent' };
    await smsLog.attempt({ tenantId: job.tenantId, clientMsgId: job.challengeId, mobileNumber: to, driver: sms.name });
    const r = await sms.send({
      to,
      body: MESSAGES.smsText(job.business, code),
      clientMsgId: job.challengeId,
      callbackUrl: this.deps.signer.callbackUrl(this.deps.publicBaseUrl, job.challengeId),
    });
    if (r.ok) {
      await accepted();
      await smsLog.markSent(job.challengeId, r.providerMessageId);
      return { kind: 'sent' };
    }
    await smsLog.markAttemptFailed(job.challengeId, r.error, finalAttempt || !r.retry);
    return { kind: 'failed', retry: r.retry, error: r.error, refused: r.refusedByServer === true };
  }
}
