import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { LIMITS } from '../../config/limits.js';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { MESSAGES, TICKET_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { CATEGORY_PRIORITY } from '../../src/tickets/priority.js';
import { connectAccount, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { outboxEnvelopes } from '../fakes/outbox-rows.js';
import { newTenant } from '../fakes/webhook-helpers.js';

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let pool: { close(): Promise<void> };
const clock = new ManualClock(Date.UTC(2026, 10, 22, 9, 0, 0));

const valid = { customer_name: 'Amelia Hart', subject: 'Cancel my contract', description: 'I would like to cancel my contract at the end of the term.' };

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock });
  web = await startWeb(services);
  pool = await startAccountConnectPool(services);
});
afterAll(async () => {
  await pool?.close();
  await web?.close();
  await services?.close();
  await env?.dropAll();
});

async function tenantApi(): Promise<{ tenantId: number; apiKey: string; api: ReturnType<typeof platform> }> {
  const t = await newTenant(services);
  return { ...t, api: platform(web.baseUrl, t.apiKey) };
}

describe('POST /api/chatbot-api/create-ticket: validation', () => {
  const cases: [string, Record<string, unknown>, (string | number)[], string][] = [
    ['a subject under 5 characters', { ...valid, subject: 'Help' }, ['body', 'subject'], 'too_small'],
    ['a subject of spaces around 4 characters (trimmed first)', { ...valid, subject: '  Help  ' }, ['body', 'subject'], 'too_small'],
    ['a subject over 255 characters', { ...valid, subject: 'x'.repeat(256) }, ['body', 'subject'], 'too_big'],
    ['a description under 10 characters', { ...valid, description: 'Too short' }, ['body', 'description'], 'too_small'],
    ['a description over 5,000 characters', { ...valid, description: 'y'.repeat(5_001) }, ['body', 'description'], 'too_big'],
    ['a mobile in neither UK nor international format', { ...valid, customer_mobile: '12345' }, ['body', 'customer_mobile'], 'custom'],
    ['a mobile with letters', { ...valid, customer_mobile: '07700 9OO123' }, ['body', 'customer_mobile'], 'custom'],
    ['a missing subject', { customer_name: 'A', description: valid.description }, ['body', 'subject'], 'missing'],
    ['a missing description', { customer_name: 'A', subject: valid.subject }, ['body', 'description'], 'missing'],
    ['a missing customer_name', { subject: valid.subject, description: valid.description }, ['body', 'customer_name'], 'missing'],
    ['a subject that is a number', { ...valid, subject: 12345 }, ['body', 'subject'], 'invalid_type'],
    ['a customer_name that is an object', { ...valid, customer_name: { first: 'A' } }, ['body', 'customer_name'], 'invalid_type'],
    ['a conversation_id given as a string', { ...valid, conversation_id: '12' }, ['body', 'conversation_id'], 'invalid_type'],
    ['a conversation_id with a fraction', { ...valid, conversation_id: 1.5 }, ['body', 'conversation_id'], 'invalid_type'],
    ['a category that is a boolean', { ...valid, category: true }, ['body', 'category'], 'invalid_type'],
    ['a session_token that is a number', { ...valid, session_token: 42 }, ['body', 'session_token'], 'invalid_type'],
  ];
  it.each(cases)('answers 422 for %s, with its loc', async (_what, body, loc, type) => {
    const { api, tenantId } = await tenantApi();
    const res = await api('/api/chatbot-api/create-ticket', body);
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc, type, msg: expect.any(String) })]);
    expect(await outboxEnvelopes(services, tenantId)).toEqual([]);
  });

  it('uses the mobile-format message of TICKET_MESSAGES', async () => {
    const { api } = await tenantApi();
    const res = await api('/api/chatbot-api/create-ticket', { ...valid, customer_mobile: '+0 12' });
    expect(res.body.detail[0].msg).toBe(TICKET_MESSAGES.mobileFormat);
  });

  it('accepts the edges: 5 and 255 character subjects, 10 and 5,000 character descriptions', async () => {
    const { api } = await tenantApi();
    for (const body of [
      { ...valid, subject: 'abcde', description: '0123456789', customer_email: 'a@example.com' },
      { ...valid, subject: 's'.repeat(255), description: 'd'.repeat(5_000), customer_email: 'b@example.com' },
    ]) {
      const res = await api('/api/chatbot-api/create-ticket', body);
      expect(res.status).toBe(200);
    }
  });

  it.each(['07700 900123', '07700900123', '020 7946 0000', '+44 7700 900123', '+44 (0)7700 900123', '0044 7700 900123', '+1 415-555-0100', '+353 85 123 4567'])(
    'accepts the mobile %s',
    async (mobile) => {
      const { api } = await tenantApi();
      const res = await api('/api/chatbot-api/create-ticket', { ...valid, customer_mobile: mobile });
      expect(res.status).toBe(200);
    },
  );

  it('treats empty and null optional fields as not given', async () => {
    const { api } = await tenantApi();
    const res = await api('/api/chatbot-api/create-ticket', {
      ...valid,
      customer_email: '',
      customer_mobile: '',
      category: null,
      session_token: '',
      conversation_id: null,
    });
    expect(res.status).toBe(200);
  });

  it('answers 401 {detail:"Invalid API key"} for a missing or wrong key, before validating', async () => {
    for (const headers of [{}, { 'X-API-Key': 'sk_wrong' }] as Record<string, string>[]) {
      const res = await fetch(`${web.baseUrl}/api/chatbot-api/create-ticket`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({}),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: MESSAGES.invalidApiKey });
    }
  });
});

