import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../fakes/infra.js';
import { codesTo, NORA, restVerifier, serveRestCustomers, type RestCustomer } from '../fakes/rest-customers.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';
import { shot, signInFromEmail, startStack, until, type Stack } from './stack.js';

/**
 * The fraud signals in headless Chromium against the real web and worker processes: a REST API
 * connection verifying on a scripted vendor, codes pumped at one customer through the platform API
 * (5 sent, 3 capped), another customer's code and a run of wrong codes, names tried; then the owner
 * reads the Activity page's Fraud signals panel (masked contacts only) and lowers the caps on the
 * settings page.
 */
let stack: Stack;
let vendor: ScriptedVendor;
let context: BrowserContext;
let page: Page;
const T = 90_000;
const MILO: RestCustomer = { id: 99, name: 'Milo Quinn', email: 'milo.quinn@example.net', phone: '', postcode: 'LS1 4AP' };

beforeAll(async () => {
  stack = await startStack();
  vendor = await startScriptedVendor();
  serveRestCustomers(vendor, [NORA, MILO]);
  context = await stack.browser.newContext({ viewport: { width: 1200, height: 900 } });
  page = await context.newPage();
}, 180_000);
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && page && !page.isClosed()) await shot(page, `FAILED-fraud-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
});
afterAll(async () => {
  await vendor?.close();
  await stack?.close();
}, 60_000);

const api = (path: string, body?: unknown, method = 'POST') =>
  http(stack.webUrl, method, path, { headers: { 'X-API-Key': stack.tenant.apiKey }, ...(body === undefined ? {} : { body }) });

describe('fraud signals on the dashboard', () => {
  it(
    'shows codes sent and capped, wrong-code runs, identity mismatches and the contacts asked for most, masked',
    async () => {
      await restVerifier(stack.webUrl, stack.tenant, `${vendor.baseUrl}/api`);
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push((await api('/api/chatbot-api/verify-identity', { full_name: NORA.name, email: NORA.email })).body);
      expect(answers.filter((a) => a.success === true)).toHaveLength(5);
      expect(answers.filter((a) => a.retry_after > 0)).toHaveLength(3);
      const milo = await api('/api/chatbot-api/verify-identity', { full_name: MILO.name, email: MILO.email });
      for (let i = 0; i < 5; i++) await api('/api/chatbot-api/verify-otp', { otp_token: milo.body.otp_token, otp_code: '000000' });
      for (const name of ['Nora Pumpd', 'N Pumped', 'Nora P']) await api('/api/chatbot-api/verify-identity', { full_name: name, email: 'nobody@example.org' });
      await until(
        async () => codesTo(stack.smtp.messages, NORA.email).length === 5 && codesTo(stack.smtp.messages, MILO.email).length === 1,
        'the code emails',
      );

      await page.goto(`${stack.webUrl}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Sign in to your dashboard' }).waitFor();
      await signInFromEmail(page, stack);
      await page.getByRole('heading', { level: 1, name: 'Get started' }).waitFor();
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Activity' }).click();
      const panel = page.getByRole('region', { name: 'Fraud signals' });
      await panel.getByRole('table').waitFor();
      const today = panel.getByRole('row').nth(1);
      const cells = await today.getByRole('cell').allTextContents();
      expect(cells.slice(0, 5)).toEqual(['6', '3 (1 contact)', '1', '3', '0']);
      expect(cells[5]).toContain('n***@example.com · 5 / 3');
      expect(cells[5]).toContain('m***@example.net · 1 / 0');
      const text = (await panel.textContent()) ?? '';
      expect(text).toContain('at 5 in 10 minutes and 10 in 24 hours');
      expect(text).not.toContain(NORA.email);
      expect(text).not.toContain(MILO.email);
      await panel.scrollIntoViewIfNeeded();
      await shot(page, 'fraud-01-activity-panel');
    },
    T,
  );

  it(
    'lowers the caps on codes to one contact from the settings page',
    async () => {
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sandbox and keys' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sandbox and keys' }).waitFor();
      const ten = page.getByLabel('In 10 minutes, at most');
      // The form holds the saved settings once Save is enabled (it is disabled until they load).
      await until(async () => await page.getByRole('button', { name: 'Save' }).isEnabled(), 'the loaded settings');
      expect(await ten.inputValue()).toBe('5');
      await ten.selectOption('3');
      await page.getByLabel('In 24 hours, at most').selectOption('6');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.').waitFor();
      const tenant = (await api(`/api/tenants/${stack.tenant.tenantId}`, undefined, 'GET')).body;
      expect(tenant.code_caps).toEqual({ per_10_minutes: 3, per_24_hours: 6, set_10_minutes: 3, set_24_hours: 6 });
      await page.getByRole('group', { name: 'Codes to one customer contact' }).scrollIntoViewIfNeeded();
      await shot(page, 'fraud-02-settings-caps');
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Activity' }).click();
      await expect(page.getByRole('region', { name: 'Fraud signals' }).textContent()).resolves.toBeTruthy();
      await page.getByRole('region', { name: 'Fraud signals' }).getByText('at 3 in 10 minutes and 6 in 24 hours').waitFor();
    },
    T,
  );
});
