import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services.js';
import { probesFor, type Doc } from '../faults/malformed.js';
import { createTestEnv, openTestServices, startWeb, type TestEnv } from '../fakes/infra.js';

/**
 * The short form of `npm run faults` that CI runs: malformed requests generated from /api/openapi.json
 * over every route (a spread of each route's variants: bad path parameters, junk query strings, broken
 * encodings, invalid JSON, odd values and text, deep nesting, oversized bodies). None may get a 5xx.
 */
let env: TestEnv;
let services: Services;
let web: { baseUrl: string; close(): Promise<void> };

beforeAll(async () => {
  env = await createTestEnv();
  services = await openTestServices(env);
  web = await startWeb(services);
});
afterAll(async () => {
  await web.close();
  await services.close();
  await env.dropAll();
});

describe('malformed requests over every route of the OpenAPI document', () => {
  it('never get a 5xx, whatever the route', { timeout: 120_000 }, async () => {
    const doc = (await (await fetch(`${web.baseUrl}/api/openapi.json`)).json()) as Doc;
    const { tenant, apiKey } = await services.tenants.create({ name: 'Fuzz Co', ownerEmail: 'owner@fuzz.example' });
    const all = probesFor(doc, { 'x-api-key': apiKey, 'x-admin-token': env.config.ADMIN_TOKEN }, String(tenant.id));
    // Every route: every 12th variant, plus each route's undecodable body encoding and path parameter.
    const chosen = all.filter((p, i) => i % 12 === 0 || p.what === 'gzip that is not' || p.what === 'path %FF');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
    const failures: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < chosen.length) {
          const p = chosen[next++]!;
          const res = await fetch(`${web.baseUrl}${p.path}`, { method: p.method, headers: p.headers, ...(p.body !== undefined ? { body: p.body } : {}) });
          await res.arrayBuffer();
          if (res.status >= 500) failures.push(`${p.method} ${p.path.slice(0, 80)} (${p.what}) -> ${res.status}`);
        }
      }),
    );
    expect(chosen.length).toBeGreaterThan(300);
    console.info(`fuzz: ${chosen.length} of ${all.length} generated requests sent`);
    expect(failures).toEqual([]);
  });
});
