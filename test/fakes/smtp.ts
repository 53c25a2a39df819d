import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the fake SMTP server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body). */
  raw: string;
}

export interface FakeSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Decides the reply to each RCPT TO (n counts from 1): undefined accepts; a number is an SMTP error code. */
  rcpt(handler: (address: string, n: number) => number | undefined): void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (smtp-server), without TLS or auth, that keeps what it receives. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  let rcptHandler: (address: string, n: number) => number | undefined = () => undefined;
  let rcptCount = 0;
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
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rcpt(handler) {
      rcptHandler = handler;
      rcptCount = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
