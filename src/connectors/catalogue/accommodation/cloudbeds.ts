import { defineConnector } from '../../define.js';

/**
 * Cloudbeds API v1.3 with an API key in the x-api-key header (the spec's api_key security scheme). Cloudbeds' reservation list
 * (getReservations) carries no guest email (only guestName; emails sit in a map keyed by guest ID,
 * which a mapping path cannot walk), and getGuestList, which can filter by email, answers a map too.
 * So the connector reads getGuestsModified, a plain list of guest-per-reservation rows that carries
 * guestEmail, reservationID, startDate and endDate, for stays checking in between {from_date} and {to_date}
 * (three pages of 100 at most), and shows only the rows whose guest email is exactly the verified one.
 */
export const cloudbeds = defineConnector({
  key: 'cloudbeds',
  name: 'Cloudbeds',
  category: 'accommodation',
  auth: { type: 'header', headers: { 'x-api-key': '{api_key}' } },
  config: [{ name: 'property_id', label: 'property ID', example: '123456', pattern: '\\d{1,12}' }],
  secrets: [{ name: 'api_key', label: 'API key', example: 'cbat_0123456789abcdefghijklmnopqrstuv', pattern: 'cbat_[A-Za-z0-9]{16,128}' }],
  baseUrl: 'https://api.cloudbeds.com/api/v1.3',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/getGuestsModified', query: { propertyIDs: '{property_id}', checkInFrom: '{from_date}', checkInTo: '{to_date}' } },
      records: 'data',
      lookbackDays: 30,
      lookaheadDays: 365,
      pagination: { type: 'page', param: 'pageNumber', first: 1, sizeParam: 'pageSize', size: 100, maxPages: 3 },
      owner: { email: 'guestEmail', name: { join: ['guestFirstName', 'guestLastName'] } },
      map: {
        id: 'reservationID',
        start: 'startDate',
        end: 'endDate',
      },
    },
  },
  docs: 'https://developers.cloudbeds.com/reference/about-pms-api',
  setup:
    'In Cloudbeds open Account → Apps & Marketplace → API Credentials, click "+ New Credentials", name it "customer bot" (any category; ' +
    'the redirect URI can be https://localhost), save, then click Create in the API Key column of that row. Tick only the read scope ' +
    'for guests (read:guest), confirm, and copy the key (it starts cbat_). The property ID is the number shown under Settings → ' +
    'Property → Property ID.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Cloudbeds's OpenAPI documents (cloudbeds/openapi-specs@f6c4b9a, PMS v1.3).",
  note:
    'Cloudbeds cannot list reservations by guest email: the first 300 guest rows checking in from 30 days ago to a year ahead are ' +
    "scanned and only the guest's own are shown. getGuestsModified carries no reservation status, so cancelled stays are not marked, " +
    'and a guest placed in two rooms appears once per room. Party size is not shown. Invoices are left out: Cloudbeds gives them per ' +
    'reservation ID only.',
});
