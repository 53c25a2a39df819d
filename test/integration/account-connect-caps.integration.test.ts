import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATH } from '../../src/account-connect/address.js';
import { buildApp } from '../../src/app.js';
import { MESSAGES, VERIFICATION_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { connectAccount, createTenant, platform, startAccountConnectPool } from '../fakes/account-connect.js';
import { startFakeAccountConnect, type FakeAccountConnect } from '../fakes/fake-account-connect.js';
import { closeServer, createTestEnv, freePort, http, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startVendorPool } from '../fakes/connections.js';
import { chooseVerifier } from '../fakes/rest-customers.js';
import type { VendorPool } from '../../workers/vendor.js';

/**
 * Caps per destination when Account Connect verifies: the tenant's platform sends its own code and
 * never says where, so the details typed are what is counted (an email or mobile as the same
 * destination a connector would send to, a name with a postcode as one of its own). A capped call
 * never reaches the platform. The built-in demo (and the test customer) send nothing, so nothing is
 * counted for them; nor for email codes to the demo's fictional people read by a Demo vendor
 * connection at the service's own demo. The web listens at PUBLIC_BASE_URL, so the demo is known by its
 * address.
 */
let env: TestEnv;
let services: Services;
let baseUrl: string;
let close: () => Promise<void>;
let pool: { close(): Promise<void> };
let partner: FakeAccountConnect;
let vendors: VendorPool;
const JANE = { full_name: 'Jane Doe', postcode: 'SW1A 2AA' };

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = await createTestEnv({ PUBLIC_BASE_URL: baseUrl });
  services = await openTestServices(env);
  const server = buildApp(services).listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  expect((server.address() as AddressInfo).port).toBe(port);
  close = () => closeServer(server);
  pool = await startAccountConnectPool(services);
  partner = await startFakeAccountConnect();
  vendors = await startVendorPool(services, { timeoutMs: 3000, sleep: async () => undefined });
});
afterAll(async () => {
  await vendors?.stop();
  await partner?.close();
  await pool?.close();
  await close?.();
  await services?.close();
  await env?.dropAll();
});

async function tenantOn(name: string, base: string, key: string) {
  const tenant = await createTenant(baseUrl, env.config.ADMIN_TOKEN, name);
  expect((await connectAccount(baseUrl, tenant, { base_url: base, api_key: key })).body.chain_test.passed).toBe(true);
  return platform(baseUrl, tenant.apiKey);
}

describe("caps on Account Connect's codes", () => {
  it('caps the codes asked for one name and postcode at 5 in 10 minutes, without calling the platform for the capped ones', async () => {
    const api = await tenantOn('Platform Shop', partner.baseUrl, 'partner-key-123');
    for (let i = 0; i < 5; i++) expect((await api('/api/chatbot-api/verify-identity', JANE)).body.success).toBe(true);
    const calls = partner.callsTo('verify-identity');
    // Case and spaces do not make another destination.
    const capped = await api('/api/chatbot-api/verify-identity', { full_name: ' jane doe', postcode: 'sw1a2aa' });
    expect(capped.body).toEqual({ success: false, message: VERIFICATION_MESSAGES.codesToContactCapped, retry_after: expect.any(Number) });
    expect(capped.body.retry_after).toBeGreaterThan(590);
    expect(partner.callsTo('verify-identity')).toBe(calls);
    // A mismatch is not a code: it gives its reservation back.
    for (let i = 0; i < 6; i++)
      expect((await api('/api/chatbot-api/verify-identity', { full_name: 'Nobody', postcode: 'X1 1XX' })).body.message).toBe(MESSAGES.noMatch);
    expect(partner.callsTo('verify-identity')).toBe(calls + 6);
  });

  it('counts nothing for the built-in demo, which sends no code, nor for the test customer', async () => {
    const api = await tenantOn('Demo Shop', `${baseUrl}${DEMO_PATH}`, env.config.DEMO_API_KEY);
    for (let i = 0; i < 7; i++) {
      expect((await api('/api/chatbot-api/verify-identity', { full_name: 'Amelia Hart', postcode: 'BS1 5TR' })).body.success, `demo ${i}`).toBe(true);
    }
    const other = await tenantOn('Tested Shop', partner.baseUrl, 'partner-key-123');
    for (let i = 0; i < 7; i++) {
      expect((await other('/api/chatbot-api/verify-identity', { full_name: 'Test Customer', postcode: 'TE5 7ST' })).body.success, `test ${i}`).toBe(true);
    }
  });

  it("counts nothing for a Demo vendor connection reading the service's own demo (fictional people), but does at any other address", async () => {
    const amelia = { full_name: 'Amelia Hart', email: 'amelia.hart@example.com' };
    const run = async (name: string, demoBase: string): Promise<boolean[]> => {
      const tenant = await createTenant(baseUrl, env.config.ADMIN_TOKEN, name);
      const created = await http(baseUrl, 'POST', `/api/tenants/${tenant.tenantId}/connectors`, {
        headers: { 'X-API-Key': tenant.apiKey },
        body: { connector: 'demo_vendor', config: { demo_base: demoBase }, secrets: { api_key: env.config.DEMO_API_KEY } },
      });
      expect(created.body.connection?.status, JSON.stringify(created.body)).toBe('working');
      await chooseVerifier(baseUrl, tenant, created.body.connection.id as number);
      const api = platform(baseUrl, tenant.apiKey);
      const answers: boolean[] = [];
      for (let i = 0; i < 7; i++) answers.push((await api('/api/chatbot-api/verify-identity', amelia)).body.success === true);
      return answers;
    };
    expect(await run('Own Demo Shop', `${baseUrl}${DEMO_PATH}`)).toEqual([true, true, true, true, true, true, true]);
    // The same demo people, read at another address of the same server: the tenant chose the address, so the caps count.
    expect(await run('Other Demo Shop', `${baseUrl.replace('127.0.0.1', 'localhost')}${DEMO_PATH}`)).toEqual([true, true, true, true, true, false, false]);
  });
});
