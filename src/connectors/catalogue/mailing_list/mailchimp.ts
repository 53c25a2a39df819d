import { defineConnector } from '../../define.js';

/**
 * Mailchimp Marketing API 3.0 with an API key (HTTP Basic, any user name, the key as password; the
 * key's suffix is the data centre). The member search across every audience finds the subscriber by
 * email; the same search reports each audience membership (status and opt-in date) as a subscription.
 */
export const mailchimp = defineConnector({
  key: 'mailchimp',
  name: 'Mailchimp',
  category: 'mailing_list',
  auth: { type: 'basic', username: 'anystring', password: '{api_key}' },
  config: [{ name: 'dc', label: 'data centre (the end of your API key, e.g. us21)', example: 'us21', pattern: '[a-z]{2}[0-9]{1,3}' }],
  secrets: [{ name: 'api_key', label: 'API key', example: '0123456789abcdef0123456789abcdef-us21', pattern: '[0-9a-f]{32}-[a-z]{2}[0-9]{1,3}' }],
  baseUrl: 'https://{dc}.api.mailchimp.com/3.0',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/search-members', query: { query: '{email}' } },
      // Only exact email matches; full_search holds fuzzy name matches of other people.
      records: 'exact_matches.members',
      map: {
        id: 'id',
        name: { join: ['merge_fields.FNAME', 'merge_fields.LNAME'] },
        email: 'email_address',
        phone: { firstOf: ['merge_fields.PHONE', 'sms_phone_number'] },
        postcode: 'merge_fields.ADDRESS.zip',
      },
    },
    subscriptions: {
      request: { path: '/search-members', query: { query: '{email}' } },
      records: 'exact_matches.members',
      // A member's id is the MD5 of its lower-cased email, the same in every audience: each membership must be the verified member's.
      ownerRef: 'id',
      owner: { email: 'email_address', name: { join: ['merge_fields.FNAME', 'merge_fields.LNAME'] } },
      map: {
        id: 'list_id',
        plan: { join: [{ const: 'Audience' }, 'list_id'] },
        status: { enum: 'status', map: { cleaned: 'cleaned (emails bounced)', transactional: 'transactional only' } },
        since: { date: { firstOf: ['timestamp_opt', 'timestamp_signup'] } },
      },
    },
  },
  docs: 'https://mailchimp.com/developer/marketing/api/search-members/',
  setup:
    'In Mailchimp click your profile icon → Account & billing → Extras → API keys, then Create A Key and name it after this service. ' +
    'Copy the key once (it is shown only once). The data centre is the part after the dash at the end of the key, e.g. us21.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Mailchimp's official clients (mailchimp-marketing-node, " +
    'mailchimp-marketing-typescript-sdk@70ec18f) and its merge-fields guide.',
  note:
    'Mailchimp API keys cannot be limited to read-only: the connector only reads, so create a key just for this service and delete it ' +
    'to disconnect. Audience memberships are named by audience ID (the member record carries no audience name).',
});
