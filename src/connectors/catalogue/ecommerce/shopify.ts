import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Shopify Admin REST API (2026-07), read-only custom-app token. Customer search by email or phone,
 * the customer's orders (the customer-scoped route), one order's tracking by its order name, and
 * account fields. Orders carry the customer's id (`customer.id`), checked against the verified one.
 */

/** Order status words from Shopify's fields, first that applies. */
const orderStatus: Transform = {
  firstOf: [
    {
      enum: 'cancel_reason',
      map: { customer: 'cancelled', fraud: 'cancelled', inventory: 'cancelled', declined: 'cancelled', staff: 'cancelled', other: 'cancelled' },
      others: 'drop',
    },
    { enum: 'financial_status', map: { refunded: 'refunded', voided: 'cancelled' }, others: 'drop' },
    {
      enum: 'fulfillments.-1.shipment_status',
      map: {
        delivered: 'delivered',
        out_for_delivery: 'out for delivery',
        attempted_delivery: 'out for delivery',
        in_transit: 'dispatched',
        confirmed: 'dispatched',
        ready_for_pickup: 'ready for pickup',
        failure: 'delivery failed',
      },
      others: 'drop',
    },
    { enum: 'fulfillment_status', map: { fulfilled: 'dispatched', partial: 'partly dispatched', restocked: 'returned' }, others: 'drop' },
    { const: 'processing' },
  ],
};

export const shopify = defineConnector({
  key: 'shopify',
  name: 'Shopify',
  category: 'ecommerce',
  auth: { type: 'header', headers: { 'X-Shopify-Access-Token': '{access_token}' } },
  config: [{ name: 'shop', label: 'shop name', example: 'acme-uk', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  secrets: [
    { name: 'access_token', label: 'Admin API access token', example: 'shpat_0123456789abcdef0123456789abcdef', pattern: 'shp(at|ca|pa)_[0-9a-fA-F]{32}' },
  ],
  baseUrl: 'https://{shop}.myshopify.com/admin/api/2026-07',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/customers/search.json', query: { query: 'email:{email}', limit: '10' } },
      byPhone: { path: '/customers/search.json', query: { query: 'phone:{phone}', limit: '10' } },
      records: 'customers',
      map: {
        id: 'id',
        name: { join: ['first_name', 'last_name'] },
        email: 'email',
        phone: { firstOf: ['phone', 'default_address.phone'] },
        postcode: { firstOf: ['default_address.zip', 'addresses.0.zip'] },
      },
    },
    orders: {
      request: { path: '/customers/{customer_id}/orders.json', query: { status: 'any' } },
      records: 'orders',
      ownerRef: 'customer.id',
      owner: { email: { firstOf: ['email', 'contact_email', 'customer.email'] }, name: { join: ['customer.first_name', 'customer.last_name'] } },
      map: {
        order_number: 'name',
        placed: { date: { firstOf: ['created_at', 'processed_at'] } },
        status: orderStatus,
        total: { money: 'total_price', source: 'decimal_string', currency: 'currency' },
        currency: 'currency',
        courier: 'fulfillments.-1.tracking_company',
        tracking: 'fulfillments.-1.tracking_number',
        tracking_url: 'fulfillments.-1.tracking_url',
        customer_email: { firstOf: ['email', 'contact_email'] },
      },
    },
    order_status: {
      request: { path: '/orders.json', query: { name: '{order_number}', status: 'any' } },
      records: 'orders',
      ownerRef: 'customer.id',
      owner: { email: { firstOf: ['email', 'contact_email', 'customer.email'] } },
      map: {
        order_number: 'name',
        status: orderStatus,
        tracking: 'fulfillments.-1.tracking_number',
        courier: 'fulfillments.-1.tracking_company',
      },
    },
    account: {
      request: { path: '/customers/{customer_id}.json' },
      records: 'customer',
      single: true,
      map: {
        status: { enum: 'state', map: { enabled: 'active' } },
        orders_count: 'orders_count',
        total_spent: { money: 'total_spent', source: 'decimal_string', currency: 'currency' },
        customer_since: { date: 'created_at' },
        currency: 'currency',
      },
    },
  },
  docs: 'https://shopify.dev/docs/api/admin-rest/2026-07/resources/customer',
  setup:
    'In Shopify admin open Settings → Apps and sales channels → Develop apps and create an app. Give it only the read_customers, ' +
    'read_orders and read_fulfillments Admin API scopes, install it, and copy the Admin API access token (it starts shpat_). Enter the ' +
    'shop name from your myshopify.com address: acme-uk for acme-uk.myshopify.com.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Shopify's official Ruby library (Shopify/shopify-api-ruby@4eca719, REST 2026-07 " +
    'resources and tests); the phone: search form is not in its examples.',
  note: 'Tracking is looked up by the order name the customer sees (#1001), for verified customers only; Shopify has no search by tracking ' + 'number.',
});
