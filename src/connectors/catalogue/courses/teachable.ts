import { defineConnector } from '../../define.js';

/**
 * Teachable public API v1 with the school's API key in the apiKey header. Students are found by email;
 * the student record lists their course enrolments with percent_complete, reported as subscriptions.
 */
export const teachable = defineConnector({
  key: 'teachable',
  name: 'Teachable',
  category: 'courses',
  auth: { type: 'header', headers: { apiKey: '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'API key', example: 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56', pattern: '[A-Za-z0-9_-]{20,128}' }],
  baseUrl: 'https://developers.teachable.com/v1',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/users', query: { email: '{email}' } },
      records: 'users',
      map: { id: 'id', name: 'name', email: 'email' },
    },
    subscriptions: {
      request: { path: '/users/{customer_id}' },
      records: 'courses',
      map: {
        id: 'course_id',
        plan: 'course_name',
        status: { enum: 'is_active_enrollment', map: { true: 'active', false: 'inactive' } },
        since: { date: 'enrolled_at' },
        percent_complete: 'percent_complete',
      },
    },
  },
  docs: 'https://docs.teachable.com/reference/showuser',
  setup: 'In Teachable open your school admin → Settings → API (Pro plan or higher), click Add API key, name it after this service and copy ' + 'the key.',
  test_level: 'partly-documented',
  test_detail: "Checked against Teachable's authentication, request and pagination docs; not confirmed: the users list and user reads and their " + 'fields.',
  note:
    'Teachable API keys give full school access (there is no read-only key): the connector only reads. Course completion is shown as ' + 'percent_complete.',
});
