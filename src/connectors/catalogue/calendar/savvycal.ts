import { defineConnector } from '../../define.js';

/**
 * SavvyCal API v1 with a personal access token (bearer). SavvyCal has no event filter by email, so the
 * connector reads the upcoming events in every state (cancelled ones included), at most three pages of
 * 100 following the `after` cursor, and keeps only those whose scheduler (the person who booked) is
 * exactly the verified email. Event descriptions, "additional info" and attendee field answers are
 * never read.
 */
export const savvycal = defineConnector({
  key: 'savvycal',
  name: 'SavvyCal',
  category: 'calendar',
  auth: { type: 'bearer', secret: 'access_token' },
  secrets: [
    {
      name: 'access_token',
      label: 'SavvyCal personal access token',
      example: 'pt_secret_4f2a9c1e7b3d5f8a0c2e4b6d8f1a3c5e',
      pattern: 'pt_secret_[A-Za-z0-9]{16,128}',
    },
  ],
  baseUrl: 'https://api.savvycal.com/v1',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/events', query: { state: 'all', period: 'upcoming', limit: '100' } },
      records: 'entries',
      pagination: { type: 'cursor', param: 'after', cursorPath: 'metadata.after', maxPages: 3 },
      owner: { email: 'scheduler.email', name: 'scheduler.display_name' },
      map: {
        id: 'id',
        start: 'start_at',
        end: 'end_at',
        service: { firstOf: ['link.name', 'summary'] },
        status: {
          enum: 'state',
          map: {
            confirmed: 'confirmed',
            tentative: 'provisional',
            awaiting_approval: 'awaiting approval',
            awaiting_checkout: 'awaiting payment',
            canceled: 'cancelled',
            declined: 'declined',
            checkout_expired: 'expired',
          },
        },
        cancelled: { enum: 'state', map: { canceled: true, declined: true, checkout_expired: true }, others: 'drop' },
      },
    },
  },
  docs: 'https://savvycal.com/docs/api/endpoints/events',
  setup:
    'In SavvyCal open Settings → Developers, create a personal access token named "customer bot" and copy it (it starts pt_secret_). ' +
    'The token reads the events of the SavvyCal account that creates it, so create it in the account whose scheduling links take the ' +
    'bookings. Tokens cannot be limited to reading; this connector only lists events.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against SavvyCal's API reference pages (authentication, events, event, event-attendee).",
  note:
    'SavvyCal cannot search events by email: the next 300 upcoming events at most are scanned and only those booked by the customer ' +
    '(their email and name as the scheduler) are shown, cancelled and declined ones marked. Past events are not shown. Times are in UTC ' +
    'as SavvyCal reports them.',
});
