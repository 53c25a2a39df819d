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
        // English accounts name the default attributes FIRSTNAME/LASTNAME, French ones PRENOM/NOM.
        name: { firstOf: [{ join: ['attributes.FIRSTNAME', 'attributes.LASTNAME'] }, { join: ['attributes.PRENOM', 'attributes.NOM'] }] },
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
  test_level: 'partly-documented',
  test_detail:
    "Re-read in the fidelity pass against Brevo's official client getbrevo/brevo-node@v4 (ea3f37ed5fdcba51ab7ae7898d6dc2802fb9413d) (reference.md getContactInfo, src/api/resources/contacts/client/Client.ts, types/GetContactInfoResponse.ts): GET https://api.brevo.com/v3/contacts/{identifier}?identifierType=email_id (or phone_id for the SMS attribute), 404 for an unknown contact, and the reply fields (also in the client's example reply in tests/wire/contacts.test.ts) id, email, emailBlacklisted, createdAt, listIds and attributes (SMS named as the phone attribute). Not confirmed: the default name attributes FIRSTNAME/LASTNAME (the client shows FIRSTNAME only in a filter example) and their French forms PRENOM/NOM, and their values (the client's example reply, tests/wire/contacts.test.ts getContactInfo (1), has empty attributes). The api-key header is confirmed by the official reference page https://developers.brevo.com/reference/get-attributes (Authentication: the api-key header). Also checked in this pass: getbrevo/brevo-php@be204dab9a3e561f934435a6d6d7016efc7bb3d5 and getbrevo/brevo-cli@d3bb874e4bab90460996e009d11adc5b3d8b3a47 name no LASTNAME attribute either (brevo-php docs/Model/CreateContact.md gives FNAME/LNAME only as an example of account-defined attributes), so the default name attributes stay unconfirmed.",
  note: "Brevo API keys cannot be limited to read-only: the connector only reads, so create a key just for this service. List memberships are returned as numeric list IDs only, so the subscription row reports the contact's email-campaign status. Search by mobile uses the SMS attribute in international form (447700900123).",
});
