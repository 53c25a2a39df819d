import { defineConnector } from '../../define.js';

/**
 * Hostaway Public API v1: the account ID and API key are exchanged at /accessTokens (OAuth 2.0 client
 * credentials, scope general) for a bearer token. Reservations are listed with the documented
 * guestEmail filter (arrivals from {from_date} on, newest arrival first, two pages of 100 at most), and
 * only those whose guest email is exactly the verified one are shown.
 */
export const hostaway = defineConnector({
  key: 'hostaway',
  name: 'Hostaway',
  category: 'accommodation',
  auth: { type: 'client_credentials', tokenUrl: '/accessTokens', clientId: 'account_id', clientSecret: 'api_key', scopes: ['general'], clientAuth: 'body' },
  config: [{ name: 'account_id', label: 'account ID', example: '12345', pattern: '\\d{1,10}' }],
  secrets: [{ name: 'api_key', label: 'API key', example: '3f9a2b7c1d8e4f6a0b5c9d2e7f1a3b8c4d6e0f2a9b1c7d3e5f8a0b2c4d6e8f0a', pattern: '[A-Za-z0-9]{20,128}' }],
  baseUrl: 'https://api.hostaway.com/v1',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/reservations', query: { guestEmail: '{email}', arrivalStartDate: '{from_date}', sortOrder: 'arrivalDateDesc', limit: '100' } },
      records: 'result',
      pagination: { type: 'cursor', param: 'afterId', lastRecordPath: 'id', maxPages: 2 },
      owner: { email: 'guestEmail', name: { firstOf: ['guestName', { join: ['guestFirstName', 'guestLastName'] }] } },
      map: {
        id: 'id',
        start: 'arrivalDate',
        end: 'departureDate',
        status: {
          enum: 'status',
          map: {
            new: 'confirmed',
            modified: 'confirmed',
            pending: 'awaiting approval',
            unconfirmed: 'awaiting approval',
            awaitingPayment: 'awaiting payment',
            awaitingGuestVerification: 'awaiting guest verification',
            inquiry: 'enquiry',
            inquiryPreapproved: 'enquiry',
            inquiryDenied: 'enquiry declined',
            inquiryTimedout: 'enquiry expired',
            inquiryNotPossible: 'enquiry declined',
            cancelled: 'cancelled',
            declined: 'declined',
            expired: 'expired',
            ownerStay: 'owner stay',
            unknown: 'unknown',
          },
        },
        cancelled: { enum: 'status', map: { cancelled: true, declined: true }, others: 'drop' },
        party_size: 'numberOfGuests',
      },
    },
  },
  docs: 'https://api.hostaway.com/documentation#reservations',
  setup:
    'In Hostaway open Settings → Hostaway API → Create, name the key "customer bot" and copy the API key (it is shown once). Your ' +
    'account ID is shown on the same page (and under Settings → Account). Hostaway API keys cannot be limited to reading; the connector ' +
    'only reads reservations.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Hostaway's API documentation source (Hostaway/api@b782c7b).",
  note:
    "Reservations are found with Hostaway's guest-email filter (arrivals from a year ago onwards, newest first, 200 at most) and only " +
    "the guest's own are shown. The listing name is not shown (a reservation carries only the listing's ID).",
});
