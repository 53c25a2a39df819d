import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CUSTOMER } from '../../src/customers/test-customer.js';
import { loadCatalogue } from '../../src/connectors/catalogue/index.js';
import { CONNECTOR_CATEGORIES } from '../../src/connectors/categories.js';
import { capabilitiesOf } from '../../src/connectors/define.js';
import type { Services } from '../../src/services.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';
import { catalogueResponseSchema } from '../fakes/spec-shapes.js';

/**
 * GET /api/connectors/catalogue on the whole web app: public, the spec's shape exactly (checked with a
 * strict zod schema written from the contract in docs/contract.md), built from the definitions, with nothing secret or test-only
 * in it, and cached with a strong ETag (304 on If-None-Match).
 */

let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };
const catalogue = loadCatalogue();

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env);
  web = await startWeb(services);
});
afterAll(async () => {
  await web?.close();
  await services?.close();
  await env?.dropAll();
});

describe('GET /api/connectors/catalogue', () => {
  it('answers without a key: count, every one of the 22 categories with its count, and exactly the catalogue entry fields', async () => {
    const res = await fetch(`${web.baseUrl}/api/connectors/catalogue`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = catalogueResponseSchema.parse(await res.json());
    expect(body.count).toBe(catalogue.all().length);
    expect(body.connectors).toHaveLength(body.count);
    expect(Object.keys(body.categories)).toEqual([...CONNECTOR_CATEGORIES]);
    expect(Object.values(body.categories).reduce((a, b) => a + b, 0)).toBe(body.count);
    for (const category of CONNECTOR_CATEGORIES)
      expect(body.categories[category], category).toBe(body.connectors.filter((c) => c.category === category).length);
    expect(new Set(body.connectors.map((c) => c.key)).size).toBe(body.count);

    const shopify = body.connectors.find((c) => c.key === 'shopify')!;
    const def = catalogue.get('shopify')!;
    expect(shopify).toEqual({
      key: 'shopify',
      name: def.name,
      category: def.category,
      capabilities: capabilitiesOf(def),
      auth: def.auth.type,
      config: def.config.map((s) => ({ name: s.name, label: s.label, example: s.example })),
      secrets: def.secrets.map((s) => s.name),
      secret_labels: def.secrets.map((s) => ({ name: s.name, label: s.label })),
      docs: def.docs,
      setup: def.setup,
      test_level: def.test_level,
      note: def.note,
    });
    expect(body.connectors.find((c) => c.key === 'xero')?.auth).toBe('oauth2');
  });

  it('holds no secrets and no test data: no test connectors, patterns, addresses, fixtures or test customer', async () => {
    const text = await (await fetch(`${web.baseUrl}/api/connectors/catalogue`)).text();
    const body = catalogueResponseSchema.parse(JSON.parse(text));
    expect(body.connectors.filter((c) => c.key.startsWith('test_'))).toEqual([]);
    for (const word of ['"pattern"', '"baseUrl"', '"tokenUrl"', '"headers"', '"fixtures"', '"reply"', TEST_CUSTOMER.email, TEST_CUSTOMER.mobile_number])
      expect(text).not.toContain(word);
  });

  it('is listed in the OpenAPI document with the other public and OAuth endpoints', async () => {
    const doc = (await (await fetch(`${web.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/connectors/catalogue',
        '/api/connectors/smoke',
        '/api/connectors/oauth/callback',
        '/api/tenants/{tenantId}/connectors/oauth/{connector}/start',
        '/api/tenants/{tenantId}/connectors/{connectionId}/config',
      ]),
    );
    // Public: no credential, said explicitly (security: []), as OpenAPI linters ask.
    expect(doc.paths['/api/connectors/catalogue']!['get']).toHaveProperty('security', []);
  });

  it('sends a strong ETag and answers 304 with no body when If-None-Match names it', async () => {
    const first = await fetch(`${web.baseUrl}/api/connectors/catalogue`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    for (const given of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await fetch(`${web.baseUrl}/api/connectors/catalogue`, { headers: { 'If-None-Match': given } });
      expect(again.status, given).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
    const changed = await fetch(`${web.baseUrl}/api/connectors/catalogue`, { headers: { 'If-None-Match': '"0123456789abcdef0123456789abcdef"' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe(etag);
  });
});
