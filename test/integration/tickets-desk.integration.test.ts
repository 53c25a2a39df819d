import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { TICKET_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { TICKET_TRANSITIONS } from '../../src/tickets/ticket-states.js';
import { TICKET_STATUSES, type TicketStatus } from '../../config/contract.js';
import { platform } from '../fakes/account-connect.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { outboxEnvelopes } from '../fakes/outbox-rows.js';
import { newTenant } from '../fakes/webhook-helpers.js';

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

type Api = ReturnType<typeof platform>;
async function tenantWithTicket(body: Record<string, unknown> = {}): Promise<{ tenantId: number; api: Api; ticketId: number; ticketNumber: string }> {
  const t = await newTenant(services);
  const api = platform(web.baseUrl, t.apiKey);
  const res = await api('/api/chatbot-api/create-ticket', {
    customer_name: 'Oliver Bennett',
    customer_email: 'oliver.bennett@example.net',
    subject: 'Router keeps dropping',
    description: 'The broadband drops every evening around 8pm.',
    category: 'general',
    ...body,
  });
  return { tenantId: t.tenantId, api, ticketId: res.body.data.ticket_id, ticketNumber: res.body.data.ticket_number };
}

describe('PATCH /api/tickets/:ticketId', () => {
  it('raises ticket.updated with changes {status: {from, to}} for a status change, carrying the ticket fields', async () => {
    const { tenantId, api, ticketId, ticketNumber } = await tenantWithTicket();
    clock.advance(60_000);
    const res = await api(`/api/tickets/${ticketId}`, { status: 'pending' }, 'PATCH');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      changed: ['status'],
      data: { ticket_id: ticketId, status: 'pending', updated_at: new Date(clock.now()).toISOString() },
    });
    const [updated, ...rest] = await outboxEnvelopes(services, tenantId, 'ticket.updated');
    expect(rest).toEqual([]);
    expect(updated!.data).toEqual({
      ticket_id: ticketId,
      ticket_number: ticketNumber,
      subject: 'Router keeps dropping',
      description: 'The broadband drops every evening around 8pm.',
      priority: 'Medium',
      status: 'pending',
      conversation_id: null,
      customer_name: 'Oliver Bennett',
      customer_email: 'oliver.bennett@example.net',
      customer_phone: null,
      assigned_to_user_id: null,
      created_at: expect.any(String),
      changes: { status: { from: 'open', to: 'pending' } },
    });
  });

  it('raises changes {priority} for a priority change', async () => {
    const { tenantId, api, ticketId } = await tenantWithTicket();
    await api(`/api/tickets/${ticketId}`, { priority: 'High' }, 'PATCH');
    const events = await outboxEnvelopes(services, tenantId, 'ticket.updated');
    expect(events.map((e) => e.data.changes)).toEqual([{ priority: { from: 'Medium', to: 'High' } }]);
  });

  it('raises changes {assigned_to_user_id} for assigning and unassigning', async () => {
    const { tenantId, api, ticketId } = await tenantWithTicket();
    await api(`/api/tickets/${ticketId}`, { assigned_to_user_id: 42 }, 'PATCH');
    await api(`/api/tickets/${ticketId}`, { assigned_to_user_id: null }, 'PATCH');
    const events = await outboxEnvelopes(services, tenantId, 'ticket.updated');
    expect(events.map((e) => e.data.changes)).toEqual([{ assigned_to_user_id: { from: null, to: 42 } }, { assigned_to_user_id: { from: 42, to: null } }]);
    expect(events.map((e) => e.data.assigned_to_user_id)).toEqual([42, null]);
  });

  it('reports every changed field at once, and only those', async () => {
    const { tenantId, api, ticketId } = await tenantWithTicket();
    const res = await api(
      `/api/tickets/${ticketId}`,
      { status: 'resolved', priority: 'Medium', assigned_to_user_id: 7, note: 'Replaced the router.' },
      'PATCH',
    );
    expect(res.body.changed).toEqual(['status', 'assigned_to_user_id']);
    const [e] = await outboxEnvelopes(services, tenantId, 'ticket.updated');
    expect(e!.data.changes).toEqual({ status: { from: 'open', to: 'resolved' }, assigned_to_user_id: { from: null, to: 7 } });
  });

  it('raises nothing for a notes-only edit, nor for setting a field to the value it has', async () => {
    const { tenantId, api, ticketId } = await tenantWithTicket();
    const res = await api(`/api/tickets/${ticketId}`, { note: 'Called the customer, no answer.', author_user_id: 3 }, 'PATCH');
    expect(res.status).toBe(200);
    expect(res.body.changed).toEqual([]);
    expect(res.body.data.notes).toEqual([expect.objectContaining({ kind: 'team', body: 'Called the customer, no answer.', author_user_id: 3 })]);
    await api(`/api/tickets/${ticketId}`, { status: 'open', priority: 'Medium', assigned_to_user_id: null }, 'PATCH');
    expect(await outboxEnvelopes(services, tenantId, 'ticket.updated')).toEqual([]);
  });

  it('follows the transition table: allowed moves change the status, others answer 400 with the allowed statuses', async () => {
    for (const from of TICKET_STATUSES) {
      for (const to of TICKET_STATUSES) {
        if (from === to) continue;
        const { api, ticketId } = await tenantWithTicket();
        if (from !== 'open') await reach(api, ticketId, from);
        const res = await api(`/api/tickets/${ticketId}`, { status: to }, 'PATCH');
        const allowed = TICKET_TRANSITIONS[from].includes(to);
        if (allowed) {
          expect([from, to, res.status, res.body.data.status]).toEqual([from, to, 200, to]);
        } else {
          expect([from, to, res.status]).toEqual([from, to, 400]);
          expect(res.body).toEqual({ detail: TICKET_MESSAGES.cannotMove(from, to), status: from, allowed_statuses: [...TICKET_TRANSITIONS[from]] });
        }
      }
    }
  });

  it('answers 422 for an empty change, an unknown status or priority, and a non-integer assignee', async () => {
    const { api, ticketId } = await tenantWithTicket();
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{}, ['body']],
      [{ status: 'solved' }, ['body', 'status']],
      [{ priority: 'urgent' }, ['body', 'priority']],
      [{ assigned_to_user_id: 'bob' }, ['body', 'assigned_to_user_id']],
      [{ note: '   ' }, ['body', 'note']],
    ];
    for (const [body, loc] of cases) {
      const res = await api(`/api/tickets/${ticketId}`, body, 'PATCH');
      expect([body, res.status, res.body.detail[0].loc]).toEqual([body, 422, loc]);
    }
    expect((await api(`/api/tickets/${ticketId}`, {}, 'PATCH')).body.detail[0].msg).toBe(TICKET_MESSAGES.nothingToUpdate);
  });

  it("answers 404 for another tenant's ticket and changes nothing", async () => {
    const mine = await tenantWithTicket();
    const other = await tenantWithTicket();
    const res = await other.api(`/api/tickets/${mine.ticketId}`, { status: 'closed' }, 'PATCH');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: TICKET_MESSAGES.notFound });
    expect((await mine.api(`/api/tickets/${mine.ticketId}`, undefined, 'GET')).body.data.status).toBe('open');
    expect(await outboxEnvelopes(services, mine.tenantId, 'ticket.updated')).toEqual([]);
  });
});

