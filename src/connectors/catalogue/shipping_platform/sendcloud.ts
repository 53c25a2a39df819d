import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Sendcloud Shipping API v2 (panel.sendcloud.sc/api/v2, HTTP Basic with the integration's public and
 * secret keys). Tracking only: the parcels list filtered by tracking number gives the parcel's
 * status, carrier and order number.
 *
 * Why not verify from parcels: a v2 parcel names the recipient's email, but its only dates
 * (date_created, date_updated, date_announced) are written day first ("20-02-2026 10:12:44"), which the
 * closed date transform does not read, and an order row without its date does not count. So this
 * connector cannot verify customers (not_supported) until the schema reads day-first dates.
 */
/** Sendcloud's parcel status ids (GET /parcels/statuses), in words. */
const parcelStatus: Transform = {
  enum: 'status.id',
  map: {
    '999': 'no label yet',
    '1000': 'ready to send',
    '1001': 'being announced',
    '1002': 'announcement failed',
    '1': 'label created',
    '13': 'label created, not yet collected',
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
    '62989': 'unable to deliver',
    '1999': 'cancellation requested',
    '2000': 'cancelled',
    '2001': 'cancellation being submitted',
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
  verification: 'not_supported',
  capabilities: {
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
    'In Sendcloud open Settings → Integrations, find "Sendcloud API" and choose Connect (or open the existing API integration), give it a name such as "Customer bot", save, and copy the Public Key and Secret Key it shows. Sendcloud keys cannot be limited to reading, so keep them only here.',
  test_level:
    'documented: v2 base URL, Basic auth with the public and secret keys, GET /parcels with the tracking_number filter and the parcel fields (status.id, carrier.code, order_number) from the Sendcloud v2 reference; v2 is in maintenance mode but supported; the status id list is from memory of GET /parcels/statuses and not confirmed',
  note: 'Sendcloud answers parcel tracking by tracking number only; it cannot verify customers here, because its parcels carry their dates day first (20-02-2026), which this catalogue cannot yet read.',
});
