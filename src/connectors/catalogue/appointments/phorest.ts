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
    'Phorest gives API access to approved integrations only: ask Phorest support (or your account manager) for third-party API credentials for your business, and ask for a read-only API user if they offer one. They send an API username, a password, your business ID and the region of your data (eu for Europe and the UK, us for North America and Australia). Enter the username without the "global/" prefix.',
  test_level: 'partly-documented',
  test_detail:
    "Fourth pass (nothing newly confirmed): Phorest's GitHub organisation (phorest/*: test suites, Ember/React Native forks, tooling) holds no API reference, SDK or Postman collection, and searches of the stored developer.phorest.com pages returned only the client-endpoint page again (the client object as above), not the getclients parameter names. The items below stay open. Re-read against Phorest's own developer site (stored copies): developer.phorest.com/reference/getclients and /hp/reference/getclients (List clients for a business: HTTP Basic credentials; the list can be filtered by client email address and by client mobile number; page size defaults to 20 and is at most 200; page numbers start at 0) and developer.phorest.com/docs/using-the-client-endpoint (the client object as Phorest returns it: clientId, firstName, lastName, mobile and landLine as digit strings, email, address {streetAddress1, streetAddress2, city, state, postalCode, country}; the endpoint path /third-party-api-server/api/business/{businessId}/client; the api-gateway-eu host in the reference's server line). Confirmed: every mapped client field, the path, Basic auth and the size parameter's range. Not confirmed, so this stays partly-documented: the query parameter names of the two filters (the stored reference shows their descriptions, not their names; email and phone are as remembered), the HAL list envelope _embedded.clients (no list example in the stored pages), the global/ prefix of the API username and the us gateway host. The fixture keeps the documented client object's field names with its own values.",
  note: 'Verification only: appointments are not read yet. Phorest lists them per branch (a branch ID setting this connector does not ask for) for a from_date..to_date window of limited length, and whether that list can be filtered by client could not be confirmed; the window itself can now be written with {from_date}..{to_date}. Mobile numbers are searched as digits only (Phorest stores them without spaces or +). Phorest API access needs partner approval.',
});
