import { defineConnector } from '../../define.js';

/**
 * FreshBooks Accounting API with a FreshBooks sign-in (OAuth 2.0, read scopes only). Calls go to
 * /accounting/account/{account_id}; replies are wrapped in response.result. Clients are searched by
 * email; a client's invoices are listed; the balance is the client's outstanding_balance (FreshBooks
 * sums it per currency when asked with include[]=outstanding_balance; none outstanding is 0).
 * Money objects carry a major-unit amount string and an ISO code.
 */
export const freshbooks = defineConnector({
  key: 'freshbooks',
  name: 'FreshBooks',
  category: 'accounting',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://auth.freshbooks.com/oauth/authorize',
    tokenUrl: 'https://api.freshbooks.com/auth/oauth/token',
    scopes: ['user:profile:read', 'user:clients:read', 'user:invoices:read'],
  },
  config: [{ name: 'account_id', label: 'FreshBooks account ID', example: 'zDmNq', pattern: '[A-Za-z0-9]{3,12}' }],
  baseUrl: 'https://api.freshbooks.com/accounting/account/{account_id}',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/users/clients', query: { 'search[email]': '{email}' } },
      records: 'response.result.clients',
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['fname', 'lname'] }, 'organization'] },
        email: 'email',
        phone: { firstOf: ['mob_phone', 'home_phone', 'bus_phone'] },
        postcode: 'p_code',
      },
    },
    invoices: {
      request: { path: '/invoices/invoices', query: { 'search[customerid]': '{customer_id}' } },
      records: 'response.result.invoices',
      ownerRef: 'customerid',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'per_page', size: 100, maxPages: 2 },
      map: {
        invoice: { firstOf: ['invoice_number', 'invoiceid'] },
        date: { date: 'create_date' },
        due_date: { date: 'due_date' },
        amount: { money: 'amount.amount', source: 'decimal_string', currency: 'amount.code' },
        outstanding: { money: 'outstanding.amount', source: 'decimal_string', currency: 'outstanding.code' },
        currency: 'amount.code',
        status: {
          firstOf: [
            { enum: 'v3_status', map: { draft: 'draft', disputed: 'disputed', overdue: 'overdue' }, others: 'drop' },
            { enum: 'payment_status', map: { partial: 'partially paid', 'auto-paid': 'paid' } },
          ],
        },
      },
    },
    balance: {
      request: { path: '/users/clients/{customer_id}', query: { 'include[]': 'outstanding_balance' } },
      records: 'response.result.client',
      single: true,
      notFoundIsEmpty: true,
      map: {
        balance: {
          money: { firstOf: ['outstanding_balance.0.amount.amount', { const: '0' }] },
          source: 'decimal_string',
          currency: { firstOf: ['outstanding_balance.0.amount.code', 'currency_code'] },
        },
      },
    },
  },
  docs: 'https://www.freshbooks.com/api/clients',
  setup:
    'Press Connect with FreshBooks and sign in as the business owner or an admin; approve the read-only access FreshBooks lists (your profile, clients and invoices, read only). The account ID is filled in from the sign-in: it is the account_id of your business in FreshBooks (GET /auth/api/v1/users/me, business_memberships). If you have several businesses, choose the one whose clients the bot should see.',
  test_level: 'documented',
  test_detail:
    "Re-read against FreshBooks' official libraries: freshbooks/freshbooks-nodejs-sdk@91cfeeeddda5c5d1dc7a7d66fd689aa4c3664f93 (packages/api/src/models/Client.ts, Invoices.ts, builders/SearchQueryBuilder.ts, IncludesQueryBuilder.ts and the example replies of __tests__/Client.test.ts, Invoice.test.ts) and freshbooks/freshbooks-python-sdk@bfa0c091a6cfc4a449a3eacbeae0665401ee3167 (docs user_guide/making_calls.md, examples/export_clients_outstanding_balance.py, tests/fixtures/get_client_response.json and get_client_response__not_found.json). Confirmed: sign-in at https://auth.freshbooks.com/oauth/authorize, tokens from https://api.freshbooks.com/auth/oauth/token and Authorization: Bearer (nodejs packages/api/src/APIClient.ts, python freshbooks/client.py and api/resource.py); scopes of the form user:<resource>:read (www.freshbooks.com/api/scopes, which names user:profile:read and user:clients:read; user:invoices:read is that form for invoices); GET /accounting/account/{id}/users/clients with search[email] (equals filter), /invoices/invoices with search[customerid] and page/per_page, /users/clients/{id} with include[]=outstanding_balance (a list of {amount: {amount, code}} per currency, empty when nothing is owed), the response.result envelope, 404 with errno 1012 for an unknown client; client id, fname, lname, organization, email, mob_phone, home_phone, bus_phone, p_code, currency_code; invoice invoiceid, invoice_number, customerid, create_date, due_date, amount and outstanding {amount, code}, v3_status, payment_status. Fixed in this pass: nothing in the requests or fields; the balance fixture now follows the official client reply with outstanding_balance (the python library's fixture and guide).",
  note: "Scopes user:profile:read, user:clients:read and user:invoices:read. A client with outstanding amounts in several currencies shows the first currency's balance only.",
});
