import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../config/limits.js';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { BOT_TOOL_NAMES } from '../../src/bot/tools.js';
import { strictSchema, type JsonSchema } from '../../src/bot/formats.js';
import { OutboxEvent } from '../../src/db/entities/outbox-event.js';
import { BOT_MESSAGES, CONVERSATION_MESSAGES, MESSAGES, TICKET_MESSAGES, VERIFICATION_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { connectAccount, createTenant, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { startFakeAccountConnect, type FakeAccountConnect } from '../fakes/fake-account-connect.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let pool: { close(): Promise<void> };
let demoBase: string;
let partner: FakeAccountConnect;

type Api = ReturnType<typeof platform>;
type Tenant = { tenantId: number; apiKey: string; api: Api };

const ACCOUNT_TOOLS = ['account_summary', 'orders', 'invoices', 'bookings', 'subscriptions', 'tickets'] as const;

async function tenantOn(name: string, base: { base_url: string; api_key: string }): Promise<Tenant> {
  const tenant = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, name);
  const res = await connectAccount(web.baseUrl, tenant, base);
  expect(res.body.chain_test.passed).toBe(true);
  return { ...tenant, api: platform(web.baseUrl, tenant.apiKey) };
}
const demoTenant = (name: string): Promise<Tenant> => tenantOn(name, { base_url: demoBase, api_key: env.config.DEMO_API_KEY });

async function conversation(t: Tenant, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.api('/api/conversations', { channel: 'web', ...extra });
  expect([200, 201]).toContain(res.status);
  return res.body.data.conversation_id as number;
}
const tool = (t: Tenant, conv: number | string, name: string, args: unknown = {}) =>
  t.api(`/api/chatbot-api/conversations/${typeof conv === 'string' ? encodeURIComponent(conv) : conv}/tools/${name}`, args);

async function verifyInConversation(t: Tenant, conv: number | string, identity: Record<string, unknown>): Promise<void> {
  expect((await tool(t, conv, 'verify_identity', identity)).body.success).toBe(true);
  expect((await tool(t, conv, 'verify_otp', { otp_code: '123456' })).body).toEqual({ success: true, message: VERIFICATION_MESSAGES.verified });
}

async function events(tenantId: number, event: string): Promise<Record<string, unknown>[]> {
  const rows = await services.orm.em.fork().find(OutboxEvent, { tenantId, event }, { orderBy: { id: 'asc' } });
  return rows.map((r) => (JSON.parse(r.body) as { data: Record<string, unknown> }).data);
}

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env);
  web = await startWeb(services);
  pool = await startAccountConnectPool(services);
  demoBase = `${web.baseUrl}${DEMO_PATH}`;
  partner = await startFakeAccountConnect();
});

afterAll(async () => {
  await partner?.close();
  await pool?.close();
  await web?.close();
  await services?.close();
  await env?.dropAll();
});

describe('GET /api/chatbot-api/tools', () => {
  it('lists the whole toolset in the common JSON-schema form, with no token or customer-id argument', async () => {
    const t = await demoTenant('Tools List');
    const res = await t.api('/api/chatbot-api/tools', undefined, 'GET');
    expect(res.status).toBe(200);
    expect((res.body.tools as { name: string }[]).map((x) => x.name)).toEqual(BOT_TOOL_NAMES);
    expect(res.body.tools[0].input_schema).toMatchObject({ type: 'object', required: ['full_name'], additionalProperties: false });
    expect(res.body.mcp).toMatch(/\/mcp/);
    expect(JSON.stringify(res.body)).not.toMatch(/session_token|otp_token|customer_id/);
  });

  it('gives the same list as OpenAI function tools and as Anthropic tools, and 422s an unknown format', async () => {
    const t = await demoTenant('Tools Formats');
    const common = (await t.api('/api/chatbot-api/tools', undefined, 'GET')).body.tools as { name: string; description: string; input_schema: unknown }[];
    const openai = await t.api('/api/chatbot-api/tools?format=openai', undefined, 'GET');
    expect(openai.body.format).toBe('openai');
    expect(openai.body.tools).toEqual(
      common.map((c) => ({
        type: 'function',
        function: { name: c.name, description: c.description, parameters: strictSchema(c.input_schema as JsonSchema), strict: true },
      })),
    );
    const anthropic = await t.api('/api/chatbot-api/tools?format=anthropic', undefined, 'GET');
    expect(anthropic.body.tools).toEqual(common.map((c) => ({ name: c.name, description: c.description, input_schema: c.input_schema })));
    const bad = await t.api('/api/chatbot-api/tools?format=gemini', undefined, 'GET');
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['query', 'format']);
  });
});

