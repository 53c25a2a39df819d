import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../config/limits.js';
import { anthropicTools, argumentsSchema, openAiTools, strictSchema, toolDefinitions } from '../../src/bot/formats.js';
import { BOT_TOOL_NAMES, BOT_TOOLS } from '../../src/bot/tools.js';
import { shapeToolResult, TOOL_TEXT_MAX_CHARS } from '../../src/bot/tool-result-trim.js';
import { orderRows } from '../../src/verification/list-cut.js';
import { parseConversationRef } from '../../src/conversations/conversation-ref.js';

const TODAY = '2026-11-24';
const day = (n: number): string => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const size = (v: unknown): number => JSON.stringify(v).length;

describe('the toolset as data', () => {
  it('names the ten tools of the issue, in one list', () => {
    expect(BOT_TOOL_NAMES).toEqual([
      'verify_identity',
      'verify_otp',
      'account_summary',
      'orders',
      'invoices',
      'bookings',
      'subscriptions',
      'tickets',
      'track_order',
      'create_ticket',
    ]);
  });

  it('puts every account tool behind the verified gate, track_order behind it by order number, and nothing else', () => {
    const gates = Object.fromEntries(BOT_TOOL_NAMES.map((n) => [n, BOT_TOOLS[n].gate]));
    expect(gates).toEqual({
      verify_identity: 'open',
      verify_otp: 'open',
      create_ticket: 'open',
      track_order: 'verified_for_order_number',
      account_summary: 'verified',
      orders: 'verified',
      invoices: 'verified',
      bookings: 'verified',
      subscriptions: 'verified',
      tickets: 'verified',
    });
  });

  it('tells the model the spec\'s rules in every account tool: read-only, no invented figures, system_error is "cannot check", changes become tickets', () => {
    for (const name of ['account_summary', 'orders', 'invoices', 'bookings', 'subscriptions', 'tickets'] as const) {
      const d = BOT_TOOLS[name].description;
      expect(d, name).toMatch(/Read-only/);
      expect(d, name).toMatch(/never invent figures, dates/);
      expect(d, name).toMatch(/system_error.*cannot check right now.*never that nothing exists/);
      expect(d, name).toMatch(/create_ticket/);
    }
    expect(BOT_TOOLS.create_ticket.description).toMatch(/change, cancel, refund/);
  });

  it('lets no argument carry a session, an otp_token or a customer id', () => {
    const json = JSON.stringify(toolDefinitions());
    expect(json).not.toMatch(/session_token|otp_token|customer_id/);
    for (const name of BOT_TOOL_NAMES) expect(argumentsSchema(name).additionalProperties, name).toBe(false);
    expect(BOT_TOOLS.create_ticket.args.safeParse({ subject: 'Cancel my plan', description: 'Please cancel it today', customer_id: 'c1' }).success).toBe(false);
    expect(BOT_TOOLS.track_order.args.safeParse({ order_number: 'A1', session_token: 'x' }).success).toBe(false);
  });

  it('describes arguments as JSON Schema: required ones, and none for account tools', () => {
    const tools = Object.fromEntries(toolDefinitions().map((t) => [t.name, t.input_schema]));
    expect(tools.verify_otp).toMatchObject({ type: 'object', properties: { otp_code: { type: 'string' } }, required: ['otp_code'] });
    expect(tools.create_ticket).toMatchObject({ required: ['subject', 'description'], properties: { subject: { minLength: 5, maxLength: 255 } } });
    expect(Object.keys(tools.track_order!.properties as object)).toEqual(['tracking_number', 'order_number', 'postcode']);
    expect(tools.orders).toEqual({ type: 'object', description: expect.any(String), properties: {}, additionalProperties: false });
  });
});

