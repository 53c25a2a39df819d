import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Shiptheory API v1 (api.shiptheory.com/v1) with a permanent API token (bearer). Shipments are
 * searched by the recipient's email (the list filter DeliveryAddress.email), so customers are verified
 * from their own shipments. An order-number lookup uses the channel_reference_id filter (the order or
 * shipment reference Shiptheory received from the shop).
 */

/** Shiptheory's own booking statuses, in words a customer understands. */
const status: Transform = {
  enum: 'status',
  map: {
    Complete: 'dispatched',
    Ready: 'processing',
    'Not Ready': 'processing',
    Waiting: 'processing',
    PROCESSING: 'processing',
    Failed: 'processing',
    'Print Error': 'processing',
    Ignored: '',
  },
};

export const shiptheory = defineConnector({
  key: 'shiptheory',
  name: 'Shiptheory',
  category: 'shipping_platform',
  auth: { type: 'bearer', secret: 'api_token' },
  secrets: [
    {
      name: 'api_token',
      label: 'permanent API token',
      example: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJzdWIiOjc4fQ.XtvE5Jn5YtM0ZPqlU8BhgUaqohj3NpBOSzBsWdisXeg',
      pattern: '[A-Za-z0-9._-]{20,2000}',
    },
  ],
  baseUrl: 'https://api.shiptheory.com/v1',
  headers: { Accept: 'application/json' },
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/shipments/list', query: { 'DeliveryAddress.email': '{email}', sort: 'created', direction: 'desc' } },
      records: 'shipments',
      // Shiptheory answers 404 for a page without results (also a first page when nothing matches).
      notFoundIsEmpty: true,
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'limit', size: 100, maxPages: 2 },
      owner: { email: 'delivery_address.email', name: { join: ['delivery_address.firstname', 'delivery_address.lastname'] } },
      map: {
        order_number: 'channel_reference_id',
        placed: { date: 'created' },
        status,
        total: { money: 'shipment_detail.value', source: 'number' },
        courier: 'courier.couriername',
        tracking: 'shipment_detail.tracking_number',
        customer_email: 'delivery_address.email',
      },
    },
    order_status: {
      request: { path: '/shipments/list', query: { channel_reference_id: '{order_number}' } },
      records: 'shipments',
      notFoundIsEmpty: true,
      owner: { email: 'delivery_address.email' },
      map: {
        order_number: 'channel_reference_id',
        status,
        tracking: 'shipment_detail.tracking_number',
        courier: 'courier.couriername',
      },
    },
  },
  docs: 'https://shiptheory.com/developer/index.html#list-shipments',
  setup:
    'Sign in to Shiptheory and open helm.shiptheory.com/user_tokens (Settings → API Tokens), create a permanent token named for example ' +
    '"Customer bot" and copy it. The token acts as your Shiptheory user and cannot be limited to reading, so keep it only here.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Shiptheory's API documentation source (mikebaker85/shiptheory-api-docs@29ca913, " +
    'written by Shiptheory staff).',
  note:
    'Shiptheory asks apps used by many companies to send a Shiptheory-Partner-Tag header; this connector sends none until a partner tag ' +
    'is issued. Shipment statuses are Shiptheory\'s booking states: "dispatched" means a label was booked with the carrier, not that the ' +
    'parcel was delivered.',
});
