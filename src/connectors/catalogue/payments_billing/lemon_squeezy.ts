import { defineConnector } from '../../define.js';

/**
 * Lemon Squeezy API v1 (JSON:API) with an API key as a bearer token. Customers are found with the
 * exact-match filter[email]; the customer's orders and subscriptions are listed with filter[user_email]
 * (Lemon Squeezy has no customer filter on those lists). Amounts are integers in the order currency's
 * minor unit; times are ISO 8601 strings. An optional store ID narrows every list to one store.
 */
export const lemonSqueezy = defineConnector({
  key: 'lemon_squeezy',
  name: 'Lemon Squeezy',
  category: 'payments_billing',
  auth: { type: 'bearer', secret: 'api_key' },
  config: [{ name: 'store_id', label: 'store ID (only if your account has several stores)', example: '12345', pattern: '\\d{1,12}', optional: true }],
  secrets: [
    {
      name: 'api_key',
      label: 'API key',
      example:
        'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiI5NGQ1OWNlZi1kYmI4LTRlYTUtYjE3OC1kMjU0MGZjZDY5MTkiLCJqdGkiOiJhYmMxMjMifQ.c2lnbmF0dX' +
        'JlLXBsYWNlaG9sZGVyLW5vdC1hLXJlYWwta2V5',
      pattern: '[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+',
    },
  ],
  baseUrl: 'https://api.lemonsqueezy.com/v1',
  headers: { Accept: 'application/vnd.api+json' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { 'filter[email]': '{email}', 'filter[store_id]': '{store_id}' } },
      records: 'data',
      map: { id: 'id', name: 'attributes.name', email: 'attributes.email' },
    },
    orders: {
      request: { path: '/orders', query: { 'filter[user_email]': '{email}', 'filter[store_id]': '{store_id}' } },
      records: 'data',
      pagination: { type: 'page', param: 'page[number]', sizeParam: 'page[size]', size: 50, maxPages: 2 },
      ownerRef: 'attributes.customer_id',
      owner: { email: 'attributes.user_email', name: 'attributes.user_name' },
      map: {
        order_number: { firstOf: ['attributes.order_number', 'attributes.identifier'] },
        placed: { date: 'attributes.created_at' },
        status: {
          enum: 'attributes.status',
          map: { pending: 'awaiting payment', failed: 'payment failed', paid: 'paid', refunded: 'refunded', partial_refund: 'partly refunded' },
        },
        total: { money: 'attributes.total', source: 'minor', currency: 'attributes.currency' },
        currency: 'attributes.currency',
        customer_email: 'attributes.user_email',
      },
    },
    subscriptions: {
      request: { path: '/subscriptions', query: { 'filter[user_email]': '{email}', 'filter[store_id]': '{store_id}' } },
      records: 'data',
      pagination: { type: 'page', param: 'page[number]', sizeParam: 'page[size]', size: 50, maxPages: 2 },
      ownerRef: 'attributes.customer_id',
      owner: { email: 'attributes.user_email', name: 'attributes.user_name' },
      map: {
        id: 'id',
        plan: { firstOf: ['attributes.product_name', 'attributes.variant_name'] },
        status: { enum: 'attributes.status', map: { on_trial: 'trialing' } },
        since: { date: 'attributes.created_at' },
        term_end: { date: 'attributes.renews_at' },
        expires: { date: 'attributes.ends_at' },
      },
    },
  },
  docs: 'https://docs.lemonsqueezy.com/api/customers/list-all-customers',
  setup:
    'In Lemon Squeezy open Settings → API and press the + button to create an API key. Name it "customer verification", create it and ' +
    'copy the key straight away (it is shown once). Use a live-mode key for real customers. If your account has more than one store, ' +
    "also enter the store ID (the number in the store's address under Settings → Stores) so only that store is searched.",
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Lemon Squeezy's official JS library (lmsqueezy/lemonsqueezy.js@b1f66e9); no " + 'official example reply.',
  note:
    'Lemon Squeezy API keys cannot be limited to reading; the connector only sends GET requests. Orders and subscriptions are matched ' +
    'on the email they were bought with, so a purchase made with another address is not shown. Subscriptions carry no price (it is on ' +
    'the variant), so no amount is given; term_end is the end of the current billing period and expires the date a cancelled ' +
    'subscription ends.',
});
