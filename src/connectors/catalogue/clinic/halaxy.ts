import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Halaxy API (FHIR R4) with an API key the practice creates itself: Client ID and Client Secret
 * exchanged at /main/oauth/token for a 15-minute token (client_credentials). Halaxy asks every client
 * to name itself and a contact email in the User-Agent. Replies are FHIR search Bundles: records are
 * `entry[].resource`, and a search with no hits may leave `entry` out. Patients are searched by email;
 * the patient's appointments (from {from_date}) and invoices by the patient id. Clinical notes,
 * referrals, claims and allergies are never read.
 */

const telecom = (where: Record<string, string>): Transform => ({ path: 'resource.telecom', where, pick: 'value' });

export const halaxy = defineConnector({
  key: 'halaxy',
  name: 'Halaxy',
  category: 'clinic',
  auth: { type: 'client_credentials', tokenUrl: '/oauth/token', clientId: 'client_id', clientSecret: 'client_secret', clientAuth: 'body' },
  config: [
    { name: 'api_host', label: 'Halaxy API address', example: 'au-api.halaxy.com', pattern: '(au|eu)-api\\.halaxy\\.com' },
    { name: 'client_id', label: 'Halaxy Client ID', example: 'b5f2c8e1-3a7d-4c9b-8e2f-6a1d0c4b7e93', pattern: '[A-Za-z0-9._-]{8,100}' },
    {
      name: 'contact_email',
      label: 'contact email for Halaxy',
      example: 'it@harbourside-physio.com.au',
      pattern: '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}',
    },
  ],
  secrets: [{ name: 'client_secret', label: 'Halaxy Client Secret', example: 'hx_cs_9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a', pattern: '\\S{16,300}' }],
  baseUrl: 'https://{api_host}/main',
  bound: 'connection',
  headers: { Accept: 'application/fhir+json', 'User-Agent': 'customer-verification-service ({contact_email})' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/Patient', query: { email: '{email}' } },
      records: 'entry',
      noMatch: { missingRecords: true },
      map: {
        id: 'resource.id',
        name: { firstOf: [{ join: ['resource.name.0.given.0', 'resource.name.0.family'] }, 'resource.name.0.text'] },
        email: telecom({ system: 'email' }),
        // Halaxy's telecom systems are sms (a mobile), phone (a landline), fax and email.
        phone: { firstOf: [telecom({ system: 'sms' }), telecom({ system: 'phone' })] },
        postcode: 'resource.address.0.postalCode',
      },
    },
    bookings: {
      request: { path: '/Appointment', query: { patient: '{customer_id}', date: 'ge{from_date}' } },
      records: 'entry',
      noMatch: { missingRecords: true },
      lookbackDays: 30,
      // The patient participant's actor ({reference: '/main/Patient/123456789', type: 'Patient'}).
      ownerRef: { lastSegment: { path: 'resource.participant', where: { 'actor.type': 'Patient' }, pick: 'actor.reference' } },
      map: {
        id: 'resource.id',
        start: 'resource.start',
        end: 'resource.end',
        status: {
          enum: 'resource.status',
          map: {
            booked: 'booked',
            pending: 'provisional',
            proposed: 'provisional',
            arrived: 'arrived',
            fulfilled: 'completed',
            cancelled: 'cancelled',
            noshow: 'did not arrive',
          },
        },
        cancelled: { enum: 'resource.status', map: { cancelled: true }, others: 'drop' },
        did_not_arrive: { enum: 'resource.status', map: { noshow: true }, others: 'drop' },
      },
    },
    invoices: {
      request: { path: '/Invoice', query: { recipient: '{customer_id}' } },
      records: 'entry',
      noMatch: { missingRecords: true },
      // A FHIR reference (/main/Patient/104221937 or Patient/104221937): its last segment is the patient id.
      ownerRef: { lastSegment: 'resource.recipient.reference' },
      map: {
        invoice: { firstOf: ['resource.identifier.0.value', 'resource.id'] },
        date: { date: 'resource.date' },
        amount: { money: 'resource.totalGross.value', source: 'number', currency: 'resource.totalGross.currency' },
        currency: 'resource.totalGross.currency',
        status: { enum: 'resource.status', map: { issued: 'unpaid', balanced: 'paid', cancelled: 'void', draft: 'draft', 'entered-in-error': 'void' } },
      },
    },
  },
  docs: 'https://developers.halaxy.com/docs/authentication',
  setup:
    "Halaxy's API is a paid add-on: the account owner buys the Halaxy API subscription on the Add-ons page (30-day free trial). Then " +
    'open the Halaxy developer page (API Key Manager), create an API key named "customer bot" and copy the Client ID and Client Secret. ' +
    'Enter au-api.halaxy.com as the API address, or eu-api.halaxy.com if your practice is in the UK or EU. Enter a contact email: ' +
    'Halaxy asks every API client to name one in its User-Agent.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Halaxy's developer reference; not confirmed: the Patient email search and postcode, the Appointment patient/date " +
    'and Invoice recipient searches, the appointment status.',
  note:
    'Patients are found by exact email. Appointments from 30 days ago onwards, cancelled and no-show ones included; the appointment ' +
    "type is a reference in Halaxy's reply, so rows carry no service name. Invoices show their total and status; Halaxy's balance owing " +
    'is not read. Clinical notes, referrals, claims and allergies are never read.',
});
