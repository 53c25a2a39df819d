import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { toolDefinitions } from '../../src/bot/formats.js';
import { BOT_TOOL_NAMES } from '../../src/bot/tools.js';
import { OutboxEvent } from '../../src/db/entities/outbox-event.js';
import { BOT_MESSAGES, CONVERSATION_MESSAGES, MESSAGES, VERIFICATION_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { connectAccount, createTenant, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

/**
 * Each conversation is a Model Context Protocol server: the SDK's own client (Client +
 * StreamableHTTPClientTransport) lists and calls the bot's tools, through the same gate as the tools
 * endpoint.
 */
let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let pool: { close(): Promise<void> };
const clients: Client[] = [];

type Tenant = { tenantId: number; apiKey: string; api: ReturnType<typeof platform> };
const ACCOUNT_TOOLS = ['account_summary', 'orders', 'invoices', 'bookings', 'subscriptions', 'tickets'] as const;

async function demoTenant(name: string): Promise<Tenant> {
  const tenant = await createTenant(web.baseUrl, env.config.ADMIN_TOKEN, name);
  const res = await connectAccount(web.baseUrl, tenant, { base_url: `${web.baseUrl}${DEMO_PATH}`, api_key: env.config.DEMO_API_KEY });
  expect(res.body.chain_test.passed).toBe(true);
  return { ...tenant, api: platform(web.baseUrl, tenant.apiKey) };
}

async function conversation(t: Tenant, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.api('/api/conversations', { channel: 'web', ...extra });
  return res.body.data.conversation_id as number;
}

const mcpUrl = (conv: number | string): URL => new URL(`${web.baseUrl}/api/chatbot-api/conversations/${encodeURIComponent(String(conv))}/mcp`);

async function connect(t: Tenant, conv: number | string): Promise<Client> {
  const client = new Client({ name: 'bot-toolset-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(mcpUrl(conv), { requestInit: { headers: { 'X-API-Key': t.apiKey } } });
  await client.connect(transport);
  clients.push(client);
  return client;
}

/** The JSON reply a tools/call carries as text. */
async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<{ isError: boolean; body: any }> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  expect(content[0]?.type).toBe('text');
  return { isError: result.isError === true, body: JSON.parse(content[0]!.text) };
}

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env);
  web = await startWeb(services);
  pool = await startAccountConnectPool(services);
});

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await pool?.close();
  await web?.close();
  await services?.close();
  await env?.dropAll();
});

