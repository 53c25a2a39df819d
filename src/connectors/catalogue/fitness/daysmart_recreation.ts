import { defineConnector } from '../../define.js';

/**
 * DaySmart Recreation (the Dash platform: ice rinks, indoor sports centres, leagues, camps, lessons)
 * through the Dash API. The facility creates an API key itself (Client ID + Client Secret bound to a
 * staff role of its choosing); the service exchanges it at company/auth/token?company=<code> with
 * grant_type=client_credentials for a JWT that lasts a day. The API follows JSON:API: lists are
 * `{data: [{id, type, attributes, relationships}], links, meta}`, filters are `filter[<column>]`
 * (with `__gte`/`__lte` suffixes), pages `page[size]`, and the next page is the absolute URL in
 * `links.next`. Customers are found by email; their events (rentals, lessons, games) from 30 days
 * back. Event times are the facility's local times without a zone and are passed through as written.
 */
export const daysmartRecreation = defineConnector({
  key: 'daysmart_recreation',
  name: 'DaySmart Recreation (Dash)',
  category: 'fitness',
  auth: {
    type: 'client_credentials',
    tokenUrl: 'company/auth/token?company={company}',
    clientId: 'client_id',
    clientSecret: 'client_secret',
    clientAuth: 'body',
  },
  config: [
    { name: 'company', label: 'DaySmart company code', example: 'icesportsforum', pattern: '[a-z0-9][a-z0-9_-]{1,62}' },
    { name: 'client_id', label: 'Dash API key Client ID', example: '7d3f2a91c4e8', pattern: '[A-Za-z0-9._-]{4,200}' },
  ],
  secrets: [{ name: 'client_secret', label: 'Dash API key Client Secret', example: 'dsr_sk_5e8a1c9f3b7d2e6a4c0f8b1d', pattern: '\\S{8,300}' }],
  baseUrl: 'https://api.dashplatform.com/api/v1',
  headers: { Accept: 'application/vnd.api+json' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers', query: { 'filter[email]': '{email}', 'page[size]': '10' } },
      records: 'data',
      map: {
        id: 'id',
        name: { join: ['attributes.first_name', 'attributes.last_name'] },
        email: 'attributes.email',
      },
    },
    bookings: {
      request: { path: '/events', query: { 'filter[customer_id]': '{customer_id}', 'filter[end__gte]': '{from_date}', sort: 'start', 'page[size]': '100' } },
      lookbackDays: 30,
      records: 'data',
      // Events are read through filter[customer_id]: an event of another customer (a filter ignored) is dropped.
      ownerRef: 'attributes.customer_id',
      pagination: { type: 'next_url', nextPath: 'links.next', maxPages: 2 },
      map: {
        id: 'id',
        start: { datetime: 'attributes.start' },
        end: { datetime: 'attributes.end' },
        service: 'attributes.name',
      },
    },
  },
  docs: 'https://docs.api.dashplatform.com/reference/authentication-1',
  setup:
    'Keys act with the authorizations of the staff role you give them, so first make (where you manage staff roles and their ' +
    'authorizations) a role such as "API – read only" that can only view customers and events: no add, edit, delete, refund or payment ' +
    'authorizations. Then type "API Keys" into the global search (your own role needs the API Key Management authorization), press + ' +
    'Create, name the key (for example "Customer verification"), choose the read-only role and save. Copy the Client ID and the Client ' +
    'Secret straight away: the secret is not shown again. Your company code is the word after /online/ in your online booking address ' +
    '(apps.daysmartrecreation.com/dash/x/#/online/icesportsforum → icesportsforum).',
  test_level: 'partly-documented',
  test_detail:
    "Checked against the Dash API's authentication, request-parameter and FAQ pages; not confirmed: filter[customer_id] on events, " +
    'filter[email] on customers, the attribute names.',
  note:
    'Dash API keys act with the role they are given; give the key a view-only role. Only customers and their events are read: invoices ' +
    'and family members are left out because their attribute names could not be confirmed.',
});
