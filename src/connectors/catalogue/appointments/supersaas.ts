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
  test_level: 'documented',
  test_detail:
    "Fourth pass: request and every mapped field are confirmed against SuperSaaS's own clients, so this is now documented. Request: GET /api/range/{schedule_id}.json with from, user and limit, HTTP Basic with the account name and API key (SuperSaaS/supersaas-nodejs-api-client@ac0828945f0082a901d88f6be34c629f61ee5a24 src/api/Appointments.js range(); the same call and parameters in SuperSaaS/supersaas-ruby-api-client@e0fec7c655c566d7ec5cc67dedfe05cedbe45353 lib/supersaas-api-client/api/appointments.rb range(), whose test expects the path /api/range/<schedule_id>.json?from=..., and SuperSaaS/supersaas-python-api-client@e64cdf648be89d7045e0ab25dd7ca018b8638f9c SuperSaaS/API/Appointments.py range()); supersaas.com/info/dev/appointment_api (parameter table: from, limit, and user = the user's name, ID or foreign key, limiting the output to that user's bookings; Basic authentication as an alternative to api_key). Reply: the Ruby and Python clients read {bookings: [...]} for appointment schedules ({slots: [...]} for capacity schedules, not read here); every mapped field (id, start, finish, email, name, full_name, res_name, service_name, deleted) is a property of the Appointment model of SuperSaaS/supersaas-csharp-api-client@ddfb6305f634cc21454d59b3cda6ad22c586318d SuperSaaS.API.Client/Models/Appointment.cs, which its range/list/agenda calls fill from {bookings} replies. The user filter is the documented per-customer scope, and rows are still kept only when their email is exactly the verified one. Left for a live account (behaviour, not a request or field): whether range answers 404 or an empty list for a login name with no bookings (the official clients raise on 404 and do not say which); both are read as none (notFoundIsEmpty), so a mistyped schedule ID also reads as no bookings rather than a failure. Also fetched, nothing further: SuperSaaS/n8n-nodes-supersaas@f3d43bedab1757d943055e9425344abf307bd3d3 (a webhook trigger only).",
  note: "Verification uses the customer's full name and email; bookings are found only when the schedule uses email addresses as login names. SuperSaaS API keys are account-wide (not read-only); the connector only reads bookings.",
});
