import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Etsy Open API v3, signed in with OAuth (PKCE) and only the transactions_r scope. Etsy has no buyer
 * search or email filter: the shop's receipts are paged through (newest first) and only receipts
 * whose buyer_email is the customer's are used and shown.
 */

const receiptStatus: Transform = {
  enum: 'status',
  map: {
    open: 'awaiting payment',
    'payment processing': 'payment processing',
    paid: 'paid',
    completed: 'dispatched',
    canceled: 'cancelled',
    'fully refunded': 'refunded',
    'partially refunded': 'partly refunded',
  },
};

const owner = { email: 'buyer_email', name: 'name' };

export const etsy = defineConnector({
  key: 'etsy',
  name: 'Etsy',
  category: 'marketplace',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://www.etsy.com/oauth/connect',
    tokenUrl: 'https://api.etsy.com/v3/public/oauth/token',
    scopes: ['transactions_r'],
    pkce: true,
  },
  // Every v3 call names the service's Etsy app besides the shop's token: keystring:shared_secret since
  // 9 February 2026 (Etsy's announcement on github.com/etsy/open-api discussions #1529).
  headers: { 'x-api-key': '{app_client_id}:{app_client_secret}' },
  config: [{ name: 'shop_id', label: 'Etsy shop ID', example: '12345678', pattern: '\\d{1,15}' }],
  baseUrl: 'https://openapi.etsy.com/v3/application',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/shops/{shop_id}/receipts', query: { sort_on: 'created', sort_order: 'desc' } },
      records: 'results',
      pagination: { type: 'offset', param: 'offset', sizeParam: 'limit', size: 100, maxPages: 5 },
      owner,
      map: {
        order_number: 'receipt_id',
        placed: { date: { firstOf: ['created_timestamp', 'create_timestamp'] }, epoch: 'seconds' },
        status: receiptStatus,
        total: { money: 'grandtotal.amount', source: 'minor', currency: 'grandtotal.currency_code' },
        currency: 'grandtotal.currency_code',
        courier: 'shipments.-1.carrier_name',
        tracking: 'shipments.-1.tracking_code',
        customer_email: 'buyer_email',
      },
    },
    order_status: {
      request: { path: '/shops/{shop_id}/receipts/{order_number}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      owner,
      map: { order_number: 'receipt_id', status: receiptStatus, tracking: 'shipments.-1.tracking_code', courier: 'shipments.-1.carrier_name' },
    },
  },
  docs: 'https://developers.etsy.com/documentation/reference#operation/getShopReceipts',
  setup:
    "Press Connect with Etsy and sign in with your Etsy shop account; Etsy asks you to allow read access to your shop's transactions " +
    '(transactions_r) only. Then enter your shop ID: the number in Shop Manager → Settings → Info & Appearance, or in the address of ' +
    'your shop\'s "Sold orders" page.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Etsy's 2021 OpenAPI document (etsy/open-api@5ff0416); not confirmed: buyer_email, status values, " +
    'created_timestamp, sort_on/sort_order, the Money divisor.',
  note:
    'Etsy shares buyer_email with an app only when Etsy has granted that access; without it no receipt names the customer and ' +
    "verification fails. Every call carries the service's Etsy app as x-api-key (keystring:shared secret), so OAUTH_APPS must hold both " +
    'client_id and client_secret for etsy. The 500 newest receipts are searched.',
});
