import type { Config } from '../../config/env.js';
import type { Logger } from '../logger.js';
import { RecordingEmailTransport, RecordingSmsDriver, type DevOutbox } from './dev-outbox.js';
import { LogEmailTransport, SmtpEmailTransport, type EmailTransport } from './email.js';
import { HttpSmsDriver } from './http-sms.js';
import { LogSmsDriver, type SmsDriver } from './sms.js';

/** Email over SMTP_URL, or the log transport when it is unset (development); copied into the dev outbox when one is given. */
export function emailTransportFor(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, logger: Logger, outbox?: DevOutbox): EmailTransport {
  const transport = config.SMTP_URL ? new SmtpEmailTransport({ url: config.SMTP_URL, from: config.MAIL_FROM }) : new LogEmailTransport(logger);
  return outbox ? new RecordingEmailTransport(transport, outbox) : transport;
}

/** SMS_DRIVER: http (SMS_HTTP_URL + SMS_HTTP_TOKEN, checked by config) or log; copied into the dev outbox when one is given. */
export function smsDriverFor(config: Pick<Config, 'SMS_DRIVER' | 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN'>, logger: Logger, outbox?: DevOutbox): SmsDriver {
  const driver =
    config.SMS_DRIVER === 'http' && config.SMS_HTTP_URL && config.SMS_HTTP_TOKEN
      ? new HttpSmsDriver({ url: config.SMS_HTTP_URL, token: config.SMS_HTTP_TOKEN })
      : new LogSmsDriver(logger);
  return outbox ? new RecordingSmsDriver(driver, outbox) : driver;
}
