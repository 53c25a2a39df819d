import { defineConnector } from '../../define.js';

/**
 * Thinkific Admin API v1 with an API key and the school subdomain in headers. Users are found by
 * email; their course enrolments (progress, activation and expiry) are reported as subscriptions.
 */
export const thinkific = defineConnector({
  key: 'thinkific',
  name: 'Thinkific',
  category: 'courses',
  auth: { type: 'header', headers: { 'X-Auth-API-Key': '{api_key}', 'X-Auth-Subdomain': '{subdomain}' } },
  config: [{ name: 'subdomain', label: 'school subdomain (from <subdomain>.thinkific.com)', example: 'acme-academy', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  secrets: [{ name: 'api_key', label: 'API key', example: '0123456789abcdef0123456789abcdef', pattern: '[0-9a-f]{32}' }],
  baseUrl: 'https://api.thinkific.com/api/public/v1',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/users', query: { 'query[email]': '{email}' } },
      records: 'items',
      map: { id: 'id', name: { firstOf: ['full_name', { join: ['first_name', 'last_name'] }] }, email: 'email' },
    },
    subscriptions: {
      request: { path: '/enrollments', query: { 'query[user_id]': '{customer_id}' } },
      records: 'items',
      // Enrolments are read through query[user_id]: another user's enrolment (a filter ignored) is dropped.
      ownerRef: 'user_id',
      pagination: { type: 'page', param: 'page', sizeParam: 'limit', size: 25, maxPages: 4 },
      owner: { email: 'user_email', name: 'user_name' },
      map: {
        id: 'id',
        plan: 'course_name',
        status: {
          firstOf: [
            { enum: 'expired', map: { true: 'expired' }, others: 'drop' },
            { enum: 'completed', map: { true: 'completed' }, others: 'drop' },
            { enum: 'is_free_trial', map: { true: 'free trial' }, others: 'drop' },
            { const: 'active' },
          ],
        },
        start: { date: { firstOf: ['activated_at', 'started_at'] } },
        expires: { date: 'expiry_date' },
        // Thinkific reports completion as a fraction from 0.0 to 1.0, not a percentage.
        progress: 'percentage_completed',
      },
    },
  },
  docs: 'https://developers.thinkific.com/api/api-documentation/#/Enrollments/getEnrollments',
  setup:
    'In Thinkific open Settings → Code & analytics → API (on older accounts: Apps → API). Copy the API key. The subdomain is the first ' +
    'part of your school address: acme-academy for acme-academy.thinkific.com.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Thinkific's official Elixir SDK generated from its Admin API spec " +
    '(thinkific/ex_thinkific_api@9aa6ba2).',
  note:
    'Thinkific API keys give full site access (no read-only key): the connector only reads. Course progress is reported as Thinkific ' +
    'gives it, a fraction between 0 and 1.',
});
