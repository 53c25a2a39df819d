import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger.js';
import type { SendOutcome } from './outcome.js';
import { maskEmail } from '../verification/contact-details.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends one email. Implementations never log the text (it may carry a code). */
export interface EmailTransport {
  /** "smtp" or "log". */
  readonly name: string;
  send(message: EmailMessage): Promise<SendOutcome>;
  close(): void;
}

export interface SmtpOptions {
  /** SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://host:465. */
  url: string;
  /** MAIL_FROM. */
  from: string;
  /** Connection, greeting and socket timeouts. Default 15000 ms. */
  timeoutMs?: number;
}

/** Email over SMTP with nodemailer (add ?pool=true to SMTP_URL to pool connections). A 5xx reply is permanent; anything else may pass. */
export class SmtpEmailTransport implements EmailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(private readonly opts: SmtpOptions) {
    const timeout = opts.timeoutMs ?? 15_000;
    this.transporter = nodemailer.createTransport(opts.url, {
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  async send(message: EmailMessage): Promise<SendOutcome> {
    try {
      const info = await this.transporter.sendMail({ from: this.opts.from, to: message.to, subject: message.subject, text: message.text });
      const rejected = (info.rejected ?? []).length > 0;
      if (rejected) return { ok: false, retry: false, error: 'the SMTP server rejected the recipient' };
      return { ok: true, providerMessageId: typeof info.messageId === 'string' ? info.messageId : null };
    } catch (err) {
      const e = err as { responseCode?: number; code?: string; message?: string };
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
      return { ok: false, retry: !permanent, error: e.responseCode ? `SMTP ${e.responseCode}` : (e.code ?? 'SMTP error') };
    }
  }

  close(): void {
    this.transporter.close();
  }
}

/** Development without SMTP_URL: writes one line naming the (masked) recipient and subject; never the text. */
export class LogEmailTransport implements EmailTransport {
  readonly name = 'log';
  constructor(private readonly logger: Logger) {}

  async send(message: EmailMessage): Promise<SendOutcome> {
    this.logger.info({ to: maskEmail(message.to), subject: message.subject }, 'email not sent (no SMTP_URL): log transport');
    return { ok: true, providerMessageId: null };
  }

  close(): void {}
}
