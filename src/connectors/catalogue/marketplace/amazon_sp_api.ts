import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Amazon Selling Partner API (Orders v0), authorised by the seller in Seller Central (Login with
 * Amazon); the access token goes in the x-amz-access-token header, not Authorization. Orders are
 * searched by the buyer's email (BuyerEmail filter) and only orders whose BuyerInfo names that email
 * are used and shown.
 */

const orderStatus: Transform = {
  enum: 'OrderStatus',
  map: {
    Pending: 'pending',
    PendingAvailability: 'pre-order',
    Unshipped: 'processing',
    PartiallyShipped: 'partly dispatched',
    Shipped: 'dispatched',
    InvoiceUnconfirmed: 'dispatched',
    Canceled: 'cancelled',
    Unfulfillable: 'cannot be fulfilled',
  },
};

const owner = { email: 'BuyerInfo.BuyerEmail', name: 'BuyerInfo.BuyerName' };

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
    { name: 'seller_central', label: 'Seller Central address', example: 'sellercentral.amazon.co.uk', pattern: 'sellercentral(-europe|-japan)?\\.amazon\\.[a-z.]{2,10}' },
    { name: 'marketplace_id', label: 'marketplace ID', example: 'A1F83G8C2ARO7P', pattern: 'A[A-Z0-9]{9,15}' },
  ],
  baseUrl: 'https://sellingpartnerapi-{region}.amazon.com',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: {
        path: '/orders/v0/orders',
        query: { MarketplaceIds: '{marketplace_id}', BuyerEmail: '{email}', CreatedAfter: '{from_date}T00:00:00Z' },
      },
      records: 'payload.Orders',
      pagination: { type: 'cursor', param: 'NextToken', cursorPath: 'payload.NextToken', maxPages: 2 },
      owner,
      map: {
        order_number: 'AmazonOrderId',
        placed: { date: 'PurchaseDate' },
        status: orderStatus,
        total: { money: 'OrderTotal.Amount', source: 'decimal_string', currency: 'OrderTotal.CurrencyCode' },
        currency: 'OrderTotal.CurrencyCode',
        customer_email: 'BuyerInfo.BuyerEmail',
      },
    },
    order_status: {
      request: { path: '/orders/v0/orders/{order_number}' },
      records: 'payload',
      single: true,
      notFoundIsEmpty: true,
      owner,
      map: { order_number: 'AmazonOrderId', status: orderStatus },
    },
  },
  docs: 'https://developer-docs.amazon.com/sp-api/docs/orders-api-v0-reference',
  setup:
    'Press Connect with Amazon and sign in to Seller Central to authorise the app. Enter your region (eu for the UK and Europe, na for North America, fe for Japan and Australia), your Seller Central address (sellercentral.amazon.co.uk for the UK) and the marketplace ID you sell on (A1F83G8C2ARO7P for amazon.co.uk).',
  test_level: 'partly-documented',
  test_detail:
    "Re-read against Amazon's official API models, amzn/selling-partner-api-models@34dc93f (2026-08), models/orders-api-model/ordersV0.json: GET /orders/v0/orders with MarketplaceIds, BuyerEmail, CreatedAfter and NextToken; GET /orders/v0/orders/{orderId}; the payload envelope; Order AmazonOrderId, PurchaseDate, OrderStatus (its eight documented values), OrderTotal.Amount (decimal string)/CurrencyCode, BuyerInfo.BuyerEmail/BuyerName. Open: the model marks getOrders v0 deprecated; its successor, orders_2026-01-01.json (GET /orders/2026-01-01/orders), has no buyer-email filter (createdAfter, marketplaceIds, includedData=BUYER, paginationToken), so moving means a bounded scan of recent orders with the buyer's email read from buyer.buyerEmail; not done in this pass (Amazon's retirement date for v0 is not in the model).",
  note: 'Amazon shows buyer email and name (BuyerInfo) only with a Restricted Data Token, which the runtime cannot request yet, and the email is Amazon\'s masked relay address (…@marketplace.amazon.co.uk); until then no order names the customer and verification fails. Amazon app roles cannot be limited to reading, so the connection is read-only by this connector\'s calls, not by the credential.',
});
