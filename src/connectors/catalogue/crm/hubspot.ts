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
    'In HubSpot open Settings (the gear) → Integrations → Private Apps and create a private app. On the Scopes tab tick only crm.objects.contacts.read, and tickets if you want the bot to report ticket status; create the app and copy its access token (it starts pat-). Nothing else needs to be entered.',
  test_level: 'documented',
  test_detail:
    "Re-read in the fidelity pass against HubSpot's official OpenAPI collection HubSpot/HubSpot-public-api-spec-collection@99893791383254f52aa07662baeb98aad65cc710 (PublicApiSpecs/CRM/Contacts/Rollouts/424/v3/contacts.json and CRM/Tickets/Rollouts/424/v3/tickets.json): POST /crm/v3/objects/{contacts|tickets}/search (PublicObjectSearchRequest: filterGroups of {propertyName, operator EQ, value}, properties, sorts, limit up to 200, after), the CollectionResponseWithTotalSimplePublicObject reply (total, results, paging.next.after), GET /crm/v3/objects/contacts/{contactId}?properties=, and SimplePublicObject id, properties, createdAt and updatedAt (ISO 8601). The tickets description lists subject and hs_pipeline_stage among a ticket's default properties, and says a search can go through associations. Fixed in this pass: a ticket's opened and updated dates now come from the documented createdAt and updatedAt instead of the createdate and hs_lastmodifieddate properties. Confirmed further in this pass: the contact property names firstname, lastname, email, phone, mobilephone, zip, lifecyclestage, company, hs_lead_status and createdate are all in the collection's list of contact properties (PublicApiSpecs/Conversations/Custom Channels/Rollouts/160898/v3/customChannels.json, PreResolvedContact.contactPropertiesLeadingToMatch), and the sorts object form {propertyName, direction: 'DESCENDING'} is the official client's documented search example (HubSpot/hubspot-api-nodejs@395cd9bf3bb21252aefc517e11ea64b7db03bd9d README.md, CRM Search). The ticket properties closed_date and hs_is_closed (read-only, derived by HubSpot from the stage) are confirmed by HubSpot's own agent skills, HubSpot/agent-cli-skills@71f2bdefcc0247b1f378cb98186800dc57b6f6b1 ticket-resolution/SKILL.md, which also says stage ids differ in every portal and must never be hard-coded. Fixed in this pass: the ticket status was read by mapping the stage ids 1-4 of a default pipeline, which HubSpot says differ per portal (so statuses could be named wrongly); it is now open/closed from hs_is_closed, and hs_pipeline_stage is no longer requested. Second fidelity pass (cat-support2): the association filter is confirmed by HubSpot's own sample code, HubSpot/sample-workflow-custom-code@c643a39fb9dc8bccfd8a4bd2c8fb38b98b34763d samples/check_email_and_activity_direction.js (written by HubSpot staff): POST /crm/v3/objects/{calls|emails}/search with a filter {propertyName: 'associations.deal', operator: 'EQ', value: <deal id>}, i.e. the associations.<singular object type> pseudo-property that HubSpot's CRM search guide documents and that the tickets search description (tickets.json, 'searching through associations') points to; this connector uses the same form with the contact, {propertyName: 'associations.contact', operator: 'EQ', value: <contact id>}. The guide page itself could not be read whole here (only its opening sections are reachable), so the exact word contact rests on that pattern and on the earlier reading of the guide. Fixed in this pass: a 404 on the contact read was taken as 'no record' (notFoundIsEmpty), but the collection documents only 200 and a default error for GET /crm/v3/objects/contacts/{contactId}; it is now an error like any other (the id always comes from the search just made). HubSpot now also publishes date-versioned paths (/crm/objects/2026-03/...); the v3 paths carry no deprecation mark in the collection, so v3 is kept.",
  note: 'Reads are CRM search POSTs, which only read. HubSpot grants tickets as one view-and-edit scope; the connector only reads it, and the contact scope is read-only. Ticket statuses are open or closed (the hs_is_closed flag); stage names are not read, since stage ids differ in every portal. The 40 most recently changed tickets are read (two pages of 20; the paging cursor goes in the POST body).',
});
