import { defineConnector } from '../../define.js';

/**
 * Zoho Billing (formerly Zoho Subscriptions) API v1, OAuth with read-only scopes and the
 * `Zoho-oauthtoken` scheme; the organization is chosen with the X-com-zoho-subscriptions-organizationid
 * header. Customer lookup by email, subscriptions, invoices (with the balance still owed), the
 * customer's outstanding balance and account fields. Amounts are major-unit numbers.
 *
 * Replaces PayPal from the target list: PayPal REST credentials cannot be limited to reading.
 */
export const zohoBilling = defineConnector({
  key: 'zoho_billing',
  name: 'Zoho Billing',
  category: 'payments_billing',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://accounts.zoho.{data_centre}/oauth/v2/auth',
    tokenUrl: 'https://accounts.zoho.{data_centre}/oauth/v2/token',
    scopes: ['ZohoSubscriptions.customers.READ', 'ZohoSubscriptions.subscriptions.READ', 'ZohoSubscriptions.invoices.READ'],
    authorizeParams: { access_type: 'offline' },
    scheme: 'Zoho-oauthtoken',
  },
  config: [
    {
      name: 'data_centre',
      label: 'Zoho data centre (the end of your Zoho address)',
      example: 'eu',
      pattern: 'com|eu|in|com\\.au|jp|sa',
    },
    { name: 'organization_id', label: 'Zoho Billing organization ID', example: '10234695', pattern: '\\d{5,20}' },
  ],
  baseUrl: 'https://www.zohoapis.{data_centre}/billing/v1',
  bound: 'connection',
  headers: { 'X-com-zoho-subscriptions-organizationid': '{organization_id}' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { email: '{email}' } },
      records: 'customers',
      map: {
        id: 'customer_id',
        name: { firstOf: [{ join: ['first_name', 'last_name'] }, 'display_name'] },
        email: 'email',
        phone: { firstOf: ['mobile', 'phone'] },
        postcode: 'billing_address.zip',
      },
    },
    invoices: {
      request: { path: '/invoices', query: { customer_id: '{customer_id}' } },
      records: 'invoices',
      ownerRef: 'customer_id',
      pagination: { type: 'page', param: 'page', sizeParam: 'per_page', size: 50, maxPages: 2 },
      owner: { email: 'email', name: 'customer_name' },
      map: {
        invoice: { firstOf: ['number', 'invoice_number', 'invoice_id'] },
        date: { date: 'invoice_date' },
        amount: { money: 'total', source: 'number', currency: 'currency_code' },
        currency: 'currency_code',
        status: { enum: 'status', map: { sent: 'unpaid', partially_paid: 'part-paid' } },
        due_date: { date: 'due_date' },
        outstanding: { money: 'balance', source: 'number', currency: 'currency_code' },
      },
    },
    subscriptions: {
      request: { path: '/subscriptions', query: { customer_id: '{customer_id}' } },
      records: 'subscriptions',
      ownerRef: 'customer_id',
      map: {
        id: { firstOf: ['subscription_number', 'subscription_id'] },
        plan: { firstOf: ['plan_name', 'name', 'plan.name'] },
        status: {
          enum: 'status',
          map: {
            live: 'active',
            trial: 'trialing',
            dunning: 'past_due',
            non_renewing: 'non-renewing',
            cancelled_from_dunning: 'cancelled',
            trial_expired: 'trial expired',
          },
        },
        next_billing: { date: 'next_billing_at' },
        amount: { money: 'amount', source: 'number', currency: 'currency_code' },
        since: { date: { firstOf: ['activated_at', 'created_at'] } },
        term_end: { date: 'current_term_ends_at' },
        expires: { date: 'expires_at' },
      },
    },
    balance: {
      request: { path: '/customers/{customer_id}' },
      records: 'customer',
      single: true,
      // Zoho Billing's customer carries `outstanding`; Zoho's own Subscriptions client also names
      // outstanding_receivable_amount, read when `outstanding` is absent.
      map: { balance: { money: { firstOf: ['outstanding', 'outstanding_receivable_amount'] }, source: 'number', currency: 'currency_code' } },
    },
    account: {
      request: { path: '/customers/{customer_id}' },
      records: 'customer',
      single: true,
      map: {
        status: 'status',
        unused_credits: { money: 'unused_credits', source: 'number', currency: 'currency_code' },
        currency: 'currency_code',
        customer_since: { date: 'created_time' },
      },
    },
  },
  docs: 'https://www.zoho.com/billing/api/v1/customers/#list-all-customers',
  setup:
    'Press Connect and sign in to Zoho with a user of your Zoho Billing organization: Zoho asks you to allow read-only access to ' +
    'customers, subscriptions and invoices. Enter your data centre, the end of the address you use for Zoho (eu for zoho.eu, com for ' +
    'zoho.com, com.au, in, jp or sa), and the organization ID from Zoho Billing → Settings → Organization Profile.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Zoho Billing's reference pages and Zoho's subscription clients; not confirmed: the email and customer_id list " +
    'filters, plan_name, list items carrying every field.',
  note: "Zoho's Canadian and Chinese data centres use other sign-in addresses and are not offered.",
});
