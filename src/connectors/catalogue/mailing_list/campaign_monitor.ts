import { defineConnector } from '../../define.js';

/**
 * Campaign Monitor API v3.3 with an API key (HTTP Basic: the key as user name, any password). The
 * subscriber is read from one list by email; every list of the client the address is on (with its
 * state and date added) is reported as a subscription.
 */
export const campaignMonitor = defineConnector({
  key: 'campaign_monitor',
  name: 'Campaign Monitor',
  category: 'mailing_list',
  auth: { type: 'basic', username: '{api_key}', password: 'x' },
  config: [
    { name: 'list_id', label: 'list API ID', example: 'a58ee1d3039b8bec838e6d1482a8a965', pattern: '[0-9a-f]{32}' },
    { name: 'client_id', label: 'client API ID', example: '4a397ccaaa55eb4e6aa1221e1e2d7122', pattern: '[0-9a-f]{32}' },
  ],
  secrets: [{ name: 'api_key', label: 'API key', example: 'Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWprbG1ub3A=', pattern: '[A-Za-z0-9+/=]{20,120}' }],
  baseUrl: 'https://api.createsend.com/api/v3.3',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/subscribers/{list_id}.json', query: { email: '{email}', includetrackingpreference: 'false' } },
      records: '$',
      single: true,
      // An address that is not on the list: 400 {"Code": 203, "Message": "Subscriber not in list"}.
      noMatch: { errorReply: { status: 400, bodyFields: { Code: 203 } } },
      map: { id: 'EmailAddress', name: 'Name', email: 'EmailAddress', phone: 'MobileNumber' },
    },
    subscriptions: {
      request: { path: '/clients/{client_id}/listsforemail.json', query: { email: '{email}' } },
      records: '$',
      map: {
        id: 'ListID',
        plan: 'ListName',
        status: 'SubscriberState',
        since: { date: 'DateSubscriberAdded' },
      },
    },
  },
  docs: 'https://www.campaignmonitor.com/api/v3-3/subscribers/',
  setup:
    'In Campaign Monitor click your profile image → Account settings → API keys. Copy the API key (Generate API key if there is none) ' +
    'and the Client API ID shown on the same page. For the list API ID open Lists & subscribers, pick the list customers join, click ' +
    '"change name/type" and copy the List API ID shown there.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Campaign Monitor's official Ruby client (campaignmonitor/createsend-ruby@a2f2ddb); " +
    "the 400 code 203 reply rests on its Go client's tests.",
  note:
    'Campaign Monitor API keys cannot be limited to read-only: the connector only reads. Campaign Monitor answers an address that is ' +
    'not on the list with HTTP 400 and code 203 ("Subscriber not in list"), read as "no such customer"; any other 400 stays a vendor ' +
    'error.',
});
