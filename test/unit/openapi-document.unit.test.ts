import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaSource } from '../../clients/typescript/scripts/schema-source.js';
import { describeApi } from '../../src/api-document.js';
import { API_TAGS, ApiDocs } from '../../src/http/route.js';

type Operation = { operationId?: string; tags?: string[]; security?: unknown[]; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const document = describeApi();
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  METHODS.flatMap((m) => ((item as Record<string, Operation | undefined>)[m] ? [{ path, method: m, op: (item as Record<string, Operation>)[m]! }] : [])),
);

describe('the OpenAPI document (describeApi: the app built on stores that are never opened)', () => {
  it('names every operation once, in camelCase, with one declared tag and its security (public ones security: [])', () => {
    expect(operations.length).toBeGreaterThan(90);
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tags, `${method} ${path}`).toHaveLength(1);
      expect(Object.keys(API_TAGS), `${method} ${path}`).toContain(op.tags![0]);
      expect(Array.isArray(op.security), `${method} ${path}`).toBe(true);
    }
    const byId = Object.fromEntries(operations.map((o) => [o.op.operationId, o]));
    expect(byId.runTool).toMatchObject({ method: 'post', path: '/api/chatbot-api/conversations/{conversationId}/tools/{tool}' });
    expect(byId.getLiveness!.op.security).toEqual([]);
    expect(byId.createTenant!.op.security).toEqual([{ admin: [] }]);
    expect(byId.listTools!.op.security).toEqual([{ platform: [] }, { dashboardSession: [] }]);
  });

  it('gives every 4xx its body shape, and the answers each kind of route can give: 401 on a key, 422 on input, 413 on a body', () => {
    for (const { path, method, op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (status.startsWith('4')) expect(response.content, `${method} ${path} ${status}`).toBeDefined();
      }
    }
    const runTool = operations.find((o) => o.op.operationId === 'runTool')!.op;
    expect(Object.keys(runTool.responses).sort()).toEqual(['200', '400', '401', '403', '404', '413', '415', '422', '429']);
    expect(runTool.responses['422']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ValidationFailure' });
    expect(runTool.responses['429']).toMatchObject({ headers: { 'Retry-After': expect.any(Object) } });
    const connect = operations.find((o) => o.op.operationId === 'connectVerifyIdentity')!.op;
    expect(connect.responses['401']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/WrappedRefusal' });
  });

  it('refuses a route whose 4xx has no body shape, and an operationId used twice', () => {
    const docs = new ApiDocs();
    const route = { method: 'get', path: '/x/:id', summary: 's', tag: 'public', security: 'none' } as const;
    expect(() => docs.add({ ...route, operationId: 'getX', responses: { 200: { description: 'ok' }, 409: { description: 'taken' } } })).toThrow(
      /getX: the 409 answer needs its body shape/,
    );
    docs.add({ ...route, operationId: 'getY', params: z.object({ id: z.string() }), responses: { 200: { description: 'ok' } } });
    expect(() => docs.add({ ...route, path: '/y', operationId: 'getY', responses: { 200: { description: 'ok' } } })).toThrow(/getY is used twice/);
  });

  it("is what the typed client's generated types (clients/typescript/src/schema.ts) were made from: regenerated, they are the same", async () => {
    const committed = readFileSync(new URL('../../clients/typescript/src/schema.ts', import.meta.url), 'utf8');
    expect(await schemaSource(document)).toBe(committed);
  });
});
