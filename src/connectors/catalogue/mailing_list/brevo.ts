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
    'In Brevo click your account name → SMTP & API → API keys tab (or Settings → API keys), then Generate a new API key. Name it after this service and copy it (it starts xkeysib- and is shown once).',
  test_level: 'documented',
  test_detail:
    "Re-read against Brevo's official client getbrevo/brevo-node: the v4 branch (ea3f37ed5fdcba51ab7ae7898d6dc2802fb9413d) reference.md getContactInfo, src/api/resources/contacts/client/Client.ts and types/GetContactInfoResponse.ts give GET https://api.brevo.com/v3/contacts/{identifier}?identifierType=email_id (or phone_id for the SMS attribute), 404 for an unknown contact, and the reply fields (also in the client's example reply in tests/wire/contacts.test.ts) id, email, emailBlacklisted, createdAt, listIds and attributes (SMS named as the phone attribute); the api-key header is confirmed by https://developers.brevo.com/reference/get-attributes. The name attributes FIRSTNAME and LASTNAME are the ones Brevo's own client uses for a contact's first and last name: getbrevo/brevo-node@c353d32c7b46bd6be3950886109d0090de8fd0ae README.md (the create-contact examples set attributes FIRSTNAME and LASTNAME) and api/contactsApi.ts (filter example equals(FIRSTNAME, ...)). Attributes are account-defined (the reference: they must be present in the account), so an account without them leaves the name empty. Fixed in this pass: the French-language fallback PRENOM/NOM is named in no official source and is no longer read.",
  note: "Brevo API keys cannot be limited to read-only: the connector only reads, so create a key just for this service. List memberships are returned as numeric list IDs only, so the subscription row reports the contact's email-campaign status. Search by mobile uses the SMS attribute in international form (447700900123).",
});
