import { defineConnector } from '../../define.js';

/**
 * Workiz public API v1. The account API token is a segment of every URL
 * (https://api.workiz.com/api/v1/{api_token}/...), so auth is `none` and the token lives in the base
 * URL. Workiz has no client search, so customers are verified from their jobs: the connector lists
 * jobs scheduled from {from_date} on (one page of 100, open and closed) and shows only the jobs whose
 * client email is exactly the verified one. Replies are `{flag, data: [...], has_more}`.
 */
export const workiz = defineConnector({
  key: 'workiz',
  name: 'Workiz',
  category: 'field_service',
  auth: { type: 'none' },
  secrets: [{ name: 'api_token', label: 'Workiz API token', example: 'api_7k2m9x4q1w8e5r3t6y0u2i9o4p7a1s5d', pattern: 'api_[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://api.workiz.com/api/v1/{api_token}',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/job/all/', query: { start_date: '{from_date}', offset: '0', records: '100', only_open: 'false' } },
      records: 'data',
      lookbackDays: 30,
      owner: { email: 'Email', name: { join: ['FirstName', 'LastName'] } },
      map: {
        id: { firstOf: ['SerialId', 'UUID'] },
        start: { datetime: 'JobDateTime' },
        end: { datetime: 'JobEndDateTime' },
        service: 'JobType',
        status: {
          enum: 'Status',
          map: {
            Submitted: 'booked',
            Submited: 'booked',
            Pending: 'pending',
            'In progress': 'in progress',
            'On hold': 'on hold',
            Done: 'completed',
            Canceled: 'cancelled',
            Cancelled: 'cancelled',
          },
        },
        cancelled: { enum: 'Status', map: { Canceled: true, Cancelled: true }, others: 'drop' },
      },
    },
  },
  docs: 'https://developer.workiz.com/',
  setup:
    'In Workiz open Settings → Integrations → Developer API (if it is not listed, turn on the Developer API add-on in the Feature ' +
    'Center first). Copy the API token, which starts api_, and paste it here. Workiz also shows an API secret: do not enter it. ' +
    'Creating or changing records needs that secret, and this connector only reads jobs with the token.',
  test_level: 'partly-documented',
  test_detail:
    'No official Workiz reference could be read; GET /job/all/, its parameters and the job fields rest on the earlier reading of ' +
    "Workiz's developer reference.",
  note:
    'Workiz cannot search clients by email: the first 100 jobs scheduled from 30 days ago onwards are read (open and closed) and only ' +
    'those naming the verified email are shown, so a very busy account may miss some. Invoices are left out: the Workiz API has no ' +
    'invoice endpoint. Job notes are never read.',
});
