import { UnrecoverableError, type Job } from 'bullmq';
import { otpSendPayload } from '../queues/otp.js';
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
 * otp pool: `otp.send` jobs (queues/otp.ts). A transport fault is thrown so BullMQ retries with back-off
 * (catalogue: 4 attempts from 2 s); a refusal is an UnrecoverableError (no retry). Transports are
 * created lazily on the first job, so building the pool list costs nothing.
 */
export function otpProcessor(services: Services, opts: OtpPoolOptions = {}): (job: Job) => Promise<string> {
  let sender: CodeSender | undefined;
  const senderFor = (): CodeSender => {
    sender ??= new CodeSender({
      email: opts.email ?? emailTransportFor(services.config, services.logger),
      sms: opts.sms ?? smsDriverFor(services.config, services.logger),
      smsLog: new SmsLog(services.orm, services.clock, opts.onSmsSettled),
      box: services.box,
      redis: services.redis,
      prefix: services.config.REDIS_PREFIX,
      signer: new CallbackSigner(services.config.ENCRYPTION_KEY),
      publicBaseUrl: services.config.PUBLIC_BASE_URL,
      logger: services.logger,
    });
    return sender;
  };
  return async (job) => {
    const payload = otpSendPayload.parse(job.data);
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const result = await senderFor().send(payload, finalAttempt);
    if (result.kind !== 'failed') return result.kind;
    if (!result.retry) throw new UnrecoverableError(result.error);
    throw new Error(result.error);
  };
}