describe('POST /api/chatbot-api/conversations/:id/tools/:name — the gate', () => {
  it('answers needs_verification from every account tool until verify_otp succeeds in that conversation, whatever arguments are sent', async () => {
    const t = await demoTenant('Gate Shop');
    const conv = await conversation(t);
    // A valid session obtained outside the conversation does not open it.
    const vi = await t.api('/api/chatbot-api/verify-identity', { full_name: 'Amelia Hart', postcode: 'BS1 5TR' });
    const outside = (await t.api('/api/chatbot-api/verify-otp', { otp_token: vi.body.otp_token, otp_code: '123456' })).body.session_token as string;
    expect(outside).toEqual(expect.any(String));
    for (const name of ACCOUNT_TOOLS) {
      for (const args of [{}, { session_token: outside }, { customer_id: 'cus_1001' }]) {
        const res = await tool(t, conv, name, args);
        expect(res.status, name).toBe(200);
        expect(res.body, `${name} ${JSON.stringify(args)}`).toEqual({
          success: false,
          needs_verification: true,
          message: VERIFICATION_MESSAGES.needsVerification,
        });
      }
    }
    const byOrder = await tool(t, conv, 'track_order', { order_number: 'AH-1001' });
    expect(byOrder.body).toMatchObject({ success: false, needs_verification: true });

    await verifyInConversation(t, conv, { full_name: 'Fatima Khan', email: 'fatima.khan@example.co.uk' });
    for (const name of ACCOUNT_TOOLS) {
      const res = await tool(t, conv, name, { customer_id: 'cus_1001' });
      expect(res.status, name).toBe(200);
      expect(res.body, name).not.toHaveProperty('needs_verification');
      expect(JSON.stringify(res.body).length, name).toBeLessThanOrEqual(LIMITS.botReadChars);
    }
    // The customer_id argument named Amelia; the conversation's verified customer is Fatima.
    const summary = await tool(t, conv, 'account_summary', { customer_id: 'cus_1001' });
    expect(summary.body).toMatchObject({ success: true, account: { account_number: 'AC-1005', name: 'Fatima Khan' } });
    expect((await tool(t, conv, 'invoices')).body.success).toBe(true);
    // Another conversation of the same tenant is still gated.
    expect((await tool(t, await conversation(t), 'orders')).body.needs_verification).toBe(true);
  });

  it('takes the nulls a strict-mode model sends for optional arguments as not given, and still refuses a null where a value is required', async () => {
    const t = await demoTenant('Strict Shop');
    const conv = await conversation(t);
    const identity = await tool(t, conv, 'verify_identity', { full_name: 'Amelia Hart', postcode: null, email: null, mobile_number: '07700 900201' });
    expect(identity.status).toBe(200);
    expect(identity.body.success).toBe(true);
    const noCode = await tool(t, conv, 'verify_otp', { otp_code: null });
    expect(noCode.status).toBe(422);
    expect(noCode.body.detail[0].loc).toEqual(['body', 'otp_code']);
    expect((await tool(t, conv, 'verify_otp', { otp_code: '123456' })).body.success).toBe(true);
    const tracked = await tool(t, conv, 'track_order', { tracking_number: null, order_number: 'AH-1011', postcode: null });
    expect(tracked.status).toBe(200);
    expect(tracked.body).not.toHaveProperty('needs_verification');
    const neither = await tool(t, conv, 'track_order', { tracking_number: null, order_number: null, postcode: null });
    expect(neither.status).toBe(422);
    const ticket = await tool(t, conv, 'create_ticket', {
      subject: 'Change my address',
      description: 'Please move deliveries to my new flat.',
      category: null,
    });
    expect(ticket.body).toMatchObject({ success: true, ticket_number: expect.stringMatching(/^TKT-/) });
  });

  it('answers track_order by a tracking number without verification, and refuses a short value as a tracking number', async () => {
    const t = await demoTenant('Tracking Shop');
    const conv = await conversation(t);
    const byNumber = await tool(t, conv, 'track_order', { tracking_number: 'RM123456785GB' });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).not.toHaveProperty('needs_verification');
    const short = await tool(t, conv, 'track_order', { tracking_number: 'A1' });
    expect(short.body).toMatchObject({ success: false, message: MESSAGES.notATrackingNumber });
    const none = await tool(t, conv, 'track_order', {});
    expect(none.status).toBe(422);
    expect(none.body.detail[0].loc).toEqual(['body', 'tracking_number']);
  });
});

