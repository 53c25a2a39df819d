import { CONNECTOR_SOURCES, loadCatalogue, type ConnectorCatalogue } from '../../src/connectors/catalogue/index.js';
import { defineConnector, type ConnectorInput } from '../../src/connectors/define.js';
import { testCarrier } from './connections.js';
import { BOB, serveVendorWorld, type VendorWorld } from './connector-vendors.js';
import type { ReceivedRequest, ScriptedReply, ScriptedVendor } from './scripted-vendor.js';

/**
 * Two more vendors for "data from other connections" (spec part 7), on the same scripted server as
 * the Shopify/carrier world: Test Books (contacts by email or phone; orders and invoices) and Test
 * Desk (users by email only; orders and tickets). They hold records of the demo's Amelia Hart and of
 * Shopify's Bob, a namesake with a different surname at Bob's email (the matching rules must refuse
 * it), and rows naming other customers' emails (the safety filter must drop them). Each vendor can
 * be made to fail (`down`) or to answer slowly (`delayMs`).
 */

export const AMELIA = { name: 'Amelia Hart', email: 'amelia.hart@example.com', mobile: '07700 900201' };
export const BOB_NAME = `${String(BOB['first_name'])} ${String(BOB['last_name'])}`;
export const BOB_EMAIL = String(BOB.email);

const testAuth = { type: 'header', headers: { 'X-Api-Key': '{api_key}' } } as const;
const meta = {
  docs: 'https://api.test.example/docs',
  setup: 'Create a read-only API key.',
  test_level: 'documented',
  test_detail: 'A definition made up for this test.',
  note: null,
} as const;

export const testBooks = defineConnector({
  key: 'test_books',
  name: 'Test Books',
  category: 'accounting',
  auth: testAuth,
  secrets: [{ name: 'api_key', label: 'API key', example: 'tb_0123456789', pattern: 'tb_[0-9a-z]{10}' }],
  baseUrl: 'https://api.test-books.example/v1',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/contacts', query: { email: '{email}' } },
      byPhone: { path: '/contacts', query: { phone: '{phone}' } },
      records: 'contacts',
      map: { id: 'id', name: 'name', email: 'email', phone: 'phone' },
    },
    orders: {
      request: { path: '/orders', query: { contact_id: '{customer_id}' } },
      records: 'orders',
      map: { order_number: 'number', placed: { date: 'date' }, status: 'status', tracking: 'tracking', courier: 'courier', customer_email: 'email' },
    },
    invoices: {
      request: { path: '/invoices', query: { contact_id: '{customer_id}' } },
      records: 'invoices',
      map: { invoice: 'number', date: { date: 'date' }, amount: { money: 'amount', source: 'decimal_string', currency: 'currency' }, status: 'status' },
    },
  },
  ...meta,
});

export const testDesk = defineConnector({
  key: 'test_desk',
  name: 'Test Desk',
  category: 'helpdesk',
  auth: testAuth,
  secrets: [{ name: 'api_key', label: 'API key', example: 'td_0123456789', pattern: 'td_[0-9a-z]{10}' }],
  baseUrl: 'https://api.test-desk.example/v2',
  verification: 'search_email',
  capabilities: {
    find_customer: { request: { path: '/users', query: { email: '{email}' } }, records: 'users', map: { id: 'id', name: 'name', email: 'email' } },
    orders: { request: { path: '/users/{customer_id}/orders' }, records: 'orders', map: { order_number: 'ref', placed: { date: 'created' }, status: 'state' } },
    tickets: {
      request: { path: '/users/{customer_id}/tickets' },
      records: 'tickets',
      map: { id: 'id', subject: 'subject', status: 'status', updated: { date: 'updated' } },
    },
  },
  ...meta,
});

/** The built-in catalogue, the test carrier, the two data vendors and any `extra` test connectors. */
export function dataCatalogue(extra: readonly ConnectorInput[] = []): ConnectorCatalogue {
  return loadCatalogue([...CONNECTOR_SOURCES, testCarrier, testBooks, testDesk, ...extra]);
}

/** Every fixed-host connector of the tests on one scripted server. */
export function dataBases(vendorBaseUrl: string): (key: string) => string | undefined {
  const bases: Record<string, string> = {
    shopify: `${vendorBaseUrl}/admin/api/2024-10`,
    test_carrier: `${vendorBaseUrl}/v1`,
    test_books: `${vendorBaseUrl}/books/v1`,
    test_desk: `${vendorBaseUrl}/desk/v2`,
  };
  return (key) => bases[key];
}

