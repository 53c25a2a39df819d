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
    'In MailerLite open Integrations → MailerLite API → Use, then Generate new token. Name it after this service, copy the token (it is ' +
    'shown once) and paste it here. Accounts still on MailerLite Classic need to use the new MailerLite.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against MailerLite's official Node client (mailerlite/mailerlite-nodejs@faebc1b); the 404 " +
    'for an unknown address is not in it.',
  note:
    'MailerLite API tokens cannot be limited to read-only: the connector only reads. Group memberships are not listed; the row reports ' +
    "the subscriber's status (active, unsubscribed, unconfirmed, bounced or junk).",
});
