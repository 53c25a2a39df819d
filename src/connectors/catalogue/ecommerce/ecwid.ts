import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Ecwid by Lightspeed REST API v3 with a custom app's secret token (bearer). Customer search by
 * email, the customer's orders by email (guest orders included) and one order by its order ID.
 */

const orderStatus: Transform = {
  firstOf: [
    {
      enum: 'paymentStatus',
      map: { CANCELLED: 'cancelled', REFUNDED: 'refunded', AWAITING_PAYMENT: 'awaiting payment', INCOMPLETE: 'not completed' },
      others: 'drop',
    },
    {
      enum: 'fulfillmentStatus',
      map: {
        AWAITING_PROCESSING: 'processing',
        PROCESSING: 'processing',
        SHIPPED: 'dispatched',
        DELIVERED: 'delivered',
        WILL_NOT_DELIVER: 'will not be delivered',
        RETURNED: 'returned',
        READY_FOR_PICKUP: 'ready for pickup',
        OUT_FOR_DELIVERY: 'out for delivery',
      },
    },
  ],
};

const buyerName: Transform = { firstOf: ['billingPerson.name', { join: ['billingPerson.firstName', 'billingPerson.lastName'] }] };

export const ecwid = defineConnector({
  key: 'ecwid',
  name: 'Ecwid by Lightspeed',
  category: 'ecommerce',
  auth: { type: 'bearer', secret: 'secret_token' },
  config: [{ name: 'store_id', label: 'store ID', example: '1003', pattern: '\\d{1,12}' }],
  secrets: [{ name: 'secret_token', label: 'secret access token', example: 'secret_ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56', pattern: 'secret_[A-Za-z0-9]{20,64}' }],
  baseUrl: 'https://app.ecwid.com/api/v3/{store_id}',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { email: '{email}' } },
      records: 'items',
      map: {
        id: 'id',
        name: { firstOf: ['billingPerson.name', 'name', { join: ['billingPerson.firstName', 'billingPerson.lastName'] }] },
        email: 'email',
        phone: { firstOf: ['billingPerson.phone', 'shippingAddresses.0.phone'] },
        postcode: { firstOf: ['billingPerson.postalCode', 'shippingAddresses.0.postalCode'] },
      },
    },
    orders: {
      request: { path: '/orders', query: { email: '{email}' } },
      records: 'items',
      pagination: { type: 'offset', param: 'offset', sizeParam: 'limit', size: 100, maxPages: 2 },
      owner: { email: 'email', name: buyerName },
      map: {
        order_number: { firstOf: ['id', 'orderNumber'] },
        placed: { date: { firstOf: ['createTimestamp', 'createDate'] }, epoch: 'seconds' },
        status: orderStatus,
        total: { money: 'total', source: 'number' },
        refunded: { money: 'refundedAmount', source: 'number' },
        courier: 'shippingOption.shippingCarrierName',
        tracking: 'trackingNumber',
        customer_email: 'email',
      },
    },
    order_status: {
      request: { path: '/orders/{order_number}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      owner: { email: 'email', name: buyerName },
      map: { order_number: { firstOf: ['id', 'orderNumber'] }, status: orderStatus, tracking: 'trackingNumber', courier: 'shippingOption.shippingCarrierName' },
    },
  },
  docs: 'https://docs.ecwid.com/api-reference/rest-api/orders/search-orders',
  setup:
    'In your Ecwid admin open Apps → My Apps and create a custom app (ask Ecwid for one on the "Develop apps" page if you have none). ' +
    'Give it only the read_customers and read_orders access scopes, install it on your store, and copy the Secret access token (it ' +
    'starts secret_). Your store ID is the number shown at the bottom of the admin dashboard (or in the admin address, e.g. ' +
    'my.ecwid.com/store/1003).',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Ecwid's API docs (Ecwid/ecwid-api-docs@4de13da) and its official Java client " +
    '(Ecwid/ecwid-java-api-client@b0eeb74).',
  note:
    'Orders are found by the email on the order, so guest orders are included. Ecwid orders carry no currency code, so totals are shown ' +
    'in the store currency without one.',
});
