import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { IDENTITY_MESSAGES, MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import type { VendorPool } from '../../workers/vendor.js';
import { connectAccount, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { BOB, JANE, NORA, serveVendorWorld } from '../fakes/connector-vendors.js';
import { dashboard, loopbackBases, startVendorPool, testCatalogue } from '../fakes/connections.js';
import { startFakeAccountConnect, type FakeAccountConnect } from '../fakes/fake-account-connect.js';
import { signIdentity, unsignedIdentity } from '../fakes/identity-tokens.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { parseExposition } from '../fakes/metrics-scrape.js';
import { outboxEnvelopes } from '../fakes/outbox-rows.js';
import { startScriptedVendor, type ScriptedVendor } from '../fakes/scripted-vendor.js';
import { newTenant } from '../fakes/webhook-helpers.js';

/**
 * Signed identity (issue 28) through the whole web app, with the vendor pool and the Account Connect
 * pool as the worker processes run them: identity secrets, identify by token (each refusal, replay,
 * rotation), a verifying connector and the Account Connect demo, the gate after identify, the event.
 */
let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let vendor: ScriptedVendor;
let vendorPool: VendorPool;
let partnerPool: { close(): Promise<void> };
let fakePartner: FakeAccountConnect;
const clock = new ManualClock(Date.UTC(2026, 11, 2, 9, 0, 0));

type Tenant = { tenantId: number; apiKey: string; api: ReturnType<typeof platform> };

beforeAll(async () => {
  env = await createTestEnv({ VENDOR_TIMEOUT_MS: '2000' });
  services = await openTestServices(env, { clock });
  vendor = await startScriptedVendor();
  serveVendorWorld(vendor);
  vendorPool = await startVendorPool(services, {
    timeoutMs: 2000,
    sleep: async () => undefined,
    catalogue: testCatalogue(),
    baseUrlOverride: loopbackBases(vendor.baseUrl),
  });
  partnerPool = await startAccountConnectPool(services);
  web = await startWeb(services);
  fakePartner = await startFakeAccountConnect();
});
afterAll(async () => {
  await web?.close();
  await partnerPool?.close();
  await vendorPool?.stop();
  await vendor?.close();
  await fakePartner?.close();
  await services?.close();
  await env?.dropAll();
});

async function tenant(): Promise<Tenant> {
  const t = await newTenant(services);
  return { ...t, api: platform(web.baseUrl, t.apiKey) };
}

async function connectorTenant(): Promise<Tenant> {
  const t = await tenant();
  const dash = dashboard(web.baseUrl, t);
  const connection = await dash('POST', '', {
    connector: 'shopify',
    config: { shop: 'acme-uk' },
    secrets: { access_token: 'shpat_0123456789abcdef0123456789abcdef' },
  });
  expect(connection.body.connection.status).toBe('working');
  expect((await dash('POST', `/${connection.body.connection.id}/use-to-verify`)).status).toBe(200);
  return t;
}

async function newSecret(t: Tenant): Promise<{ kid: string; secret: string }> {
  const res = await t.api(`/api/tenants/${t.tenantId}/identity-secrets`);
  expect(res.status).toBe(201);
  return { kid: res.body.key_id as string, secret: res.body.secret as string };
}

async function conversation(t: Tenant, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.api('/api/conversations', { channel: 'web', ...extra });
  expect(res.status).toBe(201);
  return res.body.data.conversation_id as number;
}

const identify = (t: Tenant, conv: number | string, token: string) =>
  t.api(`/api/chatbot-api/conversations/${typeof conv === 'string' ? encodeURIComponent(conv) : conv}/identify`, { identity_token: token });

const bobClaims = { sub: String(BOB.id), email: BOB.email, name: 'Bob Norman' };

describe('identity secrets', () => {
  it('creates a secret shown once, lists key ids with created_at and last_used_at, and retires one at once', async () => {
    const t = await connectorTenant();
    const res = await t.api(`/api/tenants/${t.tenantId}/identity-secrets`);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ success: true, key_id: expect.stringMatching(/^idk_/), secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), alg: 'HS256' });
    expect(Buffer.from(res.body.secret as string, 'base64url')).toHaveLength(32);
    const listed = await t.api(`/api/tenants/${t.tenantId}/identity-secrets`, undefined, 'GET');
    expect(listed.body).toEqual({
      success: true,
      secrets: [{ key_id: res.body.key_id, alg: 'HS256', created_at: new Date(clock.now()).toISOString(), last_used_at: null }],
    });
    expect(JSON.stringify(listed.body)).not.toContain(res.body.secret);
    // Stored sealed, never in the clear.
    const rows = await services.orm.em
      .getConnection()
      .execute<{ secret_sealed: string }[]>('select secret_sealed from identity_secrets where key_id = ?', [res.body.key_id]);
    expect(rows[0]!.secret_sealed).not.toContain(res.body.secret);

    const conv = await conversation(t);
    const token = await signIdentity(clock, { kid: res.body.key_id, secret: res.body.secret, tenantId: t.tenantId, claims: bobClaims });
    expect((await identify(t, conv, token)).body.success).toBe(true);
    const used = await t.api(`/api/tenants/${t.tenantId}/identity-secrets`, undefined, 'GET');
    expect(used.body.secrets[0].last_used_at).toBe(new Date(clock.now()).toISOString());

    expect((await t.api(`/api/tenants/${t.tenantId}/identity-secrets/${res.body.key_id}`, undefined, 'DELETE')).body).toEqual({ success: true });
    expect((await t.api(`/api/tenants/${t.tenantId}/identity-secrets`, undefined, 'GET')).body.secrets).toEqual([]);
    expect((await t.api(`/api/tenants/${t.tenantId}/identity-secrets/${res.body.key_id}`, undefined, 'DELETE')).status).toBe(404);
    const other = await tenant();
    expect((await other.api(`/api/tenants/${t.tenantId}/identity-secrets`, undefined, 'GET')).status).toBe(404);
  });
});

