import { defineConnector } from '../../define.js';

/**
 * Intercom REST API 2.11 with a private app's access token. Intercom offers contact and conversation
 * lookups only as POST searches (read-only): contacts by email or phone, then the contact's
 * conversations. Times are unix seconds. Conversation bodies and parts are never read.
 */
export const intercom = defineConnector({
  key: 'intercom',
  name: 'Intercom',
  category: 'helpdesk',
  auth: { type: 'bearer', secret: 'access_token' },
  config: [
    {
      name: 'api_host',
      label: 'Intercom API address for your region',
      example: 'api.eu.intercom.io',
      pattern: 'api\\.intercom\\.io|api\\.eu\\.intercom\\.io|api\\.au\\.intercom\\.io',
    },
  ],
  secrets: [
    {
      name: 'access_token',
      label: 'access token',
      example: 'dG9rOmY3YjE0ZjE2XzkyZTFfNGE3Y19iZDEzXzU2MTEwZjE3YTQ2YzoxOjA=',
      pattern: '[A-Za-z0-9_=+/-]{20,200}',
    },
  ],
  baseUrl: 'https://{api_host}',
  bound: 'connection',
  headers: { 'Intercom-Version': '2.11' },
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { method: 'POST', readOnly: 'search', path: '/contacts/search', body: { query: { field: 'email', operator: '=', value: '{email}' } } },
      byPhone: { method: 'POST', readOnly: 'search', path: '/contacts/search', body: { query: { field: 'phone', operator: '=', value: '{phone}' } } },
      records: 'data',
      map: { id: 'id', name: 'name', email: 'email', phone: 'phone' },
    },
    tickets: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/conversations/search',
        body: { query: { field: 'contact_ids', operator: '=', value: '{customer_id}' }, pagination: { per_page: 50 } },
      },
      records: 'conversations',
      // The next page's cursor goes back in the POST body (pagination.starting_after).
      pagination: { type: 'cursor', in: 'body', param: 'pagination.starting_after', cursorPath: 'pages.next.starting_after', maxPages: 2 },
      ownerRef: 'contacts.contacts.0.id',
      map: {
        id: 'id',
        subject: { firstOf: ['title', 'source.subject'] },
        status: 'state',
        opened: { date: 'created_at', epoch: 'seconds' },
        updated: { date: 'updated_at', epoch: 'seconds' },
      },
    },
  },
  docs: 'https://developers.intercom.com/docs/references/2.11/rest-api/api.intercom.io/conversations/searchconversations',
  setup:
    'In Intercom open Settings → Integrations → Developer Hub, create a new app for your workspace, then open Configure → ' +
    'Authentication. Under permissions tick only "Read and list users and companies" and "Read conversations" (untick every write ' +
    "permission), save, and copy the access token. Enter the API address of your workspace's region: api.intercom.io (US), " +
    'api.eu.intercom.io (Europe) or api.au.intercom.io (Australia).',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Intercom's OpenAPI description (intercom/Intercom-OpenAPI@8889625, version 2.11).",
  note:
    'Searches are POST requests that only read. Intercom pages search results with a cursor in the request body: the newest 100 ' +
    'conversations are read (two pages of 50). Conversation bodies and parts are never read.',
});
