import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Stripe API (pinned to 2024-06-20) with a restricted key holding only read permissions. Customer
 * lookup by email (list filter) or phone (Search API), invoices, subscriptions, the customer credit
 * balance and account fields. Amounts are integers in the currency's minor unit (none for JPY and the
 * other zero-decimal currencies); times are unix seconds.
 */

/** Stripe writes currencies in lower case; the common ones are shown as ISO codes, others as sent. */
const currency: Transform = {
  enum: 'currency',
  map: { gbp: 'GBP', eur: 'EUR', usd: 'USD', jpy: 'JPY', aud: 'AUD', cad: 'CAD', nzd: 'NZD', chf: 'CHF', sek: 'SEK', nok: 'NOK', dkk: 'DKK', pln: 'PLN' },
};

export const stripe = defineConnector({
  key: 'stripe',
  name: 'Stripe',
  category: 'payments_billing',
  auth: { type: 'bearer', secret: 'restricted_key' },
  secrets: [
    {
      name: 'restricted_key',
      label: 'restricted API key',
      example: 'rk_live_51H8xYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
      pattern: 'rk_(live|test)_[A-Za-z0-9]{20,247}',
    },
  ],
  baseUrl: 'https://api.stripe.com/v1',
  headers: { 'Stripe-Version': '2026-07-29.dahlia' },
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { email: '{email}', limit: '10' } },
      byPhone: { path: '/customers/search', query: { query: "phone:'{phone:backslash}'", limit: '10' } },
      records: 'data',
      map: {
        id: 'id',
        name: { firstOf: ['name', 'shipping.name'] },
        email: 'email',
        phone: { firstOf: ['phone', 'shipping.phone'] },
        postcode: { firstOf: ['address.postal_code', 'shipping.address.postal_code'] },
      },
    },
    invoices: {
      request: { path: '/invoices', query: { customer: '{customer_id}', limit: '24' } },
      records: 'data',
      ownerRef: { firstOf: ['customer.id', 'customer'] },
      owner: { email: 'customer_email', name: 'customer_name' },
      map: {
        invoice: { firstOf: ['number', 'id'] },
        date: { date: 'created', epoch: 'seconds' },
        amount: { money: 'total', source: 'minor', currency: 'currency' },
        currency,
        status: { enum: 'status', map: { draft: 'draft', open: 'unpaid', paid: 'paid', uncollectible: 'uncollectible', void: 'void' } },
        due_date: { date: 'due_date', epoch: 'seconds' },
        outstanding: { money: 'amount_remaining', source: 'minor', currency: 'currency' },
      },
    },
    subscriptions: {
      request: { path: '/subscriptions', query: { customer: '{customer_id}', status: 'all', limit: '20' } },
      records: 'data',
      ownerRef: { firstOf: ['customer.id', 'customer'] },
      map: {
        id: 'id',
        plan: { firstOf: ['items.data.0.price.nickname', 'description', 'items.data.0.price.lookup_key', 'items.data.0.price.id'] },
        status: { enum: 'status', map: { canceled: 'cancelled', incomplete_expired: 'expired' } },
        amount: { money: 'items.data.0.price.unit_amount', source: 'minor', currency: 'items.data.0.price.currency', quantity: 'items.data.0.quantity' },
        since: { date: 'start_date', epoch: 'seconds' },
        term_end: { date: 'items.data.0.current_period_end', epoch: 'seconds' },
        expires: { date: { firstOf: ['ended_at', 'cancel_at'] }, epoch: 'seconds' },
      },
    },
    balance: {
      request: { path: '/customers/{customer_id}' },
      records: '$',
      single: true,
      map: { balance: { money: 'balance', source: 'minor', currency: 'currency' } },
    },
    account: {
      request: { path: '/customers/{customer_id}' },
      records: '$',
      single: true,
      map: {
        customer_since: { date: 'created', epoch: 'seconds' },
        currency,
        in_arrears: 'delinquent',
      },
    },
  },
  docs: 'https://docs.stripe.com/api/customers/list',
  setup:
    'In the Stripe Dashboard open Developers → API keys and press Create restricted key. Name it "customer verification" and set Read ' +
    '(and nothing else) for Customers, Invoices and Subscriptions; leave every other permission at None. Create the key and copy it (it ' +
    'starts rk_live_).',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Stripe's OpenAPI repository (stripe/openapi@f6c2a48, fixtures3.json, API " + '2026-07-29.dahlia).',
  note:
    "Balance is Stripe's customer balance: a negative amount is credit the customer holds, a positive one is owed and added to the next " +
    'invoice. Credit notes are a separate Stripe object and are not listed among invoices.',
});
