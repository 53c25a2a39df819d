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
    'In Acuity open Integrations → API (the API is on the Powerhouse plan) and press View credentials. Copy the User ID and the API ' +
    'key. Acuity keys cannot be limited to reading, so keep the key private; it is only used for searches and appointment lists here.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Acuity's own clients and reference; not confirmed: the canceled field and showall parameter, and the whole client " +
    'search (GET /clients and its fields).',
  note:
    'Acuity API keys have full access to the account; the connector only reads clients and appointments. Clients have no id in Acuity, ' +
    'so their email stands in for it. Appointments are listed from today on, cancelled ones included; notes and intake forms are never ' +
    'read.',
});
