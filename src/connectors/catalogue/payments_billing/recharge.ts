import { defineConnector } from '../../define.js';

/**
 * Recharge Subscriptions API (X-Recharge-Version 2021-11) with an API token holding only read scopes.
 * Customer lookup by email, subscriptions, subscription orders (with the Shopify order number the
 * customer sees) and account fields. Prices are major-unit decimal strings.
 */
export const recharge = defineConnector({
  key: 'recharge',
  name: 'Recharge Subscriptions',
  category: 'payments_billing',
  auth: { type: 'header', headers: { 'X-Recharge-Access-Token': '{api_token}' } },
  secrets: [{ name: 'api_token', label: 'API token', example: 'sk_1x1_5a8b3c9d2e7f4a6b1c0d9e8f7a6b5c4d3e2f1a0b', pattern: '[A-Za-z0-9_]{20,128}' }],
  baseUrl: 'https://api.rechargeapps.com',
  headers: { 'X-Recharge-Version': '2021-11' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { email: '{email}', limit: '10' } },
      records: 'customers',
      map: { id: 'id', name: { join: ['first_name', 'last_name'] }, email: 'email', phone: 'phone' },
    },
    orders: {
      request: { path: '/orders', query: { customer_id: '{customer_id}', limit: '20', sort_by: 'id-desc' } },
      records: 'orders',
      ownerRef: 'customer.id',
      owner: { email: 'customer.email' },
      map: {
        order_number: { firstOf: ['external_order_number.ecommerce', 'id'] },
        placed: { date: { firstOf: ['processed_at', 'created_at'] } },
        status: {
          enum: 'status',
          map: {
            success: 'processing',
            queued: 'scheduled',
            error: 'failed',
            cancelled: 'cancelled',
            pending_charge_status: 'awaiting payment',
          },
        },
        total: { money: 'total_price', source: 'decimal_string', currency: 'currency' },
        currency: 'currency',
        customer_email: 'customer.email',
      },
    },
    subscriptions: {
      request: { path: '/subscriptions', query: { customer_id: '{customer_id}', limit: '50' } },
      records: 'subscriptions',
      ownerRef: 'customer_id',
      map: {
        id: 'id',
        plan: { join: ['product_title', 'variant_title'], separator: ' – ' },
        status: 'status',
        next_billing: { date: 'next_charge_scheduled_at' },
        amount: { money: 'price', source: 'decimal_string', currency: 'presentment_currency', quantity: 'quantity' },
        since: { date: 'created_at' },
        expires: { date: 'cancelled_at' },
      },
    },
    account: {
      request: { path: '/customers/{customer_id}' },
      records: 'customer',
      single: true,
      map: {
        active_subscriptions: 'subscriptions_active_count',
        has_valid_payment_method: 'has_valid_payment_method',
        customer_since: { date: 'created_at' },
      },
    },
  },
  docs: 'https://developer.rechargepayments.com/2021-11/customers/customers_list',
  setup:
    'In Recharge open Apps & integrations → API tokens (Tools & apps → API tokens on older accounts) and press Create an API token. ' +
    'Name it "customer verification", choose Read access for Customers, Subscriptions and Orders and No access for everything else, ' +
    'save, and copy the token.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Recharge's storefront SDK types and its demo portal (RechargePayments/recharge-meal-kit-demo-portal@c17c62b); not " +
    'confirmed: the customer_id filter of GET /orders.',
  note:
    'Orders are the 20 most recent Recharge subscription orders; the order number is the Shopify order number when Recharge has one, ' +
    'else the Recharge order id.',
});
