import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VERIFICATION_MESSAGES } from '../../src/messages.js';
import { connect, emailedCode, env, harness as h, services, smtp, tenant, useDataHarness, verifyOnPlatform, type Call } from '../fakes/data-harness.js';

/**
 * Issue 27, items 5 and 6: a verifier switch takes effect at once — the sessions and pending codes made
 * through the previous verifier end in every process (the tenant's verifier generation, kept in
 * PostgreSQL with the switch), the bot is asked to verify again, and the activity log says why — and
 * verify_otp in a conversation that never had a code sent says so instead of "expired".
 */

useDataHarness();

const AMELIA = { full_name: 'Amelia Hart', email: 'amelia.hart@example.com' };

describe("a verifier switch ends the previous verifier's sessions at once", () => {
  let t: { tenantId: number; call: Call };
  let vendorId: number;
  const tool = (c: number, name: string, args: Record<string, unknown> = {}) => t.call('POST', `/api/chatbot-api/conversations/${c}/tools/${name}`, args);
  const conversation = async (): Promise<number> => (await t.call('POST', '/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
  const verifyThroughVendor = async (c: number): Promise<void> => {
    const before = smtp.messages.length;
    expect((await tool(c, 'verify_identity', AMELIA)).body.success).toBe(true);
    expect((await tool(c, 'verify_otp', { otp_code: await emailedCode(smtp, AMELIA.email, before) })).body.success).toBe(true);
  };
  const useVendor = async () => expect((await t.call('POST', `/api/tenants/${t.tenantId}/connectors/${vendorId}/use-to-verify`)).status).toBe(200);
  const useAccountConnect = async () => expect((await t.call('POST', `/api/tenants/${t.tenantId}/account-connect/use-to-verify`)).status).toBe(200);

  beforeAll(async () => {
    t = await tenant('Switching Shop');
    const saved = await t.call('PUT', `/api/tenants/${t.tenantId}/account-connect`, { base_url: h.demoBase, api_key: env.config.DEMO_API_KEY });
    expect(saved.body.chain_test.passed).toBe(true);
    vendorId = await connect(t.call, t.tenantId, 'demo_vendor', { api_key: env.config.DEMO_API_KEY }, { demo_base: h.demoBase });
  });

  it('asks the bot to verify again after the tenant chose Account Connect, then reads through it; the activity log says why', async () => {
    await useVendor();
    const conv = await conversation();
    await verifyThroughVendor(conv);
    expect((await tool(conv, 'invoices')).body).toMatchObject({ success: true, invoices: [], message: MESSAGES.doesNotHold('Demo vendor', 'invoices') });
    const before = smtp.messages.length;
    const viaPlatform = await verifyOnPlatform(t.call, AMELIA, { code: () => emailedCode(smtp, AMELIA.email, before) });

    await useAccountConnect();
    expect((await tool(conv, 'invoices')).body).toEqual({ success: false, needs_verification: true, message: MESSAGES.sessionExpired });
    // The same on the platform API: the session_token is gone (401), and stays gone.
    const gone = await t.call('POST', '/api/chatbot-api/invoices', { session_token: viaPlatform });
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual({ detail: { success: false, message: MESSAGES.sessionExpired } });

    expect((await tool(conv, 'verify_identity', { full_name: 'Amelia Hart', mobile_number: '07700 900201' })).body.success).toBe(true);
    expect((await tool(conv, 'verify_otp', { otp_code: '123456' })).body.success).toBe(true);
    const invoices = await tool(conv, 'invoices');
    expect(invoices.body.success).toBe(true);
    expect((invoices.body.invoices as unknown[]).length).toBeGreaterThan(0);

    await services.activity.flush();
    const rows = await services.orm.em
      .getConnection()
      .execute<{ action: string; conversation_id: number | null; channel: string }[]>(
        `select action, conversation_id, channel from activity_log where tenant_id = ? and outcome = 'verifier_changed' order by id`,
        [t.tenantId],
      );
    expect(rows).toEqual([
      { action: 'invoices', conversation_id: conv, channel: 'conversation_tool' },
      { action: 'POST /api/chatbot-api/invoices', conversation_id: null, channel: 'platform_api' },
    ]);
  });

  it('ends a code sent through the previous verifier: verify_otp answers that it has expired', async () => {
    await useAccountConnect();
    const conv = await conversation();
    expect((await tool(conv, 'verify_identity', { full_name: 'Amelia Hart', mobile_number: '07700 900201' })).body.success).toBe(true);
    await useVendor();
    expect((await tool(conv, 'verify_otp', { otp_code: '123456' })).body).toEqual({ success: false, message: MESSAGES.codeExpired });
    await verifyThroughVendor(conv);
    expect((await tool(conv, 'orders')).body.success).toBe(true);
  });

  it('keeps sessions when the verifier stays the same: a new access key for it ends nothing', async () => {
    await useVendor();
    const conv = await conversation();
    await verifyThroughVendor(conv);
    await useVendor(); // pressed again: a new scc_ key, the same verifier
    expect((await tool(conv, 'orders')).body.success).toBe(true);
  });
});

describe('verify_otp before any code was sent', () => {
  it("says no code has been sent yet and to call verify_identity; an expired or unknown code keeps the spec's words", async () => {
    const t = await tenant('No Code Yet');
    await t.call('PUT', `/api/tenants/${t.tenantId}/account-connect`, { base_url: h.demoBase, api_key: env.config.DEMO_API_KEY });
    const conv = (await t.call('POST', '/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    const tool = (name: string, args: Record<string, unknown>) => t.call('POST', `/api/chatbot-api/conversations/${conv}/tools/${name}`, args);
    const noCode = { success: false, needs_code: true, message: VERIFICATION_MESSAGES.noCodeSent };
    expect((await tool('verify_otp', { otp_code: '123456' })).body).toEqual(noCode);
    // A mismatch sends no code: still none sent.
    expect((await tool('verify_identity', { full_name: 'Nobody Atall', postcode: 'ZZ9 9ZZ' })).body).toMatchObject({
      success: false,
      message: MESSAGES.noMatch,
    });
    expect((await tool('verify_otp', { otp_code: '123456' })).body).toEqual(noCode);
    // The platform API with conversation_id and no otp_token says the same; an unknown otp_token is the spec's "expired".
    expect((await t.call('POST', '/api/chatbot-api/verify-otp', { otp_code: '123456', conversation_id: conv })).body).toEqual(noCode);
    expect((await t.call('POST', '/api/chatbot-api/verify-otp', { otp_token: 'not-a-token', otp_code: '123456' })).body).toEqual({
      success: false,
      message: MESSAGES.codeExpired,
    });
    // Once a code was sent, a later verify_otp after success is about an old code: the spec's words.
    expect((await tool('verify_identity', { full_name: 'Amelia Hart', mobile_number: '07700 900201' })).body.success).toBe(true);
    expect((await tool('verify_otp', { otp_code: '123456' })).body.success).toBe(true);
    expect((await tool('verify_otp', { otp_code: '123456' })).body).toEqual({ success: false, message: MESSAGES.codeExpired });
  });
});
