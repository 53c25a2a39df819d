import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../fakes/infra.js';
import { shot, signInFromEmail, startStack, until, type Stack } from './stack.js';

/**
 * The dashboard's Tickets page in real headless Chromium against the real web and worker processes
 * (Redis, PostgreSQL) and a loopback webhook receiver: every ticket with its text, notes and history;
 * the team changes status, priority and assignee there (ticket.updated reaches the receiver, as the
 * API raises it), adds a note (nothing raised), raises a ticket itself; a preview conversation's ticket
 * is marked Preview and its change raises nothing. Screenshots under test-results/browser/tk-*.png.
 */

let stack: Stack;
let context: BrowserContext;
let page: Page;
const T = 90_000;
const PATH = '/hooks/tickets';

beforeAll(async () => {
  stack = await startStack();
  context = await stack.browser.newContext({ viewport: { width: 1200, height: 900 } });
  page = await context.newPage();
}, 180_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && page && !page.isClosed()) await shot(page, `FAILED-tk-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  await stack?.close();
}, 60_000);

const api = (method: string, path: string, body?: unknown) =>
  http(stack.webUrl, method, path, { headers: { 'X-API-Key': stack.tenant.apiKey }, ...(body === undefined ? {} : { body }) });
const ticketItem = (name: string) => page.getByRole('list', { name: 'Tickets' }).getByRole('article', { name });
const updatedEvents = () => stack.receiver.received.filter((r) => r.path === PATH && r.headers['x-service-event'] === 'ticket.updated');

describe('the Tickets page', () => {
  let number = '';
  let previewNumber = '';

  it(
    'lists every ticket, a preview one marked, and opens one with its text and the customer’s repeat contact',
    async () => {
      const hook = await api('POST', '/api/sandbox/webhooks', { url: `${stack.receiver.baseUrl}${PATH}`, events: ['ticket.updated'] });
      expect(hook.body.success).toBe(true);
      const first = await api('POST', '/api/chatbot-api/create-ticket', {
        customer_name: 'Amelia Hart',
        customer_email: 'amelia.hart@example.com',
        subject: 'Cancel my contract',
        description: 'Please cancel my contract at the end of the term.',
        category: 'contract_cancellation',
      });
      number = first.body.data.ticket_number as string;
      await api('POST', '/api/chatbot-api/create-ticket', {
        customer_name: 'Amelia Hart',
        customer_email: 'amelia.hart@example.com',
        subject: 'Cancel again',
        description: 'Asking again: I want to cancel before renewal.',
        category: 'contract_cancellation',
      });
      const preview = await api('POST', `/api/tenants/${stack.tenant.tenantId}/preview/conversations`, {});
      expect(preview.status).toBe(201);
      const tried = await api('POST', `/api/tenants/${stack.tenant.tenantId}/preview/conversations/${preview.body.conversation_id}/tools/create_ticket`, {
        subject: 'Trying the bot',
        description: 'The owner tries the ticket tool.',
        category: 'general',
      });
      previewNumber = tried.body.result.ticket_number as string;

      await page.goto(`${stack.webUrl}/dashboard/tickets`);
      await page.getByRole('heading', { name: 'Sign in to your dashboard' }).waitFor();
      await signInFromEmail(page, stack);
      // Sign-in brings the owner back to the page asked for.
      await page.getByRole('heading', { level: 1, name: 'Tickets' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard/tickets');

      const mine = ticketItem(`${number} Cancel my contract`);
      await mine.waitFor();
      await expect(mine.textContent()).resolves.toContain('High priority');
      const tryRow = ticketItem(`${previewNumber} Trying the bot`);
      await expect(tryRow.locator('.badge-test').textContent()).resolves.toBe('Preview');
      await shot(page, 'tk-01-list');

      await mine.getByRole('button', { name: `Open ${number}` }).click();
      await mine.getByText('Please cancel my contract at the end of the term.').waitFor();
      await mine.getByText('Asking again: I want to cancel before renewal.').waitFor();
      await expect(mine.textContent()).resolves.toContain('the customer again');
      await expect(mine.textContent()).resolves.toContain('No changes yet.');
      await shot(page, 'tk-02-opened');
    },
    T,
  );

  it(
    'changes status, priority and assignee (ticket.updated delivered), adds a note (nothing raised), and shows the history',
    async () => {
      const mine = ticketItem(`${number} Cancel my contract`);
      const form = mine.getByRole('form', { name: `Change ${number}` });
      await form.getByLabel('Status').selectOption('pending');
      await form.getByLabel('Priority').selectOption('Low');
      await form.getByLabel('Assignee (team member number)').fill('7');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await mine.getByRole('status').filter({ hasText: 'Saved: status, priority, assignee changed (ticket.updated was sent to your webhooks).' }).waitFor();
      await mine.getByText('status open → pending; priority High → Low; assignee nobody → 7').waitFor();
      await until(async () => updatedEvents().length === 1, 'ticket.updated at the receiver');
      const event = JSON.parse(updatedEvents()[0]!.raw.toString('utf8')) as { data: { ticket_number: string; changes: Record<string, unknown> } };
      expect(event.data.ticket_number).toBe(number);
      expect(event.data.changes).toEqual({
        status: { from: 'open', to: 'pending' },
        priority: { from: 'High', to: 'Low' },
        assigned_to_user_id: { from: null, to: 7 },
      });
      await expect(mine.textContent()).resolves.toContain('pending');
      await expect(mine.textContent()).resolves.toContain('assigned to #7');

      // Only the statuses the ticket table allows are offered: pending -> open, resolved, closed.
      const options = await form.getByLabel('Status').locator('option').allTextContents();
      expect(options).toEqual(['pending', 'open', 'resolved', 'closed']);

      await mine.getByLabel('Add a note for the team (raises no webhook)').fill('Called back, left a message.');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await mine.getByRole('status').filter({ hasText: 'Note added (a note raises no webhook).' }).waitFor();
      await mine.getByText('Called back, left a message.').waitFor();
      await new Promise((r) => setTimeout(r, 1_500));
      expect(updatedEvents()).toHaveLength(1);
      await shot(page, 'tk-03-changed');
    },
    T,
  );

  it(
    'changes a preview ticket without any webhook, and the team raises a ticket itself',
    async () => {
      const tryRow = ticketItem(`${previewNumber} Trying the bot`);
      await tryRow.getByRole('button', { name: `Open ${previewNumber}` }).click();
      await tryRow.getByText(/Raised in one of your preview conversations/).waitFor();
      const form = tryRow.getByRole('form', { name: `Change ${previewNumber}` });
      await form.getByLabel('Status').selectOption('resolved');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await tryRow.getByRole('status').filter({ hasText: 'Saved: status changed (a preview ticket, so no webhook is sent).' }).waitFor();
      await tryRow.getByText('status open → resolved').waitFor();
      await new Promise((r) => setTimeout(r, 1_500));
      expect(updatedEvents()).toHaveLength(1);
      await shot(page, 'tk-04-preview-changed');

      await page.getByText('Raise a ticket', { exact: true }).click();
      const raise = page.getByRole('form', { name: 'Raise a ticket' });
      await raise.getByLabel('Subject').fill('Hi');
      await raise.getByRole('button', { name: 'Raise the ticket' }).click();
      await raise.locator('.field-error').first().waitFor();
      await raise.getByLabel('Subject').fill('Phoned about a late delivery');
      await raise.getByLabel('What the customer asked for').fill('Oliver phoned: his bike has not arrived yet.');
      await raise.getByLabel('Customer name').fill('Oliver Bennett');
      await raise.getByRole('button', { name: 'Raise the ticket' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Ticket TKT-\d+ has been created/ })
        .waitFor();
      await ticketItem('TKT-000003 Phoned about a late delivery').waitFor();
      await shot(page, 'tk-05-raised');

      await page.getByLabel('Status').first().selectOption('resolved');
      await ticketItem(`${previewNumber} Trying the bot`).waitFor();
      await until(async () => (await page.getByRole('list', { name: 'Tickets' }).getByRole('article').count()) === 1, 'only the resolved ticket listed');
      await shot(page, 'tk-06-filtered');
    },
    T,
  );
});
