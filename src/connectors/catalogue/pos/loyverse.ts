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
    'Press Connect and sign in with the Loyverse account that owns the store. Loyverse asks you to allow read-only access to your ' +
    'customers (CUSTOMERS_READ) and nothing else. No other setting is needed.',
  test_level: 'unconfirmed',
  test_detail:
    'No official reference could be read; rests on third-party clients: the OAuth URLs and scope, the reply envelope and every customer ' +
    'field are unconfirmed.',
  note:
    'Loyverse keeps no per-customer order history that can be read safely, so orders are not offered. The balance is the loyalty points ' +
    'balance, which Loyverse redeems one point per unit of currency.',
});
