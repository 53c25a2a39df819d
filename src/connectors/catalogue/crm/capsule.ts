import { defineConnector } from '../../define.js';

/**
 * Capsule CRM API v2 with a Capsule sign-in (OAuth 2.0, scope `read`). Parties are found with a
 * filter query (POST /parties/filters/results, which only reads) whose one condition is the party's
 * email address or phone number; the party's projects (Capsule's "kases") are read as tickets; the
 * account reads the party. A party's "about" text and project descriptions are never read.
 */
export const capsule = defineConnector({
  key: 'capsule',
  name: 'Capsule CRM',
  category: 'crm',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://api.capsulecrm.com/oauth/authorise',
    tokenUrl: 'https://api.capsulecrm.com/oauth/token',
    scopes: ['read'],
  },
  baseUrl: 'https://api.capsulecrm.com/api/v2',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      // Capsule's filter query (a read, sent as POST): parties with this exact email address.
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/parties/filters/results',
        query: { perPage: '20' },
        body: { filter: { conditions: [{ field: 'email', operator: 'is', value: '{email}' }] } },
      },
      byPhone: {
        method: 'POST',
        readOnly: 'search',
        path: '/parties/filters/results',
        query: { perPage: '20' },
        body: { filter: { conditions: [{ field: 'phone', operator: 'is', value: '{phone}' }] } },
      },
      records: 'parties',
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['firstName', 'lastName'] }, 'name'] },
        email: 'emailAddresses.0.address',
        phone: 'phoneNumbers.0.number',
        postcode: 'addresses.0.zip',
      },
    },
    tickets: {
      request: { path: '/parties/{customer_id}/kases', query: { perPage: '50' } },
      records: 'kases',
      ownerRef: 'party.id',
      map: {
        id: 'id',
        subject: 'name',
        status: { enum: 'status', map: { OPEN: 'open', CLOSED: 'closed' } },
        stage: 'stage.name',
        opened: { date: 'createdAt' },
        updated: { date: 'updatedAt' },
        closed: { date: 'closedOn' },
      },
    },
    account: {
      request: { path: '/parties/{customer_id}' },
      records: 'party',
      single: true,
      map: {
        job_title: 'jobTitle',
        organisation: 'organisation.name',
        customer_since: { date: 'createdAt' },
        last_contacted: { date: 'lastContactedAt' },
      },
    },
  },
  docs: 'https://developer.capsulecrm.com/v2/operations/Filter#runAdHocFilterQuery',
  setup:
    'Press Connect with Capsule and sign in with a Capsule user who can see your contacts; Capsule asks to allow read-only access to your account, approve it. Nothing else needs to be entered.',
  test_level: 'partly-documented',
  test_detail:
    "Fourth pass (c5b), against Capsule's own material: the Filter page (developer.capsulecrm.com/v2/operations/Filter: POST https://api.capsulecrm.com/api/v2/{entity}/filters/results with entity parties, opportunities or kases, a body {filter: {conditions: [{field, operator, value}]}}, query page, perPage (1 to 100) and embed, answering the matching entities in the list endpoint's shape) and Capsule's own read-only MCP server, zestia/capsule-mcp-scala@b62bcd63cb72803bd6314bd9743654dd0aa69a21 (Zestia Ltd, Capsule's maker): service/CapsuleHttpClient.scala (base https://api.capsulecrm.com/api/v2, Authorization: Bearer), server/tools/ContactTools.scala (POST parties/filters/results; GET parties/{id} read as {party: ...}), server/schemas/ContactSchemas.scala (party filter fields email 'Email address' and phone 'Phone number'), model/filter/FilterOperators.scala (string operators is, is not, starts with, ends with, contains), model/Responses.scala (ContactListWrapper {parties, meta}, ContactWrapper {party}, ProjectListWrapper {kases, meta}), model/Party.scala (Person id, type, firstName, lastName, jobTitle, organisation {name}, createdAt, lastContactedAt, addresses[].zip, phoneNumbers[].number, emailAddresses[].address) and model/Project.scala (party, name, status, stage {id, name}, createdAt, updatedAt, closedOn); src/main/paradox/index.md has users create a token whose scope is only 'Read information from your Capsule account'. Fixed in this pass: customers were found with GET /parties/search?q=, Capsule's global word search, whose section no Capsule page read here documents; find_customer now sends the documented filter query with one exact condition (email is <address>, or phone is <number>), so only parties holding that address or number come back. Confirmed earlier on Capsule's pages and kept: List parties and List projects (the {parties} and {kases} envelopes, example person and project), /v2/models/party and /v2/models/project (status OPEN or CLOSED), the authentication page (bearer token from the OAuth 2 flow, 401 and 403), /v2/overview/basic-auth-migrate (a token reply granting the scopes read write); a 404 on the party or its projects is an error, not an empty result; ownerRef party.id keeps only the verified party's projects. Still not confirmed on an official page or in official code: GET /parties/{partyId}/kases (List projects by party; only a third-party copy of that section was found; Capsule's own v2 Case page, developer.capsulecrm.com/v2/operations/Case, was read only up to the title of the section after List cases, and the retired v1 reference, developer.capsulecrm.com/v1/resources/cases, documents the analogous GET /api/party/:party-id/kase; the MCP server lists projects through the kases filter instead, whose primaryContact condition takes a JSON number that a request body placeholder cannot yet carry), and that the OAuth authorise request accepts scope=read on its own (the token reply shows read and write as separate scopes). Tried without result: capsulecrm/api-docs, capsulecrm/openapi and similar repository names, and pages searches for the Search parties and List projects by party sections.",
  note: "Auth changed from the target list's bearer token to OAuth with scope `read`; Capsule also lets a personal token be limited to reading (its own MCP server's set-up asks for that), which a tenant could use instead. The filter matches the email address or phone number exactly as Capsule holds it (a number stored with other spacing is not found); only a party's first email, phone and address are compared.",
});
