import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { demoBaseUrl } from '../../src/account-connect/address.js';
import { AccountConnectSettingsStore } from '../../src/account-connect/settings.js';
import { MESSAGES, SANDBOX_MESSAGES } from '../../src/messages.js';
import { SANDBOX_CONVERSATIONS, SANDBOX_TICKETS } from '../../src/sandbox/seed-data.js';
import type { Services } from '../../src/services.js';
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
interface Pair {
  liveId: number;
  live: Api;
  sandboxId: number;
  sbxKey: string;
  sbx: Api;
}

async function liveWithSandbox(): Promise<Pair> {
  const t = await newTenant(services);
  const live = platform(web.baseUrl, t.apiKey);
  const res = await live('/api/sandbox');
  expect(res.status).toBe(201);
  return {
    liveId: t.tenantId,
    live,
    sandboxId: res.body.sandbox.tenant_id,
    sbxKey: res.body.sandbox.api_key,
    sbx: platform(web.baseUrl, res.body.sandbox.api_key),
  };
}

/** Everything the API shows of an account's conversations and tickets, without row ids. */
async function contents(api: Api): Promise<unknown> {
  const strip = <T extends Record<string, unknown>>(o: T, keys: string[]): Record<string, unknown> =>
    Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
  const convs = (await api('/api/conversations?limit=200', undefined, 'GET')).body.data as { conversation_id: number }[];
  const idToIndex = new Map(convs.map((c, i) => [c.conversation_id, i]));
  const conversations = [];
  for (const c of convs) {
    const full = (await api(`/api/conversations/${c.conversation_id}`, undefined, 'GET')).body.data;
    conversations.push({
      ...strip(full, ['conversation_id', 'messages', 'comments']),
      messages: full.messages.map((m: Record<string, unknown>) => strip(m, ['message_id'])),
      comments: full.comments.map((m: Record<string, unknown>) => strip(m, ['comment_id'])),
    });
  }
  const list = (await api('/api/tickets?limit=200', undefined, 'GET')).body.data as { ticket_id: number }[];
  const tickets = [];
  for (const t of list) {
    const full = (await api(`/api/tickets/${t.ticket_id}`, undefined, 'GET')).body.data;
    tickets.push({
      ...strip(full, ['ticket_id', 'conversation_id', 'notes']),
      conversation: full.conversation_id === null ? null : idToIndex.get(full.conversation_id),
      notes: full.notes.map((n: Record<string, unknown>) => strip(n, ['note_id'])),
    });
  }
  return { conversations, tickets };
}

