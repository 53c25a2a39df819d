import { defineConnector } from '../../define.js';

/**
 * LearnWorlds API v2 with the school's client ID (Lw-Client header) and the access token the API
 * settings page generates (bearer). Users are read by email in the path (404 when unknown); their
 * progress in each enrolled course is reported as subscriptions. Dates are unix seconds.
 */
export const learnworlds = defineConnector({
  key: 'learnworlds',
  name: 'LearnWorlds',
  category: 'courses',
  auth: { type: 'header', headers: { Authorization: 'Bearer {access_token}', 'Lw-Client': '{client_id}' } },
  config: [
    {
      name: 'api_base',
      label: 'API URL (from the LearnWorlds API settings page)',
      example: 'https://academy.acme.co.uk/admin/api',
      type: 'url',
      pattern: 'https://[A-Za-z0-9.-]+(/admin/api)?',
    },
    { name: 'client_id', label: 'client ID', example: '64f1c2ab9d3e4f0012ab34cd', pattern: '[A-Za-z0-9]{12,64}' },
  ],
  secrets: [{ name: 'access_token', label: 'access token', example: 'Zk9sT0xxY3N4eUtBNmVqV0dvbXRVQ1BmZ0l4bW9nQ3Q=', pattern: '\\S{20,2000}' }],
  baseUrl: '{+api_base}/v2',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/users/{email}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['first_name', 'last_name'] }, 'username'] },
        email: 'email',
      },
    },
    subscriptions: {
      request: { path: '/users/{customer_id}/progress' },
      records: 'data',
      pagination: { type: 'page', param: 'page', maxPages: 3 },
      map: {
        id: 'course_id',
        plan: 'course_id',
        status: { enum: 'status', map: { not_started: 'not started', not_completed: 'in progress', in_progress: 'in progress' } },
        percent_complete: 'progress_rate',
      },
    },
  },
  docs: 'https://www.learnworlds.dev/docs/api/',
  setup:
    'In LearnWorlds open Settings → Developers → API (Learning Center plan or higher). Copy the API URL, the Client ID and an access ' +
    'token generated on that page for this service.',
  test_level: 'unconfirmed',
  test_detail: 'No official reference could be read; the user lookup, progress route, fields and the 404 for an unknown email are unconfirmed.',
  note:
    "The token has the school admin's access (no read-only scope): the connector only reads. Tokens generated in the dashboard can " +
    'expire; paste a new one when the connection test says the credentials were refused. Courses are named by their course ID (the ' +
    'course address name).',
});
