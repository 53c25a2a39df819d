import { z } from 'zod';
import { AUTH_TYPES, CONNECTOR_CATEGORIES } from '../../src/connectors/categories.js';
import { CAPABILITIES } from '../../config/contract.js';

/**
 * The spec's public shapes, written from the contract in docs/contract.md (not from the code), so tests check the endpoints
 * against the contract: strict objects, so an extra field (a secret, test data) fails.
 */

/** "Connector catalogue entry". */
export const catalogueEntrySchema = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9_]*$/),
  name: z.string().min(1),
  category: z.enum(CONNECTOR_CATEGORIES),
  capabilities: z.array(z.enum(CAPABILITIES)),
  auth: z.enum(AUTH_TYPES),
  config: z.array(z.strictObject({ name: z.string(), label: z.string(), example: z.string() })),
  secrets: z.array(z.string()),
  secret_labels: z.array(z.strictObject({ name: z.string(), label: z.string() })),
  docs: z.url(),
  setup: z.string().min(1),
  test_level: z.enum(['documented', 'partly-documented', 'unconfirmed']),
  note: z.string().nullable(),
});

/** GET /api/connectors/catalogue: count, categories (name to integer), connectors. */
export const catalogueResponseSchema = z.strictObject({
  count: z.number().int().min(0),
  categories: z.record(z.enum(CONNECTOR_CATEGORIES), z.number().int().min(0)),
  connectors: z.array(catalogueEntrySchema),
});

/** "Smoke result". */
export const smokeResultSchema = z.strictObject({
  ran: z.iso.datetime(),
  passed: z.number().int().min(0),
  total: z.number().int().min(0),
  results: z.record(z.string(), z.strictObject({ ok: z.boolean(), capabilities: z.partialRecord(z.enum(CAPABILITIES), z.boolean()) })),
});
