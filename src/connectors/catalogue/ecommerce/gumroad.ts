import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Gumroad's sale JSON (API v2) names no currency code, only `currency_symbol`; `price` is in the
 * currency's smallest unit (cents, or whole yen). The symbols of the zero-decimal currencies Gumroad
 * sells in give the exponent; every other symbol leaves the default two places. No currency is shown.
 */
const zeroDecimalBySymbol: Transform = { enum: 'currency_symbol', map: { '¥': 'JPY', '₩': 'KRW' }, others: 'drop' };

/**
 * Gumroad API v2, signed in with OAuth and only the view_sales scope. Gumroad has no customer search:
 * customers are verified from their own sales, found by the buyer's email, and only sales naming that
 * email are shown. (Replaces Brightpearl, whose searches answer in positional columns that connector
 * mappings cannot read.)
 */
export const gumroad = defineConnector({
  key: 'gumroad',
  name: 'Gumroad',
  category: 'ecommerce',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://gumroad.com/oauth/authorize',
    tokenUrl: 'https://api.gumroad.com/oauth/token',
    scopes: ['view_sales'],
  },
  baseUrl: 'https://api.gumroad.com/v2',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/sales', query: { email: '{email}' } },
      records: 'sales',
      pagination: { type: 'cursor', param: 'page_key', cursorPath: 'next_page_key', maxPages: 3 },
      owner: { email: { firstOf: ['email', 'purchase_email'] }, name: 'full_name' },
      map: {
        order_number: { firstOf: ['order_id', 'id'] },
        placed: { date: 'created_at' },
        status: {
          firstOf: [
            { enum: 'refunded', map: { true: 'refunded' }, others: 'drop' },
            { enum: 'chargedback', map: { true: 'disputed' }, others: 'drop' },
            { enum: 'partially_refunded', map: { true: 'partly refunded' }, others: 'drop' },
            { const: 'paid' },
          ],
        },
        total: { money: 'price', source: 'minor', currency: zeroDecimalBySymbol },
        customer_email: { firstOf: ['email', 'purchase_email'] },
      },
    },
  },
  docs: 'https://gumroad.com/api#sales',
  setup:
    'Press Connect with Gumroad and sign in with the Gumroad account that sells your products. Gumroad asks you to allow read access to ' +
    'your sales (view_sales) only; nothing can be changed through this connection.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Gumroad's own API server source (antiwork/gumroad: sales_controller.rb, " + 'purchase.rb).',
  note:
    "Gumroad records a buyer's full name only when the checkout asked for it; sales without a name cannot verify the customer (the full " +
    'name must match). The code is always emailed.',
});
