import { defineConnector } from '../../define.js';

/**
 * Pipedrive API v2 with a Pipedrive sign-in (OAuth 2.0, read scopes: the personal API token in the
 * target list can always write, so the app's contacts:read and search:read scopes are used instead).
 * Calls go to the company's own api_domain. People are found with the persons search by exact email
 * (or phone); the account reads the person's deal counts and dates.
 */
export const pipedrive = defineConnector({
  key: 'pipedrive',
  name: 'Pipedrive',
  category: 'crm',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://oauth.pipedrive.com/oauth/authorize',
    tokenUrl: 'https://oauth.pipedrive.com/oauth/token',
    scopes: ['base', 'contacts:read', 'search:read'],
    clientAuth: 'basic',
  },
  config: [{ name: 'company', label: 'Pipedrive company domain', example: 'acme', pattern: '[a-z0-9][a-z0-9-]{0,62}' }],
  baseUrl: 'https://{company}.pipedrive.com/api/v2',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/persons/search', query: { term: '{email}', fields: 'email', exact_match: 'true', limit: '10' } },
      byPhone: { path: '/persons/search', query: { term: '{phone}', fields: 'phone', exact_match: 'true', limit: '10' } },
      records: 'data.items',
      map: {
        id: 'item.id',
        name: 'item.name',
        email: 'item.emails.0',
        phone: 'item.phones.0',
      },
    },
    account: {
      request: { path: '/persons/{customer_id}', query: { include_fields: 'open_deals_count,won_deals_count' } },
      records: 'data',
      single: true,
      map: {
        open_deals: 'open_deals_count',
        won_deals: 'won_deals_count',
        customer_since: { date: 'add_time' },
      },
    },
  },
  docs: 'https://developers.pipedrive.com/docs/api/v2/Persons#searchPersons',
  setup:
    'Press Connect with Pipedrive and sign in with a Pipedrive user who can see the people the bot should find; approve the access Pipedrive lists (read contacts and search, nothing else). Your company domain is filled in from the sign-in: it is the first part of your Pipedrive address, acme for acme.pipedrive.com.',
  test_level: 'documented',
  test_detail:
    "Re-read against Pipedrive's official client pipedrive/client-nodejs@97e5382fee5ffa825d0bae07a6bafb3af1d5bb77 (CHANGELOG 32.0.0, src/versions/v2/api/persons-api.ts, src/versions/v2/models): Pipedrive removed the deprecated v1 endpoints that have v2 equivalents, GET /v1/persons/search and GET /v1/persons/{id} among them, so the connector uses API v2. Confirmed: GET /api/v2/persons/search with term, fields=email|phone, exact_match and limit (max 500), OAuth scopes contacts:read (or contacts:full) and search:read, the reply data.items[] of {result_score, item} with item id, name, emails[] and phones[] as strings (get-person-search-response-all-of-data-items-inner-item.ts); GET /api/v2/persons/{id} with include_fields open_deals_count and won_deals_count (persons-api.ts getPerson), the {success, data} envelope (BaseResponse), and the person's add_time, 'The creation date and time of the person' (add-person-request.ts, the v2 person fields). Fixed in this pass: the account read treated a 404 as 'no record', which nothing official documents; a 404 for the id find_customer has just returned is now a failure, never an empty account. No official example reply exists (the client types the getPerson reply with a generated OrganizationItem), so the account fixture is built from those fields.",
  note: "Auth changed from the target list's api_token to OAuth: Pipedrive API tokens carry the user's full rights, while an app can be limited to contacts:read and search:read (scopes are set on the app in Pipedrive's Developer Hub). Phone search matches the number as stored. Uses API v2: Pipedrive removed the v1 person search and person endpoints (deprecated v1 endpoints with v2 equivalents). API v2 persons carry no organisation name or last-activity date, so the account shows deal counts and the customer-since date only.",
});
