import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * SHOPLINE Admin REST API (version v20260301) with a private app's access token sent as a bearer
 * token. Customers are found with the v2 customer search (`query_param` searches email, phone, name
 * and address; the verification then checks the record), and the customer's orders are read with
 * the orders list filtered by buyer email, status any, in Link-header pages.
 */

/** Order status words from SHOPLINE's fields, first that applies. */
const orderStatus: Transform = {
  firstOf: [
    // The order object documents `canceled`; the orders list's status filter spells it `cancelled`.
    { enum: 'status', map: { canceled: 'cancelled', cancelled: 'cancelled' }, others: 'drop' },
    { enum: 'financial_status', map: { refunded: 'refunded', partially_refunded: 'partly refunded' }, others: 'drop' },
    { enum: 'fulfillment_status', map: { fulfilled: 'dispatched', partial: 'partly dispatched' }, others: 'drop' },
    { enum: 'financial_status', map: { unpaid: 'awaiting payment', pending: 'awaiting payment', authorized: 'awaiting payment' }, others: 'drop' },
    { const: 'processing' },
  ],
};

export const shopline = defineConnector({
  key: 'shopline',
  name: 'SHOPLINE',
  category: 'ecommerce',
  auth: { type: 'bearer', secret: 'access_token' },
  config: [{ name: 'handle', label: 'store handle', example: 'acme-store', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  secrets: [
    {
      name: 'access_token',
      label: 'private app access token',
      example: 'eyJhbGciOiJIUzUxMiJ9.eyJhcHBLZXkiOiJhYmMxMjMiLCJzdG9yZUlkIjoiMTY3MjM2OTcyOTYwNiJ9.c2lnbmF0dXJlLXBsYWNlaG9sZGVy',
      pattern: 'eyJ[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+',
    },
  ],
  baseUrl: 'https://{handle}.myshopline.com/admin/openapi/v20260301',
  bound: 'connection',
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/customers/v2/search.json', query: { query_param: '{email}', limit: '10' } },
      byPhone: { path: '/customers/v2/search.json', query: { query_param: '{phone}', limit: '10' } },
      records: 'customers',
      map: {
        id: 'id',
        name: { join: ['first_name', 'last_name'] },
        email: 'email',
        phone: { firstOf: ['phone', 'default_address.phone', 'addresses.0.phone'] },
        postcode: { firstOf: ['default_address.zip', 'addresses.0.zip'] },
      },
    },
    orders: {
      request: { path: '/orders.json', query: { email: '{email}', status: 'any', limit: '50' } },
      records: 'orders',
      pagination: { type: 'link_header', maxPages: 2 },
      owner: { email: { firstOf: ['email', 'customer.email'] }, name: { join: ['customer.first_name', 'customer.last_name'] } },
      map: {
        order_number: { firstOf: ['name', 'id'] },
        placed: { date: { firstOf: ['created_at', 'processed_at'] } },
        status: orderStatus,
        total: { money: 'current_total_price', source: 'decimal_string', currency: 'currency' },
        currency: 'currency',
        courier: 'fulfillments.-1.tracking_company',
        tracking: 'fulfillments.-1.tracking_number',
        tracking_url: 'fulfillments.-1.tracking_url',
        customer_email: { firstOf: ['email', 'customer.email'] },
      },
    },
  },
  docs: 'https://developer.shopline.com/docs/admin-rest-api/order/order-management/get-orders',
  setup:
    'In SHOPLINE admin open Apps → Develop Apps (top right), accept the API terms with Enable development, then Create an App (any ' +
    'name, your email). Click Edit → Permission configuration → Configuration next to "Integrate Admin API" and tick only the read ' +
    'permissions for customers and orders (read_customers, read_orders) plus "Read store information", then Save. On the API ' +
    'credentials tab install the app and copy the Admin API access token. Your store handle is the first part of your myshopline.com ' +
    'address: acme-store for acme-store.myshopline.com. The token lasts three years; renew it there when it expires.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against SHOPLINE's official Go SDK (shoplineos/shopline-sdk-go@f73904c, v20260301).",
  note:
    'The customer search is a fuzzy match over email, phone, name and address; only a record whose details agree is accepted. The ' +
    "latest fulfilment's carrier and tracking number are shown with each order.",
});
