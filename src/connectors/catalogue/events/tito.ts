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
    "In Tito open your account's Settings → API access (Customize → API) and create a new API token; copy the secret token. The account slug and event slug are in your event's admin address: for dashboard.tito.io/acme/summit-2026 enter acme and summit-2026. Connect one event per connection.",
  test_level: 'documented',
  test_detail:
    "Re-read against Tito's own API documentation source (teamtito/api-docs@1899c978f8b38bb742e0a0e71c8755a239e26b40, the source of ti.to/docs/api/admin/3.0): source/docs/api/admin/3.0/index.html.md.erb (Authorization: Token token=<token> and Accept: application/json on every request), source/includes/admin_api/3.0/_registrations.md.erb (GET /:account_slug/:event_slug/registrations, newest first; text search with ?q= over email, name, slug, reference, company name and discount code; states cancelled, complete, confirmed, incomplete, paid, unpaid) and data/3.0/registrations/index.json (the {registrations, meta} reply with reference, email, name, state, completed_at, created_at, total (a JSON number) and refunded; meta.search_states_hidden_by_default is [cancelled]). Fixed in this pass: the search parameter was search[q], which the reference does not document (the documented text search is q); total was read as a decimal string but the reference's example gives a number; the state paid was not named. The text search can match other registrations (by name or reference), so only registrations whose email is exactly the verified one are shown.",
  note: 'One event per connection. Tito hides cancelled registrations from searches by default, so cancelled orders are not shown. Customers are verified with their full name and the email they registered with; the code is always emailed.',
});
