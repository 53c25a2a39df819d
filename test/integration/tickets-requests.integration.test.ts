import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import { REQUEST_MESSAGES, TICKET_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { ConversationLifecycle } from '../../src/conversations/conversation-lifecycle.js';
import { platform } from '../fakes/account-connect.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { outboxEnvelopes } from '../fakes/outbox-rows.js';
import { newTenant } from '../fakes/webhook-helpers.js';

/**
 * Issue 27, items 4 and 6: a different request opens a new ticket (the duplicate rule joins only the
 * same request: the same category when both name one), a preview's contact never joins a customer's
 * ticket nor the other way round, the team raises tickets and its changes are kept as the ticket's
 * history (a preview ticket's raising no ticket.updated); a body without the JSON content type is 415.
 */

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
const clock = new ManualClock(Date.UTC(2026, 10, 22, 9, 0, 0));

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock, rpc: false });
  web = await startWeb(services);
});
afterAll(async () => {
  await web?.close();
  await services?.close();
  await env?.dropAll();
});

const amelia = { customer_name: 'Amelia Hart', customer_email: 'amelia.hart@example.com' };
const cancel = {
  ...amelia,
  subject: 'Cancel my contract',
  description: 'Please cancel my contract at the end of the term.',
  category: 'contract_cancellation',
};
const router = { ...amelia, subject: 'Router is broken', description: 'The router light has been red since Monday.', category: 'general' };

async function tenantApi() {
  const t = await newTenant(services);
  return { ...t, api: platform(web.baseUrl, t.apiKey) };
}

describe('the duplicate rule joins only the same request', () => {
  it('opens a new ticket for a request of another category within the three hours, and joins one of the same category', async () => {
    const { api, tenantId } = await tenantApi();
    const first = await api('/api/chatbot-api/create-ticket', cancel);
    clock.advance(10 * 60_000);
    const other = await api('/api/chatbot-api/create-ticket', router);
    expect(other.body.data).toMatchObject({ joined_existing: false, status: 'open' });
    expect(other.body.data.ticket_number).not.toBe(first.body.data.ticket_number);
    expect(other.body.message).toBe(TICKET_MESSAGES.created(other.body.data.ticket_number));
    const same = await api('/api/chatbot-api/create-ticket', { ...cancel, subject: 'Still want to cancel', description: 'Asking again about cancelling.' });
    expect(same.body).toEqual({
      success: true,
      message: TICKET_MESSAGES.joined(first.body.data.ticket_number, cancel.subject),
      data: { ticket_number: first.body.data.ticket_number, ticket_id: first.body.data.ticket_id, status: 'open', joined_existing: true },
    });
    const joined = await api(`/api/tickets/${first.body.data.ticket_id}`, undefined, 'GET');
    expect(joined.body.data.notes).toEqual([
      expect.objectContaining({ kind: 'repeat_contact', body: 'Still want to cancel\n\nAsking again about cancelling.' }),
    ]);
    expect(await outboxEnvelopes(services, tenantId, 'ticket.created')).toHaveLength(2);
  });

  it('joins as before when either names no category, and counts an unknown category as general', async () => {
    const { api } = await tenantApi();
    const first = await api('/api/chatbot-api/create-ticket', cancel);
    const { category: _none, ...uncategorised } = router;
    expect((await api('/api/chatbot-api/create-ticket', uncategorised)).body.data).toMatchObject({
      joined_existing: true,
      ticket_id: first.body.data.ticket_id,
    });
    const general = await api('/api/chatbot-api/create-ticket', router);
    expect(general.body.data.joined_existing).toBe(false);
    const unknown = await api('/api/chatbot-api/create-ticket', { ...router, subject: 'Router again', category: 'router_fault' });
    expect(unknown.body.data).toMatchObject({ joined_existing: true, ticket_id: general.body.data.ticket_id });
  });

  it("never joins a preview's contact to a customer's open ticket, nor a customer's to a preview's", async () => {
    const { api, tenantId } = await tenantApi();
    const preview = (await new ConversationLifecycle(services.orm, services.clock).start(tenantId, { channel: 'preview', preview: true })).conversation.id;
    const real = await api('/api/chatbot-api/create-ticket', cancel);
    const tried = await api('/api/chatbot-api/create-ticket', { ...cancel, conversation_id: preview });
    expect(tried.body.data.joined_existing).toBe(false);
    const again = await api('/api/chatbot-api/create-ticket', { ...cancel, subject: 'Cancel please', conversation_id: preview });
    expect(again.body.data).toMatchObject({ joined_existing: true, ticket_id: tried.body.data.ticket_id });
    const customer = await api('/api/chatbot-api/create-ticket', { ...cancel, subject: 'Cancel, really' });
    expect(customer.body.data).toMatchObject({ joined_existing: true, ticket_id: real.body.data.ticket_id });
    // Only the customer's ticket raised ticket.created.
    expect((await outboxEnvelopes(services, tenantId, 'ticket.created')).map((e) => e.data.ticket_id)).toEqual([real.body.data.ticket_id]);
  });

  it('still opens a new ticket after the three hours, whatever the category', async () => {
    const { api } = await tenantApi();
    const first = await api('/api/chatbot-api/create-ticket', cancel);
    clock.advance(LIMITS.duplicateTicketWindowMs + 60_000);
    const later = await api('/api/chatbot-api/create-ticket', cancel);
    expect(later.body.data.joined_existing).toBe(false);
    expect(later.body.data.ticket_id).not.toBe(first.body.data.ticket_id);
  });
});

