import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_MESSAGES, DATA_CHOICE_MESSAGES, type DataKind } from '../../src/messages.js';
import { LIST_RULES } from '../../src/verification/list-cut.js';
import { AMELIA } from '../fakes/data-vendors.js';
import { connect, emailedCode, env, harness as h, smtp, tenant, useDataHarness, verifyOnPlatform } from '../fakes/data-harness.js';
import { LIST_KINDS, LIST_VENDORS, startListWorld, type ListKey, type ListWorld } from '../fakes/list-vendors.js';

/**
 * Issue 27, items 2 and 3, through the platform API and the bot's tools on real Redis/PostgreSQL with
 * the vendor, partner and otp pools and loopback vendors: every list kind says `more` and `more_count`
 * whenever rows were left out, with one source and with three; the verifier is never also read as a
 * data source; a record the demo's sources all return is shown once.
 */

type Row = Record<string, unknown>;
let lists: ListWorld;

// The list vendors' server starts before the harness, which routes their calls to it.
const listsReady = startListWorld().then((w) => (lists = w));
useDataHarness(() => ({ definitions: LIST_VENDORS, bases: lists.bases }));
beforeAll(async () => {
  await listsReady;
});
afterAll(async () => {
  await lists?.close();
});

const secret = (key: ListKey): string => `tl_${key.slice(-1)}123456789`;

