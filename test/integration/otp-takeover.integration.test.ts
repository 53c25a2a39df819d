import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otpCodeAad, type OtpSendPayload } from '../../queues/otp.js';
import { Metrics } from '../../src/metrics/metrics.js';
import { CallbackSigner } from '../../src/notify/callback-signature.js';
import { CodeSender, codeMessageKey } from '../../src/notify/code-sender.js';
import { SmtpEmailTransport, messageIdFor, senderDomain } from '../../src/notify/email.js';
import { SmsLog } from '../../src/notify/sms-log.js';
import { LogSmsDriver } from '../../src/notify/sms.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';

/**
 * The otp pool's takeover rule against real Redis and a real SMTP server on 127.0.0.1: a code email
 * carries a deterministic Message-ID derived from the challenge (never the code or the address); a
 * challenge marked sent is never sent again; one left "in flight" with an unknown outcome (here: the
 * server kept the message but its 250 came after the sender gave up) is sent again with the same
 * Message-ID, logged and counted as a possible redelivery; a refusal is not an unknown outcome.
 */

const FROM = 'Verification <no-reply@mail.example.com>';
let env: TestEnv;
let services: Services;
let smtp: FakeSmtp;
const lines: string[] = [];
let metrics: Metrics;

function sender(opts: { timeoutMs?: number } = {}): { send: CodeSender['send']; close(): void } {
  const email = new SmtpEmailTransport({ url: smtp.url, from: FROM, ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}) });
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _e, cb) {
        lines.push(chunk.toString('utf8'));
        cb();
      },
    }),
  );
  const s = new CodeSender({
    email,
    sms: new LogSmsDriver(logger),
    smsLog: new SmsLog(services.orm, services.clock),
    box: services.box,
    redis: services.redis,
    prefix: services.config.REDIS_PREFIX,
    signer: new CallbackSigner(services.config.ENCRYPTION_KEY),
    publicBaseUrl: 'http://127.0.0.1:1',
    logger,
    metrics,
  });
  return { send: (job, final) => s.send(job, final), close: () => email.close() };
}

let n = 0;
function job(code: string): OtpSendPayload {
  const challengeId = `takeover${Date.now()}x${n++}`;
  return {
    tenantId: 1,
    challengeId,
    channel: 'email',
    to: `jane.smith+${n}@example.com`,
    codeSealed: services.box.seal(code, otpCodeAad(challengeId)),
    business: 'Takeover Co',
  };
}

async function redeliveries(): Promise<number> {
  const m = await metrics.registry.getSingleMetric('otp_possible_redeliveries_total')?.get();
  return m?.values.find((v) => v.labels.channel === 'email')?.value ?? 0;
}

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env);
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
  await services.close();
  await env.dropAll();
});
beforeEach(() => {
  smtp.messages.length = 0;
  smtp.rcpt(() => undefined);
  smtp.holdDataReply(0);
  lines.length = 0;
  metrics = new Metrics('test');
});

describe('code email Message-ID', () => {
  it('is <otp.<challengeId>@<MAIL_FROM domain>>: the same for every send of a challenge, without the code or the address', async () => {
    const s = sender();
    const j = job('482913');
    expect(await s.send(j, false)).toEqual({ kind: 'sent' });
    s.close();
    expect(smtp.messages).toHaveLength(1);
    const id = smtp.messages[0]!.messageId;
    expect(id).toBe(`<otp.${j.challengeId}@mail.example.com>`);
    expect(id).toBe(messageIdFor(codeMessageKey(j.challengeId), FROM));
    expect(id).not.toContain('482913');
    expect(id).not.toContain('jane');
    // Another challenge, another id; the domain comes from MAIL_FROM in either form.
    expect(messageIdFor(codeMessageKey('other12345'), FROM)).not.toBe(id);
    expect(senderDomain('no-reply@Verify.Example.org')).toBe('verify.example.org');
    expect(senderDomain('Verification')).toBe('localhost');
    expect(() => messageIdFor('otp.<x>@y', FROM)).toThrow();
  });
});

describe('takeover of a code send', () => {
  it('a challenge marked sent is never sent again (the marker is written on the 250, before the job ends)', async () => {
    const s = sender();
    const j = job('551022');
    expect(await s.send(j, false)).toEqual({ kind: 'sent' });
    expect(await services.redis.exists(`${services.config.REDIS_PREFIX}:otp:sent:${j.challengeId}`)).toBe(1);
    // Another worker takes the job over (stalled job): nothing is sent.
    const other = sender();
    expect(await other.send(j, false)).toEqual({ kind: 'already_sent' });
    s.close();
    other.close();
    expect(smtp.messages).toHaveLength(1);
    expect(await redeliveries()).toBe(0);
  });

  it('one in flight with an unknown outcome is sent again with the same Message-ID, logged and counted; the code is never logged', async () => {
    const j = job('660317');
    // The server keeps the message, but its 250 comes after the sender's 400 ms socket timeout.
    smtp.holdDataReply(3_000);
    const first = sender({ timeoutMs: 400 });
    const r1 = await first.send(j, false);
    first.close();
    expect(r1).toMatchObject({ kind: 'failed', retry: true });
    expect(smtp.messages).toHaveLength(1);
    expect(await services.redis.exists(`${services.config.REDIS_PREFIX}:otp:sent:${j.challengeId}`)).toBe(0);
    expect(await services.redis.exists(`${services.config.REDIS_PREFIX}:otp:inflight:${j.challengeId}`)).toBe(1);

    smtp.holdDataReply(0);
    const second = sender();
    expect(await second.send(j, false)).toEqual({ kind: 'sent' });
    // A third attempt (say a stalled copy of the job) sends nothing.
    expect(await second.send(j, false)).toEqual({ kind: 'already_sent' });
    second.close();
    expect(smtp.messages).toHaveLength(2);
    expect(new Set(smtp.messages.map((m) => m.messageId))).toEqual(new Set([`<otp.${j.challengeId}@mail.example.com>`]));
    expect(await redeliveries()).toBe(1);
    const warn = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'code_possible_redelivery');
    expect(warn).toMatchObject({ challengeId: j.challengeId, channel: 'email' });
    expect(lines.join('')).not.toContain('660317');
    expect(lines.join('')).not.toContain('jane.smith');
  });

  it('a refusal (SMTP 451) clears the in-flight marker: the retry is a first send, not a redelivery', async () => {
    const j = job('770418');
    smtp.rcpt((_a, k) => (k === 1 ? 451 : undefined));
    const s = sender();
    expect(await s.send(j, false)).toMatchObject({ kind: 'failed', retry: true, error: 'SMTP 451' });
    expect(await services.redis.exists(`${services.config.REDIS_PREFIX}:otp:inflight:${j.challengeId}`)).toBe(0);
    expect(await s.send(j, false)).toEqual({ kind: 'sent' });
    s.close();
    expect(smtp.messages).toHaveLength(1);
    expect(await redeliveries()).toBe(0);
  });
});
