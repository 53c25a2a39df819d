import { defineConnector } from '../../define.js';

/**
 * Kit (formerly ConvertKit) API v4 with a v4 API key in X-Kit-Api-Key. Subscribers are found by email
 * in any state (status=all: the default lists active subscribers only); the subscriber's tags, with
 * the date each was applied, are reported as subscriptions.
 */
export const kit = defineConnector({
  key: 'kit',
  name: 'Kit (ConvertKit)',
  category: 'mailing_list',
  auth: { type: 'header', headers: { 'X-Kit-Api-Key': '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'v4 API key', example: 'kit_0123456789abcdef0123456789abcdef', pattern: 'kit_[A-Za-z0-9]{16,64}' }],
  baseUrl: 'https://api.kit.com/v4',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/subscribers', query: { email_address: '{email}', status: 'all' } },
      records: 'subscribers',
      map: {
        id: 'id',
        name: { join: ['first_name', 'fields.last_name'] },
        email: 'email_address',
      },
    },
    subscriptions: {
      request: { path: '/subscribers/{customer_id}/tags', query: { per_page: '100' } },
      records: 'tags',
      pagination: { type: 'cursor', param: 'after', cursorPath: 'pagination.end_cursor', hasMorePath: 'pagination.has_next_page', maxPages: 3 },
      map: {
        id: 'id',
        plan: 'name',
        since: { date: 'tagged_at' },
      },
    },
  },
  docs: 'https://developers.kit.com/api-reference/subscribers/list-subscribers',
  setup:
    'In Kit open Settings → Developer → API Keys (v4) and click Add a new key. Name it after this service and copy it (it starts kit_ ' +
    'and is shown once). Subscribers need a first name and a last_name custom field for name checks to work.',
  test_level: 'partly-documented',
  test_detail: "Checked against Kit's official SDK and v4 reference; not confirmed: tagged_at on the items of a subscriber's tags list.",
  note:
    'Kit v4 API keys cannot be limited to read-only: the connector only reads. Kit stores a first name only by default; the last name ' +
    'is read from a custom field named last_name.',
});
