import { defineConnector } from '../../define.js';

/**
 * Bookeo API v2. Every call carries the application's secret key and the account's API key, here as
 * the X-Bookeo-secretKey and X-Bookeo-apiKey headers. The business registers its own application (a
 * free Bookeo developer account) and installs it into its Bookeo account with read-only permissions,
 * which issues the API key. Customers are searched by email address (searchField=emailAddress); the
 * customer's bookings from {from_date} to {to_date} are listed, cancelled ones included. Booking
 * notes, participants' details and custom fields are never read.
 */
export const bookeo = defineConnector({
  key: 'bookeo',
  name: 'Bookeo',
  category: 'appointments',
  auth: { type: 'header', headers: { 'X-Bookeo-secretKey': '{secret_key}', 'X-Bookeo-apiKey': '{api_key}' } },
  secrets: [
    { name: 'secret_key', label: 'Bookeo application secret key', example: 'RV4URTDBaoNysxrVcCtDGXm7eRiVoaX4', pattern: '[A-Za-z0-9]{16,64}' },
    { name: 'api_key', label: 'Bookeo API key', example: 'AJXRUXU3EUHNXXKFAA4ER41551N96JNR14F91CA8DAC', pattern: '[A-Za-z0-9]{20,80}' },
  ],
  baseUrl: 'https://api.bookeo.com/v2',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { searchText: '{email}', searchField: 'emailAddress', itemsPerPage: '10' } },
      records: 'data',
      map: {
        id: 'id',
        name: { join: ['firstName', 'lastName'] },
        email: 'emailAddress',
        phone: { firstOf: [{ path: 'phoneNumbers', where: { type: 'mobile' }, pick: 'number' }, 'phoneNumbers.0.number'] },
        postcode: 'streetAddress.postcode',
      },
    },
    bookings: {
      request: { path: '/customers/{customer_id}/bookings', query: { beginDate: '{from_date}', endDate: '{to_date}', itemsPerPage: '100' } },
      records: 'data',
      // The customer's own bookings route; a booking naming another customer is dropped.
      ownerRef: 'customerId',
      lookbackDays: 30,
      lookaheadDays: 365,
      map: {
        id: 'bookingNumber',
        start: 'startTime',
        end: 'endTime',
        service: { firstOf: ['productName', 'title'] },
        status: {
          firstOf: [
            { enum: 'canceled', map: { true: 'cancelled' }, others: 'drop' },
            { enum: 'accepted', map: { false: 'provisional' }, others: 'drop' },
            { const: 'booked' },
          ],
        },
        cancelled: 'canceled',
      },
    },
  },
  docs: 'https://www.bookeo.com/apiref/',
  setup:
    'Bookeo keys come from an application you register yourself. 1) Sign up for a free Bookeo developer account at ' +
    'signup.bookeo.com/?wizardCode=apidev (use a different email address from your business account), register an application named ' +
    '"customer bot" and copy the secret key shown once. 2) On the developer home page copy the application\'s Authorization URL, add ' +
    '&permissions=customers_r_all,bookings_r_all (read-only), open it while signed in as the owner of your Bookeo business account and ' +
    'approve; Bookeo then shows the API key. Paste both keys here.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Bookeo's setup and protocol notes; its OpenAPI could not be read, so the customer search parameters, the list " +
    'envelope and the field names are unconfirmed.',
  note:
    'Customers are found by exact email; Bookeo may hold duplicate customer records for one email, and each is matched on its own. ' +
    'Bookings from 30 days ago to a year ahead, 100 at most, cancelled ones included and marked. Times are shown as Bookeo reports them ' +
    "(with the account's offset).",
});
