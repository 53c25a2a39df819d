import { defineConnector } from '../../define.js';

/**
 * Loyverse POS API v1.0, OAuth with the read-only CUSTOMERS_READ scope. Customer search by email,
 * the loyalty points balance (Loyverse redeems one point as one unit of the store currency) and visit
 * figures.
 *
 * Not read: receipts. GET /receipts cannot be filtered by customer and a receipt names no email, so
 * the safety filter could not keep other customers' receipts out.
 */
export const loyverse = defineConnector({
  key: 'loyverse',
  name: 'Loyverse POS',
  category: 'pos',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://api.loyverse.com/oauth/authorize',
    tokenUrl: 'https://api.loyverse.com/oauth/token',
    scopes: ['CUSTOMERS_READ'],
  },
  baseUrl: 'https://api.loyverse.com/v1.0',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { email: '{email}', limit: '10' } },
      records: 'customers',
      map: { id: 'id', name: 'name', email: 'email', phone: 'phone_number', postcode: 'postal_code' },
    },
    balance: {
      request: { path: '/customers/{customer_id}' },
      records: '$',
      single: true,
      map: { balance: { money: 'total_points', source: 'number' } },
    },
    account: {
      request: { path: '/customers/{customer_id}' },
      records: '$',
      single: true,
      map: {
        customer_code: 'customer_code',
        visits: 'total_visits',
        total_spent: { money: 'total_spent', source: 'number' },
        first_visit: { date: 'first_visit' },
        last_visit: { date: 'last_visit' },
      },
    },
  },
  docs: 'https://developer.loyverse.com/docs/#tag/Customers',
  setup:
    'Press Connect and sign in with the Loyverse account that owns the store. Loyverse asks you to allow read-only access to your customers (CUSTOMERS_READ) and nothing else. No other setting is needed.',
  test_level: 'unconfirmed',
  test_detail:
    'Not confirmed against an official source. Loyverse publishes its API reference only at developer.loyverse.com/docs (an interactive page); no Loyverse-owned repository, SDK or OpenAPI copy exists in the indexes searched (fourth pass: find_repos "loyverse" lists community clients only; guessed official repositories do not exist; searches of documentation and web pages returned only third-party material). What the definition rests on, all third-party: community MCP servers and a Pipedream component describing GET /v1.0/customers with an exact email filter, limit (1 to 250) and cursor, and GET /customers/{customer_id} returning one customer with visits, total spent and points balance (Pipedream links developer.loyverse.com/docs/#tag/Customers/paths/~1customers/get). Not confirmed: the OAuth URLs and the CUSTOMERS_READ scope, the {customers: [...]} envelope, the customer fields id, name, email, phone_number, postal_code, customer_code, total_visits, total_spent, total_points, first_visit and last_visit, that total_points and total_spent are plain numbers, and that one point redeems as one unit of currency. An earlier pass marked this documented without naming a source; the fixtures stay unverified.',
  note: 'Loyverse keeps no per-customer order history that can be read safely, so orders are not offered. The balance is the loyalty points balance, which Loyverse redeems one point per unit of currency.',
});
