import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithIdentity } from '../../examples/sign-identity.js';
import { http } from '../fakes/infra.js';
import { latestDemoOrder, runTs, startKitStack, type KitStack } from '../kit/stack.js';

/**
 * README's signed-identity snippet against `npm start` (src/start-all.ts with the demo tenant, its web,
 * worker and clock processes): examples/sign-identity.ts, imported (not copied), mints a secret through
 * the API, signs a token with jose and identifies a new conversation, for both verifier kinds the demo
 * tenant has, the Demo vendor connection (a connector's customer search) and Account Connect on the
 * built-in demo (its optional session-for-identity); then the conversation's orders tool reads her
 * orders, and the example itself runs as README says.
 */
let stack: KitStack;

beforeAll(async () => {
  stack = await startKitStack();
}, 180_000);
afterAll(async () => {
  await stack?.close();
}, 60_000);

const key = () => ({ headers: { 'x-api-key': stack.apiKey } });

describe("README's signed identity on npm start", () => {
  it('identifies a conversation with a jose-signed token through the Demo vendor connection, and the bot reads her orders', async () => {
    expect((await http(stack.webUrl, 'GET', `/api/tenants/${stack.tenantId}`, key())).body.verifier).toMatchObject({
      kind: 'connector',
      connector: 'demo_vendor',
    });
    const latest = await latestDemoOrder(stack, 'amelia.hart@example.com');
    const signedIn = await signInWithIdentity({ url: stack.webUrl, apiKey: stack.apiKey, tenantId: stack.tenantId });
    expect(signedIn.identify).toMatchObject({ success: true, method: 'signed_identity' });
    expect(signedIn.orderNumbers).toContain(latest);
    const conversation = await http(stack.webUrl, 'GET', `/api/conversations/${signedIn.conversationId}`, key());
    expect(conversation.body.data.identified_method).toBe('verified');
    // The example retires its secret when done: a token signed with it now would be refused.
    expect((await http(stack.webUrl, 'GET', `/api/tenants/${stack.tenantId}/identity-secrets`, key())).body.secrets).toEqual([]);
  }, 60_000);

  it('identifies through Account Connect on the built-in demo (session-for-identity) once it verifies', async () => {
    const chosen = await http(stack.webUrl, 'POST', `/api/tenants/${stack.tenantId}/account-connect/use-to-verify`, key());
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect((await http(stack.webUrl, 'GET', `/api/tenants/${stack.tenantId}`, key())).body.verifier).toEqual({ kind: 'account_connect' });
    const signedIn = await signInWithIdentity({ url: stack.webUrl, apiKey: stack.apiKey, tenantId: stack.tenantId });
    expect(signedIn.identify).toMatchObject({ success: true, method: 'signed_identity' });
    expect(signedIn.orderNumbers.length).toBeGreaterThan(0);
  }, 60_000);

  it('runs as README says (npx tsx examples/sign-identity.ts with the printed key and tenant id)', async () => {
    const run = await runTs('examples/sign-identity.ts', { CVS_URL: stack.webUrl, CVS_API_KEY: stack.apiKey, CVS_TENANT_ID: String(stack.tenantId) });
    const printed = `${run.stdout}\n${run.stderr}`;
    expect(run.code, printed).toBe(0);
    expect(run.stdout).toMatch(/^identify: \{"success":true,.*"method":"signed_identity"/m);
    expect(run.stdout).toMatch(/^orders read after it: \S+/m);
    const wrong = await runTs('examples/sign-identity.ts', { CVS_URL: stack.webUrl, CVS_API_KEY: stack.apiKey, CVS_TENANT_ID: '' });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/Set CVS_API_KEY and CVS_TENANT_ID/);
  }, 60_000);
});
