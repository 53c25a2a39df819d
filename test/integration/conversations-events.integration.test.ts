import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { recordCustomerIdentified } from '../../src/conversations/conversation-lifecycle.js';
import { CONVERSATION_TRANSITIONS } from '../../src/conversations/conversation-states.js';
import { CONVERSATION_STATUSES } from '../../config/contract.js';
import { CONVERSATION_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { platform } from '../fakes/account-connect.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { outboxEnvelopes } from '../fakes/outbox-rows.js';
import { newTenant } from '../fakes/webhook-helpers.js';

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
const start = Date.UTC(2026, 10, 22, 9, 0, 0);
const clock = new ManualClock(start);
const iso = (ms: number): string => new Date(ms).toISOString();

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
async function tenant(): Promise<{ tenantId: number; api: Api }> {
  const t = await newTenant(services);
  return { tenantId: t.tenantId, api: platform(web.baseUrl, t.apiKey) };
}
const customer = { customer_name: 'Chloe Martin', customer_email: 'chloe.martin@example.net', customer_phone: '07700 900207' };

describe('Conversations API events', () => {
  it('POST /api/conversations raises conversation.started with the conversation fields', async () => {
    const { tenantId, api } = await tenant();
    clock.set(start);
    const res = await api('/api/conversations', { channel: 'WhatsApp', ...customer, language: 'en' });
    expect(res.status).toBe(201);
    const id = res.body.data.conversation_id as number;
    expect(res.body.data).toMatchObject({ conversation_id: id, channel: 'whatsapp', status: 'open', ...customer, started_at: iso(start), ended_at: null });
    expect(await outboxEnvelopes(services, tenantId)).toEqual([
      {
        event: 'conversation.started',
        tenant_id: tenantId,
        created_at: iso(start),
        data: { conversation_id: id, channel: 'whatsapp', ...customer, status: 'open', started_at: iso(start) },
      },
    ]);
  });

  it('raises message.received for a customer message only; bot and team replies are stored and raise nothing', async () => {
    const { tenantId, api } = await tenant();
    clock.set(start);
    const id = (await api('/api/conversations', { channel: 'web', language: 'cy' })).body.data.conversation_id as number;
    clock.advance(5_000);
    const customerMsg = await api(`/api/conversations/${id}/messages`, { role: 'customer', content: 'Where is my parcel?' });
    const bot = await api(`/api/conversations/${id}/messages`, { role: 'bot', content: 'Let me check that for you.' });
    const team = await api(`/api/conversations/${id}/messages`, { role: 'team', content: 'Hi, Sam here.', author_user_id: 9, language: 'en' });
    expect([customerMsg.status, bot.status, team.status]).toEqual([201, 201, 201]);
    const received = await outboxEnvelopes(services, tenantId, 'message.received');
    expect(received.map((e) => e.data)).toEqual([
      { conversation_id: id, message_id: customerMsg.body.data.message_id, content: 'Where is my parcel?', language: 'cy', created_at: iso(start + 5_000) },
    ]);
    expect((await outboxEnvelopes(services, tenantId)).map((e) => e.event)).toEqual(['conversation.started', 'message.received']);
    const stored = await api(`/api/conversations/${id}`, undefined, 'GET');
    expect(stored.body.data.messages.map((m: { role: string; language: string | null }) => [m.role, m.language])).toEqual([
      ['customer', 'cy'],
      ['bot', 'cy'],
      ['team', 'en'],
    ]);
  });

  it('POST .../handover raises conversation.handed_over with handed_over_at and handed_over_to_user_id', async () => {
    const { tenantId, api } = await tenant();
    clock.set(start);
    const id = (await api('/api/conversations', { channel: 'web', ...customer })).body.data.conversation_id as number;
    clock.advance(60_000);
    const res = await api(`/api/conversations/${id}/handover`, { user_id: 12 });
    expect(res.body.data).toMatchObject({ status: 'handed_over', handed_over_at: iso(start + 60_000), handed_over_to_user_id: 12 });
    const [e] = await outboxEnvelopes(services, tenantId, 'conversation.handed_over');
    expect(e!.data).toEqual({
      conversation_id: id,
      channel: 'web',
      ...customer,
      status: 'handed_over',
      started_at: iso(start),
      handed_over_at: iso(start + 60_000),
      handed_over_to_user_id: 12,
    });
    const toTeam = (await api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    await api(`/api/conversations/${toTeam}/handover`, {});
    const events = await outboxEnvelopes(services, tenantId, 'conversation.handed_over');
    expect(events[1]!.data.handed_over_to_user_id).toBeNull();
  });

  it('POST .../close makes the status completed and raises conversation.ended with ended_at; then refuses messages', async () => {
    const { tenantId, api } = await tenant();
    clock.set(start);
    const id = (await api('/api/conversations', { channel: 'sms', ...customer })).body.data.conversation_id as number;
    clock.advance(600_000);
    const res = await api(`/api/conversations/${id}/close`);
    expect(res.body.data).toMatchObject({ status: 'completed', ended_at: iso(start + 600_000) });
    const [e] = await outboxEnvelopes(services, tenantId, 'conversation.ended');
    expect(e!.data).toEqual({ conversation_id: id, channel: 'sms', ...customer, status: 'completed', started_at: iso(start), ended_at: iso(start + 600_000) });
    const late = await api(`/api/conversations/${id}/messages`, { role: 'customer', content: 'One more thing' });
    expect(late.status).toBe(400);
    expect(late.body.detail).toBe(CONVERSATION_MESSAGES.completed);
    expect(await outboxEnvelopes(services, tenantId, 'message.received')).toEqual([]);
  });

  it('POST .../comments raises comment.created with comment, author, external_ref and identity', async () => {
    const { tenantId, api } = await tenant();
    const id = (await api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    const res = await api(`/api/conversations/${id}/comments`, {
      comment: 'Customer asked for a call back.',
      author: 'Sam (support)',
      external_ref: 'CRM-991',
      identity: { match_key: 'chloe.martin@example.net', display_name: 'Chloe Martin' },
    });
    expect(res.status).toBe(201);
    const bare = await api(`/api/conversations/${id}/comments`, { comment: 'Plain note' });
    const events = await outboxEnvelopes(services, tenantId, 'comment.created');
    expect(events.map((e) => e.data)).toEqual([
      {
        conversation_id: id,
        comment_id: res.body.data.comment_id,
        comment: 'Customer asked for a call back.',
        author: 'Sam (support)',
        external_ref: 'CRM-991',
        identity: { match_key: 'chloe.martin@example.net', display_name: 'Chloe Martin' },
      },
      { conversation_id: id, comment_id: bare.body.data.comment_id, comment: 'Plain note', author: null, external_ref: null, identity: null },
    ]);
  });

  it('customer.identified: method verified through recordCustomerIdentified (verify-otp on a conversation)', async () => {
    const { tenantId, api } = await tenant();
    clock.set(start);
    const id = (await api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    expect(await recordCustomerIdentified(services, tenantId, id, { method: 'verified', customerName: 'Priya Shah' })).toBe(true);
    const [e] = await outboxEnvelopes(services, tenantId, 'customer.identified');
    expect(e!.data).toEqual({
      conversation_id: id,
      channel: 'web',
      customer_name: 'Priya Shah',
      customer_phone: null,
      customer_email: null,
      status: 'open',
      started_at: iso(start),
      method: 'verified',
      customer_profile_id: null,
      proof: 'code',
    });
    const other = await tenant();
    expect(await recordCustomerIdentified(services, other.tenantId, id)).toBe(false);
    expect(await outboxEnvelopes(services, other.tenantId)).toEqual([]);
  });

  it('customer.identified: method recognised with customer_profile_id through POST .../recognised', async () => {
    const { tenantId, api } = await tenant();
    clock.set(start);
    const id = (await api('/api/conversations', { channel: 'widget', customer_name: 'Tom' })).body.data.conversation_id as number;
    const res = await api(`/api/conversations/${id}/recognised`, {
      customer_profile_id: 5511,
      customer_name: 'Tom Price',
      customer_email: 'tom.price@example.com',
    });
    expect(res.body.data).toMatchObject({
      identified_method: 'recognised',
      customer_profile_id: 5511,
      customer_name: 'Tom',
      customer_email: 'tom.price@example.com',
    });
    const [e] = await outboxEnvelopes(services, tenantId, 'customer.identified');
    expect(e!.data).toEqual({
      conversation_id: id,
      channel: 'widget',
      customer_name: 'Tom',
      customer_phone: null,
      customer_email: 'tom.price@example.com',
      status: 'open',
      started_at: iso(start),
      method: 'recognised',
      customer_profile_id: 5511,
      proof: null,
    });
  });
});

describe('Conversations API states and isolation', () => {
  it('follows the transition table: completed is final and a handed-over conversation cannot be handed over again', async () => {
    const { api } = await tenant();
    expect(CONVERSATION_STATUSES).toEqual(['open', 'handed_over', 'completed']);
    const id = (await api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    await api(`/api/conversations/${id}/handover`, {});
    const twice = await api(`/api/conversations/${id}/handover`, {});
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({
      detail: CONVERSATION_MESSAGES.cannotMove('handed_over', 'handed_over'),
      status: 'handed_over',
      allowed_statuses: [...CONVERSATION_TRANSITIONS.handed_over],
    });
    expect((await api(`/api/conversations/${id}/close`)).status).toBe(200);
    const again = await api(`/api/conversations/${id}/close`);
    expect(again.body).toEqual({ detail: CONVERSATION_MESSAGES.cannotMove('completed', 'completed'), status: 'completed', allowed_statuses: [] });
    expect((await api(`/api/conversations/${id}/handover`, {})).status).toBe(400);
  });

  it("answers 404 for another tenant's conversation on every route and raises nothing for it", async () => {
    const mine = await tenant();
    const other = await tenant();
    const id = (await mine.api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    const calls: [string, string, unknown][] = [
      ['GET', `/api/conversations/${id}`, undefined],
      ['POST', `/api/conversations/${id}/messages`, { role: 'customer', content: 'hi' }],
      ['POST', `/api/conversations/${id}/handover`, {}],
      ['POST', `/api/conversations/${id}/close`, undefined],
      ['POST', `/api/conversations/${id}/comments`, { comment: 'x' }],
      ['POST', `/api/conversations/${id}/recognised`, { customer_profile_id: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await other.api(path, body, method);
      expect([path, res.status, res.body]).toEqual([path, 404, { detail: CONVERSATION_MESSAGES.notFound }]);
    }
    expect((await other.api('/api/conversations', undefined, 'GET')).body.data).toEqual([]);
    expect((await outboxEnvelopes(services, mine.tenantId)).map((e) => e.event)).toEqual(['conversation.started']);
    expect(await outboxEnvelopes(services, other.tenantId)).toEqual([]);
  });

  it('validates bodies with 422 and loc', async () => {
    const { api } = await tenant();
    const id = (await api('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    const cases: [string, unknown, (string | number)[]][] = [
      ['/api/conversations', {}, ['body', 'channel']],
      ['/api/conversations', { channel: 'web chat!' }, ['body', 'channel']],
      [`/api/conversations/${id}/messages`, { role: 'agent', content: 'x' }, ['body', 'role']],
      [`/api/conversations/${id}/messages`, { role: 'customer', content: '' }, ['body', 'content']],
      [`/api/conversations/${id}/comments`, { comment: 'x', identity: 'bob' }, ['body', 'identity']],
      [`/api/conversations/${id}/recognised`, { customer_profile_id: 'p1' }, ['body', 'customer_profile_id']],
    ];
    for (const [path, body, loc] of cases) {
      const res = await api(path, body);
      expect([path, res.status, res.body.detail?.[0]?.loc]).toEqual([path, 422, loc]);
    }
  });
});
