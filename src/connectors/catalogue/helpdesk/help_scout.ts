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
    'In Help Scout click your avatar → Your Profile → My Apps → Create My App. Give it any name and redirection URL (https://example.com is fine: it is not used), then copy the App ID and App Secret shown. The app reads with the permissions of the user who created it, so create it while signed in as a user who can see only the mailboxes the bot should read.',
  test_level: 'partly-documented',
  test_detail:
    "Re-read against Help Scout's official PHP client helpscout/helpscout-api-php@6edf26666d03512732c395e98a965f4faa71e170 (still its newest commit in this pass): GET /v2/customers and GET /v2/conversations with query (src/Customers/CustomerFilters.php, src/Conversations/ConversationFilters.php: status, sortField modifiedAt, sortOrder, query), the HAL envelope (_embedded, page, _links.next.href) and that _embedded is left out of an empty list (tests/Payloads/CustomerPayloads.php, ConversationPayloads.php), and the conversation fields number, subject, status, createdAt, closedAt, userUpdatedAt and primaryCustomer.id (ConversationPayloads.php). Fixed earlier: ownership is ownerRef primaryCustomer.id (the customer id find_customer returns), not primaryCustomer.email. Fourth pass (issue 17): Help Scout's own reference pages https://developer.helpscout.com/mailbox-api/endpoints/customers/list (GET /v2/customers, query=(email:\"...\") searches customers by email, sortField, sortOrder, page) and https://developer.helpscout.com/mailbox-api/endpoints/customers/get (a customer's _embedded emails[] {id, value, type}, phones[] {id, value, type} and address {city, lines, ...}, the form this connector reads) were read; the find_customer fixture's embedded fields now cite the latter. Still open: whether the list reply embeds each customer's emails, phones and address (the stored copy of the list page ends before its example reply; the official PHP client's list payload only links them, its client loads them with one more call per customer (src/Customers/CustomersEndpoint.php, CustomerLoader), and its README says the entities come preloaded when getting a customer, saying nothing of the list: this leans towards the list NOT carrying them). If the list carries no _embedded emails, the customer's email comes back blank and no code can be emailed; fixing that needs a runtime feature (a follow-up read of GET /v2/customers/{id} per found customer). Also looked for and not found: a Help Scout OpenAPI or docs repository (helpscout/openapi, helpscout/developer-docs, helpscout/helpscout-docs, helpscout/mailbox-api-docs, helpscout/helpscout-api-node: none stored); helpscout/helpscout-api-java@c3d0329ab74e37c1523ec849f8eb08da195bf67f covers only the retired v1 API. Token exchange: the official client (src/Http/Authenticator.php, src/Http/Auth/ClientCredentials.php) posts grant_type client_credentials, client_id and client_secret to https://api.helpscout.net/v2/oauth2/token, as this connector does; it sends them as a JSON body where the connector sends form fields (the form encoding is the earlier check's reading of Help Scout's authentication page, not re-read here). Help Scout now also documents a v3 customer list (GET /v3/customers with an email filter and cursor paging); this connector stays on v2, which is not marked deprecated on the pages read.",
  note: 'Help Scout private apps have no read-only scope: they act as the user who created them. Conversation previews, threads and notes are never read. Conversations are searched by the customer email and shown only when that customer is their primary customer (by Help Scout customer id, so a conversation the customer wrote from another of their addresses is kept and one where they were only copied in is not).',
});
