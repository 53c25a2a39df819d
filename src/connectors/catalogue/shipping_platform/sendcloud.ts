import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Sendcloud Shipping API v2 (panel.sendcloud.sc/api/v2, HTTP Basic with the integration's public and
 * secret keys). The parcels list filtered by tracking number gives the parcel's status, carrier and
 * order number. Customers are verified from their own parcels (from_orders_email): v2 cannot search
 * parcels by email, so the parcels updated in the last 90 days are listed (following `next`, at most
 * five pages) and only those naming exactly the verified email and name count. A v2 parcel writes its
 * dates day first ("20-02-2026 10:12:44"), read with the date format `day_first`.
 */
/**
 * Sendcloud's parcel status ids, in words. The ids and their names are those of Sendcloud's own Salesforce
 * cartridge (SendCloud/salesforce-b2c-commerce-cartridge, the sendcloudStatus value list).
 */
const parcelStatus: Transform = {
  enum: 'status.id',
  map: {
    '999': 'no label yet',
    '1000': 'ready to send',
    '1001': 'being announced',
    '1002': 'announcement failed',
    '1': 'label created',
    '13': 'label created, not yet collected',
    '15': 'collection failed',
    '22': 'collected by the driver',
    '3': 'on the way to the sorting centre',
    '7': 'being sorted',
    '5': 'sorted',
    '6': 'not sorted',
    '91': 'on the way',
    '92': 'out for delivery',
    '4': 'delivery delayed',
    '8': 'delivery attempt failed',
    '12': 'awaiting collection by the customer',
    '93': 'collected by the customer',
    '11': 'delivered',
    '80': 'unable to deliver',
    '62989': 'at customs',
    '62990': 'at the sorting centre',
    '62991': 'refused by the recipient',
    '62992': 'returned to sender',
    '62993': 'delivery method changed',
    '62994': 'delivery date changed',
    '62995': 'delivery address changed',
    '62996': 'delivery problem',
    '62997': 'address invalid',
    '1998': 'cancelled',
    '1999': 'cancellation requested',
    '2000': 'cancelled',
    '2001': 'cancellation being submitted',
    // 1337 is Sendcloud's "unknown status" (check the carrier's page): left out, so no status is shown.
  },
  others: 'drop',
};

export const sendcloud = defineConnector({
  key: 'sendcloud',
  name: 'Sendcloud',
  category: 'shipping_platform',
  auth: { type: 'basic', username: '{public_key}', password: '{secret_key}' },
  secrets: [
    { name: 'public_key', label: 'API public key', example: '4e3d2c1b0a9f48e7b6c5d4e3f2a1b0c9', pattern: '[A-Za-z0-9-]{16,64}' },
    { name: 'secret_key', label: 'API secret key', example: '9c8b7a6f5e4d43c2b1a0f9e8d7c6b5a4', pattern: '[A-Za-z0-9-]{16,64}' },
  ],
  baseUrl: 'https://panel.sendcloud.sc/api/v2',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/parcels', query: { updated_after: '{from_date}T00:00:00Z' } },
      records: 'parcels',
      lookbackDays: 90,
      pagination: { type: 'next_url', nextPath: 'next', maxPages: 5 },
      owner: { email: 'email', name: 'name' },
      map: {
        // A parcel created by hand may have no order number; its tracking number is the reference then.
        order_number: { firstOf: ['order_number', 'tracking_number'] },
        placed: { date: 'date_created', format: 'day_first' },
        status: parcelStatus,
        total: { money: 'total_order_value', source: 'decimal_string', currency: 'total_order_value_currency' },
        currency: 'total_order_value_currency',
        courier: 'carrier.code',
        tracking: 'tracking_number',
        customer_email: 'email',
      },
    },
    order_status: {
      request: { path: '/parcels', query: { tracking_number: '{tracking_number}' } },
      records: 'parcels',
      map: {
        order_number: 'order_number',
        // The parcel's status.message is its status label, but the catalogue never reads a field named
        // "message"; the documented status ids are put into words instead.
        status: parcelStatus,
        tracking: 'tracking_number',
        courier: 'carrier.code',
      },
    },
  },
  docs: 'https://sendcloud.dev/api/v2/parcels/retrieve-parcels',
  setup:
    'In Sendcloud open Settings → Integrations, find "Sendcloud API" and choose Connect (or open the existing API integration), give it ' +
    'a name such as "Customer bot", save, and copy the Public Key and Secret Key it shows. Sendcloud keys cannot be limited to reading, ' +
    'so keep them only here.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Sendcloud's reference and its own cartridge (SendCloud/salesforce-b2c-commerce-cartridge@fbcd386); not confirmed: " +
    'the next link form, list order and page size.',
  note:
    'Sendcloud cannot search parcels by email, so verification reads the parcels updated in the last 90 days (at most five pages) and ' +
    'only parcels naming exactly the verified email and name are shown; a customer whose parcels are older or beyond those pages cannot ' +
    'verify. Tracking by tracking number needs no verification.',
});
