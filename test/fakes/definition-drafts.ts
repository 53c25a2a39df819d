import { expect } from 'vitest';
import { parseConnector, type ConnectorInput } from '../../src/connectors/define.js';

/**
 * Drafts of connector definitions for the definition-schema unit tests: one small valid definition
 * and helpers that break it at a dotted path, then ask the schema what it refuses.
 */
/** A small valid definition that each test breaks in one way. */
export function base(): ConnectorInput {
  return {
    key: 'acme_shop',
    name: 'Acme Shop',
    category: 'ecommerce',
    auth: { type: 'bearer', secret: 'api_token' },
    config: [{ name: 'store', label: 'store name', example: 'acme-uk', pattern: '[a-z0-9-]+' }],
    secrets: [{ name: 'api_token', label: 'API token', example: 'tok_1234567890' }],
    baseUrl: 'https://{store}.acme-shop.example/api',
    verification: 'search_email',
    capabilities: {
      find_customer: {
        request: { path: '/customers', query: { email: '{email}' } },
        records: 'customers',
        map: { id: 'id', name: 'name', email: 'email' },
      },
      orders: {
        request: { path: '/customers/{customer_id}/orders' },
        records: 'orders',
        owner: { email: 'email' },
        map: { order_number: 'number', placed: { date: 'created_at' }, total: { money: 'total', source: 'minor', currency: 'currency' } },
      },
    },
    docs: 'https://acme-shop.example/docs',
    setup: 'Create a read-only token.',
    test_level: 'documented',
    test_detail: 'A definition made up for this test.',
  };
}

/** The definition as loose JSON, so a test can break it in ways its type would not allow. */
export type Draft = Record<string, unknown>;

export function parentOf(d: Draft, path: string): { parent: Record<string, unknown>; key: string } {
  const keys = path.split('.');
  let parent: Record<string, unknown> = d;
  for (const k of keys.slice(0, -1)) parent = parent[k] as Record<string, unknown>;
  return { parent, key: keys[keys.length - 1]! };
}
export function get(d: Draft, path: string): unknown {
  const { parent, key } = parentOf(d, path);
  return parent[key];
}
export function set(d: Draft, path: string, value: unknown): void {
  const { parent, key } = parentOf(d, path);
  parent[key] = value;
}
export function unset(d: Draft, path: string): void {
  const { parent, key } = parentOf(d, path);
  delete parent[key];
}
export function push(d: Draft, path: string, value: unknown): void {
  (get(d, path) as unknown[]).push(value);
}

export function issuesOf(mutate: (d: Draft) => void): string[] {
  const d = structuredClone(base()) as unknown as Draft;
  mutate(d);
  const r = parseConnector(d);
  return r.ok ? [] : r.issues;
}

export function expectIssue(mutate: (d: Draft) => void, fragment: string): void {
  const issues = issuesOf(mutate);
  expect(issues.join('\n')).toContain(fragment);
}
