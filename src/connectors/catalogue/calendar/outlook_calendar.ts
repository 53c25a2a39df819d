import { defineConnector } from '../../define.js';

/**
 * Microsoft Graph v1.0 calendar view of one mailbox, read-only delegated OAuth. Graph cannot filter
 * events by attendee, so the connector reads the mailbox's calendar view from {from_date} to {to_date}
 * (recurring meetings expanded into their occurrences; three pages of 50 at most, $skip paging) and
 * shows only those whose attendee is exactly the verified email.
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
  config: [
    { name: 'mailbox', label: 'bookings mailbox address', example: 'bookings@acme.co.uk', pattern: '[A-Za-z0-9._%+\'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}' },
  ],
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
      owner: { email: 'attendees.0.emailAddress.address', name: 'attendees.0.emailAddress.name' },
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
  test_level: 'unconfirmed',
  test_detail:
    'Not yet re-read against an official example in the fidelity pass. Earlier check: written from Microsoft Graph v1.0 (user-list-calendarview) as remembered: /users/{mailbox}/calendarView with startDateTime/endDateTime, $select, $orderby, $top/$skip, the {value} envelope, start.dateTime (UTC by default), isCancelled and attendees[].emailAddress; scope Calendars.Read.Shared. Not re-checked against a stored copy in this pass; Graph documents @odata.nextLink paging, which this runtime cannot read (the path contains a dot), so $skip is used.',
  note:
    'Graph has no attendee filter on events: the first 150 events of the calendar view from 30 days ago to 180 days ahead are scanned and only those whose first attendee is the customer are shown. Times are in UTC as Graph reports them. Recurring meetings appear as their occurrences (calendarView expands them).',
});
