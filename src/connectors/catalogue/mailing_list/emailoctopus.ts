import { defineConnector } from '../../define.js';

/**
 * EmailOctopus API (v2, api.emailoctopus.com) with a bearer API key. The contact is read from one list
 * by its id, the MD5 of the lower-cased email (404 when unknown); its status on the list is reported as
 * a subscription.
 */
export const emailoctopus = defineConnector({
  key: 'emailoctopus',
  name: 'EmailOctopus',
  category: 'mailing_list',
  auth: { type: 'bearer', secret: 'api_key' },
  config: [
    {
      name: 'list_id',
      label: 'list ID',
      example: '00000000-0000-0000-0000-000000000000',
      pattern: '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}',
    },
  ],
  secrets: [{ name: 'api_key', label: 'API key', example: 'eo_0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef', pattern: '\\S{20,200}' }],
  baseUrl: 'https://api.emailoctopus.com',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/lists/{list_id}/contacts/{email_md5}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      map: {
        id: 'id',
        name: { join: ['fields.FirstName', 'fields.LastName'] },
        email: 'email_address',
      },
    },
    subscriptions: {
      request: { path: '/lists/{list_id}/contacts/{email_md5}' },
      records: '$',
      single: true,
      // The membership is the contact record itself: it must be the contact verification found.
      ownerRef: 'id',
      notFoundIsEmpty: true,
      owner: { email: 'email_address' },
      map: {
        id: 'id',
        plan: { const: 'Email list' },
        status: 'status',
        since: { date: 'created_at' },
      },
    },
  },
  docs: 'https://emailoctopus.com/api-documentation/v2#tag/Contact/operation/api_lists_list_idcontacts_contact_id_get',
  setup:
    'In EmailOctopus open your profile menu → Integrations & API → API keys (Developer API) and create a key named after this service. ' +
    'For the list ID open Lists, pick the list, then Settings: the list ID is shown there and in the address bar.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against EmailOctopus's v1.6 reference; not confirmed: the v2 reference body (the MD5 contact id, field names, status case, " +
    'the 404 for an unknown contact).',
  note:
    'EmailOctopus API keys cannot be limited to read-only: the connector only reads. First and last name come from the default ' +
    'FirstName and LastName fields.',
});
