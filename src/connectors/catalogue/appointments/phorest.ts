import { defineConnector } from '../../define.js';

/**
 * Phorest third-party API (HTTP Basic with the API user `global/<username>` and its password; Phorest
 * issues these to approved partners). Clients are searched by email or mobile. Appointments are not
 * offered yet: Phorest lists them per branch for a from_date..to_date window (see note).
 */
export const phorest = defineConnector({
  key: 'phorest',
  name: 'Phorest Salon Software',
  category: 'appointments',
  auth: { type: 'basic', username: 'global/{api_username}', password: '{api_password}' },
  config: [
    { name: 'region', label: 'Phorest API region', example: 'eu', pattern: 'eu|us' },
    { name: 'business_id', label: 'Phorest business ID', example: 'eTC3QY5W3p_HmGHezKfxJw', pattern: '[A-Za-z0-9_-]{10,40}' },
    { name: 'api_username', label: 'API username (without global/)', example: 'api.acme-salon@phorest.com', pattern: '[^\\s/]{3,120}' },
  ],
  secrets: [{ name: 'api_password', label: 'API password', example: 'q8Z!r2Lm#Vt5', pattern: '\\S{6,200}' }],
  baseUrl: 'https://api-gateway-{region}.phorest.com/third-party-api-server/api/business/{business_id}',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/client', query: { email: '{email}', size: '10' } },
      byPhone: { path: '/client', query: { phone: '{phone_digits}', size: '10' } },
      records: '_embedded.clients',
      map: {
        id: 'clientId',
        name: { join: ['firstName', 'lastName'] },
        email: 'email',
        phone: { firstOf: ['mobile', 'landLine'] },
        postcode: 'address.postalCode',
      },
    },
  },
  docs: 'https://developer.phorest.com/',
  setup:
    'Phorest gives API access to approved integrations only: ask Phorest support (or your account manager) for third-party API ' +
    'credentials for your business, and ask for a read-only API user if they offer one. They send an API username, a password, your ' +
    'business ID and the region of your data (eu for Europe and the UK, us for North America and Australia). Enter the username without ' +
    'the "global/" prefix.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Phorest's developer reference; not confirmed: the filter parameter names, the _embedded.clients list envelope, the " +
    'global/ username prefix and the us host.',
  note:
    'Verification only: appointments are not read yet. Phorest lists them per branch (a branch ID setting this connector does not ask ' +
    'for) for a from_date..to_date window of limited length, and whether that list can be filtered by client could not be confirmed. ' +
    'Mobile numbers are searched as digits only (Phorest stores them without spaces or +). Phorest API access needs partner approval.',
});
