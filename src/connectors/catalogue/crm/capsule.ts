import { defineConnector } from '../../define.js';

/**
 * Capsule CRM API v2 with a Capsule sign-in (OAuth 2.0, scope `read`: Capsule's personal API tokens
 * can always write). Parties are found with the search endpoint (it matches names, email addresses
 * and phone numbers); the party's projects (Capsule's "kases") are read as tickets; the account reads
 * the party. A party's "about" text and project descriptions are never read.
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
      request: { path: '/parties/search', query: { q: '{email}', perPage: '20' } },
      byPhone: { path: '/parties/search', query: { q: '{phone}', perPage: '20' } },
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
  docs: 'https://developer.capsulecrm.com/v2/operations/Party#searchParties',
  setup:
    'Press Connect with Capsule and sign in with a Capsule user who can see your contacts; Capsule asks to allow read-only access to your account, approve it. Nothing else needs to be entered.',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass: no official OpenAPI description or SDK example of this vendor could be read in the reachable sources, so the request and fields were not re-read against an official example. Added in this pass: ownerRef party.id on the party's cases (kases). What stands is the earlier check (not re-read against an official example): documented: GET /api/v2/parties/search?q= with perPage, the {parties: [...]} and {party: {...}} envelopes and the party fields firstName, lastName, jobTitle, organisation, createdAt, lastContactedAt, emailAddresses[].address, phoneNumbers[].number, addresses[].zip (developer.capsulecrm.com/v2/operations/Party and /v2/models/party); GET /parties/{partyId}/kases answering {kases: [...]} and the OAuth authorise/token URLs (api-evangelist/capsule openapi/capsule-projects-api-openapi.yml, developer.capsulecrm.com/v2/operations/Project); project fields name, status OPEN/CLOSED, stage, createdAt, updatedAt, closedOn (developer.capsulecrm.com/v2/models/project). Second fidelity pass (cat-support2): re-read Capsule's own authentication page, developer.capsulecrm.com/v2/overview/authentication: requests go to api.capsulecrm.com with the user's bearer token in the Authorization header, obtained through the OAuth 2 flow for shared applications (or as a personal token from My Preferences > API Authentication Tokens), 401 for an invalid or expired token and 403 when the token's scope does not cover the request. Fixed in this pass: a 404 on the party's projects or on the party itself was read as 'nothing found' (notFoundIsEmpty), which no Capsule page documents; it is now an error like any other failure (the party id always comes from the search just made). Third pass (cat-third-a), Capsule's own reference pages re-read: developer.capsulecrm.com/v2/operations/Party (List parties: perPage 1 to 100, a reply with the single property parties whose example person carries id, firstName, lastName, jobTitle, createdAt, organisation, lastContactedAt, addresses[].zip, phoneNumbers[].number and emailAddresses[].address), /v2/operations/Project (List projects: the single property kases, example project with party {id, type, name} and status OPEN) and /v2/models/project (party, name, status with accepted values OPEN and CLOSED, stage, createdAt, updatedAt, closedOn), and /v2/overview/basic-auth-migrate (a token reply granting the scope read write). Together with /v2/models/party (firstName, lastName, jobTitle, organisation as a Nested Party, name for an organisation, createdAt, lastContactedAt, addresses, phoneNumbers, emailAddresses; a Nested Party, as the project example shows, carries id, type and name), those official pages confirm every mapped party and project field except stage.name (the project model names stage as a Nested Stage; only a third-party copy of the example shows its name). Still not read on a Capsule page in this pass (only on third-party copies of it): the Search parties section (GET /parties/search with q), List projects by party (GET /parties/{partyId}/kases), the {party: ...} envelope of Show party, and that a token can be granted the read scope alone; so the level stays. Not confirmed: the OAuth scope name read (the authentication page's scope section could not be read here), and the earlier check's field and route readings listed above were not re-read against an official example in this pass.",
  note: "Auth changed from the target list's bearer token to OAuth with scope `read`, because Capsule personal API tokens can also write. The search matches words anywhere in a party, so the matching rules then need the exact email or mobile; only a party's first email, phone and address are compared.",
});
