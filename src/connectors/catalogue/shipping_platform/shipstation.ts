import { defineConnector } from '../../define.js';

/**
 * ShipStation API V1 (ssapi.shipstation.com, HTTP Basic with the account's API key and secret).
 * ShipStation has no customer search by email: customers are verified from their own orders, listed
 * by the name they give (customerName) and kept only when customerEmail is exactly theirs. Tracking
 * comes from the shipments list, by order number (verified customers) or by tracking number.
 */
export const shipstation = defineConnector({
  key: 'shipstation',
  name: 'ShipStation',
  category: 'shipping_platform',
  auth: { type: 'basic', username: '{api_key}', password: '{api_secret}' },
  secrets: [
    { name: 'api_key', label: 'API key', example: '8a4c1f0e9b2d47c6a3e5f7b9d1c2e4a6', pattern: '[A-Za-z0-9]{16,64}' },
    { name: 'api_secret', label: 'API secret', example: '3f6b9e2c7a1d4058b6c9e3f2a7d1b4c8', pattern: '[A-Za-z0-9]{16,64}' },
  ],
  baseUrl: 'https://ssapi.shipstation.com',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/orders', query: { customerName: '{full_name}', sortBy: 'OrderDate', sortDir: 'DESC' } },
      records: 'orders',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'pageSize', size: 100, maxPages: 3 },
      owner: { email: 'customerEmail', name: { firstOf: ['billTo.name', 'shipTo.name'] } },
      map: {
        order_number: 'orderNumber',
        placed: { date: { firstOf: ['orderDate', 'createDate'] } },
        status: {
          enum: 'orderStatus',
          map: {
            awaiting_payment: 'awaiting payment',
            awaiting_shipment: 'processing',
            pending_fulfillment: 'processing',
            on_hold: 'on hold',
            shipped: 'dispatched',
            cancelled: 'cancelled',
            rejected_fulfillment: 'rejected by the fulfilment service',
          },
        },
        total: { money: 'orderTotal', source: 'number' },
        courier: 'carrierCode',
        customer_email: 'customerEmail',
      },
    },
    order_status: {
      // Exactly one of the two filters has a value on each call; the other is left out.
      request: { path: '/shipments', query: { orderNumber: '{order_number}', trackingNumber: '{tracking_number}', includeShipmentItems: 'false' } },
      records: 'shipments',
      owner: { email: 'customerEmail' },
      map: {
        order_number: 'orderNumber',
        status: { enum: 'voided', map: { true: 'label cancelled', false: 'dispatched' } },
        tracking: 'trackingNumber',
        courier: 'carrierCode',
      },
    },
  },
  docs: 'https://docs.shipstation.com/apis/shipstation-v1/openapi/orders',
  setup:
    'In ShipStation open Settings → Account → API Settings (only the account owner sees it), choose "Generate API Keys" if none exist, ' +
    'and copy the API Key and API Secret. ShipStation keys cannot be limited to reading, so keep them only here. These are V1 keys: the ' +
    'newer V2 API key from the same page will not work.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against ShipStation's V1 reference; not confirmed: the shipment reply fields (trackingNumber, carrierCode, voided, " + 'customerEmail).',
  note:
    "ShipStation cannot search orders by email, so orders are listed by the customer's name and only those whose customer email is " +
    'exactly theirs are shown. Tracking comes from ShipStation shipments, which include only labels bought in ShipStation (an order ' +
    'marked shipped by hand or by another app has no shipment there). ShipStation allows 40 calls a minute per account. ShipStation ' +
    'calls V1 "legacy"; it keeps working for existing accounts.',
});
