import { defineConnector } from '../../define.js';

/**
 * Lodgify Public API v2 with the account's API key in X-ApiKey. Lodgify lists bookings by stay
 * (upcoming) without a guest filter, so the connector reads up to three pages of 50 upcoming bookings
 * and shows only those whose guest email is exactly the verified one.
 */
export const lodgify = defineConnector({
  key: 'lodgify',
  name: 'Lodgify',
  category: 'accommodation',
  auth: { type: 'header', headers: { 'X-ApiKey': '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'public API key', example: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6', pattern: '[A-Za-z0-9+/=_-]{20,200}' }],
  baseUrl: 'https://api.lodgify.com/v2',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/reservations/bookings', query: { stayFilter: 'Upcoming', includeTransactions: 'false', includeCount: 'true' } },
      records: 'items',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'size', size: 50, maxPages: 3 },
      owner: { email: 'guest.email', name: 'guest.name' },
      map: {
        id: 'id',
        start: 'arrival',
        end: 'departure',
        status: { enum: 'status', map: { Booked: 'confirmed', Tentative: 'provisional', Open: 'enquiry', Declined: 'declined' } },
        cancelled: { enum: 'status', map: { Declined: true }, others: 'drop' },
      },
    },
  },
  docs: 'https://docs.lodgify.com/reference/get_v2-reservations-bookings',
  setup:
    'In Lodgify open Settings → Public API and copy the API key shown there (generate one if the page is empty). Lodgify has one key ' +
    'per account and it cannot be limited to reading; the connector only reads bookings.',
  test_level: 'partly-documented',
  test_detail: "Checked against Lodgify's docs and its own clients; not confirmed on the v2 reference: the full status list and the largest page " + 'size.',
  note:
    "Only upcoming stays are read (Lodgify's stayFilter=Upcoming), 150 bookings at most, and only the guest's own are shown. Party size " +
    'is not shown (Lodgify gives it per room).',
});
