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
  secrets: [
    {
      name: 'access_token',
      label: 'access token',
      example: '3f1a5c7e9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a',
      pattern: '[A-Za-z0-9]{32,128}',
    },
  ],
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
        postcode: 'data.address.postal_code',
      },
    },
    account: {
      request: { path: '/contacts/{customer_id}' },
      records: 'data',
      single: true,
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
    'In Zendesk Sell open Settings → Integrations → OAuth → Access Tokens and add an access token with the Read scope only (not ' +
    'Read/Write). Copy the token when it is shown and enter it here.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Zendesk Sell's official clients (basecrm/basecrm-ruby@0b09bfd and others); not confirmed: the mobile filter used " +
    'for the phone search.',
  note: 'The mobile search matches the number as stored.',
});
