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
    'In SuperSaaS open Account Info (Account Settings → Account Info) and copy your account name and the API key shown under "API Key" ' +
    "(generate one if none is shown). Enter the ID of the schedule customers book on: it is the number in the schedule's address when " +
    'you open it as administrator (…/schedule/AcmeClinic/Treatments?view=… shows it under Configure → Overview). Customers are found by ' +
    'their login name, so the schedule should use email addresses as login names (Access Control → "Use email address as login name").',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against SuperSaaS's official API clients (Node, Ruby, Python, C#); whether range answers " +
    '404 for a user without bookings is not shown.',
  note:
    "Verification uses the customer's full name and email; bookings are found only when the schedule uses email addresses as login " +
    'names. SuperSaaS API keys are account-wide (not read-only); the connector only reads bookings.',
});
