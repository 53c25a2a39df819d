import { defineConnector } from '../../define.js';

/**
 * Gorgias REST API with a user's REST API key (HTTP Basic: the user's email and the key). Customers
 * are filtered by email; their tickets are listed newest first with cursor pagination. Message
 * bodies, excerpts and internal notes are never read.
 */
export const gorgias = defineConnector({
  key: 'gorgias',
  name: 'Gorgias',
  category: 'helpdesk',
  auth: { type: 'basic', username: '{account_email}', password: '{api_key}' },
  config: [
    { name: 'domain', label: 'Gorgias domain', example: 'acmeuk', pattern: '[a-z0-9][a-z0-9-]{0,62}' },
    { name: 'account_email', label: 'Gorgias user email address', example: 'api.reader@acme.co.uk', pattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+' },
  ],
  secrets: [
    { name: 'api_key', label: 'REST API key', example: '3b7f0c6e2a9d4f18b5c1e0a7d6f2b9c4e8a1d3f5b7c9e0a2d4f6b8c0e1a3d5f7', pattern: '[A-Za-z0-9]{20,100}' },
  ],
  baseUrl: 'https://{domain}.gorgias.com/api',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { email: '{email}' } },
      records: 'data',
      map: {
        id: 'id',
        name: { firstOf: ['name', { join: ['firstname', 'lastname'] }] },
        email: { firstOf: ['email', { path: 'channels', where: { type: 'email' }, pick: 'address' }] },
        // The phone channel, so a code can be texted; customers are still searched by email only.
        phone: { path: 'channels', where: { type: 'phone' }, pick: 'address' },
      },
    },
    tickets: {
      request: { path: '/tickets', query: { customer_id: '{customer_id}', order_by: 'updated_datetime:desc', limit: '30' } },
      records: 'data',
      pagination: { type: 'cursor', param: 'cursor', cursorPath: 'meta.next_cursor', maxPages: 2 },
      ownerRef: 'customer.id',
      map: {
        id: 'id',
        subject: 'subject',
        status: 'status',
        opened: { date: 'created_datetime' },
        updated: { date: { firstOf: ['updated_datetime', 'last_message_datetime'] } },
        closed: { date: 'closed_datetime' },
      },
    },
  },
  docs: 'https://developers.gorgias.com/reference/list-tickets',
  setup:
    "In Gorgias open Settings → You → REST API (Settings → Account → REST API on older plans). Copy the Base API URL's first part " +
    '(acmeuk for acmeuk.gorgias.com), the Username (your Gorgias login email) and the API key. The key acts as that user, so ideally ' +
    'create it while signed in as a user with the Lite Agent or Basic Agent role.',
  test_level: 'partly-documented',
  test_detail:
    "Partly checked against Gorgias's developer changelog and ticket object page; the requests, envelope and field names rest on the " +
    'earlier check of its reference.',
  note:
    'Gorgias API keys act as the user that owns them; there is no read-only key. Phone numbers sit in the customer channel list: the ' +
    'phone channel is read (for texting the code) but not searched, so customers are found by email only. Only tickets whose customer ' +
    'is the verified customer (by Gorgias customer id) are shown. Ticket excerpts and messages are never read.',
});
