import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * BigCommerce REST Management API with a store-level API account token (X-Auth-Token). Customer
 * search by email (Customers v3), the customer's orders and one order's status by its number
 * (Orders v2, the order's billing email says whose it is), and account fields with store credit.
 *
 * Orders v2 writes every date in RFC 2822 form ("Sat, 03 Mar 2018 02:35:28 +0000", read with the date
 * format `rfc2822`) and answers an empty list with 204 No Content (`noMatch.emptyBody`).
 */

/** Orders v2 status names (GET /v2/order_statuses), in the spec's recommended words where one fits. */
const orderStatus: Transform = {
  enum: 'status',
  map: {
    Pending: 'pending',
    'Awaiting Payment': 'awaiting payment',
    'Awaiting Fulfillment': 'processing',
    'Awaiting Shipment': 'processing',
    'Awaiting Pickup': 'ready for pickup',
    'Partially Shipped': 'partly dispatched',
    Shipped: 'dispatched',
    Completed: 'completed',
    Cancelled: 'cancelled',
    Declined: 'cancelled',
    Refunded: 'refunded',
    'Partially Refunded': 'partly refunded',
    Disputed: 'disputed',
    'Manual Verification Required': 'processing',
  },
};

const buyer = { email: 'billing_address.email', name: { join: ['billing_address.first_name', 'billing_address.last_name'] } } satisfies {
  email: Transform;
  name: Transform;
};

export const bigcommerce = defineConnector({
  key: 'bigcommerce',
  name: 'BigCommerce',
  category: 'ecommerce',
  auth: { type: 'header', headers: { 'X-Auth-Token': '{access_token}' } },
  config: [{ name: 'store_hash', label: 'store hash', example: 'abc123def4', pattern: '[a-z0-9]{5,16}' }],
  secrets: [{ name: 'access_token', label: 'API account access token', example: 'k2n4b6v8c0x2z4l6k8j0h2g4f6d8s0a', pattern: '[A-Za-z0-9]{20,64}' }],
  baseUrl: 'https://api.bigcommerce.com/stores/{store_hash}',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/v3/customers', query: { 'email:in': '{email}', include: 'addresses' } },
      records: 'data',
      map: {
        id: 'id',
        name: { join: ['first_name', 'last_name'] },
        email: 'email',
        phone: { firstOf: ['phone', 'addresses.0.phone'] },
        postcode: 'addresses.0.postal_code',
      },
    },
    orders: {
      // The customer's orders, newest first; guest checkouts (customer_id 0) are not linked to the record.
      request: { path: '/v2/orders', query: { customer_id: '{customer_id}', sort: 'date_created:desc' } },
      records: '$',
      noMatch: { emptyBody: true },
      pagination: { type: 'page', param: 'page', sizeParam: 'limit', size: 50, maxPages: 2 },
      ownerRef: 'customer_id',
      owner: buyer,
      map: {
        order_number: 'id',
        placed: { date: 'date_created', format: 'rfc2822' },
        status: orderStatus,
        total: { money: 'total_inc_tax', source: 'decimal_string', currency: 'currency_code' },
        currency: 'currency_code',
        customer_email: 'billing_address.email',
      },
    },
    order_status: {
      request: { path: '/v2/orders/{order_number}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      ownerRef: 'customer_id',
      owner: buyer,
      map: { order_number: 'id', status: orderStatus },
    },
    account: {
      request: { path: '/v3/customers', query: { 'id:in': '{customer_id}', include: 'storecredit' } },
      records: 'data.0',
      single: true,
      map: {
        customer_since: { date: 'date_created' },
        store_credit: { money: 'store_credit_amounts.0.amount', source: 'number' },
        company: 'company',
      },
    },
  },
  docs: 'https://developer.bigcommerce.com/docs/rest-management/customers#get-all-customers',
  setup:
    'In the BigCommerce control panel open Settings → Store-level API accounts (under API) and press Create API account, token type ' +
    'V2/V3 API token. Set the OAuth scopes Customers and Orders to read-only and leave every other scope at None, then save and copy ' +
    'the Access token. The store hash is the part after /stores/ in the API path shown on that page ' +
    '(https://api.bigcommerce.com/stores/abc123def4/v3/ → abc123def4).',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against BigCommerce's OpenAPI documents (bigcommerce/api-specs@1072ce7: customers.v3, " + 'orders.v2).',
  note:
    'Orders are those linked to the customer record (customer_id); guest checkouts made with the same email are not listed. An order is ' +
    'looked up by its number and shown only when it belongs to the verified customer record and its billing email is the verified ' +
    "customer's. Store credit is in the store's default currency.",
});
