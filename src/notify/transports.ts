import type { Config } from '../../config/env.js';
import type { Logger } from '../logger.js';
import { LogEmailTransport, SmtpEmailTransport, type EmailTransport } from './email.js';
import { HttpSmsDriver } from './http-sms.js';
import { LogSmsDriver, type SmsDriver } from './sms.js';

/** Email over SMTP_URL, or the log transport when it is unset (development). */
export function emailTransportFor(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, logger: Logger): EmailTransport {
  return config.SMTP_URL ? new SmtpEmailTransport({ url: config.SMTP_URL, from: config.MAIL_FROM }) : new LogEmailTransport(logger);
}

/** SMS_DRIVER: http (SMS_HTTP_URL + SMS_HTTP_TOKEN, checked by config) or log. */
export function smsDriverFor(config: Pick<Config, 'SMS_DRIVER' | 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN'>, logger: Logger): SmsDriver {
  if (config.SMS_DRIVER === 'http' && config.SMS_HTTP_URL && config.SMS_HTTP_TOKEN) return new HttpSmsDriver({ url: config.SMS_HTTP_URL, token: config.SMS_HTTP_TOKEN });
  return new LogSmsDriver(logger);
}
