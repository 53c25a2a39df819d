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
  config: [
    { name: 'account_host', label: 'MakePlans address', example: 'acmesalon.makeplans.net', pattern: '[a-z0-9][a-z0-9-]{0,62}\\.makeplans\\.(net|no)' },
  ],
  secrets: [{ name: 'api_key', label: 'API key', example: '4f2c9d1e8b7a6f5e4d3c2b1a0f9e8d7c', pattern: '[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://{account_host}/api/v1',
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
      pagination: { type: 'link_header', maxPages: 2 },
      map: {
        id: 'booking.id',
        start: 'booking.booked_from',
        end: 'booking.booked_to',
        status: {
          enum: 'booking.state',
          map: { awaiting_verification: 'awaiting verification', awaiting_confirmation: 'awaiting confirmation', awaiting_payment: 'awaiting payment', verification_expired: 'expired' },
        },
        cancelled: {
          firstOf: [{ enum: 'booking.state', map: { cancelled: true, declined: true, deleted: true, verification_expired: true }, others: 'drop' }, { const: false }],
        },
      },
    },
  },
  docs: 'https://github.com/makeplans/makeplans-api',
  setup:
    'In MakePlans open Settings → Account (the account page), enable the API and copy the API key. The key gives full access to the account, so keep it private. Enter your MakePlans address without https:// (acmesalon.makeplans.net, or acmesalon.makeplans.no for the Norwegian site).',
  test_level: 'partly-documented',
  test_detail:
    'Not yet re-read against an official example in the fidelity pass. Earlier check: documented (github.com/makeplans/makeplans-api, _guides/authentication.md, _guides/pagination.md, _endpoints/people.md, _endpoints/bookings.md): Authorization: Bearer <API key> (Basic with the key as username is marked deprecated there, and was used before this check), GET /people with the email and phone_number query parameters (the previous phonenumber parameter is not among the documented ones), the wrapped [{"person": {...}}] and [{"booking": {...}}] arrays, person fields name, email, phone_number, phone_number_formatted, booking fields id, booked_from, booked_to, state and the state list, GET /people/{id}/bookings/visible (documented as the listing that includes cancelled bookings; the plain listing returns active ones), and page/Link-header paging (100 people or 750 bookings a page). Not confirmed: whether an email that matches nobody answers [] (assumed, as for any empty list).',
  note: 'Replaces Checkfront, whose API returns bookings and customers as objects keyed by id, which connectors cannot read as lists. MakePlans API keys are not read-only. Active, declined and cancelled bookings are shown (MakePlans\' visible listing); declined and cancelled ones are marked cancelled.',
});
