import { defineConnector } from '../../define.js';

/**
 * Housecall Pro public API with a company API key. Customer search by email or phone (q), the
 * customer's jobs as bookings (scheduled visits) and as invoices (job totals and outstanding balances,
 * in cents).
 */
export const housecallPro = defineConnector({
  key: 'housecall_pro',
  name: 'Housecall Pro',
  category: 'field_service',
  auth: { type: 'header', headers: { Authorization: 'Token {api_key}' } },
  secrets: [{ name: 'api_key', label: 'Housecall Pro API key', example: '0123456789abcdef0123456789abcdef', pattern: '[A-Za-z0-9_-]{20,128}' }],
  baseUrl: 'https://api.housecallpro.com',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { q: '{email}', page_size: '10' } },
      byPhone: { path: '/customers', query: { q: '{phone_last10}', page_size: '10' } },
      records: 'customers',
      map: {
        id: 'id',
        name: { join: ['first_name', 'last_name'] },
        email: 'email',
        phone: { firstOf: ['mobile_number', 'home_number', 'work_number'] },
        postcode: 'addresses.0.zip',
      },
    },
    bookings: {
      request: { path: '/jobs', query: { customer_id: '{customer_id}', scheduled_start_min: '{from_date}' } },
      lookbackDays: 30,
      records: 'jobs',
      // Jobs are read through the customer_id query filter: another customer's job (a filter ignored) is dropped.
      ownerRef: 'customer.id',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'page_size', size: 50, maxPages: 2 },
      map: {
        id: { firstOf: ['invoice_number', 'id'] },
        start: { datetime: 'schedule.scheduled_start' },
        end: { datetime: 'schedule.scheduled_end' },
        service: 'description',
        status: {
          enum: 'work_status',
          map: {
            'needs scheduling': 'needs scheduling',
            scheduled: 'scheduled',
            'in progress': 'in progress',
            'complete rated': 'completed',
            'complete unrated': 'completed',
            'user canceled': 'cancelled',
            'pro canceled': 'cancelled',
          },
        },
        cancelled: { enum: 'work_status', map: { 'user canceled': true, 'pro canceled': true }, others: 'drop' },
      },
    },
    invoices: {
      request: { path: '/jobs', query: { customer_id: '{customer_id}', page_size: '50' } },
      records: 'jobs',
      // Jobs are read through the customer_id query filter: another customer's job (a filter ignored) is dropped.
      ownerRef: 'customer.id',
      map: {
        invoice: 'invoice_number',
        date: { date: { firstOf: ['work_timestamps.completed_at', 'schedule.scheduled_start', 'created_at'] } },
        amount: { money: 'total_amount', source: 'minor' },
        outstanding: { money: 'outstanding_balance', source: 'minor' },
        status: {
          enum: 'work_status',
          map: { 'complete rated': 'completed', 'complete unrated': 'completed', 'user canceled': 'cancelled', 'pro canceled': 'cancelled' },
        },
      },
    },
  },
  docs: 'https://docs.housecallpro.com/docs/housecall-public-api/',
  setup:
    "Housecall Pro's API is on the MAX plan. In Housecall Pro open App Store → API (or My Apps → API), generate an API key and copy it. " +
    'Nothing else is needed.',
  test_level: 'partly-documented',
  test_detail:
    'No official Housecall Pro reference could be read; not confirmed: the Authorization: Token scheme, the customer and job fields and ' + 'filters.',
  note:
    'Housecall Pro keys are not read-only; this connector only reads. Invoices are read from jobs (their invoice number, total and ' +
    'outstanding balance) because per-job invoice lists need a job id. Phone search uses the last 10 digits of the mobile.',
});