describe('POST /api/chatbot-api/conversations/:id/mcp with the SDK client', () => {
  it('lists the same toolset as GET /api/chatbot-api/tools', async () => {
    const t = await demoTenant('MCP List');
    const client = await connect(t, await conversation(t));
    const { tools } = await client.listTools();
    expect(tools.map((x) => x.name)).toEqual(BOT_TOOL_NAMES);
    const common = toolDefinitions();
    tools.forEach((x, i) => {
      expect(x.description).toBe(common[i]!.description);
      expect(x.inputSchema).toEqual(common[i]!.input_schema);
    });
    expect(tools.find((x) => x.name === 'orders')?.annotations?.readOnlyHint).toBe(true);
    expect(tools.find((x) => x.name === 'create_ticket')?.annotations?.readOnlyHint).toBe(false);
  });

  it('keeps every account tool behind the gate until verify_otp succeeds in that conversation, then reads the verified customer only', async () => {
    const t = await demoTenant('MCP Gate');
    const conv = await conversation(t);
    const client = await connect(t, conv);
    for (const name of ACCOUNT_TOOLS) {
      const res = await call(client, name, { customer_id: 'cus_1001', session_token: 'anything' });
      expect(res, name).toEqual({ isError: false, body: { success: false, needs_verification: true, message: VERIFICATION_MESSAGES.needsVerification } });
    }
    expect((await call(client, 'track_order', { order_number: 'AH-1001' })).body).toMatchObject({ success: false, needs_verification: true });

    const vi = await call(client, 'verify_identity', { full_name: 'Fatima Khan', email: 'fatima.khan@example.co.uk' });
    expect(vi.body).toEqual({ success: true, message: MESSAGES.codeSentBySms('205') });
    expect((await call(client, 'verify_otp', { otp_code: '000000' })).body).toEqual({ success: false, message: MESSAGES.wrongCode });
    expect((await call(client, 'verify_otp', { otp_code: '123456' })).body).toEqual({ success: true, message: VERIFICATION_MESSAGES.verified });
    for (const name of ACCOUNT_TOOLS) expect((await call(client, name)).body, name).not.toHaveProperty('needs_verification');
    const summary = await call(client, 'account_summary', { customer_id: 'cus_1001' });
    expect(summary.body).toMatchObject({ success: true, account: { account_number: 'AC-1005', name: 'Fatima Khan' } });
    const identified = await services.orm.em.fork().find(OutboxEvent, { tenantId: t.tenantId, event: 'customer.identified' });
    expect(identified).toHaveLength(1);

    // The same conversation through the tools endpoint is verified too; another conversation is not.
    expect((await t.api(`/api/chatbot-api/conversations/${conv}/tools/orders`, {})).body.success).toBe(true);
    const other = await connect(t, await conversation(t));
    expect((await call(other, 'orders')).body.needs_verification).toBe(true);
  });

  it('raises a linked ticket and answers a closed conversation with success false', async () => {
    const t = await demoTenant('MCP Ticket');
    const conv = await conversation(t, { customer_name: 'Sam Lee' });
    const client = await connect(t, conv);
    const ticket = await call(client, 'create_ticket', { subject: 'Refund request', description: 'Please refund my last order, it arrived broken.' });
    expect(ticket.body).toMatchObject({ success: true, joined_existing: false });
    const rows = await services.orm.em.fork().find(OutboxEvent, { tenantId: t.tenantId, event: 'ticket.created' });
    expect(rows.map((r) => (JSON.parse(r.body) as { data: { conversation_id: number } }).data.conversation_id)).toEqual([conv]);
    await t.api(`/api/conversations/${conv}/close`, {});
    expect((await call(client, 'orders')).body).toEqual({ success: false, conversation_closed: true, message: BOT_MESSAGES.conversationClosed });
  });

  it('reports bad arguments as a tool error the model can read, and an unknown tool as a protocol error', async () => {
    const t = await demoTenant('MCP Errors');
    const client = await connect(t, await conversation(t));
    const bad = await call(client, 'verify_identity', { full_name: 42 });
    expect(bad.isError).toBe(true);
    expect(bad.body.detail[0].loc).toEqual(['body', 'full_name']);
    await expect(client.callTool({ name: 'refund_order', arguments: {} })).rejects.toThrow(BOT_MESSAGES.unknownTool);
  });

  it('works with ext:<external_id>', async () => {
    const t = await demoTenant('MCP External');
    await conversation(t, { external_id: 'whatsapp:447700900123' });
    const client = await connect(t, 'ext:whatsapp:447700900123');
    expect((await call(client, 'orders')).body.needs_verification).toBe(true);
  });
});

describe('MCP endpoint authentication and scope', () => {
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
  };
  const accept = { Accept: 'application/json, text/event-stream' };

  it('401s a missing or wrong tenant key', async () => {
    const res = await http(web.baseUrl, 'POST', '/api/chatbot-api/conversations/1/mcp', { headers: { ...accept, 'X-API-Key': 'sk_wrong' }, body: initialize });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: MESSAGES.invalidApiKey });
  });

  it("404s another tenant's conversation, and the SDK client cannot connect to it", async () => {
    const a = await demoTenant('MCP Owner');
    const b = await demoTenant('MCP Stranger');
    const conv = await conversation(a);
    const res = await http(web.baseUrl, 'POST', `/api/chatbot-api/conversations/${conv}/mcp`, {
      headers: { ...accept, 'X-API-Key': b.apiKey },
      body: initialize,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: CONVERSATION_MESSAGES.notFound });
    await expect(connect(b, conv)).rejects.toThrow();
    await expect(connect(b, 'ext:nobody')).rejects.toThrow();
  });

  it('answers initialize and tools/list as plain JSON for curl', async () => {
    const t = await demoTenant('MCP Curl');
    const conv = await conversation(t);
    const init = await http(web.baseUrl, 'POST', `/api/chatbot-api/conversations/${conv}/mcp`, {
      headers: { ...accept, 'X-API-Key': t.apiKey },
      body: initialize,
    });
    expect(init.status).toBe(200);
    expect(init.body.result.serverInfo.name).toBe('customer-verification-bot-tools');
    const list = await http(web.baseUrl, 'POST', `/api/chatbot-api/conversations/${conv}/mcp`, {
      headers: { ...accept, 'X-API-Key': t.apiKey, 'MCP-Protocol-Version': '2025-06-18' },
      body: { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    });
    expect(list.body.result.tools).toHaveLength(BOT_TOOL_NAMES.length);
    const get = await http(web.baseUrl, 'GET', `/api/chatbot-api/conversations/${conv}/mcp`, { headers: { ...accept, 'X-API-Key': t.apiKey } });
    expect(get.status).toBe(405);
  });
});
