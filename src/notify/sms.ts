import type { Logger } from '../logger.js';
import type { SendOutcome } from './outcome.js';
import { maskedNumber } from './phone.js';

export interface SmsMessageToSend {
  /** E.164 where recognisable (phone.ts). */
  to: string;
  body: string;
  /** Our id for the message (idempotency key at the provider; delivery reports carry it back). */
  clientMsgId: string;
  /** Where the provider reports delivery status. */
  callbackUrl: string;
}

/** Sends one text. Implementations never log the body (it carries a code). */
export interface SmsDriver {
  /** "log" or "http"; stored as the SMS log's handled_by. */
  readonly name: string;
  send(message: SmsMessageToSend): Promise<SendOutcome>;
  close(): void;
}

/** Development: writes one line with the masked number and the body's length; never the body. */
export class LogSmsDriver implements SmsDriver {
  readonly name = 'log';
  constructor(private readonly logger: Logger) {}

  send(message: SmsMessageToSend): Promise<SendOutcome> {
    this.logger.info({ to: maskedNumber(message.to), chars: message.body.length, clientMsgId: message.clientMsgId }, 'sms not sent: log driver');
    return Promise.resolve({ ok: true, providerMessageId: null });
  }

  close(): void {}
}
