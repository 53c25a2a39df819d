import { defineConnector } from '../../define.js';

/**
 * Smoobu API with the account's API key in the Api-Key header. Smoobu lists reservations by stay dates
 * without a guest filter, so the connector reads stays from {from_date} to {to_date} (three pages of 100 at most)
 * and shows only those whose guest email is exactly the verified one.
 */
export const smoobu = defineConnector({
  key: 'smoobu',
  name: 'Smoobu',
  category: 'accommodation',
  auth: { type: 'header', headers: { 'Api-Key': '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'API key', example: 'dBk3J9xQ2mV7pL4sT8wZ1yR6nH0cF5gA', pattern: '[A-Za-z0-9_-]{16,128}' }],
  baseUrl: 'https://login.smoobu.com/api',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/reservations', query: { from: '{from_date}', to: '{to_date}', excludeBlocked: 'true', showCancellation: 'true' } },
      records: 'bookings',
      lookbackDays: 30,
      lookaheadDays: 365,
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'pageSize', size: 100, maxPages: 3 },
      owner: { email: 'email', name: { firstOf: ['guest-name', { join: ['firstname', 'lastname'] }] } },
      map: {
        id: { firstOf: ['reference-id', 'id'] },
        start: 'arrival',
        end: 'departure',
        service: 'apartment.name',
        status: { enum: 'type', map: { reservation: 'confirmed', 'modification of booking': 'confirmed', cancellation: 'cancelled' } },
        cancelled: { enum: 'type', map: { cancellation: true }, others: 'drop' },
      },
    },
  },
  docs: 'https://docs.smoobu.com/#get-bookings',
  setup:
    'In Smoobu open Settings → Developer (API) and copy the API key shown there. Smoobu keys cannot be limited to reading; the ' +
    'connector only reads reservations.',
  test_level: 'partly-documented',
  test_detail:
    "Only the Api-Key header is confirmed on Smoobu's reference (docs.smoobu.com, opening only); the reservations route, paging and " +
    'booking fields rest on the earlier check.',
  note:
    'Smoobu cannot search reservations by guest email: the first 300 stays from 30 days ago to a year ahead are scanned and only the ' +
    "guest's own are shown. Party size is not shown (Smoobu gives adults and children separately).",
});
