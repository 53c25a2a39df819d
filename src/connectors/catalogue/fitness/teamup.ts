import { defineConnector } from '../../define.js';

/**
 * TeamUp API v2 with a machine-to-machine token in provider (staff) mode. Customer search by email
 * (`query` matches email and name), the customer's attendances (class and appointment bookings) and
 * customer memberships. Lists use TeamUp's {count, next, previous, results} envelope.
 */
export const teamup = defineConnector({
  key: 'teamup',
  name: 'TeamUp',
  category: 'fitness',
  auth: { type: 'header', headers: { Authorization: 'Token {api_token}' } },
  config: [{ name: 'provider_id', label: 'TeamUp provider ID', example: '12345', pattern: '\\d{1,12}' }],
  secrets: [{ name: 'api_token', label: 'TeamUp API token', example: 'f3c1d2e4a5b6c7d8e9f00112233445566778899a', pattern: '[A-Za-z0-9._-]{20,200}' }],
  baseUrl: 'https://goteamup.com/api/v2',
  headers: { 'TeamUp-Provider-ID': '{provider_id}', 'TeamUp-Request-Mode': 'provider' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { query: '{email}', page_size: '10' } },
      records: 'results',
      map: { id: 'id', name: { join: ['first_name', 'last_name'] }, email: 'email' },
    },
    bookings: {
      request: {
        path: '/attendances',
        query: { customer: '{customer_id}', expand: 'event', event_starts_at_gte: '{from_date}T00:00:00Z', sort: 'event_starts_at', page_size: '100' },
      },
      lookbackDays: 30,
      records: 'results',
      // Attendances are read through the customer filter: another customer's attendance (a filter ignored) is dropped.
      ownerRef: 'customer',
      pagination: { type: 'next_url', nextPath: 'next', maxPages: 2 },
      map: {
        id: 'id',
        start: { datetime: 'event.starts_at' },
        end: { datetime: 'event.ends_at' },
        service: 'event.name',
        status: {
          enum: 'status',
          map: {
            registered: 'booked',
            attended: 'attended',
            no_show: 'no show',
            late_cancelled: 'late cancelled',
            waitlisted: 'waitlisted',
            not_registered: 'not booked',
          },
        },
        cancelled: { enum: 'status', map: { late_cancelled: true, not_registered: true }, others: 'drop' },
        did_not_arrive: { enum: 'status', map: { no_show: true }, others: 'drop' },
      },
    },
    subscriptions: {
      request: { path: '/customer_memberships', query: { customer: '{customer_id}', expand: 'membership', page_size: '100' } },
      records: 'results',
      // Memberships are read through the customer filter: another customer's membership (a filter ignored) is dropped.
      ownerRef: 'customer',
      pagination: { type: 'next_url', nextPath: 'next', maxPages: 2 },
      map: {
        id: 'id',
        plan: { firstOf: ['name', 'membership.name'] },
        status: { enum: 'status', map: { active: 'active', hold: 'on hold', cancelled: 'cancelled', completed: 'ended' } },
        start: { date: 'start_date' },
        expires: { date: 'expiration_date' },
      },
    },
  },
  docs: 'https://goteamup.com/api/v2/docs',
  setup:
    'In TeamUp open Settings → Integrations → API Integration (press Get Started and complete the short application first if you have ' +
    'none), then Options → View and Update Applications. In the M2M Tokens section press Add next to M2M Token, set an expiry and the ' +
    'narrowest permissions the form offers, and copy the token. Your provider ID is the number of your business in TeamUp (shown in ' +
    'your dashboard address). M2M tokens act for the whole business with admin-level access, so keep the token private; the connector ' +
    'only reads customers, attendances and memberships.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against TeamUp's OAuth and authentication guides only; not confirmed: the Token header form, the attendance and membership " +
    'routes, filters and fields.',
  note:
    'TeamUp tokens are not limited to reading; the connector only makes GET requests. Phone numbers live in custom fields, so customers ' +
    'are found by email only.',
});