describe('formats: OpenAI and Anthropic shapes from the same definitions', () => {
  it('wraps each tool as an OpenAI function tool in strict mode', () => {
    const openai = openAiTools();
    const common = toolDefinitions();
    expect(openai).toHaveLength(common.length);
    openai.forEach((t, i) => {
      expect(t).toEqual({
        type: 'function',
        function: { name: common[i]!.name, description: common[i]!.description, parameters: strictSchema(common[i]!.input_schema), strict: true },
      });
    });
  });

  it('makes strict-mode schemas: every property required, the optional ones nullable, no other properties, no length keywords', () => {
    const byName = Object.fromEntries(openAiTools().map((t) => [t.function.name, t.function.parameters]));
    expect(byName.verify_identity).toEqual({
      type: 'object',
      properties: {
        full_name: { type: 'string', description: "The customer's full name as they gave it" },
        postcode: { type: ['string', 'null'], description: 'Postcode on the account' },
        email: { type: ['string', 'null'], description: 'Email address on the account' },
        mobile_number: { type: ['string', 'null'], description: 'Mobile number on the account (07... or +44 7...)' },
      },
      required: ['full_name', 'postcode', 'email', 'mobile_number'],
      additionalProperties: false,
    });
    expect(byName.orders).toMatchObject({ type: 'object', properties: {}, required: [], additionalProperties: false });
    for (const [name, schema] of Object.entries(byName)) {
      const props = schema.properties as Record<string, Record<string, unknown>>;
      expect(schema.required, name).toEqual(Object.keys(props));
      expect(schema.additionalProperties, name).toBe(false);
      expect(JSON.stringify(schema), name).not.toMatch(/"(minLength|maxLength|default)"/);
      const optional = Object.keys(props).filter(
        (k) => !((toolDefinitions().find((t) => t.name === name)!.input_schema.required ?? []) as string[]).includes(k),
      );
      for (const k of optional) expect(props[k]!.type, `${name}.${k}`).toEqual(['string', 'null']);
    }
  });

  it('wraps a property without a single type in anyOf with null, and converts nested objects and arrays', () => {
    const schema = strictSchema({
      type: 'object',
      properties: {
        either: { description: 'd', anyOf: [{ type: 'string' }, { type: 'number' }] },
        list: { type: 'array', items: { type: 'object', properties: { a: { type: 'string', maxLength: 3 } } } },
      },
      required: ['list'],
    });
    expect(schema).toEqual({
      type: 'object',
      properties: {
        either: { description: 'd', anyOf: [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, { type: 'null' }] },
        list: {
          type: 'array',
          items: { type: 'object', properties: { a: { type: ['string', 'null'] } }, required: ['a'], additionalProperties: false },
        },
      },
      required: ['either', 'list'],
      additionalProperties: false,
    });
  });

  it('gives Anthropic name, description and input_schema', () => {
    expect(anthropicTools()).toEqual(toolDefinitions().map((t) => ({ name: t.name, description: t.description, input_schema: t.input_schema })));
    expect(Object.keys(anthropicTools()[0]!)).toEqual(['name', 'description', 'input_schema']);
  });
});

