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
    'In Mailchimp click your profile icon → Account & billing → Extras → API keys, then Create A Key and name it after this service. Copy the key once (it is shown only once). The data centre is the part after the dash at the end of the key, e.g. us21.',
  test_level: 'documented',
  test_detail:
    "Re-read against Mailchimp's official clients: mailchimp/mailchimp-marketing-node src/api/SearchMembersApi.js@7c1edd292e2d4732a0ea209de6b6dd38f968bf9d (GET /3.0/search-members with query, HTTP Basic with the API key) and the client generated from Mailchimp's API definition, mailchimp/mailchimp-marketing-typescript-sdk@70ec18f86a3462de7e96f301e9cc6ffae0ac0682 src/api/resources/searchMembers/types/ListSearchMembersResponseExactMatches.ts (exact_matches.members of ListMembers) and src/api/types/ListMembers.ts (id = the MD5 hash of the lower-cased email, email_address, list_id, status subscribed/unsubscribed/cleaned/pending/transactional/archived, timestamp_opt and timestamp_signup in ISO 8601, sms_phone_number, merge_fields keyed by merge tag, an address merge field being {addr1, addr2, city, state, zip, country}); tests/wire/searchMembers.test.ts (the reply envelope exact_matches/full_search). The merge tags read are confirmed by Mailchimp's developer guide https://mailchimp.com/developer/marketing/docs/merge-fields/ (FNAME, LNAME, ADDRESS and PHONE are present by default when an audience is created; they are editable, so an audience that renamed or removed one leaves that value empty here); LNAME is also read from a member's merge_fields by Mailchimp's own plugin mailchimp/mc-woocommerce@9f1eb18a88ca735508db7410eb62f78ccf37d0f9 includes/processes/class-mailchimp-woocommerce-subscriber-sync.php. Fixed in earlier passes: full_name is not in the API definition and is no longer read (the name and the owner name are FNAME and LNAME joined). This pass: the default merge tags LNAME, PHONE and ADDRESS, the last open point, confirmed from the official guide.",
  note: 'Mailchimp API keys cannot be limited to read-only: the connector only reads, so create a key just for this service and delete it to disconnect. Audience memberships are named by audience ID (the member record carries no audience name).',
});
