import { defineConnector } from '../../define.js';

/**
 * Help Scout Mailbox API 2.0 with a private app (OAuth 2.0 client_credentials at /v2/oauth2/token: App ID and App Secret
 * sent as form fields to the token endpoint; tokens last two days). Customers are searched by email;
 * conversations are searched by the same email across every status. Previews, threads and notes are
 * never read: only the number, subject, status and dates.
 */
export const helpScout = defineConnector({
  key: 'help_scout',
  name: 'Help Scout',
  category: 'helpdesk',
  auth: { type: 'client_credentials', tokenUrl: '/oauth2/token', clientId: 'app_id', clientSecret: 'app_secret', clientAuth: 'body' },
  config: [{ name: 'app_id', label: 'App ID', example: 'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv', pattern: '[A-Za-z0-9]{20,64}' }],
  secrets: [{ name: 'app_secret', label: 'App Secret', example: 'Zy9Xw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe', pattern: '[A-Za-z0-9]{20,64}' }],
  baseUrl: 'https://api.helpscout.net/v2',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { query: '(email:"{email:backslash}")' } },
      records: '_embedded.customers',
      // Help Scout leaves `_embedded` out of a list reply that has no items.
      noMatch: { missingRecords: true },
      map: {
        id: 'id',
        name: { join: ['firstName', 'lastName'] },
        email: '_embedded.emails.0.value',
        phone: '_embedded.phones.0.value',
        postcode: '_embedded.address.postalCode',
      },
    },
    tickets: {
      request: { path: '/conversations', query: { query: '(email:"{email:backslash}")', status: 'all', sortField: 'modifiedAt', sortOrder: 'desc' } },
      records: '_embedded.conversations',
      noMatch: { missingRecords: true },
      pagination: { type: 'next_url', nextPath: '_links.next.href', maxPages: 2 },
      ownerRef: 'primaryCustomer.id',
      map: {
        id: 'number',
        subject: 'subject',
        status: { enum: 'status', map: { active: 'open' } },
        opened: { date: 'createdAt' },
        updated: { date: { firstOf: ['userUpdatedAt', 'createdAt'] } },
        closed: { date: 'closedAt' },
      },
    },
  },
  docs: 'https://developer.helpscout.com/mailbox-api/endpoints/conversations/list/',
  setup:
    'In Help Scout click your avatar → Your Profile → My Apps → Create My App. Give it any name and redirection URL ' +
    '(https://example.com is fine: it is not used), then copy the App ID and App Secret shown. The app reads with the permissions of ' +
    'the user who created it, so create it while signed in as a user who can see only the mailboxes the bot should read.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Help Scout's official PHP and Java clients; not confirmed: whether the customer list reply embeds each customer's " +
    'emails, phones and address.',
  note:
    'Help Scout private apps have no read-only scope: they act as the user who created them. Conversation previews, threads and notes ' +
    'are never read. Conversations are searched by the customer email and shown only when that customer is their primary customer (by ' +
    'Help Scout customer id, so a conversation the customer wrote from another of their addresses is kept and one where they were only ' +
    'copied in is not).',
});
