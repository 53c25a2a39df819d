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
    'Press Connect and sign in with the Google account that owns the calendar your bookings go into (or one it is shared with). Google asks to let the service "see events on all your calendars": that is read-only, nothing can be changed. Then enter the calendar ID: for your main calendar it is your Gmail or Workspace address; for another calendar open Google Calendar → Settings → Settings for my calendars → the calendar → Integrate calendar, and copy the Calendar ID.',
  test_level: 'documented',
  test_detail:
    'Re-read against Google\'s official PHP client for Calendar v3, generated from the API\'s discovery document (googleapis/google-api-php-client-services@57a6b21a479f073682f19d9a2b71c75586a7aad5: src/Calendar.php for the root https://www.googleapis.com/, service path calendar/v3/, events.list at calendars/{calendarId}/events and the calendar.events.readonly scope; src/Calendar/Resource/Events.php listEvents for q (free text matched against attendee and organizer emails among other fields; Google documents no exact attendee filter), timeMin (RFC3339 with offset), singleEvents, orderBy, maxResults and pageToken; src/Calendar/Events.php for items and nextPageToken; src/Calendar/Event.php for id, summary and status confirmed|tentative|cancelled; src/Calendar/EventDateTime.php for start/end dateTime or date (all-day); src/Calendar/EventAttendee.php for email, displayName and the organizer, self and resource flags, each documented as \"The default is False\"), orderBy=startTime (\"only available when ... singleEvents is True\") from the events/list reference (developers.google.com/calendar/api/v3/reference/events/list), and the OAuth endpoints and access_type/prompt parameters from googleapis/google-api-php-client@f745b310113d556c19d5e54ccc48b5821d1e2622 src/Client.php. Fixed in this pass: the owner was the last attendee (Google documents no order of the list); it is now the first attendee whose organizer, self and resource flags are not true (the runtime\'s new whereNot), so the business\'s own entry and rooms are never the owner and a guest listed before another guest is no longer missed. Google publishes no example reply: the fixture is built from these schemas (source none).',
  note: "Bookings from 30 days ago onwards whose guest list names the customer. The customer must be the first guest of the event (the organiser, the calendar's own entry and rooms are not guests): an event with several guests is shown only to the first of them, and a guest with no display name cannot be verified by name.",
});
