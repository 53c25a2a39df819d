import { defineConnector } from '../../define.js';

/**
 * Shippo API (api.goshippo.com, `Authorization: ShippoToken <token>`, API version pinned by header).
 * Shippo orders cannot be filtered by email, so the last year's orders are paged and only those whose
 * recipient (to_address.email) is exactly the verified customer are shown. Tracking asks Shippo's
 * tracking endpoint, which needs the carrier with the number: the tenant names its main carrier.
 */
export const shippo = defineConnector({
  key: 'shippo',
  name: 'Shippo',
  category: 'shipping_platform',
  auth: { type: 'header', headers: { Authorization: 'ShippoToken {api_token}' } },
  config: [
    {
      name: 'carrier',
      label: 'Shippo carrier token of the carrier you ship with',
      example: 'royal_mail',
      pattern: '[a-z0-9_]{2,40}',
    },
  ],
  secrets: [
    {
      name: 'api_token',
      label: 'live API token',
      example: 'shippo_live_3f1a9c0b7d2e4f6a8b1c3d5e7f9a0b2c4d6e8f0a',
      pattern: 'shippo_(live|test)_[A-Za-z0-9]{20,64}',
    },
  ],
  baseUrl: 'https://api.goshippo.com',
  headers: { 'Shippo-API-Version': '2018-02-08' },
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/orders/', query: { start_date: '{from_date}T00:00:00Z' } },
      records: 'results',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'results', size: 100, maxPages: 5 },
      owner: { email: 'to_address.email', name: 'to_address.name' },
      map: {
        order_number: { firstOf: ['order_number', 'object_id'] },
        placed: { date: 'placed_at' },
        status: {
          enum: 'order_status',
          map: {
            UNKNOWN: '',
            AWAITPAY: 'awaiting payment',
            PAID: 'paid',
            PARTIALLY_FULFILLED: 'partly dispatched',
            SHIPPED: 'dispatched',
            REFUNDED: 'refunded',
            CANCELLED: 'cancelled',
          },
        },
        total: { money: 'total_price', source: 'decimal_string', currency: 'currency' },
        currency: 'currency',
        customer_email: 'to_address.email',
      },
    },
    order_status: {
      request: { path: '/tracks/{carrier}/{tracking_number}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      map: {
        tracking: 'tracking_number',
        status: {
          firstOf: [
            {
              enum: 'tracking_status.status',
              map: {
                PRE_TRANSIT: 'label created',
                TRANSIT: 'in transit',
                DELIVERED: 'delivered',
                RETURNED: 'returned to sender',
                FAILURE: 'delivery failed',
                UNKNOWN: 'no tracking information yet',
              },
            },
            { const: 'no tracking information yet' },
          ],
        },
        courier: 'carrier',
      },
    },
  },
  docs: 'https://docs.goshippo.com/api-reference/orders/list-all-orders',
  setup:
    'In the Shippo web app open Settings → Advanced → API, and under "Live Token" choose Generate Token; copy the token (it starts ' +
    'shippo_live_). Shippo tokens cannot be limited to reading, so keep it only here. Enter the Shippo carrier token of the carrier ' +
    "most of your parcels go with (for example usps, ups, royal_mail, dhl_express or evri), as listed in Shippo's carrier reference: " +
    'tracking numbers are looked up with that carrier.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Shippo's official JavaScript SDK (goshippo/shippo-javascript-sdk@51b9793, API " + '2018-02-08).',
  note:
    'Shippo cannot search orders by email, so up to 500 orders of the last year are read and only those sent to exactly the verified ' +
    'email are shown. Tracking by number works for the one carrier named in the settings, because Shippo needs the carrier with the ' +
    'number.',
});
