import { defineConnector } from '../../define.js';

/**
 * Paddle Billing API (Paddle-Version 1) with an API key limited to read permissions. Customer lookup
 * by exact email, subscriptions, and billed or completed transactions as invoices. Amounts are
 * strings of the currency's minor unit ("2400" = £24.00; "4500" JPY = ¥4,500).
 */
export const paddle = defineConnector({
  key: 'paddle',
  name: 'Paddle Billing',
  category: 'payments_billing',
  auth: { type: 'bearer', secret: 'api_key' },
  secrets: [
    {
      name: 'api_key',
      label: 'API key',
      example: 'pdl_live_apikey_01gtgztp8fqcde8bn6qcp6xm6x_8Zq3Tj4gKkEwRpLUyvYb1Q_AbC',
      pattern: 'pdl_(live|sdbx)_apikey_[A-Za-z0-9_]{20,120}|[a-f0-9]{50}',
    },
  ],
  baseUrl: 'https://api.paddle.com',
  headers: { 'Paddle-Version': '1' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { email: '{email}' } },
      records: 'data',
      map: { id: 'id', name: 'name', email: 'email' },
    },
    invoices: {
      request: {
        path: '/transactions',
        query: { customer_id: '{customer_id}', status: 'billed,paid,completed,past_due', order_by: 'billed_at[DESC]', per_page: '20' },
      },
      records: 'data',
      ownerRef: 'customer_id',
      map: {
        invoice: { firstOf: ['invoice_number', 'id'] },
        date: { date: { firstOf: ['billed_at', 'created_at'] } },
        amount: { money: 'details.totals.grand_total', source: 'minor', currency: 'currency_code' },
        currency: 'currency_code',
        status: { enum: 'status', map: { completed: 'paid', paid: 'paid', billed: 'unpaid', past_due: 'overdue', canceled: 'cancelled' } },
        outstanding: { money: 'details.totals.balance', source: 'minor', currency: 'currency_code' },
      },
    },
    subscriptions: {
      request: { path: '/subscriptions', query: { customer_id: '{customer_id}', per_page: '20' } },
      records: 'data',
      ownerRef: 'customer_id',
      map: {
        id: 'id',
        plan: { firstOf: ['items.0.product.name', 'items.0.price.name', 'items.0.price.description'] },
        status: { enum: 'status', map: { canceled: 'cancelled' } },
        next_billing: { date: 'next_billed_at' },
        amount: { money: 'items.0.price.unit_price.amount', source: 'minor', currency: 'currency_code', quantity: 'items.0.quantity' },
        since: { date: { firstOf: ['started_at', 'created_at'] } },
        term_end: { date: 'current_billing_period.ends_at' },
        expires: { date: 'canceled_at' },
      },
    },
  },
  docs: 'https://developer.paddle.com/api-reference/customers/list-customers',
  setup:
    'In Paddle open Developer Tools → Authentication → API keys and press New API key. Name it "customer verification" and give it only ' +
    'the read permissions Customers (read), Subscriptions (read) and Transactions (read). Copy the key (it starts pdl_live_apikey_).',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Paddle's official Node SDK (PaddleHQ/paddle-node-sdk@b8ee4b1, query types and test " + 'mocks).',
  note:
    'Paddle customers often have no name (checkout asks only for the email), and a record with no name cannot pass the name check, so ' +
    'those customers cannot be verified. Transactions that are billed, paid, completed or past due are shown as invoices; adjustments ' +
    '(refunds, credits) are not listed.',
});