describe('identify with a verifying connector', () => {
  it('opens a session bound to the record, as after verify_otp: the account tools answer, customer.identified says proof signed_identity', async () => {
    const t = await connectorTenant();
    const key = await newSecret(t);
    const conv = await conversation(t);
    const before = await t.api(`/api/chatbot-api/conversations/${conv}/tools/account_summary`, {});
    expect(before.body).toMatchObject({ success: false, needs_verification: true });

    const token = await signIdentity(clock, { ...key, tenantId: t.tenantId, claims: bobClaims });
    const res = await identify(t, conv, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: IDENTITY_MESSAGES.signedIn, method: 'signed_identity' });

    const after = await t.api(`/api/chatbot-api/conversations/${conv}/tools/account_summary`, {});
    expect(after.body.success).toBe(true);
    expect(JSON.stringify(after.body)).toContain('Bob');
    const summary = await t.api('/api/chatbot-api/account-summary', { conversation_id: conv });
    expect(summary.status).toBe(200);

    const events = await outboxEnvelopes(services, t.tenantId, 'customer.identified');
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      conversation_id: conv,
      method: 'verified',
      proof: 'signed_identity',
      customer_profile_id: null,
      customer_name: 'Bob Norman',
    });
    const view = await t.api(`/api/conversations/${conv}`, undefined, 'GET');
    expect(view.body.data.identified_method).toBe('verified');

    // The same gate as a code's session: 30 minutes, then needs verifying again.
    clock.advance(30 * 60_000 + 1_000);
    const expired = await t.api(`/api/chatbot-api/conversations/${conv}/tools/account_summary`, {});
    expect(expired.body).toMatchObject({ success: false, needs_verification: true });
  });

  it('finds the record by phone_number when there is no email, and takes ext: conversation ids', async () => {
    const t = await connectorTenant();
    const key = await newSecret(t);
    await conversation(t, { external_id: 'chat-77' });
    const token = await signIdentity(clock, { ...key, tenantId: t.tenantId, claims: { phone_number: '07700 900789', name: 'Nora Price' } });
    expect((await identify(t, 'ext:chat-77', token)).body).toMatchObject({ success: true, method: 'signed_identity' });
    const after = await t.api(`/api/chatbot-api/conversations/ext%3Achat-77/tools/account_summary`, {});
    expect(after.body.success).toBe(true);
    expect(NORA.email).toBeNull();
  });

  it('answers the mismatch message for no record, a name failing rule 2, or a sub that is not the record id', async () => {
    const t = await connectorTenant();
    const key = await newSecret(t);
    const cases = [
      { email: 'nobody@nowhere.example' },
      { email: JANE.email, name: 'Bob Smythe' },
      { email: JANE.email, name: 'Jane Smith', sub: String(BOB.id) },
    ];
    for (const claims of cases) {
      const conv = await conversation(t);
      const res = await identify(t, conv, await signIdentity(clock, { ...key, tenantId: t.tenantId, claims }));
      expect(res.body, JSON.stringify(claims)).toEqual({ success: false, message: MESSAGES.noMatch });
      expect((await t.api(`/api/chatbot-api/conversations/${conv}/tools/account_summary`, {})).body.needs_verification).toBe(true);
    }
    const ok = await identify(
      t,
      await conversation(t),
      await signIdentity(clock, { ...key, tenantId: t.tenantId, claims: { email: JANE.email, name: 'J. Smith', sub: String(JANE.id) } }),
    );
    expect(ok.body).toEqual({ success: false, message: MESSAGES.noMatch }); // a bare initial fails rule 2
    const jane = await identify(
      t,
      await conversation(t),
      await signIdentity(clock, { ...key, tenantId: t.tenantId, claims: { email: JANE.email, name: 'Janet Smith', sub: String(JANE.id) } }),
    );
    expect(jane.body.success).toBe(true); // same first letter, same surname
  });

  it('starts a conversation identified when POST /api/conversations carries identity_token', async () => {
    const t = await connectorTenant();
    const key = await newSecret(t);
    const res = await t.api('/api/conversations', {
      channel: 'web',
      identity_token: await signIdentity(clock, { ...key, tenantId: t.tenantId, claims: bobClaims }),
    });
    expect(res.status).toBe(201);
    expect(res.body.identity).toEqual({ success: true, message: IDENTITY_MESSAGES.signedIn, method: 'signed_identity' });
    expect(res.body.data.identified_method).toBe('verified');
    const refused = await t.api('/api/conversations', { channel: 'web', identity_token: 'not.a.token' });
    expect(refused.status).toBe(201);
    expect(refused.body.identity).toEqual({ success: false, message: IDENTITY_MESSAGES.tokenRefused });
    expect(refused.body.data.identified_method).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses every bad token with the one message, verifies nothing, and counts each in the fraud signals and metrics', async () => {
    const t = await connectorTenant();
    const key = await newSecret(t);
    const other = await newSecret(await tenant());
    const retired = await newSecret(t);
    expect((await t.api(`/api/tenants/${t.tenantId}/identity-secrets/${retired.kid}`, undefined, 'DELETE')).status).toBe(200);
    const base = { ...key, tenantId: t.tenantId, claims: bobClaims };
    const replayed = await signIdentity(clock, base);
    expect((await identify(t, await conversation(t), replayed)).body.success).toBe(true);
    const expiredToken = await signIdentity(clock, { ...base, iatOffset: -400, lifetime: 300 });
    const tokens: [string, string][] = [
      ['a bad signature', await signIdentity(clock, { ...base, secret: other.secret })],
      ['an unknown kid', await signIdentity(clock, { ...base, kid: 'idk_AAAAAAAAAAAAAAAA' })],
      ["another tenant's kid", await signIdentity(clock, { ...base, ...other })],
      ['a retired kid', await signIdentity(clock, { ...base, ...retired })],
      ['an expired token', expiredToken],
      ['exp more than 10 minutes after iat', await signIdentity(clock, { ...base, lifetime: 601 })],
      ['a wrong aud', await signIdentity(clock, { ...base, aud: `tenant:${t.tenantId + 1}` })],
      ['a replayed jti', replayed],
      ['alg none', unsignedIdentity(clock, base)],
      ["an alg other than the key's", await signIdentity(clock, { ...base, alg: 'HS512' })],
      ['no jti', await signIdentity(clock, { ...base, jti: '' })],
      ['not a JWT at all', 'hello'],
    ];
    const counted = async (): Promise<number> => {
      const res = await t.api(`/api/tenants/${t.tenantId}/fraud-signals?days=1`, undefined, 'GET');
      return res.body.days[0].identity_token_refusals as number;
    };
    const metric = async (): Promise<number> =>
      parseExposition((await services.metrics.expose()).body).find((x) => x.name === 'verification_outcomes_total' && x.labels['outcome'] === 'token_refused')
        ?.value ?? 0;
    const metricBefore = await metric();
    for (const [what, token] of tokens) {
      const conv = await conversation(t);
      const res = await identify(t, conv, token);
      expect(res.status, what).toBe(200);
      expect(res.body, what).toEqual({ success: false, message: IDENTITY_MESSAGES.tokenRefused });
      expect((await t.api(`/api/chatbot-api/conversations/${conv}/tools/account_summary`, {})).body.needs_verification, what).toBe(true);
    }
    expect(await counted()).toBe(tokens.length);
    expect((await metric()) - metricBefore).toBe(tokens.length);
    expect(await outboxEnvelopes(services, t.tenantId, 'customer.identified')).toHaveLength(1);
  });

  it('rotates without downtime: two live keys both sign, retiring one refuses only its tokens', async () => {
    const t = await connectorTenant();
    const first = await newSecret(t);
    const second = await newSecret(t);
    for (const key of [first, second]) {
      expect((await identify(t, await conversation(t), await signIdentity(clock, { ...key, tenantId: t.tenantId, claims: bobClaims }))).body.success).toBe(
        true,
      );
    }
    await t.api(`/api/tenants/${t.tenantId}/identity-secrets/${first.kid}`, undefined, 'DELETE');
    expect((await identify(t, await conversation(t), await signIdentity(clock, { ...first, tenantId: t.tenantId, claims: bobClaims }))).body.message).toBe(
      IDENTITY_MESSAGES.tokenRefused,
    );
    expect((await identify(t, await conversation(t), await signIdentity(clock, { ...second, tenantId: t.tenantId, claims: bobClaims }))).body.success).toBe(
      true,
    );
  });

  it('404s a conversation the tenant does not have, and 422s a missing token', async () => {
    const t = await connectorTenant();
    expect((await identify(t, 999_999, 'x.y.z')).status).toBe(404);
    expect((await identify(t, 'ext:nobody', 'x.y.z')).status).toBe(404);
    expect((await t.api(`/api/chatbot-api/conversations/${await conversation(t)}/identify`, {})).status).toBe(422);
  });
});

