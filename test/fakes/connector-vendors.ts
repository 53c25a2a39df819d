import { FIXTURES } from '../../src/connectors/fixtures/index.js';
import type { ReceivedRequest, ScriptedReply, ScriptedVendor } from './scripted-vendor.js';

/**
 * A small world of vendors on one scripted server, answering with the vendors' documented shapes:
 * a Shopify store (customer search by email or phone, orders, order by name, customer by id), an
 * Eventbrite organisation (orders filtered by buyer email) and a carrier (parcels by tracking number,
 * matched loosely so the service's exact-match filter is what keeps the right one). `fault` overrides
 * every answer (refusals, outages).
 */

type ShopifyCustomer = Record<string, unknown> & { id: number; email: string | null; phone: string | null };

const fixtureReply = (connector: string, capability: string): Record<string, unknown> =>
  FIXTURES.find((f) => f.connector === connector && f.capability === capability)!.reply as Record<string, unknown>;

export const BOB = (fixtureReply('shopify', 'find_customer')['customers'] as ShopifyCustomer[])[0]!;
export const JANE: ShopifyCustomer = {
  id: 301,
  first_name: 'Jane',
  last_name: 'Smith',
  email: 'jane.smith@example.co.uk',
  phone: '+44 7700 900456',
  currency: 'GBP',
  state: 'enabled',
  orders_count: 0,
  total_spent: '0.00',
  created_at: '2025-03-01T10:00:00+00:00',
  default_address: { zip: 'SW1A 1AA' },
};
/** Held with a mobile and no email. */
export const NORA: ShopifyCustomer = {
  id: 302,
  first_name: 'Nora',
  last_name: 'Price',
  email: null,
  phone: '+44 7700 900789',
  default_address: { zip: 'E1 6AN' },
};

const DOCUMENTED_ORDER = (fixtureReply('shopify', 'orders')['orders'] as Record<string, unknown>[])[0]!;
/** Bob's second order: the documented one delivered by Royal Mail in pounds. */
const DELIVERED_ORDER = {
  ...DOCUMENTED_ORDER,
  id: 450789470,
  name: '#1002',
  created_at: '2024-11-28T16:42:10+00:00',
  currency: 'GBP',
  financial_status: 'paid',
  fulfillment_status: 'fulfilled',
  total_price: '42.50',
  fulfillments: [{ id: 255858047, status: 'success', shipment_status: 'delivered', tracking_company: 'Royal Mail', tracking_number: 'AB123456789GB' }],
};
const BOB_ORDERS = [DOCUMENTED_ORDER, DELIVERED_ORDER];
/** An order the vendor wrongly returns for Bob that names someone else: the safety filter drops it. */
const STRAY_ORDER = { ...DELIVERED_ORDER, id: 999, name: '#1999', email: 'mallory@example.com', contact_email: 'mallory@example.com' };
const EVENTBRITE_ORDERS = fixtureReply('eventbrite', 'orders')['orders'] as Record<string, unknown>[];
const OTHER_BUYER = { ...EVENTBRITE_ORDERS[0]!, id: '55555', name: 'Mallory Jones', first_name: 'Mallory', last_name: 'Jones', email: 'mallory@example.com' };

export const PARCELS = [
  { reference: 'ORD-1', state: 'in transit', tracking_number: 'TP12345678' },
  { reference: 'ORD-2', state: 'delivered', tracking_number: 'TP123456789' },
];

const last10 = (s: string | null): string => (s ?? '').replace(/\D/g, '').slice(-10);
const customers = (): ShopifyCustomer[] => [BOB, JANE, NORA];

export interface VendorWorld {
  /** When set, every request gets this answer. */
  fault: ScriptedReply | undefined;
  /** Requests of the current test (cleared by reset). */
  requests(): ReceivedRequest[];
  reset(): void;
}

export function serveVendorWorld(vendor: ScriptedVendor): VendorWorld {
  const world: VendorWorld = {
    fault: undefined,
    requests: () => vendor.requests,
    reset() {
      world.fault = undefined;
      vendor.requests.length = 0;
    },
  };
  vendor.answer((r) => {
    if (world.fault) return world.fault;
    const q = r.query;
    if (r.path === '/admin/api/2024-10/customers/search.json') {
      const query = q.get('query') ?? '';
      const [field, value = ''] = query.split(/:(.*)/s);
      const found = customers().filter((c) =>
        field === 'email'
          ? (c.email ?? '').toLowerCase() === value.toLowerCase()
          : field === 'phone'
            ? last10(c.phone) === last10(value) && last10(value).length === 10
            : false,
      );
      return { body: { customers: found } };
    }
    const customerOrders = /^\/admin\/api\/2024-10\/customers\/(\d+)\/orders\.json$/.exec(r.path);
    if (customerOrders) return { body: { orders: customerOrders[1] === String(BOB.id) ? [...BOB_ORDERS, STRAY_ORDER] : [] } };
    if (r.path === '/admin/api/2024-10/orders.json') {
      const name = q.get('name');
      return { body: { orders: [...BOB_ORDERS, STRAY_ORDER].filter((o) => o['name'] === name) } };
    }
    const byId = /^\/admin\/api\/2024-10\/customers\/(\d+)\.json$/.exec(r.path);
    if (byId) {
      const c = customers().find((x) => String(x.id) === byId[1]);
      return c ? { body: { customer: c } } : { status: 404, body: { errors: 'Not Found' } };
    }
    if (/^\/v3\/organizations\/\d+\/orders\/$/.test(r.path)) {
      const email = (q.get('only_emails') ?? '').toLowerCase();
      const orders = [...EVENTBRITE_ORDERS, OTHER_BUYER].filter((o) => String(o['email']).toLowerCase() === email);
      return { body: { pagination: { has_more_items: false }, orders } };
    }
    if (r.path === '/v1/parcels') {
      const t = q.get('tracking_number') ?? '';
      return { body: { parcels: PARCELS.filter((p) => p.tracking_number.startsWith(t)) } };
    }
    return { status: 404, body: { error: 'no such path' } };
  });
  return world;
}