/** A tenant whose List A connection verifies, with the given data connections; Amelia verified on the platform and in a conversation. */
async function listTenant(name: string, data: ListKey[]) {
  const t = await tenant(name);
  const ids: Partial<Record<ListKey, number>> = {};
  for (const key of ['test_list_a', ...data] as ListKey[]) ids[key] = await connect(t.call, t.tenantId, key, { api_key: secret(key) });
  expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${ids.test_list_a}/use-to-verify`)).status).toBe(200);
  for (const key of data) expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${ids[key]}/use-for-data`)).status).toBe(200);
  const before = smtp.messages.length;
  const session = await verifyOnPlatform(t.call, { full_name: AMELIA.name, email: AMELIA.email }, { code: () => emailedCode(smtp, AMELIA.email, before) });
  const conv = (await t.call('POST', '/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
  const tool = (name: string, args: Record<string, unknown> = {}) => t.call('POST', `/api/chatbot-api/conversations/${conv}/tools/${name}`, args);
  const sent = smtp.messages.length;
  expect((await tool('verify_identity', { full_name: AMELIA.name, email: AMELIA.email })).body.success).toBe(true);
  expect((await tool('verify_otp', { otp_code: await emailedCode(smtp, AMELIA.email, sent) })).body.success).toBe(true);
  return { ...t, ids, session, conv, tool };
}

/** Checks one list answer: `shown` rows at most the kind's cap, and every row of `total` not shown counted. */
function expectWhole(body: Row, kind: DataKind, total: number, where: string): Row[] {
  const rows = body[kind] as Row[];
  expect(body['success'], where).toBe(true);
  expect(rows.length, where).toBeLessThanOrEqual(LIST_RULES[kind].cap);
  if (total > rows.length) expect(body, where).toMatchObject({ more: true, more_count: total - rows.length });
  else expect(body, where).not.toHaveProperty('more');
  return rows;
}

describe('more and more_count for every kind, from one source (the verifier, List A)', () => {
  let t: Awaited<ReturnType<typeof listTenant>>;
  beforeAll(async () => {
    t = await listTenant('One Source', []);
    lists.counts.test_list_a = Object.fromEntries(LIST_KINDS.map((k) => [k, LIST_RULES[k].cap + 3]));
  });

  for (const kind of LIST_KINDS) {
    it(`${kind}: the platform API shows the cap and counts the 3 left out; the tool says so in its message`, async () => {
      const total = LIST_RULES[kind].cap + 3;
      const api = await t.call('POST', `/api/chatbot-api/${kind}`, { session_token: t.session });
      expect(expectWhole(api.body as Row, kind, total, 'platform API')).toHaveLength(LIST_RULES[kind].cap);
      const res = await t.tool(kind);
      const shown = expectWhole(res.body as Row, kind, total, 'tool').length;
      expect(JSON.stringify(res.body).length).toBeLessThanOrEqual(2_000);
      expect(String(res.body.message)).toContain(BOT_MESSAGES.rowsLeftOut(shown, kind, total - shown));
    });
  }
});

describe('more and more_count for every kind, from three sources (List A verifies, List B and List C supply data)', () => {
  let t: Awaited<ReturnType<typeof listTenant>>;
  beforeAll(async () => {
    t = await listTenant('Three Sources', ['test_list_b', 'test_list_c']);
    lists.counts.test_list_a = Object.fromEntries(LIST_KINDS.map((k) => [k, 4]));
    lists.counts.test_list_b = Object.fromEntries(LIST_KINDS.map((k) => [k, 5]));
    lists.counts.test_list_c = Object.fromEntries(LIST_KINDS.map((k) => [k, 6]));
  });

  for (const kind of LIST_KINDS) {
    it(`${kind}: 15 rows merged, the cap shown with each source named, the rest counted (platform API and tool)`, async () => {
      const api = await t.call('POST', `/api/chatbot-api/${kind}`, { session_token: t.session });
      const rows = expectWhole(api.body as Row, kind, 15, 'platform API');
      expect(rows).toHaveLength(LIST_RULES[kind].cap);
      expect(rows.every((r) => ['List A', 'List B', 'List C'].includes(String(r['source'])))).toBe(true);
      const res = await t.tool(kind);
      const shown = expectWhole(res.body as Row, kind, 15, 'tool').length;
      expect(String(res.body.message)).toContain(BOT_MESSAGES.rowsLeftOut(shown, kind, 15 - shown));
    });
  }

  it("counts the service's own tickets with the connectors': one more ticket of Amelia's in the support desk", async () => {
    const made = await t.call('POST', '/api/chatbot-api/create-ticket', {
      customer_name: AMELIA.name,
      customer_email: AMELIA.email,
      subject: 'Where is my refund?',
      description: 'I returned the blender two weeks ago.',
    });
    expect(made.status).toBe(200);
    const api = await t.call('POST', '/api/chatbot-api/tickets', { session_token: t.session });
    expectWhole(api.body as Row, 'tickets', 16, 'platform API');
  });
});

describe('one row, once', () => {
  it('refuses "use for data" on the verifier, and a data connection chosen to verify stops supplying data: its rows are read once', async () => {
    const t = await listTenant('Read Once', ['test_list_b']);
    lists.counts.test_list_a = { orders: 2 };
    lists.counts.test_list_b = { orders: 3 };
    const refused = await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${t.ids.test_list_a}/use-for-data`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: DATA_CHOICE_MESSAGES.verifierIsRead });
    expect((await t.call('GET', `/api/tenants/${t.tenantId}/connectors/${t.ids.test_list_a}`)).body.connection.supplies_data).toBe(false);

    // List B verifies now: it no longer supplies data, and List A (which verified) is not a data connection either.
    const chosen = await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${t.ids.test_list_b}/use-to-verify`);
    expect(chosen.body.connection).toMatchObject({ verifies: true, supplies_data: false });
    const before = smtp.messages.length;
    const session = await verifyOnPlatform(t.call, { full_name: AMELIA.name, email: AMELIA.email }, { code: () => emailedCode(smtp, AMELIA.email, before) });
    const asked = lists.vendor.requests.length;
    const res = await t.call('POST', '/api/chatbot-api/orders', { session_token: session });
    expect((res.body.orders as Row[]).map((r) => r['order_number'])).toEqual(['B-ORD-0', 'B-ORD-1', 'B-ORD-2']);
    expect(
      lists.vendor.requests
        .slice(asked)
        .filter((r) => r.path.endsWith('/orders'))
        .map((r) => r.path),
    ).toEqual(['/test_list_b/v1/orders']);
  });

  it("shows each of the demo's orders once when Account Connect, the Demo vendor and a REST API on the demo all read it", async () => {
    const t = await tenant('Demo Three Ways');
    const saved = await t.call('PUT', `/api/tenants/${t.tenantId}/account-connect`, { base_url: h.demoBase, api_key: env.config.DEMO_API_KEY });
    expect(saved.body.chain_test.passed).toBe(true);
    const vendor = await connect(t.call, t.tenantId, 'demo_vendor', { api_key: env.config.DEMO_API_KEY }, { demo_base: h.demoBase });
    const rest = await connect(
      t.call,
      t.tenantId,
      'rest_api',
      { api_token: env.config.DEMO_API_KEY },
      { api_base: `${h.demoBase}/rest`, customer_lookup_path: 'customers', orders_path: 'orders' },
    );
    for (const id of [vendor, rest]) expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${id}/use-for-data`)).status).toBe(200);
    const session = await verifyOnPlatform(t.call, { full_name: 'Priya Shah', postcode: 'LS1 4AP' });
    const res = await t.call('POST', '/api/chatbot-api/orders', { session_token: session });
    const numbers = (res.body.orders as Row[]).map((r) => r['order_number']);
    // Priya Shah has 15 orders in the demo: 10 shown, each once, 5 said to be left out.
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `PS-${1015 - i}`));
    expect(res.body).toMatchObject({ success: true, more: true, more_count: 5 });
    expect(res.body).not.toHaveProperty('partial');

    // Without the REST API, Account Connect and the Demo vendor still show each order once.
    await t.call('DELETE', `/api/tenants/${t.tenantId}/connectors/${rest}/use-for-data`);
    const two = await t.call('POST', '/api/chatbot-api/orders', { session_token: session });
    expect(new Set((two.body.orders as Row[]).map((r) => r['order_number'])).size).toBe(10);
    expect(two.body).toMatchObject({ more_count: 5 });
  });
});
