import { defineConnector } from '../../define.js';

/**
 * Acuity Scheduling API v1 with the account's User ID and API key (HTTP Basic). Clients are searched
 * by email (the search matches name, email or phone); the client's appointments from today on are
 * listed by email, cancelled ones included. Acuity clients have no id, so the email is the id.
 * Appointment notes and intake-form answers are never read.
 */
export const acuity = defineConnector({
  key: 'acuity',
  name: 'Acuity Scheduling',
  category: 'appointments',
  auth: { type: 'basic', username: '{user_id}', password: '{api_key}' },
  config: [{ name: 'user_id', label: 'Acuity User ID', example: '12345678', pattern: '\\d{3,15}' }],
  secrets: [{ name: 'api_key', label: 'API key', example: '8f1e2a9c4b7d6e5f3a2b1c0d9e8f7a6b', pattern: '[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://acuityscheduling.com/api/v1',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/clients', query: { search: '{email}' } },
      byPhone: { path: '/clients', query: { search: '{phone}' } },
      records: '$',
      map: { id: { firstOf: ['id', 'email'] }, name: { join: ['firstName', 'lastName'] }, email: 'email', phone: 'phone' },
    },
    bookings: {
      request: { path: '/appointments', query: { email: '{email}', minDate: '{today}', direction: 'ASC', showall: 'true', max: '25' } },
      records: '$',
      owner: { email: 'email', name: { join: ['firstName', 'lastName'] } },
      map: {
        id: 'id',
        start: 'datetime',
        service: 'type',
        status: { enum: 'canceled', map: { true: 'cancelled', false: 'booked' } },
        cancelled: 'canceled',
      },
    },
  },
  docs: 'https://developers.acuityscheduling.com/reference/get-appointments',
  setup:
    'In Acuity open Integrations → API (the API is on the Powerhouse plan) and press View credentials. Copy the User ID and the API key. Acuity keys cannot be limited to reading, so keep the key private; it is only used for searches and appointment lists here.',
  test_level: 'partly-documented',
  test_detail:
    "Confirmed against Acuity's own sources: the base https://acuityscheduling.com/api/v1 and HTTP Basic with the numeric User ID and the API key (AcuityScheduling/acuity-js@64297b1a80a561c224cf4ac2fc1bc09db1410406 src/AcuityScheduling.js; AcuityScheduling/acuity-php@61a2f83d4a706d00aaa513c964dff53518c9ba18; developers.acuityscheduling.com/reference); the query parameters of GET /appointments (developers.acuityscheduling.com/reference/get-appointments, as stored for search: max, minDate, maxDate, calendarID, appointmentTypeID, canceled, firstName, lastName, email, phone, field:<id>, excludeForms, direction), so email, minDate, direction and max are documented. Fourth pass: AcuityScheduling/acuity-converse@692fe4906f4e4de9e538712e8ba4b6c62772384f src/runLogic.js lists a customer's upcoming appointments with GET /appointments?email=&minDate= (as here), reads the reply as a list and shows each appointment's datetime and type; AcuityScheduling/acuity-demo@a8e4a1e3078f88f61243a13dd51d6cd188524b76 js-class-calendar/src/summary.hbs renders the appointment object Acuity returns (type, calendar, date, time, firstName, lastName, email); acuity-js examples/webhooks/index.html names the webhook's id as the appointment's ID; AcuityScheduling/acuity-php-sample-app@2c5695b6bc6d08b740b093fa61d0553e5b0a6d1e (earlier pass) shows listed appointments' firstName, lastName, time and calendar. So the request (except showall), the list reply and the appointment fields id, datetime, type, firstName, lastName and email are confirmed. Still open, so this stays partly-documented: the canceled field and the showall parameter (the reference lists canceled, described as \"get canceled appointments\", not showall; no official example shows either; showall is sent so cancelled appointments are listed and marked), and the whole client search (GET /clients?search= and the client fields firstName, lastName, email, phone: no official example or schema found). Also fetched without a reply example: AcuityScheduling/acuity-calendar@8fe0634e (a UI component), AcuityScheduling/class-calendar-demo@7f144472.",
  note: 'Acuity API keys have full access to the account; the connector only reads clients and appointments. Clients have no id in Acuity, so their email stands in for it. Appointments are listed from today on, cancelled ones included; notes and intake forms are never read.',
});
