import { defineConnector } from '../../define.js';

/**
 * The REST connector (spec part C): reads the tenant's own JSON API over HTTPS with a bearer token.
 * GET <api_base>/<customer_lookup_path>?email=&phone= -> {data: [customer]};
 * GET <api_base>/<orders_path>?customer_id= -> {data: [order]}. No match is an empty data array.
 */
export const restApi = defineConnector({
  key: 'rest_api',
  name: 'REST API',
  category: 'automation',
  auth: { type: 'bearer', secret: 'api_token' },
  config: [
    { name: 'api_base', label: 'API base address', example: 'https://api.example.co.uk/v1', type: 'url' },
    { name: 'customer_lookup_path', label: 'customer lookup path', example: 'customers/lookup', pattern: '[A-Za-z0-9._~/-]+' },
    { name: 'orders_path', label: 'orders path', example: 'orders', pattern: '[A-Za-z0-9._~/-]+' },
  ],
  secrets: [{ name: 'api_token', label: 'API token', example: 'tok_live_8f3a9c2e71b44d0e', pattern: '\\S{8,}' }],
  baseUrl: '{+api_base}',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/{+customer_lookup_path}', query: { email: '{email}', phone: '{phone}' } },
      records: 'data',
      map: { id: 'id', name: 'name', email: 'email', phone: 'phone', postcode: 'postcode' },
    },
    orders: {
      request: { path: '/{+orders_path}', query: { customer_id: '{customer_id}' } },
      records: 'data',
      owner: { email: { firstOf: ['customer_email', 'email'] } },
      map: {
        order_number: { firstOf: ['order_number', 'id'] },
        placed: { date: { firstOf: ['placed', 'created_at'] } },
        status: 'status',
        total: { money: 'total', source: 'major', currency: 'currency' },
        currency: 'currency',
        tracking: 'tracking',
        courier: 'courier',
      },
    },
  },
  docs: 'https://datatracker.ietf.org/doc/html/rfc6750',
  setup:
    'Expose two read-only GET endpoints on your HTTPS API, protected by a bearer token: a customer lookup that takes email and phone ' +
    'query values and replies {"data":[{"id","name","email","phone","postcode"}]}, and an orders list that takes customer_id and ' +
    'replies {"data":[{"order_number" or "id", "placed" or "created_at", "status", "total", "tracking", "courier"}]}. Reply with an ' +
    'empty data array when nothing matches, not 404 or 500. Enter the base address and the two paths, and a token that can only read.',
  test_level: 'documented',
  test_detail: "Checked against the service's own contract (spec part C, REST connector); no vendor API behind it.",
  note: null,
});
