import { defineConnector } from '../../define.js';

/**
 * ActiveCampaign API v3 with the Api-Token header. Contacts are found by exact email, or by the
 * search filter (names, organisation, phone or email) with the mobile; the contact's list memberships
 * (status and subscription date) are reported as subscriptions.
 */
export const activecampaign = defineConnector({
  key: 'activecampaign',
  name: 'ActiveCampaign',
  category: 'mailing_list',
  auth: { type: 'header', headers: { 'Api-Token': '{api_key}' } },
  config: [{ name: 'account', label: 'account name (from https://<account>.api-us1.com)', example: 'acmeuk', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  secrets: [
    { name: 'api_key', label: 'API key', example: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef01234567', pattern: '[0-9a-f]{64,80}' },
  ],
  baseUrl: 'https://{account}.api-us1.com/api/3',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/contacts', query: { email: '{email}' } },
      byPhone: { path: '/contacts', query: { search: '{phone}' } },
      records: 'contacts',
      map: {
        id: 'id',
        name: { join: ['firstName', 'lastName'] },
        email: 'email',
        phone: 'phone',
      },
    },
    subscriptions: {
      request: { path: '/contacts/{customer_id}/contactLists' },
      records: 'contactLists',
      ownerRef: 'contact',
      map: {
        id: 'id',
        plan: { join: [{ const: 'List' }, 'list'] },
        status: { enum: 'status', map: { '0': 'unconfirmed', '1': 'subscribed', '2': 'unsubscribed', '3': 'bounced' } },
        since: { date: 'sdate' },
      },
    },
  },
  docs: 'https://developers.activecampaign.com/reference/list-all-contacts',
  setup:
    'In ActiveCampaign open Settings → Developer. Copy the URL (your account name is the part before .api-us1.com) and the key. The key ' +
    'acts with the permissions of the user it belongs to, so create a user in a group that can only view contacts and lists and use ' +
    "that user's key.",
  test_level: 'partly-documented',
  test_detail:
    "Checked against ActiveCampaign's own Magento integration; not confirmed: the email and search query parameters and the " + 'list-membership read.',
  note:
    "Keys have their user's permissions (no read-only key type): use a view-only user. List memberships are named by list ID. Search by " +
    "mobile uses ActiveCampaign's general search, so the number must be written as it is stored.",
});
