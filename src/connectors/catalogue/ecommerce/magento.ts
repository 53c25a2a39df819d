import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Adobe Commerce / Magento 2 REST API (rest/V1) with an integration access token sent as a bearer
 * token. Customer search and order reads use searchCriteria filters; orders are found by the
 * customer's email, so guest orders placed with that email are included.
 */

const filter = (field: string, value: string, condition = 'eq'): Record<string, string> => ({
  'searchCriteria[filter_groups][0][filters][0][field]': field,
  'searchCriteria[filter_groups][0][filters][0][value]': value,
  'searchCriteria[filter_groups][0][filters][0][condition_type]': condition,
});

/** Magento's default order statuses in plain words; custom statuses pass through. */
const orderStatus: Transform = {
  enum: 'status',
  map: {
    pending: 'pending',
    pending_payment: 'awaiting payment',
    payment_review: 'payment under review',
    processing: 'processing',
    holded: 'on hold',
    fraud: 'under review',
    complete: 'completed',
    closed: 'refunded',
    canceled: 'cancelled',
  },
};

const buyerName: Transform = { join: ['customer_firstname', 'customer_lastname'] };

export const magento = defineConnector({
  key: 'magento',
  name: 'Adobe Commerce / Magento 2',
  category: 'ecommerce',
  auth: { type: 'bearer', secret: 'access_token' },
  config: [
    {
      name: 'store_domain',
      label: 'store address',
      example: 'shop.example.co.uk',
      pattern: '[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(/[A-Za-z0-9._~-]+)*',
    },
  ],
  secrets: [{ name: 'access_token', label: 'integration access token', example: 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6', pattern: '[A-Za-z0-9]{32}' }],
  baseUrl: 'https://{+store_domain}/rest/V1',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers/search', query: { ...filter('email', '{email}'), 'searchCriteria[pageSize]': '10' } },
      records: 'items',
      map: {
        id: 'id',
        name: { join: ['firstname', 'lastname'] },
        email: 'email',
        phone: 'addresses.0.telephone',
        postcode: 'addresses.0.postcode',
      },
    },
    orders: {
      request: {
        path: '/orders',
        query: {
          ...filter('customer_email', '{email}'),
          'searchCriteria[sortOrders][0][field]': 'created_at',
          'searchCriteria[sortOrders][0][direction]': 'DESC',
          'searchCriteria[pageSize]': '50',
        },
      },
      records: 'items',
      owner: { email: 'customer_email', name: { firstOf: [buyerName, { join: ['billing_address.firstname', 'billing_address.lastname'] }] } },
      map: {
        order_number: 'increment_id',
        placed: { date: 'created_at' },
        status: orderStatus,
        total: { money: 'grand_total', source: 'number', currency: 'order_currency_code' },
        currency: 'order_currency_code',
        refunded: { money: 'total_refunded', source: 'number', currency: 'order_currency_code' },
        customer_email: 'customer_email',
      },
    },
    order_status: {
      request: { path: '/orders', query: { ...filter('increment_id', '{order_number}'), 'searchCriteria[pageSize]': '5' } },
      records: 'items',
      owner: { email: 'customer_email', name: buyerName },
      map: { order_number: 'increment_id', status: orderStatus },
    },
    account: {
      request: { path: '/customers/{customer_id}' },
      records: '$',
      single: true,
      map: {
        customer_since: { date: 'created_at' },
        store_view: 'created_in',
      },
    },
  },
  docs: 'https://developer.adobe.com/commerce/webapi/rest/use-rest/performing-searches/',
  setup:
    'In the Magento admin open System → Extensions → Integrations → Add New Integration. Name it, enter your admin password, and under ' +
    'API choose Resource Access: Custom and tick only Sales → Operations → Orders → Actions → View, and Customers → All Customers ' +
    '(view). Save, press Activate then Allow, and copy the Access Token. On Magento 2.4.4 and later also set Stores → Configuration → ' +
    'Services → OAuth → Consumer Settings → "Allow OAuth Access Tokens to be used as standalone Bearer tokens" to Yes. Enter your shop ' +
    'address without https://, e.g. shop.example.co.uk.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Adobe's Commerce web API docs (AdobeDocs/commerce-webapi@e2275b5: admin OpenAPI " +
    '2.4.9 and the example replies).',
  note:
    "Orders are found by the customer's email, so guest orders are included; the latest 50 are read. Tracking numbers sit on shipments, " +
    'which Magento links by internal order id only, so the order lookup reports the order status without tracking.',
});