describe('POST /api/sandbox, GET /api/sandbox', () => {
  it('creates a seeded shadow account with its own sbx_ key, Account Connect on the demo, and no events', async () => {
    const t = await newTenant(services);
    const live = platform(web.baseUrl, t.apiKey);
    expect((await live('/api/sandbox', undefined, 'GET')).body).toEqual({ success: true, exists: false, sandbox: null, message: SANDBOX_MESSAGES.none });
    const res = await live('/api/sandbox');
    expect(res.status).toBe(201);
    const messages = SANDBOX_CONVERSATIONS.reduce((n, c) => n + c.messages.length, 0);
    const comments = SANDBOX_CONVERSATIONS.reduce((n, c) => n + (c.comments?.length ?? 0), 0);
    expect(res.body).toEqual({
      success: true,
      created: true,
      message: SANDBOX_MESSAGES.created,
      sandbox: {
        tenant_id: expect.any(Number),
        live_tenant_id: t.tenantId,
        api_key: expect.stringMatching(/^sbx_[A-Za-z0-9_-]{43}$/),
        created_at: new Date(clock.now()).toISOString(),
        account_connect_base_url: demoBaseUrl(env.config),
        conversations: SANDBOX_CONVERSATIONS.length,
        tickets: SANDBOX_TICKETS.length,
      },
      seeded: { conversations: SANDBOX_CONVERSATIONS.length, messages, comments, tickets: SANDBOX_TICKETS.length },
    });
    const sandboxId = res.body.sandbox.tenant_id as number;
    const settings = await new AccountConnectSettingsStore(services.orm, services.box, services.clock, services.configEpochs).config(sandboxId);
    expect(settings?.target.baseUrl).toBe(demoBaseUrl(env.config));
    expect(Object.values(settings!.steps).every(Boolean)).toBe(true);
    expect(await outboxEnvelopes(services, sandboxId)).toEqual([]);

    // Asking again returns the same sandbox, unchanged.
    const again = await live('/api/sandbox');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      success: true,
      created: false,
      message: SANDBOX_MESSAGES.exists,
      seeded: null,
      sandbox: { tenant_id: sandboxId, api_key: res.body.sandbox.api_key },
    });
    // GET with either key shows the same sandbox.
    const sbx = platform(web.baseUrl, res.body.sandbox.api_key);
    expect((await live('/api/sandbox', undefined, 'GET')).body).toEqual({ success: true, exists: true, sandbox: res.body.sandbox });
    expect((await sbx('/api/sandbox', undefined, 'GET')).body).toEqual({ success: true, exists: true, sandbox: res.body.sandbox });
  });

  it('refuses to create or delete with the sbx_ key (403), and answers 401 for a wrong key', async () => {
    const { sbx } = await liveWithSandbox();
    expect(await sbx('/api/sandbox')).toMatchObject({ status: 403, body: { detail: SANDBOX_MESSAGES.liveKeyOnly } });
    expect(await sbx('/api/sandbox', undefined, 'DELETE')).toMatchObject({ status: 403, body: { detail: SANDBOX_MESSAGES.liveKeyOnly } });
    const wrong = platform(web.baseUrl, 'sbx_not-a-key');
    for (const [method, path] of [
      ['GET', '/api/sandbox'],
      ['POST', '/api/sandbox'],
      ['POST', '/api/sandbox/reset'],
      ['DELETE', '/api/sandbox'],
    ] as const) {
      expect(await wrong(path, undefined, method)).toMatchObject({ status: 401, body: { detail: MESSAGES.invalidApiKey } });
    }
  });

  it('makes one sandbox for concurrent creates', async () => {
    const t = await newTenant(services);
    const live = platform(web.baseUrl, t.apiKey);
    const results = await Promise.all(Array.from({ length: 5 }, () => live('/api/sandbox')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.sandbox.api_key)).size).toBe(1);
    expect((await live('/api/sandbox', undefined, 'GET')).body.sandbox.tickets).toBe(SANDBOX_TICKETS.length);
  });
});

