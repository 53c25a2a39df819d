import { defineConnector, type ConnectorInput } from '../../src/connectors/define.js';
import type { DataKind } from '../../src/messages.js';
import { AMELIA } from './data-vendors.js';
import { startScriptedVendor, type ScriptedVendor } from './scripted-vendor.js';

/**
 * Three made-up vendors (List A, List B, List C) that hold every list kind (orders, invoices,
 * bookings, subscriptions, tickets) of the demo's Amelia Hart, as many rows of each as a test asks
 * for, on one scripted loopback server: for "more / more_count" with one source and with three.
 * Each holds its own records (references start with its letter), so no row is shown once for two.
 */

export const LIST_KEYS = ['test_list_a', 'test_list_b', 'test_list_c'] as const;
export type ListKey = (typeof LIST_KEYS)[number];
export const LIST_KINDS = ['orders', 'invoices', 'bookings', 'subscriptions', 'tickets'] as const satisfies readonly DataKind[];

const letter = (key: ListKey): string => key.slice(-1).toUpperCase();

function listVendor(key: ListKey): ConnectorInput {
  const L = letter(key);
  const list = (kind: DataKind) => ({ path: `/${kind}`, query: { customer_id: '{customer_id}' } });
  return defineConnector({
    key,
    name: `List ${L}`,
    category: 'crm',
    auth: { type: 'header', headers: { 'X-Api-Key': '{api_key}' } },
    secrets: [{ name: 'api_key', label: 'API key', example: 'tl_0123456789', pattern: 'tl_[0-9a-z]{10}' }],
    baseUrl: `https://api.test-list-${L.toLowerCase()}.example/v1`,
    verification: 'search_email',
    capabilities: {
      find_customer: { request: { path: '/customers', query: { email: '{email}' } }, records: 'data', map: { id: 'id', name: 'name', email: 'email' } },
      orders: { request: list('orders'), records: 'data', map: { order_number: 'ref', placed: { date: 'day' }, status: 'status' } },
      invoices: { request: list('invoices'), records: 'data', map: { invoice: 'ref', date: { date: 'day' }, status: 'status' } },
      bookings: { request: list('bookings'), records: 'data', map: { id: 'ref', start: 'start', status: 'status' } },
      subscriptions: { request: list('subscriptions'), records: 'data', map: { id: 'ref', plan: 'plan', since: { date: 'day' }, status: 'status' } },
      tickets: { request: list('tickets'), records: 'data', map: { id: 'ref', subject: 'subject', status: 'status', updated: { date: 'day' } } },
    },
    docs: 'https://api.test-list.example/docs',
    setup: 'Create a read-only API key.',
    test_level: 'documented',
    test_detail: 'A definition made up for this test.',
    note: null,
  });
}

export const LIST_VENDORS: readonly ConnectorInput[] = LIST_KEYS.map(listVendor);

export interface ListWorld {
  vendor: ScriptedVendor;
  /** Rows of each kind each vendor holds for Amelia (default 0). */
  counts: Partial<Record<ListKey, Partial<Record<DataKind, number>>>>;
  /** Base addresses for the vendor pool's override. */
  bases: Record<string, string>;
  close(): Promise<void>;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Row `i` of a kind at vendor `L`: distinct days, most recent for i = 0 (bookings: the soonest upcoming). */
function row(kind: DataKind, L: string, i: number): Record<string, unknown> {
  const day = `2026-${pad(11 - Math.floor(i / 28))}-${pad(28 - (i % 28))}`;
  const ref = `${L}-${kind.slice(0, 3).toUpperCase()}-${i}`;
  switch (kind) {
    case 'bookings':
      return { ref, start: `2027-${pad(1 + Math.floor(i / 28))}-${pad(1 + (i % 28))}T10:00`, status: 'booked' };
    case 'subscriptions':
      return { ref, plan: `Plan ${i}`, day, status: 'active' };
    case 'tickets':
      return { ref, subject: `Question ${i}`, day, status: 'open' };
    default:
      return { ref, day, status: 'paid' };
  }
}

export async function startListWorld(): Promise<ListWorld> {
  const vendor = await startScriptedVendor();
  const world: ListWorld = {
    vendor,
    counts: {},
    bases: Object.fromEntries(LIST_KEYS.map((k) => [k, `${vendor.baseUrl}/${k}/v1`])),
    close: () => vendor.close(),
  };
  vendor.answer((r) => {
    const m = /^\/(test_list_[abc])\/v1\/([a-z]+)$/.exec(r.path);
    if (!m) return { status: 404, body: { error: 'no such path' } };
    const key = m[1] as ListKey;
    const what = m[2]!;
    if (what === 'customers') {
      const email = (r.query.get('email') ?? '').toLowerCase();
      return { body: { data: email === AMELIA.email ? [{ id: 'amelia', name: AMELIA.name, email: AMELIA.email }] : [] } };
    }
    const kind = LIST_KINDS.find((k) => k === what);
    if (!kind) return { status: 404, body: { error: 'no such list' } };
    const n = r.query.get('customer_id') === 'amelia' ? (world.counts[key]?.[kind] ?? 0) : 0;
    return { body: { data: Array.from({ length: n }, (_, i) => row(kind, letter(key), i)) } };
  });
  return world;
}
