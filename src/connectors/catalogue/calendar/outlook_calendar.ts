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
    'Press Connect and sign in with a Microsoft 365 account that can open the bookings mailbox\'s calendar (its own account, or one it is shared with). Microsoft asks to let the service "read calendars you can access" and "maintain access": both are read-only. If your organisation requires admin approval, your Microsoft 365 admin approves the app once in the Entra admin centre → Enterprise applications. Then enter the bookings mailbox address, e.g. bookings@acme.co.uk.',
  test_level: 'documented',
  test_detail:
    "Re-read against Microsoft Graph v1.0: microsoftgraph/microsoft-graph-docs-contrib api-reference/v1.0/api/user-list-calendarview.md (@0422303: GET /users/{id | userPrincipalName}/calendarView with the required startDateTime/endDateTime, read as UTC when no offset is given, Bearer token, some OData query parameters, $select named), concepts/paging.md (@00e146a: follow the whole @odata.nextLink URL; never work out $skip yourself; $top sets the page size), api-reference/v1.0/api/user-list-events.md (@0f0835c: the {value} envelope, id, subject, start/end {dateTime, timeZone}, attendees[] {type, status, emailAddress {name, address}}, organizer {emailAddress}; the example lists the organizer among the attendees), and the v1.0 CSDL microsoftgraph/msgraph-metadata@f54f11b60956ea7b185ca0447b2b80805836ec7b clean_v10_metadata/cleanMetadata.xml (event: subject, start, end, attendees, organizer, isCancelled (Edm.Boolean); attendee: type required|optional|resource, status, emailAddress {address, name}). Fixed in this pass: paging follows @odata.nextLink (it computed $skip, which Graph's paging guide says not to do); the owner is the first required/optional attendee whose address is not organizer.emailAddress.address (the runtime's new whereNot/sameAs), instead of the last attendee, so a guest listed before another guest is no longer missed and the organizer is never the owner; organizer added to $select. Settled in a second pass: the calendarView page (re-read @0422303 and @4e56e25) still says only that \"some\" OData query parameters are supported, and concepts/query-parameters.md (@00e146a) sends the reader to each API's capabilities; the v1.0 CSDL (msgraph-metadata@f54f11b, clean_v10_metadata/cleanMetadata.xml, <Annotations Target=\"microsoft.graph.user/calendarView\">) states the capabilities of exactly this navigation property (change tracking supported; $search not searchable; not insertable, updatable or deletable) and places no Org.OData.Capabilities.V1.TopSupported=false and no SortRestrictions on it, while the same file does set TopSupported=false where Graph refuses $top (e.g. microsoft.graph.message/attachments); in the OData Capabilities vocabulary an absent restriction means the option is supported, so $top and $orderby on calendarView are documented by Microsoft's own metadata. Neither the metadata nor the pages give a maximum page size for calendarView, so that 50 is within it is not confirmed (the paging guide says an API may ignore $top or refuse one above its maximum; a refusal would show in the connection test; a Microsoft support engineer's answer on learn.microsoft.com/en-us/answers/a/1488109 uses $top=200 on /me/events, which is not reference text). the fixture is shaped as the documented event, not copied from one example.",
  note: 'Graph has no attendee filter on events: the first 150 events of the calendar view from 30 days ago to 180 days ahead are scanned and only those whose guest (the first person on the attendee list who is not the organizer; rooms are not guests) is the customer are shown; an event with several guests is shown only to the first of them. Times are in UTC as Graph reports them. Recurring meetings appear as their occurrences (calendarView expands them).',
});
