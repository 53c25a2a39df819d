import { defineConnector } from '../../define.js';

/**
 * The built-in demo's two vendor-style reads (spec part E), so a newcomer can try the connector chain
 * without an outside system: GET <demo>/vendor/customers?email= or ?phone= -> {customers: [{id,
 * first_name, last_name, email, phone, address: {postcode}}]}, GET <demo>/vendor/orders?customer_id=
 * -> {orders: [{id, created_at, status, total, currency, tracking, courier}]}; key in X-API-Key.
 * `npm start` gives the demo tenant a ready-made connection of it on the service's own address.
 */
export const demoVendor = defineConnector({
  key: 'demo_vendor',
  name: 'Demo vendor',
  category: 'ecommerce',
  auth: { type: 'header', headers: { 'X-API-Key': '{api_key}' } },
  config: [{ name: 'demo_base', label: 'demo address', example: 'https://verify.example.com/api/account-connect-demo/v1', type: 'url' }],
  secrets: [{ name: 'api_key', label: 'demo key', example: 'demo_key_123', pattern: '\\S{8,}' }],
  baseUrl: '{+demo_base}',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/vendor/customers', query: { email: '{email}' } },
      byPhone: { path: '/vendor/customers', query: { phone: '{phone}' } },
      records: 'customers',
      map: {
        id: 'id',
        name: { join: ['first_name', 'last_name'] },
        email: 'email',
        phone: 'phone',
        postcode: 'address.postcode',
      },
    },
    orders: {
      request: { path: '/vendor/orders', query: { customer_id: '{customer_id}' } },
      records: 'orders',
      map: {
        order_number: 'id',
        placed: { date: 'created_at' },
        status: 'status',
        total: { money: 'total', source: 'number', currency: 'currency' },
        currency: 'currency',
        courier: 'courier',
        tracking: 'tracking',
      },
    },
  },
  docs: 'https://www.rfc-editor.org/rfc/rfc9110.html#name-field-names',
  setup:
    "Nothing to set up: this is the service's own demo (fictional customers, code always 123456, nothing is ever sent). Enter the demo " +
    "address ({base_url}/api/account-connect-demo/v1) and the demo key; its reads are described in the service's API reference at /docs " +
    'under "demo".',
  test_level: 'documented',
  test_detail: "The service's own built-in demo (src/http/account-connect-demo.ts, docs/contract.md); the fixtures are its replies.",
  note: 'A demonstration with fictional customers, for trying the dashboard and the bot without an outside system.',
});
