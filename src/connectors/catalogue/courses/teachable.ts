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
  setup: 'In Teachable open your school admin → Settings → API (Pro plan or higher), click Add API key, name it after this service and copy the key.',
  test_level: 'unconfirmed',
  test_detail:
    'Fidelity pass (second session): no official Teachable reference could be read here (docs.teachable.com is not in the stored corpora; the Teachable GitHub organisation, UseFedora, holds no API description). Third-party copies of the Teachable v1 OpenAPI agree with the request and fields below but were not relied on; stays unconfirmed. Earlier check: written from the Teachable v1 reference (docs.teachable.com) as remembered: the apiKey header, GET /v1/users?email= with {users, meta}, GET /v1/users/{id} with courses[] (course_id, course_name, enrolled_at, is_active_enrollment, percent_complete). Not re-checked against a stored copy in this pass.',
  note: 'Teachable API keys give full school access (there is no read-only key): the connector only reads. Course completion is shown as percent_complete.',
});
