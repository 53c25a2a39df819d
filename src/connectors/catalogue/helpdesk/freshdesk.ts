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
    'In Freshdesk click your profile picture → Profile settings and copy "Your API Key" from the right-hand side. The key acts as that agent, so use an agent whose role can only view tickets and contacts (Admin → Team → Roles). Enter your Freshdesk domain (acmeuk for acmeuk.freshdesk.com) and the key.',
  test_level: 'partly-documented',
  test_detail:
    "Second fidelity pass (cat-support2): Freshdesk publishes no OpenAPI description (Freshworks' official freshworks/freshworks-api-sdk generates clients for Freshservice and Freshteam only), and developers.freshdesk.com is not in the reachable sources. Official material read in this pass: Freshdesk's own API samples freshworks/fresh-samples@88f184be419cd09b651da9de4d0a9a0a5f1f832b (Ruby/filter_ticket_by_requester_id_email.rb: HTTP Basic with the API key as user and X as password, GET https://<domain>.freshdesk.com/api/v2/tickets?requester_id=<id> or ?email=; Python/get_tickets.py and PHP/fetch_tickets.php: the same base and auth) and Freshworks' request-template samples freshworks-developers/request-method-samples@12e7b733245174c6506b5672c958ff5bb709dd61 (sample-app/config/requests.json: GET /api/v2/tickets with order_by=updated_at and order_type=desc; sample-app/app/scripts/app.js: the same list with include=stats). Kept from the first pass: ownerRef requester_id. Not confirmed against an official source in this pass (the earlier check's reading of developers.freshdesk.com/api stands): GET /contacts?email= and ?mobile= and their bare-array reply, the contact fields id, name, email, mobile and phone, updated_since (and that only 30 days are listed without it), per_page's maximum of 100, Link-header paging, the ticket fields id, subject, status, created_at, updated_at, stats.resolved_at and stats.closed_at, and the status numbers 2 open, 3 pending, 4 resolved, 5 closed. No field or request was changed. Fourth pass (issue 17): freshworks/fresh-samples@88f184be419cd09b651da9de4d0a9a0a5f1f832b re-read (PHP/view_all_users.php: GET /api/v2/contacts with no filter); Freshworks' own app-development references freshworks-developers/marketplace@f58dc92061c47663423ca45f1705c7530bb0074a (skills/app-dev/references/architecture/freshdesk_support_contact.md and freshdesk_support_ticket.md) list GET /api/v2/contacts, GET /api/v2/search/contacts and GET /api/v2/tickets without their filters or replies, and its serverless test data (skills/app-dev/assets/templates/serverless-skeleton/server/test_data/support_ticket/onTicketCreate.json, a product-event payload, not a REST reply) uses id, subject, status 2, requester_id, created_at and updated_at under the same names; freshworks-developers/cti-tutorial-freshdesk, api-sdk-samples and ticket-metrics-app make no REST reads. developers.freshdesk.com/api was not found among the stored pages (only third-party copies of its contact filters, which do not count). The open items above stay open.",
  note: 'Freshdesk API keys carry the permissions of the agent, not a read-only scope. Custom ticket statuses (6 and up) are shown as their number. Only subject, status and dates are read, never descriptions or replies.',
});
