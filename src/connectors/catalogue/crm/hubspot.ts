import { defineConnector } from '../../define.js';

/**
 * HubSpot CRM API v3 with a private-app access token. Contacts are found with the CRM search
 * endpoint (a POST that only reads) by email, or by mobile/phone; the contact's tickets are found with
 * the same search on tickets filtered by association to the contact; the account reads a few contact
 * properties. Ticket content (the message body) is never requested.
 */
export const hubspot = defineConnector({
  key: 'hubspot',
  name: 'HubSpot CRM (incl. Service Hub tickets)',
  category: 'crm',
  auth: { type: 'bearer', secret: 'access_token' },
  secrets: [
    {
      name: 'access_token',
      label: 'private app access token',
      example: 'pat-eu1-0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d',
      pattern: 'pat-[a-z]{2,3}[0-9]-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
    },
  ],
  baseUrl: 'https://api.hubapi.com',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/crm/v3/objects/contacts/search',
        body: {
          filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: '{email}' }] }],
          properties: ['firstname', 'lastname', 'email', 'phone', 'mobilephone', 'zip'],
          limit: 10,
        },
      },
      byPhone: {
        method: 'POST',
        readOnly: 'search',
        path: '/crm/v3/objects/contacts/search',
        body: {
          filterGroups: [
            { filters: [{ propertyName: 'mobilephone', operator: 'EQ', value: '{phone}' }] },
            { filters: [{ propertyName: 'phone', operator: 'EQ', value: '{phone}' }] },
          ],
          properties: ['firstname', 'lastname', 'email', 'phone', 'mobilephone', 'zip'],
          limit: 10,
        },
      },
      records: 'results',
      map: {
        id: 'id',
        name: { join: ['properties.firstname', 'properties.lastname'] },
        email: 'properties.email',
        phone: { firstOf: ['properties.mobilephone', 'properties.phone'] },
        postcode: 'properties.zip',
      },
    },
    tickets: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/crm/v3/objects/tickets/search',
        body: {
          filterGroups: [{ filters: [{ propertyName: 'associations.contact', operator: 'EQ', value: '{customer_id}' }] }],
          properties: ['subject', 'hs_is_closed', 'closed_date'],
          sorts: [{ propertyName: 'hs_lastmodifieddate', direction: 'DESCENDING' }],
          limit: 20,
        },
      },
      records: 'results',
      // The next page's cursor goes back in the POST body as `after`.
      pagination: { type: 'cursor', in: 'body', param: 'after', cursorPath: 'paging.next.after', maxPages: 2 },
      map: {
        id: 'id',
        subject: 'properties.subject',
        // Stage ids differ in every portal, so the status is HubSpot's derived open/closed flag.
        status: { enum: 'properties.hs_is_closed', map: { true: 'closed', false: 'open' } },
        opened: { date: 'createdAt' },
        updated: { date: 'updatedAt' },
        closed: { date: 'properties.closed_date' },
      },
    },
    account: {
      request: { path: '/crm/v3/objects/contacts/{customer_id}', query: { properties: 'lifecyclestage,company,hs_lead_status,createdate' } },
      records: '$',
      single: true,
      map: {
        lifecycle_stage: 'properties.lifecyclestage',
        company: 'properties.company',
        lead_status: 'properties.hs_lead_status',
        customer_since: { date: { firstOf: ['properties.createdate', 'createdAt'] } },
      },
    },
  },
  docs: 'https://developers.hubspot.com/docs/api/crm/search',
  setup:
    'In HubSpot open Settings (the gear) → Integrations → Private Apps and create a private app. On the Scopes tab tick only ' +
    'crm.objects.contacts.read, and tickets if you want the bot to report ticket status; create the app and copy its access token (it ' +
    'starts pat-). Nothing else needs to be entered.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against HubSpot's OpenAPI collection (HubSpot/HubSpot-public-api-spec-collection@9989379) " +
    "and HubSpot's own sample code.",
  note:
    'Reads are CRM search POSTs, which only read. HubSpot grants tickets as one view-and-edit scope; the connector only reads it, and ' +
    'the contact scope is read-only. Ticket statuses are open or closed (the hs_is_closed flag); stage names are not read, since stage ' +
    'ids differ in every portal. The 40 most recently changed tickets are read (two pages of 20; the paging cursor goes in the POST ' +
    'body).',
});
