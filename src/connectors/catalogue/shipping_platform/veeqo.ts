import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Veeqo API (api.veeqo.com, `x-api-key` header). Customer search by email (the customers list's
 * `query`), the customer's orders (the orders list searched by that email, all statuses) and one
 * order's tracking, looked up by the order number the customer sees. Lists are bare JSON arrays paged
 * with page / page_size.
 */

const orderStatus: Transform = {
  enum: 'status',
  map: {
    awaiting_payment: 'awaiting payment',
    awaiting_stock: 'awaiting stock',
    on_hold: 'on hold',
    awaiting_fulfillment: 'processing',
    awaiting_amazon_fulfillment: 'processing',
    shipped: 'dispatched',
    cancelled: 'cancelled',
    refunded: 'refunded',
  },
};

/** The latest allocation's shipment; Veeqo nests the number as tracking_number.tracking_number (resources/shipments.md). */
const trackingNumber: Transform = 'allocations.-1.shipment.tracking_number.tracking_number';
const courier: Transform = 'allocations.-1.shipment.carrier.name';
/**
 * The order's customer: Veeqo requires a customer email (customers.md). deliver_to is whoever receives
 * the parcel, not the customer (orders/show.json: customer Frodo Baggins, deliver_to Samwise Gamgee).
 */
const ownerEmail: Transform = 'customer.email';
const ownerName: Transform = { join: ['customer.billing_address.first_name', 'customer.billing_address.last_name'] };
/** The documented order carries its currency on the channel (channel.currency_code); there is none at the top level. */
const currency: Transform = 'channel.currency_code';

export const veeqo = defineConnector({
  key: 'veeqo',
  name: 'Veeqo',
  category: 'shipping_platform',
  auth: { type: 'header', headers: { 'x-api-key': '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'API key', example: 'Vqt/3f6a9c2e7b1d4058b6c9e3f2a7d1b4c8', pattern: '[A-Za-z0-9/+=_-]{16,128}' }],
  baseUrl: 'https://api.veeqo.com',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { query: '{email}', page_size: '10' } },
      records: '$',
      map: {
        id: 'id',
        name: { join: ['billing_address.first_name', 'billing_address.last_name'] },
        email: 'email',
        phone: { firstOf: ['mobile', 'phone', 'billing_address.phone'] },
        postcode: { firstOf: ['billing_address.zip', 'shipping_addresses.0.zip'] },
      },
    },
    orders: {
      request: { path: '/orders', query: { query: '{email}', status: 'all' } },
      records: '$',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'page_size', size: 50, maxPages: 2 },
      ownerRef: 'customer.id',
      owner: { email: ownerEmail, name: ownerName },
      map: {
        order_number: { firstOf: ['number', 'id'] },
        placed: { date: 'created_at' },
        status: orderStatus,
        total: { money: 'total_price', source: 'major', currency },
        currency,
        courier,
        tracking: trackingNumber,
        customer_email: ownerEmail,
      },
    },
    order_status: {
      request: { path: '/orders', query: { query: '{order_number}', status: 'all' } },
      records: '$',
      ownerRef: 'customer.id',
      owner: { email: ownerEmail },
      map: { order_number: { firstOf: ['number', 'id'] }, status: orderStatus, tracking: trackingNumber, courier },
    },
  },
  docs: 'https://developers.veeqo.com/docs#/reference/orders/order-collection/list-all-orders',
  setup:
    'In Veeqo open Settings → Users, open your own user (or a user created for this connection) and under "API key" choose Show / ' +
    "Refresh, then copy the key. The key has that user's permissions and cannot be limited to reading, so use a user who can only view " +
    'orders and customers where your plan allows it.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Veeqo's API docs repository (VeeqoAPI/api-docs@b567d7c) and sample apps; not confirmed: status=all and that the " +
    'free-text query matches the order number.',
  note:
    "Orders are found by Veeqo's free-text search for the customer's email; only orders whose customer is the verified Veeqo customer " +
    "(by id) are shown, and an order naming another customer's email never is.",
});
