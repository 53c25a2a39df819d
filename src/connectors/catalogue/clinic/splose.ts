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
    'Sign in to splose as the workspace owner and, in the API keys section of the splose dashboard, apply for (or create) an API key named "customer bot"; copy it when it is shown. The key has the permissions of the user it belongs to, so create it for a user who can see patients, appointments and invoices but not clinical notes if you can. Enter the API address for your region: api.splose.com (Australia) or api-uk.splose.com (United Kingdom).',
  test_level: 'partly-documented',
  test_detail:
    'Fourth pass (nothing newly confirmed): the stored splose pages again show the appointment list parameters id_gt, id_lt, update_gt, update_lt and include_archived (the excerpt ends there) and a case list that does take patientId, practitionerId and contactId, so patientId is a splose list filter elsewhere but is still not shown for appointments or invoices; no splose-published repository is in the GitHub index (delvin-splose/docs and splose/api-docs not available). Fidelity pass, against splose\'s own reference (docs.splose.com, stored copies of the introduction and the patient, appointment and invoice list pages): servers https://api.splose.com/v1 and https://api-uk.splose.com/v1, Authorization: Bearer <API key>, UTC date-times; the list replies are {data: [...], links: {previousPage, nextPage}}; patient id, firstname, lastname, email, phoneNumbers[] {type "Mobile", code "+61", phoneNumber}, postalCode; appointment id, start, end, appointmentPatients[] {patientId, status e.g. "Arrived"}; invoice invoiceNumber, issueDate, dueDate, patientId, total (a number), status e.g. "Paid". Every mapped field is there. Not confirmed, so this stays partly-documented: the email, patientId and start_gt filters on these lists (the stored pages show the id_gt, id_lt, update_gt, update_lt and include_archived parameters, and patientId only on other lists), the status values other than Arrived and Paid, and the paging direction: the parameter table calls id_gt "the starting object id of the next page" but the sample links.nextPage uses id_lt, so lists may run newest first and id_gt paging would then re-read rather than continue (the lead should check this against a live key). Fidelity pass: appointments and invoices are read through a patientId query filter and now declare ownerRef (appointmentPatients[0].patientId, invoice patientId), so a filter that is ignored cannot show other patients\' rows. Earlier check (not re-read against a stored official example in the fidelity pass): documented: bearer API key, base URLs api.splose.com/v1 and api-uk.splose.com/v1, the patient, appointment and invoice objects and the {data, links} list envelope from the splose API reference; the email, patientId and start_gt filters and id_gt paging follow splose\'s list-endpoint conventions as described for its patient, appointment and invoice lists, not a request example',
  note: "Patients are found by exact email; a mobile is shown with its country code. Appointments from 30 days ago onwards, cancelled ones included; the status shown is the first patient's, so for a group appointment it may be another attendee's. splose states no currency, so amounts are in the practice's currency. Clinical notes, appointment notes, NDIS and health-fund details are never read.",
});
