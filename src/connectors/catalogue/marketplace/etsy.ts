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
    'Press Connect with Etsy and sign in with your Etsy shop account; Etsy asks you to allow read access to your shop\'s transactions (transactions_r) only. Then enter your shop ID: the number in Shop Manager → Settings → Info & Appearance, or in the address of your shop\'s "Sold orders" page.',
  test_level: 'partly-documented',
  test_detail:
    "Fourth pass: Etsy's own OpenAPI document as it stood in 2021 is kept on older branches of Etsy's repository, etsy/open-api@5ff04162994eafc0a041e45b36d7c4846e0270ef (branch readme-updates-20210610) openapi.json (Etsy OpenAPI 3.0.0; the branch fkingfisher-INTG-639_AddOauth20Ref @6770441 has an earlier draft). Confirmed there: server https://openapi.etsy.com, GET /v3/application/shops/{shop_id}/receipts and /v3/application/shops/{shop_id}/receipts/{receipt_id} (200, 403, 404, 500) under the oauth2 scope transactions_r; the list reply ShopReceipts {count, results}; limit (1 to 100, default 25) and offset; ShopReceipt receipt_id, name (the recipient in the shipping address), create_timestamp (epoch seconds), grandtotal (a Money: amount integer, divisor, currency_code) and shipments (ShopReceiptShipment carrier_name, tracking_code). Etsy staff in etsy/open-api issue #481 (2022) describe the receipt statuses open (placed, not paid), payment processing, paid and completed; issue #806 (2023) quotes the then-current ShopReceipt schema of www.etsy.com/openapi/generated/oas/3.0.0.json with status one of paid, completed, open, payment processing, canceled. Not confirmed against an official source (the current reference, developers.etsy.com/documentation/reference, and the current www.etsy.com/openapi/generated/oas/3.0.0.json could not be read; the 2021 document predates these): buyer_email (2021 had payment_email only), status and its live spelling (the mapping folds case; whether fully refunded / partially refunded exist), created_timestamp, the sort_on=created and sort_order=desc parameters (issue #185, 2021, reports receipts sorted by creation date by default), and that the Money divisor always equals the currency's ISO 4217 places (the mapping reads amount as minor units of the currency; a shop whose divisor differed would be misread). Earlier: the x-api-key header as keystring:shared_secret from Etsy's shared-secret enforcement announcement (etsy/open-api discussion #1529); no official SDK exists (Etsy publishes none).",
  note: "Etsy shares buyer_email with an app only when Etsy has granted that access; without it no receipt names the customer and verification fails. Every call carries the service's Etsy app as x-api-key (keystring:shared secret), so OAUTH_APPS must hold both client_id and client_secret for etsy. The 500 newest receipts are searched.",
});
