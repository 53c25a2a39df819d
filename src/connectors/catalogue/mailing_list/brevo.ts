import { defineConnector } from '../../define.js';

/**
 * Brevo (formerly Sendinblue) API v3 with an API key. The contact is read by email (or by its SMS
 * attribute when the customer gave a mobile); an unknown contact is a 404. The contact's email-campaign
 * status (blocklisted or not) is reported as one subscription row.
 */
export const brevo = defineConnector({
  key: 'brevo',
  name: 'Brevo (Sendinblue)',
  category: 'mailing_list',
  auth: { type: 'header', headers: { 'api-key': '{api_key}' } },
  secrets: [
    {
      name: 'api_key',
      label: 'API key',
      example: 'xkeysib-0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef-AbCdEfGhIjKlMnOp',
      pattern: 'xkeysib-[0-9a-f]{64}-[A-Za-z0-9]{16}',
    },
  ],
  baseUrl: 'https://api.brevo.com/v3',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/contacts/{email}', query: { identifierType: 'email_id' } },
      byPhone: { path: '/contacts/{phone_digits}', query: { identifierType: 'phone_id' } },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      map: {
        id: 'id',
        // FIRSTNAME/LASTNAME as Brevo's own client names a contact's name attributes (account-defined: may be absent).
        name: { join: ['attributes.FIRSTNAME', 'attributes.LASTNAME'] },
        email: 'email',
        phone: 'attributes.SMS',
      },
    },
    subscriptions: {
      request: { path: '/contacts/{email}', query: { identifierType: 'email_id' } },
      records: '$',
      single: true,
      // The membership is the contact record itself: it must be the contact verification found.
      ownerRef: 'id',
      notFoundIsEmpty: true,
      owner: { email: 'email' },
      map: {
        id: 'id',
        plan: { const: 'Email campaigns' },
        status: { enum: 'emailBlacklisted', map: { true: 'unsubscribed (blocklisted)', false: 'subscribed' } },
        since: { date: 'createdAt' },
      },
    },
  },
  docs: 'https://developers.brevo.com/reference/get-contact-info',
  setup:
    'In Brevo click your account name → SMTP & API → API keys tab (or Settings → API keys), then Generate a new API key. Name it after ' +
    'this service and copy it (it starts xkeysib- and is shown once).',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Brevo's official Node client (getbrevo/brevo-node v4 branch and @c353d32).",
  note:
    'Brevo API keys cannot be limited to read-only: the connector only reads, so create a key just for this service. List memberships ' +
    "are returned as numeric list IDs only, so the subscription row reports the contact's email-campaign status. Search by mobile uses " +
    'the SMS attribute in international form (447700900123).',
});
