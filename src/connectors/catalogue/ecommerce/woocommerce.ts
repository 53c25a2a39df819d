import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * WooCommerce REST API v3 (wp-json/wc/v3) with a Read-only consumer key and secret sent as HTTP Basic
 * over HTTPS. Customer search by email (registered customers), the customer's orders, one order by its
 * number, and subscriptions when the WooCommerce Subscriptions extension is installed.
 */

/** WooCommerce order statuses (core slugs) in plain words; custom statuses pass through. */
const orderStatus: Transform = {
  enum: 'status',
  map: {
    pending: 'awaiting payment',
    processing: 'processing',
    'on-hold': 'on hold',
    completed: 'completed',
    cancelled: 'cancelled',
    refunded: 'refunded',
    failed: 'payment failed',
    'checkout-draft': 'draft',
  },
};

const billingName: Transform = { join: ['billing.first_name', 'billing.last_name'] };

export const woocommerce = defineConnector({
  key: 'woocommerce',
  name: 'WooCommerce',
  category: 'ecommerce',
  auth: { type: 'basic', username: '{consumer_key}', password: '{consumer_secret}' },
  config: [
    {
      name: 'store_domain',
      label: 'store address',
      example: 'shop.example.co.uk',
      pattern: '[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(/[A-Za-z0-9._~-]+)*',
    },
  ],
  secrets: [
    { name: 'consumer_key', label: 'consumer key', example: 'ck_0123456789abcdef0123456789abcdef01234567', pattern: 'ck_[0-9a-f]{40}' },
    { name: 'consumer_secret', label: 'consumer secret', example: 'cs_0123456789abcdef0123456789abcdef01234567', pattern: 'cs_[0-9a-f]{40}' },
  ],
  baseUrl: 'https://{+store_domain}/wp-json/wc/v3',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { email: '{email}', role: 'all' } },
      records: '$',
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['first_name', 'last_name'] }, billingName] },
        email: 'email',
        phone: 'billing.phone',
        postcode: { firstOf: ['billing.postcode', 'shipping.postcode'] },
      },
    },
    orders: {
      request: { path: '/orders', query: { customer: '{customer_id}', per_page: '50', orderby: 'date', order: 'desc' } },
      records: '$',
      pagination: { type: 'link_header', maxPages: 2 },
      ownerRef: 'customer_id',
      owner: { email: 'billing.email', name: billingName },
      map: {
        order_number: 'number',
        placed: { date: 'date_created' },
        status: orderStatus,
        total: { money: 'total', source: 'decimal_string', currency: 'currency' },
        currency: 'currency',
        customer_email: 'billing.email',
      },
    },
    order_status: {
      request: { path: '/orders/{order_number}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      ownerRef: 'customer_id',
      owner: { email: 'billing.email', name: billingName },
      map: { order_number: 'number', status: orderStatus },
    },
    subscriptions: {
      request: { path: '/subscriptions', query: { customer: '{customer_id}', per_page: '50' } },
      records: '$',
      pagination: { type: 'link_header', maxPages: 2 },
      ownerRef: 'customer_id',
      owner: { email: 'billing.email', name: billingName },
      map: {
        id: 'id',
        plan: { firstOf: ['line_items.0.name', { join: ['billing_interval', 'billing_period'], separator: ' per ' }] },
        status: { enum: 'status', map: { 'pending-cancel': 'pending cancellation', 'on-hold': 'on hold' } },
        next_billing: { date: 'next_payment_date_gmt' },
        amount: { money: 'total', source: 'decimal_string', currency: 'currency' },
        since: { date: 'start_date_gmt' },
        term_end: { date: 'end_date_gmt' },
      },
    },
  },
  docs: 'https://woocommerce.github.io/woocommerce-rest-api-docs/#list-all-customers',
  setup:
    'In WordPress admin open WooCommerce → Settings → Advanced → REST API and press Add key. Give it a description, pick an ' +
    'administrator or shop-manager user, set Permissions to Read, and press Generate API key. Copy the consumer key (starts ck_) and ' +
    'the consumer secret (starts cs_): the secret is shown only once. Enter your shop address without https://, e.g. shop.example.co.uk ' +
    '(add the folder if WordPress lives in one, e.g. example.co.uk/shop). Your site must use HTTPS and pretty permalinks.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against WooCommerce's REST API docs sources (woocommerce/woocommerce-rest-api-docs@13d6196, " +
    'woocommerce/subscriptions-rest-api-docs@7e664e5).',
  note:
    'Finds registered customers only (guest checkouts have no customer record). The order lookup uses the order number, which is the ' +
    'order ID unless a sequential-numbers plugin renumbers orders. Subscriptions need the WooCommerce Subscriptions extension; ' +
    'WooCommerce core has no tracking numbers, so none are shown.',
});
