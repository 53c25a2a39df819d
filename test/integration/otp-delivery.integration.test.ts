import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import type { Worker } from 'bullmq';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_QUEUE, otpJobId } from '../../queues/otp.js';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { randomDigits } from '../../src/crypto/keys.js';
import { SmsMessage } from '../../src/db/entities/sms-message.js';
import { errorHandler } from '../../src/http/middleware/errors.js';
import { ApiDocs } from '../../src/http/route.js';
import { OutboxEvent } from '../../src/db/entities/outbox-event.js';
import { smsCallbacksRouter } from '../../src/http/sms-callbacks.js';
import { REDACT_PATHS } from '../../src/logger.js';
import { MESSAGES } from '../../src/messages.js';
import { CallbackSigner } from '../../src/notify/callback-signature.js';
import { CodeDelivery } from '../../src/notify/code-delivery.js';
import type { SmsDeliveryReport } from '../../src/notify/sms-log.js';
import { openServices, type Services } from '../../src/services.js';
import { otpProcessor } from '../../workers/otp.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import { closeServer, createTestEnv, http, listen, startWeb, type TestEnv } from '../fakes/infra.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';

/**
 * Code delivery (otp pool): a real SMTP server and a fake SMS provider on 127.0.0.1. Codes travel
 * sealed and are never logged; one delivery per challenge however often it is enqueued; transport
 * faults retried, refusals not; the provider's delivery callbacks settle the SMS log once.
 */

const SMS_TOKEN = 'sms-provider-token-123';
let env: TestEnv;
let services: Services;
let smtp: FakeSmtp;
let provider: ScriptedVendor;
let worker: Worker;
let web: { baseUrl: string; close(): Promise<void> };
/** The callback router alone, with a report listener (where sms.delivery_report is raised). */
let callbacks: { baseUrl: string; close(): Promise<void> };
let delivery: CodeDelivery;
const logLines: string[] = [];
const reports: SmsDeliveryReport[] = [];
let tenantId: number;

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 8_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
async function jobDone(challengeId: string): Promise<string> {
  const queue = services.queues.get(OTP_QUEUE);
  return waitFor(async () => {
    const job = await queue.getJob(otpJobId(challengeId));
    const state = job ? await job.getState() : undefined;
    return state === 'completed' || state === 'failed' ? state : undefined;
  });
}
const challenge = (): string => randomUUID().replace(/-/g, '');

beforeAll(async () => {
  smtp = await startFakeSmtp();
  provider = await startScriptedVendor();
  env = await createTestEnv({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Acme Verification <codes@acme.example>',
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: `${provider.baseUrl}/v1/messages`,
    SMS_HTTP_TOKEN: SMS_TOKEN,
    PUBLIC_BASE_URL: 'https://verify.example.com',
  });
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logLines.push(chunk.toString('utf8'));
      cb();
    },
  });
  const logger = pino({ level: 'debug', redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
  services = await openServices(env.config, { name: 'otp-test', logger, rpc: false });
  worker = createPoolWorker({
    queue: OTP_QUEUE,
    processor: otpProcessor(services, { onSmsSettled: (_em, r) => void reports.push(r) }),
    connection: services.connectRedis('otp-worker'),
    prefix: env.config.REDIS_PREFIX,
    concurrency: 4,
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
    logger,
  });
  await worker.waitUntilReady();
  web = await startWeb(services);
  const app = express();
  app.use(express.json());
  app.use(smsCallbacksRouter(services, new ApiDocs(), (_em, r) => void reports.push(r)));
  app.use(errorHandler(logger));
  const server = createServer(app);
  callbacks = { baseUrl: await listen(server), close: () => closeServer(server) };
  delivery = new CodeDelivery(services.queues, services.box, { backoffMs: 50 });
  tenantId = (await services.tenants.create({ name: 'Acme Ltd', ownerEmail: 'owner@acme.example' })).tenant.id;
});
afterAll(async () => {
  await web?.close();
  await callbacks?.close();
  await worker?.close();
  await services?.close();
  await provider?.close();
  await smtp?.close();
  await env?.dropAll();
});
beforeEach(() => {
  smtp.rcpt(() => undefined);
  provider.answer(() => ({ status: 202, body: { message_id: `prov-${provider.requests.length}`, status: 'accepted' } }));
});

