import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Squarespace Commerce APIs 1.0 with a read-only developer API key (bearer). Customer search in the
 * Profiles API by email, the customer's orders in the Orders API filtered by customerId (the profile
 * id) with the fulfilment's tracking, and account totals from the profile's transactions summary.
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
      request: { path: '/commerce/orders', query: { customerId: '{customer_id}' } },
      records: 'result',
      ownerRef: 'customerId',
      pagination: { type: 'next_url', nextPath: 'pagination.nextPageUrl', maxPages: 2 },
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
    'In Squarespace open Settings → Advanced → Developer API Keys and press Generate Key. Name it, tick Read Only for the Orders and Profiles permissions (leave the others unticked), press Generate Key and copy the key: it is shown only once. Your site needs a Commerce plan.',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass: orders are now checked by the order's customerId against the verified profile (ownerRef). Not re-read against an official example in this pass; earlier check: documented: GET /1.0/commerce/orders answering {result, pagination: {hasNextPage, nextPageCursor, nextPageUrl}} with up to 50 orders, fulfillmentStatus PENDING / FULFILLED / CANCELED, and the order fields orderNumber, createdOn, customerEmail and grandTotal {currency, value} in major units (developers.squarespace.com/commerce-apis/retrieve-all-orders). The customerId filter is not on that reference page; it is used against the live API by several client codebases found in this pass (e.g. GET /1.0/commerce/orders?customerId=...&fulfillmentStatus=FULFILLED). Not re-checked in this pass: the Profiles API (filter=email,<email>, {profiles: [...]}, address.phone / postalCode, createdOn, transactionsSummary), fulfillments[].carrierName / trackingNumber / trackingUrl and refundedTotal.",
  note: "Orders are read by the customer's profile id (Squarespace's customerId filter), two pages of 50 at most, with the latest fulfilment's carrier and tracking number. Orders cannot be looked up by the order number customers see (the API reads orders by internal id only), so there is no separate order lookup.",
});
