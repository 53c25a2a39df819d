import { defineConnector } from '../../define.js';

/**
 * Ticket Tailor API v1 with an API key (HTTP Basic, key as the username, blank password). No buyer
 * search: the box office's orders are paged with the starting_after cursor (Ticket Tailor's own tool
 * says its lists come oldest first) and only orders whose buyer email is the customer's are used, both
 * to verify and to answer. Amounts are in minor units; created_at is unix time.
 */
export const ticketTailor = defineConnector({
  key: 'ticket_tailor',
  name: 'Ticket Tailor',
  category: 'events',
  auth: { type: 'basic', username: '{api_key}', password: '' },
  secrets: [{ name: 'api_key', label: 'Ticket Tailor API key', example: 'sk_1234_567890abcdef1234567890abcdef', pattern: 'sk_[A-Za-z0-9_]{8,120}' }],
  baseUrl: 'https://api.tickettailor.com/v1',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: { path: '/orders', query: { limit: '100' } },
      records: 'data',
      pagination: { type: 'cursor', param: 'starting_after', lastRecordPath: 'id', maxPages: 5 },
      owner: {
        email: 'buyer_details.email',
        name: { firstOf: ['buyer_details.name', { join: ['buyer_details.first_name', 'buyer_details.last_name'] }] },
      },
      map: {
        order_number: 'id',
        placed: { date: 'created_at', epoch: 'seconds' },
        status: { enum: 'status', map: { completed: 'completed', pending: 'pending', cancelled: 'cancelled' } },
        total: { money: 'total', source: 'minor', currency: 'currency.code' },
        currency: 'currency.code',
        refunded: { money: 'refund_amount', source: 'minor', currency: 'currency.code' },
        customer_email: 'buyer_details.email',
      },
    },
  },
  docs: 'https://developers.tickettailor.com/#list-all-orders',
  setup:
    'In Ticket Tailor open Box office settings → API and press Generate API key. Give the key a name such as "Chatbot" and choose the ' +
    'read-only permission if your plan offers it, then copy the key (it starts sk_). Ticket Tailor cannot search orders by email, so ' +
    "the connector reads up to 500 of your orders to find a customer's own.",
  test_level: 'partly-documented',
  test_detail: "Checked against Ticket Tailor's developer pages (auth, GET /v1/orders named); not confirmed: the order object and its fields.",
  note:
    'Only the first 500 orders Ticket Tailor lists are searched (it has no filter by buyer email, and its own tool says lists come ' +
    'oldest first, so in a box office with more than 500 orders the newest are not reached). Customers are verified with their full ' +
    'name and the email they booked with; the code is always emailed.',
});