describe('otp.send by email (SMTP)', () => {
  it('emails the code with the business name and never logs it', async () => {
    const id = challenge();
    const code = randomDigits(6);
    const before = smtp.messages.length;
    await delivery.enqueue({ tenantId, challengeId: id, channel: 'email', to: 'jane.smith@example.com', code, business: 'Acme Ltd' });
    expect(await jobDone(id)).toBe('completed');
    const mail = smtp.messages[before]!;
    expect(mail).toMatchObject({ from: 'codes@acme.example', to: ['jane.smith@example.com'] });
    expect(mail.raw).toContain('Subject: Acme Ltd verification code');
    expect(mail.raw).toContain(`Your Acme Ltd verification code is ${code}.`);
    expect(mail.raw).toContain('It expires in 10 minutes.');
    expect(logLines.join('\n')).not.toContain(code);
    const job = await services.queues.get(OTP_QUEUE).getJob(otpJobId(id));
    expect(JSON.stringify(job!.data)).not.toContain(code);
  });

  it('sends once per challenge however often the verify call enqueues it', async () => {
    const id = challenge();
    const before = smtp.messages.length;
    const input = { tenantId, challengeId: id, channel: 'email' as const, to: 'twice@example.com', code: randomDigits(6), business: 'Acme Ltd' };
    await Promise.all([delivery.enqueue(input), delivery.enqueue(input)]);
    await jobDone(id);
    await delivery.enqueue(input);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.slice(before).filter((m) => m.to.includes('twice@example.com'))).toHaveLength(1);
  });

  it('retries a temporary SMTP refusal (451) and delivers once', async () => {
    smtp.rcpt((_a, n) => (n === 1 ? 451 : undefined));
    const id = challenge();
    const before = smtp.messages.length;
    await delivery.enqueue({ tenantId, challengeId: id, channel: 'email', to: 'retry@example.com', code: randomDigits(6), business: 'Acme Ltd' });
    expect(await jobDone(id)).toBe('completed');
    expect(smtp.messages.slice(before).map((m) => m.to[0])).toEqual(['retry@example.com']);
  });

  it('does not retry a permanent SMTP refusal (550)', async () => {
    let tries = 0;
    smtp.rcpt(() => (++tries, 550));
    const id = challenge();
    await delivery.enqueue({ tenantId, challengeId: id, channel: 'email', to: 'nobody@example.com', code: randomDigits(6), business: 'Acme Ltd' });
    expect(await jobDone(id)).toBe('failed');
    expect(tries).toBe(1);
  });

  it('never sends anything to the test customer', async () => {
    const id = challenge();
    const before = smtp.messages.length;
    await delivery.enqueue({ tenantId, challengeId: id, channel: 'email', to: TEST_CUSTOMER.email, code: '123456', business: 'Acme Ltd' });
    expect(await jobDone(id)).toBe('completed');
    expect(smtp.messages.length).toBe(before);
  });
});

describe('otp.send by text (http SMS provider)', () => {
  it("posts the spec's text to the provider with the bearer token, a client id and a signed callback URL", async () => {
    const id = challenge();
    const code = randomDigits(6);
    provider.requests.length = 0;
    await delivery.enqueue({ tenantId, challengeId: id, channel: 'sms', to: '07700 900111', code, business: 'Acme Ltd' });
    expect(await jobDone(id)).toBe('completed');
    expect(provider.requests).toHaveLength(1);
    const req = provider.requests[0]!;
    expect(req.path).toBe('/v1/messages');
    expect(req.headers.authorization).toBe(`Bearer ${SMS_TOKEN}`);
    expect(req.headers['idempotency-key']).toBe(id);
    const sent = JSON.parse(req.body) as Record<string, string>;
    expect(sent).toEqual({
      to: '+447700900111',
      body: MESSAGES.smsText('Acme Ltd', code),
      client_msg_id: id,
      callback_url: new CallbackSigner(env.config.ENCRYPTION_KEY).callbackUrl('https://verify.example.com', id),
    });
    expect(sent.body).toBe(`Acme Ltd verification code: ${code}. It expires in 10 minutes. Never share it.`);
    const row = await services.orm.em.fork().findOneOrFail(SmsMessage, { clientMsgId: id });
    expect(row).toMatchObject({ status: 'sent', providerMessageId: 'prov-1', mobileNumber: '+447700900111', driver: 'http', attempts: 1, tenantId });
    expect(logLines.join('\n')).not.toContain(code);
  });

  it("never texts the test customer's mobile", async () => {
    const id = challenge();
    provider.requests.length = 0;
    await delivery.enqueue({ tenantId, challengeId: id, channel: 'sms', to: TEST_CUSTOMER.mobile_number, code: '123456', business: 'Acme Ltd' });
    expect(await jobDone(id)).toBe('completed');
    expect(provider.requests).toHaveLength(0);
    expect(await services.orm.em.fork().findOne(SmsMessage, { clientMsgId: id })).toBeNull();
  });

  it('retries a provider 503 with the same client id, and sends one text', async () => {
    const id = challenge();
    provider.requests.length = 0;
    provider.answer((_r, i) => (i === 0 ? { status: 503, body: { error: 'busy' } } : { status: 202, body: { message_id: 'prov-retry' } }));
    await delivery.enqueue({ tenantId, challengeId: id, channel: 'sms', to: '+44 7700 900456', code: randomDigits(6), business: 'Acme Ltd' });
    expect(await jobDone(id)).toBe('completed');
    expect(provider.requests.map((r) => r.headers['idempotency-key'])).toEqual([id, id]);
    const row = await services.orm.em.fork().findOneOrFail(SmsMessage, { clientMsgId: id });
    expect(row).toMatchObject({ status: 'sent', providerMessageId: 'prov-retry', attempts: 2, lastError: null });
  });

  it('does not retry a provider refusal (400); the text settles as failed and is reported', async () => {
    const id = challenge();
    provider.requests.length = 0;
    provider.answer(() => ({ status: 400, body: { error: 'invalid number' } }));
    await delivery.enqueue({ tenantId, challengeId: id, channel: 'sms', to: '07700 900789', code: randomDigits(6), business: 'Acme Ltd' });
    expect(await jobDone(id)).toBe('failed');
    expect(provider.requests).toHaveLength(1);
    const report = await waitFor(() => reports.find((r) => r.clientMsgId === id));
    expect(report).toMatchObject({
      tenantId,
      status: 'failed',
      handledBy: 'http',
      attempts: 1,
      lastError: 'SMS provider HTTP 400',
      mobileNumber: '+447700900789',
    });
  });
});

