import { defineConnector } from '../../define.js';

/**
 * Memberful GraphQL API (POST {account}.memberful.com/api/graphql, queries only, declared read-only)
 * with an API key. Member lookup by email and the member's subscriptions. Memberful sends times as
 * unix seconds and plan prices in cents.
 */
export const memberful = defineConnector({
  key: 'memberful',
  name: 'Memberful',
  category: 'payments_billing',
  auth: { type: 'bearer', secret: 'api_key' },
  config: [{ name: 'account', label: 'Memberful account name', example: 'acme', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  secrets: [{ name: 'api_key', label: 'API key', example: 'p4bQ7rT2vX9zK1mN3sW5yA8c', pattern: '[A-Za-z0-9_-]{16,128}' }],
  baseUrl: 'https://{account}.memberful.com/api/graphql',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        body: {
          query: 'query MemberByEmail($email: String!) { memberByEmail(email: $email) { id fullName email phoneNumber address { postalCode } } }',
          variables: { email: '{email}' },
        },
      },
      records: 'data.memberByEmail',
      single: true,
      // An unknown email answers {"data":{"memberByEmail":null}}: no such member (a reply with errors stays a failure).
      noMatch: { nullRecord: true },
      map: { id: 'id', name: 'fullName', email: 'email', phone: 'phoneNumber', postcode: 'address.postalCode' },
    },
    subscriptions: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        body: {
          query:
            'query MemberSubscriptions($id: ID!) { member(id: $id) { subscriptions { id active autorenew createdAt expiresAt plan { name ' +
            'priceCents } } } }',
          variables: { id: '{customer_id}' },
        },
      },
      records: 'data.member.subscriptions',
      map: {
        id: 'id',
        plan: 'plan.name',
        status: { enum: 'active', map: { true: 'active', false: 'inactive' } },
        amount: { money: 'plan.priceCents', source: 'minor' },
        since: { date: 'createdAt', epoch: 'seconds' },
        expires: { date: 'expiresAt', epoch: 'seconds' },
      },
    },
  },
  docs: 'https://memberful.com/help/custom-development-and-api/memberful-api/',
  setup:
    'In Memberful open Settings → Custom applications and press New custom application. Name it "customer verification", tick Access ' +
    'the Memberful API, save, and copy the API key it shows. The account name is the first part of your Memberful address: acme for ' +
    'acme.memberful.com.',
  test_level: 'partly-documented',
  test_detail: "Checked against Memberful's own clients and examples; not confirmed: the memberByEmail query and its null answer for an unknown " + 'email.',
  note:
    'Memberful API keys are not limited to reading; the connector sends only GraphQL queries. Prices are shown in the account currency ' + 'without a code.',
});
