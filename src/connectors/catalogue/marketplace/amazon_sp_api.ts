import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Amazon Selling Partner API (Orders v0), authorised by the seller in Seller Central (Login with
 * Amazon); the access token goes in the x-amz-access-token header, not Authorization. Orders are
 * searched by the buyer's email (BuyerEmail filter) and only orders whose BuyerInfo names that email
 * are used and shown.
 */

/** Orders API 2026-01-01 fulfillment statuses (FulfillmentStatus), in the spec's words. */
const orderStatus: Transform = {
  enum: 'fulfillment.fulfillmentStatus',
  map: {
    PENDING: 'pending',
    PENDING_AVAILABILITY: 'pre-order',
    UNSHIPPED: 'processing',
    PARTIALLY_SHIPPED: 'partly dispatched',
    SHIPPED: 'dispatched',
    CANCELLED: 'cancelled',
    UNFULFILLABLE: 'cannot be fulfilled',
  },
};

const owner = { email: 'buyer.buyerEmail', name: 'buyer.buyerName' };

export const amazonSpApi = defineConnector({
  key: 'amazon_sp_api',
  name: 'Amazon Selling Partner API',
  category: 'marketplace',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://{seller_central}/apps/authorize/consent',
    tokenUrl: 'https://api.amazon.com/auth/o2/token',
    header: 'x-amz-access-token',
    scheme: '',
  },
  config: [
    { name: 'region', label: 'Selling Partner API region', example: 'eu', pattern: 'eu|na|fe' },
    {
      name: 'seller_central',
      label: 'Seller Central address',
      example: 'sellercentral.amazon.co.uk',
      pattern: 'sellercentral(-europe|-japan)?\\.amazon\\.[a-z.]{2,10}',
    },
    { name: 'marketplace_id', label: 'marketplace ID', example: 'A1F83G8C2ARO7P', pattern: 'A[A-Z0-9]{9,15}' },
  ],
  baseUrl: 'https://sellingpartnerapi-{region}.amazon.com',
  bound: 'connection',
  verification: 'from_orders_email',
  capabilities: {
    // Orders API 2026-01-01 (getOrders v0 is deprecated): it has no buyer filter, so the seller's recent
    // orders are read with the buyer dataset and only those naming the customer's email are shown.
    orders: {
      request: {
        path: '/orders/2026-01-01/orders',
        query: {
          marketplaceIds: '{marketplace_id}',
          createdAfter: '{from_date}T00:00:00Z',
          includedData: 'BUYER,FULFILLMENT,PROCEEDS',
          maxResultsPerPage: '100',
        },
      },
      records: 'orders',
      lookbackDays: 180,
      pagination: { type: 'cursor', param: 'paginationToken', cursorPath: 'pagination.nextToken', maxPages: 5 },
      owner,
      map: {
        order_number: 'orderId',
        placed: { date: 'createdTime' },
        status: orderStatus,
        total: { money: 'proceeds.grandTotal.amount', source: 'decimal_string', currency: 'proceeds.grandTotal.currencyCode' },
        currency: 'proceeds.grandTotal.currencyCode',
        customer_email: 'buyer.buyerEmail',
      },
    },
    order_status: {
      request: { path: '/orders/2026-01-01/orders/{order_number}', query: { includedData: 'BUYER,FULFILLMENT' } },
      records: 'order',
      single: true,
      notFoundIsEmpty: true,
      owner,
      map: { order_number: 'orderId', status: orderStatus },
    },
  },
  docs: 'https://developer-docs.amazon.com/sp-api/docs/orders-api-v2026-01-01-reference',
  setup:
    'Press Connect with Amazon and sign in to Seller Central to authorise the app. Enter your region (eu for the UK and Europe, na for ' +
    'North America, fe for Japan and Australia), your Seller Central address (sellercentral.amazon.co.uk for the UK) and the ' +
    'marketplace ID you sell on (A1F83G8C2ARO7P for amazon.co.uk).',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Amazon's API models (amzn/selling-partner-api-models@34dc93f, " + 'orders_2026-01-01.json).',
  note:
    'The orders of the last 180 days are read (at most 500) and only those naming the customer are shown, since the current Orders API ' +
    'has no buyer filter. Amazon shows buyer email and name (the buyer dataset) only with a Restricted Data Token, which the runtime ' +
    "cannot request yet, and the email is Amazon's masked relay address (…@marketplace.amazon.co.uk); until then no order names the " +
    "customer and verification fails. Amazon app roles cannot be limited to reading, so the connection is read-only by this connector's " +
    'calls, not by the credential.',
});