describe('create_ticket', () => {
  it('links the ticket to the conversation, fills in the verified contact over the typed one, and joins a repeat within three hours', async () => {
    const t = await demoTenant('Ticket Shop');
    const conv = await conversation(t, { customer_name: 'Typed Name', customer_email: 'typed@example.com' });
    await verifyInConversation(t, conv, { full_name: 'Fatima Khan', postcode: 'B1 1BB' });
    const first = await tool(t, conv, 'create_ticket', {
      subject: 'Cancel my membership',
      description: 'Please cancel Gym Flex at the end of this month.',
      category: 'contract_cancellation',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: TICKET_MESSAGES.created(first.body.ticket_number),
      ticket_number: expect.any(String),
      status: 'open',
      joined_existing: false,
    });
    const created = await events(t.tenantId, 'ticket.created');
    expect(created).toEqual([
      expect.objectContaining({
        ticket_number: first.body.ticket_number,
        conversation_id: conv,
        priority: 'High',
        subject: 'Cancel my membership',
        customer_name: 'Fatima Khan',
      }),
    ]);
    // The verified record's email and mobile (the demo's account summary carries them), not what was typed.
    expect(created[0]).toMatchObject({ customer_email: 'fatima.khan@example.co.uk', customer_phone: expect.stringMatching(/7700 ?900205$/) });
    const again = await tool(t, conv, 'create_ticket', { subject: 'Cancel membership', description: 'I asked a moment ago to cancel Gym Flex.' });
    expect(again.body).toMatchObject({
      success: true,
      ticket_number: first.body.ticket_number,
      joined_existing: true,
      message: TICKET_MESSAGES.joined(first.body.ticket_number, 'Cancel my membership'),
    });
    expect(await events(t.tenantId, 'ticket.created')).toHaveLength(1);
    const ticket = await t.api(`/api/tickets/${created[0]!.ticket_id as number}`, undefined, 'GET');
    expect(ticket.body.data.notes).toEqual([expect.objectContaining({ kind: 'repeat_contact', conversation_id: conv })]);
  });

  it('needs no verification: an unverified conversation gets a linked ticket with the contact the conversation was started with', async () => {
    const t = await demoTenant('Unverified Ticket');
    const conv = await conversation(t, { customer_name: 'Sam Lee', customer_email: 'sam.lee@example.com' });
    const res = await tool(t, conv, 'create_ticket', { subject: 'Change of address', description: 'I have moved house and need my address changed.' });
    expect(res.body).toMatchObject({ success: true, joined_existing: false });
    expect(await events(t.tenantId, 'ticket.created')).toEqual([
      expect.objectContaining({
        conversation_id: conv,
        customer_name: 'Sam Lee',
        customer_email: 'sam.lee@example.com',
        priority: 'Medium',
      }),
    ]);
  });

  it('422s bad arguments with loc, and refuses contact or identity fields in the arguments', async () => {
    const t = await demoTenant('Ticket Errors');
    const conv = await conversation(t);
    const short = await tool(t, conv, 'create_ticket', { subject: 'Hi', description: 'Please call me back today.' });
    expect(short.status).toBe(422);
    expect(short.body.detail[0].loc).toEqual(['body', 'subject']);
    const typed = await tool(t, conv, 'create_ticket', { subject: 12345, description: 'Please call me back today.' });
    expect(typed.body.detail[0]).toMatchObject({ loc: ['body', 'subject'] });
    const smuggled = await tool(t, conv, 'create_ticket', {
      subject: 'Call me',
      description: 'Please call me back today.',
      customer_email: 'other@example.com',
    });
    expect(smuggled.status).toBe(422);
    expect(await events(t.tenantId, 'ticket.created')).toEqual([]);
  });
});

