import { defineConnector } from '../../define.js';

/**
 * Lightspeed Retail X-Series (formerly Vend) API 2.0 with a personal token. Customer search by email
 * or mobile through /search, the customer's sales, the account balance and loyalty figures. Amounts
 * are major-unit numbers in the store's currency (the sale carries no currency code).
 *
 * The sale total is total_price (before tax) plus total_tax, which the documented sale carries apart
 * (Lightspeed's returns guide).
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
        total: { money: { add: ['total_price', 'total_tax'] }, source: 'decimal_string' },
        placed: { date: { firstOf: ['sale_date', 'created_at'] } },
        status: {
          enum: 'status',
          map: {
            CLOSED: 'completed',
            SAVED: 'parked',
            OPEN: 'open',
            VOIDED: 'cancelled',
            ONACCOUNT: 'on account',
            ONACCOUNT_CLOSED: 'on account, paid',
            LAYBY: 'layby',
            LAYBY_CLOSED: 'layby, paid',
            AWAITING_DISPATCH: 'processing',
            AWAITING_PICKUP: 'ready for pickup',
            DISPATCHED_CLOSED: 'dispatched',
            PICKED_UP_CLOSED: 'collected',
            SERVICE: 'service',
            SERVICE_CLOSED: 'service, completed',
          },
        },
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
    'In Lightspeed Retail (X-Series) open Setup → Personal Tokens, press Add Personal Token, give it a name such as "customer ' +
    'verification" and an expiry date, and copy the token. The store address prefix is the first part of your Retail address: acmeuk ' +
    'for acmeuk.retail.lightspeed.app.',
  test_level: 'partly-documented',
  test_detail:
    "Partly checked against Vend's own client (vend/vend-cli@13a46c3); not confirmed: the customer search filters, sales filters and " +
    'page size, GET /customers/{id} reply, the sign of balance.',
  note:
    'X-Series personal tokens cannot be limited to reading: the token has the access of the user who creates it. The service only makes ' +
    'GET calls with it. Returns show as sales of their own. Balance is the customer account balance exactly as Lightspeed reports it.',
});
