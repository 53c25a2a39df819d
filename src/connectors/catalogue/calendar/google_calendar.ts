import { defineConnector } from '../../define.js';

/**
 * Google Calendar API v3, read-only OAuth. A calendar has no customer records: customers are verified
 * from the events on the bookings calendar that list their email as a guest. `q` is Google's free-text
 * search, which matches attendee emails; only events whose guest is exactly the verified email are shown.
 */
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
      // The last guest, never the first: Google's Event resource lets the organizer appear among the
      // attendees (organizer: true), and calendars list it first.
      owner: { email: 'attendees.-1.email', name: 'attendees.-1.displayName' },
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
  test_level: 'partly-documented',
  test_detail:
    "Re-read against Google's Calendar v3 reference (developers.google.com/calendar/api/v3/reference/events/list and the Event resource, developers.google.com/calendar/api/v3/reference/events; the same descriptions are in Google's generated clients, e.g. googleapis/google-api-nodejs-client Schema$EventAttendee): calendars/{calendarId}/events with q (free-text terms matched against attendee email among other fields; Google documents no exact attendee filter), timeMin, singleEvents, orderBy=startTime, maxResults, pageToken/nextPageToken; items with id, status confirmed|tentative|cancelled, summary, start/end.dateTime or .date, attendees[] {email, displayName, organizer, self, resource}. The organizer may be one of the attendees (attendees[].organizer = true), so the owner is the last attendee rather than the first. Not confirmed: Google documents no order of the attendee list, and Google publishes no example reply (the fixture is built from the resource description). Exact ownership needs a runtime feature: picking the attendee whose organizer/resource flags are absent or false.",
  note: 'Bookings from 30 days ago onwards whose guest list names the customer. The customer must be the last guest on the event (Google lists the organiser first): an event with several guests where the customer is not last is not shown, and a guest with no display name cannot be verified by name.',
});
