import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../config/clock.js';
import { parseConnector, type ConnectorDefinition, type ConnectorInput } from '../../src/connectors/define.js';
import { ClientCredentialsTokens } from '../../src/connectors/runtime/client-credentials.js';
import { readCapability, type ConnectionContext, type ReadDeps } from '../../src/connectors/vendor-read.js';
import { VendorHttpClient } from '../../src/connectors/runtime/vendor-client.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, openTestServices, type TestEnv } from '../fakes/infra.js';
import { startScriptedVendor, type ReceivedRequest, type ScriptedVendor } from '../fakes/scripted-vendor.js';

/**
 * client_credentials auth: the token is fetched from the token endpoint (the only place the client
 * secret goes), cached in Redis per connection (sealed), reused, renewed 60 s before it expires (moved
 * by a ManualClock), and forgotten when the vendor refuses it.
 */

let env: TestEnv;
let services: Services;
let vendor: ScriptedVendor;
let deps: ReadDeps;
const clock = new ManualClock(Date.UTC(2026, 2, 1, 12, 0, 0));
const SECRET = 'cs_9f8e7d6c5b4a39281706';
const CLIENT_ID = 'client-42';
let issued = 0;
let tokenReply: (req: ReceivedRequest) => { status?: number; body?: unknown };

function definition(clientAuth: 'basic' | 'body'): ConnectorDefinition {
  const input: ConnectorInput = {
    key: 'acme_cc',
    name: 'Acme Commerce',
    category: 'ecommerce',
    auth: {
      type: 'client_credentials',
      tokenUrl: '/oauth/token',
      clientId: 'client_id',
      clientSecret: 'client_secret',
      scopes: ['orders.read', 'customers.read'],
      clientAuth,
    },
    secrets: [
      { name: 'client_id', label: 'client ID', example: 'client-1' },
      { name: 'client_secret', label: 'client secret', example: 'cs_123456789' },
    ],
    baseUrl: 'https://api.acme-commerce.example/api',
    verification: 'search_email',
    capabilities: {
      find_customer: { request: { path: '/customers', query: { email: '{email}' } }, records: 'data', map: { id: 'id', name: 'name', email: 'email' } },
    },
    docs: 'https://api.acme-commerce.example/docs',
    setup: 'Create API client credentials with read scopes.',
    test_level: 'documented',
    test_detail: 'A definition made up for this test.',
  };
  const r = parseConnector(input);
  if (!r.ok) throw new Error(r.issues.join('\n'));
  return r.definition;
}

const conn = (connectionId = 'conn-cc-1', secret = SECRET): ConnectionContext => ({
  connectionId,
  config: {},
  secrets: { client_id: CLIENT_ID, client_secret: secret },
  baseUrlOverride: `${vendor.baseUrl}/api`,
});
const find = (def = definition('basic'), c = conn()) => readCapability(def, 'find_customer', c, { customer: { email: 'jo@example.com' } }, deps);
const tokenRequests = () => vendor.requests.filter((r) => r.path === '/api/oauth/token');
const apiRequests = () => vendor.requests.filter((r) => r.path !== '/api/oauth/token');

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env, { clock, rpc: false });
  vendor = await startScriptedVendor();
  const http = new VendorHttpClient({ policy: { allowPrivate: true }, clock, timeoutMs: 2000, sleep: async () => undefined });
  deps = { http, clock, tokens: new ClientCredentialsTokens({ redis: services.redis, prefix: env.config.REDIS_PREFIX, box: services.box, clock, http }) };
  vendor.answer((req) => {
    if (req.path === '/api/oauth/token') return tokenReply(req);
    const valid = req.headers['authorization'] === `Bearer tok-${issued}`;
    return valid ? { body: { data: [{ id: 7, name: 'Jo Bloggs', email: 'jo@example.com' }] } } : { status: 401, body: { error: 'invalid_token' } };
  });
});
afterAll(async () => {
  deps.http.close();
  await vendor.close();
  await services.close();
  await env.dropAll();
});
beforeEach(async () => {
  vendor.requests.length = 0;
  tokenReply = () => {
    issued++;
    return { body: { access_token: `tok-${issued}`, token_type: 'Bearer', expires_in: 3600 } };
  };
  const keys = await services.redis.keys(`${env.config.REDIS_PREFIX}:connector-token:*`);
  if (keys.length > 0) await services.redis.del(...keys);
});

