import { defineConnector } from '../../define.js';

/**
 * Front Core API with an API token. A contact is fetched by its email alias
 * (`/contacts/alt:email:<email>`; 404 = no such contact); its conversations are listed. Front
 * timestamps (created_at, updated_at) are unix seconds with decimals. Messages and comments are never read.
 */
export const front = defineConnector({
  key: 'front',
  name: 'Front',
  category: 'helpdesk',
  auth: { type: 'bearer', secret: 'api_token' },
  secrets: [
    {
      name: 'api_token',
      label: 'API token',
      example: 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZXMiOlsic2hhcmVkOioiXX0.c2lnbmF0dXJl',
      pattern: '[A-Za-z0-9_=-]+\\.[A-Za-z0-9_=-]+\\.[A-Za-z0-9_=-]+',
    },
  ],
  baseUrl: 'https://api2.frontapp.com',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/contacts/alt:email:{email}' },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      // Handles come in no fixed order: the email and phone are picked by their source.
      map: {
        id: 'id',
        name: 'name',
        email: { path: 'handles', where: { source: 'email' }, pick: 'handle' },
        phone: { path: 'handles', where: { source: 'phone' }, pick: 'handle' },
      },
    },
    tickets: {
      request: { path: '/contacts/{customer_id}/conversations', query: { limit: '50' } },
      records: '_results',
      pagination: { type: 'next_url', nextPath: '_pagination.next', maxPages: 2 },
      map: {
        id: 'id',
        subject: 'subject',
        status: {
          firstOf: ['status_category', { enum: 'status', map: { archived: 'resolved', assigned: 'open', unassigned: 'open', deleted: 'deleted' } }],
        },
        opened: { date: 'created_at', epoch: 'seconds' },
        updated: { date: 'updated_at', epoch: 'seconds' },
      },
    },
  },
  docs: 'https://dev.frontapp.com/reference/list-contact-conversations',
  setup:
    'In Front open Settings → Developers → API tokens (company settings; an admin must do this) and create a token. Give it access to ' +
    'Shared resources only, with read permission if your plan offers it, and copy it.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Front's OpenAPI description (frontapp/front-api-specs@f8f5386); the 404 for an " +
    'unknown alias is not in it.',
  note:
    "Front lists a contact's handles (emails, phones) in no fixed order: the email and the phone are picked by their source. Customers " +
    "are found by email only (a phone alias must match Front's stored form exactly). Messages and comments are never read.",
});
