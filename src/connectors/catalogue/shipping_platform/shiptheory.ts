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
    'Sign in to Shiptheory and open helm.shiptheory.com/user_tokens (Settings → API Tokens), create a permanent token named for example "Customer bot" and copy it. The token acts as your Shiptheory user and cannot be limited to reading, so keep it only here.',
  test_level: 'documented',
  test_detail:
    'Fourth pass, against Shiptheory\'s own API documentation source (the Slate source of https://shiptheory.com/developer/index.html, written by Shiptheory staff; read in the copy mikebaker85/shiptheory-api-docs@29ca91318f8025c06e2da89925e0c73a3e1b3ec7:source/includes/main.md, last changed June 2024 by a shiptheory.com author): GET https://api.shiptheory.com/v1/shipments/list with the filters DeliveryAddress.email ("Delivery Email Address") and channel_reference_id, paging with sort (created or modified), direction (asc/desc), page and limit (at most 100), "404 means you have specified a page number without results" (read as an empty result), Accept: application/json and Authorization: Bearer <token> on every call; the reply {"shipments": [...], "pagination": {page, pages, results, results_per_page, limit}} and, in its example, created, channel_reference_id, status, courier.couriername (courier may be null), shipment_detail.tracking_number (null before booking) and shipment_detail.value (a number), delivery_address.email, firstname and lastname; the status values Failed, Complete, Ready, Ignored, Not Ready, Print Error, Waiting and PROCESSING (case sensitive); the Shiptheory-Partner-Tag header for apps used by more than one company. The fixtures follow that example. Verification reads only records naming exactly the verified email (from_orders_email). Not in this source: the permanent token from helm.shiptheory.com/user_tokens (earlier passes took it from Shiptheory\'s token page as public connectors use it; this version documents only 60-minute tokens from POST /v1/token with email and password; its error table names an "API token"); the docs call channel_reference_id "usually the Shipment ID" and channel_reference_id_2 "usually Order ID", so which one holds the number a shop\'s customer sees depends on the sales channel.',
  note: 'Shiptheory asks apps used by many companies to send a Shiptheory-Partner-Tag header; this connector sends none until a partner tag is issued. Shipment statuses are Shiptheory\'s booking states: "dispatched" means a label was booked with the carrier, not that the parcel was delivered.',
});
