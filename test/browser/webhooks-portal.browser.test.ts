import { createHmac } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../fakes/infra.js';
import type { Received } from '../fakes/webhook-receiver.js';
import { shot, signInFromEmail, startStack, until, type Stack } from './stack.js';

/**
 * The webhooks page as an app portal, in real headless Chromium against the real web and worker
 * processes (Redis, PostgreSQL) and a loopback receiver: register, Send test, the sample in the log,
 * its own page (payload, headers, answer), Replay, filters, Recover, and secret rotation with both
 * signatures checked by the official libraries during the grace period. The tests run in order in one
 * signed-in tab; each saves screenshots under test-results/browser/ (wh-*.png).
 */

let stack: Stack;
let context: BrowserContext;
let page: Page;
const T = 90_000;
const PATH = '/hooks/portal';
let url = '';
let secret = '';
let sampleId = '';

beforeAll(async () => {
  stack = await startStack();
  context = await stack.browser.newContext({ viewport: { width: 1200, height: 900 } });
  page = await context.newPage();
  url = `${stack.receiver.baseUrl}${PATH}`;
}, 180_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && page && !page.isClosed()) await shot(page, `FAILED-wh-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await stack?.close();
}, 60_000);

const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const card = () => page.getByRole('article', { name: url });
const log = () => page.getByRole('region', { name: 'Deliveries' });
const header = (r: Received, name: string): string | undefined =>
  r.headers[name.toLowerCase()] === undefined ? undefined : String(r.headers[name.toLowerCase()]);
const hex = (key: string, raw: Buffer) => createHmac('sha256', key).update(raw).digest('hex');
function officialAccepts(r: Received, key: string): boolean[] {
  const h = {
    'webhook-id': header(r, 'webhook-id')!,
    'webhook-timestamp': header(r, 'webhook-timestamp')!,
    'webhook-signature': header(r, 'webhook-signature')!,
  };
  return [new StandardWebhook(`whsec_${key}`), new SvixWebhook(`whsec_${key}`)].map((wh) => {
    try {
      wh.verify(r.raw.toString('utf8'), h);
      return true;
    } catch {
      return false;
    }
  });
}

describe('the webhooks page like an app portal, in headless Chromium', () => {
  it(
    'registers a receiver and shows its secret once',
    async () => {
      await page.goto(`${stack.webUrl}/dashboard`);
      await heading('Sign in to your dashboard').waitFor();
      await signInFromEmail(page, stack);
      await heading('Get started').waitFor(); // the first page after sign-in
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Webhooks' }).click();
      await heading('Webhooks').waitFor();
      await page.getByText('Nothing has been delivered yet.').waitFor();
      await page.getByLabel('Endpoint address').fill(url);
      await page.getByRole('button', { name: 'Register endpoint' }).click();
      const shown = page.getByLabel(`Signing secret for ${url}`);
      await shown.waitFor();
      secret = await shown.inputValue();
      expect(secret).toMatch(/^[A-Za-z0-9+/]{43}$/);
      await shot(page, 'wh-01-registered');
    },
    T,
  );

  it(
    'sends a test that shows in the log marked test, and opens it to its payload, headers and answer',
    async () => {
      await card().getByRole('button', { name: 'Send test' }).click();
      await card().getByRole('status').filter({ hasText: 'Test delivered: the endpoint answered 200' }).waitFor({ timeout: 30_000 });
      expect(stack.receiver.at(PATH)).toHaveLength(1);
      const row = log().getByRole('row').filter({ hasText: 'conversation.started' });
      await row.getByText('test', { exact: true }).waitFor();
      await expect(row.textContent()).resolves.toContain('delivered');
      await expect(card().textContent()).resolves.toContain('Last event delivered: —'); // a sample is not an event
      await shot(page, 'wh-02-test-in-log');

      const [got] = stack.receiver.at(PATH);
      sampleId = header(got!, 'X-Service-Delivery')!;
      await row.getByRole('link', { name: /^Open/ }).click();
      await heading('Delivery of conversation.started').waitFor();
      expect(new URL(page.url()).searchParams.get('delivery')).toBe(sampleId);
      await expect(page.locator('pre.code').first().textContent()).resolves.toBe(got!.raw.toString('utf8'));
      await page.getByRole('heading', { name: 'Attempt 1: answered 200' }).waitFor();
      await page.getByText('Headers sent').click();
      const headers = page.getByRole('table', { name: /headers of attempt 1/ });
      await expect(
        headers
          .getByRole('row', { name: /X-Service-Signature/ })
          .first()
          .textContent(),
      ).resolves.toContain(header(got!, 'X-Service-Signature'));
      await expect(headers.textContent()).resolves.toContain(header(got!, 'webhook-signature'));
      await expect(page.locator('pre.code').nth(1).textContent()).resolves.toBe('{"ok":true}');
      await shot(page, 'wh-03-delivery');
    },
    T,
  );

  it(
    'replays the delivery: same id and bytes, a second attempt on its page',
    async () => {
      await page.getByRole('button', { name: 'Replay' }).click();
      await page.getByRole('status').filter({ hasText: 'Sent again' }).waitFor();
      await page.getByRole('heading', { name: 'Attempt 2: answered 200' }).waitFor({ timeout: 30_000 });
      const [a, b] = stack.receiver.at(PATH);
      expect(header(b!, 'X-Service-Delivery')).toBe(sampleId);
      expect(b!.raw.equals(a!.raw)).toBe(true);
      await shot(page, 'wh-04-replayed');
    },
    T,
  );

  it(
    'filters the log by status and by event',
    async () => {
      await page.getByRole('link', { name: 'Back to the webhooks and every delivery' }).click();
      await heading('Webhooks').waitFor();
      await page.getByRole('combobox', { name: 'Status' }).selectOption('failed');
      await page.getByText('No delivery matches these filters.').waitFor();
      expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
      await shot(page, 'wh-05-filtered-none');
      await page.getByRole('combobox', { name: 'Status' }).selectOption('delivered');
      await page.getByRole('combobox', { name: 'Event' }).selectOption('conversation.started');
      await log().getByRole('row').filter({ hasText: 'conversation.started' }).first().waitFor();
      await page.getByRole('combobox', { name: 'Event' }).selectOption('ticket.created');
      await page.getByText('No delivery matches these filters.').waitFor();
      await page.getByRole('button', { name: 'Show every delivery' }).click();
      await log().getByRole('row').filter({ hasText: 'conversation.started' }).first().waitFor();
    },
    T,
  );

  it(
    'recovers the deliveries that failed while the receiver was down, and refuses an empty moment with a sentence',
    async () => {
      stack.receiver.on(PATH, () => ({ status: 503, body: '{"error":"maintenance"}' }));
      // A real event: the bot starts a conversation (conversation.started) while the receiver is down.
      const started = await http(stack.webUrl, 'POST', '/api/conversations', { headers: { 'X-API-Key': stack.tenant.apiKey }, body: { channel: 'web' } });
      expect(started.status).toBe(201);
      await until(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return (await log().getByRole('row').filter({ hasText: 'failed' }).count()) === 1;
      }, 'the failed delivery in the log');
      stack.receiver.on(PATH, () => ({ status: 200 }));

      await card().getByText('Recover failed deliveries').click();
      const since = card().getByLabel('Failed since (your time)');
      await since.fill('');
      await card().getByRole('button', { name: 'Recover', exact: true }).click();
      await card().getByText('Enter the moment to recover from').waitFor();
      expect(await since.getAttribute('aria-invalid')).toBe('true');
      await shot(page, 'wh-06-recover-refused');
      const dayAgo = new Date(Date.now() - 24 * 60 * 60_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      await since.fill(`${dayAgo.getFullYear()}-${pad(dayAgo.getMonth() + 1)}-${pad(dayAgo.getDate())}T${pad(dayAgo.getHours())}:${pad(dayAgo.getMinutes())}`);
      await card().getByRole('button', { name: 'Recover', exact: true }).click();
      await card().getByRole('status').filter({ hasText: '1 failed delivery is being sent again' }).waitFor();
      await until(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return (await log().getByRole('row').filter({ hasText: 'failed' }).count()) === 0;
      }, 'the recovered delivery');
      await shot(page, 'wh-07-recovered');
    },
    T,
  );

  it(
    'rotates the secret: the new one is shown once, both sign during the grace period (standardwebhooks and svix accept either), a second rotation is refused',
    async () => {
      await card().getByRole('button', { name: 'Rotate secret' }).click();
      await card().getByRole('alertdialog').getByRole('button', { name: 'Rotate the secret' }).click();
      const shown = card().getByLabel(`New signing secret for ${url}`, { exact: true });
      await shown.waitFor();
      const fresh = await shown.inputValue();
      expect(fresh).toMatch(/^[A-Za-z0-9+/]{43}$/);
      expect(fresh).not.toBe(secret);
      await card().getByText('the previous secret also signs every delivery until').waitFor();
      await shot(page, 'wh-08-rotated');

      const before = stack.receiver.at(PATH).length;
      await card().getByRole('button', { name: 'Send test' }).click();
      await card().getByRole('status').filter({ hasText: 'Test delivered' }).waitFor({ timeout: 30_000 });
      const got = stack.receiver.at(PATH)[before]!;
      expect(header(got, 'X-Service-Signature')).toBe(hex(secret, got.raw)); // a receiver that has not switched
      expect(header(got, 'X-Service-Signature-New')).toBe(hex(fresh, got.raw)); // one that has
      expect(officialAccepts(got, secret)).toEqual([true, true]);
      expect(officialAccepts(got, fresh)).toEqual([true, true]);
      expect(officialAccepts(got, 'A'.repeat(43))).toEqual([false, false]);

      await card().getByRole('button', { name: 'Rotate secret' }).click();
      await card().getByRole('alertdialog').getByRole('button', { name: 'Rotate the secret' }).click();
      await card().getByRole('alert').filter({ hasText: 'rotated less than 24 hours ago' }).waitFor();
      await shot(page, 'wh-09-second-rotation-refused');
    },
    T,
  );

  it(
    'refuses to replay a delivery whose endpoint was deleted, with a sentence, and fits a phone-width screen',
    async () => {
      const row = log().getByRole('row').filter({ hasText: 'conversation.started' }).first();
      const href = await row.getByRole('link', { name: /^Open/ }).getAttribute('href');
      await card().getByRole('button', { name: 'Delete' }).click();
      await card().getByRole('alertdialog').getByRole('button', { name: 'Delete endpoint' }).click();
      await page.getByText('No endpoint is registered.').waitFor();
      await page.goto(`${stack.webUrl}${href}`);
      await heading(/^Delivery of /).waitFor();
      await page.getByRole('button', { name: 'Replay' }).click();
      await page.getByRole('alert').filter({ hasText: 'its endpoint was deleted' }).waitFor();
      await shot(page, 'wh-10-replay-refused');
      await page.goto(`${stack.webUrl}/dashboard/webhooks?delivery=not-a-delivery`);
      await page.getByRole('alert').filter({ hasText: 'That address does not name a delivery.' }).waitFor();
      await page.goto(`${stack.webUrl}${href}`);
      await heading(/^Delivery of /).waitFor();
      await page.setViewportSize({ width: 375, height: 800 });
      const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(Number(overflow)).toBeLessThanOrEqual(0);
      await shot(page, 'wh-11-delivery-phone');
      await page.setViewportSize({ width: 1200, height: 900 });
    },
    T,
  );
});
