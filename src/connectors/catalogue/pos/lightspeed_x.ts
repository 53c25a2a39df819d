import { defineConnector } from '../../define.js';

/**
 * Lightspeed Retail X-Series (formerly Vend) API 2.0 with a personal token. Customer search by email
 * or mobile through /search, the customer's sales, the account balance and loyalty figures. Amounts
 * are major-unit numbers in the store's currency (the sale carries no currency code).
 */
export const lightspeedX = defineConnector({
  key: 'lightspeed_x',
  name: 'Lightspeed Retail X-Series',
  category: 'pos',
  auth: { type: 'bearer', secret: 'personal_token' },
  config: [
    {
      name: 'domain_prefix',
      label: 'store address prefix',
      example: 'acmeuk',
      pattern: '[a-z0-9][a-z0-9-]{0,62}',
    },
  ],
  secrets: [
    {
      name: 'personal_token',
      label: 'personal token',
      example: 'lsxs_pt_ulgiqwIayaQCsEvqblwwFlgYyaXq6rVS',
      pattern: '[A-Za-z0-9_]{20,128}',
    },
  ],
  baseUrl: 'https://{domain_prefix}.retail.lightspeed.app/api/2.0',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/search', query: { type: 'customers', email: '{email}' } },
      byPhone: { path: '/search', query: { type: 'customers', mobile: '{phone}' } },
      records: 'data',
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['first_name', 'last_name'] }, 'name'] },
        email: 'email',
        phone: { firstOf: ['mobile', 'phone'] },
        postcode: { firstOf: ['physical_postcode', 'postal_postcode'] },
      },
    },
    orders: {
      request: {
        path: '/search',
        query: { type: 'sales', customer_id: '{customer_id}', order_by: 'sale_date', order_direction: 'desc', page_size: '20' },
      },
      records: 'data',
      ownerRef: 'customer_id',
      map: {
        order_number: { firstOf: ['invoice_number', 'receipt_number'] },
        placed: { date: { firstOf: ['sale_date', 'created_at'] } },
        status: {
          enum: 'status',
          map: {
            CLOSED: 'completed',
            SAVED: 'parked',
            VOIDED: 'cancelled',
            ONACCOUNT: 'on account',
            ONACCOUNT_CLOSED: 'on account, paid',
            LAYBY: 'layby',
            LAYBY_CLOSED: 'layby, paid',
            AWAITING_DISPATCH: 'processing',
            AWAITING_PICKUP: 'ready for pickup',
            DISPATCHED_CLOSED: 'dispatched',
            PICKED_UP_CLOSED: 'collected',
          },
        },
        total: { money: 'total_price_incl', source: 'number' },
      },
    },
    balance: {
      request: { path: '/customers/{customer_id}' },
      records: 'data',
      single: true,
      map: { balance: { money: 'balance', source: 'number' } },
    },
    account: {
      request: { path: '/customers/{customer_id}' },
      records: 'data',
      single: true,
      map: {
        customer_code: 'customer_code',
        loyalty_balance: { money: 'loyalty_balance', source: 'number' },
        spent_this_year: { money: 'year_to_date', source: 'number' },
        customer_since: { date: 'created_at' },
      },
    },
  },
  docs: 'https://x-series-api.lightspeedhq.com/reference/searchcustomers',
  setup:
    'In Lightspeed Retail (X-Series) open Setup → Personal Tokens, press Add Personal Token, give it a name such as "customer verification" and an expiry date, and copy the token. The store address prefix is the first part of your Retail address: acmeuk for acmeuk.retail.lightspeed.app.',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass: orders are now checked against the verified customer by the sale's customer reference (ownerRef). Not re-read against an official example in this pass; earlier check: documented: bearer personal token, https://{domain_prefix}.retail.lightspeed.app/api/2.0, GET /search with type=customers (email or mobile) or type=sales (customer_id, order_by, order_direction, page_size), GET /customers/{id} in the {data: ...} envelope (X-Series API reference searchcustomers, searchsales, getcustomerbyid). Confirmed in public code: the API 2.0 customer object fields customer_code, first_name, last_name, email, phone, mobile, physical_postcode, postal_postcode, balance, loyalty_balance, year_to_date as plain major-unit numbers and created_at (a public Go Vend client's /api/2.0/customers example payload). Not re-checked in this pass: the full list of sale status values mapped below. Found in this pass on Lightspeed's own pages: the X-Series API is moving from semantic versions (2.0) to quarterly date-based versions in the path (x-series-api.lightspeedhq.com/docs/versioning-strategy: GET /api/2026-01/products, each version supported at least 12 months); the end of support for /api/2.0 was not found, so the base URL is unchanged and should be moved to a date-based version once its search parameters are confirmed. The official returns guide (x-series-api.lightspeedhq.com/docs/sales_returns) shows a sale with id, customer_id, invoice_number, receipt_number, status, sale_date, created_at, total_price and total_tax; total_price_incl, read here as the total, does not appear in that example. Not confirmed: the sign of balance (whether money the customer owes on account shows as a negative number and store credit as a positive one); it is passed on unchanged.",
  note: 'X-Series personal tokens cannot be limited to reading: the token has the access of the user who creates it. The service only makes GET calls with it. Returns show as sales with a negative total. Balance is the customer account balance exactly as Lightspeed reports it; whether a debt shows as negative was not confirmed against a live store.',
});
