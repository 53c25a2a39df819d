import { defineConnector } from '../../define.js';

/**
 * MailerLite API (connect.mailerlite.com, the current API, not MailerLite Classic) with a bearer API
 * token. The subscriber is read by email (404 when unknown); its subscription status and dates are
 * reported as one subscription row.
 */
export const mailerlite = defineConnector({
  key: 'mailerlite',
  name: 'MailerLite',
  category: 'mailing_list',
  auth: { type: 'bearer', secret: 'api_token' },
  secrets: [{ name: 'api_token', label: 'API token', example: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiI0In0.c2lnbmF0dXJl', pattern: '\\S{20,2000}' }],
  baseUrl: 'https://connect.mailerlite.com/api',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/subscribers/{email}' },
      records: 'data',
      single: true,
      notFoundIsEmpty: true,
      map: {
        id: 'id',
        name: { join: ['fields.name', 'fields.last_name'] },
        email: 'email',
        phone: 'fields.phone',
        postcode: 'fields.z_i_p',
      },
    },
    subscriptions: {
      request: { path: '/subscribers/{email}' },
      records: 'data',
      single: true,
      // The membership is the contact record itself: it must be the contact verification found.
      ownerRef: 'id',
      notFoundIsEmpty: true,
      owner: { email: 'email' },
      map: {
        id: 'id',
        plan: { const: 'Email newsletter' },
        status: 'status',
        since: { date: { firstOf: ['subscribed_at', 'created_at'] } },
        term_end: { date: 'unsubscribed_at' },
      },
    },
  },
  docs: 'https://developers.mailerlite.com/docs/subscribers.html#fetch-a-subscriber',
  setup:
    'In MailerLite open Integrations → MailerLite API → Use, then Generate new token. Name it after this service, copy the token (it is shown once) and paste it here. Accounts still on MailerLite Classic need to use the new MailerLite.',
  test_level: 'documented',
  test_detail:
    "Re-read in the fidelity pass against MailerLite's official Node client mailerlite/mailerlite-nodejs@faebc1bbc4306369381a09f00e44c1ec1b93de63: GET https://connect.mailerlite.com/api/subscribers/{id or email} (find in src/modules/subscribers/subscribers.module.ts; the client's recorded reply tapes/subscribers/test-GET-29.json5) answering {data: subscriber} with id, email, status (active, unsubscribed, unconfirmed, bounced, junk in subscribers.types.ts), subscribed_at, unsubscribed_at and created_at as \"YYYY-MM-DD HH:MM:SS\", and fields.name, fields.last_name, fields.phone and fields.z_i_p. Not in the client: the 404 for an unknown address (the earlier check's reading of developers.mailerlite.com; not re-read here).",
  note: "MailerLite API tokens cannot be limited to read-only: the connector only reads. Group memberships are not listed; the row reports the subscriber's status (active, unsubscribed, unconfirmed, bounced or junk).",
});