describe('identify with Account Connect', () => {
  it('asks the demo partner through session-for-identity; its session reads the account as after verify_otp', async () => {
    const t = await tenant();
    const connected = await connectAccount(web.baseUrl, t, { base_url: `${web.baseUrl}${DEMO_PATH}`, api_key: env.config.DEMO_API_KEY });
    expect(connected.body.chain_test.passed).toBe(true);
    const key = await newSecret(t);
    const conv = await conversation(t);
    const res = await identify(
      t,
      conv,
      await signIdentity(clock, { ...key, tenantId: t.tenantId, claims: { email: 'amelia.hart@example.com', name: 'Amelia Hart' } }),
    );
    expect(res.body).toEqual({ success: true, message: IDENTITY_MESSAGES.signedIn, method: 'signed_identity' });
    const summary = await t.api('/api/chatbot-api/account-summary', { conversation_id: conv });
    expect(summary.body.success).toBe(true);
    expect(JSON.stringify(summary.body)).toContain('Amelia');
    const events = await outboxEnvelopes(services, t.tenantId, 'customer.identified');
    expect(events[0]!.data).toMatchObject({ method: 'verified', proof: 'signed_identity' });
    const wrongName = await identify(
      t,
      await conversation(t),
      await signIdentity(clock, { ...key, tenantId: t.tenantId, claims: { email: 'amelia.hart@example.com', name: 'Oliver Bennett' } }),
    );
    expect(wrongName.body).toEqual({ success: false, message: MESSAGES.noMatch });
  });

  it('says clearly that a partner without the sixth endpoint cannot take signed identities', async () => {
    const t = await tenant();
    const connected = await connectAccount(web.baseUrl, t, { base_url: fakePartner.baseUrl, api_key: 'partner-key-123' });
    expect(connected.body.chain_test.passed).toBe(true);
    const key = await newSecret(t);
    const res = await identify(t, await conversation(t), await signIdentity(clock, { ...key, tenantId: t.tenantId, claims: { email: 'jane@example.com' } }));
    expect(res.body).toEqual({ success: false, message: IDENTITY_MESSAGES.notSupported('Account Connect'), not_supported: true });
  });
});

describe('the demo partner itself', () => {
  it('POST /session-for-identity gives a session for a known person and the mismatch message otherwise', async () => {
    const call = (body: unknown) => platform(web.baseUrl, env.config.DEMO_API_KEY)(`${DEMO_PATH}/session-for-identity`, body);
    expect((await call({ email: 'amelia.hart@example.com' })).body).toEqual({ success: true, session_token: expect.any(String) });
    expect((await call({ phone_number: '+44 7700 900201', name: 'Amelia Hart' })).body.success).toBe(true);
    expect((await call({ email: 'nobody@example.com' })).body).toEqual({ success: false, message: MESSAGES.noMatch });
    expect((await call({})).body).toEqual({ success: false, message: MESSAGES.noMatch });
  });
});
