import { defineConnector } from '../../define.js';

/**
 * resOS API v1 with a private API key sent as the HTTP Basic user (no password). resOS lists bookings
 * by date and has no guest filter, so the connector reads bookings from {from_date} to {to_date} (up
 * to three pages of 100, skip/limit) and shows only those whose guest email is exactly the verified one.
 */
export const resos = defineConnector({
  key: 'resos',
  name: 'resOS',
  category: 'restaurant',
  auth: { type: 'basic', username: '{api_key}', password: '' },
  secrets: [{ name: 'api_key', label: 'API key', example: 'Pk9x2Qm4Rt7Vw1Yz3Ab5Cd8Ef0Gh6Jk', pattern: '[A-Za-z0-9_-]{16,128}' }],
  baseUrl: 'https://api.resos.com/v1',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/bookings', query: { fromDateTime: '{from_date}T00:00:00Z', toDateTime: '{to_date}T23:59:59Z', sort: 'dateTime' } },
      records: '$',
      lookbackDays: 14,
      lookaheadDays: 90,
      pagination: { type: 'offset', param: 'skip', sizeParam: 'limit', size: 100, maxPages: 3 },
      owner: { email: 'guest.email', name: 'guest.name' },
      map: {
        id: '_id',
        start: { firstOf: ['dateTime', { join: ['date', 'time'], separator: 'T' }] },
        status: {
          enum: 'status',
          map: {
            request: 'provisional',
            approved: 'confirmed',
            arrived: 'arrived',
            seated: 'arrived',
            left: 'completed',
            no_show: 'did not arrive',
            canceled: 'cancelled',
            deleted: 'cancelled',
            declined: 'declined',
            waitlist: 'waiting list',
          },
        },
        cancelled: { enum: 'status', map: { canceled: true, deleted: true, declined: true }, others: 'drop' },
        did_not_arrive: { enum: 'status', map: { no_show: true }, others: 'drop' },
        party_size: 'people',
      },
    },
  },
  docs: 'https://documenter.getpostman.com/view/3308304/SzzehLGp',
  setup:
    'In resOS open the sidebar → Apps and enable the API app. Then go to Settings → Apps → API credentials and press "Generate key". ' +
    'Copy the key and paste it here. resOS keys cannot be limited to reading; the connector only ever reads bookings.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against resOS's API documentation (auth only); not confirmed: the booking fields, sort=dateTime, status spellings and a " + 'top-level dateTime.',
  note:
    'resOS cannot filter bookings by guest: the first 300 bookings from 14 days ago to 90 days ahead are scanned and only the ' +
    "customer's own are shown, so a very busy restaurant's later bookings in that window may be missed. Guest comments are never read.",
});