describe('POST /api/chatbot-api/create-ticket: the ticket', () => {
  it('answers success, a message naming the ticket number, and data {ticket_number, ticket_id, status open}; raises ticket.created', async () => {
    const { api, tenantId } = await tenantApi();
    const res = await api('/api/chatbot-api/create-ticket', {
      ...valid,
      customer_email: 'Amelia.Hart@Example.com',
      customer_mobile: '07700 900201',
      category: 'contract_cancellation',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: TICKET_MESSAGES.created('TKT-000001'),
      data: { ticket_number: 'TKT-000001', ticket_id: expect.any(Number), status: 'open', joined_existing: false },
    });
    expect(res.body.message).toContain(res.body.data.ticket_number);
    const events = await outboxEnvelopes(services, tenantId);
    expect(events).toEqual([
      {
        event: 'ticket.created',
        tenant_id: tenantId,
        created_at: new Date(clock.now()).toISOString(),
        data: {
          ticket_id: res.body.data.ticket_id,
          ticket_number: 'TKT-000001',
          subject: valid.subject,
          description: valid.description,
          priority: 'High',
          status: 'open',
          conversation_id: null,
          customer_name: 'Amelia Hart',
          customer_email: 'Amelia.Hart@Example.com',
          customer_phone: '07700 900201',
          assigned_to_user_id: null,
          created_at: new Date(clock.now()).toISOString(),
        },
      },
    ]);
  });

  it('sets the priority from the category table; unknown, missing and differently-cased categories', async () => {
    const { api, tenantId } = await tenantApi();
    const expected: [string | undefined, string][] = [
      ...Object.entries(CATEGORY_PRIORITY),
      ['refund_request', 'Medium'],
      [undefined, 'Medium'],
      ['  Payment_Issue ', 'High'],
      ['CUSTOMER_INQUIRY', 'Low'],
    ];
    expect(Object.fromEntries(Object.entries(CATEGORY_PRIORITY))).toEqual({
      contract_cancellation: 'High',
      payment_issue: 'High',
      network_refresh: 'Medium',
      sim_activation: 'Medium',
      general: 'Medium',
      customer_inquiry: 'Low',
    });
    for (const [category, priority] of expected) {
      // No customer details: the duplicate rule never joins these.
      const res = await api('/api/chatbot-api/create-ticket', { ...valid, customer_name: '', ...(category === undefined ? {} : { category }) });
      expect(res.status).toBe(200);
      const ticket = await api(`/api/tickets/${res.body.data.ticket_id}`, undefined, 'GET');
      expect([category, ticket.body.data.priority]).toEqual([category, priority]);
      expect(ticket.body.data).not.toHaveProperty('category');
    }
    const priorities = (await outboxEnvelopes(services, tenantId, 'ticket.created')).map((e) => e.data.priority);
    expect(priorities).toEqual(expected.map(([, p]) => p));
  });

  it('numbers tickets per tenant: TKT-000001, TKT-000002 ... in each account', async () => {
    const a = await tenantApi();
    const b = await tenantApi();
    const numbers = async (t: typeof a, n: number): Promise<string[]> => {
      const out: string[] = [];
      for (let i = 0; i < n; i++) out.push((await t.api('/api/chatbot-api/create-ticket', { ...valid, customer_name: '' })).body.data.ticket_number);
      return out;
    };
    expect(await numbers(a, 3)).toEqual(['TKT-000001', 'TKT-000002', 'TKT-000003']);
    expect(await numbers(b, 2)).toEqual(['TKT-000001', 'TKT-000002']);
  });

  it("links the tenant's own conversation and ignores another tenant's (ticket created unlinked)", async () => {
    const mine = await tenantApi();
    const other = await tenantApi();
    const own = await mine.api('/api/conversations', { channel: 'web' });
    const foreign = await other.api('/api/conversations', { channel: 'web' });
    const linked = await mine.api('/api/chatbot-api/create-ticket', { ...valid, customer_name: '', conversation_id: own.body.data.conversation_id });
    const unlinked = await mine.api('/api/chatbot-api/create-ticket', { ...valid, customer_name: '', conversation_id: foreign.body.data.conversation_id });
    const nobody = await mine.api('/api/chatbot-api/create-ticket', { ...valid, customer_name: '', conversation_id: 9_999_999_999 });
    expect([linked.status, unlinked.status, nobody.status]).toEqual([200, 200, 200]);
    const created = await outboxEnvelopes(services, mine.tenantId, 'ticket.created');
    expect(created.map((e) => e.data.conversation_id)).toEqual([own.body.data.conversation_id, null, null]);
  });

  it("uses the verified name for an empty customer_name with a valid session_token; the session is the customer's identity for the duplicate rule", async () => {
    const t = await tenantApi();
    const connected = await connectAccount(web.baseUrl, t, { base_url: `${web.baseUrl}${DEMO_PATH}`, api_key: env.config.DEMO_API_KEY });
    expect(connected.body.chain_test.passed).toBe(true);
    const vi = await t.api('/api/chatbot-api/verify-identity', { full_name: 'Priya Shah', postcode: 'LS1 4AP' });
    const vo = await t.api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' });
    const session = vo.body.session_token as string;
    expect(session).toEqual(expect.any(String));
    const first = await t.api('/api/chatbot-api/create-ticket', { ...valid, customer_name: '', session_token: session });
    // The same verified session is the same customer: it joins, even with no email or mobile given.
    const again = await t.api('/api/chatbot-api/create-ticket', { ...valid, customer_name: 'Someone Else', subject: 'Another thing', session_token: session });
    expect(again.body.data).toMatchObject({ ticket_id: first.body.data.ticket_id, joined_existing: true });
    await t.api('/api/chatbot-api/create-ticket', { ...valid, customer_name: '', session_token: 'not-a-session' });
    const other = await tenantApi();
    await other.api('/api/chatbot-api/create-ticket', { ...valid, customer_name: '', session_token: session });
    const names = (await outboxEnvelopes(services, t.tenantId, 'ticket.created')).map((e) => e.data.customer_name);
    expect(names[0]).toBe('Priya Shah');
    expect(names[1]).toBeNull();
    // Another tenant cannot use this tenant's session.
    expect((await outboxEnvelopes(services, other.tenantId, 'ticket.created'))[0]?.data.customer_name).toBeNull();
  });
});

