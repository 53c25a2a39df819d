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
    'Press Connect with FreshBooks and sign in as the business owner or an admin; approve the read-only access FreshBooks lists (your ' +
    'profile, clients and invoices, read only). The account ID is filled in from the sign-in: it is the account_id of your business in ' +
    'FreshBooks (GET /auth/api/v1/users/me, business_memberships). If you have several businesses, choose the one whose clients the bot ' +
    'should see.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against FreshBooks' official Node and Python SDKs (freshbooks-nodejs-sdk@91cfeee, " +
    'freshbooks-python-sdk@bfa0c09).',
  note:
    'Scopes user:profile:read, user:clients:read and user:invoices:read. A client with outstanding amounts in several currencies shows ' +
    "the first currency's balance only.",
});