/** Moves an open ticket to `status` along allowed transitions. */
async function reach(api: Api, ticketId: number, status: TicketStatus): Promise<void> {
  const res = await api(`/api/tickets/${ticketId}`, { status }, 'PATCH');
  if (res.status !== 200) throw new Error(`could not reach ${status}: ${JSON.stringify(res.body)}`);
}

describe('GET /api/tickets and /api/tickets/:ticketId', () => {
  it("lists the tenant's tickets newest first, filters by status and pages with next_before", async () => {
    const t = await newTenant(services);
    const api = platform(web.baseUrl, t.apiKey);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api('/api/chatbot-api/create-ticket', {
        customer_name: `Customer ${i}`,
        subject: `Question ${i} here`,
        description: 'A question about the account.',
      });
      ids.push(res.body.data.ticket_id);
    }
    await api(`/api/tickets/${ids[1]}`, { status: 'pending' }, 'PATCH');
    const page1 = await api('/api/tickets?limit=2', undefined, 'GET');
    expect(page1.body.data.map((x: { ticket_id: number }) => x.ticket_id)).toEqual([ids[4], ids[3]]);
    expect(page1.body).toMatchObject({ success: true, count: 2, next_before: ids[3] });
    const page2 = await api(`/api/tickets?limit=10&before=${page1.body.next_before}`, undefined, 'GET');
    expect(page2.body.data.map((x: { ticket_id: number }) => x.ticket_id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(page2.body.next_before).toBeNull();
    const pending = await api('/api/tickets?status=pending', undefined, 'GET');
    expect(pending.body.data.map((x: { ticket_id: number }) => x.ticket_id)).toEqual([ids[1]]);
    const other = platform(web.baseUrl, (await newTenant(services)).apiKey);
    expect((await other('/api/tickets', undefined, 'GET')).body).toEqual({ success: true, count: 0, data: [], next_before: null });
    expect((await other(`/api/tickets/${ids[0]}`, undefined, 'GET')).status).toBe(404);
  });
});