describe('POST /api/chatbot-api/create-ticket: the three-hour duplicate rule', () => {
  const again = { ...valid, subject: 'Still waiting', description: 'I asked about cancelling earlier and have not heard back.' };

  it('adds a note to the open ticket at 2h59m and says which ticket it joined; opens a new ticket at 3h01m', async () => {
    const { api, tenantId } = await tenantApi();
    const first = await api('/api/chatbot-api/create-ticket', { ...valid, customer_email: 'amelia.hart@example.com' });
    clock.advance(LIMITS.duplicateTicketWindowMs - 60_000);
    const joined = await api('/api/chatbot-api/create-ticket', { ...again, customer_email: '  AMELIA.HART@example.com ' });
    expect(joined.body).toEqual({
      success: true,
      message: TICKET_MESSAGES.joined(first.body.data.ticket_number, valid.subject),
      data: { ticket_number: first.body.data.ticket_number, ticket_id: first.body.data.ticket_id, status: 'open', joined_existing: true },
    });
    const ticket = await api(`/api/tickets/${first.body.data.ticket_id}`, undefined, 'GET');
    expect(ticket.body.data.notes).toEqual([expect.objectContaining({ kind: 'repeat_contact', body: `${again.subject}\n\n${again.description}` })]);
    clock.advance(2 * 60_000); // 3h01m after the first
    const fresh = await api('/api/chatbot-api/create-ticket', { ...again, customer_email: 'amelia.hart@example.com' });
    expect(fresh.body.data).toMatchObject({ ticket_number: 'TKT-000002', joined_existing: false });
    expect(fresh.body.message).toBe(TICKET_MESSAGES.created('TKT-000002'));
    // Joining raised nothing: one ticket.created per ticket.
    expect((await outboxEnvelopes(services, tenantId)).map((e) => e.event)).toEqual(['ticket.created', 'ticket.created']);
  });

  it('recognises the same mobile in UK and international form (last 10 digits), and not a different one', async () => {
    const { api } = await tenantApi();
    const first = await api('/api/chatbot-api/create-ticket', { ...valid, customer_mobile: '07700 900201' });
    const joined = await api('/api/chatbot-api/create-ticket', { ...again, customer_mobile: '+44 7700 900201', customer_email: 'new@example.com' });
    expect(joined.body.data).toMatchObject({ ticket_id: first.body.data.ticket_id, joined_existing: true });
    const stranger = await api('/api/chatbot-api/create-ticket', { ...again, customer_mobile: '07700 900202' });
    expect(stranger.body.data.joined_existing).toBe(false);
  });

  it('does not join a ticket that is no longer open', async () => {
    const { api } = await tenantApi();
    const first = await api('/api/chatbot-api/create-ticket', { ...valid, customer_email: 'r@example.com' });
    await api(`/api/tickets/${first.body.data.ticket_id}`, { status: 'resolved' }, 'PATCH');
    const next = await api('/api/chatbot-api/create-ticket', { ...again, customer_email: 'r@example.com' });
    expect(next.body.data).toMatchObject({ joined_existing: false, ticket_number: 'TKT-000002' });
  });

  it("never joins another tenant's ticket for the same email", async () => {
    const a = await tenantApi();
    const b = await tenantApi();
    await a.api('/api/chatbot-api/create-ticket', { ...valid, customer_email: 'shared@example.com' });
    const res = await b.api('/api/chatbot-api/create-ticket', { ...valid, customer_email: 'shared@example.com' });
    expect(res.body.data).toMatchObject({ joined_existing: false, ticket_number: 'TKT-000001' });
  });

  it('turns concurrent requests of one customer into one ticket and notes on it', async () => {
    const { api, tenantId } = await tenantApi();
    const n = 12;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        api('/api/chatbot-api/create-ticket', {
          ...valid,
          description: `Request number ${i} about cancelling.`,
          customer_email: 'race@example.com',
          customer_mobile: i % 2 ? '+44 7700 900299' : undefined,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(n).fill(200));
    const created = results.filter((r) => r.body.data.joined_existing === false);
    expect(created).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.data.ticket_id)).size).toBe(1);
    expect(await outboxEnvelopes(services, tenantId, 'ticket.created')).toHaveLength(1);
    const ticket = await api(`/api/tickets/${created[0]!.body.data.ticket_id}`, undefined, 'GET');
    expect(ticket.body.data.notes).toHaveLength(n - 1);
  });
});

