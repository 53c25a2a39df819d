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
    'Press Connect with Pipedrive and sign in with a Pipedrive user who can see the people the bot should find; approve the access ' +
    'Pipedrive lists (read contacts and search, nothing else). Your company domain is filled in from the sign-in: it is the first part ' +
    'of your Pipedrive address, acme for acme.pipedrive.com.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Pipedrive's official Node client (pipedrive/client-nodejs@97e5382, API v2).",
  note:
    "Connects with OAuth: Pipedrive API tokens carry the user's full rights, while an app can be limited to contacts:read and " +
    "search:read (scopes are set on the app in Pipedrive's Developer Hub). Phone search matches the number as stored. API v2 persons " +
    'carry no organisation name or last-activity date, so the account shows deal counts and the customer-since date only.',
});
