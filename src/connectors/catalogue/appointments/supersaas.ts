import { defineConnector } from '../../define.js';

/**
 * SuperSaaS API (HTTP Basic: account name and API key). SuperSaaS has no customer search, so
 * customers are verified from their own bookings: the schedule's bookings from today on for the user
 * whose login name is the customer's email. Only bookings naming that email are shown.
 */
export const supersaas = defineConnector({
  key: 'supersaas',
  name: 'SuperSaaS',
  category: 'appointments',
  auth: { type: 'basic', username: '{account_name}', password: '{api_key}' },
  config: [
    { name: 'account_name', label: 'SuperSaaS account name', example: 'AcmeClinic', pattern: '[A-Za-z0-9_.-]{2,60}' },
    { name: 'schedule_id', label: 'schedule ID', example: '123456', pattern: '\\d{1,12}' },
  ],
  secrets: [{ name: 'api_key', label: 'API key', example: 'xRfT5vQ2kLm8nPz3wYb6cA', pattern: '[A-Za-z0-9_-]{10,64}' }],
  baseUrl: 'https://www.supersaas.com/api',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/range/{schedule_id}.json', query: { from: '{today}', user: '{email}', limit: '50' } },
      records: 'bookings',
      notFoundIsEmpty: true,
      owner: { email: 'email', name: { firstOf: ['full_name', 'name'] } },
      map: {
        id: 'id',
        start: 'start',
        end: 'finish',
        service: { firstOf: ['service_name', 'res_name'] },
        cancelled: 'deleted',
      },
    },
  },
  docs: 'https://www.supersaas.com/info/dev/appointment_api',
  setup:
    'In SuperSaaS open Account Info (Account Settings → Account Info) and copy your account name and the API key shown under "API Key" (generate one if none is shown). Enter the ID of the schedule customers book on: it is the number in the schedule\'s address when you open it as administrator (…/schedule/AcmeClinic/Treatments?view=… shows it under Configure → Overview). Customers are found by their login name, so the schedule should use email addresses as login names (Access Control → "Use email address as login name").',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass: the request re-read against SuperSaaS's official Node client (SuperSaaS/supersaas-nodejs-api-client@ac0828945f0082a901d88f6be34c629f61ee5a24, src/api/Appointments.js range() and src/Client.js): GET /api/range/{schedule_id}.json with from, user and limit, HTTP Basic with the account name and API key. The user filter is the documented way to scope the range to one customer; rows are kept only when their email is exactly the verified one. The booking fields are not shown in that client (it copies replies as they come). Earlier check (not re-read against a stored official example in the fidelity pass): documented: the /api/range/<schedule_id> endpoint with from, user (the user's name, ID or foreign key), limit, and HTTP Basic with account name and API key as an alternative to api_key (supersaas.com/info/dev/appointment_api, parameter table); the reply being {bookings: [...]} for appointment schedules ({slots: [...]} for capacity schedules, which this connector does not read) from SuperSaaS' official Python client (SuperSaaS/supersaas-python-api-client, SuperSaaS/API/Appointments.py) and the booking fields start, finish, name, email, full_name from the same client's create/update calls. Confirmed in this pass: every mapped booking field (id, start, finish, email, name, full_name, res_name, service_name, deleted) is a property of the Appointment model of SuperSaaS' official C# client (SuperSaaS/supersaas-csharp-api-client@ddfb6305f634cc21454d59b3cda6ad22c586318d, SuperSaaS.API.Client/Models/Appointment.cs), which its list, agenda and available calls fill from {bookings} replies. Still not confirmed: whether the range call answers 404 or an empty list for a login name with no bookings; both are read as none (notFoundIsEmpty), so a mistyped schedule ID also reads as no bookings rather than a failure. That is why this stays partly-documented.",
  note: "Verification uses the customer's full name and email; bookings are found only when the schedule uses email addresses as login names. SuperSaaS API keys are account-wide (not read-only); the connector only reads bookings.",
});
