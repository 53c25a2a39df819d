import { defineConnector } from '../../define.js';

/**
 * GoTable REST API v1 with a Restaurant API Key (Bearer) for one restaurant. The reservation list has
 * no guest or date filter, so the connector pages through it (up to ten pages of 20) and shows only
 * reservations whose guest email is exactly the verified one.
 */
export const gotable = defineConnector({
  key: 'gotable',
  name: 'GoTable',
  category: 'restaurant',
  auth: { type: 'bearer', secret: 'api_key' },
  config: [{ name: 'restaurant_id', label: 'GoTable restaurant ID', example: '129946', pattern: '\\d{1,12}' }],
  secrets: [
    {
      name: 'api_key',
      label: 'GoTable Restaurant API Key',
      example: 'e25bd140ff8db43954ad7960ac2351ed45e05fa73b021ed48114a7c0972dd0c1',
      pattern: '[A-Za-z0-9_-]{20,200}',
    },
  ],
  baseUrl: 'https://gotable.app/api/v1/restaurants/{restaurant_id}',
  headers: { Accept: 'application/json' },
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/reservations' },
      records: 'reservations',
      pagination: { type: 'page', param: 'page', first: 1, size: 20, maxPages: 10 },
      owner: { email: 'guest_email', name: 'guest_name' },
      map: {
        id: 'id',
        start: { join: ['date', 'time'], separator: 'T' },
        status: { enum: 'state', map: { pending: 'pending', confirmed: 'confirmed', checked_in: 'arrived', rejected: 'declined', cancelled: 'cancelled' } },
        cancelled: { enum: 'state', map: { cancelled: true, rejected: true }, others: 'drop' },
        party_size: 'guests',
      },
    },
  },
  docs: 'https://gotable.app/developer/rest-api',
  setup:
    "In GoTable open your restaurant's Integrations page and create a Restaurant API Key (it can only read and change this one " +
    'restaurant); copy it. The restaurant ID is the number GoTable shows for the restaurant (also returned by GET ' +
    'https://gotable.app/api/v1/restaurants with the key). GoTable keys are not read-only; the connector only ever reads reservations.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against GoTable's developer page (Bearer key, base URL); the reservations route, paging and fields rest on the earlier " +
    'check (its swagger.yaml could be read only in part).',
  note:
    "GoTable cannot filter reservations by guest or date: up to 200 reservations (ten pages of 20) are scanned and only the customer's " +
    "own are shown, so a busy restaurant's other reservations may be missed. GoTable has no no-show state in its documented list. Guest " +
    'comments are never read.',
});
