import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Squarespace Commerce APIs 1.0 with a read-only developer API key (bearer). Customer search in the
 * Profiles API by email; the Orders API has no customer filter, so the orders modified in the last 90
 * days are scanned and only those whose customerEmail is the customer's are shown, with the
 * fulfilment's tracking; account totals come from the profile's transactions summary.
 */

const orderStatus: Transform = { enum: 'fulfillmentStatus', map: { PENDING: 'processing', FULFILLED: 'dispatched', CANCELED: 'cancelled' } };

export const squarespace = defineConnector({
  key: 'squarespace',
  name: 'Squarespace Commerce',
  category: 'ecommerce',
  auth: { type: 'bearer', secret: 'api_key' },
  secrets: [{ name: 'api_key', label: 'Squarespace API key', example: '0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d', pattern: '[A-Za-z0-9-]{20,200}' }],
  baseUrl: 'https://api.squarespace.com/1.0',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/profiles', query: { filter: 'email,{email}' } },
      records: 'profiles',
      map: {
        id: 'id',
        name: { join: ['firstName', 'lastName'] },
        email: 'email',
        phone: 'address.phone',
        postcode: 'address.postalCode',
      },
    },
    orders: {
      // Retrieve All Orders documents no customer filter (only modifiedAfter/modifiedBefore, cursor
      // and fulfillmentStatus): the orders modified in the window are scanned and the owner check
      // keeps only those whose customerEmail is the verified one.
      request: { path: '/commerce/orders', query: { modifiedAfter: '{from_date}T00:00:00Z', modifiedBefore: '{to_date}T23:59:59Z' } },
      records: 'result',
      lookbackDays: 90,
      lookaheadDays: 1,
      pagination: { type: 'next_url', nextPath: 'pagination.nextPageUrl', maxPages: 10 },
      owner: { email: 'customerEmail', name: { join: ['billingAddress.firstName', 'billingAddress.lastName'] } },
      map: {
        order_number: 'orderNumber',
        placed: { date: 'createdOn' },
        status: orderStatus,
        total: { money: 'grandTotal.value', source: 'decimal_string', currency: 'grandTotal.currency' },
        currency: 'grandTotal.currency',
        refunded: { money: 'refundedTotal.value', source: 'decimal_string', currency: 'refundedTotal.currency' },
        courier: 'fulfillments.-1.carrierName',
        tracking: 'fulfillments.-1.trackingNumber',
        tracking_url: 'fulfillments.-1.trackingUrl',
        customer_email: 'customerEmail',
      },
    },
    account: {
      request: { path: '/profiles/{customer_id}' },
      records: 'profiles.0',
      single: true,
      notFoundIsEmpty: true,
      map: {
        customer_since: { date: 'createdOn' },
        orders_count: 'transactionsSummary.orderCount',
        total_spent: {
          money: 'transactionsSummary.totalOrderAmount.value',
          source: 'decimal_string',
          currency: 'transactionsSummary.totalOrderAmount.currency',
        },
        currency: 'transactionsSummary.totalOrderAmount.currency',
      },
    },
  },
  docs: 'https://developers.squarespace.com/commerce-apis/profiles-overview',
  setup:
    'In Squarespace open Settings → Advanced → Developer API Keys and press Generate Key. Name it, tick Read Only for the Orders and ' +
    'Profiles permissions (leave the others unticked), press Generate Key and copy the key: it is shown only once. Your site needs a ' +
    'Commerce plan.',
  test_level: 'partly-documented',
  test_detail:
    "Request checked against Squarespace's commerce API pages; not confirmed: the profile email filter syntax, " +
    'grandTotal/refundedTotal, fulfillments, address and transactionsSummary fields, nextPageUrl.',
  note:
    'Squarespace cannot filter orders by customer: the orders modified in the last 90 days are scanned (ten pages of 50 at most) and ' +
    "only those whose email is the customer's are shown, with the latest fulfilment's carrier and tracking number; a very busy shop's " +
    'orders beyond that may be missed. Orders cannot be looked up by the order number customers see (the API reads orders by internal ' +
    'id only), so there is no separate order lookup.',
});
