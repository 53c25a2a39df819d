import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * splose API v1 (Australian and UK allied-health practice management) with a workspace API key as a
 * bearer token. Patients are filtered by exact email; the patient's appointments (from {from_date})
 * and invoices are filtered by patientId. Lists are in id order and page with `id_gt` (the last id of
 * the previous page). The per-patient appointment status is read from the first appointmentPatients
 * entry; appointment notes, cancellation notes, NDIS and health-fund details are never read.
 */

const mobile = (field: string): Transform => ({ path: 'phoneNumbers', where: { type: 'Mobile' }, pick: field });
const patientStatus = 'appointmentPatients.0.status';

export const splose = defineConnector({
  key: 'splose',
  name: 'splose',
  category: 'clinic',
  auth: { type: 'bearer', secret: 'api_key' },
  config: [{ name: 'api_host', label: 'splose API address', example: 'api.splose.com', pattern: 'api(-uk)?\\.splose\\.com' }],
  secrets: [{ name: 'api_key', label: 'splose API key', example: 'sk_live_4f2a9c1e7b3d5f8a0c2e4b6d8f1a3c5e', pattern: '\\S{16,300}' }],
  baseUrl: 'https://{api_host}/v1',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/patients', query: { email: '{email}' } },
      records: 'data',
      map: {
        id: 'id',
        name: { join: ['firstname', 'lastname'] },
        email: 'email',
        phone: {
          firstOf: [
            { join: [mobile('code'), mobile('phoneNumber')], separator: '' },
            { join: ['phoneNumbers.0.code', 'phoneNumbers.0.phoneNumber'], separator: '' },
          ],
        },
        postcode: 'postalCode',
      },
    },
    bookings: {
      request: { path: '/appointments', query: { patientId: '{customer_id}', start_gt: '{from_date}' } },
      records: 'data',
      // The first patient of the appointment: another patient's appointment (a filter ignored) is dropped; a group appointment listing the customer later is not shown.
      ownerRef: 'appointmentPatients.0.patientId',
      lookbackDays: 30,
      pagination: { type: 'cursor', param: 'id_gt', lastRecordPath: 'id', maxPages: 2 },
      map: {
        id: 'id',
        start: 'start',
        end: 'end',
        status: {
          enum: patientStatus,
          map: { Booked: 'booked', Arrived: 'arrived', Completed: 'completed', Cancelled: 'cancelled', 'Did not arrive': 'did not arrive' },
        },
        cancelled: { enum: patientStatus, map: { Cancelled: true }, others: 'drop' },
        did_not_arrive: { enum: patientStatus, map: { 'Did not arrive': true }, others: 'drop' },
      },
    },
    invoices: {
      request: { path: '/invoices', query: { patientId: '{customer_id}' } },
      records: 'data',
      // Rows carry the patient's id: another patient's invoice (a filter ignored) is dropped.
      ownerRef: 'patientId',
      pagination: { type: 'cursor', param: 'id_gt', lastRecordPath: 'id', maxPages: 2 },
      map: {
        invoice: { firstOf: ['invoiceNumber', 'id'] },
        date: { date: 'issueDate' },
        due_date: { date: 'dueDate' },
        amount: { money: 'total', source: 'number' },
        status: { enum: 'status', map: { Paid: 'paid', 'Awaiting Payment': 'unpaid', Draft: 'draft' } },
      },
    },
  },
  docs: 'https://docs.splose.com',
  setup:
    'Sign in to splose as the workspace owner and, in the API keys section of the splose dashboard, apply for (or create) an API key ' +
    'named "customer bot"; copy it when it is shown. The key has the permissions of the user it belongs to, so create it for a user who ' +
    'can see patients, appointments and invoices but not clinical notes if you can. Enter the API address for your region: ' +
    'api.splose.com (Australia) or api-uk.splose.com (United Kingdom).',
  test_level: 'partly-documented',
  test_detail:
    "Checked against splose's API docs; not confirmed: the email, patientId and start_gt list filters, most status values and the " + 'paging direction.',
  note:
    'Patients are found by exact email; a mobile is shown with its country code. Appointments from 30 days ago onwards, cancelled ones ' +
    "included; the status shown is the first patient's, so for a group appointment it may be another attendee's. splose states no " +
    "currency, so amounts are in the practice's currency. Clinical notes, appointment notes, NDIS and health-fund details are never " +
    'read.',
});
