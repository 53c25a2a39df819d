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
        // The official example has no updated_at: the customer's last message, the date sort=updated orders by.
        updated: { date: 'last_customer_message.created_at' },
      },
    },
  },
  docs: 'https://www.reamaze.com/api/get_conversations',
  setup:
    'In Re:amaze open Settings → Developer → API Token and generate a token (it belongs to the staff user who is signed in, so use a ' +
    'staff login with the smallest permissions that can still see conversations). Enter your brand subdomain (acme for ' +
    "acme.reamaze.io), that staff user's login email and the token.",
  test_level: 'partly-documented',
  test_detail:
    "Checked against Re:amaze's API reference pages (get_contacts, get_conversations); not confirmed: the contact mobile field and the " +
    'status numbers other than 0 and 5.',
  note:
    'Re:amaze API tokens act as the staff user and are not read-only. Conversations started by staff name the staff member as author ' +
    "and are therefore not shown. The updated date is the customer's last message (Re:amaze's API gives no last-updated date).",
});