const BOOKS_CONTACTS = [
  { id: 'c-1', name: AMELIA.name, email: AMELIA.email, phone: AMELIA.mobile },
  { id: 'c-2', name: BOB_NAME, email: BOB_EMAIL, phone: '' },
];
const BOOKS_ORDERS: Record<string, Record<string, unknown>[]> = {
  'c-1': [
    { number: 'TB-501', date: '2026-11-20', status: 'dispatched', tracking: 'TP12345678', courier: 'Test Parcels' },
    { number: 'TB-500', date: '2025-01-05', status: 'delivered' },
  ],
  'c-2': [
    { number: 'TB-701', date: '2026-11-23', status: 'processing', email: BOB_EMAIL },
    // A row the vendor wrongly returns naming someone else: dropped by the safety filter.
    { number: 'TB-999', date: '2026-11-24', status: 'processing', email: 'mallory@example.com' },
  ],
};
const BOOKS_INVOICES: Record<string, Record<string, unknown>[]> = {
  'c-1': [{ number: 'TBI-9', date: '2026-10-01', amount: '12.00', currency: 'GBP', status: 'paid' }],
  'c-2': [{ number: 'TBI-7', date: '2026-09-01', amount: '40.00', currency: 'GBP', status: 'unpaid' }],
};
const DESK_USERS = [
  { id: 'u-1', name: AMELIA.name, email: AMELIA.email },
  // Bob's email with another surname: the matching rules refuse it, so nothing of it is read.
  { id: 'u-2', name: 'Bob Imposter', email: BOB_EMAIL },
];
const DESK_ORDERS: Record<string, Record<string, unknown>[]> = {
  'u-1': [{ ref: 'TD-42', created: '2026-11-22', state: 'open' }],
  'u-2': [{ ref: 'TD-66', created: '2026-11-24', state: 'open' }],
};
const DESK_TICKETS: Record<string, Record<string, unknown>[]> = {
  'u-1': [{ id: 'T-9', subject: 'Where is my parcel?', status: 'open', updated: '2026-11-21' }],
  'u-2': [{ id: 'T-6', subject: 'Not Bob', status: 'open', updated: '2026-11-21' }],
};

export interface DataWorld extends VendorWorld {
  /** Vendors answering 503 to everything. */
  down: Set<'books' | 'desk' | 'shopify'>;
  /** Delay of every answer of the two data vendors (and Shopify), in ms. */
  delayMs: number;
  /** Extra delay of Test Desk's answers only, in ms. */
  deskDelayMs: number;
  /** When each request arrived (ms since epoch), by path, in arrival order. */
  arrivals: { path: string; at: number }[];
}

/** Serves the Shopify/carrier world and the two data vendors on one scripted server. */
export function serveDataWorld(vendor: ScriptedVendor): DataWorld {
  let shopify: (r: ReceivedRequest, i: number) => ScriptedReply = () => ({ status: 404 });
  // The Shopify/carrier world answers through this one: its handler is kept and wrapped.
  const base = serveVendorWorld({
    ...vendor,
    answer: (h) => {
      shopify = h;
    },
  });
  const world: DataWorld = Object.assign(base, {
    down: new Set<'books' | 'desk' | 'shopify'>(),
    delayMs: 0,
    deskDelayMs: 0,
    arrivals: [] as { path: string; at: number }[],
  });
  vendor.answer((r, i) => {
    world.arrivals.push({ path: r.path, at: Date.now() });
    const delay = world.delayMs > 0 ? { delayMs: world.delayMs } : {};
    if (r.path.startsWith('/books/')) return world.down.has('books') ? { status: 503, body: { error: 'down' } } : { ...books(r), ...delay };
    if (r.path.startsWith('/desk/'))
      return world.down.has('desk') ? { status: 503, body: { error: 'down' } } : { ...desk(r), delayMs: world.delayMs + world.deskDelayMs };
    if (r.path.startsWith('/admin/') && world.down.has('shopify')) return { status: 503, body: { error: 'down' } };
    return { ...shopify(r, i), ...(r.path.startsWith('/admin/') ? delay : {}) };
  });
  return world;
}

function books(r: ReceivedRequest): ScriptedReply {
  const q = r.query;
  if (r.path === '/books/v1/contacts') {
    const email = (q.get('email') ?? '').toLowerCase();
    const phone = (q.get('phone') ?? '').replace(/\D/g, '').slice(-10);
    const found = BOOKS_CONTACTS.filter(
      (c) => (email && c.email.toLowerCase() === email) || (phone.length === 10 && c.phone.replace(/\D/g, '').slice(-10) === phone),
    );
    return { body: { contacts: found } };
  }
  if (r.path === '/books/v1/orders') return { body: { orders: BOOKS_ORDERS[q.get('contact_id') ?? ''] ?? [] } };
  if (r.path === '/books/v1/invoices') return { body: { invoices: BOOKS_INVOICES[q.get('contact_id') ?? ''] ?? [] } };
  return { status: 404, body: { error: 'no such path' } };
}

function desk(r: ReceivedRequest): ScriptedReply {
  if (r.path === '/desk/v2/users') {
    const email = (r.query.get('email') ?? '').toLowerCase();
    return { body: { users: DESK_USERS.filter((u) => email && u.email.toLowerCase() === email) } };
  }
  const m = /^\/desk\/v2\/users\/([^/]+)\/(orders|tickets)$/.exec(r.path);
  if (m) return { body: { [m[2]!]: (m[2] === 'orders' ? DESK_ORDERS : DESK_TICKETS)[m[1]!] ?? [] } };
  return { status: 404, body: { error: 'no such path' } };
}
