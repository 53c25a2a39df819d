import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the fake SMTP server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body). */
  raw: string;
  /** Its Message-ID header, `<...>` included; null when it has none. */
  messageId: string | null;
}

/** The Message-ID header of a raw message (headers end at the first empty line). */
export function messageIdOf(raw: string): string | null {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? null;
}

export interface FakeSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Decides the reply to each RCPT TO (n counts from 1): undefined accepts; a number is an SMTP error code. */
  rcpt(handler: (address: string, n: number) => number | undefined): void;
  /** Holds the reply to each message's DATA for `ms` (the message is already kept): a sender may time out first. */
  holdDataReply(ms: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (smtp-server), without TLS or auth, that keeps what it receives. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  let rcptHandler: (address: string, n: number) => number | undefined = () => undefined;
  let rcptCount = 0;
  let holdMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = rcptHandler(address.address, ++rcptCount);
      if (code === undefined) return callback();
      callback(Object.assign(new Error(code >= 500 ? 'mailbox unavailable' : 'try again later'), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = session.envelope;
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          messageId: messageIdOf(Buffer.concat(chunks).toString('utf8')),
        });
        if (holdMs > 0) setTimeout(() => callback(), holdMs);
        else callback();
      });
    },
  });
  server.on('error', () => undefined); // a sender that gave up resets its connection
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rcpt(handler) {
      rcptHandler = handler;
      rcptCount = 0;
    },
    holdDataReply(ms) {
      holdMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