describe('conversations the bot platform can name', () => {
  it('404s a tool call for a conversation the tenant does not have, and raises nothing', async () => {
    const a = await demoTenant('Owner A');
    const b = await demoTenant('Stranger B');
    const convA = await conversation(a);
    for (const conv of [convA, 999_999, 'ext:nobody']) {
      const res = await tool(b, conv, 'verify_identity', { full_name: 'Amelia Hart', postcode: 'BS1 5TR' });
      expect(res.status, String(conv)).toBe(404);
      expect(res.body).toEqual({ detail: CONVERSATION_MESSAGES.notFound });
    }
    expect(await events(b.tenantId, 'customer.identified')).toEqual([]);
    expect((await tool(b, 'not-an-id', 'orders')).status).toBe(422);
  });

  it('starts a conversation with an external_id once, answers the same one again, and takes ext:<id> on every conversation route', async () => {
    const t = await demoTenant('External Ids');
    const externalId = 'botpress:conv/7f3a 9'.replace(' ', '_');
    const first = await t.api('/api/conversations', { channel: 'widget', external_id: externalId, customer_name: 'Amelia Hart' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ external_id: externalId, status: 'open' });
    const again = await t.api('/api/conversations', { channel: 'widget', external_id: externalId });
    expect(again.status).toBe(200);
    expect(again.body.data.conversation_id).toBe(first.body.data.conversation_id);
    expect(await events(t.tenantId, 'conversation.started')).toHaveLength(1);
    // The same external id in another tenant is another conversation.
    const other = await demoTenant('External Ids Other');
    expect((await other.api('/api/conversations', { channel: 'widget', external_id: externalId })).status).toBe(201);

    const ref = `ext:${externalId}`;
    const path = `/api/conversations/${encodeURIComponent(ref)}`;
    expect((await t.api(path, undefined, 'GET')).body.data.conversation_id).toBe(first.body.data.conversation_id);
    expect((await t.api(`${path}/messages`, { role: 'customer', content: 'Where is my order?' })).status).toBe(201);
    await verifyInConversation(t, ref, { full_name: 'Amelia Hart', postcode: 'BS1 5TR' });
    expect((await tool(t, ref, 'orders')).body.success).toBe(true);
    expect((await tool(t, first.body.data.conversation_id as number, 'orders')).body.success).toBe(true);
    expect((await t.api(`${path}/close`, {})).body.data.status).toBe('completed');
    expect((await t.api('/api/conversations/ext%3Amissing', undefined, 'GET')).status).toBe(404);
    const bad = await t.api('/api/conversations', { channel: 'web', external_id: 'has space' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'external_id']);
  });

  it('gives concurrent starts with one external_id one conversation and one conversation.started', async () => {
    const t = await demoTenant('External Race');
    const results = await Promise.all(Array.from({ length: 6 }, () => t.api('/api/conversations', { channel: 'whatsapp', external_id: 'wa:447700900999' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.data.conversation_id)).size).toBe(1);
    expect(await events(t.tenantId, 'conversation.started')).toHaveLength(1);
  });

  it('answers success false for any tool of a closed conversation and reads nothing', async () => {
    const t = await tenantOn('Closed Shop', { base_url: partner.baseUrl, api_key: 'partner-key-123' });
    const conv = await conversation(t);
    await verifyInConversation(t, conv, { full_name: 'Jane Doe', postcode: 'SW1A 2AA' });
    expect((await t.api(`/api/conversations/${conv}/close`, {})).status).toBe(200);
    const before = partner.calls.length;
    for (const [name, args] of [
      ['orders', {}],
      ['verify_identity', { full_name: 'Jane Doe', postcode: 'SW1A 2AA' }],
      ['create_ticket', { subject: 'Refund', description: 'Please refund my last order.' }],
    ] as const) {
      const res = await tool(t, conv, name, args);
      expect(res.status, name).toBe(200);
      expect(res.body, name).toEqual({ success: false, conversation_closed: true, message: BOT_MESSAGES.conversationClosed });
    }
    expect(partner.calls.length).toBe(before);
    expect(await events(t.tenantId, 'ticket.created')).toEqual([]);
  });
});

describe('bad input', () => {
  it('404s an unknown tool with the valid names, and 422s arguments of the wrong type with loc', async () => {
    const t = await demoTenant('Tool Errors');
    const conv = await conversation(t);
    const unknown = await tool(t, conv, 'refund_order', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: BOT_MESSAGES.unknownTool, valid_tools: BOT_TOOL_NAMES });
    const bad = await tool(t, conv, 'verify_identity', { full_name: 42 });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'full_name']);
    const extra = await tool(t, conv, 'verify_otp', { otp_code: '123456', otp_token: 'stolen' });
    expect(extra.status).toBe(422);
    const notObject = await tool(t, conv, 'orders', [1, 2]);
    expect(notObject.status).toBe(422);
  });
});

