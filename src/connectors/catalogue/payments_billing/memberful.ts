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
            'query MemberSubscriptions($id: ID!) { member(id: $id) { subscriptions { id active autorenew createdAt expiresAt plan { name priceCents } } } }',
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
    'In Memberful open Settings → Custom applications and press New custom application. Name it "customer verification", tick Access the Memberful API, save, and copy the API key it shows. The account name is the first part of your Memberful address: acme for acme.memberful.com.',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass: not re-read against an official example (no official machine-readable reference of this vendor was reachable from the pass); the definition was reviewed for the defect kinds of the fidelity issue (undocumented customer filters, amount forms, legacy fields, quantities, retired versions) and none was found. Earlier check: documented (Memberful help, \"Memberful API\": memberful.com/help/custom-development-and-api/memberful-api/): one endpoint https://<site>.memberful.com/api/graphql taking POSTed {query, variables}, Authorization: Bearer <API key> from a custom application, and errors always answered with HTTP 200 and an \"errors\" list. Confirmed from public client code checked against Memberful's live schema (mikeckennedy/memberful src/memberful/api/__init__.py, introspected 2026-09-25): member(id) { subscriptions { ... } } answers a plain list; Member fields id, fullName, email, phoneNumber, address { postalCode }; Subscription fields id, active, autorenew, createdAt, expiresAt (unix seconds) and plan { name priceCents } (cents). Not confirmed: the memberByEmail(email:) query (not used by that client; the schema is browsable only in Memberful's API Explorer) and that it answers null for an unknown email. Third pass (cat-third-b): Memberful's help page memberful.com/help/custom-development-and-api/memberful-api/ was read again: it confirms the endpoint, POST {query}, the Bearer key and errors answered with HTTP 200, and says every query is documented only inside the GraphQL API Explorer; Memberful's own WordPress plugin memberful/memberful-wp@d92d5328fc2087c06f03a4c931e6ebef158344fd does not use the GraphQL API. memberByEmail stays unconfirmed. Fourth pass (c5g): memberByEmail and its null answer for an unknown email stay unconfirmed. Both stored versions of Memberful's help page (memberful.com/help/custom-development-and-api/memberful-api/ and /help/integrate/advanced/memberful-api/) were read again: one POST endpoint https://<site>.memberful.com/api/graphql with a query string, Authorization: Bearer <API key> from a custom application, HTTP 200 with an errors list on failure, and every query documented only inside the GraphQL API Explorer (a live account). Memberful's own repositories in the store make no GraphQL API call: memberful/memberful-wp@d92d5328fc2087c06f03a4c931e6ebef158344fd, memberful/memberful-rails-example@bc5faebeb7d1b302960b73250616af2b50e91a3c and memberful/omniauth-memberful@8f3d706a0203fab9e74409488df51ffa3e0a560b (OAuth sign-in). Closing it needs the API Explorer of a Memberful account.",
  note: 'Memberful API keys are not limited to reading; the connector sends only GraphQL queries. A memberByEmail lookup for an unknown email answers null, read as no such member (a reply carrying GraphQL errors stays a failure). Prices are shown in the account currency without a code.',
});
