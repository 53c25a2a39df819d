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
    'Press Connect and sign in to Zoho with a user of your Zoho Billing organization: Zoho asks you to allow read-only access to customers, subscriptions and invoices. Enter your data centre, the end of the address you use for Zoho (eu for zoho.eu, com for zoho.com, com.au, in, jp or sa), and the organization ID from Zoho Billing → Settings → Organization Profile.',
  test_level: 'partly-documented',
  test_detail:
    "Re-read against Zoho Billing's reference pages as stored (www.zoho.com/billing/api/v1/customers, /subscription, /invoices and /pagination; read in excerpts). Confirmed: the API root https://www.zohoapis.com/billing/v1 with page/per_page and the page_context envelope (pagination page); the customer object's customer_id, display_name, first_name, last_name, email, phone, mobile, billing_address.zip (customers page and its example, Bowman Furniture); the subscription object's subscription_id, name, status (live, trial, dunning, unpaid, non_renewing, cancelled, creation_failed, cancelled_from_dunning, expired, trial_expired, future), amount, created_at, activated_at, current_term_ends_at, next_billing_at, expires_at and plan {plan_code, name, price, quantity} (subscription page and its example, GatorHost-Basic); the invoice object's invoice_id, invoice_number and status (paid, sent, overdue, partially_paid, void) (invoices page). Earlier check: the Zoho-oauthtoken scheme, the X-com-zoho-subscriptions-organizationid header and the READ scopes from the Billing reference; GET /customers?email=, /invoices?customer_id=, /subscriptions?customer_id= and a single customer under \"customer\" from public client code. Invoices and subscriptions are checked by customer_id against the verified customer (ownerRef). Fourth pass (c5b): Zoho's own Subscriptions (now Billing) client libraries, zoho/subscriptions-java-client@f3cc4fde462a770c13ddc3e6cd66cfe4e32fd00d (src/main/java/com/zoho/subscriptions/model/Customer.java, Invoice.java and Subscription.java with its nested Plan, read through net/RequestUtil.java, which maps the JSON with snake_case names and sends Authorization: Zoho-oauthtoken and X-com-zoho-subscriptions-organizationid; net/ListResponse.java reads a list under the resource's node next to page_context; net/GenericListParams.java sends page and per_page) and zoho/subscriptions-python@f3d7c74259ba0d418aaf4a5758f4d4fbd51c1b67 (the same models), confirm the reply fields this definition maps: customer customer_id, display_name, first_name, last_name, email, phone, mobile, billing_address.zip, currency_code, status, outstanding, outstanding_receivable_amount, unused_credits, created_time; invoice number, customer_id, customer_name, email, invoice_date, due_date, currency_code, total, balance, status; subscription subscription_number, subscription_id, customer_id, name, plan.name, status, amount, created_at, activated_at, current_term_ends_at, next_billing_at, expires_at. Fixed: the account's unused_credits no longer falls back to unused_credits_receivable_amount, a name neither the clients nor the Billing pages give. Still not confirmed: the list filters email (GET /customers) and customer_id (GET /invoices, GET /subscriptions): neither official client passes a filter and the stored reference pages end before their query-parameter sections (a pages search for them found only the customer example and the pagination page); plan_name (kept first for the plan, as public clients read it; the subscription's name follows); and that list items carry every field of the single-object examples. Privacy does not rest on those filters: ownerRef customer_id drops any invoice or subscription of another customer, and the safety filter drops customers whose email differs.",
  note: "Replaces PayPal: PayPal's REST app credentials cannot be limited to reading. Zoho's Canadian and Chinese data centres use other sign-in addresses and are not offered.",
});
