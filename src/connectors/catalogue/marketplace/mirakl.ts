import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Mirakl Marketplace Platform, seller (shop) API: OR11 "List orders" on the operator's Mirakl
 * instance, with the shop user's API key sent as the whole Authorization header. Mirakl runs many
 * retailers' marketplaces (the seller enters the instance address the operator gave it). There is no
 * buyer filter: the shop's orders of the last 180 days are paged through (newest first) and only orders
 * whose `customer_notification_email` is the customer's are used and shown. Order-number lookups use
 * OR11's order_ids filter. Amounts are decimals in the order's currency; dates are ISO 8601 UTC.
 */

const orderStatus: Transform = {
  firstOf: [
    { enum: 'fully_refunded', map: { true: 'refunded' }, others: 'drop' },
    {
      enum: 'order_state',
      map: {
        STAGING: 'processing',
        WAITING_ACCEPTANCE: 'awaiting acceptance',
        WAITING_DEBIT: 'awaiting payment',
        WAITING_DEBIT_PAYMENT: 'awaiting payment',
        SHIPPING: 'processing',
        SHIPPED: 'dispatched',
        TO_COLLECT: 'ready to collect',
        RECEIVED: 'delivered',
        CLOSED: 'completed',
        REFUSED: 'refused by the seller',
        CANCELED: 'cancelled',
      },
    },
  ],
};

const owner = {
  email: 'customer_notification_email',
  name: { join: ['customer.firstname', 'customer.lastname'] },
};

export const mirakl = defineConnector({
  key: 'mirakl',
  name: 'Mirakl marketplaces (seller API)',
  category: 'marketplace',
  auth: { type: 'header', headers: { Authorization: '{api_key}' } },
  config: [
    {
      name: 'host',
      label: 'Mirakl address of the marketplace (host name)',
      example: 'acme-prod.mirakl.net',
      pattern: '[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+',
    },
    { name: 'shop_id', label: 'shop ID (only if your user manages several shops)', example: '2010', pattern: '\\d{1,12}', optional: true },
  ],
  secrets: [{ name: 'api_key', label: 'shop API key', example: '3f1c9a2e-7b4d-4e8a-9c61-2d5f0b7a8e93', pattern: '[A-Za-z0-9-]{20,128}' }],
  baseUrl: 'https://{host}/api',
  bound: 'connection',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: {
        path: '/orders',
        query: { start_date: '{from_date}T00:00:00Z', order: 'desc', shop_id: '{shop_id}' },
      },
      records: 'orders',
      lookbackDays: 180,
      pagination: { type: 'offset', param: 'offset', sizeParam: 'max', size: 100, maxPages: 3 },
      owner,
      map: {
        order_number: 'order_id',
        placed: { date: 'created_date' },
        status: orderStatus,
        total: { money: 'total_price', source: 'number', currency: 'currency_iso_code' },
        currency: 'currency_iso_code',
        courier: 'shipping_company',
        tracking: 'shipping_tracking',
        tracking_url: 'shipping_tracking_url',
        customer_email: 'customer_notification_email',
      },
    },
    order_status: {
      request: { path: '/orders', query: { order_ids: '{order_number}', shop_id: '{shop_id}' } },
      records: 'orders',
      owner,
      map: { order_number: 'order_id', status: orderStatus, tracking: 'shipping_tracking', courier: 'shipping_company' },
    },
  },
  docs: 'https://developer.mirakl.com/content/product/mmp/rest/seller/openapi3/orders/or11',
  setup:
    "Sign in to the marketplace's seller back office (the Mirakl shop interface the marketplace gave you). Open the menu under your " +
    'user name, choose API Key (My user settings → API key) and copy the key, generating one first if none is shown. Enter the host ' +
    'name of that back office (for example acme-prod.mirakl.net, without https://) and the key. Fill in the shop ID (Settings → Shop) ' +
    'only if your user manages several shops.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Mirakl's PHP SDK for shops (mirakl/sdk-php-shop@34e19e8, OR11); no official example " + 'reply.',
  note:
    "Most Mirakl marketplaces give sellers a relay address for the customer (…@notification.mirakl.net) rather than the customer's own " +
    'email, so customers can verify only if the marketplace shares real addresses; and some marketplaces fill in customer details only ' +
    "once the order is accepted. The 300 newest orders of the last 180 days are searched. Mirakl shop API keys carry the user's full " +
    'rights; the connector only sends GET requests. Customer messages are never read.',
});
