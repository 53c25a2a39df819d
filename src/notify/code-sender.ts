import type { RedisClient as Redis } from '../../queues/connection.js';
import { otpCodeAad, type OtpSendPayload } from '../../queues/otp.js';
import { TEST_CUSTOMER } from '../account-connect/test-customer.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Logger } from '../logger.js';
import { CONNECTION_MESSAGES, MESSAGES } from '../messages.js';
import type { CallbackSigner } from './callback-signature.js';
import type { EmailTransport } from './email.js';
import { maskEmail, mobileKey } from '../verification/contact-details.js';
import { maskedNumber, toE164 } from './phone.js';
import type { SmsLog } from './sms-log.js';
import type { SmsDriver } from './sms.js';

/**
 * Delivers one one-time code (worker side, otp pool). The code arrives sealed to its challenge and is
 * opened only here; it is never logged. A challenge is delivered at most once as far as this service
 * can tell: a Redis marker is set after a successful send and checked before sending, and a text whose
 * SMS log row is already past "queued" is not sent again (the provider also gets client_msg_id as an
 * idempotency key). The test customer's contacts are never sent anything.
 */

export type CodeSendResult =
  | { kind: 'sent' }
  /** An earlier attempt already delivered this challenge's code. */
  | { kind: 'already_sent' }
  /** The test customer: nothing is ever sent. */
  | { kind: 'skipped' }
  | { kind: 'failed'; retry: boolean; error: string };

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
}

/** How long the "already sent" marker outlives a send (codes live 10 minutes). */
const SENT_MARKER_MS = 60 * 60_000;

function isTestContact(to: string): boolean {
  const mobile = mobileKey(to);
  return to.trim().toLowerCase() === TEST_CUSTOMER.email || (mobile !== null && mobile === mobileKey(TEST_CUSTOMER.mobile_number));
}

export class CodeSender {
  constructor(private readonly deps: CodeSenderDeps) {}

  private markerKey(challengeId: string): string {
    return `${this.deps.prefix}:otp:sent:${challengeId}`;
  }

  /** `finalAttempt`: no retry follows, so a failure settles the SMS log row as failed. */
  async send(job: OtpSendPayload, finalAttempt: boolean): Promise<CodeSendResult> {
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
    if ((await this.deps.redis.exists(this.markerKey(job.challengeId))) === 1) return { kind: 'already_sent' };
    let code: string;
    try {
      code = this.deps.box.open(job.codeSealed, otpCodeAad(job.challengeId));
    } catch {
      this.deps.logger.error(log, 'code could not be opened');
      return { kind: 'failed', retry: false, error: 'the sealed code could not be opened' };
    }
    const result = job.channel === 'sms' ? await this.sendSms(job, code, finalAttempt) : await this.sendEmail(job, code);
    if (result.kind === 'sent') {
      await this.deps.redis.set(this.markerKey(job.challengeId), '1', 'PX', SENT_MARKER_MS);
      this.deps.logger.info(log, 'code sent');
    } else if (result.kind === 'failed') {
      this.deps.logger.warn({ ...log, error: result.error, retry: result.retry && !finalAttempt }, 'code not sent');
    }
    return result;
  }

  private async sendEmail(job: OtpSendPayload, code: string): Promise<CodeSendResult> {
    const r = await this.deps.email.send({
      to: job.to.trim(),
      subject: CONNECTION_MESSAGES.codeEmailSubject(job.business),
      text: CONNECTION_MESSAGES.codeEmailText(job.business, code),
    });
    return r.ok ? { kind: 'sent' } : { kind: 'failed', retry: r.retry, error: r.error };
  }

  private async sendSms(job: OtpSendPayload, code: string, finalAttempt: boolean): Promise<CodeSendResult> {
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
      await smsLog.markSent(job.challengeId, r.providerMessageId);
      return { kind: 'sent' };
    }
    await smsLog.markAttemptFailed(job.challengeId, r.error, finalAttempt || !r.retry);
    return { kind: 'failed', retry: r.retry, error: r.error };
  }
}
