import { defineConnector } from '../../define.js';

/**
 * Flipdish (online ordering and branded apps for restaurants and takeaways) with an OAuth app the
 * restaurant owner creates in the Flipdish portal: its client ID and secret key are exchanged for a
 * short-lived token (client credentials, scope "api"). Flipdish cannot filter orders by customer, so
 * the connector reads the orders placed in the last 90 days (up to five pages of 50) and shows only
 * those whose customer email is exactly the verified one. Amounts are decimals in the store currency.
 */
export const flipdish = defineConnector({
  key: 'flipdish',
  name: 'Flipdish',
  category: 'restaurant',
  auth: {
    type: 'client_credentials',
    tokenUrl: '/identity/connect/token',
    clientId: 'client_id',
    clientSecret: 'secret_key',
    scopes: ['api'],
    clientAuth: 'body',
  },
  config: [{ name: 'client_id', label: 'Flipdish app client ID', example: 'chatbot-orders-4f2a', pattern: '[A-Za-z0-9._-]{3,100}' }],
  secrets: [{ name: 'secret_key', label: 'Flipdish app secret key', example: 'Xk3mP9qR2sT5vW8yZ1aB4cD7eF0gH6jK', pattern: '[A-Za-z0-9._~+/=-]{16,200}' }],
  baseUrl: 'https://api.flipdish.co',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/api/v1.0/orders', query: { from: '{from_date}', to: '{to_date}' } },
      records: 'Data',
      lookbackDays: 90,
      lookaheadDays: 1,
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'limit', size: 50, maxPages: 5 },
      owner: { email: 'Customer.EmailAddress', name: 'Customer.Name' },
      map: {
        order_number: 'OrderId',
        placed: { date: 'PlacedTime' },
        status: {
          enum: 'OrderState',
          map: {
            Created: 'processing',
            PlacedCanBeCancelled: 'placed',
            ReadyToProcess: 'processing',
            ManualReview: 'processing',
            AcceptedByRestaurant: 'accepted',
            Dispatched: 'dispatched',
            Delivered: 'delivered',
            Cancelled: 'cancelled',
            RejectedByStore: 'rejected',
            RejectedByFlipdish: 'rejected',
            RejectedAutomatically: 'rejected',
            RejectedAfterBeingAccepted: 'rejected',
            AcceptedAndRefunded: 'refunded',
          },
        },
        total: { money: 'Amount', source: 'number', currency: 'Store.Currency' },
        currency: 'Store.Currency',
        refunded: { money: 'RefundedAmount', source: 'number', currency: 'Store.Currency' },
        customer_email: 'Customer.EmailAddress',
      },
    },
  },
  docs: 'https://developers.flipdish.com/docs/getting-started',
  setup:
    'Sign in to the Flipdish portal (portal.flipdish.com) as the owner, click your avatar → Developer tools → OAuth apps and press Add ' +
    'new. Name the app "Chatbot" and press Create. Copy its Client ID, then press Reveal secret key and copy the secret key. Flipdish ' +
    'OAuth apps have a single scope ("api") that also allows changes; the connector only ever reads orders.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Flipdish's official C# API client (flipdishbytes/api-client-csharp@43cc964).",
  note:
    "Flipdish cannot filter orders by customer: up to 250 orders placed in the last 90 days are scanned and only the customer's own are " +
    "shown, so a busy store's older orders in that window may be missed. Customers are verified with their full name and the email they " +
    'ordered with; the code is always emailed. Chef notes are never read.',
});
