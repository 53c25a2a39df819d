import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { CONNECTION_MESSAGES } from '../../src/messages.js';
import { CallbackSigner } from '../../src/notify/callback-signature.js';
import { LogEmailTransport, SmtpEmailTransport, transportUrl } from '../../src/notify/email.js';
import { HttpSmsDriver } from '../../src/notify/http-sms.js';
import { toE164 } from '../../src/notify/phone.js';
import { mapProviderStatus } from '../../src/notify/sms-log.js';
import { LogSmsDriver } from '../../src/notify/sms.js';
import { emailTransportFor, smsDriverFor } from '../../src/notify/transports.js';

function capture(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _e, cb) {
      lines.push(chunk.toString('utf8'));
      cb();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

describe('notify transports', () => {
  it('uses the log transport when SMTP_URL is unset, and it never logs the text or the full address', async () => {
    const { logger, lines } = capture();
    const transport = emailTransportFor(loadConfig({ NODE_ENV: 'test' }), logger);
    expect(transport).toBeInstanceOf(LogEmailTransport);
    const r = await transport.send({
      to: 'jane.smith@example.com',
      subject: 'Acme verification code',
      text: CONNECTION_MESSAGES.codeEmailText('Acme', '482913'),
    });
    expect(r).toEqual({ ok: true, providerMessageId: null });
    const out = lines.join('');
    expect(out).toContain('j***@example.com');
    expect(out).not.toContain('482913');
    expect(out).not.toContain('jane.smith');
  });

  it('uses SMTP when SMTP_URL is set', () => {
    const { logger } = capture();
    const transport = emailTransportFor(loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:2525' }), logger);
    expect(transport).toBeInstanceOf(SmtpEmailTransport);
    transport.close();
  });

  it("puts the SMTP timeouts into the URL (nodemailer reads a URL transport's settings from the URL only), keeping what SMTP_URL sets", () => {
    const u = new URL(transportUrl('smtp://us%40er:p%3Ass@mail.example:587?pool=true&socketTimeout=60000', 15_000));
    expect(u.username).toBe('us%40er');
    expect(u.password).toBe('p%3Ass');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      pool: 'true',
      socketTimeout: '60000',
      connectionTimeout: '15000',
      greetingTimeout: '15000',
      disableFileAccess: 'true',
      disableUrlAccess: 'true',
    });
  });

  it('chooses the SMS driver from SMS_DRIVER; the log driver never logs the text or the number', async () => {
    const { logger, lines } = capture();
    expect(smsDriverFor(loadConfig({ NODE_ENV: 'test' }), logger)).toBeInstanceOf(LogSmsDriver);
    expect(
      smsDriverFor(loadConfig({ NODE_ENV: 'test', SMS_DRIVER: 'http', SMS_HTTP_URL: 'https://sms.example/v1/messages', SMS_HTTP_TOKEN: 't' }), logger),
    ).toBeInstanceOf(HttpSmsDriver);
    await new LogSmsDriver(logger).send({
      to: '+447700900456',
      body: 'Acme verification code: 771204. It expires in 10 minutes. Never share it.',
      clientMsgId: 'c1234567',
      callbackUrl: 'https://x',
    });
    const out = lines.join('');
    expect(out).not.toContain('771204');
    expect(out).not.toContain('7700900456');
    expect(out).toContain('456');
  });

  it('writes numbers in E.164 where the form is recognisable', () => {
    expect(toE164('07700 900123')).toBe('+447700900123');
    expect(toE164('+44 (0)7700-900123'.replace('(0)', ''))).toBe('+447700900123');
    expect(toE164('0044 7700 900123')).toBe('+447700900123');
    expect(toE164('+1 613 612 0707')).toBe('+16136120707');
  });

  it('maps provider status words to delivered, failed, dead, cancelled or sent', () => {
    expect(['DELIVERED', 'undelivered', 'rejected', 'expired', 'canceled', 'queued'].map(mapProviderStatus)).toEqual([
      'delivered',
      'failed',
      'failed',
      'dead',
      'cancelled',
      'sent',
    ]);
  });

  it('signs callback URLs per message and verifies with any listed key (rotation)', () => {
    const k1 = { id: 'k1', key: Buffer.alloc(32, 1) };
    const k2 = { id: 'k2', key: Buffer.alloc(32, 2) };
    const old = new CallbackSigner([k1]);
    const rotated = new CallbackSigner([k2, k1]);
    const sig = old.sign('abc12345');
    expect(rotated.verify('abc12345', sig)).toBe(true);
    expect(rotated.verify('abc12346', sig)).toBe(false);
    expect(rotated.verify('abc12345', '')).toBe(false);
    expect(old.callbackUrl('https://verify.example.com', 'abc12345')).toBe(`https://verify.example.com/api/notify/sms/status/abc12345?sig=${sig}`);
  });
});
