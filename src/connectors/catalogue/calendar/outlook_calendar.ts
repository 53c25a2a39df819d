import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Microsoft Graph v1.0 calendar view of one mailbox, read-only delegated OAuth. Graph cannot filter
 * events by attendee, so the connector reads the mailbox's calendar view from {from_date} to {to_date}
 * (recurring meetings expanded into their occurrences; three pages of 50 at most, following Graph's
 * @odata.nextLink) and shows only those whose guest is exactly the verified email. The guest (the owner)
 * is the first person attendee (required or optional, not a room) whose address is not the organizer's.
 */
const guest = (pick: string): Transform => ({
  path: 'attendees',
  where: { type: ['required', 'optional'] },
  whereNot: { 'emailAddress.address': { sameAs: 'organizer.emailAddress.address' } },
  pick,
});

export const outlookCalendar = defineConnector({
  key: 'outlook_calendar',
  name: 'Microsoft 365 / Outlook Calendar',
  category: 'calendar',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    scopes: ['offline_access', 'Calendars.Read.Shared'],
  },
  config: [{ name: 'mailbox', label: 'bookings mailbox address', example: 'bookings@acme.co.uk', pattern: "[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}" }],
  baseUrl: 'https://graph.microsoft.com/v1.0',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: {
        path: '/users/{mailbox}/calendarView',
        query: {
          startDateTime: '{from_date}T00:00:00',
          endDateTime: '{to_date}T23:59:59',
          $orderby: 'start/dateTime',
          $select: 'id,subject,start,end,attendees,organizer,isCancelled',
          $top: '50',
        },
      },
      records: 'value',
      lookbackDays: 30,
      lookaheadDays: 180,
      // Graph's paging: the whole @odata.nextLink URL, never a $skip worked out here.
      pagination: { type: 'next_url', nextPath: '@odata.nextLink', maxPages: 3 },
      // The first person attendee (required or optional, not a room) that is not the organizer: Graph's
      // documented event lists the organizer among the attendees too.
      owner: { email: guest('emailAddress.address'), name: guest('emailAddress.name') },
      map: {
        id: 'id',
        start: 'start.dateTime',
        end: 'end.dateTime',
        service: 'subject',
        status: { enum: 'isCancelled', map: { true: 'cancelled', false: 'booked' } },
        cancelled: 'isCancelled',
      },
    },
  },
  docs: 'https://learn.microsoft.com/en-us/graph/api/user-list-calendarview?view=graph-rest-1.0',
  setup:
    "Press Connect and sign in with a Microsoft 365 account that can open the bookings mailbox's calendar (its own account, or one it " +
    'is shared with). Microsoft asks to let the service "read calendars you can access" and "maintain access": both are read-only. If ' +
    'your organisation requires admin approval, your Microsoft 365 admin approves the app once in the Entra admin centre → Enterprise ' +
    'applications. Then enter the bookings mailbox address, e.g. bookings@acme.co.uk.',
  test_level: 'documented',
  test_detail:
    'Request and every mapped field checked against Microsoft Graph v1.0 docs (microsoft-graph-docs-contrib) and metadata ' +
    '(msgraph-metadata@f54f11b); the calendarView maximum page size is not given.',
  note:
    'Graph has no attendee filter on events: the first 150 events of the calendar view from 30 days ago to 180 days ahead are scanned ' +
    'and only those whose guest (the first person on the attendee list who is not the organizer; rooms are not guests) is the customer ' +
    'are shown; an event with several guests is shown only to the first of them. Times are in UTC as Graph reports them. Recurring ' +
    'meetings appear as their occurrences (calendarView expands them).',
});
