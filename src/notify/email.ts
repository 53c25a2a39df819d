import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Logger } from '../logger.js';
import type { SendOutcome } from './outcome.js';
import { maskEmail } from '../customers/contact-details.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Local part of a deterministic RFC 5322 Message-ID (`<key@domain of MAIL_FROM>`), so that sending the
   * same message again after an unknown outcome is the same message to mail stores. Letters, digits and
   * `.`, `-`, `_` only; never a code or an address. Unset: the transport makes a random one.
   */
  messageKey?: string;
}

/** Told the moment the server accepted a message (before anything else happens in the transport). */
export interface SendHooks {
  accepted?: () => Promise<void>;
}

/** Sends one email. Implementations never log the text (it may carry a code). */
export interface EmailTransport {
  /** "smtp" or "log". */
  readonly name: string;
  send(message: EmailMessage, hooks?: SendHooks): Promise<SendOutcome>;
  close(): void;
}

const MESSAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The domain of an address like `Name <user@domain>` or `user@domain`; `localhost` when there is none usable. */
export function senderDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim())?.[1]?.toLowerCase();
  return domain && /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/.test(domain) ? domain : 'localhost';
}

/** `<key@domain of from>`: the Message-ID of a message with a messageKey. */
export function messageIdFor(key: string, from: string): string {
  if (!MESSAGE_KEY.test(key)) throw new Error('a message key holds letters, digits, ".", "-" and "_" only');
  return `<${key}@${senderDomain(from)}>`;
}

export interface SmtpOptions {
  /** SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://host:465. */
  url: string;
  /** MAIL_FROM. */
  from: string;
  /** Connection, greeting and socket timeouts. Default 15000 ms. */
  timeoutMs?: number;
}

/**
 * SMTP_URL with the transport's settings added as query parameters (where the URL does not set them).
 * nodemailer reads a URL's settings from the URL alone (an options object passed beside a URL holds
 * message defaults, not transport settings), so the timeouts must travel in it.
 */
export function transportUrl(url: string, timeoutMs: number): string {
  const u = new URL(url);
  const settings = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, disableFileAccess: true, disableUrlAccess: true };
  for (const [key, value] of Object.entries(settings)) if (!u.searchParams.has(key)) u.searchParams.set(key, String(value));
  return u.toString();
}

/** Email over SMTP with nodemailer (add ?pool=true to SMTP_URL to pool connections). A 5xx reply is permanent; anything else may pass. */
export class SmtpEmailTransport implements EmailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(private readonly opts: SmtpOptions) {
    this.transporter = nodemailer.createTransport(transportUrl(opts.url, opts.timeoutMs ?? 15_000));
  }

  async send(message: EmailMessage, hooks: SendHooks = {}): Promise<SendOutcome> {
    const messageId = message.messageKey !== undefined ? messageIdFor(message.messageKey, this.opts.from) : undefined;
    let info: { rejected?: unknown[]; messageId?: unknown };
    try {
      info = await this.transporter.sendMail({
        from: this.opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(messageId !== undefined ? { messageId } : {}),
      });
    } catch (err) {
      const e = err as { responseCode?: number; code?: string; message?: string };
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
      return {
        ok: false,
        retry: !permanent,
        error: e.responseCode ? `SMTP ${e.responseCode}` : (e.code ?? 'SMTP error'),
        ...(typeof e.responseCode === 'number' ? { refusedByServer: true } : {}),
      };
    }
    const rejected = (info.rejected ?? []).length > 0;
    if (rejected) return { ok: false, retry: false, error: 'the SMTP server rejected the recipient', refusedByServer: true };
    await hooks.accepted?.();
    return { ok: true, providerMessageId: typeof info.messageId === 'string' ? info.messageId : null };
  }

  close(): void {
    this.transporter.close();
  }
}

/** Development without SMTP_URL: writes one line naming the (masked) recipient and subject; never the text. */
export class LogEmailTransport implements EmailTransport {
  readonly name = 'log';
  constructor(private readonly logger: Logger) {}

  async send(message: EmailMessage, hooks: SendHooks = {}): Promise<SendOutcome> {
    this.logger.info({ to: maskEmail(message.to), subject: message.subject }, 'email not sent (no SMTP_URL): log transport');
    await hooks.accepted?.();
    return { ok: true, providerMessageId: null };
  }

  close(): void {}
}
