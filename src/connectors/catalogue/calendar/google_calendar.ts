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
    'Not yet re-read against an official example in the fidelity pass. Earlier check: documented (developers.google.com/calendar/api/v3/reference/events/list): calendars/{id}/events with q (free text that covers attendee emails), timeMin, singleEvents, orderBy=startTime, maxResults, pageToken/nextPageToken, items with start.dateTime|date, end, summary, status and attendees[].email/displayName; scope calendar.events.readonly. Not re-checked against a stored copy in this pass. Cancelled events are not listed at all (showDeleted is not sent), so the cancelled status mapping only applies if Google returns one.',
  note:
    'Bookings from 30 days ago onwards whose guest list names the customer. The customer must be the last guest on the event (Google lists the organiser first): an event with several guests where the customer is not last is not shown, and a guest with no display name cannot be verified by name.',
});
