import { defineConnector } from '../../define.js';

/**
 * Chargebee API v2 with a read-only API key (HTTP Basic, key as the user, blank password). Customer
 * search by email or phone, subscriptions, invoices and the customer's credit figures. List replies
 * wrap each record ({list: [{customer: {...}}]}); amounts are integers in the currency's minor unit and
 * times unix seconds.
 */
export const chargebee = defineConnector({
  key: 'chargebee',
  name: 'Chargebee',
  category: 'payments_billing',
  auth: { type: 'basic', username: '{api_key}', password: '' },
  config: [{ name: 'site', label: 'Chargebee site name', example: 'acme-test', pattern: '[a-z0-9][a-z0-9-]{1,62}' }],
  secrets: [{ name: 'api_key', label: 'read-only API key', example: 'live_dvTQ7cdFcdHWAMY6PajtKcd8Vnh5cdtE0b', pattern: '(live|test)_[A-Za-z0-9]{20,64}' }],
  baseUrl: 'https://{site}.chargebee.com/api/v2',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { 'email[is]': '{email}', limit: '10' } },
      byPhone: { path: '/customers', query: { 'phone[is]': '{phone}', limit: '10' } },
      records: 'list',
      map: {
        id: 'customer.id',
        name: { firstOf: [{ join: ['customer.first_name', 'customer.last_name'] }, 'customer.company'] },
        email: 'customer.email',
        phone: 'customer.phone',
        postcode: 'customer.billing_address.zip',
      },
    },
    invoices: {
      request: { path: '/invoices', query: { 'customer_id[is]': '{customer_id}', 'sort_by[desc]': 'date', limit: '12' } },
      records: 'list',
      ownerRef: 'invoice.customer_id',
      map: {
        invoice: 'invoice.id',
        date: { date: 'invoice.date', epoch: 'seconds' },
        amount: { money: 'invoice.total', source: 'minor', currency: 'invoice.currency_code' },
        currency: 'invoice.currency_code',
        status: {
          enum: 'invoice.status',
          map: { paid: 'paid', payment_due: 'unpaid', not_paid: 'unpaid', posted: 'unpaid', voided: 'void', pending: 'pending' },
        },
        due_date: { date: 'invoice.due_date', epoch: 'seconds' },
        outstanding: { money: 'invoice.amount_due', source: 'minor', currency: 'invoice.currency_code' },
      },
    },
    subscriptions: {
      request: { path: '/subscriptions', query: { 'customer_id[is]': '{customer_id}', 'sort_by[desc]': 'created_at', limit: '20' } },
      records: 'list',
      ownerRef: 'subscription.customer_id',
      map: {
        id: 'subscription.id',
        plan: { firstOf: ['subscription.subscription_items.0.item_price_id', 'subscription.plan_id'] },
        status: { enum: 'subscription.status', map: { in_trial: 'trialing', non_renewing: 'non-renewing', future: 'starts later' } },
        next_billing: { date: 'subscription.next_billing_at', epoch: 'seconds' },
        amount: {
          money: { firstOf: ['subscription.subscription_items.0.amount', 'subscription.plan_amount'] },
          source: 'minor',
          currency: 'subscription.currency_code',
        },
        since: { date: 'subscription.started_at', epoch: 'seconds' },
        term_end: { date: 'subscription.current_term_end', epoch: 'seconds' },
        expires: { date: 'subscription.cancelled_at', epoch: 'seconds' },
      },
    },
    account: {
      request: { path: '/customers/{customer_id}' },
      records: 'customer',
      single: true,
      map: {
        promotional_credits: { money: 'promotional_credits', source: 'minor', currency: 'preferred_currency_code' },
        refundable_credits: { money: 'refundable_credits', source: 'minor', currency: 'preferred_currency_code' },
        unbilled_charges: { money: 'unbilled_charges', source: 'minor', currency: 'preferred_currency_code' },
        currency: 'preferred_currency_code',
        customer_since: { date: 'created_at', epoch: 'seconds' },
      },
    },
  },
  docs: 'https://apidocs.chargebee.com/docs/api/customers#list_customers',
  setup:
    'In Chargebee open Settings → Configure Chargebee → API Keys and Webhooks → API Keys, press Add API Key and choose Read-Only Key, ' +
    'with access to All (or Restricted to customers, subscriptions and invoices). Copy the key (live_… on your live site). The site ' +
    'name is the first part of your Chargebee address: acme-test for acme-test.chargebee.com.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Chargebee's official Node library types (chargebee/chargebee-node@31f906a); no " +
    'official example reply.',
  note:
    'Chargebee keeps three separate balances (promotional credits, refundable credits, unbilled charges) with no single total, so they ' +
    'are shown as account fields rather than one balance. Credit notes are a separate Chargebee object and are not listed among ' +
    'invoices.',
});
