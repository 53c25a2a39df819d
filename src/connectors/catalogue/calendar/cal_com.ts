import { defineConnector } from '../../define.js';

/**
 * Cal.com API v2 (cal-api-version 2024-08-13) with an API key. Bookings are filtered by attendee email
 * on Cal.com's side (the documented attendeeEmail filter). The booker is the first attendee: Cal.com lists the
 * organizer separately (hosts), never among the attendees. Only bookings naming the verified email are shown.
 */
export const calCom = defineConnector({
  key: 'cal_com',
  name: 'Cal.com',
  category: 'calendar',
  auth: { type: 'bearer', secret: 'api_key' },
  secrets: [{ name: 'api_key', label: 'API key', example: 'cal_live_0123456789abcdef0123456789abcdef', pattern: 'cal_(live_|test_)?[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://api.cal.com/v2',
  headers: { 'cal-api-version': '2024-08-13' },
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: {
        path: '/bookings',
        query: { attendeeEmail: '{email}', afterStart: '{from_date}T00:00:00Z', sortStart: 'asc' },
      },
      records: 'data',
      lookbackDays: 30,
      pagination: { type: 'offset', param: 'skip', sizeParam: 'take', size: 50, maxPages: 2 },
      owner: { email: 'attendees.0.email', name: 'attendees.0.name' },
      map: {
        id: 'uid',
        start: 'start',
        end: 'end',
        service: { firstOf: ['eventType.slug', 'title'] },
        status: { enum: 'status', map: { accepted: 'confirmed', pending: 'provisional', cancelled: 'cancelled', rejected: 'declined' } },
        cancelled: { enum: 'status', map: { cancelled: true, rejected: true }, others: 'drop' },
        did_not_arrive: 'attendees.0.absent',
      },
    },
  },
  docs: 'https://cal.com/docs/api-reference/v2/bookings/get-all-bookings',
  setup:
    'In Cal.com open Settings → Developer → API keys, press "New", name it (e.g. "customer bot"), choose an expiry, and copy the key ' +
    '(it starts cal_live_). The key reads the bookings of the Cal.com user who creates it, so create it as the person (or team admin) ' +
    'whose calendar takes the bookings.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Cal.com's own v2 API types (calcom/cal.com bookings 2024-08-13 inputs and outputs).",
  note:
    "Bookings from 30 days ago onwards, cancelled ones included, matched on the first attendee's email and name. Cal.com API keys " +
    'cannot be limited to reading; the connector only ever reads.',
});
