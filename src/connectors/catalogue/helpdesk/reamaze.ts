import { defineConnector } from '../../define.js';

/**
 * Re:amaze API v1 with a staff user's API token (HTTP Basic: login email and token). Contacts are
 * searched by email (`q` matches name or email); conversations are listed for the customer's email
 * across every status. Message bodies and internal notes are never read.
 */
export const reamaze = defineConnector({
  key: 'reamaze',
  name: 'Re:amaze',
  category: 'helpdesk',
  auth: { type: 'basic', username: '{login_email}', password: '{api_token}' },
  config: [
    { name: 'brand', label: 'Re:amaze brand subdomain', example: 'acme', pattern: '[a-z0-9][a-z0-9-]{0,62}' },
    { name: 'login_email', label: 'Re:amaze login email address', example: 'api.reader@acme.co.uk', pattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+' },
  ],
  secrets: [{ name: 'api_token', label: 'API token', example: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0', pattern: '[A-Za-z0-9_-]{16,80}' }],
  baseUrl: 'https://{brand}.reamaze.io/api/v1',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/contacts', query: { q: '{email}' } },
      records: 'contacts',
      map: { id: { firstOf: ['id', 'email'] }, name: { firstOf: ['name', 'friendly_name'] }, email: 'email', phone: 'mobile' },
    },
    tickets: {
      request: { path: '/conversations', query: { for: '{email}', filter: 'all', sort: 'updated' } },
      records: 'conversations',
      pagination: { type: 'page', param: 'page', first: 1, size: 30, maxPages: 2 },
      owner: { email: 'author.email' },
      map: {
        id: 'slug',
        subject: 'subject',
        status: {
          enum: 'status',
          map: { '0': 'open', '1': 'pending', '2': 'resolved', '3': 'spam', '4': 'archived', '5': 'on hold', '6': 'resolved', '7': 'open', '8': 'resolved' },
        },
        opened: { date: 'created_at' },
        updated: { date: 'updated_at' },
      },
    },
  },
  docs: 'https://www.reamaze.com/api/get_conversations',
  setup:
    "In Re:amaze open Settings → Developer → API Token and generate a token (it belongs to the staff user who is signed in, so use a staff login with the smallest permissions that can still see conversations). Enter your brand subdomain (acme for acme.reamaze.io), that staff user's login email and the token.",
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass: no official OpenAPI description or SDK example of this vendor could be read in the reachable sources, so the request and fields were not re-read against an official example. What stands is the earlier check (not re-read against an official example): documented (reamaze.com/api get_contacts, get_conversations; cross-checked in public client code and tool listings of the Re:amaze REST API): HTTP Basic with staff login email and API token, https://<brand>.reamaze.io/api/v1, GET /contacts?q=, GET /conversations?for=<email>&filter=all&sort=updated, 1-based page paging and the {page_size, page_count, total_count, contacts|conversations} envelope, and conversation slug, subject, status, created_at, updated_at, author.email. Status numbers 0-8 follow Re:amaze's documented list (0 unresolved, 1 pending, 2 resolved, 3 spam, 4 archived, 5 on hold, 6 auto-resolved, 7 chatbot assigned, 8 chatbot resolved); contacts have no id field in the documented object, so the email stands as the id. Not compared with a live reply.",
  note: "Re:amaze API tokens act as the staff user and are not read-only. Conversation status numbers 6 to 8 (auto-resolved, chatbot) follow Re:amaze's documented list but were not seen in an example reply. Conversations started by staff name the staff member as author and are therefore not shown.",
});