describe('client_credentials auth', () => {
  it('fetches a token with HTTP Basic client credentials and the scopes, then calls the API with it', async () => {
    const res = await find();
    expect(res).toMatchObject({ ok: true, rows: [{ id: '7', name: 'Jo Bloggs', email: 'jo@example.com' }] });
    const [tokenReq] = tokenRequests();
    expect(tokenReq!.method).toBe('POST');
    expect(tokenReq!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenReq!.body))).toEqual({ grant_type: 'client_credentials', scope: 'orders.read customers.read' });
    expect(tokenReq!.headers['authorization']).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${SECRET}`).toString('base64')}`);
    expect(apiRequests()[0]!.headers['authorization']).toBe(`Bearer tok-${issued}`);
  });

  it('sends the client secret only to the token endpoint', async () => {
    await find();
    await find();
    const basic = Buffer.from(`${CLIENT_ID}:${SECRET}`).toString('base64');
    for (const r of apiRequests()) {
      const seen = `${r.path}?${r.query.toString()} ${JSON.stringify(r.headers)} ${r.body}`;
      expect(seen).not.toContain(SECRET);
      expect(seen).not.toContain(basic);
    }
    expect(apiRequests()).toHaveLength(2);
  });

  it('caches the token in Redis, sealed, and reuses it', async () => {
    await find();
    await find();
    await find();
    expect(tokenRequests()).toHaveLength(1);
    expect(apiRequests()).toHaveLength(3);
    const keys = await services.redis.keys(`${env.config.REDIS_PREFIX}:connector-token:conn-cc-1:*`);
    expect(keys).toHaveLength(1);
    const raw = (await services.redis.get(keys[0]!))!;
    expect(raw).not.toContain(`tok-${issued}`);
    expect(JSON.parse(raw)).toMatchObject({ sealed: expect.stringMatching(/^v1\./) });
  });

  it('renews the token 60 seconds before it expires', async () => {
    await find();
    const first = issued;
    clock.advance(3600_000 - 60_000 - 1000);
    await find();
    expect(issued).toBe(first);
    clock.advance(2000);
    await find();
    expect(issued).toBe(first + 1);
    expect(tokenRequests()).toHaveLength(2);
    expect(apiRequests().at(-1)!.headers['authorization']).toBe(`Bearer tok-${issued}`);
  });

  it('keeps tokens per connection and per credentials', async () => {
    await find(definition('basic'), conn('conn-cc-1'));
    await find(definition('basic'), conn('conn-cc-2'));
    await find(definition('basic'), conn('conn-cc-1', 'cs_rotated_secret_value'));
    expect(tokenRequests()).toHaveLength(3);
  });

  it('forgets a token the vendor refuses, so the next read fetches a new one', async () => {
    await find();
    issued++; // the vendor revokes the token it issued: only a newer one is valid now
    const refused = await find();
    expect(refused).toEqual({ ok: false, failure: { kind: 'refused', status: 401, message: 'the vendor refused the credentials (401)' } });
    const again = await find();
    expect(again).toMatchObject({ ok: true });
    expect(tokenRequests()).toHaveLength(2);
  });

  it('sends the client id and secret as form fields when the vendor wants them in the body', async () => {
    await find(definition('body'));
    const [tokenReq] = tokenRequests();
    expect(tokenReq!.headers['authorization']).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(tokenReq!.body))).toMatchObject({
      grant_type: 'client_credentials',
      client_id: CLIENT_ID,
      client_secret: SECRET,
    });
  });

  it('records a refusal at the token endpoint with the spec sentence and calls no API', async () => {
    tokenReply = () => ({ status: 401, body: { error: 'invalid_client' } });
    expect(await find()).toEqual({ ok: false, failure: { kind: 'refused', status: 401, message: 'the vendor refused the credentials (401)' } });
    expect(apiRequests()).toHaveLength(0);
  });

  it('treats a token reply without access_token as an unexpected reply', async () => {
    tokenReply = () => ({ body: { token: 'x' } });
    expect(await find()).toEqual({
      ok: false,
      failure: { kind: 'bad_reply', status: 200, message: 'the vendor sent an unexpected reply: the token endpoint sent no access_token' },
    });
  });
});
