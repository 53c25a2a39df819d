import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Google Calendar API v3, read-only OAuth. A calendar has no customer records: customers are verified
 * from the events on the bookings calendar that list their email as a guest. `q` is Google's free-text
 * search, which matches attendee emails; only events whose guest is exactly the verified email are shown.
 */
const guest = (pick: string): Transform => ({ path: 'attendees', whereNot: { organizer: true, self: true, resource: true }, pick });

export const googleCalendar = defineConnector({
  key: 'google_calendar',
  name: 'Google Calendar',
  category: 'calendar',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scopes: ['https://www.googleapis.com/auth/calendar.events.readonly'],
    authorizeParams: { access_type: 'offline', prompt: 'consent' },
  },
  config: [
    {
      name: 'calendar_id',
      label: 'calendar ID',
      example: 'bookings@acme.co.uk',
      pattern: 'primary|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}',
    },
  ],
  baseUrl: 'https://www.googleapis.com/calendar/v3',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: {
        path: '/calendars/{calendar_id}/events',
        query: {
          q: '{email}',
          timeMin: '{from_date}T00:00:00Z',
          singleEvents: 'true',
          orderBy: 'startTime',
          maxResults: '50',
        },
      },
      records: 'items',
      lookbackDays: 30,
      pagination: { type: 'cursor', param: 'pageToken', cursorPath: 'nextPageToken', maxPages: 3 },
      // The first guest: an attendee that is not the organizer, not this calendar's own entry (self) and
      // not a room (resource). Google documents each flag as absent (false) unless set.
      owner: { email: guest('email'), name: guest('displayName') },
      map: {
        id: 'id',
        start: { firstOf: ['start.dateTime', 'start.date'] },
        end: { firstOf: ['end.dateTime', 'end.date'] },
        service: 'summary',
        status: { enum: 'status', map: { confirmed: 'confirmed', tentative: 'provisional', cancelled: 'cancelled' } },
      },
    },
  },
  docs: 'https://developers.google.com/calendar/api/v3/reference/events/list',
  setup:
    'Press Connect and sign in with the Google account that owns the calendar your bookings go into (or one it is shared with). Google ' +
    'asks to let the service "see events on all your calendars": that is read-only, nothing can be changed. Then enter the calendar ID: ' +
    'for your main calendar it is your Gmail or Workspace address; for another calendar open Google Calendar → Settings → Settings for ' +
    'my calendars → the calendar → Integrate calendar, and copy the Calendar ID.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Google's PHP client for Calendar v3 " +
    '(googleapis/google-api-php-client-services@57a6b21) and the events.list reference.',
  note:
    'Bookings from 30 days ago onwards whose guest list names the customer. The customer must be the first guest of the event (the ' +
    "organiser, the calendar's own entry and rooms are not guests): an event with several guests is shown only to the first of them, " +
    'and a guest with no display name cannot be verified by name.',
});