describe('sandbox isolation (the sbx_ key works on the same endpoints, never on live data, and vice versa)', () => {
  it('keeps tickets, conversations, links, duplicates and events apart in both directions', async () => {
    const p = await liveWithSandbox();
    const ticket = {
      customer_name: 'Fatima Khan',
      customer_email: 'fatima.khan@example.co.uk',
      subject: 'Cancel at end of term',
      description: 'Please cancel my contract at the end of the term.',
    };
    const liveConv = (await p.live('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    const liveTicket = await p.live('/api/chatbot-api/create-ticket', { ...ticket, conversation_id: liveConv });
    const sbxConvs = (await p.sbx('/api/conversations', undefined, 'GET')).body.data as { conversation_id: number }[];
    const sbxConv = sbxConvs[0]!.conversation_id;
    const sbxTickets = (await p.sbx('/api/tickets', undefined, 'GET')).body.data as { ticket_id: number }[];

    // Lists: each key sees only its own account.
    expect(sbxTickets).toHaveLength(SANDBOX_TICKETS.length);
    expect(sbxTickets.map((t) => t.ticket_id)).not.toContain(liveTicket.body.data.ticket_id);
    expect((await p.live('/api/tickets', undefined, 'GET')).body.data.map((t: { ticket_id: number }) => t.ticket_id)).toEqual([liveTicket.body.data.ticket_id]);
    expect((await p.live('/api/conversations', undefined, 'GET')).body.data.map((c: { conversation_id: number }) => c.conversation_id)).toEqual([liveConv]);

    // Reads and changes of the other account's rows: 404, nothing changed.
    for (const [api, ticketId, convId] of [
      [p.sbx, liveTicket.body.data.ticket_id, liveConv],
      [p.live, sbxTickets[0]!.ticket_id, sbxConv],
    ] as const) {
      expect((await api(`/api/tickets/${ticketId}`, undefined, 'GET')).status).toBe(404);
      expect((await api(`/api/tickets/${ticketId}`, { status: 'closed', note: 'x' }, 'PATCH')).status).toBe(404);
      expect((await api(`/api/conversations/${convId}`, undefined, 'GET')).status).toBe(404);
      expect((await api(`/api/conversations/${convId}/messages`, { role: 'customer', content: 'hello' })).status).toBe(404);
      expect((await api(`/api/conversations/${convId}/close`)).status).toBe(404);
    }
    expect((await p.live(`/api/tickets/${liveTicket.body.data.ticket_id}`, undefined, 'GET')).body.data).toMatchObject({ status: 'open', notes: [] });

    // create-ticket with the other account's conversation: created unlinked. The same customer in the
    // other account is a new ticket there (the duplicate rule never crosses accounts).
    const sbxMade = await p.sbx('/api/chatbot-api/create-ticket', { ...ticket, conversation_id: liveConv });
    expect(sbxMade.body.data).toMatchObject({ joined_existing: false, ticket_number: `TKT-00000${SANDBOX_TICKETS.length + 1}` });
    const liveMade = await p.live('/api/chatbot-api/create-ticket', { ...ticket, customer_email: 'someone.else@example.com', conversation_id: sbxConv });
    expect(liveMade.body.data).toMatchObject({ joined_existing: false, ticket_number: 'TKT-000002' });
    const sbxEvents = await outboxEnvelopes(services, p.sandboxId, 'ticket.created');
    const liveEvents = await outboxEnvelopes(services, p.liveId, 'ticket.created');
    expect(sbxEvents.map((e) => [e.tenant_id, e.data.conversation_id])).toEqual([[p.sandboxId, null]]);
    expect(liveEvents.map((e) => [e.tenant_id, e.data.conversation_id])).toEqual([
      [p.liveId, liveConv],
      [p.liveId, null],
    ]);
  });

  it('resetting or deleting the sandbox never touches live data', async () => {
    const p = await liveWithSandbox();
    await p.live('/api/chatbot-api/create-ticket', { customer_name: 'A', subject: 'Live ticket', description: 'A ticket in the live account.' });
    await p.live('/api/conversations', { channel: 'web' });
    const before = await contents(p.live);
    expect((await p.sbx('/api/sandbox/reset')).status).toBe(200);
    expect(await contents(p.live)).toEqual(before);
    expect((await p.live('/api/sandbox', undefined, 'DELETE')).body).toEqual({ success: true, deleted: true, message: SANDBOX_MESSAGES.deleted });
    expect(await contents(p.live)).toEqual(before);
  });
});

describe('POST /api/sandbox/reset', () => {
  it('returns the sandbox to its seed: added rows gone, changed rows restored, numbering restarted, Account Connect on the demo, same sbx_ key', async () => {
    const p = await liveWithSandbox();
    const seed = await contents(p.sbx);
    // Use the sandbox: new conversation and ticket, changes to seeded ones, Account Connect moved elsewhere.
    const conv = (await p.sbx('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    await p.sbx(`/api/conversations/${conv}/messages`, { role: 'customer', content: 'Testing the sandbox' });
    await p.sbx('/api/chatbot-api/create-ticket', { customer_name: 'T', subject: 'Sandbox trial', description: 'Trying out ticket creation.' });
    const seededTicket = ((await p.sbx('/api/tickets', undefined, 'GET')).body.data as { ticket_id: number; status: string }[]).find(
      (t) => t.status === 'open',
    )!;
    await p.sbx(`/api/tickets/${seededTicket.ticket_id}`, { status: 'closed', priority: 'Low', note: 'done' }, 'PATCH');
    const seededConv = ((await p.sbx('/api/conversations?status=open', undefined, 'GET')).body.data as { conversation_id: number }[]).find(
      (c) => c.conversation_id !== conv,
    )!;
    await p.sbx(`/api/conversations/${seededConv.conversation_id}/close`);
    await new AccountConnectSettingsStore(services.orm, services.box, services.clock, services.configEpochs).save(p.sandboxId, {
      baseUrl: 'https://partner.example.com/ac',
      headerName: 'X-Other',
      apiKey: 'other-key-123',
    });
    expect(await contents(p.sbx)).not.toEqual(seed);

    const reset = await p.sbx('/api/sandbox/reset');
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      success: true,
      message: SANDBOX_MESSAGES.reset,
      sandbox: {
        tenant_id: p.sandboxId,
        api_key: p.sbxKey,
        account_connect_base_url: demoBaseUrl(env.config),
        conversations: SANDBOX_CONVERSATIONS.length,
        tickets: SANDBOX_TICKETS.length,
      },
      seeded: { conversations: SANDBOX_CONVERSATIONS.length, tickets: SANDBOX_TICKETS.length },
    });
    expect(await contents(p.sbx)).toEqual(seed);
    const settings = await new AccountConnectSettingsStore(services.orm, services.box, services.clock, services.configEpochs).config(p.sandboxId);
    expect(settings?.target).toMatchObject({ baseUrl: demoBaseUrl(env.config), headerName: 'X-API-Key' });
    const next = await p.sbx('/api/chatbot-api/create-ticket', {
      customer_name: 'T',
      subject: 'After reset',
      description: 'Numbering starts again after the seed.',
    });
    expect(next.body.data.ticket_number).toBe(`TKT-00000${SANDBOX_TICKETS.length + 1}`);
    // The live key resets its sandbox too; a live account without one gets 404.
    expect((await p.live('/api/sandbox/reset')).status).toBe(200);
    expect(await contents(p.sbx)).toEqual(seed);
    const lonely = platform(web.baseUrl, (await newTenant(services)).apiKey);
    expect(await lonely('/api/sandbox/reset')).toMatchObject({ status: 404, body: { detail: SANDBOX_MESSAGES.none } });
  });
});

describe('POST /api/sandbox/reset under load', () => {
  it('serves resets and ticket creation in the same sandbox at the same time without errors or deadlocks, ending with one seed', async () => {
    const p = await liveWithSandbox();
    const body = (i: number) => ({
      customer_name: 'Load',
      customer_email: `load${i % 2}@example.com`,
      subject: `Load test ${i}`,
      description: 'Concurrent with a reset of the sandbox.',
    });
    const calls = [
      ...Array.from({ length: 4 }, () => p.sbx('/api/sandbox/reset')),
      ...Array.from({ length: 12 }, (_, i) => p.sbx('/api/chatbot-api/create-ticket', body(i))),
      p.live('/api/sandbox/reset'),
    ];
    const results = await Promise.all(calls);
    expect(results.map((r) => r.status)).toEqual(Array(calls.length).fill(200));
    await p.sbx('/api/sandbox/reset');
    expect((await p.sbx('/api/sandbox', undefined, 'GET')).body.sandbox).toMatchObject({
      conversations: SANDBOX_CONVERSATIONS.length,
      tickets: SANDBOX_TICKETS.length,
    });
  });
});

describe('DELETE /api/sandbox', () => {
  it('removes the sandbox and its data; the sbx_ key stops working at once; a second delete reports none', async () => {
    const p = await liveWithSandbox();
    expect((await p.live('/api/sandbox', undefined, 'DELETE')).body).toEqual({ success: true, deleted: true, message: SANDBOX_MESSAGES.deleted });
    expect(await p.sbx('/api/tickets', undefined, 'GET')).toMatchObject({ status: 401, body: { detail: MESSAGES.invalidApiKey } });
    expect((await p.live('/api/sandbox', undefined, 'GET')).body.exists).toBe(false);
    const rows = await services.orm.em
      .fork()
      .execute<{ n: string }[]>(
        'select (select count(*) from tickets where tenant_id = ?) + (select count(*) from conversations where tenant_id = ?) + (select count(*) from tenants where id = ?) as n',
        [p.sandboxId, p.sandboxId, p.sandboxId],
      );
    expect(Number(rows[0]!.n)).toBe(0);
    expect((await p.live('/api/sandbox', undefined, 'DELETE')).body).toEqual({ success: true, deleted: false, message: SANDBOX_MESSAGES.none });
    // A new sandbox can be made again, with a new key.
    const again = await p.live('/api/sandbox');
    expect(again.status).toBe(201);
    expect(again.body.sandbox.api_key).not.toBe(p.sbxKey);
  });
});
