import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '../../src/messages.js';
import { DESTINATION_CAPS } from '../../src/verification/destination-caps.js';
import { createTenant, platform } from '../fakes/account-connect.js';
import { createTestEnv, freePort, http, type TestEnv } from '../fakes/infra.js';
import { spawnTs, type Spawned } from '../fakes/processes.js';
import { codesTo, NORA, restVerifier, serveRestCustomers } from '../fakes/rest-customers.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.js';

/**
 * The cap per destination across every route and process: two real web processes and a worker
 * (all pools) spawned over one Redis and one database, a REST API connection verifying on a scripted
 * vendor, and a real SMTP server on 127.0.0.1 counting the code emails. One customer is asked for
 * through the platform API, /api/connect, a conversation tool and MCP on both web processes at once;
 * then both web processes are restarted and the cap still holds.
 */
let env: TestEnv;
let smtp: FakeSmtp;
let vendor: ScriptedVendor;
const urls: string[] = [];
const webs: Spawned[] = [];
/** Every web process started, for the log scan. */
const everyWeb: Spawned[] = [];
let worker: Spawned;

function startWebs(): Promise<unknown> {
  webs.length = 0;
  for (const url of urls) webs.push(spawnTs('../../src/web.ts', { ...env.env, PORT: new URL(url).port, PUBLIC_BASE_URL: url, LOG_LEVEL: 'info' }));
  everyWeb.push(...webs);
  return Promise.all(webs.map((w) => w.waitFor(/web listening/, 90_000)));
}
async function stopWebs(): Promise<void> {
  for (const w of webs) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
  await Promise.all(webs.map((w) => w.exited));
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  vendor = await startScriptedVendor();
  serveRestCustomers(vendor);
  for (let i = 0; i < 2; i++) urls.push(`http://127.0.0.1:${await freePort()}`);
  env = await createTestEnv({ SMTP_URL: smtp.url, VERIFY_TENANT_RATE_PER_MINUTE: '100000' });
  worker = spawnTs('../../workers/main.ts', { ...env.env, LOG_LEVEL: 'info' });
  await Promise.all([startWebs(), worker.waitFor(/worker started/, 90_000)]);
}, 180_000);

afterAll(async () => {
  await stopWebs();
  if (worker && worker.child.exitCode === null) worker.child.kill('SIGTERM');
  await worker?.exited;
  await vendor?.close();
  await smtp?.close();
  await env?.dropAll();
}, 60_000);

/** Calls a conversation's tool through the MCP SDK client; the tool's JSON answer. */
async function mcpVerify(baseUrl: string, apiKey: string, conversationId: number, args: Record<string, unknown>): Promise<any> {
  const client = new Client({ name: 'caps-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/chatbot-api/conversations/${conversationId}/mcp`), {
      requestInit: { headers: { 'X-API-Key': apiKey } },
    }),
  );
  try {
    const result = await client.callTool({ name: 'verify_identity', arguments: args });
    return JSON.parse((result.content as { text: string }[])[0]!.text);
  } finally {
    await client.close();
  }
}

async function settledEmails(to: string, atLeast: number): Promise<number> {
  const until = Date.now() + 20_000;
  while (codesTo(smtp.messages, to).length < atLeast && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 1_500)); // any code still on its way lands, and is counted
  return codesTo(smtp.messages, to).length;
}

describe('codes to one destination, capped across routes and web processes', () => {
  it('sends 5 of 16 codes asked for one customer at once through four routes on two web processes; the rest get the flat answer', async () => {
    const [a, b] = urls as [string, string];
    const tenant = await createTenant(a, env.config.ADMIN_TOKEN, 'Pumped Shop');
    const verifier = await restVerifier(b, tenant, `${vendor.baseUrl}/api`);
    const identity = { full_name: NORA.name, email: NORA.email };
    const conversation = async (base: string): Promise<number> =>
      (await platform(base, tenant.apiKey)('/api/conversations', { channel: 'web' })).body.data.conversation_id as number;
    const conversations = await Promise.all(Array.from({ length: 8 }, (_, i) => conversation(i % 2 ? b : a)));
    const before = codesTo(smtp.messages, NORA.email).length;
    const routes = Array.from({ length: 16 }, (_, i) => {
      const base = i % 2 ? b : a;
      switch (i % 4) {
        case 0:
          return http(base, 'POST', '/api/chatbot-api/verify-identity', { headers: { 'X-API-Key': tenant.apiKey }, body: identity }).then((r) => r.body);
        case 1:
          return http(base, 'POST', `/api/connect/${verifier.id}/verify-identity`, { headers: { 'X-API-Key': verifier.key }, body: identity }).then(
            (r) => r.body,
          );
        case 2:
          return http(base, 'POST', `/api/chatbot-api/conversations/${conversations[i >> 1]}/tools/verify_identity`, {
            headers: { 'X-API-Key': tenant.apiKey },
            body: identity,
          }).then((r) => r.body);
        default:
          return mcpVerify(base, tenant.apiKey, conversations[i >> 1]!, identity);
      }
    });
    const answers = await Promise.all(routes);
    const sent = answers.filter((x) => x.success === true);
    const refused = answers.filter((x) => x.success !== true);
    expect(sent).toHaveLength(DESTINATION_CAPS.per10Minutes);
    for (const r of refused) expect(r).toEqual({ success: false, message: VERIFICATION_MESSAGES.codesToContactCapped, retry_after: expect.any(Number) });
    expect(Math.min(...refused.map((r) => r.retry_after as number))).toBeGreaterThan(0);
    expect(await settledEmails(NORA.email, before + 5)).toBe(before + 5);

    // Both web processes restarted: the cap is Redis's, so it still holds and nothing more is sent.
    await stopWebs();
    await startWebs();
    const again = await http(b, 'POST', '/api/chatbot-api/verify-identity', { headers: { 'X-API-Key': tenant.apiKey }, body: identity });
    expect(again.body).toEqual({ success: false, message: VERIFICATION_MESSAGES.codesToContactCapped, retry_after: expect.any(Number) });
    const viaConnect = await http(a, 'POST', `/api/connect/${verifier.id}/verify-identity`, { headers: { 'X-API-Key': verifier.key }, body: identity });
    expect(viaConnect.body.message).toBe(VERIFICATION_MESSAGES.codesToContactCapped);
    expect(await settledEmails(NORA.email, before + 5)).toBe(before + 5);

    // The fraud signals, from either process: masked, never the address; and no process logged it.
    const day = (await http(a, 'GET', `/api/tenants/${tenant.tenantId}/fraud-signals?days=1`, { headers: { 'X-API-Key': tenant.apiKey } })).body.days[0];
    expect(day).toMatchObject({
      codes_sent: 5,
      codes_capped: 13,
      capped_destinations: 1,
      top_destinations: [{ destination: 'n***@example.com', codes_sent: 5, codes_capped: 13 }],
    });
    for (const p of [...everyWeb, worker]) expect(p.output()).not.toContain(NORA.email);
    expect(everyWeb).toHaveLength(4);
  }, 120_000);
});
