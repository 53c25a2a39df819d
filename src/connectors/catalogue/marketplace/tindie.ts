import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Tindie JSON Orders API (v1) with the seller's API key, sent as `Authorization: ApiKey
 * <username>:<api_key>`. Tindie has no buyer search or email filter: the store's orders are paged
 * through (limit 50, offset) and only orders whose `email` is the customer's are used and shown.
 * Tindie gives the seller the buyer's own email (not a relay address). Prices are decimal US dollars;
 * dates are ISO date-times without a zone.
 */

/** Tindie orders carry flags, not a status word: refunded first, then shipped or not yet. */
const orderStatus: Transform = {
  firstOf: [
    { enum: 'refunded', map: { true: 'refunded' }, others: 'drop' },
    { enum: 'shipped', map: { true: 'dispatched', false: 'processing' } },
  ],
};

export const tindie = defineConnector({
  key: 'tindie',
  name: 'Tindie',
  category: 'marketplace',
  auth: { type: 'header', headers: { Authorization: 'ApiKey {username}:{api_key}' } },
  config: [{ name: 'username', label: 'Tindie username', example: 'acme_labs', pattern: '[A-Za-z0-9_.@+-]{1,150}' }],
  secrets: [{ name: 'api_key', label: 'Tindie API key', example: '123456bcfafb2deb7506b89eb3b9b715b09905c8', pattern: '[A-Za-z0-9]{20,128}' }],
  baseUrl: 'https://www.tindie.com/api/v1',
  verification: 'from_orders_email',
  // Tindie allows 150 API calls an hour per seller: one call at a time, at most two pages per read.
  concurrency: 1,
  capabilities: {
    orders: {
      request: { path: '/order/', query: { format: 'json' } },
      records: 'orders',
      pagination: { type: 'offset', param: 'offset', sizeParam: 'limit', size: 50, maxPages: 2 },
      owner: { email: 'email', name: 'shipping_name' },
      map: {
        order_number: 'number',
        placed: { date: 'date' },
        status: orderStatus,
        total: { money: 'total', source: 'number', currency: { const: 'USD' } },
        currency: { const: 'USD' },
        courier: 'shipping_service',
        tracking: 'tracking_code',
        tracking_url: 'tracking_url',
        customer_email: 'email',
      },
    },
  },
  docs: 'https://tindie.zendesk.com/hc/en-us/articles/204848887-JSON-Orders-API',
  setup:
    'Sign in to Tindie and open your store dashboard (My Store), then the API tab, and copy the API key shown there. Enter your Tindie ' +
    'username (the name you sign in with) and that key. The key belongs to your seller account; the connector only reads the order list ' +
    'with it.',
  test_level: 'partly-documented',
  test_detail:
    "Request checked against Tindie's JSON Orders API help article; the order fields are not confirmed (that part of the article could " + 'not be read).',
  note:
    "Tindie has no buyer search: the 100 orders the API returns first are scanned and only the customer's own are shown, so older " +
    'orders of a busy store may be missed. Tindie limits a seller to 150 API calls an hour. There is no order-number lookup, and the ' +
    'key cannot be limited to reading (the connector only sends GET requests). Buyer messages are never read.',
});
