import { defineConnector } from '../../define.js';

/**
 * Hostaway Public API v1: the account ID and API key are exchanged at /accessTokens (OAuth 2.0 client
 * credentials, scope general) for a bearer token. Hostaway has no guest-email filter, so the connector
 * lists reservations arriving from {from_date} on (three pages of 100 at most) and shows only those
 * whose guest email is exactly the verified one.
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
      request: { path: '/reservations', query: { arrivalStartDate: '{from_date}', sortOrder: 'arrivalDate' } },
      records: 'result',
      lookbackDays: 30,
      pagination: { type: 'offset', param: 'offset', sizeParam: 'limit', size: 100, maxPages: 3 },
      owner: { email: 'guestEmail', name: { firstOf: ['guestName', { join: ['guestFirstName', 'guestLastName'] }] } },
      map: {
        id: { firstOf: ['hostawayReservationId', 'id'] },
        start: 'arrivalDate',
        end: 'departureDate',
        service: 'listingName',
        status: {
          enum: 'status',
          map: {
            new: 'confirmed',
            modified: 'confirmed',
            pending: 'provisional',
            awaitingPayment: 'awaiting payment',
            inquiry: 'enquiry',
            cancelled: 'cancelled',
            declined: 'declined',
            expired: 'expired',
            ownerStay: 'owner stay',
          },
        },
        cancelled: { enum: 'status', map: { cancelled: true, declined: true }, others: 'drop' },
        party_size: 'numberOfGuests',
      },
    },
  },
  docs: 'https://api.hostaway.com/documentation#reservations',
  setup:
    'In Hostaway open Settings → Hostaway API → Create, name the key "customer bot" and copy the API key (it is shown once). Your account ID is shown on the same page (and under Settings → Account). Hostaway API keys cannot be limited to reading; the connector only reads reservations.',
  test_level: 'partly-documented',
  test_detail:
    "Not yet re-read against an official example in the fidelity pass. Earlier check: documented: token exchange and reservation fields from Hostaway's public API reference and its reservation model",
  note: "Hostaway cannot search reservations by guest email: the 300 reservations arriving from 30 days ago onwards are scanned and only the guest's own are shown.",
});
