import { beforeAll, describe, expect, it } from 'vitest';
import { ConversationLifecycle } from '../../src/conversations/conversation-lifecycle.js';
import { SOURCE_MESSAGES, VERIFICATION_MESSAGES } from '../../src/messages.js';
import { env, harness as h, services, tenant, useDataHarness, verifyOnPlatform, type Call } from '../fakes/data-harness.js';

/**
 * Issue 27, item 1: the service's own tickets are a data source of the tickets tool and of
 * /api/chatbot-api/tickets. The demo tenant's way (Account Connect's demo verifies; it holds no
 * tickets): a verified customer sees their own tickets — raised by the bot in the conversation, by
 * POST /api/chatbot-api/create-ticket and by the team — with `source` naming the support desk, and
 * never another customer's, never a preview's, never the text or the notes.
 */

type Row = Record<string, unknown>;
useDataHarness();

const AMELIA = { full_name: 'Amelia Hart', mobile_number: '07700 900201' };
const OLIVER = { full_name: 'Oliver Bennett', postcode: 'M1 1AE' };

describe("the tickets tool answers with the conversation's own tickets", () => {
  let t: { tenantId: number; call: Call };
  let conv: number;
  const tool = (c: number, name: string, args: Record<string, unknown> = {}) => t.call('POST', `/api/chatbot-api/conversations/${c}/tools/${name}`, args);
  const newConversation = async (): Promise<number> => (await t.call('POST', '/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    t = await tenant('Own Desk');
    const saved = await t.call('PUT', `/api/tenants/${t.tenantId}/account-connect`, { base_url: h.demoBase, api_key: env.config.DEMO_API_KEY });
    expect(saved.body.chain_test.passed).toBe(true);
    conv = await newConversation();
    expect((await tool(conv, 'verify_identity', AMELIA)).body.success).toBe(true);
    expect((await tool(conv, 'verify_otp', { otp_code: '123456' })).body.success).toBe(true);

    const bot = await tool(conv, 'create_ticket', {
      subject: 'Cancel my contract',
      description: 'Please cancel my broadband contract at the end of the term. Private words: blue giraffe.',
      category: 'contract_cancellation',
    });
    numbers.bot = bot.body.ticket_number as string;
    // A repeat contact about the same request joins it as a note; the note is never read out either.
    const joined = await tool(conv, 'create_ticket', {
      subject: 'Cancel again',
      description: 'Asking again about cancelling — note words: purple walrus.',
      category: 'contract_cancellation',
    });
    expect(joined.body).toMatchObject({ joined_existing: true, ticket_number: numbers.bot });
    const api = await t.call('POST', '/api/chatbot-api/create-ticket', {
      customer_name: 'Amelia Hart',
      customer_email: ' AMELIA.HART@example.com ',
      subject: 'Payment taken twice',
      description: 'My card was charged twice for November.',
      category: 'payment_issue',
    });
    numbers.api = api.body.data.ticket_number as string;
    const team = await t.call('POST', '/api/tickets', {
      subject: 'Called about her router',
      description: 'Amelia phoned: the router light is red.',
      customer_name: 'Amelia Hart',
      customer_mobile: '+44 7700 900201',
    });
    expect(team.status).toBe(201);
    numbers.team = team.body.data.ticket_number as string;
    const other = await t.call('POST', '/api/chatbot-api/create-ticket', {
      customer_name: 'Oliver Bennett',
      customer_email: 'Oliver.Bennett@example.net',
      subject: 'Arrears letter',
      description: 'I received a letter about arrears.',
    });
    numbers.other = other.body.data.ticket_number as string;
    // The owner's own try in a dashboard preview, as Amelia: real in the desk, never in a customer's answer.
    const preview = await new ConversationLifecycle(services.orm, services.clock).start(t.tenantId, { channel: 'preview', preview: true });
    const tried = await t.call('POST', '/api/chatbot-api/create-ticket', {
      customer_name: 'Amelia Hart',
      customer_email: 'amelia.hart@example.com',
      subject: 'Preview try',
      description: 'The owner trying the bot out.',
      conversation_id: preview.conversation.id,
    });
    numbers.preview = tried.body.data.ticket_number as string;
  });

  it('lists her tickets from the bot, the API and the team, most recent first, each naming the support desk', async () => {
    const res = await tool(conv, 'tickets');
    expect(res.status).toBe(200);
    const rows = res.body.tickets as Row[];
    expect(new Set(rows.map((r) => r['ticket_number']))).toEqual(new Set([numbers.bot, numbers.api, numbers.team]));
    expect(rows.every((r) => r['source'] === SOURCE_MESSAGES.supportDesk)).toBe(true);
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(['opened', 'source', 'status', 'subject', 'ticket_number', 'updated']);
    expect(rows.find((r) => r['ticket_number'] === numbers.bot)).toMatchObject({ subject: 'Cancel my contract', status: 'open' });
    expect(res.body).not.toHaveProperty('more');
    expect(res.body).not.toHaveProperty('message'); // not "Account Connect does not hold tickets"
  });

  it("never carries the text or the notes, and never another customer's or a preview's ticket", async () => {
    const res = await tool(conv, 'tickets');
    const text = JSON.stringify(res.body);
    for (const secret of ['blue giraffe', 'purple walrus', 'charged twice', 'router light', 'oliver', 'Preview try', numbers.other, numbers.preview]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers the same on the platform API, by conversation or by session_token', async () => {
    const byConversation = await t.call('POST', '/api/chatbot-api/tickets', { conversation_id: conv });
    expect(new Set((byConversation.body.tickets as Row[]).map((r) => r['ticket_number']))).toEqual(new Set([numbers.bot, numbers.api, numbers.team]));
    const session = await verifyOnPlatform(t.call, AMELIA);
    const bySession = await t.call('POST', '/api/chatbot-api/tickets', { session_token: session });
    // Not linked to this session's conversation (it has none), her tickets are found by her verified email and mobile.
    expect(new Set((bySession.body.tickets as Row[]).map((r) => r['ticket_number']))).toEqual(new Set([numbers.bot, numbers.api, numbers.team]));
  });

  it('shows another verified customer only their own ticket, and an unverified conversation nothing', async () => {
    const oliver = await newConversation();
    expect((await tool(oliver, 'tickets')).body).toEqual({ success: false, needs_verification: true, message: VERIFICATION_MESSAGES.needsVerification });
    expect((await tool(oliver, 'verify_identity', OLIVER)).body.success).toBe(true);
    expect((await tool(oliver, 'verify_otp', { otp_code: '123456' })).body.success).toBe(true);
    const res = await tool(oliver, 'tickets');
    expect((res.body.tickets as Row[]).map((r) => r['ticket_number'])).toEqual([numbers.other]);
  });

  it('lists a ticket raised before verifying in this conversation once the customer is verified', async () => {
    const c = await newConversation();
    const early = await tool(c, 'create_ticket', { subject: 'Broken router', description: 'The router stopped working this morning.', category: 'general' });
    expect(early.body.joined_existing).toBe(false);
    expect((await tool(c, 'verify_identity', OLIVER)).body.success).toBe(true);
    expect((await tool(c, 'verify_otp', { otp_code: '123456' })).body.success).toBe(true);
    const rows = (await tool(c, 'tickets')).body.tickets as Row[];
    expect(rows.map((r) => r['ticket_number']).sort()).toEqual([numbers.other, early.body.ticket_number].sort());
  });
});
