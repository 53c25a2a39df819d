import { defineConnector } from '../../define.js';

/**
 * Semble GraphQL API with an API token in the x-token header. Reads are GraphQL queries (POST,
 * read-only, no mutations): the patients search by email and the patient's bookings. Consultations,
 * records, letters, prescriptions and labs are never queried.
 */
export const semble = defineConnector({
  key: 'semble',
  name: 'Semble',
  category: 'clinic',
  auth: { type: 'header', headers: { 'x-token': '{api_token}' } },
  secrets: [
    { name: 'api_token', label: 'API token', example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl', pattern: '\\S{20,2000}' },
  ],
  baseUrl: 'https://open.semble.io',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query:
            'query FindPatient($search: String) { patients(search: $search) { data { id firstName lastName email phones { phoneType phoneNumber ' +
            '} address { postcode } } } }',
          variables: { search: '{email}' },
        },
      },
      records: 'data.patients.data',
      map: {
        id: 'id',
        name: { join: ['firstName', 'lastName'] },
        email: 'email',
        phone: { firstOf: [{ path: 'phones', where: { phoneType: 'Mobile' }, pick: 'phoneNumber' }, 'phones.0.phoneNumber'] },
        postcode: 'address.postcode',
      },
    },
    bookings: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query:
            'query PatientBookings($id: ID!, $start: Date!, $end: Date!) { patient(id: $id) { bookings(start: $start, end: $end) { id start end ' +
            'deleted appointment { title } } } }',
          variables: { id: '{customer_id}', start: '{from_date}', end: '{to_date}' },
        },
      },
      records: 'data.patient.bookings',
      lookbackDays: 30,
      lookaheadDays: 365,
      map: {
        id: 'id',
        start: 'start',
        end: 'end',
        service: 'appointment.title',
        status: { enum: 'deleted', map: { true: 'cancelled', false: 'booked' } },
        cancelled: 'deleted',
      },
    },
  },
  docs: 'https://docs.semble.io/docs/how-to/search-patients/',
  setup:
    'In Semble open Settings → API (a practice administrator can see it), create a new API token named "customer bot" and copy it. ' +
    'Semble tokens carry the permissions of the practice, so keep it private; the connector only sends read queries.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Semble's API docs; not confirmed: the phone and address fields, the booking fields, the patients(search) query and " + 'the token form.',
  note:
    "Patients are found by email (Semble's search matches names, email and date of birth; there is no phone search). Bookings from 30 " +
    'days ago to a year ahead. Invoices are left out: their field names could not be confirmed. Consultations, records, letters and ' +
    'prescriptions are never queried.',
});
