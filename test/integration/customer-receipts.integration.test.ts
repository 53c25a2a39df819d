import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { OTP_QUEUE } from '../../queues/otp.js';
import { receiptJobId } from '../../queues/receipts.js';
import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { RECEIPT_MESSAGES, VERIFICATION_MESSAGES } from '../../src/messages.js';
import { SCHEDULES } from '../../src/schedules.js';
import type { Services } from '../../src/services.js';
import { otpProcessor } from '../../workers/otp.js';
import { createPoolWorker } from '../../workers/pool-workers.js';
import type { VendorPool } from '../../workers/vendor.js';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { connectAccount, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { BOB, NORA, serveVendorWorld } from '../fakes/connector-vendors.js';
import { dashboard, loopbackBases, startVendorPool, testCatalogue } from '../fakes/connections.js';
import { signIdentity } from '../fakes/identity-tokens.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { outboxEnvelopes } from '../fakes/outbox-rows.js';
import { codesTo } from '../fakes/rest-customers.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../fakes/smtp.js';
import { newTenant } from '../fakes/webhook-helpers.js';
import { launchBrowser, shot } from '../browser/stack.js';
import { disputeToken } from '../../src/receipts/receipt-sender.js';
import { sha256Hex } from '../../src/crypto/hashing.js';
import { buildReceipts } from '../../src/wiring/receipts.js';

/**
 * The customer's receipt and "This wasn't me" (issue 28, part 5) through the real web app, the vendor
 * pool and the otp pool as the worker process runs them, a real SMTP server on 127.0.0.1 and the
 * clock's receipts sweep, all reading one ManualClock.
 */
const clock = new ManualClock(Date.UTC(2026, 11, 2, 9, 0, 0));
const MINUTE = 60_000;
let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let vendor: ScriptedVendor;
let vendorPool: VendorPool;
let smtp: FakeSmtp;
let smsProvider: ScriptedVendor;
let otp: Worker;
let partnerPool: { close(): Promise<void> };

type Tenant = { tenantId: number; apiKey: string; api: ReturnType<typeof platform>; business: string };

/** Row values of Bob's orders in the fixture: none may reach a receipt. */
const ORDER = (FIXTURES.find((f) => f.connector === 'shopify' && f.capability === 'orders')!.reply as { orders: Record<string, unknown>[] }).orders[0]!;
const BOB_EMAIL = BOB.email!;
const ROW_VALUES = [String(ORDER['name']), String(ORDER['total_price']), String(ORDER['id']), '#1002', '42.50', 'AB123456789GB', '450789470', String(BOB.id)];

beforeAll(async () => {
  smtp = await startFakeSmtp();
  smsProvider = await startScriptedVendor();
  smsProvider.answer(() => ({ status: 202, body: { message_id: `prov-${smsProvider.requests.length}` } }));
  env = await createTestEnv({
    SMTP_URL: smtp.url,
    VENDOR_TIMEOUT_MS: '2000',
    PUBLIC_BASE_URL: 'https://verify.example.com',
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: `${smsProvider.baseUrl}/v1/messages`,
    SMS_HTTP_TOKEN: 'sms-provider-token-123',
  });
  services = await openTestServices(env, { clock });
  vendor = await startScriptedVendor();
  serveVendorWorld(vendor);
  vendorPool = await startVendorPool(services, {
    timeoutMs: 2000,
    sleep: async () => undefined,
    catalogue: testCatalogue(),
    baseUrlOverride: loopbackBases(vendor.baseUrl),
  });
  partnerPool = await startAccountConnectPool(services);
  web = await startWeb(services);
  otp = createPoolWorker({
    queue: OTP_QUEUE,
    processor: otpProcessor(services),
    connection: services.connectRedis('otp-worker'),
    prefix: env.config.REDIS_PREFIX,
    concurrency: 4,
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
    logger: services.logger,
  });
  await otp.waitUntilReady();
});
afterAll(async () => {
  await otp?.close();
  await web?.close();
  await partnerPool?.close();
  await vendorPool?.stop();
  await vendor?.close();
  await services?.close();
  await smtp?.close();
  await smsProvider?.close();
  await env?.dropAll();
});

/** A tenant verifying with a Shopify connection; receipts on unless told otherwise. */
async function shop(receipts = true, sms = false): Promise<Tenant> {
  const t = await newTenant(services);
  const api = platform(web.baseUrl, t.apiKey);
  const business = `Receipt Shop ${t.tenantId}`;
  const settings = { business_name: business, customer_receipts: receipts, sms_enabled: sms };
  expect((await api(`/api/tenants/${t.tenantId}`, settings, 'PATCH')).status).toBe(200);
  const dash = dashboard(web.baseUrl, t);
  const connection = await dash('POST', '', {
    connector: 'shopify',
    config: { shop: 'acme-uk' },
    secrets: { access_token: 'shpat_0123456789abcdef0123456789abcdef' },
  });
  expect(connection.body.connection.status).toBe('working');
  expect((await dash('POST', `/${connection.body.connection.id}/use-to-verify`)).status).toBe(200);
  return { ...t, api, business };
}

async function conversation(t: Tenant): Promise<number> {
  const res = await t.api('/api/conversations', { channel: 'web' });
  expect(res.status).toBe(201);
  return res.body.data.conversation_id as number;
}

const tool = (t: Tenant, conv: number, name: string, args: unknown = {}) => t.api(`/api/chatbot-api/conversations/${conv}/tools/${name}`, args);

/** A customer verified by a signed sign-in from the tenant's own site (Bob by default). */
async function identifyBob(t: Tenant, conv: number, claims: Record<string, string> = { email: BOB_EMAIL, name: 'Bob Norman' }): Promise<void> {
  const key = await t.api(`/api/tenants/${t.tenantId}/identity-secrets`);
  const token = await signIdentity(clock, {
    kid: key.body.key_id,
    secret: key.body.secret,
    tenantId: t.tenantId,
    claims,
  });
  expect((await t.api(`/api/chatbot-api/conversations/${conv}/identify`, { identity_token: token })).body.success).toBe(true);
}

/** Bob verified with a code emailed to him (read from the SMTP server). */
async function verifyBobByCode(t: Tenant, conv: number): Promise<void> {
  const before = codesTo(smtp.messages, BOB_EMAIL).length;
  const asked = await tool(t, conv, 'verify_identity', { full_name: 'Bob Norman', email: BOB_EMAIL });
  expect(asked.body.success, JSON.stringify(asked.body)).toBe(true);
  const code = await waitFor('the code', () => codesTo(smtp.messages, BOB_EMAIL)[before]);
  expect((await tool(t, conv, 'verify_otp', { otp_code: code })).body.success).toBe(true);
}

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`${what} did not happen`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The return value of a job of the otp queue, once it completed. */
async function settled(jobId: string): Promise<unknown> {
  const queue = services.queues.get(OTP_QUEUE);
  return waitFor(`job ${jobId}`, async () => {
    const job = await queue.getJob(jobId);
    return job && (await job.isCompleted()) ? ((await queue.getJob(jobId))?.returnvalue as unknown) : undefined;
  });
}

async function receiptRow(conv: number): Promise<{ id: number; kinds: Record<string, number>; skipped: string | null } | undefined> {
  const rows = await services.orm.em
    .getConnection()
    .execute<{ id: number; kinds: Record<string, number>; skipped: string | null }[]>(
      'select id, kinds, skipped from customer_receipts where conversation_id = ?',
      [conv],
    );
  return rows[0];
}

/** The clock's receipts sweep, run as it enqueues it, to completion. */
async function sweep(): Promise<unknown> {
  const schedule = SCHEDULES.find((s) => s.name === 'receipts-sweep')!;
  return settled(await schedule.enqueue(services.queues, new Date(clock.now())));
}

/** A browser's request for the public page: a GET, or the button's form POST (an empty form body). */
async function page(method: 'GET' | 'POST', path: string): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(web.baseUrl + path, {
    method,
    ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' } : {}),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** A message's text with quoted-printable undone. */
const textOf = (m: ReceivedMail): string => m.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const receiptsTo = (to: string, business: string): ReceivedMail[] =>
  smtp.messages.filter((m) => m.to.includes(to) && textOf(m).includes(RECEIPT_MESSAGES.emailSubject(business)));
const linkOf = (m: ReceivedMail): string => /https:\/\/verify\.example\.com(\/this-wasnt-me\/[A-Za-z0-9_-]+)/.exec(textOf(m))![1]!;

/**
 * A tenant, Bob signed in on a conversation whose orders were read, the session expired (the sweep
 * sent the receipt), then someone signed in as Bob again on the same conversation: its receipt's email.
 */
async function receiptThenSignedInAgain(): Promise<{ t: Tenant; conv: number; mail: ReceivedMail }> {
  const t = await shop();
  const conv = await conversation(t);
  await identifyBob(t, conv);
  expect((await tool(t, conv, 'orders')).body.success).toBe(true);
  clock.advance(31 * MINUTE);
  await sweep();
  const row = await receiptRow(conv);
  expect(await settled(receiptJobId(row!.id))).toBe('sent');
  await identifyBob(t, conv);
  expect((await tool(t, conv, 'orders')).body.success).toBe(true);
  return { t, conv, mail: receiptsTo(BOB_EMAIL, t.business)[0]! };
}

describe('the receipt', () => {
  it('is sent once when the conversation closes: business, time, how verified, kinds with counts, the link, and no row data', async () => {
    const t = await shop();
    const conv = await conversation(t);
    await identifyBob(t, conv);
    const orders = await tool(t, conv, 'orders');
    expect(orders.body.success).toBe(true);
    expect(JSON.stringify(orders.body)).toContain('#1002'); // the bot did read the rows
    expect((await tool(t, conv, 'orders')).body.success).toBe(true); // read twice: counted once
    expect((await tool(t, conv, 'account_summary')).body.success).toBe(true);
    expect(receiptsTo(BOB_EMAIL, t.business)).toHaveLength(0);

    expect((await t.api(`/api/conversations/${conv}/close`)).status).toBe(200);
    const row = await receiptRow(conv);
    expect(row?.kinds).toEqual({ orders: 2, account: 1 });
    expect(await settled(receiptJobId(row!.id))).toBe('sent');
    const mail = receiptsTo(BOB_EMAIL, t.business);
    expect(mail).toHaveLength(1);
    const text = textOf(mail[0]!);
    expect(text).toContain(`On 2 December 2026, 09:00 (UTC) ${t.business}'s assistant looked at your account`);
    expect(text).toContain(`verified with a signed sign-in from ${t.business}`);
    expect(text).toContain('What it read (number of records): account 1, orders 2.');
    expect(linkOf(mail[0]!)).toMatch(/^\/this-wasnt-me\/[A-Za-z0-9_-]{43}$/);
    for (const value of ROW_VALUES) expect(text, value).not.toContain(value);
    expect(text).not.toContain('Bob');
    // The token is stored as its SHA-256 only.
    const stored = await services.orm.em
      .getConnection()
      .execute<{ dispute_token_hash: string }[]>('select dispute_token_hash from customer_receipts where id = ?', [row!.id]);
    expect(stored[0]!.dispute_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(text).not.toContain(stored[0]!.dispute_token_hash);

    // The session's expiry and a sweep afterwards send nothing more.
    clock.advance(31 * MINUTE);
    await sweep();
    expect(receiptsTo(BOB_EMAIL, t.business)).toHaveLength(1);
    await services.queues.get(OTP_QUEUE).add('receipts.send', { receiptId: row!.id }, { jobId: 'receipt-again' });
    expect(await settled('receipt-again')).toBe('not_due');
    expect(receiptsTo(BOB_EMAIL, t.business)).toHaveLength(1);
  });

  it('is taken over, not lost, when its worker died between claiming and settling: sent once more as the same message with the same link', async () => {
    const t = await shop();
    const conv = await conversation(t);
    await identifyBob(t, conv);
    expect((await tool(t, conv, 'orders')).body.success).toBe(true);
    const row = (await receiptRow(conv))!;
    // The dead worker: the receipt fell due and was claimed (its link's hash kept), then nothing settled it.
    const key = services.config.ENCRYPTION_KEY[0]!.key;
    await services.orm.em.getConnection().execute('update customer_receipts set due_at = ? where id = ?', [new Date(clock.now()), row.id]);
    const claimed = await buildReceipts(services).claim(row.id, (r) => sha256Hex(disputeToken(key, r)));
    expect(claimed).toMatchObject({ id: row.id, again: false });
    const token = disputeToken(key, claimed!);
    // Another worker runs the receipt's one job (as BullMQ hands over a job whose worker lost it).
    await services.queues.get(OTP_QUEUE).add('receipts.send', { receiptId: row.id }, { jobId: receiptJobId(row.id) });
    expect(await settled(receiptJobId(row.id))).toBe('sent');
    const mail = receiptsTo(BOB_EMAIL, t.business);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.raw).toContain(`<receipt.${row.id}@`); // the same Message-ID as a first copy would carry
    expect(linkOf(mail[0]!)).toBe(`/this-wasnt-me/${token}`); // and the same link
    expect((await page('GET', linkOf(mail[0]!))).text).toContain(RECEIPT_MESSAGES.confirmButton.replace("'", '&#39;'));
    // Settled now: closing the conversation, a sweep or the job again send nothing more.
    expect((await t.api(`/api/conversations/${conv}/close`, {})).status).toBeLessThan(300);
    await sweep();
    await services.queues.get(OTP_QUEUE).add('receipts.send', { receiptId: row.id }, { jobId: 'receipt-after-takeover' });
    expect(await settled('receipt-after-takeover')).toBe('not_due');
    expect(receiptsTo(BOB_EMAIL, t.business)).toHaveLength(1);
  });

  it('is sent once when the session expires first (the sweep, the clock moved), saying it was a code', async () => {
    const t = await shop();
    const conv = await conversation(t);
    await verifyBobByCode(t, conv);
    expect((await tool(t, conv, 'orders')).body.success).toBe(true);
    const row = await receiptRow(conv);
    clock.advance(29 * MINUTE);
    await sweep();
    expect(receiptsTo(BOB_EMAIL, t.business)).toHaveLength(0);
    clock.advance(6 * MINUTE); // the next 5-minute sweep
    await sweep();
    expect(await settled(receiptJobId(row!.id))).toBe('sent');
    const mail = receiptsTo(BOB_EMAIL, t.business);
    expect(mail).toHaveLength(1);
    expect(textOf(mail[0]!)).toContain('after you were verified with a code.');
    expect(textOf(mail[0]!)).toContain('(number of records): orders 2.');
    // Closing afterwards sends nothing more.
    expect((await t.api(`/api/conversations/${conv}/close`)).status).toBe(200);
    await sweep();
    expect(receiptsTo(BOB_EMAIL, t.business)).toHaveLength(1);
  });

  it('goes to the address Account Connect holds for the record, counting reads of the platform API with the conversation', async () => {
    const t = await newTenant(services);
    const api = platform(web.baseUrl, t.apiKey);
    const business = `Demo Partner Shop ${t.tenantId}`;
    expect((await api(`/api/tenants/${t.tenantId}`, { business_name: business, customer_receipts: true }, 'PATCH')).status).toBe(200);
    const connected = await connectAccount(web.baseUrl, t, { base_url: `${web.baseUrl}${DEMO_PATH}`, api_key: env.config.DEMO_API_KEY });
    expect(connected.body.chain_test.passed).toBe(true);
    const shopT: Tenant = { ...t, api, business };
    const conv = await conversation(shopT);
    await identifyBob(shopT, conv, { email: 'amelia.hart@example.com', name: 'Amelia Hart' });
    expect((await api('/api/chatbot-api/account-summary', { conversation_id: conv })).body.success).toBe(true);
    const orders = await api('/api/chatbot-api/orders', { conversation_id: conv });
    expect(orders.body.success).toBe(true);
    expect((await api(`/api/conversations/${conv}/close`)).status).toBe(200);
    expect(await settled(receiptJobId((await receiptRow(conv))!.id))).toBe('sent');
    const mail = receiptsTo('amelia.hart@example.com', business);
    expect(mail).toHaveLength(1);
    const rows = (orders.body.orders as unknown[]).length;
    expect(textOf(mail[0]!)).toContain(`(number of records): account 1, orders ${rows}.`);
    expect(textOf(mail[0]!)).not.toContain('Amelia');
  });

  it('goes by text to the record with no email when the tenant has SMS enabled, else nowhere', async () => {
    const nora = { phone_number: NORA.phone as string, name: 'Nora Price' };
    const texting = await shop(true, true);
    const conv = await conversation(texting);
    await identifyBob(texting, conv, nora);
    expect((await tool(texting, conv, 'account_summary')).body.success).toBe(true);
    expect((await texting.api(`/api/conversations/${conv}/close`)).status).toBe(200);
    expect(await settled(receiptJobId((await receiptRow(conv))!.id))).toBe('sent');
    const texts = smsProvider.requests.map((r) => JSON.parse(r.body) as { to: string; body: string; client_msg_id: string });
    const mine = texts.filter((m) => m.body.startsWith(`${texting.business}:`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.to).toBe('+447700900789');
    expect(mine[0]!.body).toMatch(
      new RegExp(
        `^${texting.business}: our assistant read your account 1 on 2 December 2026, \\d\\d:\\d\\d UTC\\. Not you\\? https://verify\\.example\\.com/this-wasnt-me/[A-Za-z0-9_-]{43}$`,
      ),
    );

    const quiet = await shop(true, false);
    const other = await conversation(quiet);
    await identifyBob(quiet, other, nora);
    expect((await tool(quiet, other, 'account_summary')).body.success).toBe(true);
    expect((await quiet.api(`/api/conversations/${other}/close`)).status).toBe(200);
    const row = await receiptRow(other);
    expect(await settled(receiptJobId(row!.id))).toBe('skipped no_destination');
    expect(smsProvider.requests.filter((r) => r.body.includes(quiet.business))).toHaveLength(0);
  });

  it('is not sent with customer_receipts off', async () => {
    const t = await shop(false);
    const conv = await conversation(t);
    await identifyBob(t, conv);
    expect((await tool(t, conv, 'orders')).body.success).toBe(true);
    expect((await t.api(`/api/conversations/${conv}/close`)).status).toBe(200);
    expect(await receiptRow(conv)).toBeUndefined();
    clock.advance(31 * MINUTE);
    await sweep();
    expect(receiptsTo(BOB_EMAIL, t.business)).toHaveLength(0);
  });

  it('is never sent for the test customer nor for a dashboard preview conversation', async () => {
    const t = await shop();
    const conv = await conversation(t);
    expect((await tool(t, conv, 'verify_identity', { full_name: TEST_CUSTOMER.full_name, postcode: TEST_CUSTOMER.postcode })).body.success).toBe(true);
    expect((await tool(t, conv, 'verify_otp', { otp_code: TEST_CUSTOMER.code })).body.success).toBe(true);
    expect((await tool(t, conv, 'account_summary')).body.success).toBe(true);
    expect((await receiptRow(conv))?.skipped).toBe('test_customer');
    expect((await t.api(`/api/conversations/${conv}/close`)).status).toBe(200);

    const preview = await t.api(`/api/tenants/${t.tenantId}/preview/conversations`, {});
    const previewId = preview.body.conversation_id as number;
    const run = (name: string, args: unknown = {}) => t.api(`/api/tenants/${t.tenantId}/preview/conversations/${previewId}/tools/${name}`, args);
    const before = codesTo(smtp.messages, BOB_EMAIL).length;
    expect((await run('verify_identity', { full_name: 'Bob Norman', email: BOB_EMAIL })).body.result.success).toBe(true);
    const code = await waitFor('the code', () => codesTo(smtp.messages, BOB_EMAIL)[before]);
    expect((await run('verify_otp', { otp_code: code })).body.result.success).toBe(true);
    expect((await run('orders')).body.result.success).toBe(true);
    expect(await receiptRow(previewId)).toBeUndefined();

    clock.advance(31 * MINUTE);
    await sweep();
    expect(smtp.messages.filter((m) => textOf(m).includes(RECEIPT_MESSAGES.emailSubject(t.business)))).toHaveLength(0);
  });
});

describe("This wasn't me", () => {
  it('GET shows the question and changes nothing; POST ends the session, refuses codes, opens a High ticket and raises the event, once', async () => {
    const { t, conv, mail } = await receiptThenSignedInAgain();
    const path = linkOf(mail);

    for (let i = 0; i < 2; i++) {
      const shown = await page('GET', path);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-type')).toMatch(/^text\/html/);
      expect(shown.text).toContain(RECEIPT_MESSAGES.pageTitle.replace("'", '&#39;'));
      expect(shown.text).toContain(`<form method="post" action="${path}">`);
      expect(shown.text).toContain(t.business);
      for (const value of [...ROW_VALUES, BOB_EMAIL, 'Bob']) expect(shown.text, value).not.toContain(value);
    }
    expect((await tool(t, conv, 'orders')).body.success).toBe(true);
    expect(await outboxEnvelopes(services, t.tenantId, 'customer.verification_disputed')).toHaveLength(0);
    expect((await t.api('/api/tickets', undefined, 'GET')).body.data).toHaveLength(0);

    const confirmed = await page('POST', path);
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain(RECEIPT_MESSAGES.confirmedTitle);

    // The session ended at once: the account tools need verifying again.
    expect((await tool(t, conv, 'orders')).body).toMatchObject({ success: false, needs_verification: true });
    // Codes to Bob's address are refused (24 hours).
    const other = await conversation(t);
    const refused = await tool(t, other, 'verify_identity', { full_name: 'Bob Norman', email: BOB_EMAIL });
    expect(refused.body).toMatchObject({ success: false, retry_after: expect.any(Number) });
    expect(refused.body.retry_after).toBeGreaterThan(23 * 60 * 60);
    expect(refused.body.message).toBe(VERIFICATION_MESSAGES.codesToContactCapped);
    // A High-priority ticket linked to the conversation.
    const tickets = (await t.api('/api/tickets', undefined, 'GET')).body.data as Record<string, unknown>[];
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ priority: 'High', conversation_id: conv, subject: RECEIPT_MESSAGES.ticketSubject });
    // The tenth event.
    const events = await outboxEnvelopes(services, t.tenantId, 'customer.verification_disputed');
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      conversation_id: conv,
      proof: 'signed_identity',
      ticket_id: tickets[0]!['ticket_id'],
      ticket_number: tickets[0]!['ticket_number'],
      disputed_at: new Date(clock.now()).toISOString(),
    });

    // Single use: a second confirm and a later look say it was already reported, and change nothing.
    const again = await page('POST', path);
    expect(again.status).toBe(200);
    expect(again.text).toContain(RECEIPT_MESSAGES.alreadyTitle);
    expect((await page('GET', path)).text).toContain(RECEIPT_MESSAGES.alreadyTitle);
    expect((await t.api('/api/tickets', undefined, 'GET')).body.data).toHaveLength(1);
    expect(await outboxEnvelopes(services, t.tenantId, 'customer.verification_disputed')).toHaveLength(1);
  });

  it('in a browser: the page asks, its button confirms (the page policy lets the form post), and the answer page says what happened', async () => {
    const { t, conv, mail } = await receiptThenSignedInAgain();
    const browser = await launchBrowser();
    try {
      const tab = await browser.newPage({ viewport: { width: 420, height: 760 } });
      const shown = await tab.goto(web.baseUrl + linkOf(mail));
      expect(shown?.status()).toBe(200);
      await tab.getByRole('heading', { name: RECEIPT_MESSAGES.pageTitle }).waitFor();
      await shot(tab, 'receipt-01-this-wasnt-me');
      expect((await tool(t, conv, 'orders')).body.success).toBe(true); // looking changed nothing
      await Promise.all([tab.waitForNavigation(), tab.getByRole('button', { name: RECEIPT_MESSAGES.confirmButton }).click()]);
      await tab.getByRole('heading', { name: RECEIPT_MESSAGES.confirmedTitle }).waitFor();
      expect(await tab.textContent('main')).toContain(RECEIPT_MESSAGES.confirmed(t.business));
      await shot(tab, 'receipt-02-confirmed');
    } finally {
      await browser.close();
    }
    expect((await tool(t, conv, 'orders')).body).toMatchObject({ success: false, needs_verification: true });
  });

  it('an unknown token, and a link older than 7 days, get a page saying so and change nothing', async () => {
    for (const bad of ['/this-wasnt-me/nope', `/this-wasnt-me/${'A'.repeat(43)}`, `/this-wasnt-me/${'x'.repeat(3000)}`]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await page(method, bad);
        expect(res.status, `${method} ${bad.slice(0, 40)}`).toBe(404);
        expect(res.text).toContain(RECEIPT_MESSAGES.unknownTitle);
      }
    }
    const { t, conv, mail } = await receiptThenSignedInAgain();
    clock.advance(7 * 24 * 60 * MINUTE - MINUTE);
    expect((await page('GET', linkOf(mail))).status).toBe(200); // within 7 days of the receipt
    clock.advance(2 * MINUTE);
    const look = await page('GET', linkOf(mail));
    expect(look.status).toBe(410);
    expect(look.text).toContain(RECEIPT_MESSAGES.expiredTitle);
    const late = await page('POST', linkOf(mail));
    expect(late.status).toBe(410);
    expect((await t.api('/api/tickets', undefined, 'GET')).body.data).toHaveLength(0);
    expect(await outboxEnvelopes(services, t.tenantId, 'customer.verification_disputed')).toHaveLength(0);
    expect((await tool(t, conv, 'orders')).body.needs_verification).toBe(true); // its session long expired, nothing disputed
    await identifyBob(t, conv);
    expect((await tool(t, conv, 'orders')).body.success).toBe(true); // and codes or sign-ins were never refused
  });
});
