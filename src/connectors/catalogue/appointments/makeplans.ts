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
        postcode: 'person.postal_code',
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
    'In MakePlans open Settings → Account (the account page), enable the API and copy the API key. The key gives full access to the ' +
    'account, so keep it private. Enter your MakePlans address without https:// (acmesalon.makeplans.net, or acmesalon.makeplans.no for ' +
    'the Norwegian site).',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against MakePlans's API documentation repository (makeplans/makeplans-api@6acb566: " +
    'people.md, bookings.md, pagination.md).',
  note:
    "MakePlans API keys are not read-only. Active, declined and cancelled bookings are shown (MakePlans' visible listing); declined and " +
    'cancelled ones are marked cancelled.',
});
