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
    "Fourth pass, re-read against Pike13's own example repositories. pike13inc/booking_platform_integration_example@a7cfa83f4335ab0721c6c04310afded3b0d4a238: lib/person.rb reads GET /api/v2/desk/people/search?q=<email>&fields=email as results[0].person.id and sends person first_name / last_name / email; lib/schedule.rb reads event_occurrences[].name, start_at and end_at (UTC, with the location's timezone beside them), the event_occurrence fields visits embed here; lib/helpers.rb reads desk replies as a list named after the resource ({visits: [...]}); lib/visit.rb creates a visit from person_id and event_occurrence_id; lib/late_cancel.rb late-cancels a visit with state_event late_cancel; lib/cancel.rb shows a visit paid through a punch of a plan; lib/config.rb gives the business host <subdomain>.pike13.com. pike13inc/fd_oauth_example@63fb14160ca2a69b8a026cf8bd129bfa4f01fd01 lib/server.rb: OAuth2 authorization code on pike13.com (/oauth/authorize, /oauth/token), Bearer token, no scopes. developer.pike13.com/docs/api/v2 (stored copy, opening only): replies carry a root key named after the resource, timestamps in UTC. pike13inc/reporting_api_example (README and a token script only) adds nothing. An earlier pass fixed the search envelope ({results: [{person}]}, from Pike13's own example, not {people}); check it once with a live key. Visits declare ownerRef person_id. NOT confirmed by an official source: the search by phone (fields=phone), person.name and person.phone, the routes people/:id/visits (with from) and people/:id/plans, the visit state values (reserved, registered, completed, noshowed, late_canceled), and the plan fields (name, start_date, end_date, on_hold, is_available). The developer.pike13.com v2 reference that lists them could be read only to its opening, and searches of the stored docs found no other official copy.",
  note: 'Pike13 OAuth has no scopes: the connection can do what the signing-in staff member can, though this connector only reads. Invoices are not offered because the desk API lists invoices only business-wide, not per person.',
});
