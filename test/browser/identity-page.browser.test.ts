import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../fakes/infra.js';
import { shot, signInFromEmail, startStack, until, type Stack } from './stack.js';

/**
 * The Identity page in headless Chromium against the real web and worker processes (issue 28): the
 * owner creates an identity secret (shown once), copies the signing snippet (this tenant's id and the
 * new key id in it), turns customer receipts on (the tenant view says so), saves and stops using the
 * address of keys it publishes (JWKS; one with a password in it is refused), and retires the secret.
 */
let stack: Stack;
let context: BrowserContext;
let page: Page;
const T = 90_000;

beforeAll(async () => {
  stack = await startStack();
  context = await stack.browser.newContext({ viewport: { width: 1200, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.webUrl });
  page = await context.newPage();
}, 180_000);
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && page && !page.isClosed()) await shot(page, `FAILED-identity-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
});
afterAll(async () => {
  await stack?.close();
}, 60_000);

const api = (path: string, method = 'GET') => http(stack.webUrl, method, path, { headers: { 'X-API-Key': stack.tenant.apiKey } });

describe('the Identity page', () => {
  it(
    'creates a secret shown once, copies a signing snippet naming the tenant and key, turns receipts on, sets and clears a JWKS address, retires the secret',
    async () => {
      await page.goto(`${stack.webUrl}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Sign in to your dashboard' }).waitFor();
      await signInFromEmail(page, stack);
      await page.getByRole('heading', { level: 1, name: 'Get started' }).waitFor();
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Identity' }).click();
      await page.getByRole('heading', { level: 1, name: 'Identity' }).waitFor();
      await page.getByText('No secrets yet').waitFor();

      // Create: the secret is shown this once, the list has its key id, the server holds the same key.
      await page.getByRole('button', { name: 'Create a secret' }).click();
      const secretBox = page.locator('.shown-once');
      await secretBox.getByText('You will not see this secret again').waitFor();
      const secret = await secretBox.locator('input').inputValue();
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const listed = (await api(`/api/tenants/${stack.tenant.tenantId}/identity-secrets`)).body.secrets as { key_id: string; last_used_at: string | null }[];
      expect(listed).toHaveLength(1);
      const keyId = listed[0]!.key_id;
      const row = page.getByRole('row').filter({ hasText: keyId });
      await row.waitFor();
      expect(await row.getByRole('cell').nth(1).textContent()).toBe('never');
      expect(await secretBox.textContent()).toContain(keyId);

      // The snippet, copied: this tenant's audience and the new key id, the secret as UTF-8 bytes, never the secret itself.
      const snippet = page.getByRole('figure').filter({ hasText: 'Node (jose)' });
      await snippet.getByRole('button', { name: 'Copy' }).click();
      await snippet.getByText('Copied.').waitFor();
      const copied = await page.evaluate<string>('navigator.clipboard.readText()');
      expect(copied).toContain(`tenantId: ${stack.tenant.tenantId}`);
      expect(copied).toContain(`keyId: '${keyId}'`);
      expect(copied).toContain('.setAudience(`tenant:${key.tenantId}`)');
      expect(copied).toContain('new TextEncoder().encode(key.secret)');
      expect(copied).toContain(`${stack.webUrl}/api/chatbot-api/conversations/`);
      expect(copied).not.toContain(secret);
      await shot(page, 'identity-01-secret-created');

      // Customer receipts: off by default, on after the switch, as the tenant view says.
      expect((await api(`/api/tenants/${stack.tenant.tenantId}`)).body.customer_receipts).toBe(false);
      const receipts = page.getByLabel('Send customers a receipt of what the bot read');
      expect(await receipts.isChecked()).toBe(false);
      await receipts.check();
      await page.getByText('Customer receipts are on.').waitFor();
      await until(async () => (await api(`/api/tenants/${stack.tenant.tenantId}`)).body.customer_receipts === true, 'customer_receipts on the server');
      expect(await receipts.isChecked()).toBe(true);

      // Keys the tenant publishes: an address with a password in it is refused beside the field, an HTTPS one saved, then stopped after a confirmation.
      const tenantView = async () => (await api(`/api/tenants/${stack.tenant.tenantId}`)).body;
      const jwks = page.getByRole('form', { name: 'Keys you publish (JWKS)' });
      const address = jwks.getByLabel('JWKS address');
      await address.fill('https://keys:hunter2@keys.harbour-bikes.example/jwks.json');
      await jwks.getByRole('button', { name: 'Save the address' }).click();
      await jwks.locator('.field-error').filter({ hasText: "That address can't be used" }).waitFor();
      expect((await tenantView()).identity_jwks_url).toBeNull();
      const published = 'https://keys.harbour-bikes.example/.well-known/jwks.json';
      await address.fill(published);
      await jwks.getByRole('button', { name: 'Save the address' }).click();
      await jwks.getByText('Saved: tokens whose kid is one of its keys').waitFor();
      await jwks.getByText(`In use now: ${published}`).waitFor();
      expect((await tenantView()).identity_jwks_url).toBe(published);
      await jwks.scrollIntoViewIfNeeded();
      await shot(page, 'identity-02-jwks-saved');
      await jwks.getByRole('button', { name: 'Stop using it' }).click();
      await jwks.getByRole('alertdialog').getByRole('button', { name: 'Stop using the JWKS' }).click();
      await jwks.getByText('Stopped: tokens signed with its keys are refused').waitFor();
      expect((await tenantView()).identity_jwks_url).toBeNull();

      // Retire, after a confirmation: the list is empty and the server has no key left.
      await row.getByRole('button', { name: `Retire ${keyId}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Retire the secret' }).click();
      await page.getByText(`Retired ${keyId}`).waitFor();
      await page.getByText('No secrets yet').waitFor();
      expect(await page.locator('.shown-once').count()).toBe(0);
      expect((await api(`/api/tenants/${stack.tenant.tenantId}/identity-secrets`)).body.secrets).toEqual([]);
      await shot(page, 'identity-03-retired');
    },
    T,
  );
});
