import { defineConnector } from '../../define.js';

/**
 * Cliniko API v1 with an API key (HTTP Basic, key as user, blank password) and the User-Agent Cliniko
 * requires (app name and a contact email). Patients are found by exact email (Cliniko filters patients
 * on first_name, last_name, email and old_reference_id only, so there is no phone search). Appointments
 * and invoices are the patient's own (individual appointments by the documented patient_id filter, invoices
 * by the patient's route); treatment notes and appointment notes are never read.
 */
export const cliniko = defineConnector({
  key: 'cliniko',
  name: 'Cliniko',
  category: 'clinic',
  auth: { type: 'basic', username: '{api_key}', password: '' },
  config: [
    { name: 'shard', label: 'Cliniko shard', example: 'uk1', pattern: '[a-z]{2}[0-9]{1,2}' },
    { name: 'contact_email', label: 'contact email for Cliniko', example: 'it@acme-physio.co.uk', pattern: '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}' },
  ],
  secrets: [{ name: 'api_key', label: 'API key', example: 'MS0xMjM0NTY3ODkwMTIzNDU2Nzg5LWFiY2RlZmdoaWprbG1ub3A-uk1', pattern: '[A-Za-z0-9+/=_-]{20,300}' }],
  baseUrl: 'https://api.{shard}.cliniko.com/v1',
  bound: 'connection',
  headers: { 'User-Agent': 'customer-verification-service ({contact_email})' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/patients', query: { 'q[]': 'email:={email}', per_page: '10' } },
      records: 'patients',
      map: {
        id: 'id',
        name: { join: ['first_name', 'last_name'] },
        email: 'email',
        phone: { firstOf: [{ path: 'patient_phone_numbers', where: { phone_type: 'Mobile' }, pick: 'number' }, 'patient_phone_numbers.0.number'] },
        postcode: 'post_code',
      },
    },
    bookings: {
      // The documented individual-appointment list filtered by patient_id (Cliniko removed the older
      // /appointments and /patients/:id/appointments routes from its documentation in 2018). One q[]
      // filter per request here, so the newest 100 by start time (future ones first) are read.
      request: {
        path: '/individual_appointments',
        query: { 'q[]': 'patient_id:={customer_id}', sort: 'starts_at', order: 'desc', per_page: '50' },
      },
      records: 'individual_appointments',
      pagination: { type: 'next_url', nextPath: 'links.next', maxPages: 2 },
      // Cliniko names the patient only as a link (.../v1/patients/82): its last segment is the id.
      ownerRef: { lastSegment: 'patient.links.self' },
      map: {
        id: 'id',
        start: 'starts_at',
        end: 'ends_at',
        status: {
          firstOf: [
            { enum: 'did_not_arrive', map: { true: 'did not arrive' }, others: 'drop' },
            { enum: 'patient_arrived', map: { true: 'arrived' }, others: 'drop' },
            { const: 'booked' },
          ],
        },
        did_not_arrive: 'did_not_arrive',
      },
    },
    invoices: {
      request: { path: '/patients/{customer_id}/invoices', query: { sort: 'issue_date', order: 'desc', per_page: '50' } },
      records: 'invoices',
      pagination: { type: 'next_url', nextPath: 'links.next', maxPages: 2 },
      ownerRef: { lastSegment: 'patient.links.self' },
      map: {
        invoice: 'number',
        date: { date: 'issue_date' },
        amount: { money: 'total_amount', source: 'decimal_string' },
        // Documented: Open, Paid, Closed, Open (credit); Closed and Open (credit) are shown as Cliniko names them.
        status: { enum: 'status_description', map: { Open: 'unpaid', Paid: 'paid' } },
      },
    },
  },
  docs: 'https://docs.api.cliniko.com/',
  setup:
    'In Cliniko click your name (bottom left) → My info → Manage API keys → Add an API key, name it "customer bot" and copy the key. ' +
    'Give the key to a Cliniko user whose role can see patients, appointments and invoices but is not an administrator if you can (the ' +
    "key has that user's access). The shard is the part after the last dash of the key, or of your Cliniko address: uk1 for " +
    'acme.uk1.cliniko.com. Enter a contact email: Cliniko asks every API client to name one in its User-Agent.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Cliniko's API docs repository (redguava/cliniko-api@86e9255).",
  note:
    'Patients are found by exact email only (Cliniko has no phone filter). The 100 appointments with the latest start times (upcoming ' +
    'ones first; group appointments are not included); Cliniko lists cancelled appointments separately, so they are not shown. The ' +
    "appointment type is a link in Cliniko's reply, so rows carry no service name. Invoice amounts are in the practice's currency, " +
    'which the reply does not state. Treatment notes and appointment notes are never read.',
});
