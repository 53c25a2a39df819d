import { defineConnector } from '../../define.js';

/**
 * Pipedrive API v1 with a Pipedrive sign-in (OAuth 2.0, read scopes: the personal API token in the
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
  baseUrl: 'https://{company}.pipedrive.com/api/v1',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/persons/search', query: { term: '{email}', fields: 'email', exact_match: 'true', limit: '10' } },
      byPhone: { path: '/persons/search', query: { term: '{phone}', fields: 'phone', exact_match: 'true', limit: '10' } },
      records: 'data.items',
      map: {
        id: 'item.id',
        name: 'item.name',
        email: { firstOf: ['item.primary_email', 'item.emails.0'] },
        phone: 'item.phones.0',
      },
    },
    account: {
      request: { path: '/persons/{customer_id}' },
      records: 'data',
      single: true,
      notFoundIsEmpty: true,
      map: {
        organisation: { firstOf: ['org_name', 'org_id.name'] },
        open_deals: 'open_deals_count',
        won_deals: 'won_deals_count',
        customer_since: { date: 'add_time' },
        last_activity: { date: 'last_activity_date' },
      },
    },
  },
  docs: 'https://developers.pipedrive.com/docs/api/v1/Persons#searchPersons',
  setup:
    'Press Connect with Pipedrive and sign in with a Pipedrive user who can see the people the bot should find; approve the access Pipedrive lists (read contacts and search, nothing else). Your company domain is filled in from the sign-in: it is the first part of your Pipedrive address, acme for acme.pipedrive.com.',
  test_level: 'partly-documented',
  test_detail:
    'Not yet re-read against an official example in the fidelity pass. Earlier check: documented: GET /v1/persons/search with term, fields (email or phone), exact_match and limit, and the {success, data: {items: [{result_score, item}]}} reply (Pipedrive\'s searchPersons operation, as mirrored at api-docs.integration.app/apps/pipedrive-oauth/operations/searchPersons; reference developers.pipedrive.com/docs/api/v1/Persons). Not re-checked in this pass: the search item\'s email fields (primary_email, else emails[0], read with a fallback), GET /v1/persons/{id} fields open_deals_count, won_deals_count, add_time ("YYYY-MM-DD HH:MM:SS"), last_activity_date, org_name / org_id.name, the OAuth scope names and a 404 for an unknown person id.',
  note: 'Auth changed from the target list\'s api_token to OAuth: Pipedrive API tokens carry the user\'s full rights, while an app can be limited to contacts:read and search:read (scopes are set on the app in Pipedrive\'s Developer Hub). Phone search matches the number as stored. Pipedrive is moving these endpoints to API v2 (/api/v2/persons/search); v1 is used here.',
});
