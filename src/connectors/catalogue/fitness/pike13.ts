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
    'Press Connect with Pike13 and sign in as a staff member of your business, then allow access. Pike13 gives apps the same access as the staff member who signs in, so use a staff login with a limited role (one that can view clients, visits and plans). The business subdomain is the first part of your Pike13 address: acmegym for acmegym.pike13.com.',
  test_level: 'partly-documented',
  test_detail:
    "Re-read against Pike13's own example repositories: pike13inc/booking_platform_integration_example@a7cfa83f4335ab0721c6c04310afded3b0d4a238 (lib/person.rb: GET /api/v2/desk/people/search?q=<email>&fields=email read as results[0].person.id; lib/person.rb and lib/visit.rb: person first_name/last_name/email and visit person_id as sent on create; lib/helpers.rb: desk replies wrap records in a list named after the resource, e.g. {visits: [...]}; lib/config.rb: the business host <subdomain>.pike13.com) and pike13inc/fd_oauth_example@63fb14160ca2a69b8a026cf8bd129bfa4f01fd01 (lib/server.rb: OAuth2 authorization code on the pike13.com site with the oauth2 gem's /oauth/authorize and /oauth/token and a Bearer access token; no scopes). Fixed in this pass: the customer search read {people: [...]} (from an unofficial client's made-up test stub); Pike13's own example reads {results: [{person}]}, so records are now results and fields person.*. Pike13's Core API page (developer.pike13.com/docs/api/v2, stored copy) states the general rule that replies carry a root key named after the resource ({people: [...]} for GET /desk/people, {visits}, {plans}); the search reply is the one shape that rule does not cover, and it is taken from Pike13's own example, so check it once with a live key. Visits declare ownerRef person_id. Not confirmed by an official example: the search by phone (fields=phone), person.name and person.phone, people/:id/visits with from and people/:id/plans, the visit states (reserved, registered, completed, noshowed, late_canceled), event_occurrence.name/start_at/end_at, and the plan fields (name, start_date, end_date, on_hold, is_available), written from the developer.pike13.com v2 reference, which could not be read here.",
  note: 'Pike13 OAuth has no scopes: the connection can do what the signing-in staff member can, though this connector only reads. Invoices are not offered because the desk API lists invoices only business-wide, not per person.',
});