describe('GET /api/openapi.json (tickets, conversations, sandbox)', () => {
  it('documents create-ticket with the spec lengths, and every team-side, conversation and sandbox route', async () => {
    const res = await fetch(`${web.baseUrl}/api/openapi.json`);
    const doc = (await res.json()) as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: { 'application/json': { schema: { properties: Record<string, { minLength?: number; maxLength?: number }> } } } } }
        >
      >;
    };
    const create = doc.paths['/api/chatbot-api/create-ticket']!.post!.requestBody!.content['application/json'].schema.properties;
    expect([create.subject?.minLength, create.subject?.maxLength, create.description?.minLength, create.description?.maxLength]).toEqual([5, 255, 10, 5_000]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/tickets',
        '/api/tickets/{ticketId}',
        '/api/conversations',
        '/api/conversations/{conversationId}',
        '/api/conversations/{conversationId}/messages',
        '/api/conversations/{conversationId}/handover',
        '/api/conversations/{conversationId}/close',
        '/api/conversations/{conversationId}/comments',
        '/api/conversations/{conversationId}/recognised',
        '/api/sandbox',
        '/api/sandbox/reset',
      ]),
    );
    expect(Object.keys(doc.paths['/api/sandbox']!).sort()).toEqual(['delete', 'get', 'post']);
  });
});
