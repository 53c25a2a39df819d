import { defineConnector } from '../../define.js';

/**
 * Paystack API with the secret key as a bearer token. The customer is fetched by email (GET
 * /customer/:email_or_code; an unknown email answers 404), then the customer's payment requests
 * (Paystack's invoices) and subscriptions are listed by the numeric customer id. Amounts are integers
 * in the currency's subunit (kobo, pesewas, cents); times are ISO 8601 strings.
 */
export const paystack = defineConnector({
  key: 'paystack',
  name: 'Paystack',
  category: 'payments_billing',
  auth: { type: 'bearer', secret: 'secret_key' },
  secrets: [
    {
      name: 'secret_key',
      label: 'secret key',
      example: 'sk_live_4f0e2b6c8a1d3f5e7a9c0b2d4f6e8a1c3b5d7f90',
      pattern: 'sk_(live|test)_[A-Za-z0-9]{20,64}',
    },
  ],
  baseUrl: 'https://api.paystack.co',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customer/{email}' },
      records: 'data',
      single: true,
      notFoundIsEmpty: true,
      map: {
        id: 'id',
        name: { join: ['first_name', 'last_name'] },
        email: 'email',
        phone: 'phone',
      },
    },
    invoices: {
      request: { path: '/paymentrequest', query: { customer: '{customer_id}' } },
      records: 'data',
      pagination: { type: 'page', param: 'page', sizeParam: 'perPage', size: 20, maxPages: 2 },
      ownerRef: 'customer.id',
      owner: { email: 'customer.email' },
      map: {
        invoice: { firstOf: ['invoice_number', 'request_code'] },
        date: { date: 'created_at' },
        amount: { money: 'amount', source: 'minor', currency: 'currency' },
        currency: 'currency',
        status: {
          firstOf: [
            { enum: 'paid', map: { true: 'paid' }, others: 'drop' },
            { enum: 'status', map: { pending: 'unpaid', success: 'paid' } },
          ],
        },
        due_date: { date: 'due_date' },
      },
    },
    subscriptions: {
      request: { path: '/subscription', query: { customer: '{customer_id}', perPage: '50' } },
      records: 'data',
      ownerRef: 'customer.id',
      owner: { email: 'customer.email' },
      map: {
        id: 'subscription_code',
        plan: { firstOf: ['plan.name', 'plan.plan_code'] },
        status: { enum: 'status', map: { attention: 'past_due', 'non-renewing': 'not renewing' } },
        next_billing: { date: 'next_payment_date' },
        amount: { money: 'amount', source: 'minor', currency: 'plan.currency' },
        since: { date: 'createdAt' },
      },
    },
  },
  docs: 'https://paystack.com/docs/api/customer/#fetch',
  setup:
    'In the Paystack Dashboard open Settings → API Keys & Webhooks and copy the Live Secret Key (it starts sk_live_). Paystack has no ' +
    'read-only keys, so keep this key private; the connector only sends GET requests with it.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Paystack's OpenAPI document (PaystackOSS/openapi@9678dea) and its reference " +
    'examples (PaystackOSS/doc-code-snippets@94af513).',
  note:
    'Customers created at checkout often have no first or last name in Paystack, and a record with no name cannot pass the name check, ' +
    "so those customers cannot be verified. Payment requests are Paystack's invoices; card transactions are not listed. Paystack secret " +
    'keys cannot be limited to reading.',
});
