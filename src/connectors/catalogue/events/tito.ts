import { defineConnector } from '../../define.js';

/**
 * Tito Admin API v3 for one event, with an account API token. No customer records: registrations
 * (orders) are found with the documented text search (q) on the buyer's email and only those naming it
 * exactly are used to verify and answer.
 */
export const tito = defineConnector({
  key: 'tito',
  name: 'Tito',
  category: 'events',
  auth: { type: 'header', headers: { Authorization: 'Token token={api_token}' } },
  config: [
    { name: 'account_slug', label: 'Tito account slug', example: 'acme', pattern: '[a-z0-9][a-z0-9_-]{0,99}' },
    { name: 'event_slug', label: 'Tito event slug', example: 'summit-2026', pattern: '[a-z0-9][a-z0-9_-]{0,99}' },
  ],
  secrets: [{ name: 'api_token', label: 'Tito API token', example: 'secret_live_AbCdEf0123456789AbCdEf01', pattern: '[A-Za-z0-9_-]{16,120}' }],
  baseUrl: 'https://api.tito.io/v3/{account_slug}/{event_slug}',
  headers: { Accept: 'application/json' },
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/registrations', query: { q: '{email}' } },
      records: 'registrations',
      owner: { email: 'email', name: 'name' },
      map: {
        order_number: 'reference',
        placed: { date: { firstOf: ['completed_at', 'created_at'] } },
        status: {
          firstOf: [
            { enum: 'refunded', map: { true: 'refunded' }, others: 'drop' },
            {
              enum: 'state',
              map: { complete: 'complete', confirmed: 'confirmed', paid: 'paid', incomplete: 'incomplete', cancelled: 'cancelled', unpaid: 'unpaid' },
            },
          ],
        },
        total: { money: 'total', source: 'number' },
        customer_email: 'email',
      },
    },
  },
  docs: 'https://ti.to/docs/api/admin/3.0#registrations',
  setup:
    "In Tito open your account's Settings → API access (Customize → API) and create a new API token; copy the secret token. The account " +
    "slug and event slug are in your event's admin address: for dashboard.tito.io/acme/summit-2026 enter acme and summit-2026. Connect " +
    'one event per connection.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Tito's API documentation source (teamtito/api-docs@1899c97, admin API 3.0).",
  note:
    'One event per connection. Tito hides cancelled registrations from searches by default, so cancelled orders are not shown. ' +
    'Customers are verified with their full name and the email they registered with; the code is always emailed.',
});
