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
    'In Zendesk Sell open Settings → Integrations → OAuth → Access Tokens and add an access token with the Read scope only (not Read/Write). Copy the token when it is shown and enter it here.',
  test_level: 'partly-documented',
  test_detail:
    "Confirmed against Zendesk's own Sell clients. Official Ruby client basecrm/basecrm-ruby@0b09bfdf7439f19c9fbe1f81ed3c3d88e22d455e (now kept under the zendesk org): base https://api.getbase.com/v2 with a bearer access token (lib/basecrm/configuration.rb, http_client.rb), GET /contacts with email, per_page (max 100) and page answering {items: [{data}]} (lib/basecrm/services/contacts_service.rb, ContactsService#where), GET /contacts/{id}, and the contact attributes first_name, last_name, name, email, mobile, phone, address, customer_status, prospect_status, title, industry and created_at (lib/basecrm/models/contact.rb); official Python client basecrm/basecrm-python@3214a1ace2752dd510c62b3e3944a23a06ee54ea (basecrm/services.py). Fourth pass (issue 17): Zendesk's own Sell app for Zapier zendesk/zendesk-sell-for-zapier@b2013f558f0ecef7688d840895231935b246d1d5 adds an official example: src/contact/contact.resource.ts (contactSample with id, name, first_name, last_name, title, industry, email, phone, mobile, address.postal_code, created_at), src/contact/__test__/multipleContacts.fixture.json (the {items: [{data}], meta} collection), src/contact/__test__/contact.search.test.ts (GET https://api.getbase.com/v2/contacts with filters, page and per_page=100; GET /v2/contacts/{id} answered with {data}); both fixtures are rebuilt on that sample. Earlier fixes kept: the postcode is read from address.postal_code only (no billing_address in the official model) and a 404 on the contact read is an error (no notFoundIsEmpty). Still open: the mobile filter used for the phone search. None of the official sources lists it (nor does zendesk/basecrm-java@7dd9ae9eb7ffa7e2f029d91765ddfd989998d92c src/main/java/com/getbase/services/ContactsService.java, whose SearchCriteria offers page, perPage, sortBy, ids, contactId, addressCity, addressCountry, addressPostalCode, email, firstName, isOrganization, lastName and name; zendesk/basecrm-php@3bae1a9120364ebbf72cd28429180cefd739bfb2 lib/ContactsService.php passes filters through unnamed) (the Ruby client's filters are address[city], address[country], address[postal_code], contact_id, email, first_name, ids, is_organization, last_name, name, page, per_page and sort_by; the Zapier app searches contacts by name, email, first_name, last_name and is_organization only); by the lead's decision it stays, marked undocumented (the earlier check read it on developer.zendesk.com/api-reference/sales-crm/resources/contacts/, not reachable here; if Sell ignored it, the search would read up to 10 unrelated contacts, none of which can pass the name and mobile match). customer_status and prospect_status are confirmed by the official contact model (the Zapier sample leaves them out). Zendesk's own Sell reference pages (https://developer.zendesk.com/api-reference/sales-crm/resources/contacts/ and the older https://developers.getbase.com/docs/rest/reference/contacts) are stored here only up to their JSON-format table (id, creator_id, owner_id, is_organization, contact_id, ...; customer_status and prospect_status named as the contact's two status fields), which ends before the list filters. Dropping byPhone would leave every request and field confirmed (a product decision).",
  note: "Replaces Keap in the target list: Keap's API keys and OAuth scope (`full`) always allow writing. The mobile search matches the number as stored.",
});
