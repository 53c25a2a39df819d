import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFirstHourStack, runSnippet, type FirstHourStack } from './first-hour-stack.js';
import { shot, until } from './stack.js';

/**
 * A new business's first hour, in headless Chromium against real web and worker processes in
 * development (no SMTP: the development outbox is the mail), from a tenant created with the CLI:
 * sign in through the outbox, the setup checklist, connect the Demo vendor (a wrong address first,
 * and its plain-language error), Account Connect on the built-in demo, choose the verifier and switch
 * back, a preview conversation through verification and every tool, the "Connect your bot" snippets
 * run as shown (curl, and the MCP one with the official MCP SDK), and a webhook receiver with a test.
 * The tests run in order in one tab; each saves a screenshot (test-results/browser/first-hour-*.png).
 */

let stack: FirstHourStack;
let context: BrowserContext;
let page: Page;
const T = 120_000;

beforeAll(async () => {
  stack = await startFirstHourStack();
  context = await stack.browser.newContext({ viewport: { width: 1200, height: 900 } });
  page = await context.newPage();
}, 240_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && page && !page.isClosed()) await shot(page, `FAILED-first-hour-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await stack?.close();
}, 60_000);

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const card = (name: string) => page.getByRole('article', { name });
const step = (id: string) => page.locator(`li[data-step="${id}"]`);
const done = async (id: string): Promise<boolean> => (await step(id).getAttribute('class'))?.includes('is-done') ?? false;

async function openTab(label: string, title = label): Promise<void> {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).click();
  await heading(title).waitFor();
}

/** The newest six-digit code the outbox holds for `to`, read in the signed-in outbox page. */
async function codeFromOutbox(to: string): Promise<string> {
  const outbox = await context.newPage();
  let code: string | undefined;
  await until(async () => {
    await outbox.goto(`${stack.webUrl}/dashboard/dev/outbox`);
    await outbox.getByRole('heading', { level: 1, name: 'Outbox (development)' }).waitFor();
    const mail = outbox
      .getByRole('listitem')
      .filter({ hasText: `To ${to}` })
      .first();
    code = /\b(\d{6})\b/.exec((await mail.textContent({ timeout: 1_000 })) ?? '')?.[1];
    return code !== undefined;
  }, `a code for ${to} in the outbox`);
  await shot(outbox, 'first-hour-07b-outbox-code');
  await outbox.close();
  return code!;
}

describe('a new business’s first hour, in the browser', () => {
  it(
    'signs in through the development outbox, linked from the sign-in page while signed out',
    async () => {
      await page.goto(`${stack.webUrl}/dashboard`);
      await heading('Sign in to your dashboard').waitFor();
      const devNote = page.getByRole('status').filter({ hasText: 'development outbox' });
      await devNote.waitFor();
      await page.getByLabel('Email address').fill(stack.tenant.email);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.getByRole('status').filter({ hasText: 'sign-in link is on its way' }).waitFor();
      await shot(page, 'first-hour-01-sign-in');
      await devNote.getByRole('link', { name: 'development outbox' }).click();
      await heading('Outbox (development)').waitFor();
      const link = page.getByRole('link', { name: /\/dashboard\/sign-in\?token=/ }).first();
      await until(async () => {
        if ((await link.count()) > 0) return true;
        await page.getByRole('button', { name: 'Refresh' }).click();
        return false;
      }, 'the sign-in email in the outbox');
      await expect(page.getByText('You are not signed in').count()).resolves.toBe(1);
      await shot(page, 'first-hour-02-outbox-signed-out');
      await link.click();
      await heading('Get started').waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard/home');
    },
    T,
  );

  it(
    'opens on a checklist that reads the real state: nothing is done yet',
    async () => {
      await page.getByTestId('checklist-progress').filter({ hasText: '0 of 5 done' }).waitFor();
      for (const id of ['data', 'verifier', 'try', 'bot', 'events']) expect(await done(id)).toBe(false);
      await expect(page.getByTestId('verifier-now').textContent()).resolves.toContain('Nothing verifies your customers yet');
      await shot(page, 'first-hour-03-checklist-empty');
    },
    T,
  );

  it(
    'connects the Demo vendor: a wrong address says what to check, cannot be chosen, and works once corrected',
    async () => {
      await step('data').getByRole('link', { name: 'Connect a system' }).click();
      await heading('Integrations').waitFor();
      await page.getByLabel('Search connectors').fill('demo');
      await page.getByRole('button', { name: 'Connect Demo vendor' }).click();
      await page.getByLabel('Demo address').fill('http://no-such-shop.invalid/api/account-connect-demo/v1');
      await page.getByLabel('Demo key').fill('demo_key_123');
      await page.getByRole('button', { name: 'Connect and test' }).click();
      const vendor = card('Demo vendor');
      await until(async () => (await vendor.locator('.badge').textContent()) === 'Failing', 'the Demo vendor failing');
      await expect(vendor.locator('.advice').first().textContent()).resolves.toBe("We couldn't find no-such-shop.invalid: check the demo address");
      await expect(vendor.textContent()).resolves.toContain('could not reach the vendor: ENOTFOUND');
      await expect(vendor.getByRole('button', { name: 'Use to verify customers' }).isDisabled()).resolves.toBe(true);
      await expect(vendor.getByText('Test it first: no capability passes yet').count()).resolves.toBeGreaterThan(0);
      await shot(page, 'first-hour-04-demo-vendor-wrong-address');

      await vendor.getByText('Settings', { exact: true }).click();
      const settings = vendor.getByRole('form', { name: 'Change the settings of Demo vendor' });
      await settings.getByLabel('Demo address').fill(`${stack.webUrl}/api/account-connect-demo/v1`);
      await settings.getByRole('button', { name: 'Save and test' }).click();
      await until(async () => (await vendor.locator('.badge').textContent()) === 'Working', 'the Demo vendor working');
      expect(await vendor.locator('.advice').count()).toBe(0);
      await expect(vendor.getByRole('button', { name: 'Use to verify customers' }).isDisabled()).resolves.toBe(false);
      await shot(page, 'first-hour-05-demo-vendor-working');
    },
    T,
  );

  it(
    'sets up Account Connect on the built-in demo, chooses the Demo vendor to verify, and switches back to Account Connect',
    async () => {
      await openTab('Account Connect');
      await page.getByRole('button', { name: 'use the demo address' }).click();
      await page.getByLabel('API key').fill('demo_key_123');
      await page.getByRole('button', { name: 'Connect and test' }).click();
      await until(async () => (await page.locator('.steps .badge-passed').count()) === 5, 'the chain test passing');
      await page.getByTestId('ac-verifier').filter({ hasText: 'Account Connect verifies your customers' }).waitFor();

      await openTab('Get started');
      await until(async () => done('data'), 'the data step done');
      await page.getByRole('button', { name: 'Use Demo vendor to verify customers' }).click();
      await page.getByLabel('Access key for Demo vendor').waitFor();
      await page.getByTestId('verifier-now').filter({ hasText: 'Demo vendor verifies your customers.' }).waitFor();
      await shot(page, 'first-hour-06-verifier-demo-vendor');

      // A real customer of the Demo vendor: the code goes by email, so it is read from the outbox.
      await openTab('Try your bot');
      await page.getByTestId('try-verifier').filter({ hasText: 'Demo vendor' }).waitFor();
      await page.getByRole('button', { name: 'Start a preview conversation' }).click();
      await page.getByLabel('Full name', { exact: true }).fill('Amelia Hart');
      await page.getByLabel('Email', { exact: true }).fill('amelia.hart@example.com');
      await page.getByRole('button', { name: 'Run verify_identity' }).click();
      await page.locator('article[data-tool="verify_identity"]').filter({ hasText: 'Code sent by an email' }).waitFor();
      await page.getByLabel('Code', { exact: true }).fill(await codeFromOutbox('amelia.hart@example.com'));
      await page.getByRole('button', { name: 'Run verify_otp' }).click();
      await page.locator('article[data-tool="verify_otp"]').filter({ hasText: '"success": true' }).waitFor();
      await page.getByRole('button', { name: 'Run orders' }).click();
      await page.locator('article[data-tool="orders"]').filter({ hasText: '"order_number"' }).waitFor();
      await shot(page, 'first-hour-07-preview-demo-vendor');

      await openTab('Account Connect');
      const status = page.getByTestId('ac-verifier');
      await status.filter({ hasText: 'Demo vendor does' }).waitFor();
      await shot(page, 'first-hour-08-account-connect-not-verifying');
      await status.getByRole('button', { name: 'Use Account Connect to verify customers' }).click();
      await status.filter({ hasText: 'Account Connect verifies your customers' }).waitFor();
      await openTab('Get started');
      await page.getByTestId('verifier-now').filter({ hasText: 'Account Connect verifies your customers.' }).waitFor();
      await until(async () => done('verifier'), 'the verifier step done');
      await shot(page, 'first-hour-09-verifier-back-to-account-connect');
    },
    T,
  );

  it(
    'previews a conversation through verification and every tool, seeing what the bot receives; the preview raises no event',
    async () => {
      await openTab('Try your bot');
      await page.getByTestId('try-verifier').filter({ hasText: 'Account Connect' }).waitFor();
      await page.getByRole('button', { name: 'Start a preview conversation' }).click();
      const id = Number(/#(\d+)/.exec((await page.getByTestId('preview-id').textContent()) ?? '')?.[1]);
      const result = (tool: string) => page.locator(`article[data-tool="${tool}"]`).first();

      await page.getByRole('button', { name: 'Run orders' }).click();
      await result('orders').filter({ hasText: '"needs_verification": true' }).waitFor();
      await page.getByRole('button', { name: 'Use the test customer' }).click();
      await page.getByRole('button', { name: 'Run verify_identity' }).click();
      await result('verify_identity').filter({ hasText: '"success": true' }).waitFor();
      await page.getByLabel('Code', { exact: true }).fill('123456');
      await page.getByRole('button', { name: 'Run verify_otp' }).click();
      await result('verify_otp').filter({ hasText: '"success": true' }).waitFor();
      for (const tool of ['account_summary', 'orders', 'invoices', 'bookings', 'subscriptions', 'tickets']) {
        await page.getByRole('button', { name: `Run ${tool}`, exact: true }).click();
        await until(async () => (await result(tool).textContent())?.includes('"needs_verification"') === false, `${tool} answered for the verified customer`);
        expect(await result(tool).textContent()).toMatch(/"success": true[\s\S]*of the about 2,000 characters the bot reads/);
      }
      const orders = JSON.parse((await result('orders').locator('pre').textContent()) ?? '{}') as { orders: { order_number: string }[] };
      await page.getByLabel('Order number').fill(orders.orders[0]!.order_number);
      await page.getByRole('button', { name: 'Run track_order' }).click();
      await result('track_order').waitFor();
      // Bad input comes back as the bot would get it (422), in plain words above it.
      await page.getByLabel('Subject').fill('Hi');
      await page.getByLabel('Description').fill('Too short');
      await page.getByRole('button', { name: 'Run create_ticket' }).click();
      await result('create_ticket').filter({ hasText: 'The tool refused these arguments (HTTP 422, as the bot would get it): subject:' }).waitFor();
      await page.getByLabel('Subject').fill('Change my delivery address');
      await page.getByLabel('Description').fill('Please send my next order to my work address instead.');
      await page.getByRole('button', { name: 'Run create_ticket' }).click();
      await result('create_ticket').filter({ hasText: '"ticket_number": "TKT-' }).waitFor();
      await shot(page, 'first-hour-10-preview-every-tool');

      // Marked as a preview: no event of it was recorded (none can be delivered), and it is not listed.
      const events = await stack.query<{ n: string }>(`select count(*) as n from outbox_events where body::text like $1`, [`%"conversation_id":${id},%`]);
      expect(Number(events[0]!.n)).toBe(0);
      const listed = await fetch(`${stack.webUrl}/api/conversations`, { headers: { 'X-API-Key': stack.tenant.apiKey } }).then((r) => r.json());
      expect(JSON.stringify(listed)).not.toContain(`"conversation_id":${id},`);
      await openTab('Get started');
      await until(async () => done('try'), 'the try step done');
      expect(await done('bot')).toBe(false);
    },
    T,
  );

  it(
    'runs the "Connect your bot" snippets as shown (curl, and MCP with the official SDK); the bot is then live',
    async () => {
      await page.getByRole('button', { name: 'Show the API key' }).click();
      await expect(page.getByTestId('bot-api-key').textContent()).resolves.toBe(stack.tenant.apiKey);
      const mcp = (await page.locator('#snippet-mcp').textContent()) ?? '';
      expect(mcp).toContain(`KEY=${stack.tenant.apiKey}`);
      const out = await runSnippet(mcp);
      expect(out).toContain('verify_identity verify_otp account_summary orders');
      expect(out).toMatch(/^verify_otp \{"success":true/m);
      expect(out).toMatch(/^orders \{"success":true,"orders":\[\{"order_number"/m);
      const curl = await runSnippet((await page.locator('#snippet-curl').textContent()) ?? '');
      expect(curl).toContain('"format":"openai","tools":[{"type":"function"');
      expect(curl).toMatch(/"orders":\[\{"order_number"/);
      await shot(page, 'first-hour-11-connect-your-bot');

      // Six bot calls (three over MCP, three on the tools route), two of them verified; the previews do not count.
      const live = page.getByRole('status').filter({ hasText: 'Your bot is live.' });
      await until(async () => {
        await page.reload();
        await heading('Get started').waitFor();
        return (await live.count()) > 0 && /Last 24 hours: 6 calls/.test((await live.textContent()) ?? '');
      }, 'the bot live with six calls');
      expect(await live.textContent()).toMatch(/Last bot call: .+ \(conversation tool\)\. Last 24 hours: 6 calls, 2 verified, 0 failed\./);
      expect(await done('bot')).toBe(true);
      await page.locator('#connect-your-bot').scrollIntoViewIfNeeded();
      await shot(page, 'first-hour-12-bot-live');
    },
    T,
  );

  it(
    'registers a webhook receiver and sends a test; the checklist is complete',
    async () => {
      await step('events').getByRole('link', { name: 'Set up webhooks' }).click();
      await heading('Webhooks').waitFor();
      const url = `${stack.receiver.baseUrl}/hooks/harbour-bikes`;
      await page.getByLabel('Endpoint address').fill(url);
      await page.getByRole('button', { name: 'Register endpoint' }).click();
      await page.getByLabel(`Signing secret for ${url}`).waitFor();
      await card(url).getByRole('button', { name: 'Send test' }).click();
      await card(url).getByRole('status').filter({ hasText: 'Test delivered: the endpoint answered 200' }).waitFor({ timeout: 30_000 });
      expect(stack.receiver.at('/hooks/harbour-bikes').length).toBeGreaterThan(0);
      await shot(page, 'first-hour-13-webhook-test');
      await openTab('Get started');
      await page.getByTestId('checklist-progress').filter({ hasText: '5 of 5 done' }).waitFor();
      await shot(page, 'first-hour-14-checklist-done');
    },
    T,
  );
});