describe('POST /api/notify/sms/status/:clientMsgId (provider delivery callback)', () => {
  async function sentText(): Promise<string> {
    const id = challenge();
    await delivery.enqueue({ tenantId, challengeId: id, channel: 'sms', to: '07700 900321', code: randomDigits(6), business: 'Acme Ltd' });
    await jobDone(id);
    return id;
  }
  const signer = (): CallbackSigner => new CallbackSigner(env.config.ENCRYPTION_KEY);

  it("stores a settled status once and reports it with the spec's fields; repeats change nothing", async () => {
    const id = await sentText();
    const path = `/api/notify/sms/status/${id}?sig=${signer().sign(id)}`;
    const res = await http(callbacks.baseUrl, 'POST', path, { body: { message_id: 'prov-x', client_msg_id: id, status: 'DELIVERED' } });
    expect(res).toMatchObject({ status: 200, body: { success: true, status: 'delivered' } });
    const row = await services.orm.em.fork().findOneOrFail(SmsMessage, { clientMsgId: id });
    expect(row.status).toBe('delivered');
    expect(row.settledAt).not.toBeNull();
    const mine = reports.filter((r) => r.clientMsgId === id);
    expect(mine).toEqual([
      {
        tenantId,
        messageId: row.providerMessageId,
        clientMsgId: id,
        mobileNumber: '+447700900321',
        status: 'delivered',
        handledBy: 'http',
        attempts: 1,
        lastError: null,
        smsLogId: Number(row.id),
      },
    ]);
    const again = await http(callbacks.baseUrl, 'POST', path, { body: { status: 'failed' } });
    expect(again.body).toEqual({ success: true, status: 'delivered' });
    expect(reports.filter((r) => r.clientMsgId === id)).toHaveLength(1);
  });

  it('is mounted in the service app, stores the status there and raises sms.delivery_report in the same transaction', async () => {
    const id = await sentText();
    const res = await http(web.baseUrl, 'POST', `/api/notify/sms/status/${id}?sig=${signer().sign(id)}`, {
      body: { status: 'undelivered', error: 'handset off' },
    });
    expect(res.body).toEqual({ success: true, status: 'failed' });
    const row = await services.orm.em.fork().findOneOrFail(SmsMessage, { clientMsgId: id });
    expect(row).toMatchObject({ status: 'failed', lastError: 'handset off' });
    const events = await services.orm.em.fork().find(OutboxEvent, { tenantId, event: 'sms.delivery_report' });
    const data = events.map((e) => (JSON.parse(e.body) as { data: Record<string, unknown> }).data).find((d) => d['client_msg_id'] === id);
    expect(data).toMatchObject({ tenant_id: tenantId, client_msg_id: id, status: 'failed', last_error: 'handset off', sms_log_id: Number(row.id) });
  });

  it('keeps a text sent (not settled) for an intermediate status', async () => {
    const id = await sentText();
    const res = await http(web.baseUrl, 'POST', `/api/notify/sms/status/${id}?sig=${signer().sign(id)}`, { body: { status: 'en_route' } });
    expect(res.body).toEqual({ success: true, status: 'sent' });
  });

  it('refuses a callback whose URL signature does not match, and answers 404 for an unknown message', async () => {
    const id = await sentText();
    expect(
      (await http(web.baseUrl, 'POST', `/api/notify/sms/status/${id}?sig=${signer().sign('someone-else')}`, { body: { status: 'delivered' } })).status,
    ).toBe(401);
    expect((await http(web.baseUrl, 'POST', `/api/notify/sms/status/${id}`, { body: { status: 'delivered' } })).status).toBe(401);
    const unknown = challenge();
    expect((await http(web.baseUrl, 'POST', `/api/notify/sms/status/${unknown}?sig=${signer().sign(unknown)}`, { body: { status: 'delivered' } })).status).toBe(
      404,
    );
  });
});
