import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Lightspeed eCom (C-Series, formerly SEOshop / WebshopApp) REST API with an API key and secret sent
 * as HTTP Basic. Customer search by email and the customer's orders. The API lives on one cluster
 * per region (api.webshopapp.com in Europe, api.shoplightspeed.com in North America) under the shop
 * language.
 */

const orderStatus: Transform = {
  firstOf: [
    { enum: 'status', map: { cancelled: 'cancelled' }, others: 'drop' },
    { enum: 'paymentStatus', map: { refunded: 'refunded', partially_refunded: 'partly refunded' }, others: 'drop' },
    { enum: 'shipmentStatus', map: { shipped: 'dispatched', partially_shipped: 'partly dispatched' }, others: 'drop' },
    {
      enum: 'status',
      map: {
        on_hold: 'on hold',
        processing_awaiting_payment: 'awaiting payment',
        processing_awaiting_shipment: 'processing',
        processing_awaiting_pickup: 'ready for pickup',
        completed_shipped: 'dispatched',
        completed_picked_up: 'collected',
        completed: 'completed',
      },
    },
  ],
};

export const lightspeedEcom = defineConnector({
  key: 'lightspeed_ecom',
  name: 'Lightspeed eCom (C-Series)',
  category: 'ecommerce',
  auth: { type: 'basic', username: '{api_key}', password: '{api_secret}' },
  config: [
    { name: 'cluster', label: 'API server', example: 'api.webshopapp.com', pattern: 'api\\.webshopapp\\.com|api\\.shoplightspeed\\.com' },
    { name: 'language', label: 'shop language code', example: 'en', pattern: '[a-z]{2}' },
  ],
  secrets: [
    { name: 'api_key', label: 'API key', example: '2e4c1e0f6b8a4d3c9f7e5a1b0c2d4e6f', pattern: '[0-9a-f]{32}' },
    { name: 'api_secret', label: 'API secret', example: '9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d', pattern: '[0-9a-f]{32}' },
  ],
  baseUrl: 'https://{cluster}/{language}',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers.json', query: { email: '{email}' } },
      records: 'customers',
      map: {
        id: 'id',
        name: { join: ['firstname', 'middlename', 'lastname'] },
        email: 'email',
        phone: { firstOf: ['mobile', 'phone'] },
        postcode: { firstOf: ['addressBillingZipcode', 'addressShippingZipcode'] },
      },
    },
    orders: {
      request: { path: '/orders.json', query: { customer: '{customer_id}' } },
      records: 'orders',
      ownerRef: 'customer.resource.id',
      pagination: { type: 'page', param: 'page', sizeParam: 'limit', size: 50, maxPages: 2 },
      owner: { email: 'email', name: { join: ['firstname', 'middlename', 'lastname'] } },
      map: {
        order_number: 'number',
        placed: { date: 'createdAt' },
        status: orderStatus,
        total: { money: 'priceIncl', source: 'number' },
        customer_email: 'email',
      },
    },
  },
  docs: 'https://developers.lightspeedhq.com/ecom/endpoints/customer/',
  setup:
    'In your Lightspeed eCom back office open Settings → Developers and press New API key. Name it and save, then switch the key on and ' +
    'give it only Read permission for Customers and Orders. Copy the API key and API secret. The API server is api.webshopapp.com for ' +
    "shops hosted in Europe and api.shoplightspeed.com for North America; the language code is your shop's main language (en, nl, de, " +
    'fr...).',
  test_level: 'partly-documented',
  test_detail:
    "Request form checked against Lightspeed's own PHP client (SEOshop/API-PHP-Client@2826fd2); the filters and every field rest on " +
    'third-party code (the eCom reference could not be read).',
  note:
    "Order tracking codes live in Lightspeed's separate shipments resource, which names no customer, so tracking is not shown and there " +
    'is no separate order lookup. Totals are shown in the shop currency.',
});
