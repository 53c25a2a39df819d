import { defineConnector } from '../../define.js';

/**
 * Klaviyo API (JSON:API, revision 2026-07-15) with a read-only private API key. Profiles are found with
 * the equals() filter on email, or on phone_number (E.164) when the customer gave a mobile (the value
 * escaped as inside a JSON string, so a quote cannot end the filter's string); the profile's lists are
 * reported as subscriptions.
 */
export const klaviyo = defineConnector({
  key: 'klaviyo',
  name: 'Klaviyo',
  category: 'mailing_list',
  auth: { type: 'header', headers: { Authorization: 'Klaviyo-API-Key {private_key}' } },
  secrets: [{ name: 'private_key', label: 'private API key', example: 'pk_0123456789abcdef0123456789abcdef01', pattern: 'pk_[A-Za-z0-9]{20,64}' }],
  baseUrl: 'https://a.klaviyo.com/api',
  headers: { revision: '2026-07-15', Accept: 'application/vnd.api+json' },
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/profiles/', query: { filter: 'equals(email,"{email:json}")' } },
      byPhone: { path: '/profiles/', query: { filter: 'equals(phone_number,"{phone:json}")' } },
      records: 'data',
      map: {
        id: 'id',
        name: { join: ['attributes.first_name', 'attributes.last_name'] },
        email: 'attributes.email',
        phone: 'attributes.phone_number',
        postcode: 'attributes.location.zip',
      },
    },
    subscriptions: {
      request: { path: '/profiles/{customer_id}/lists/', query: { 'fields[list]': 'name,created' } },
      records: 'data',
      pagination: { type: 'next_url', nextPath: 'links.next', maxPages: 3 },
      map: {
        id: 'id',
        plan: 'attributes.name',
        status: { const: 'member' },
      },
    },
  },
  docs: 'https://developers.klaviyo.com/en/reference/get_profiles',
  setup:
    'In Klaviyo click your account name → Settings → Account → API keys, then Create Private API Key. Name it after this service, ' +
    'choose Custom Key and give Read Access to Profiles and Lists only (or choose Read-Only Key), then create it and copy the key (it ' +
    'starts pk_).',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Klaviyo's OpenAPI description (klaviyo/openapi@f0a30ba, revision 2026-07-15).",
  note:
    'Search by mobile matches only numbers stored in international form (+447700900123), as Klaviyo stores them. A list membership says ' +
    'the profile is on the list, not its consent state.',
});