describe('the 2,000-character read', () => {
  it('fits tool results to the read and counts every row left out; the platform API carries the same cut and count, without the character budget', async () => {
    const t = await tenantOn('Huge Orders', { base_url: partner.baseUrl, api_key: 'partner-key-123' });
    partner.behave({ orders: 'huge' });
    try {
      const conv = await conversation(t);
      await verifyInConversation(t, conv, { full_name: 'Jane Doe', postcode: 'SW1A 2AA' });
      const res = await tool(t, conv, 'orders');
      expect(res.body).not.toHaveProperty('truncated');
      const placed = (res.body.orders as { placed: string }[]).map((o) => o.placed);
      expect(placed.length).toBeLessThanOrEqual(LIMITS.recentOrders);
      expect([...placed].sort().reverse()).toEqual(placed);
      expect(JSON.stringify(res.body).length).toBeLessThanOrEqual(LIMITS.botReadChars);
      // 40 orders: every one not shown is counted, and the message says it in words.
      expect(res.body).toMatchObject({ success: true, more: true, more_count: 40 - placed.length });
      expect(res.body.message).toBe(BOT_MESSAGES.rowsLeftOut(placed.length, 'orders', 40 - placed.length));
      const plain = await t.api('/api/chatbot-api/orders', { conversation_id: conv });
      expect(plain.body.success).toBe(true);
      expect(plain.body.orders).toHaveLength(LIMITS.recentOrders);
      expect(plain.body).toMatchObject({ more: true, more_count: 40 - LIMITS.recentOrders });
    } finally {
      partner.behave({});
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the tool routes, the MCP endpoint and the conversation routes that take ext:<external_id>', async () => {
    const res = await http(web.baseUrl, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { parameters?: { name: string; schema: unknown }[] }>>;
    for (const p of [
      '/api/chatbot-api/tools',
      '/api/chatbot-api/conversations/{conversationId}/tools/{tool}',
      '/api/chatbot-api/conversations/{conversationId}/mcp',
      '/api/conversations/{conversationId}/close',
    ]) {
      expect(Object.keys(paths)).toContain(p);
    }
    const param = paths['/api/conversations/{conversationId}']!.get!.parameters!.find((x) => x.name === 'conversationId');
    expect(param?.schema).toMatchObject({ type: 'string' });
  });
});
