import { defineConnector } from '../../define.js';

/**
 * Freshdesk API v2 with an agent's API key (HTTP Basic, password X). Contacts are filtered by email
 * (or mobile); the requester's tickets are listed with their stats for the resolved/closed date.
 * Freshdesk lists only tickets created in the last 30 days unless updated_since is given, so the
 * read asks for a year. Ticket descriptions and conversations are never read.
 */
export const freshdesk = defineConnector({
  key: 'freshdesk',
  name: 'Freshdesk',
  category: 'helpdesk',
  auth: { type: 'basic', username: '{api_key}', password: 'X' },
  config: [{ name: 'domain', label: 'Freshdesk domain', example: 'acmeuk', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  secrets: [{ name: 'api_key', label: 'API key', example: 'Ab3dEf6hIj9kLmN0pQr', pattern: '[A-Za-z0-9]{16,40}' }],
  baseUrl: 'https://{domain}.freshdesk.com/api/v2',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/contacts', query: { email: '{email}' } },
      byPhone: { path: '/contacts', query: { mobile: '{phone}' } },
      records: '$',
      map: { id: 'id', name: 'name', email: 'email', phone: { firstOf: ['mobile', 'phone'] } },
    },
    tickets: {
      request: {
        path: '/tickets',
        query: {
          requester_id: '{customer_id}',
          updated_since: '{from_date}T00:00:00Z',
          include: 'stats',
          order_by: 'updated_at',
          order_type: 'desc',
          per_page: '50',
        },
      },
      records: '$',
      pagination: { type: 'link_header', maxPages: 2 },
      ownerRef: 'requester_id',
      map: {
        id: 'id',
        subject: 'subject',
        status: { enum: 'status', map: { '2': 'open', '3': 'pending', '4': 'resolved', '5': 'closed' } },
        opened: { date: 'created_at' },
        updated: { date: 'updated_at' },
        closed: { date: { firstOf: ['stats.closed_at', 'stats.resolved_at'] } },
      },
    },
  },
  docs: 'https://developers.freshdesk.com/api/#list_all_tickets',
  setup:
    'In Freshdesk click your profile picture → Profile settings and copy "Your API Key" from the right-hand side. The key acts as that ' +
    'agent, so use an agent whose role can only view tickets and contacts (Admin → Team → Roles). Enter your Freshdesk domain (acmeuk ' +
    'for acmeuk.freshdesk.com) and the key.',
  test_level: 'partly-documented',
  test_detail:
    'Not re-read against an official source (developers.freshdesk.com could not be read); the contact and ticket requests, fields and ' +
    'status numbers rest on the earlier check.',
  note:
    'Freshdesk API keys carry the permissions of the agent, not a read-only scope. Custom ticket statuses (6 and up) are shown as their ' +
    'number. Only subject, status and dates are read, never descriptions or replies.',
});
