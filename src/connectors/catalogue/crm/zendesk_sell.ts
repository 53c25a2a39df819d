import { defineConnector } from '../../define.js';

/**
 * Zendesk Sell Core API v2 with a personal access token created with the `read` scope (replaces Keap,
 * whose API keys and OAuth tokens always carry full read-write access). Contacts are listed with the
 * documented email (or mobile) filter; the account reads the contact. Each item is {data, meta}.
 * The contact's description text is never read.
 */
export const zendeskSell = defineConnector({
  key: 'zendesk_sell',
  name: 'Zendesk Sell',
  category: 'crm',
  auth: { type: 'bearer', secret: 'access_token' },
  secrets: [{ name: 'access_token', label: 'access token', example: '3f1a5c7e9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a', pattern: '[A-Za-z0-9]{32,128}' }],
  baseUrl: 'https://api.getbase.com/v2',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/contacts', query: { email: '{email}', per_page: '10' } },
      byPhone: { path: '/contacts', query: { mobile: '{phone}', per_page: '10' } },
      records: 'items',
      map: {
        id: 'data.id',
        name: { firstOf: [{ join: ['data.first_name', 'data.last_name'] }, 'data.name'] },
        email: 'data.email',
        phone: { firstOf: ['data.mobile', 'data.phone'] },
        postcode: { firstOf: ['data.address.postal_code', 'data.billing_address.postal_code'] },
      },
    },
    account: {
      request: { path: '/contacts/{customer_id}' },
      records: 'data',
      single: true,
      notFoundIsEmpty: true,
      map: {
        customer_status: 'customer_status',
        prospect_status: 'prospect_status',
        title: 'title',
        industry: 'industry',
        customer_since: { date: 'created_at' },
      },
    },
  },
  docs: 'https://developer.zendesk.com/api-reference/sales-crm/resources/contacts/',
  setup:
    'In Zendesk Sell open Settings → Integrations → OAuth → Access Tokens and add an access token with the Read scope only (not Read/Write). Copy the token when it is shown and enter it here.',
  test_level: 'partly-documented',
  test_detail:
    'Fidelity pass: no official OpenAPI description or SDK example of this vendor could be read in the reachable sources, so the request and fields were not re-read against an official example. What stands is the earlier check (not re-read against an official example): documented (not re-checked in this pass): GET /v2/contacts with the email and mobile filters and per_page, the {items: [{data, meta}], meta} envelope, GET /v2/contacts/{id} answering {data, meta}, and the contact fields first_name, last_name, name, email, mobile, phone, address.postal_code, customer_status, prospect_status, title, industry, created_at (developer.zendesk.com/api-reference/sales-crm/resources/contacts/); Bearer access tokens as in developer.zendesk.com/api-reference/sales-crm/search/filtering. Not confirmed: the Read-only access-token screen path in Settings and a 404 for an unknown contact id.',
  note: 'Replaces Keap in the target list: Keap\'s API keys and OAuth scope (`full`) always allow writing. The mobile search matches the number as stored.',
});
