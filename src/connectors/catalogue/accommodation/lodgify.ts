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
    'In Lodgify open Settings → Public API and copy the API key shown there (generate one if the page is empty). Lodgify has one key per account and it cannot be limited to reading; the connector only reads bookings.',
  test_level: 'partly-documented',
  test_detail:
    'Fourth pass: nothing new could be confirmed. The stored copies of www.lodgify.com/docs/api hold only its opening (X-ApiKey, a read/write key, 500 errors with {message, code, correlation_id, event_id}), and no copy of the v2 reservations reference on docs.lodgify.com was found. The lodgify GitHub organisation holds front-end and recruitment repositories; lodgify/websites-service-client@edc15f1e597cbbce29b37b014d9f5c59471df057 and lodgify/lodgify-ui@5674ea5f47594986cd1553e6c00a7c98f863bad6 do not call the public API. The fixture reply rests on public (unofficial) client code, so it is now marked unverified. Second pass: only the opening of the Lodgify reference (www.lodgify.com/docs/api and docs.lodgify.com/docs/authorization, stored copies) could be read: the X-ApiKey header, a key with read and write permissions, errors as 500 with {message, code}. The v2 reservations section (path, stayFilter, page/size, the {count, items} envelope, fields and statuses) was not reachable and the lodgify GitHub organisation holds no API description; nothing changed. Earlier check: documented (www.lodgify.com/docs/api, "Authorization"): the X-ApiKey header and that the Public API key reads and writes. Cross-checked in public client code (v2 /reservations/bookings callers reading items[].arrival, departure, status, guest.name, guest.email and the stayFilter/page/size/includeCount parameters): the path, the {count, items} envelope and those field names. Not confirmed against the v2 reference page itself (not in the searchable corpus): the full status list (Booked, Tentative, Open, Declined are used) and the largest page size.',
  note: "Only upcoming stays are read (Lodgify's stayFilter=Upcoming), 150 bookings at most, and only the guest's own are shown. Party size is not shown (Lodgify gives it per room).",
});
