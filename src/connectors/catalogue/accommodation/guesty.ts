import { defineConnector } from '../../define.js';

/**
 * Guesty Open API with OAuth 2.0 client credentials (scope open-api). Reservations are filtered on
 * Guesty's side by the guest's email (filters=[{field: guest.email, operator: $eq}]) and only
 * reservations naming exactly that email are shown.
 */
export const guesty = defineConnector({
  key: 'guesty',
  name: 'Guesty',
  category: 'accommodation',
  auth: {
    type: 'client_credentials',
    tokenUrl: 'https://open-api.guesty.com/oauth2/token',
    clientId: 'client_id',
    clientSecret: 'client_secret',
    scopes: ['open-api'],
    clientAuth: 'body',
  },
  secrets: [
    { name: 'client_id', label: 'client ID', example: '0oa5ab1cd2EfGh3iJ4k5', pattern: '[A-Za-z0-9_-]{10,64}' },
    { name: 'client_secret', label: 'client secret', example: 'aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789-_aBcD', pattern: '\\S{20,128}' },
  ],
  baseUrl: 'https://open-api.guesty.com/v1',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: {
        path: '/reservations',
        query: {
          filters: '[{"field":"guest.email","operator":"$eq","value":"{email:json}"}]',
          fields:
            '_id confirmationCode checkIn checkOut checkInDateLocalized checkOutDateLocalized status guestsCount guest.fullName guest.email ' + 'listing.title',
          sort: '-checkIn',
        },
      },
      records: 'results',
      pagination: { type: 'offset', param: 'skip', sizeParam: 'limit', size: 50, maxPages: 2 },
      owner: { email: 'guest.email', name: 'guest.fullName' },
      map: {
        id: { firstOf: ['confirmationCode', '_id'] },
        start: { firstOf: ['checkInDateLocalized', 'checkIn'] },
        end: { firstOf: ['checkOutDateLocalized', 'checkOut'] },
        service: 'listing.title',
        status: {
          enum: 'status',
          map: {
            inquiry: 'enquiry',
            reserved: 'provisional',
            confirmed: 'confirmed',
            checked_in: 'checked in',
            checked_out: 'checked out',
            canceled: 'cancelled',
            closed: 'closed',
            declined: 'declined',
            expired: 'expired',
          },
        },
        cancelled: { enum: 'status', map: { canceled: true, declined: true }, others: 'drop' },
        party_size: 'guestsCount',
      },
    },
  },
  docs: 'https://open-api-docs.guesty.com/docs/how-to-search-for-reservations',
  setup:
    'In Guesty open Integrations → Marketplace → API (Open API) and press "New secret token". Name it "customer bot", then copy the ' +
    'client ID and the client secret (the secret is shown once). The connector only reads reservations; Guesty Open API tokens cannot ' +
    'be limited to reading.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Guesty's docs; not confirmed: the guest.email filter, guest.fullName, listing.title, checkIn/checkOut as datetimes " +
    'and some statuses.',
  note:
    "Reservations are matched on the main guest's email and full name, newest first (100 at most). Guesty issues only a few tokens a " +
    'day per client ID; the token is cached until it expires. Guesty retires GET /reservations on 1 March 2027 and its documented ' +
    'replacements cannot filter by guest: this connector needs rework (or a guest filter from Guesty) before then.',
});
