import { defineConnector } from '../../define.js';

/**
 * Square API (Square-Version 2024-10-17), OAuth with read-only scopes. Square's reads are POST
 * searches (customers, orders, invoices), declared read-only; bookings are a GET list.
 *
 * Not read: subscriptions (a Square subscription names only a catalog plan-variation id, so the
 * plan name needs a second catalog call per row), and any note field (customer_note, seller_note,
 * note).
 */
export const square = defineConnector({
  key: 'square',
  name: 'Square',
  category: 'pos',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://connect.squareup.com/oauth2/authorize',
    tokenUrl: 'https://connect.squareup.com/oauth2/token',
    scopes: ['CUSTOMERS_READ', 'ORDERS_READ', 'INVOICES_READ', 'APPOINTMENTS_READ', 'APPOINTMENTS_ALL_READ'],
  },
  config: [
    {
      name: 'location_id',
      label: 'Square location ID',
      example: 'L8RWNB0XEXAMPLE',
      pattern: '[A-Z0-9]{8,32}',
    },
  ],
  baseUrl: 'https://connect.squareup.com/v2',
  headers: { 'Square-Version': '2025-08-20' },
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/customers/search',
        body: { query: { filter: { email_address: { exact: '{email}' } } }, limit: 10 },
      },
      byPhone: {
        method: 'POST',
        readOnly: 'search',
        path: '/customers/search',
        body: { query: { filter: { phone_number: { exact: '{phone}' } } }, limit: 10 },
      },
      records: 'customers',
      noMatch: { missingRecords: true },
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['given_name', 'family_name'] }, 'company_name'] },
        email: 'email_address',
        phone: 'phone_number',
        postcode: 'address.postal_code',
      },
    },
    orders: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/orders/search',
        body: {
          location_ids: ['{location_id}'],
          query: {
            filter: { customer_filter: { customer_ids: ['{customer_id}'] } },
            sort: { sort_field: 'CREATED_AT', sort_order: 'DESC' },
          },
          limit: 20,
          return_entries: false,
        },
      },
      records: 'orders',
      ownerRef: 'customer_id',
      noMatch: { missingRecords: true },
      // SearchOrders takes the next-page cursor in the POST body and returns it as `cursor`.
      pagination: { type: 'cursor', in: 'body', param: 'cursor', cursorPath: 'cursor', maxPages: 2 },
      // An order is the customer's by customer_id. Its shipment recipient is whoever receives the parcel
      // (FulfillmentRecipient: values given override the customer profile's), so no owner email is read
      // from it and it is not shown as the customer's email.
      map: {
        order_number: 'id',
        placed: { date: 'created_at' },
        status: {
          firstOf: [
            { enum: 'state', map: { CANCELED: 'cancelled' }, others: 'drop' },
            {
              enum: 'fulfillments.0.state',
              map: { PROPOSED: 'processing', RESERVED: 'processing', PREPARED: 'ready', COMPLETED: 'completed', CANCELED: 'cancelled', FAILED: 'failed' },
              others: 'drop',
            },
            { enum: 'state', map: { OPEN: 'open', COMPLETED: 'completed', DRAFT: 'draft' } },
          ],
        },
        total: { money: 'total_money.amount', source: 'minor', currency: 'total_money.currency' },
        currency: 'total_money.currency',
        refunded: { money: 'return_amounts.total_money.amount', source: 'minor', currency: 'return_amounts.total_money.currency' },
        courier: 'fulfillments.0.shipment_details.carrier',
        tracking: 'fulfillments.0.shipment_details.tracking_number',
        tracking_url: 'fulfillments.0.shipment_details.tracking_url',
      },
    },
    invoices: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/invoices/search',
        body: {
          query: {
            filter: { location_ids: ['{location_id}'], customer_ids: ['{customer_id}'] },
            sort: { field: 'INVOICE_SORT_DATE', order: 'DESC' },
          },
          limit: 20,
        },
      },
      records: 'invoices',
      noMatch: { missingRecords: true },
      ownerRef: 'primary_recipient.customer_id',
      pagination: { type: 'cursor', in: 'body', param: 'cursor', cursorPath: 'cursor', maxPages: 2 },
      owner: { email: 'primary_recipient.email_address', name: { join: ['primary_recipient.given_name', 'primary_recipient.family_name'] } },
      map: {
        invoice: { firstOf: ['invoice_number', 'id'] },
        date: { date: { firstOf: ['scheduled_at', 'created_at'] } },
        // Square's invoice has no total of its own: it is the sum of its payment requests (a deposit
        // and the balance, or instalments), each with its computed amount.
        amount: {
          money: { sum: 'payment_requests', pick: 'computed_amount_money.amount' },
          source: 'minor',
          currency: 'payment_requests.0.computed_amount_money.currency',
        },
        currency: 'payment_requests.0.computed_amount_money.currency',
        status: {
          enum: 'status',
          map: {
            UNPAID: 'unpaid',
            PAID: 'paid',
            PARTIALLY_PAID: 'part-paid',
            SCHEDULED: 'scheduled',
            CANCELED: 'cancelled',
            REFUNDED: 'refunded',
            PARTIALLY_REFUNDED: 'partly refunded',
            FAILED: 'failed',
            PAYMENT_PENDING: 'payment pending',
            DRAFT: 'draft',
          },
        },
        due_date: { date: 'payment_requests.-1.due_date' },
      },
    },
    bookings: {
      request: {
        path: '/bookings',
        query: { customer_id: '{customer_id}', location_id: '{location_id}', limit: '50' },
      },
      records: 'bookings',
      noMatch: { missingRecords: true },
      ownerRef: 'customer_id',
      pagination: { type: 'cursor', param: 'cursor', cursorPath: 'cursor', maxPages: 2 },
      map: {
        id: 'id',
        start: { datetime: 'start_at' },
        status: {
          enum: 'status',
          map: {
            PENDING: 'provisional',
            ACCEPTED: 'confirmed',
            CANCELLED_BY_CUSTOMER: 'cancelled',
            CANCELLED_BY_SELLER: 'cancelled',
            DECLINED: 'declined',
            NO_SHOW: 'no show',
          },
        },
        cancelled: {
          enum: 'status',
          map: { PENDING: false, ACCEPTED: false, NO_SHOW: false, CANCELLED_BY_CUSTOMER: true, CANCELLED_BY_SELLER: true, DECLINED: true },
          others: 'drop',
        },
        did_not_arrive: { enum: 'status', map: { NO_SHOW: true }, others: 'drop' },
      },
    },
    account: {
      request: { path: '/customers/{customer_id}' },
      records: 'customer',
      single: true,
      map: {
        customer_since: { date: 'created_at' },
        company: 'company_name',
      },
    },
  },
  docs: 'https://developer.squareup.com/reference/square/customers-api/search-customers',
  setup:
    'Press Connect and sign in to your Square account: Square asks you to allow read-only access to customers, orders, invoices and ' +
    'appointments, and nothing else. Then enter your location ID: in Square Dashboard open Settings → Business → Locations, choose the ' +
    'location your customers buy from, and copy its Location ID (for example L8RWNB0XEXAMPLE).',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Square's OpenAPI document (square/connect-api-specification@5733f66, 2025-08-20).",
  note:
    'Orders and invoices are the 40 most recent for the chosen location (two pages of 20; Square takes the next-page cursor in the POST ' +
    'body). Bookings are those Square lists by default: from now to 31 days ahead.',
});
