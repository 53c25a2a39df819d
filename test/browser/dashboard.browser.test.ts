import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../fakes/infra.js';
import { shot, signInFromEmail, startStack, until, type Stack } from './stack.js';

/**
 * The dashboard in real headless Chromium against the real web and worker processes, Redis and
 * PostgreSQL, with loopback fakes for SMTP, a workflow hook, an OAuth provider and a webhook receiver.
 * The tests run in order in one signed-in browser tab, as an owner would; each saves a screenshot of
 * the page it ends on under test-results/browser/.
 */

let stack: Stack;
let context: BrowserContext;
let page: Page;
const T = 90_000;

beforeAll(async () => {
  stack = await startStack();
  context = await stack.browser.newContext({ viewport: { width: 1200, height: 900 } });
  page = await context.newPage();
}, 180_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && page && !page.isClosed()) await shot(page, `FAILED-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await stack?.close();
}, 60_000);

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const card = (name: string) => page.getByRole('article', { name });

async function openTab(label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label }).click();
  await heading(label).waitFor();
}

/** The owner's session cookies, for requests made outside the browser. */
async function cookies(): Promise<{ header: string; csrf: string }> {
  const all = await context.cookies(stack.webUrl);
  return { header: all.map((c) => `${c.name}=${c.value}`).join('; '), csrf: all.find((c) => c.name === 'csrf_token')?.value ?? '' };
}

describe('the dashboard in headless Chromium', () => {
  it(
    'sends a signed-out visitor to sign-in, and signs the owner in from the emailed link',
    async () => {
      await page.goto(`${stack.webUrl}/dashboard`);
      await heading('Sign in to your dashboard').waitFor();
      await signInFromEmail(page, stack);
      await heading('Get started').waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard/home');
      await expect(page.getByRole('banner').textContent()).resolves.toContain('Harbour Bikes');
      await shot(page, '01-signed-in');
      await openTab('Integrations');
    },
    T,
  );

  it(
    'shows a used sign-in link as no longer valid and offers a new one',
    async () => {
      const other = await context.newPage();
      const link = /https?:\/\/\S+token=\S+/.exec(
        stack.smtp.messages
          .at(-1)!
          .raw.replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )![0];
      const wrong = await other.goto(`${stack.webUrl}/dashboard/sign-in?token=not-a-real-token`);
      expect(wrong?.status()).toBe(400);
      const res = await other.goto(link);
      expect(res?.status()).toBe(400);
      await shot(other, '02-used-link');
      await other.getByRole('link', { name: /new link/i }).click();
      await other.getByRole('heading', { name: 'Sign in to your dashboard' }).waitFor();
      await other.close();
    },
    T,
  );

  it(
    'keeps what was typed beside the server’s message, connects the workflow hook and sees it working',
    async () => {
      await page.getByLabel('Search connectors').fill('workflow');
      await page.getByRole('button', { name: 'Connect Workflow webhook' }).click();
      const address = page.getByLabel('Webhook address');
      await address.fill('not a web address');
      await page.getByRole('button', { name: 'Connect and test' }).click();
      const error = page.locator('.field-error');
      await error.waitFor();
      expect(await error.textContent()).toMatch(/^That webhook address doesn't look right — e\.g\. https:\/\//);
      expect(await address.inputValue()).toBe('not a web address');
      expect(await address.getAttribute('aria-invalid')).toBe('true');
      await shot(page, '03-connect-form-error');

      await address.fill(stack.hook.url);
      await page.getByRole('button', { name: 'Connect and test' }).click();
      const hook = card('Workflow webhook');
      await hook.waitFor();
      await expect(hook.locator('.badge').textContent()).resolves.toBe('Working');
      await expect(hook.getByRole('table').textContent()).resolves.toContain('Passed');
      expect(stack.hook.calls.some((c) => c.action === 'find_customer')).toBe(true);
      await shot(page, '04-workflow-hook-working');

      // The flow breaks: Test shows it failing, with the vendor's error and when; fixed, it works again.
      stack.hook.failWith = 500;
      await hook.getByRole('button', { name: 'Test', exact: true }).click();
      await until(async () => (await hook.locator('.badge').textContent()) === 'Failing', 'the connection failing');
      await expect(hook.locator('.last-error').textContent()).resolves.toMatch(/^Last error: vendor error 500: .*workflow crashed.* \(.+\)$/);
      await shot(page, '04b-workflow-hook-failing');
      stack.hook.failWith = null;
      await hook.getByRole('button', { name: 'Test', exact: true }).click();
      await until(async () => (await hook.locator('.badge').textContent()) === 'Working', 'the connection working again');

      // New keys that fail their test wait beside the live ones, which keep working; then discarded.
      await hook.getByText('Replace the keys', { exact: true }).click();
      const keys = hook.getByRole('form', { name: 'Replace the keys of Workflow webhook' });
      await keys.getByLabel('Webhook address').fill(`${stack.hook.url.replace(/:\d+\//, ':1/')}`);
      await keys.getByRole('button', { name: 'Test and replace the keys' }).click();
      await hook.getByRole('status').filter({ hasText: 'They were not applied' }).waitFor();
      await expect(hook.locator('.badge').textContent()).resolves.toBe('Working');
      expect(await keys.getByLabel('Webhook address').inputValue()).toContain(':1/webhook/');
      await shot(page, '04c-new-keys-not-applied');
      await hook.getByRole('button', { name: 'Discard the new keys' }).click();
      await hook.getByRole('status').filter({ hasText: 'They were not applied' }).waitFor({ state: 'detached' });
      await hook.getByText('Replace the keys', { exact: true }).click();
    },
    T,
  );

  it(
    'uses the workflow hook to verify customers: the new scc_ key is shown once, with a copy button',
    async () => {
      const hook = card('Workflow webhook');
      await hook.getByRole('button', { name: 'Use to verify customers' }).click();
      const key = hook.getByLabel('Access key for Workflow webhook');
      await key.waitFor();
      expect(await key.inputValue()).toMatch(/^scc_/);
      await expect(hook.textContent()).resolves.toContain('previous access key for verifying customers stopped working');
      await hook.getByRole('button', { name: 'Copy' }).waitFor();
      await hook.getByText('Verifies customers', { exact: true }).waitFor();
      await shot(page, '05-use-to-verify-key');
      // Shown once: after a reload the page has no key to show.
      await page.reload();
      await card('Workflow webhook').waitFor();
      expect(await page.getByLabel('Access key for Workflow webhook').count()).toBe(0);
      await page.getByLabel('Search connectors').fill('');
      await page.getByText('Automation', { exact: true }).click();
      await page.getByRole('button', { name: 'Connect Workflow webhook' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Integrations' }).focus();
      await page.setViewportSize({ width: 1200, height: 1400 });
      const png = await shot(page, 'integrations', { fullPage: false });
      await page.setViewportSize({ width: 1200, height: 900 });
      // The README's picture of the Integrations tab: UPDATE_DOCS_SCREENSHOT=1 npx vitest run test/browser
      if (process.env.UPDATE_DOCS_SCREENSHOT) {
        mkdirSync(fileURLToPath(new URL('../../docs/', import.meta.url)), { recursive: true });
        copyFileSync(png, fileURLToPath(new URL('../../docs/dashboard-integrations.png', import.meta.url)));
      }
    },
    T,
  );

  it(
    'disconnects the workflow hook after a confirmation',
    async () => {
      const hook = card('Workflow webhook');
      await hook.getByRole('button', { name: 'Disconnect' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm.textContent()).resolves.toContain('Disconnect Workflow webhook?');
      await confirm.getByRole('button', { name: 'Disconnect Workflow webhook' }).click();
      await card('Workflow webhook').waitFor({ state: 'detached' });
      await page.getByText('Nothing is connected yet').waitFor();
      await shot(page, '06-disconnected');
    },
    T,
  );

  it(
    'connects with OAuth: to the provider’s consent screen and back to the Integrations tab with its banner',
    async () => {
      await page.getByLabel('Search connectors').fill('fake books');
      await page.getByRole('button', { name: 'Connect Fake Books' }).click();
      const form = page.getByRole('form', { name: 'Connect Fake Books' });
      await form.getByLabel('Data region').fill('eu');
      await form.getByLabel('Organisation ID').fill('org-42');
      await form.getByLabel('API address').fill(`${stack.oauth.baseUrl}/api`);
      await form.getByRole('button', { name: 'Connect with Fake Books' }).click();
      await page.waitForURL((u) => u.pathname === '/dashboard/integrations' && u.searchParams.get('connector') !== null, { timeout: 30_000 });
      expect(stack.oauth.authorizations).toHaveLength(1);
      const url = new URL(page.url());
      expect(url.searchParams.get('connector')).toBe('ok');
      await page.getByRole('status').filter({ hasText: 'Fake Books is connected and working.' }).waitFor();
      await card('Fake Books').waitFor();
      await expect(card('Fake Books').locator('.badge').textContent()).resolves.toBe('Working');
      await shot(page, '07-oauth-returned');

      // A setting changed after sign-in (PUT .../config): the server's message beside the field, then saved and tested.
      const books = card('Fake Books');
      await books.getByText('Settings', { exact: true }).click();
      await books.getByLabel('Organisation ID').fill('organisation 42');
      await books.getByRole('button', { name: 'Save and test' }).click();
      await books.getByText("That organisation ID doesn't look right — e.g. org-123").waitFor();
      expect(await books.getByLabel('Organisation ID').inputValue()).toBe('organisation 42');
      await books.getByLabel('Organisation ID').fill('org-43');
      await books.getByRole('button', { name: 'Save and test' }).click();
      await until(async () => stack.oauth.apiCalls.some((c) => c.path === '/api/orgs/org-43/contacts'), 'a test call for org-43');
      await books
        .getByRole('status')
        .filter({ hasText: /passed/ })
        .waitFor();
      await shot(page, '07b-oauth-settings-changed');
    },
    T,
  );

  it(
    'shows the banner of a cancelled sign-in',
    async () => {
      stack.oauth.deny = true;
      await page.getByLabel('Search connectors').fill('fake books');
      await page.getByRole('button', { name: 'Connect Fake Books' }).click();
      const form = page.getByRole('form', { name: 'Connect Fake Books' });
      await form.getByLabel('Data region').fill('eu');
      await form.getByLabel('Organisation ID').fill('org-42');
      await form.getByLabel('API address').fill(`${stack.oauth.baseUrl}/api`);
      await form.getByRole('button', { name: 'Connect with Fake Books' }).click();
      await page.waitForURL((u) => u.searchParams.get('connector') === 'cancelled', { timeout: 30_000 });
      await page.getByRole('status').filter({ hasText: 'Sign-in to Fake Books was cancelled' }).waitFor();
      stack.oauth.deny = false;
      await shot(page, '08-oauth-cancelled');
    },
    T,
  );

  it(
    'runs the Account Connect chain test: a wrong key leaves every step switched off, the demo key switches them on',
    async () => {
      await openTab('Account Connect');
      await page.getByRole('button', { name: 'use the demo address' }).click();
      expect(await page.getByLabel('Base address').inputValue()).toBe(`${stack.webUrl}/api/account-connect-demo/v1`);
      await page.getByLabel('API key').fill('not-the-demo-key');
      await page.getByRole('button', { name: 'Connect and test' }).click();
      const steps = page.locator('.steps > li');
      await page.getByRole('heading', { name: 'Chain test' }).waitFor();
      await until(async () => (await steps.count()) === 5, 'five steps');
      expect(await steps.locator('.switch-on').count()).toBe(0);
      expect(await page.getByLabel('API key').inputValue()).toBe('not-the-demo-key');
      await shot(page, '09-chain-test-failed');

      await page.getByLabel('API key').fill(stack.env.config.DEMO_API_KEY);
      await page.getByRole('button', { name: 'Connect and test' }).click();
      await until(async () => (await steps.locator('.switch-on').count()) === 5, 'every step switched on');
      expect(await steps.locator('.badge-passed').count()).toBe(5);
      await shot(page, '10-chain-test-passed');

      // New settings that fail verification wait beside the working ones, which stay live.
      await page.getByLabel('API key').fill('another-wrong-key');
      await page.getByRole('button', { name: 'Connect and test' }).click();
      await page.getByRole('heading', { name: 'Chain test of the new settings (not applied)' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'were not applied' }).waitFor();
      await shot(page, '10b-chain-test-pending');
      await page.getByRole('button', { name: 'Discard the new settings' }).click();
      await page.getByText('The new settings were discarded').waitFor();
      const live = await http(stack.webUrl, 'GET', `/api/tenants/${stack.tenant.tenantId}/account-connect`, { headers: { 'X-API-Key': stack.tenant.apiKey } });
      expect(live.body).toMatchObject({
        pending: null,
        steps: { verify_identity: true, verify_otp: true, account_summary: true, orders: true, invoices: true },
      });
    },
    T,
  );

  it(
    'registers a webhook (secret shown once), sends a test and shows the delivery',
    async () => {
      await openTab('Webhooks');
      await page.getByLabel('Endpoint address').fill(`${stack.receiver.baseUrl}/hooks/harbour`);
      await page.getByLabel('conversation.started').check();
      await page.getByRole('button', { name: 'Register endpoint' }).click();
      const secret = page.getByLabel(`Signing secret for ${stack.receiver.baseUrl}/hooks/harbour`);
      await secret.waitFor();
      expect((await secret.inputValue()).length).toBe(43);
      const endpoint = card(`${stack.receiver.baseUrl}/hooks/harbour`);
      await endpoint.getByRole('button', { name: 'Send test' }).click();
      await endpoint.getByRole('status').filter({ hasText: 'Test delivered: the endpoint answered 200' }).waitFor({ timeout: 30_000 });
      expect(stack.receiver.at('/hooks/harbour')).toHaveLength(1);
      // The sample is logged, marked test; a real event is logged too: the bot starts a conversation (conversation.started).
      const log = page.getByRole('region', { name: 'Deliveries' });
      await log.getByRole('row').filter({ hasText: 'conversation.started' }).getByText('test', { exact: true }).waitFor();
      const started = await http(stack.webUrl, 'POST', '/api/conversations', { headers: { 'X-API-Key': stack.tenant.apiKey }, body: { channel: 'web' } });
      expect(started.status).toBe(201);
      await until(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        const real = log
          .getByRole('row')
          .filter({ hasText: 'conversation.started' })
          .filter({ hasText: 'delivered' })
          .filter({ hasNotText: /\btest\b/ });
        return (await real.count()) > 0;
      }, 'the delivery in the log');
      await shot(page, '11-webhook-delivered');
    },
    T,
  );

  it(
    'creates, resets and deletes the sandbox',
    async () => {
      await openTab('Sandbox and keys');
      await page.getByRole('button', { name: 'Create the sandbox' }).click();
      const key = page.getByTestId('sandbox-key');
      await key.waitFor();
      const sbx = (await key.textContent())!.trim();
      expect(sbx).toMatch(/^sbx_/);
      const asSandbox = await http(stack.webUrl, 'GET', '/api/sandbox', { headers: { 'X-API-Key': sbx } });
      expect(asSandbox.status).toBe(200);
      await page.getByRole('button', { name: 'Reset the sandbox' }).click();
      await page.getByRole('status').filter({ hasText: 're-seeded' }).waitFor();
      await shot(page, '12-sandbox-reset');
      await page.getByRole('button', { name: 'Delete the sandbox' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete the sandbox' }).click();
      await page.getByText('You have no sandbox.').waitFor();
      expect((await http(stack.webUrl, 'GET', '/api/sandbox', { headers: { 'X-API-Key': sbx } })).status).toBe(401);
      await shot(page, '13-sandbox-deleted');
    },
    T,
  );

  it(
    'shows the API key on request and regenerates it after a confirmation; the old key fails at once',
    async () => {
      await page.getByRole('button', { name: 'Show the API key' }).click();
      expect(await page.getByLabel('Your API key').inputValue()).toBe(stack.tenant.apiKey);
      await page.getByRole('button', { name: 'Regenerate the API key' }).click();
      await expect(page.getByRole('alertdialog').textContent()).resolves.toContain('stops working at once');
      await page.getByRole('button', { name: 'Regenerate now' }).click();
      const fresh = page.getByLabel('Your new API key');
      await fresh.waitFor();
      const newKey = await fresh.inputValue();
      expect(newKey).not.toBe(stack.tenant.apiKey);
      const path = `/api/tenants/${stack.tenant.tenantId}`;
      expect((await http(stack.webUrl, 'GET', path, { headers: { 'X-API-Key': stack.tenant.apiKey } })).status).toBe(401);
      expect((await http(stack.webUrl, 'GET', path, { headers: { 'X-API-Key': newKey } })).status).toBe(200);
      stack.tenant.apiKey = newKey;
      await shot(page, '14-key-regenerated');
    },
    T,
  );

  it(
    'refuses a cookie request without the CSRF token, or from a foreign origin, with 403',
    async () => {
      const path = `/api/tenants/${stack.tenant.tenantId}/api-key/regenerate`;
      const inPage = await page.evaluate(async (p) => {
        const r = await fetch(p, { method: 'POST', credentials: 'same-origin' });
        return r.status;
      }, path);
      expect(inPage).toBe(403);
      const { header, csrf } = await cookies();
      const foreign = await http(stack.webUrl, 'POST', path, { headers: { Cookie: header, 'X-CSRF-Token': csrf, Origin: 'https://evil.example' } });
      expect(foreign.status).toBe(403);
      // Neither request changed the key.
      expect((await http(stack.webUrl, 'GET', `/api/tenants/${stack.tenant.tenantId}`, { headers: { 'X-API-Key': stack.tenant.apiKey } })).status).toBe(200);
    },
    T,
  );

  it(
    'sends an owner whose session has ended to sign-in, and back to the page they were on',
    async () => {
      await openTab('Webhooks');
      const { header, csrf } = await cookies();
      const out = await http(stack.webUrl, 'POST', '/api/dashboard/sign-out', { headers: { Cookie: header, 'X-CSRF-Token': csrf, Origin: stack.webUrl } });
      expect(out.status).toBe(200);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await heading('Sign in to your dashboard').waitFor();
      expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/webhooks');
      await page.getByText('Your session has ended').waitFor();
      await shot(page, '15-session-ended');
      await signInFromEmail(page, stack);
      await heading('Webhooks').waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard/webhooks');
      await shot(page, '16-back-after-sign-in');
    },
    T,
  );

  it(
    'lists conversations and tickets newest first, with a ticket’s events (read-only)',
    async () => {
      const key = { 'X-API-Key': stack.tenant.apiKey };
      const ticket = await http(stack.webUrl, 'POST', '/api/chatbot-api/create-ticket', {
        headers: key,
        body: {
          customer_name: 'Ada Lovelace',
          subject: 'Brake pads squeal',
          description: 'The new brake pads squeal on every stop.',
          customer_email: 'ada@example.com',
        },
      });
      expect(ticket.status).toBe(200);
      // The bot's call is in the activity log once the web's batched writer has written it.
      const logged = async (): Promise<number> =>
        (await http(stack.webUrl, 'GET', `/api/tenants/${stack.tenant.tenantId}/activity`, { headers: key })).body.activity?.length ?? 0;
      for (let i = 0; i < 50 && (await logged()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
      await openTab('Activity');
      const calls = page.getByRole('region', { name: 'Bot calls' });
      const call = calls.getByRole('row').filter({ hasText: 'POST /api/chatbot-api/create-ticket' });
      await call.waitFor();
      await expect(call.textContent()).resolves.toContain('ok');
      expect(await calls.getByRole('combobox', { name: 'Outcome' }).count()).toBe(1);
      await calls.getByRole('combobox', { name: 'Outcome' }).selectOption('system_error');
      await calls.getByText('No bot calls yet.').waitFor();
      await calls.getByRole('combobox', { name: 'Outcome' }).selectOption('');
      await call.waitFor();
      const conversations = page.getByRole('region', { name: 'Conversations' });
      await conversations.getByText('web').first().waitFor();
      const tickets = page.getByRole('region', { name: 'Tickets' });
      const row = tickets.getByRole('listitem').filter({ hasText: 'Brake pads squeal' });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain(ticket.body.data.ticket_number);
      await row.getByRole('button', { name: 'Show events' }).click();
      await row.getByText('ticket.created').waitFor();
      expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
      await shot(page, '17-activity');
    },
    T,
  );

  it(
    'shows the development outbox with the sign-in emails the worker sent',
    async () => {
      await openTab('Outbox (development)');
      const emails = page.getByRole('article').filter({ hasText: stack.tenant.email });
      await emails.first().waitFor();
      expect(await emails.count()).toBeGreaterThanOrEqual(2);
      await expect(emails.first().textContent()).resolves.toContain('/dashboard/sign-in?token=');
      await shot(page, '18-dev-outbox');
    },
    T,
  );

  it(
    'fits a phone-width screen and is usable by keyboard',
    async () => {
      const phone = await context.newPage();
      await phone.setViewportSize({ width: 375, height: 800 });
      await phone.goto(`${stack.webUrl}/dashboard/integrations`);
      await phone.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
      const overflow = await phone.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(overflow).toBe(0);
      await phone.keyboard.press('Tab');
      await expect(phone.evaluate('document.activeElement.textContent')).resolves.toBe('Skip to content');
      await shot(phone, '19-phone-integrations');
      await phone.close();
    },
    T,
  );

  it(
    'names every control for screen readers on every tab, and moves focus to the heading of the tab opened',
    async () => {
      for (const tab of [
        'Get started',
        'Try your bot',
        'Integrations',
        'Account Connect',
        'Identity',
        'Webhooks',
        'Sandbox and keys',
        'Activity',
        'Outbox (development)',
      ]) {
        await openTab(tab);
        await page.waitForLoadState('networkidle');
        // Focus moves once the tab has rendered, which under a loaded machine can come after the network is idle.
        await expect
          .poll(() => page.evaluate('document.activeElement.tagName + ":" + document.activeElement.textContent'), { timeout: 5_000 })
          .toBe(`H1:${tab}`);
        const tree = await page.locator('body').ariaSnapshot();
        const unnamed = tree.split('\n').filter((line) => /^\s*- (textbox|searchbox|button|checkbox|link|combobox|radio)(\s*\[[^\]]*\])?:?\s*$/.test(line));
        expect(unnamed, `${tab}:\n${tree}`).toEqual([]);
      }
    },
    T,
  );

  it(
    'shows a message, never a stack trace or a blank page, when the server fails or cannot be reached',
    async () => {
      // The browser sees a 500 with an HTML stack trace for one route, and no answer at all for another.
      await page.route('**/api/sandbox', (r) =>
        r.fulfill({ status: 500, contentType: 'text/html', body: '<pre>Error: boom\n    at handler (/srv/app.js:1:1)</pre>' }),
      );
      await openTab('Sandbox and keys');
      const sandbox = page.getByRole('region', { name: 'Sandbox' });
      await sandbox.getByRole('alert').filter({ hasText: 'The service ran into a problem (HTTP 500)' }).waitFor();
      expect(await page.getByRole('main').textContent()).not.toContain('at handler');
      await page.getByRole('region', { name: 'API key' }).waitFor();
      await shot(page, '20-server-failure');
      await page.unroute('**/api/sandbox');

      await page.route('**/api/tenants/*/connectors', (r) => r.abort('connectionrefused'));
      await openTab('Integrations');
      await page.getByRole('alert').filter({ hasText: 'could not be reached' }).waitFor();
      await page.getByLabel('Search connectors').waitFor();
      await shot(page, '21-unreachable');
      await page.unroute('**/api/tenants/*/connectors');
    },
    T,
  );
});
