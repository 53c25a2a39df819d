import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createClient, NotFoundError, ok, RateLimitedError, UnauthorizedError, ValidationError, type ApiClient } from '../../clients/typescript/src/index.js';
import { latestDemoOrder, type KitStack } from './stack.js';

/** The demo customer the kit plays. */
export const AMELIA = { name: 'Amelia Hart', email: 'amelia.hart@example.com' };

const unique = (what: string): string => `${what}-${randomBytes(4).toString('hex')}`;

/** A call of the typed client that must fail: its error. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (err) {
    return err;
  }
  throw new Error('the call did not fail');
}

/** A conversation of the tenant and a typed tool runner for it. */
async function conversation(api: ApiClient): Promise<{ id: number; tool: (name: string, args?: Record<string, unknown>) => Promise<Record<string, unknown>> }> {
  const started = await ok(api.POST('/api/conversations', { body: { channel: 'web', external_id: unique('client') } }));
  const id = started.data.conversation_id;
  const tool = (name: string, args: Record<string, unknown> = {}) =>
    ok(api.POST('/api/chatbot-api/conversations/{conversationId}/tools/{tool}', { params: { path: { conversationId: String(id), tool: name } }, body: args }));
  return { id, tool };
}

/** The typed client (clients/typescript), generated from the OpenAPI document, against the real processes. */
export function clientSuite(stack: () => KitStack): void {
  describe('the typed client against the real service', () => {
    const api = (): ApiClient => createClient({ baseUrl: stack().webUrl, apiKey: stack().apiKey });

    it('verifies a customer through the conversation tools endpoint, with the code from the development outbox, then reads her orders', async () => {
      const { tool } = await conversation(api());
      expect(await tool('orders')).toMatchObject({ success: false, needs_verification: true });
      const before = new Set((await ok(api().GET('/api/dashboard/dev/outbox'))).messages.map((m) => m.id));
      expect(await tool('verify_identity', { full_name: 'Amelia Hart', email: AMELIA.email })).toEqual({
        success: true,
        message: expect.stringMatching(/^Code sent by an email to a\*+@example\.com$/),
      });
      let code: string | undefined;
      for (let i = 0; i < 100 && !code; i++) {
        const mail = (await ok(api().GET('/api/dashboard/dev/outbox'))).messages.find((m) => !before.has(m.id) && m.to === AMELIA.email);
        code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
        if (!code) await new Promise((r) => setTimeout(r, 100));
      }
      expect(code).toMatch(/^\d{6}$/);
      expect(await tool('verify_otp', { otp_code: code })).toMatchObject({ success: true });
      const orders = (await tool('orders')) as { success: boolean; orders: { order_number: string }[] };
      expect(orders.success).toBe(true);
      expect(orders.orders[0]!.order_number).toBe(await latestDemoOrder(stack(), AMELIA.email));
    });

    it('reads with typed parameters and answers: the tenant, and the tools as strict OpenAI function tools', async () => {
      const tenant = await ok(api().GET('/api/tenants/{tenantId}', { params: { path: { tenantId: stack().tenantId } } }));
      expect(tenant).toMatchObject({ tenant_id: stack().tenantId, verifier: { kind: 'connector', connection_id: stack().demoVendorId } });
      const listed = await ok(api().GET('/api/chatbot-api/tools', { params: { query: { format: 'openai' } } }));
      expect(listed.format).toBe('openai');
      expect(listed.tools).toContainEqual(expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'orders', strict: true }) }));
    });

    it('creates a ticket and reads it back', async () => {
      const created = await ok(
        api().POST('/api/chatbot-api/create-ticket', {
          body: { customer_name: 'Amelia Hart', subject: 'Change my address', description: 'Please send my deliveries to my new flat from next week.' },
        }),
      );
      expect(created.data).toMatchObject({ ticket_number: expect.stringMatching(/^TKT-\d{6}$/), status: 'open', joined_existing: false });
      const read = await ok(api().GET('/api/tickets/{ticketId}', { params: { path: { ticketId: created.data.ticket_id } } }));
      expect(read.data).toMatchObject({ ticket_number: created.data.ticket_number, subject: 'Change my address' });
    });

    it('registers a webhook endpoint (its secret shown once), lists it and deletes it', async () => {
      const registered = await ok(
        api().POST('/api/sandbox/webhooks', { body: { url: 'http://127.0.0.1:9/hooks/cvs', events: ['ticket.created', 'conversation.started'] } }),
      );
      expect(registered.webhook).toMatchObject({ url: 'http://127.0.0.1:9/hooks/cvs', is_active: true, secret: expect.any(String) });
      const listed = await ok(api().GET('/api/sandbox/webhooks'));
      expect(listed.webhooks.map((w) => w.id)).toContain(registered.webhook.id);
      expect(JSON.stringify(listed.webhooks)).not.toContain(String(registered.webhook.secret));
      expect(await ok(api().DELETE('/api/sandbox/webhooks/{id}', { params: { path: { id: registered.webhook.id } } }))).toEqual({
        success: true,
        deleted: registered.webhook.id,
      });
    });

    it('throws UnauthorizedError for a wrong key, NotFoundError for an unknown conversation or tool, ValidationError with the issues', async () => {
      const stranger = createClient({ baseUrl: stack().webUrl, apiKey: 'sk_not_a_key' });
      const unauthorized = await failure(stranger.GET('/api/chatbot-api/tools'));
      expect(unauthorized).toBeInstanceOf(UnauthorizedError);
      expect(unauthorized).toMatchObject({ status: 401, body: { detail: 'Invalid API key' } });

      const run = (conversationId: string, tool: string, body: Record<string, unknown>) =>
        api().POST('/api/chatbot-api/conversations/{conversationId}/tools/{tool}', { params: { path: { conversationId, tool } }, body });
      const noConversation = await failure(run('ext:no-such-conversation', 'orders', {}));
      expect(noConversation).toBeInstanceOf(NotFoundError);
      expect(noConversation).toMatchObject({ status: 404, body: { detail: 'Conversation not found' } });
      const { id } = await conversation(api());
      const noTool = (await failure(run(String(id), 'cancel_order', {}))) as NotFoundError;
      expect(noTool).toBeInstanceOf(NotFoundError);
      expect(noTool.validTools).toContain('verify_identity');

      const invalid = (await failure(run(String(id), 'verify_identity', { full_name: 42, shoe_size: 9 }))) as ValidationError;
      expect(invalid).toBeInstanceOf(ValidationError);
      expect(invalid.issues.map((i) => i.loc)).toEqual(expect.arrayContaining([['body', 'full_name']]));
      expect(invalid.message).toMatch(/answered 422: body\.full_name/);
    });

    it('throws RateLimitedError with Retry-After when one conversation makes too many verification calls', async () => {
      const { tool } = await conversation(api());
      let limited: unknown;
      for (let i = 0; i < 15 && !limited; i++) {
        limited = await tool('verify_otp', { otp_code: '000000' }).then(
          () => undefined,
          (err: unknown) => err,
        );
      }
      expect(limited).toBeInstanceOf(RateLimitedError);
      expect((limited as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
      expect(limited).toMatchObject({ status: 429, body: { detail: expect.stringMatching(/^Too many requests — try again in \d+ seconds?\.$/) } });
    });
  });
}
