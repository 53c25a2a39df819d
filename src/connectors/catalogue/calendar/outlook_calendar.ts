import { defineConnector } from '../../define.js';

/**
 * Microsoft Graph v1.0 calendar view of one mailbox, read-only delegated OAuth. Graph cannot filter
 * events by attendee, so the connector reads the mailbox's calendar view from {from_date} to {to_date}
 * (recurring meetings expanded into their occurrences; three pages of 50 at most, $skip paging) and
 * shows only those whose guest is exactly the verified email. Graph's documented event lists the
 * organizer among the attendees, first: the guest (the owner) is read from the last attendee.
 */
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
          $select: 'id,subject,start,end,attendees,isCancelled',
        },
      },
      records: 'value',
      lookbackDays: 30,
      lookaheadDays: 180,
      pagination: { type: 'offset', param: '$skip', sizeParam: '$top', size: 50, maxPages: 3 },
      // The last attendee that is a person (required or optional, not a room or other resource): Graph's
      // documented event names the organizer as attendees[0] and the guest after it.
      owner: {
        email: { path: 'attendees.-1', where: { type: ['required', 'optional'] }, pick: 'emailAddress.address' },
        name: { path: 'attendees.-1', where: { type: ['required', 'optional'] }, pick: 'emailAddress.name' },
      },
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
    'Press Connect and sign in with a Microsoft 365 account that can open the bookings mailbox\'s calendar (its own account, or one it is shared with). Microsoft asks to let the service "read calendars you can access" and "maintain access": both are read-only. If your organisation requires admin approval, your Microsoft 365 admin approves the app once in the Entra admin centre → Enterprise applications. Then enter the bookings mailbox address, e.g. bookings@acme.co.uk.',
  test_level: 'partly-documented',
  test_detail:
    'Re-read against Microsoft Graph v1.0 docs (microsoftgraph/microsoft-graph-docs-contrib: api-reference/v1.0/api/user-list-calendarview.md for the request: /users/{id}/calendarView with startDateTime/endDateTime, UTC when no offset is given, OData query parameters; api-reference/v1.0/api/user-list-events.md for the documented event with $select: {value} envelope, id, subject, start/end.dateTime, attendees[].type/status/emailAddress{name,address}, organizer). Fixed: the owner was attendees[0], which the documented event shows is the organizer (Samantha Booth, also in organizer), so the guest never saw her booking; the owner is now the last attendee of type required/optional. Not confirmed: isCancelled is a documented event property but is not in either stored example; $skip/$top paging of calendarView (Graph documents @odata.nextLink, which this runtime cannot follow); the order of attendees is not documented as a rule (only shown in the example). Needs a runtime feature to be exact: picking the attendee whose address differs from organizer.emailAddress.address.',
  note: 'Graph has no attendee filter on events: the first 150 events of the calendar view from 30 days ago to 180 days ahead are scanned and only those whose guest (the last person on the attendee list: Graph lists the organizer first) is the customer are shown; an event with several guests where the customer is not last is not shown. Times are in UTC as Graph reports them. Recurring meetings appear as their occurrences (calendarView expands them).',
});
