import { UnrecoverableError, type Job } from 'bullmq';
import { SIGN_IN_EMAIL_JOB, signInEmailPayload } from '../queues/dashboard-mail.js';
import { otpSendPayload } from '../queues/otp.js';
import { RECEIPT_SEND_JOB, RECEIPT_SWEEP_JOB, receiptSendPayload } from '../queues/receipts.js';
import { ReceiptSender } from '../src/receipts/receipt-sender.js';
import type { Receipts } from '../src/receipts/receipts.js';
import { buildReceipts } from '../src/wiring/receipts.js';
import { SignInMailer } from '../src/dashboard-auth/sign-in-mailer.js';
import { devOutboxFor } from '../src/notify/dev-outbox.js';
import { CallbackSigner } from '../src/notify/callback-signature.js';
import { CodeSender } from '../src/notify/code-sender.js';
import type { EmailTransport } from '../src/notify/email.js';
import { SmsLog, type SmsReportListener } from '../src/notify/sms-log.js';
import type { SmsDriver } from '../src/notify/sms.js';
import { emailTransportFor, smsDriverFor } from '../src/notify/transports.js';
import type { Services } from '../src/services.js';

export interface OtpPoolOptions {
  /** Default: SMTP over SMTP_URL, or the log transport. */
  email?: EmailTransport;
  /** Default: SMS_DRIVER (http or log). */
  sms?: SmsDriver;
  /** Told when a failed final attempt settles a text as failed (raises sms.delivery_report). */
  onSmsSettled?: SmsReportListener;
}

/**
 * otp pool: `otp.send` jobs (queues/otp.ts), the dashboard's sign-in emails and the customers' receipts
 * (queues/receipts.ts). A transport fault is thrown so BullMQ retries with back-off
 * (job list: 4 attempts from 2 s); a refusal is an UnrecoverableError (no retry). Transports are
 * created lazily on the first job, so building the pool list costs nothing.
 */
export function otpProcessor(services: Services, opts: OtpPoolOptions = {}): (job: Job) => Promise<string> {
  let sender: CodeSender | undefined;
  let email: EmailTransport | undefined;
  // Development and tests: every sent email and text is also copied into the dev outbox.
  const outbox = devOutboxFor(services.config, services.redis, services.clock);
  const emailFor = (): EmailTransport => (email ??= opts.email ?? emailTransportFor(services.config, services.logger, outbox));
  let sms: SmsDriver | undefined;
  const smsFor = (): SmsDriver => (sms ??= opts.sms ?? smsDriverFor(services.config, services.logger, outbox));
  let smsLog: SmsLog | undefined;
  const smsLogFor = (): SmsLog => (smsLog ??= new SmsLog(services.orm, services.clock, opts.onSmsSettled));
  const signer = new CallbackSigner(services.config.ENCRYPTION_KEY);
  let mailer: SignInMailer | undefined;
  const mailerFor = (): SignInMailer => (mailer ??= new SignInMailer({ email: emailFor(), box: services.box, logger: services.logger }));
  const senderFor = (): CodeSender => {
    sender ??= new CodeSender({
      email: emailFor(),
      sms: smsFor(),
      smsLog: smsLogFor(),
      box: services.box,
      redis: services.redis,
      prefix: services.config.REDIS_PREFIX,
      signer,
      publicBaseUrl: services.config.PUBLIC_BASE_URL,
      logger: services.logger,
      metrics: services.metrics,
    });
    return sender;
  };
  let receipts: Receipts | undefined;
  const receiptsFor = (): Receipts => (receipts ??= buildReceipts(services));
  let receiptSender: ReceiptSender | undefined;
  const receiptSenderFor = (): ReceiptSender =>
    (receiptSender ??= new ReceiptSender({
      receipts: receiptsFor(),
      email: emailFor(),
      sms: smsFor(),
      smsLog: smsLogFor(),
      signer,
      linkKey: services.config.ENCRYPTION_KEY[0]!.key,
      publicBaseUrl: services.config.PUBLIC_BASE_URL,
      logger: services.logger,
    }));
  return async (job) => {
    if (job.name === RECEIPT_SWEEP_JOB) return `due ${await receiptsFor().sweep()}`;
    if (job.name === RECEIPT_SEND_JOB) {
      const { receiptId } = receiptSendPayload.parse(job.data);
      const outcome = await receiptSenderFor().send(receiptId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      if (outcome.kind !== 'failed') return outcome.kind === 'skipped' ? `skipped ${outcome.reason}` : outcome.kind;
      if (!outcome.retry) throw new UnrecoverableError(outcome.error);
      throw new Error(outcome.error);
    }
    if (job.name === SIGN_IN_EMAIL_JOB) {
      const outcome = await mailerFor().send(signInEmailPayload.parse(job.data));
      if (outcome.ok) return 'sent';
      if (!outcome.retry) throw new UnrecoverableError(outcome.error);
      throw new Error(outcome.error);
    }
    const payload = otpSendPayload.parse(job.data);
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const result = await senderFor().send(payload, finalAttempt);
    if (result.kind !== 'failed') return result.kind;
    if (!result.retry) throw new UnrecoverableError(result.error);
    throw new Error(result.error);
  };
}
