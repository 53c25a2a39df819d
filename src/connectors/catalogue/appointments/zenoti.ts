import { defineConnector } from '../../define.js';

/**
 * Zenoti API v1 (salon, spa and medspa chains) with an organisation API key sent as
 * `Authorization: apikey <key>`. Guests are searched by email (in one center, or across the
 * organisation when Zenoti's "Search Guest Across Centers" setting is on and no center is given);
 * the guest's appointment groups are listed from {from_date} to {to_date}. One group can hold several
 * services: the row shows the first service's name and start and the last service's end. Guest notes,
 * medical notes and forms are never read.
 */
export const zenoti = defineConnector({
  key: 'zenoti',
  name: 'Zenoti',
  category: 'appointments',
  auth: { type: 'bearer', secret: 'api_key', scheme: 'apikey' },
  config: [
    { name: 'api_host', label: 'Zenoti API address', example: 'api.zenoti.com', pattern: 'api[a-z0-9-]*\\.zenoti\\.com' },
    { name: 'center_id', label: 'center ID', example: 'b5ed4fbb-4c05-4195-b313-1320b620224b', pattern: '[A-Fa-f0-9-]{32,36}', optional: true },
  ],
  secrets: [
    { name: 'api_key', label: 'Zenoti API key', example: '1fa75c01e77b497fa2a794473d1324713192fee3f19342b8bc4ca458023cab68', pattern: '[A-Za-z0-9]{32,128}' },
  ],
  baseUrl: 'https://{api_host}/v1',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/guests/search', query: { email: '{email}', center_id: '{center_id}', page: '1', size: '10' } },
      records: 'guests',
      map: {
        id: 'id',
        name: { join: ['personal_info.first_name', 'personal_info.last_name'] },
        email: 'personal_info.email',
        phone: { firstOf: ['personal_info.mobile_phone.number', 'personal_info.home_phone.number', 'personal_info.work_phone.number'] },
        postcode: 'address_info.zip_code',
      },
    },
    bookings: {
      request: { path: '/guests/{customer_id}/appointments', query: { start_date: '{from_date}', end_date: '{to_date}' } },
      records: 'appointments',
      lookbackDays: 30,
      lookaheadDays: 180,
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'size', size: 50, maxPages: 2 },
      map: {
        id: { firstOf: ['appointment_group_id', 'appointment_services.0.appointment_id'] },
        start: 'appointment_services.0.start_time',
        end: 'appointment_services.-1.end_time',
        service: { firstOf: ['appointment_services.0.service.display_name', 'appointment_services.0.service.name'] },
      },
    },
  },
  docs: 'https://docs.zenoti.com/reference/search-for-a-guest',
  setup:
    'In Zenoti, at the organization level, open Admin → Setup → Apps, create a backend app named "customer bot" and generate an API key ' +
    "for it; copy the key. The key reaches the whole organization's data, so keep it private; this connector only searches guests and " +
    'lists their appointments. Enter your API address (api.zenoti.com unless Zenoti gave you a regional one). Enter a center ID to ' +
    'search one center only; leave it blank if your organization has "Search Guest Across Centers" turned on.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Zenoti's reference pages; not confirmed: the API-key header form, the home and work phone objects, and the service " + 'name fields.',
  note:
    'Guests are found by exact email. Appointments from 30 days ago to 180 days ahead; each row is one appointment group (several ' +
    "services booked together show the first service). Zenoti's numeric appointment status codes are not documented, so rows carry no " +
    "status and a cancelled appointment may still be listed. Times are the center's local times as Zenoti reports them.",
});
