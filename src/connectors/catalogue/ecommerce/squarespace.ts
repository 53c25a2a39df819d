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
    'In Squarespace open Settings → Advanced → Developer API Keys and press Generate Key. Name it, tick Read Only for the Orders and Profiles permissions (leave the others unticked), press Generate Key and copy the key: it is shown only once. Your site needs a Commerce plan.',
  test_level: 'partly-documented',
  test_detail:
    'Fourth pass: the opening of two more of Squarespace\'s own reference examples was read. developers.squarespace.com/commerce-apis/retrieve-specific-order (GET /1.0/commerce/orders/{id}) confirms the order fields id, orderNumber (a string, "3"), createdOn (ISO 8601 UTC, when the order was placed), modifiedOn, customerEmail (the checkout email) and billingAddress.firstName / lastName; developers.squarespace.com/commerce-apis/retrieve-specific-profiles confirms {profiles: [...]} with id, firstName, lastName, email and createdOn (ISO 8601 UTC). The parts of both examples after those fields (grandTotal / refundedTotal, fulfillments, address, transactionsSummary) could still not be read here; only third-party copies were found (api-evangelist/squarespace, which puts grandTotal under totals, unlike this definition), so those stay open, as do the profile filter syntax and pagination.nextPageUrl (followed as given, so a date window is never sent with the cursor, which Retrieve all orders forbids). Third pass (second helper): Squarespace\'s pages read in fuller form here confirm Retrieve all orders\' parameters as listed below (up to 50 orders per page ordered by modifiedOn; a cursor cannot be combined with the date range; the next cursor is pagination.nextPageCursor) and, on its older "Retrieving All Orders" page, a reply of {"result": [orders...]} plus pagination; the Orders API overview says the API "can also filter orders by Customer ID", but the Retrieve all orders parameter list does not name such a parameter, so the date window scan stays. Squarespace\'s Order and Profile field lists could still not be read (only third-party copies, which disagree on whether grandTotal sits at the top level), so nothing below moved to confirmed. Earlier: Re-read in this pass against Squarespace\'s own reference pages: developers.squarespace.com/commerce-apis/retrieve-all-orders (GET /1.0/commerce/orders with modifiedAfter + modifiedBefore as ISO 8601 UTC, cursor, fulfillmentStatus PENDING / FULFILLED / CANCELED; up to 50 orders by modification date; a cursor cannot be combined with other parameters), /retrieve-all-profiles (GET /1.0/profiles with filter=...email..., up to 50 profiles, cursor paging) and /retrieve-specific-profiles (GET /1.0/profiles/{ids} answering {profiles: [...]}), and /commerce-api (Authorization: Bearer <API key>). Fixed in this pass: orders were read with a customerId parameter that Retrieve All Orders does not document (a vendor ignoring it returns every customer\'s orders; the ownerRef on customerId hid that but also rested on an undocumented field); they are now the documented modification-date window (90 days, at most ten pages of 50) with the owner check on customerEmail, and no ownerRef. Not confirmed against an official example (only the start of those pages could be read in this pass): the exact filter syntax email,<address>, the order fields customerEmail, orderNumber, createdOn, grandTotal/refundedTotal {currency, value}, billingAddress.firstName/lastName and fulfillments[].carrierName/trackingNumber/trackingUrl, pagination.nextPageUrl, the sort direction of the order list, and the profile fields address.phone/postalCode, createdOn and transactionsSummary.orderCount/totalOrderAmount. The fixtures stay unverified for that reason.',
  note: "Squarespace cannot filter orders by customer: the orders modified in the last 90 days are scanned (ten pages of 50 at most) and only those whose email is the customer's are shown, with the latest fulfilment's carrier and tracking number; a very busy shop's orders beyond that may be missed. Orders cannot be looked up by the order number customers see (the API reads orders by internal id only), so there is no separate order lookup.",
});
