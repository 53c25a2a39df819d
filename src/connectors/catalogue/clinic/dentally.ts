import { defineConnector } from '../../define.js';

/**
 * Dentally API v1 with a bearer access token. Patients are searched with Dentally's free-text
 * `query`; appointments and invoices are the patient's own, filtered by patient_id. Clinical notes,
 * treatment plans and appointment notes are never read.
 */
export const dentally = defineConnector({
  key: 'dentally',
  name: 'Dentally',
  category: 'clinic',
  auth: { type: 'bearer', secret: 'access_token' },
  config: [{ name: 'site_id', label: 'site ID', example: 'a1b2c3d4-e5f6-7890-abcd-ef0123456789', pattern: '[A-Za-z0-9-]{4,40}', optional: true }],
  secrets: [{ name: 'access_token', label: 'API access token', example: 'dentally_0123456789abcdef0123456789abcdef', pattern: '\\S{16,200}' }],
  baseUrl: 'https://api.dentally.co/v1',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/patients', query: { query: '{email}', site_id: '{site_id}', per_page: '10' } },
      records: 'patients',
      map: {
        id: 'id',
        name: { join: ['first_name', 'last_name'] },
        email: 'email_address',
        phone: { firstOf: ['mobile_phone', 'home_phone'] },
        postcode: 'postcode',
      },
    },
    bookings: {
      request: { path: '/appointments', query: { patient_id: '{customer_id}', after: '{from_date}' } },
      records: 'appointments',
      // Rows carry the patient's id: another patient's appointment (a filter ignored) is dropped.
      ownerRef: 'patient_id',
      lookbackDays: 30,
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'per_page', size: 50, maxPages: 2 },
      map: {
        id: 'id',
        start: 'start_time',
        end: 'finish_time',
        service: 'reason',
        status: {
          enum: 'state',
          map: {
            Pending: 'booked',
            Confirmed: 'confirmed',
            Arrived: 'arrived',
            'In surgery': 'arrived',
            Completed: 'completed',
            Cancelled: 'cancelled',
            'Did not attend': 'did not arrive',
          },
        },
        cancelled: { enum: 'state', map: { Cancelled: true }, others: 'drop' },
        did_not_arrive: { enum: 'state', map: { 'Did not attend': true }, others: 'drop' },
      },
    },
    invoices: {
      request: { path: '/invoices', query: { patient_id: '{customer_id}' } },
      records: 'invoices',
      // Rows carry the patient's id: another patient's invoice (a filter ignored) is dropped.
      ownerRef: 'patient_id',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'per_page', size: 50, maxPages: 2 },
      map: {
        invoice: { firstOf: ['reference', 'id'] },
        date: { date: 'dated_on' },
        // Dentally's invoice states no currency and one host serves UK (GBP) and Irish (EUR) practices:
        // no currency is assumed (the runtime writes at least two decimals without one).
        amount: { money: 'amount', source: 'decimal_string' },
        status: { enum: 'paid', map: { true: 'paid', false: 'unpaid' } },
        outstanding: { money: 'amount_outstanding', source: 'decimal_string' },
      },
    },
  },
  docs: 'https://developer.dentally.co/',
  setup:
    'Dentally gives API access through its developer programme (invite only), so ask Dentally support to enable API access for your ' +
    'practice and issue an access token for this integration with read-only scopes for patients, appointments and invoices (Dentally ' +
    'scopes read like patient:read; do not tick any :update or :create scope). Paste the token here. If your practice has several ' +
    'sites, enter the site ID Dentally shows for the site whose patients the bot may look up; leave it blank to search every site.',
  test_level: 'unconfirmed',
  test_detail:
    'No official example could be read; rests on public integrations: the patient search parameter, the invoice reference field and the ' +
    'patient_id filters are unconfirmed.',
  note:
    "Patients are found through Dentally's free-text search by email; the matching rules then require the exact email. Invoices carry " +
    'no currency and the same host serves UK and Irish practices, so amounts are shown without one (two decimals). A part-paid invoice ' +
    "shows what is still owed. Practices on Dentally's Australian or Canadian hosts (api.apac.dentally.com, api.ca.dentally.com) are " +
    'not reached by this connector. Clinical notes, treatment plans and appointment notes are never read.',
});
