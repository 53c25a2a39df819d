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
            '_id confirmationCode checkIn checkOut checkInDateLocalized checkOutDateLocalized status guestsCount guest.fullName guest.email listing.title',
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
    'In Guesty open Integrations → Marketplace → API (Open API) and press "New secret token". Name it "customer bot", then copy the client ID and the client secret (the secret is shown once). The connector only reads reservations; Guesty Open API tokens cannot be limited to reading.',
  test_level: 'partly-documented',
  test_detail:
    "Fourth pass: Guesty has deprecated the route this definition reads. Its reference page open-api-docs.guesty.com/reference/reservationsv2list (OpenAPI 3.0.3, operationId reservationsV2List, deprecated: true) and changelog/2026-11-05 say GET /reservations is removed on 1 March 2027 in favour of GET /reservations-v3/search, and docs/reservation-migration adds that v3 replies no longer embed guest data. Two replacements are documented: the v3 search (reference/reservationsopenapicontroller_searchreservations) and the reports search (reference/reservationsreportsopenapicontroller_searchreservations). Both filter only on status, listingId, confirmationCode, source and the check-in, check-out and created dates. Neither has a guest or email filter, so the definition cannot move yet; without a documented guest filter the connector stops working on 1 March 2027 (see note). Also confirmed in this pass: guestsCount is a reservation field (reference/reservationguestslistopenapicontroller_getguests names guestsCount / numberOfGuests); confirmationCode is a reservation field (a v3 search filter); Guesty list replies use {results, count, fields, limit, skip} (guestyorg/websites-docs@15285e5e02b28eda7fb3c6efb5ae0e900e1a3f4e:README.md, GET /listings of Guesty's own websites API; the same envelope, shown there for listings, not for reservations); a listing's name is its title (booking-api-docs.guesty.com/reference/definitions, property resource), though a reservation's embedded listing.title is not shown. Earlier passes (open-api-docs.guesty.com): docs/authentication (POST https://open-api.guesty.com/oauth2/token, form fields grant_type=client_credentials, scope=open-api, client_id, client_secret), reference/get-started (base https://open-api.guesty.com/v1, Bearer token, five tokens a day per key, each valid 24 hours), docs/how-to-search-for-reservations (GET /reservations with filters as [{field, operator, value}], space-separated fields, sort, limit 25 by default and 100 at most, skip), docs/create-a-reservation (statuses inquiry, reserved, confirmed; checkInDateLocalized / checkOutDateLocalized as YYYY-MM-DD) and docs/canceling-a-booking-or-inquiry (canceled, closed, declined). NOT confirmed, so not documented: that guest.email is an accepted filter field (the guide's field table and the reservationsV2List OpenAPI could be read only to their opening; the definition verifies from bookings, so only reservations whose guest.email is exactly the verified email are shown whatever the filter does), guest.fullName, listing.title, checkIn / checkOut as datetimes, and the statuses checked_in, checked_out and expired.",
  note: "Reservations are matched on the main guest's email and full name, newest first (100 at most). Guesty issues only a few tokens a day per client ID; the token is cached until it expires. Guesty retires GET /reservations on 1 March 2027 and its documented replacements cannot filter by guest: this connector needs rework (or a guest filter from Guesty) before then.",
});
