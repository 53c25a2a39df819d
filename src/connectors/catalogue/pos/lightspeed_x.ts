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
    "Re-read in this pass against Lightspeed's own X-Series documentation (x-series-api.lightspeedhq.com; the API reference pages with their example replies were not reachable, only the guides and changelog). Settled in this pass: (1) API version: the versioning strategy page (docs/versioning-strategy) moves the API to quarterly date-based versions (/api/2026-01/...), and the v2026.04 returns guide (x-series-api.lightspeedhq.com/v2026.04/docs/sales_returns) calls 2.0 the legacy API and tells clients using it to keep calling /api/2.0/...; 2.0 is therefore still served, and the base URL stays /api/2.0 because the search parameters of the dated versions could not be read. (2) Total: the official sale example (docs/sales_returns: a return with total_price -200 and total_tax -30) carries total_price before tax and total_tax apart, and never total_price_incl; the total previously read from total_price_incl is now total_price + total_tax (the runtime's {add} transform; reading total_price alone would show a pre-tax figure as the total). Confirmed on Lightspeed's pages: the sale fields id, customer_id, invoice_number, receipt_number, status, state, sale_date, created_at (docs/sales_returns); the status values, all listed in the legacy status column of docs/sales_states_and_attributes (SAVED, OPEN, VOIDED, CLOSED, ONACCOUNT, ONACCOUNT_CLOSED, LAYBY, LAYBY_CLOSED, AWAITING_DISPATCH, DISPATCHED_CLOSED, AWAITING_PICKUP, PICKED_UP_CLOSED, SERVICE, SERVICE_CLOSED; docs/sales_statuses announces that status will be deprecated in favour of state and attributes, and the 2020-02 changelog entry adds the four fulfilment statuses); OPEN, SERVICE and SERVICE_CLOSED were added to the status map in this pass. Orders are checked against the verified customer by the sale's customer_id (ownerRef). Not confirmed against an official source: GET /search with type=customers and the email or mobile filter, type=sales with customer_id, order_by=sale_date, order_direction=desc and page_size; the customer object's fields (customer_code, first_name, last_name, name, email, phone, mobile, physical_postcode, postal_postcode, balance, loyalty_balance, year_to_date, created_at, read from a public Go client's /api/2.0/customers example, not Lightspeed's); and the sign of balance. Seen in a third-party copy of Lightspeed's published 2026-07 specs (api-evangelist/lightspeed@899ac0fb49ced14b9eb37dd01d2de948963f0b5d openapi/lightspeed-search-api-openapi.yml and @3cc966a3a12b4d7aca074ef617a451ae5d8d28dd openapi/lightspeed-customers-api-openapi.yml; a copy, so not counted as confirmation): /search with type (sales, products, customers), order_by, order_direction (asc, desc), page_size (up to 1000), offset, the sales filter customer_id and the customer filters email, mobile and phone, answering {data: [...]}; GET /customers/{customer_id} answering {data: customer}; every customer field read here, with balance described as the customer's unpaid balance (the example shows -25840.85); the customer fixtures are rebuilt from that copy's GetCustomerByID example and stay unverified. The same copy's 2026-07 Sales spec (@3cc966a3a12b4d7aca074ef617a451ae5d8d28dd openapi/lightspeed-sales-api-openapi.yml) gives the dated versions' sale a totals object whose price_incl_tax is 'Total price for this sale, tax inclusive': once confirmed on Lightspeed's own reference, moving to a dated version would let the total be read from one field.",
  note: 'X-Series personal tokens cannot be limited to reading: the token has the access of the user who creates it. The service only makes GET calls with it. Returns show as sales of their own. Balance is the customer account balance exactly as Lightspeed reports it; whether a debt shows as negative was not confirmed against a live store.',
});
