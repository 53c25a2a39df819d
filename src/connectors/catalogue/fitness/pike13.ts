import { defineConnector } from '../../define.js';

/**
 * Pike13 Core API v2, desk (staff) namespace, signed in with OAuth. Person search by email or phone,
 * the person's visits (class and appointment bookings) and plans (memberships, passes, packs).
 */
export const pike13 = defineConnector({
  key: 'pike13',
  name: 'Pike13',
  category: 'fitness',
  auth: { type: 'oauth2', authorizeUrl: 'https://pike13.com/oauth/authorize', tokenUrl: 'https://pike13.com/oauth/token', scopes: [] },
  config: [{ name: 'business', label: 'Pike13 business subdomain', example: 'acmegym', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  baseUrl: 'https://{business}.pike13.com/api/v2/desk',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/people/search', query: { q: '{email}', fields: 'email' } },
      byPhone: { path: '/people/search', query: { q: '{phone}', fields: 'phone' } },
      // Pike13's own integration example reads a search as {results: [{person: {...}}]}.
      records: 'results',
      map: {
        id: 'person.id',
        name: { firstOf: ['person.name', { join: ['person.first_name', 'person.last_name'] }] },
        email: 'person.email',
        phone: 'person.phone',
      },
    },
    bookings: {
      request: { path: '/people/{customer_id}/visits', query: { from: '{from_date}T00:00:00Z' } },
      lookbackDays: 30,
      records: 'visits',
      // Visits of the person's own route; a visit naming another person is dropped.
      ownerRef: 'person_id',
      map: {
        id: 'id',
        start: { datetime: 'event_occurrence.start_at' },
        end: { datetime: 'event_occurrence.end_at' },
        service: 'event_occurrence.name',
        status: {
          enum: 'state',
          map: { reserved: 'reserved', registered: 'booked', completed: 'attended', noshowed: 'no show', late_canceled: 'late cancelled' },
        },
        cancelled: { enum: 'state', map: { late_canceled: true }, others: 'drop' },
        did_not_arrive: { enum: 'state', map: { noshowed: true }, others: 'drop' },
      },
    },
    subscriptions: {
      request: { path: '/people/{customer_id}/plans' },
      records: 'plans',
      map: {
        id: 'id',
        plan: 'name',
        status: {
          firstOf: [
            { enum: 'on_hold', map: { true: 'on hold' }, others: 'drop' },
            { enum: 'is_available', map: { true: 'active', false: 'inactive' }, others: 'drop' },
          ],
        },
        start: { date: 'start_date' },
        expires: { date: 'end_date' },
      },
    },
  },
  docs: 'https://developer.pike13.com/docs/api/v2',
  setup:
    'Press Connect with Pike13 and sign in as a staff member of your business, then allow access. Pike13 gives apps the same access as ' +
    'the staff member who signs in, so use a staff login with a limited role (one that can view clients, visits and plans). The ' +
    'business subdomain is the first part of your Pike13 address: acmegym for acmegym.pike13.com.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Pike13's own example repositories; not confirmed: the phone search, person.name/phone, the visits and plans " +
    'routes, visit states and plan fields.',
  note:
    'Pike13 OAuth has no scopes: the connection can do what the signing-in staff member can, though this connector only reads. Invoices ' +
    'are not offered because the desk API lists invoices only business-wide, not per person.',
});
