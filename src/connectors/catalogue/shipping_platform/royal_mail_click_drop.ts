import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Royal Mail Click & Drop API v1 (api.parcel.royalmail.com/api/v1, `Authorization: Bearer <API key>`).
 * The plain order reads (GET /orders, GET /orders/{ids}) carry no recipient details, so verification
 * uses the detailed reads (`/full`), which name the buyer's billing and shipping email. Royal Mail
 * marks the detailed reads "reserved for ChannelShipper customers": accounts without that feature get
 * 403, recorded as refused credentials.
 */

/** The buyer: billing details when the order has them, else the shipping recipient. */
const buyerEmail: Transform = { firstOf: ['billingInfo.emailAddress', 'shippingInfo.emailAddress'] };
const buyerName: Transform = {
  firstOf: [{ join: ['billingInfo.firstName', 'billingInfo.lastName'] }, { join: ['shippingInfo.firstName', 'shippingInfo.lastName'] }],
};

const status: Transform = {
  firstOf: [
    'shippingDetails.shippingTrackingStatus',
    {
      enum: 'orderStatus',
      map: { new: 'processing', labelGenerated: 'label created', despatched: 'dispatched', despatchedByOtherCourier: 'dispatched', cancelled: 'cancelled' },
    },
  ],
};

export const royalMailClickDrop = defineConnector({
  key: 'royal_mail_click_drop',
  name: 'Royal Mail Click & Drop',
  category: 'shipping_platform',
  auth: { type: 'bearer', secret: 'api_key' },
  secrets: [{ name: 'api_key', label: 'Click & Drop API authorisation key', example: '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d', pattern: '[A-Za-z0-9-]{20,80}' }],
  baseUrl: 'https://api.parcel.royalmail.com/api/v1',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/orders/full', query: { pageSize: '100', startDateTime: '{from_date}' } },
      records: 'orders',
      pagination: { type: 'cursor', param: 'continuationToken', cursorPath: 'continuationToken', maxPages: 5 },
      owner: { email: buyerEmail, name: buyerName },
      map: {
        order_number: { firstOf: ['orderReference', 'orderIdentifier'] },
        placed: { date: { firstOf: ['orderDate', 'createdOn'] } },
        status,
        total: { money: 'total', source: 'number', currency: 'currencyCode' },
        currency: 'currencyCode',
        courier: { const: 'Royal Mail' },
        tracking: 'shippingDetails.trackingNumber',
        customer_email: buyerEmail,
      },
    },
    order_status: {
      // Order references go in double quotes (percent-encoded in the path); identifiers are numbers.
      // A quote inside a reference is backslash-escaped as in JSON (Royal Mail documents no escaping).
      request: { path: '/orders/"{order_number:json}"/full' },
      records: '$',
      notFoundIsEmpty: true,
      owner: { email: buyerEmail },
      map: {
        order_number: { firstOf: ['orderReference', 'orderIdentifier'] },
        status,
        tracking: 'shippingDetails.trackingNumber',
        courier: { const: 'Royal Mail' },
      },
    },
  },
  docs: 'https://api.parcel.royalmail.com/',
  setup:
    'In Click & Drop open Settings → Integrations, choose "Add a new integration", pick "Click & Drop API", give it a name such as ' +
    '"Customer bot" and save; then open it and copy the "Click & Drop API authorisation key". The key cannot be limited to reading, so ' +
    "keep it only here. Reading order details with the buyer's email needs the detailed order reads, which Royal Mail reserves for " +
    'ChannelShipper accounts; if the connection test says the credentials were refused (403), ask Royal Mail to enable them.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Click & Drop's docs; not confirmed: the /orders/full list parameters, quoted references in the path, the " +
    'labelGenerated status and the unknown-reference reply.',
  note:
    "Needs Click & Drop's detailed order reads (reserved for ChannelShipper accounts). Click & Drop cannot search by email, so up to " +
    '500 orders of the last year are read and only those naming exactly the verified email are shown. Click & Drop allows one call a ' +
    'second.',
});
