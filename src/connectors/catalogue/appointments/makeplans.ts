import { defineConnector } from '../../define.js';

/**
 * MakePlans API v1 (the account's API key as a Bearer token). People are looked up by their unique
 * email or phone number (query parameters email and phone_number); the person's bookings are listed
 * with the `visible` listing (active bookings plus declined and cancelled ones), paged by the RFC 8288
 * Link header. MakePlans wraps each item: `[{"person": {...}}]`, `[{"booking": {...}}]`. Booking notes and
 * custom data are never read.
 */
export const makeplans = defineConnector({
  key: 'makeplans',
  name: 'MakePlans',
  category: 'appointments',
  auth: { type: 'bearer', secret: 'api_key' },
  config: [{ name: 'account_host', label: 'MakePlans address', example: 'acmesalon.makeplans.net', pattern: '[a-z0-9][a-z0-9-]{0,62}\\.makeplans\\.(net|no)' }],
  secrets: [{ name: 'api_key', label: 'API key', example: '4f2c9d1e8b7a6f5e4d3c2b1a0f9e8d7c', pattern: '[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://{account_host}/api/v1',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/people', query: { email: '{email}' } },
      byPhone: { path: '/people', query: { phone_number: '{phone}' } },
      records: '$',
      map: {
        id: 'person.id',
        name: 'person.name',
        email: 'person.email',
        phone: { firstOf: ['person.phone_number_formatted', 'person.phone_number'] },
      },
    },
    bookings: {
      request: { path: '/people/{customer_id}/bookings/visible' },
      records: '$',
      // The person's own bookings route; a booking naming another person is dropped.
      ownerRef: 'booking.person_id',
      pagination: { type: 'link_header', maxPages: 2 },
      map: {
        id: 'booking.id',
        start: 'booking.booked_from',
        end: 'booking.booked_to',
        status: {
          enum: 'booking.state',
          map: {
            awaiting_verification: 'awaiting verification',
            awaiting_confirmation: 'awaiting confirmation',
            awaiting_payment: 'awaiting payment',
            verification_expired: 'expired',
          },
        },
        cancelled: {
          firstOf: [
            { enum: 'booking.state', map: { cancelled: true, declined: true, deleted: true, verification_expired: true }, others: 'drop' },
            { const: false },
          ],
        },
      },
    },
  },
  docs: 'https://github.com/makeplans/makeplans-api',
  setup:
    'In MakePlans open Settings → Account (the account page), enable the API and copy the API key. The key gives full access to the account, so keep it private. Enter your MakePlans address without https:// (acmesalon.makeplans.net, or acmesalon.makeplans.no for the Norwegian site).',
  test_level: 'documented',
  test_detail:
    "Re-read against MakePlans's official API documentation repository (makeplans/makeplans-api@6acb5669459d771b643f19aa5414c85dea5eae7e): _guides/pagination.md (Link header paging, Bearer API key), _endpoints/people.md (GET /people with the email and phone_number query parameters; [{person: {...}}] items with id, name, email, phone_number, phone_number_formatted; GET /people/{person_id}/bookings/visible, the documented per-person listing that includes declined and cancelled bookings), _endpoints/bookings.md ([{booking: {...}}] items with id, booked_from, booked_to, person_id, state; the states awaiting_verification, verification_expired, awaiting_payment, awaiting_confirmation, confirmed, declined, cancelled, deleted). Bookings are checked by booking.person_id (ownerRef). Booking and person notes are in the replies and never mapped.",
  note: "Replaces Checkfront, whose API returns bookings and customers as objects keyed by id, which connectors cannot read as lists. MakePlans API keys are not read-only. Active, declined and cancelled bookings are shown (MakePlans' visible listing); declined and cancelled ones are marked cancelled.",
});
