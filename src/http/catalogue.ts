import { Router } from 'express';
import { z } from 'zod';
import { CONNECTOR_CATEGORIES } from '../connectors/categories.js';
import { toCatalogueEntry } from '../connectors/catalogue-entry.js';
import { TEST_LEVELS } from '../connectors/definition-schema.js';
import type { ConnectorCatalogue } from '../connectors/catalogue/index.js';
import { enqueueSmokeRun } from '../connectors/smoke/enqueue.js';
import { SmokeStore } from '../connectors/smoke/smoke-store.js';
import { runSmoke, type SmokeResult } from '../connectors/smoke/run.js';
import { FIXTURES } from '../connectors/fixtures/index.js';
import { sha256Hex } from '../crypto/hashing.js';
import type { Services } from '../services.js';
import { route, type ApiDocs } from './route.js';

/** The spec's "Connector catalogue entry" (documentation schema). */
const entrySchema = z.object({
  key: z.string(),
  name: z.string(),
  category: z.enum(CONNECTOR_CATEGORIES),
  capabilities: z.array(z.string()),
  auth: z.string(),
  config: z.array(z.object({ name: z.string(), label: z.string(), example: z.string() })),
  secrets: z.array(z.string()),
  secret_labels: z.array(z.object({ name: z.string(), label: z.string() })),
  docs: z.string(),
  setup: z.string(),
  test_level: z.enum(TEST_LEVELS),
  note: z.string().nullable(),
});
const catalogueSchema = z.object({ count: z.number().int(), categories: z.record(z.string(), z.number().int()), connectors: z.array(entrySchema) });
const smokeSchema = z.object({
  ran: z.string(),
  passed: z.number().int(),
  total: z.number().int(),
  results: z.record(z.string(), z.object({ ok: z.boolean(), capabilities: z.record(z.string(), z.boolean()) })),
});

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** The catalogue body, serialised once, and its strong ETag. */
export function catalogueDocument(catalogue: ConnectorCatalogue): { json: string; etag: string } {
  const connectors = catalogue.all().map(toCatalogueEntry);
  const categories = Object.fromEntries(CONNECTOR_CATEGORIES.map((c) => [c, connectors.filter((e) => e.category === c).length]));
  const json = JSON.stringify({ count: connectors.length, categories, connectors });
  return { json, etag: `"${sha256Hex(json).slice(0, 32)}"` };
}

/**
 * The public endpoints of part D (no authentication): the connector catalogue, built from the
 * definitions (exactly the catalogue entry fields: never a secret, pattern, base URL or fixture),
 * served with a strong ETag (304 on If-None-Match) and a 5-minute cache; and the latest smoke result
 * from Postgres (before the first stored run, which this asks for, the same run done here once).
 */
export function catalogueRouter(services: Services, docs: ApiDocs, catalogue: ConnectorCatalogue): Router {
  const router = Router();
  const smoke = new SmokeStore(services.orm);
  // Before the smoke pool's first stored run: the same pure run (fixtures only, no network, about a
  // third of a second), done once here, so the endpoint answers 200 from the first second.
  let firstRun: SmokeResult | undefined;
  let doc: { json: string; etag: string } | undefined;

  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/connectors/catalogue',
      operationId: 'getCatalogue',
      tag: 'public',
      security: 'none',
      summary: 'Every connector the service can connect to, by category (ETag; 304 on If-None-Match)',
      responses: {
        200: { description: 'count, categories (all 22, name -> number of connectors), connectors (catalogue entries)', schema: catalogueSchema },
        304: { description: 'unchanged since the ETag given' },
      },
    },
    (_input, req, res) => {
      doc ??= catalogueDocument(catalogue);
      res.set({ ETag: doc.etag, 'Cache-Control': 'public, max-age=300' });
      if (etagMatches(req.get('if-none-match'), doc.etag)) {
        res.status(304).end();
        return undefined;
      }
      res.type('application/json').send(doc.json);
      return undefined;
    },
  );

  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/connectors/smoke',
      operationId: 'getSmokeResult',
      tag: 'public',
      security: 'none',
      summary:
        "The latest smoke result: every catalogue connector's capabilities run against the vendors' documented example replies, no network, no customer data; refreshed at most hourly",
      responses: {
        200: { description: 'the smoke result', schema: smokeSchema },
      },
    },
    async (_input, _req, res) => {
      const latest = await smoke.latest();
      if (latest) {
        res.set('Cache-Control', 'public, max-age=60');
        return latest;
      }
      // No stored run yet: ask the smoke pool for one (it stores it and logs broken connectors) and
      // answer with this process's own run meanwhile.
      await enqueueSmokeRun(services.queues, new Date(services.clock.now()));
      firstRun ??= runSmoke(catalogue.all(), FIXTURES, new Date(services.clock.now())).result;
      res.set('Cache-Control', 'no-cache');
      return firstRun;
    },
  );

  return router;
}
