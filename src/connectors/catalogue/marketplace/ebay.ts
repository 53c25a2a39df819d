import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * eBay Sell Fulfillment API, signed in with OAuth and only the sell.fulfillment.readonly scope. eBay
 * has no buyer search or email filter: getOrders without a filter answers the seller's orders created
 * in the last 90 days (eBay's documented default), which are paged through; only orders whose buyer
 * email is the customer's are used and shown.
 */

const orderStatus: Transform = {
  firstOf: [
    { enum: 'cancelStatus.cancelState', map: { CANCELED: 'cancelled' }, others: 'drop' },
    {
      enum: 'orderPaymentStatus',
      map: { FULLY_REFUNDED: 'refunded', PARTIALLY_REFUNDED: 'partly refunded', PENDING: 'awaiting payment', FAILED: 'payment failed' },
      others: 'drop',
    },
    { enum: 'orderFulfillmentStatus', map: { FULFILLED: 'dispatched', IN_PROGRESS: 'partly dispatched', NOT_STARTED: 'processing' } },
  ],
};

const owner = {
  email: 'buyer.buyerRegistrationAddress.email',
  name: 'buyer.buyerRegistrationAddress.fullName',
};

export const ebay = defineConnector({
  key: 'ebay',
  name: 'eBay (Sell Fulfillment API)',
  category: 'marketplace',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://auth.ebay.com/oauth2/authorize',
    tokenUrl: 'https://api.ebay.com/identity/v1/oauth2/token',
    scopes: ['https://api.ebay.com/oauth/api_scope/sell.fulfillment.readonly'],
    clientAuth: 'basic',
  },
  baseUrl: 'https://api.ebay.com/sell/fulfillment/v1',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/order' },
      records: 'orders',
      pagination: { type: 'offset', param: 'offset', sizeParam: 'limit', size: 200, maxPages: 5 },
      owner,
      map: {
        order_number: 'orderId',
        placed: { date: 'creationDate' },
        status: orderStatus,
        total: { money: 'pricingSummary.total.value', source: 'decimal_string', currency: 'pricingSummary.total.currency' },
        currency: 'pricingSummary.total.currency',
        customer_email: owner.email,
      },
    },
    order_status: {
      request: { path: '/order/{order_number}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      owner,
      map: { order_number: 'orderId', status: orderStatus },
    },
  },
  docs: 'https://developer.ebay.com/api-docs/sell/fulfillment/resources/order/methods/getOrders',
  setup:
    'Press Connect with eBay and sign in with your eBay seller account. eBay asks you to allow read-only access to your orders (View ' +
    'your eBay orders, sell.fulfillment.readonly); nothing can be changed through this connection.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against eBay's Sell Fulfillment reference pages; not confirmed: the Order field names orderFulfillmentStatus, " +
    'orderPaymentStatus and pricingSummary, Amount.value as a string, limit 200.',
  note:
    "eBay usually gives sellers a relay address for the buyer (…@members.ebay.com) rather than the buyer's own email, so customers can " +
    "verify only with the email eBay holds for them; eBay's reference says the buyer's email is returned only for a limited time after " +
    'the order (14 days in one of its notes, 90 days in another), so older orders may not be matched to the customer. Orders of the ' +
    "last 90 days are searched (at most 1,000). Tracking numbers are not in eBay's order record, so the order lookup gives the status " +
    'only.',
});
