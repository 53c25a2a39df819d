import { defineConnector } from '../../define.js';

/**
 * Eventbrite API v3 with a private token. No customer search: customers are verified from their own
 * orders (the organisation's orders filtered by the buyer's email), and only orders naming that email
 * are shown.
 */
export const eventbrite = defineConnector({
  key: 'eventbrite',
  name: 'Eventbrite',
  category: 'events',
  auth: { type: 'bearer', secret: 'private_token' },
  config: [{ name: 'organization_id', label: 'organization ID', example: '123456789012', pattern: '\\d{5,20}' }],
  secrets: [{ name: 'private_token', label: 'private token', example: 'ABCDEFGHIJKLMNOPQRST', pattern: '[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://www.eventbriteapi.com/v3',
  verification: 'from_orders_email',
  capabilities: {
    orders: {
      request: {
        path: '/organizations/{organization_id}/orders/',
        query: { only_emails: '{email}', status: 'all' },
      },
      records: 'orders',
      pagination: { type: 'cursor', param: 'continuation', cursorPath: 'pagination.continuation', hasMorePath: 'pagination.has_more_items', maxPages: 3 },
      owner: { email: 'email', name: { firstOf: ['name', { join: ['first_name', 'last_name'] }] } },
      map: {
        order_number: 'id',
        placed: { date: 'created' },
        status: { enum: 'status', map: { deleted: 'cancelled' } },
        total: { money: 'costs.gross.value', source: 'minor', currency: 'costs.gross.currency' },
        currency: 'costs.gross.currency',
        customer_email: 'email',
      },
    },
  },
  docs: 'https://www.eventbrite.com/platform/api#/reference/order/list-orders-by-organization-id',
  setup:
    'In Eventbrite open Account settings → Developer links → API keys, create a key and copy its private token. The organization ID is ' +
    'the number in your organizer profile address, or the id returned by GET /v3/users/me/organizations/.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Eventbrite's official Ruby and JavaScript SDKs (eventbrite-sdk-ruby@e890296, " +
    'eventbrite-sdk-javascript@5228f5a).',
  note: 'Customers are verified with their full name and the email they booked with; the code is always emailed.',
});
