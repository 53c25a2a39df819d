import { defineConnector } from '../../define.js';

/**
 * ShipBob (fulfilment) API, version 2026-01 (api.shipbob.com, bearer Personal Access Token). Replaces
 * Linnworks in the target list (see the note). ShipBob has no order search by email: the last year's
 * orders are paged newest first and only those whose recipient email is exactly the verified
 * customer's are shown. Each order carries its shipments with carrier tracking.
 */
export const shipbob = defineConnector({
  key: 'shipbob',
  name: 'ShipBob',
  category: 'shipping_platform',
  auth: { type: 'bearer', secret: 'personal_access_token' },
  secrets: [
    {
      name: 'personal_access_token',
      label: 'Personal Access Token',
      example: 'C2D4F6A8B0C1E3F5A7B9D0E2F4A6B8C0D1E3F5A7B9C0D2E4F6A8B0C1E3F5A7B9',
      pattern: '[A-Za-z0-9._-]{20,512}',
    },
  ],
  baseUrl: 'https://api.shipbob.com/2026-01',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/order', query: { StartDate: '{from_date}', SortOrder: 'Newest' } },
      records: '$',
      pagination: { type: 'page', param: 'Page', first: 1, sizeParam: 'Limit', size: 100, maxPages: 5 },
      owner: { email: 'recipient.email', name: 'recipient.name' },
      map: {
        order_number: { firstOf: ['order_number', 'reference_id', 'id'] },
        placed: { date: { firstOf: ['purchase_date', 'created_date'] } },
        status: {
          enum: 'status',
          map: {
            Processing: 'processing',
            ImportReview: 'processing',
            Exception: 'on hold',
            PartiallyFulfilled: 'partly dispatched',
            Fulfilled: 'dispatched',
            Cancelled: 'cancelled',
          },
        },
        total: { money: 'financials.total_price', source: 'number' },
        courier: 'shipments.-1.tracking.carrier',
        tracking: 'shipments.-1.tracking.tracking_number',
        tracking_url: 'shipments.-1.tracking.tracking_url',
        customer_email: 'recipient.email',
      },
    },
  },
  docs: 'https://developer.shipbob.com/api/orders/get-orders',
  setup:
    'In the ShipBob dashboard open Integrations → API Tokens, choose "Generate New Token", name it for example "Customer bot" and copy ' +
    "the Personal Access Token (it is shown once). A personal token acts with your user's access and cannot be limited to reading, so " +
    'keep it only here.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against ShipBob's developer pages; not confirmed: the 2026-01 reply shape, the order status words and the shipment " + 'tracking fields.',
  note: 'ShipBob cannot search orders by email, so up to 500 recent orders are read and only those sent to exactly the verified email are ' + 'shown.',
});
