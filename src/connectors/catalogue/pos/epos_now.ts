import { defineConnector } from '../../define.js';

/**
 * Epos Now API v4 with an API key and secret (HTTP Basic). Customer search by email and the
 * customer's account figures (credit limit, account balance, loyalty points).
 *
 * Not read: transactions and bookings. Filtering v4 transactions by customer could not be confirmed,
 * and a transaction names no email, so the safety filter could not keep other customers' sales out.
 */
export const eposNow = defineConnector({
  key: 'epos_now',
  name: 'Epos Now',
  category: 'pos',
  auth: { type: 'basic', username: '{api_key}', password: '{api_secret}' },
  secrets: [
    { name: 'api_key', label: 'API key', example: 'XMS1RWM4MLZBPN24W9LWO1KJTCH0B4WI', pattern: '[A-Z0-9]{20,64}' },
    { name: 'api_secret', label: 'API secret', example: 'J85BVYP1HE0TX41E46ACDBIPK8H14K8T', pattern: '[A-Z0-9]{20,64}' },
  ],
  baseUrl: 'https://api.eposnowhq.com/api/v4',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/Customer/GetByEmail', query: { email: '{email}' } },
      records: '$',
      map: {
        id: { firstOf: ['Id', 'CustomerID'] },
        name: { firstOf: [{ join: ['Forename', 'Surname'] }, 'BusinessName'] },
        email: 'EmailAddress',
        phone: { firstOf: ['ContactNumber', 'ContactNumber2'] },
      },
    },
    account: {
      request: { path: '/Customer/{customer_id}' },
      records: '$',
      single: true,
      map: {
        account_balance: { money: 'CurrentBalance', source: 'number' },
        credit_limit: { money: 'MaxCredit', source: 'number' },
        loyalty_points: 'CurrentPoints',
        card_expires: { date: 'ExpiryDate' },
        customer_since: { date: 'SignUpDate' },
      },
    },
  },
  docs: 'https://developer.eposnowhq.com/docs/v4/customer',
  setup:
    'In Epos Now Back Office open Setup → Integrations (or Apps → API) → REST API, press Add Device, name it "customer verification", ' +
    'and copy its API key and API secret. Epos Now API devices cannot be limited to reading, so use a device made only for this ' +
    'connection and delete it to revoke access.',
  test_level: 'unconfirmed',
  test_detail:
    "No official reference could be read; rests on public client code: GetByEmail's reply form, the Customer field names, the " +
    'single-customer path and the unknown-email reply are unconfirmed.',
  note: 'Epos Now API credentials cannot be limited to reading; the service only makes GET calls with them. Orders and bookings are not ' + 'offered.',
});
