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
    'In Lightspeed Retail (X-Series) open Setup → Personal Tokens, press Add Personal Token, give it a name such as "customer verification" and an expiry date, and copy the token. The store address prefix is the first part of your Retail address: acmeuk for acmeuk.retail.lightspeed.app.',
  test_level: 'partly-documented',
  test_detail:
    "Fourth pass, against Vend's own Go client (Vend is X-Series' former name), github.com/vend/govend v0.8.0 as vendored in Vend's own CLI, vend/vend-cli@13a46c38ea2b1ede1263dea340aa468b9c1ccf9d (vendor/github.com/vend/govend/vend/): customer.go types the 2.0 customer with id, customer_code, first_name, last_name, email, phone, mobile, physical_postcode, postal_postcode, created_at and balance, loyalty_balance and year_to_date as JSON numbers (float64), and a customer search reply as {data: [customers]}; sale.go types the 2.0 sale with id, customer_id, invoice_number, receipt_number, status, sale_date, created_at and total_price and total_tax as JSON numbers (so the total is the sum of the two, read as plain decimals), and calls GET /api/2.0/search?type=sales with date_from, page_size and order_direction=asc, answered as {data: [...], version} (payload.go: the 2.0 default reply form); vend-cli's commands/deleteCustomers.go addresses one customer at /api/2.0/customers/{id}. Lightspeed's own X-Series pages (x-series-api.lightspeedhq.com, third pass): docs/versioning-strategy and the v2026.04 returns guide (2.0 is the legacy API and is still served, so the base URL stays /api/2.0); docs/sales_returns (a sale carries total_price before tax and total_tax apart, no total_price_incl; the sale fields id, customer_id, invoice_number, receipt_number, status, state, sale_date, created_at); docs/sales_states_and_attributes and docs/sales_statuses (every status value mapped here, in the legacy status column). Still not confirmed against an official source (the API reference pages were not reachable; a fourth-pass search of Lightspeed's and Vend's pages did not reach them): the type=customers search with the email or mobile filter, the sales filter customer_id and order_by=sale_date, page_size 20 on sales (govend only shows page_size=1), the {data: customer} reply of GET /customers/{id}, the customer field name (used only when first and last name are empty; govend has no such field), and the sign of balance. Seen only in a third-party copy of Lightspeed's 2026-07 specs (api-evangelist/lightspeed@899ac0fb49ced14b9eb37dd01d2de948963f0b5d openapi/lightspeed-search-api-openapi.yml, @3cc966a3a12b4d7aca074ef617a451ae5d8d28dd openapi/lightspeed-customers-api-openapi.yml; not counted): those search filters and ordering, {data: customer} for one customer, name, and balance as the unpaid balance (example -25840.85); the customer fixtures take that copy's example values with the field set govend confirms. The same copy's 2026-07 Sales spec gives dated versions a totals.price_incl_tax: once confirmed on Lightspeed's own reference, moving to a dated version would let the total be read from one field.",
  note: 'X-Series personal tokens cannot be limited to reading: the token has the access of the user who creates it. The service only makes GET calls with it. Returns show as sales of their own. Balance is the customer account balance exactly as Lightspeed reports it; whether a debt shows as negative was not confirmed against a live store.',
});
