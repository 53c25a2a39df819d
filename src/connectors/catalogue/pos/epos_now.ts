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
    'In Epos Now Back Office open Setup → Integrations (or Apps → API) → REST API, press Add Device, name it "customer verification", and copy its API key and API secret. Epos Now API devices cannot be limited to reading, so use a device made only for this connection and delete it to revoke access.',
  test_level: 'unconfirmed',
  test_detail:
    "Fourth pass: Epos Now's own GitHub repositories hold nothing on the Customer resource (EposnowHQ/Api-Examples@3c97b2cd66ad19e7e9789041a17917d8b5662cdf: one specials-board sample calling the v1 product and productstock endpoints; EposnowHQ/till.app@298b679a0d6a82229db1b55eb607364016d9a584: the till app's Transaction type with an optional numeric CustomerId), and Epos Now's developer pages (developer.eposnowhq.com/Docs/CustomerIntroduction) could be read only as far as their navigation (Customer, Customer Address, Customer Type, Customer Rating, Customer Credit, Customer Points), so nothing below moved to confirmed. Fidelity pass: not re-read against an official example (no official machine-readable reference of this vendor was reachable from the pass); the definition was reviewed for the defect kinds of the fidelity issue (undocumented customer filters, amount forms, legacy fields, quantities, retired versions) and none was found. Earlier check: partly confirmed: GET https://api.eposnowhq.com/api/v4/Customer/GetByEmail?email=... with HTTP Basic base64(API key:API secret) is confirmed in public client code (an Angular storefront service and a back-office console script found by code search for eposnowhq.com/api/v4/Customer); Epos Now's developer site (developer.eposnowhq.com, Customer section: Customer, Customer Address, Customer Credit, Customer Points) confirms the Customer resource family. Not confirmed (the V4 reference pages could not be read): that GetByEmail answers a JSON list, the PascalCase Customer field names (Id, Forename, Surname, EmailAddress, ContactNumber, MaxCredit, CurrentBalance, CurrentPoints, ExpiryDate, SignUpDate), the single-customer path /Customer/{id} (one public client calls /Customer?id=<id> instead), and what an unknown email returns (an empty list is assumed; a 404 would show as a failure).",
  note: 'Epos Now API credentials cannot be limited to reading; the service only makes GET calls with them. Orders and bookings are not offered (see the definition comment).',
});