describe('shapeToolResult: the bot reads about 2,000 characters', () => {
  it('keeps the 10 most recent orders, most recent first, and says how many were left out', () => {
    const orders = Array.from({ length: 14 }, (_, i) => ({ order_number: `A${i}`, placed: day(i) }));
    const out = shapeToolResult({ kind: 'read', read: 'orders' }, { success: true, orders: [...orders].reverse() }, TODAY);
    const placed = (out.orders as { placed: string }[]).map((o) => o.placed);
    expect(placed).toEqual(Array.from({ length: 10 }, (_, i) => day(13 - i)));
    expect(out).toMatchObject({ success: true, more: true, more_count: 4 });
  });

  it('keeps 12 invoices and no more flag when nothing was left out', () => {
    const invoices = Array.from({ length: 12 }, (_, i) => ({ invoice: `INV-${i}`, date: day(i), amount: '£1.00' }));
    const out = shapeToolResult({ kind: 'read', read: 'invoices' }, { success: true, invoices }, TODAY);
    expect((out.invoices as unknown[]).length).toBe(12);
    expect(out).not.toHaveProperty('more');
    expect((out.invoices as { date: string }[])[0]!.date).toBe(day(11));
  });

  it('cuts long free text and drops the oldest rows until the JSON fits, keeping at least one', () => {
    const long = 'x'.repeat(1_000);
    const tickets = Array.from({ length: 10 }, (_, i) => ({ id: `T${i}`, subject: long, status: 'open', updated: day(i) }));
    const out = shapeToolResult({ kind: 'read', read: 'tickets' }, { success: true, tickets }, TODAY);
    expect(size(out)).toBeLessThanOrEqual(LIMITS.botReadChars);
    const kept = out.tickets as { id: string; subject: string }[];
    expect(kept[0]!.id).toBe('T9');
    expect(kept[0]!.subject).toHaveLength(TOOL_TEXT_MAX_CHARS);
    expect(out.more_count).toBe(10 - kept.length);
    const one = shapeToolResult({ kind: 'read', read: 'tickets' }, { success: true, tickets: [{ id: 'T', subject: 'y'.repeat(5_000) }] }, TODAY, 50);
    expect((one.tickets as unknown[]).length).toBe(1);
  });

  it('lists bookings upcoming first (soonest first), then past ones, at most five', () => {
    const rows = [
      { id: 'past-old', start: '2026-10-01T09:00' },
      { id: 'later', start: '2026-12-20T09:00' },
      { id: 'today', start: `${TODAY}T15:00` },
      { id: 'past-new', start: '2026-11-20T09:00' },
      { id: 'soon', start: '2026-11-30T10:00' },
      { id: 'far', start: '2027-03-01T10:00' },
    ];
    expect(orderRows(rows, { upcomingBy: 'start' }, TODAY).map((r) => r.id)).toEqual(['today', 'soon', 'later', 'far', 'past-new', 'past-old']);
    const out = shapeToolResult({ kind: 'read', read: 'bookings' }, { success: true, bookings: rows }, TODAY);
    expect((out.bookings as { id: string }[]).map((b) => b.id)).toEqual(['today', 'soon', 'later', 'far', 'past-new']);
    expect(out).toMatchObject({ more: true, more_count: 1 });
  });

  it('keeps source, partial and unavailable of a merged read', () => {
    const orders = [{ order_number: 'A', placed: day(1), source: 'Shopify' }];
    const out = shapeToolResult({ kind: 'read', read: 'orders' }, { success: true, orders, partial: true, unavailable: ['Stripe'] }, TODAY);
    expect(out).toEqual({ success: true, orders, partial: true, unavailable: ['Stripe'] });
  });

  it('fits an account summary: five upcoming bookings, then the largest lists shortened', () => {
    const bookings = Array.from({ length: 8 }, (_, i) => ({ id: `B${i}`, start: day(340 + i) }));
    const services = Array.from({ length: 40 }, (_, i) => ({ name: `Service number ${i} with a fairly long name`, status: 'active' }));
    const out = shapeToolResult(
      { kind: 'read', read: 'account' },
      { success: true, account: { name: 'Amelia Hart', upcoming_bookings: bookings, services } },
      TODAY,
    );
    expect(size(out)).toBeLessThanOrEqual(LIMITS.botReadChars);
    const account = out.account as { name: string; upcoming_bookings: unknown[]; services: unknown[] };
    expect(account.name).toBe('Amelia Hart');
    expect(account.upcoming_bookings.length).toBeLessThanOrEqual(5);
    expect(out.more).toBe(true);
    expect(out.more_count).toBe(8 - account.upcoming_bookings.length + 40 - account.services.length);
  });

  it('adds the rows a source had already left out (more_count) to what it leaves out itself', () => {
    const orders = Array.from({ length: 10 }, (_, i) => ({ order_number: `A${i}`, placed: day(i) }));
    const out = shapeToolResult({ kind: 'read', read: 'orders' }, { success: true, orders, more: true, more_count: 5 }, TODAY);
    expect(out).toMatchObject({ success: true, more: true, more_count: 5 });
    expect(out).not.toHaveProperty('truncated');
  });

  it('passes negative answers through unchanged', () => {
    const body = { success: false, system_error: true, message: "We can't read orders right now — our team has been told." };
    expect(shapeToolResult({ kind: 'read', read: 'orders' }, body, TODAY)).toBe(body);
  });
});

describe('parseConversationRef', () => {
  it('reads numeric ids and ext:<external_id>, and refuses anything else', () => {
    expect(parseConversationRef('42')).toEqual({ kind: 'id', id: 42 });
    expect(parseConversationRef('ext:wa:447700900123/2026')).toEqual({ kind: 'external', externalId: 'wa:447700900123/2026' });
    for (const bad of ['0', '-1', '1.5', '99999999999', 'ext:', 'ext:has space', 'abc']) expect(parseConversationRef(bad), bad).toBeNull();
  });
});