describe('the team desk: tickets raised by the team, history of changes, preview tickets', () => {
  it('raises a ticket for the team (always new), and keeps every change of status, priority and assignee in its history', async () => {
    const { api, tenantId } = await tenantApi();
    const open = await api('/api/chatbot-api/create-ticket', cancel);
    const team = await api('/api/tickets', { subject: 'Cancel my contract', description: 'Amelia phoned to cancel too.', ...amelia, priority: 'High' });
    expect(team.status).toBe(201);
    expect(team.body).toMatchObject({ success: true, data: { status: 'open', priority: 'High', preview: false, notes: [], history: [] } });
    expect(team.body.data.ticket_id).not.toBe(open.body.data.ticket_id);
    expect(team.body.message).toBe(TICKET_MESSAGES.created(team.body.data.ticket_number));
    clock.advance(60_000);
    await api(`/api/tickets/${team.body.data.ticket_id}`, { status: 'pending', assigned_to_user_id: 7, author_user_id: 7 }, 'PATCH');
    clock.advance(60_000);
    await api(`/api/tickets/${team.body.data.ticket_id}`, { note: 'Called back, no answer.' }, 'PATCH');
    const last = await api(`/api/tickets/${team.body.data.ticket_id}`, { priority: 'Low' }, 'PATCH');
    expect(last.body.data.history).toEqual([
      {
        at: new Date(clock.now() - 60_000).toISOString(),
        changes: { status: { from: 'open', to: 'pending' }, assigned_to_user_id: { from: null, to: 7 } },
        author_user_id: 7,
      },
      { at: new Date(clock.now()).toISOString(), changes: { priority: { from: 'High', to: 'Low' } }, author_user_id: null },
    ]);
    expect(last.body.data.notes).toEqual([expect.objectContaining({ kind: 'team', body: 'Called back, no answer.' })]);
    const events = (await outboxEnvelopes(services, tenantId)).map((e) => e.event);
    expect(events).toEqual(['ticket.created', 'ticket.created', 'ticket.updated', 'ticket.updated']);
    expect((await api('/api/tickets', { subject: 'Hi', description: 'short' })).status).toBe(422);
  });

  it("marks a preview's ticket in the list and on its page, and its changes raise no ticket.updated but are kept in its history", async () => {
    const { api, tenantId } = await tenantApi();
    const preview = (await new ConversationLifecycle(services.orm, services.clock).start(tenantId, { channel: 'preview', preview: true })).conversation.id;
    const tried = await api('/api/chatbot-api/create-ticket', { ...router, conversation_id: preview });
    const real = await api('/api/chatbot-api/create-ticket', cancel);
    const list = await api('/api/tickets', undefined, 'GET');
    expect(list.body.data.map((t: { ticket_id: number; preview: boolean }) => [t.ticket_id, t.preview])).toEqual([
      [real.body.data.ticket_id, false],
      [tried.body.data.ticket_id, true],
    ]);
    const changed = await api(`/api/tickets/${tried.body.data.ticket_id}`, { status: 'resolved', priority: 'Low', assigned_to_user_id: 3 }, 'PATCH');
    expect(changed.body).toMatchObject({ changed: ['status', 'priority', 'assigned_to_user_id'], data: { preview: true, status: 'resolved' } });
    expect(changed.body.data.history).toHaveLength(1);
    expect(await outboxEnvelopes(services, tenantId, 'ticket.updated')).toEqual([]);
    expect((await outboxEnvelopes(services, tenantId, 'ticket.created')).map((e) => e.data.ticket_id)).toEqual([real.body.data.ticket_id]);
  });
});

describe('a body without the JSON content type', () => {
  it('is 415 naming the header, not "Field required" for fields that were sent', async () => {
    const { apiKey } = await tenantApi();
    const body = JSON.stringify(cancel);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const res = await fetch(`${web.baseUrl}/api/chatbot-api/create-ticket`, {
        method: 'POST',
        headers: { 'X-API-Key': apiKey, ...(type ? { 'content-type': type } : {}) },
        body: new TextEncoder().encode(body),
      });
      expect(res.status, String(type)).toBe(415);
      expect(await res.json()).toEqual({ detail: REQUEST_MESSAGES.jsonContentType(type ?? null) });
    }
    // With the header, the same body is taken; a JSON type with a charset or a +json type too; a bodiless call is not refused.
    const ok = await http(web.baseUrl, 'POST', '/api/chatbot-api/create-ticket', { headers: { 'X-API-Key': apiKey }, body: cancel });
    expect(ok.status).toBe(200);
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const res = await fetch(`${web.baseUrl}/api/chatbot-api/create-ticket`, { method: 'POST', headers: { 'X-API-Key': apiKey, 'content-type': type }, body });
      expect(res.status, type).toBe(200);
    }
    expect((await fetch(`${web.baseUrl}/api/tickets`, { headers: { 'X-API-Key': apiKey } })).status).toBe(200);
  });
});
