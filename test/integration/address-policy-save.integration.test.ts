import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { ConnectionStore } from '../../src/connectors/connections/connection-store.js';
import { patternRegExp } from '../../src/connectors/define-checks.js';
import { ADDRESS_REASONS as R, DASHBOARD_MESSAGES, IDENTITY_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { INTERNAL_NAMES, PRIVATE_HOSTS } from '../fakes/address-forms.js';
import { connectAccount, createTenant } from '../fakes/account-connect.js';
import { startJwksPool, tenantKey } from '../fakes/identity-jwks.js';
import { signIdentityWith } from '../fakes/identity-tokens.js';
import { createTestEnv, http, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

/**
 * Every host form the address policy refuses, refused at save through the real HTTP routes for every
 * kind of address a tenant sets (production policy: ALLOW_PRIVATE_TARGETS off): the Account Connect
 * base address, a webhook URL, a url setting (REST API api_base, workflow-hook webhook_url), a text
 * setting templated into the vendor's address ({+host}, {+store_domain}, {host}), an OAuth
 * connector's sign-in address, and an identity JWKS address (refused again when the worker fetches it). Nothing is stored, and nothing reaches the listener the addresses name.
 */

const FORMS: [string, string][] = [
  ...PRIVATE_HOSTS.map((h): [string, string] => [h, R.privateAddress]),
  ...INTERNAL_NAMES.map((h): [string, string] => [h, R.internalName]),
];
const catalogue = loadCatalogue();

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
let jwksPool: { close(): Promise<void> };
let listener: Server;
let port: number;
let reached = 0;

beforeAll(async () => {
  env = await createTestEnv({
    ALLOW_PRIVATE_TARGETS: 'false',
    OAUTH_APPS: JSON.stringify({ amazon_sp_api: { client_id: 'amzn1.application-oa2-client.test', client_secret: 'test-secret' } }),
  });
  services = await openTestServices(env);
  web = await startWeb(services);
  jwksPool = await startJwksPool(services);
  listener = createServer((socket) => {
    reached++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await web.close();
  await jwksPool.close();
  await services.close();
  await env.dropAll();
});

const tenant = (name: string) => createTenant(web.baseUrl, env.config.ADMIN_TOKEN, name);

/** Every setting of a catalogue connector filled with its example, some replaced. */
function settingsOf(key: string, over: { config?: Record<string, string>; secrets?: Record<string, string> }) {
  const def = catalogue.get(key)!;
  const fill = (list: typeof def.config) => Object.fromEntries(list.map((s) => [s.name, s.example]));
  return { connector: key, config: { ...fill(def.config), ...over.config }, secrets: { ...fill(def.secrets), ...over.secrets } };
}

async function connectionsOf(t: { tenantId: number; apiKey: string }): Promise<unknown[]> {
  const res = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/connectors`, { headers: { 'X-API-Key': t.apiKey } });
  return res.body.connections as unknown[];
}

describe('every host form is refused at save, for every kind of address (production policy)', () => {
  it('Account Connect base address', async () => {
    const t = await tenant('Save AC');
    for (const [host, why] of FORMS) {
      const res = await connectAccount(web.baseUrl, t, { base_url: `https://${host}:${port}/ac`, api_key: 'k' });
      expect([res.status, res.body], host).toEqual([400, { success: false, message: DASHBOARD_MESSAGES.addressUnusable(why) }]);
    }
    const got = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/account-connect`, { headers: { 'X-API-Key': t.apiKey } });
    expect(got.body.configured).toBe(false);
  });

  it('webhook URL (https and http)', async () => {
    const t = await tenant('Save Hooks');
    for (const [host, why] of FORMS) {
      for (const scheme of ['https', 'http']) {
        const res = await http(web.baseUrl, 'POST', '/api/sandbox/webhooks', {
          headers: { 'X-API-Key': t.apiKey },
          body: { url: `${scheme}://${host}:${port}/h` },
        });
        expect([res.status, res.body], `${scheme} ${host}`).toEqual([400, { detail: DASHBOARD_MESSAGES.addressUnusable(why) }]);
      }
    }
    const list = await http(web.baseUrl, 'GET', '/api/sandbox/webhooks', { headers: { 'X-API-Key': t.apiKey } });
    expect(JSON.stringify(list.body)).not.toContain(String(port));
  });

  it('identity JWKS address (https and http), and again when the worker would fetch it', async () => {
    const t = await tenant('Save JWKS');
    const api = (method: string, path: string, body?: unknown) =>
      http(web.baseUrl, method, path, { headers: { 'X-API-Key': t.apiKey }, ...(body === undefined ? {} : { body }) });
    for (const [host, why] of FORMS) {
      const res = await api('PUT', `/api/tenants/${t.tenantId}/identity-jwks`, { jwks_url: `https://${host}:${port}/jwks.json` });
      expect([res.status, res.body], host).toEqual([400, { success: false, message: DASHBOARD_MESSAGES.addressUnusable(why) }]);
    }
    const plain = await api('PUT', `/api/tenants/${t.tenantId}/identity-jwks`, { jwks_url: 'http://keys.example.com/jwks.json' });
    expect([plain.status, plain.body]).toEqual([400, { success: false, message: DASHBOARD_MESSAGES.addressUnusable(R.https) }]);
    expect((await api('GET', `/api/tenants/${t.tenantId}`)).body.identity_jwks_url).toBeNull();
    const ok = await api('PUT', `/api/tenants/${t.tenantId}/identity-jwks`, { jwks_url: 'https://keys.example.com/.well-known/jwks.json' });
    expect([ok.status, ok.body]).toEqual([200, { success: true, jwks_url: 'https://keys.example.com/.well-known/jwks.json' }]);

    // Written by hand past the save check: the worker refuses it before any connection, and the token is refused.
    await services.orm.em.getConnection().execute('update tenants set identity_jwks_url = ? where id = ?', [`https://localhost:${port}/jwks.json`, t.tenantId]);
    const key = await tenantKey('RS256', 'k-1');
    const conv = await api('POST', '/api/conversations', { channel: 'web' });
    const token = await signIdentityWith(services.clock, key.privateKey, 'RS256', { kid: key.kid, tenantId: t.tenantId, claims: { email: 'a@b.example' } });
    const res = await api('POST', `/api/chatbot-api/conversations/${conv.body.data.conversation_id}/identify`, { identity_token: token });
    expect([res.status, res.body]).toEqual([200, { success: false, message: IDENTITY_MESSAGES.tokenRefused }]);
  });

  it.each([
    ['rest_api', 'config', 'api_base'],
    ['workflow_hook', 'secrets', 'webhook_url'],
  ] as const)('url setting: %s %s', async (key, group, field) => {
    const t = await tenant(`Save ${key}`);
    for (const [host, why] of FORMS) {
      const body = settingsOf(key, { [group]: { [field]: `https://${host}:${port}/x` } });
      const res = await http(web.baseUrl, 'POST', `/api/tenants/${t.tenantId}/connectors`, { headers: { 'X-API-Key': t.apiKey }, body });
      expect([res.status, res.body.errors], host).toEqual([400, [{ field, message: DASHBOARD_MESSAGES.addressUnusable(why) }]]);
    }
    expect(await connectionsOf(t)).toEqual([]);
  });

  it.each([
    ['uisp_crm', 'host', true],
    ['woocommerce', 'store_domain', false],
    ['pretix', 'host', false],
  ] as const)('text setting templated into the vendor address: %s %s', async (key, field, withPort) => {
    const t = await tenant(`Save ${key}`);
    const setting = catalogue.get(key)!.config.find((s) => s.name === field)!;
    const admits = (v: string): boolean => patternRegExp(setting.pattern!).test(v);
    const values: [string, string][] = FORMS.flatMap(([h, why]) => [
      [h, why] as [string, string],
      ...(withPort ? [[`${h}:${port}`, why] as [string, string]] : []),
    ]);
    let addressRefusals = 0;
    for (const [value, why] of values) {
      const res = await http(web.baseUrl, 'POST', `/api/tenants/${t.tenantId}/connectors`, {
        headers: { 'X-API-Key': t.apiKey },
        body: settingsOf(key, { config: { [field]: value } }),
      });
      // The form's own pattern may already refuse a value; every value the pattern admits meets the address policy.
      const expected = admits(value) ? DASHBOARD_MESSAGES.addressUnusable(why) : DASHBOARD_MESSAGES.doesNotLookRight(setting.label, setting.example);
      expect([res.status, res.body.errors], value).toEqual([400, [{ field, message: expected }]]);
      if (admits(value)) addressRefusals++;
    }
    expect(addressRefusals).toBeGreaterThanOrEqual(withPort ? 40 : 15);
    expect(await connectionsOf(t)).toEqual([]);
  });

  it("the finding's templated hosts: 127.0.0.1:PORT, localhost:PORT, 10.1.2.3, 169.254.169.254, 2130706433", async () => {
    const t = await tenant('Save finding');
    for (const [value, why] of [
      [`127.0.0.1:${port}`, R.privateAddress],
      [`localhost:${port}`, R.internalName],
      ['10.1.2.3', R.privateAddress],
      ['169.254.169.254', R.privateAddress],
      ['2130706433', R.privateAddress],
      [`localhost.:${port}`, R.internalName],
      ['foo.internal.', R.internalName],
    ]) {
      for (const key of ['uisp_crm', 'splynx']) {
        const body = settingsOf(key, { config: { host: value! } });
        const res = await http(web.baseUrl, 'POST', `/api/tenants/${t.tenantId}/connectors`, { headers: { 'X-API-Key': t.apiKey }, body });
        expect([res.status, res.body.message], `${key} ${value}`).toEqual([400, DASHBOARD_MESSAGES.addressUnusable(why!)]);
      }
    }
    expect(await connectionsOf(t)).toEqual([]);
  });

  it("an OAuth connector's sign-in address built from a setting", async () => {
    const t = await tenant('Save OAuth');
    for (const tld of ['local', 'internal', 'localhost', 'lan', 'corp', 'home', 'test', 'alt']) {
      const res = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/connectors/oauth/amazon_sp_api/start?seller_central=sellercentral.amazon.${tld}`, {
        headers: { 'X-API-Key': t.apiKey, accept: 'application/json' },
      });
      expect([res.status, res.body.errors], tld).toEqual([400, [{ field: 'seller_central', message: DASHBOARD_MESSAGES.addressUnusable(R.internalName) }]]);
    }
    const ok = await http(web.baseUrl, 'GET', `/api/tenants/${t.tenantId}/connectors/oauth/amazon_sp_api/start?seller_central=sellercentral.amazon.co.uk`, {
      headers: { 'X-API-Key': t.apiKey, accept: 'application/json' },
    });
    expect(ok.status).toBe(200);
    expect(new URL(ok.body.authorize_url as string).host).toBe('sellercentral.amazon.co.uk');
  });

  it("new keys for a stored connection (PUT .../connectors/{id}) and an OAuth connection's config (PUT .../config)", async () => {
    const t = await tenant('Save again');
    const store = new ConnectionStore(services.orm, services.box, services.clock, services.configEpochs);
    const headers = { 'X-API-Key': t.apiKey };
    const cases = [
      ['rest_api', 'config', 'api_base', (h: string) => `https://${h}:${port}/v1`],
      ['workflow_hook', 'secrets', 'webhook_url', (h: string) => `https://${h}:${port}/webhook/x`],
      ['uisp_crm', 'config', 'host', (h: string) => `${h}:${port}`],
    ] as const;
    for (const [key, group, field, value] of cases) {
      const good = settingsOf(key, {});
      const row = await store.create(t.tenantId, key, good.config, good.secrets);
      for (const [host, why] of FORMS.filter(([h]) => key !== 'uisp_crm' || /^[A-Za-z0-9.-]+$/.test(h))) {
        const body = settingsOf(key, { [group]: { [field]: value(host) } });
        const res = await http(web.baseUrl, 'PUT', `/api/tenants/${t.tenantId}/connectors/${row.id}`, {
          headers,
          body: { config: body.config, secrets: body.secrets },
        });
        expect([res.status, res.body.errors], `${key} ${host}`).toEqual([400, [{ field, message: DASHBOARD_MESSAGES.addressUnusable(why) }]]);
      }
      expect((await store.find(t.tenantId, row.id))?.config).toEqual(good.config);
    }
    const amazon = settingsOf('amazon_sp_api', { config: { seller_central: 'sellercentral.amazon.co.uk' } }).config;
    const oauth = await store.create(t.tenantId, 'amazon_sp_api', amazon, {});
    const put = await http(web.baseUrl, 'PUT', `/api/tenants/${t.tenantId}/connectors/${oauth.id}/config`, {
      headers,
      body: { config: { ...amazon, seller_central: 'sellercentral.amazon.internal' } },
    });
    expect([put.status, put.body.errors]).toEqual([400, [{ field: 'seller_central', message: DASHBOARD_MESSAGES.addressUnusable(R.internalName) }]]);
    expect((await store.find(t.tenantId, oauth.id))?.config).toEqual(amazon);
  });

  it('nothing reached the listener the refused addresses named', () => {
    expect(reached).toBe(0);
  });
});
