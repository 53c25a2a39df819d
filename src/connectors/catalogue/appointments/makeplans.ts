import { defineConnector } from '../../define.js';

/**
 * MakePlans API v1 (HTTP Basic: the account's API key as username, no password). People are looked up
 * by their unique email or phone number; the person's bookings (every state, cancelled included) are
 * listed. MakePlans wraps each item: `[{"person": {...}}]`, `[{"booking": {...}}]`. Booking notes and
 * custom data are never read.
 */
export const makeplans = defineConnector({
  key: 'makeplans',
  name: 'MakePlans',
  category: 'appointments',
  auth: { type: 'basic', username: '{api_key}', password: '' },
  config: [
    { name: 'account_host', label: 'MakePlans address', example: 'acmesalon.makeplans.net', pattern: '[a-z0-9][a-z0-9-]{0,62}\\.makeplans\\.(net|no)' },
  ],
  secrets: [{ name: 'api_key', label: 'API key', example: '4f2c9d1e8b7a6f5e4d3c2b1a0f9e8d7c', pattern: '[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://{account_host}/api/v1',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/people', query: { email: '{email}' } },
      byPhone: { path: '/people', query: { phonenumber: '{phone}' } },
      records: '$',
      map: {
        id: 'person.id',
        name: 'person.name',
        email: 'person.email',
        phone: { firstOf: ['person.phone_number_formatted', 'person.phonenumber', 'person.phone_number'] },
      },
    },
    bookings: {
      request: { path: '/people/{customer_id}/bookings' },
      records: '$',
      pagination: { type: 'page', param: 'page', first: 1, size: 100, maxPages: 2 },
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
  test_level:
    'documented: Basic auth with the key as username, people?email|phonenumber and the wrapped person and booking objects from MakePlans\' public API readme; the /people/{id}/bookings path follows MakePlans\' later docs and is not in the readme version checked',
  note: 'Replaces Checkfront, whose API returns bookings and customers as objects keyed by id, which connectors cannot read as lists. MakePlans API keys are not read-only. Bookings of every state are shown; cancelled, declined and deleted ones are marked cancelled.',
});
