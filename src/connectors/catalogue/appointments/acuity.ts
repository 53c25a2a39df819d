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
    "Second pass: Acuity's official PHP sample app (AcuityScheduling/acuity-php-sample-app@2c5695b6bc6d08b740b093fa61d0553e5b0a6d1e index.php and templates/index.tpl.php) reads GET appointments (minDate, maxDate) as a list and shows each appointment's firstName, lastName, time, endTime and calendar, which confirms the list reply and the owner-name fields firstName and lastName; acuity-js@64297b1 examples/create-appointment/index.js sends appointmentTypeID, datetime, firstName, lastName and email when booking (request fields, not a reply). Still not confirmed by an official source: the appointment id, datetime, type, canceled and email fields of the reply, the client search and client fields, and the showall parameter. Fidelity pass: Acuity's official clients (AcuityScheduling/acuity-js@64297b1a80a561c224cf4ac2fc1bc09db1410406 src/AcuityScheduling.js, AcuityScheduling/acuity-php) confirm the base https://acuityscheduling.com/api/v1 and HTTP Basic with the numeric User ID as user and the API key as password; their examples show no client or appointment reply. Acuity's reference pages as stored for search confirm the same authentication (developers.acuityscheduling.com/reference: HTTP Basic, numeric User ID and API key) and list the query parameters of GET /appointments (developers.acuityscheduling.com/reference/get-appointments): max, minDate, maxDate, calendarID, appointmentTypeID, canceled, firstName, lastName, email, phone, field:<id>, excludeForms and direction, so email, minDate, direction and max are documented, but showall (sent here so cancelled appointments are listed too) is not in that list. The stored pages show no response example, so the appointment and client fields (id, datetime, type, canceled, firstName, lastName, email, phone) and the client search are not re-confirmed. Earlier check: documented: clients?search and appointments?email/minDate/showall with the documented client and appointment objects from the Acuity Scheduling API reference",
  note: 'Acuity API keys have full access to the account; the connector only reads clients and appointments. Clients have no id in Acuity, so their email stands in for it. Appointments are listed from today on, cancelled ones included; notes and intake forms are never read.',
});
