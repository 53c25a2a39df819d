import { defineConnector } from '../../define.js';

/**
 * Recurly API v3 (version v2021-02-25, chosen with the Accept header) with a private API key (HTTP
 * Basic, key as the user, blank password). Account lookup by email, the account's subscriptions,
 * invoices (credit invoices marked credit), balance and account fields. Amounts are decimal numbers
 * in major units.
 */
export const recurly = defineConnector({
  key: 'recurly',
  name: 'Recurly',
  category: 'payments_billing',
  auth: { type: 'basic', username: '{api_key}', password: '' },
  config: [
    {
      name: 'api_host',
      label: 'Recurly API address for your site',
      example: 'v3.eu.recurly.com',
      pattern: 'v3(\\.eu)?\\.recurly\\.com',
    },
  ],
  secrets: [{ name: 'api_key', label: 'private API key', example: 'a2f1c8e94b7d4e0f9c3b6a5d8e7f1029', pattern: '[a-f0-9]{32}' }],
  baseUrl: 'https://{api_host}',
  bound: 'connection',
  headers: { Accept: 'application/vnd.recurly.v2021-02-25+json' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/accounts', query: { email: '{email}', limit: '10' } },
      records: 'data',
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['first_name', 'last_name'] }, 'company'] },
        email: 'email',
        phone: 'address.phone',
        postcode: 'address.postal_code',
      },
    },
    invoices: {
      request: { path: '/accounts/{customer_id}/invoices', query: { limit: '12', sort: 'created_at', order: 'desc' } },
      records: 'data',
      ownerRef: 'account.id',
      map: {
        invoice: { firstOf: ['number', 'id'] },
        date: { date: 'created_at' },
        amount: { money: 'total', source: 'number', currency: 'currency' },
        currency: 'currency',
        status: {
          firstOf: [
            { enum: 'type', map: { credit: 'credit' }, others: 'drop' },
            { enum: 'state', map: { pending: 'unpaid', past_due: 'overdue', voided: 'void' } },
          ],
        },
        due_date: { date: 'due_at' },
        outstanding: { money: 'balance', source: 'number', currency: 'currency' },
      },
    },
    subscriptions: {
      request: { path: '/accounts/{customer_id}/subscriptions', query: { limit: '20', sort: 'created_at', order: 'desc' } },
      records: 'data',
      ownerRef: 'account.id',
      map: {
        id: 'id',
        plan: { firstOf: ['plan.name', 'plan.code'] },
        status: { enum: 'state', map: { canceled: 'cancelled' } },
        next_billing: { date: 'current_period_ends_at' },
        amount: { money: 'subtotal', source: 'number', currency: 'currency' },
        since: { date: 'activated_at' },
        term_end: { date: 'current_term_ends_at' },
        expires: { date: 'expires_at' },
      },
    },
    balance: {
      request: { path: '/accounts/{customer_id}/balance' },
      records: '$',
      single: true,
      map: { balance: { money: 'balances.0.amount', source: 'number', currency: 'balances.0.currency' } },
    },
    account: {
      request: { path: '/accounts/{customer_id}' },
      records: '$',
      single: true,
      map: {
        account_number: 'code',
        status: 'state',
        has_live_subscription: 'has_live_subscription',
        customer_since: { date: 'created_at' },
      },
    },
  },
  docs: 'https://recurly.com/developers/api/v2021-02-25/index.html#operation/list_accounts',
  setup:
    'In Recurly sign in as a user whose role includes the Integration permission, open Integrations → API Credentials, scroll to the ' +
    'bottom and press Add Private API Key; name it "customer verification" and copy the key. Enter the API address of your site: ' +
    'v3.recurly.com for US-hosted sites, v3.eu.recurly.com for EU-hosted sites.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Recurly's v2021-02-25 OpenAPI document (recurly/recurly-client-node@d6b498c).",
  note:
    'Recurly API keys always have full access to the site; the service only makes GET calls with the key. Credit invoices are shown ' +
    'with status credit. The balance is balances[0].amount of the account balance, which Recurly describes as the total amount the ' +
    "account is past due, in that entry's currency.",
});
