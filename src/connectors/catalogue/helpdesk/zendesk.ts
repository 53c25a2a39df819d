import { defineConnector } from '../../define.js';

/**
 * Zendesk Support API v2 with an agent's API token (HTTP Basic, user `{email}/token`). Requesters are
 * found with the user search (email, else phone); their requested tickets are listed newest first.
 * Ticket descriptions and comments are never read: only id, subject, status and dates are mapped.
 */
export const zendesk = defineConnector({
  key: 'zendesk',
  name: 'Zendesk Support',
  category: 'helpdesk',
  auth: { type: 'basic', username: '{agent_email}/token', password: '{api_token}' },
  config: [
    { name: 'subdomain', label: 'Zendesk subdomain', example: 'acmeuk', pattern: '[a-z0-9][a-z0-9-]{0,62}' },
    { name: 'agent_email', label: 'agent email address', example: 'api.reader@acme.co.uk', pattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+' },
  ],
  secrets: [{ name: 'api_token', label: 'API token', example: 'k2PTl6YbnKQbUhT6B0Ytl3b1qhqVX7ND0DScB4Wm', pattern: '[A-Za-z0-9]{20,64}' }],
  baseUrl: 'https://{subdomain}.zendesk.com/api/v2',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/users/search.json', query: { query: 'email:{email}' } },
      byPhone: { path: '/users/search.json', query: { query: 'phone:{phone}' } },
      records: 'users',
      map: { id: 'id', name: 'name', email: 'email', phone: 'phone' },
    },
    tickets: {
      request: { path: '/users/{customer_id}/tickets/requested.json', query: { sort_by: 'updated_at', sort_order: 'desc', per_page: '50' } },
      records: 'tickets',
      pagination: { type: 'next_url', nextPath: 'next_page', maxPages: 2 },
      ownerRef: 'requester_id',
      map: {
        id: 'id',
        subject: 'subject',
        status: { enum: 'status', map: { hold: 'on hold' } },
        opened: { date: 'created_at' },
        updated: { date: 'updated_at' },
      },
    },
  },
  docs: 'https://developer.zendesk.com/api-reference/ticketing/tickets/tickets/#list-tickets',
  setup:
    'In Zendesk open Admin Center → Apps and integrations → APIs → Zendesk API, turn on Token access and add an API token (copy it at ' +
    'once: it is shown only once). Zendesk tokens act as the agent whose email you enter, so use a dedicated agent whose role can only ' +
    "view tickets and users. Enter your subdomain (acmeuk for acmeuk.zendesk.com), that agent's email address and the token.",
  test_level: 'partly-documented',
  test_detail:
    "Checked against Zendesk's own API clients and their bundled docs; not confirmed: the phone: search form for the mobile lookup, and " +
    'that the 2014 field documentation still holds.',
  note:
    'Zendesk API tokens carry the permissions of the agent, not a read-only scope: use an agent with a view-only role. Only the ' +
    'subject, status and dates of tickets are read, never descriptions or comments.',
});
