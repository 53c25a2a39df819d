import { defineConnector } from '../../define.js';

/**
 * Moosend API v3 with the API key as the apikey query parameter. The subscriber is read from one
 * mailing list by email; its SubscribeType (1 subscribed, 2 unsubscribed, 3 bounced, 4 removed) is
 * reported as a subscription. Dates are Microsoft JSON dates, /Date(ms+zone)/.
 */
export const moosend = defineConnector({
  key: 'moosend',
  name: 'Moosend',
  category: 'mailing_list',
  auth: { type: 'query', params: { apikey: '{api_key}' } },
  config: [
    {
      name: 'mailing_list_id',
      label: 'mailing list ID',
      example: '4dee5aab-9980-48a6-8d38-5d64da1b1f7e',
      pattern: '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}',
    },
  ],
  secrets: [
    {
      name: 'api_key',
      label: 'API key',
      example: '0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d',
      pattern: '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}',
    },
  ],
  baseUrl: 'https://api.moosend.com/v3',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/subscribers/{mailing_list_id}/view.json', query: { Email: '{email}' } },
      records: 'Context',
      single: true,
      noMatch: { bodyFields: { Error: 'MEMBER_NOT_FOUND' } },
      map: { id: 'ID', name: 'Name', email: 'Email' },
    },
    subscriptions: {
      request: { path: '/subscribers/{mailing_list_id}/view.json', query: { Email: '{email}' } },
      records: 'Context',
      single: true,
      // The membership is the contact record itself: it must be the contact verification found.
      ownerRef: 'ID',
      noMatch: { bodyFields: { Error: 'MEMBER_NOT_FOUND' } },
      owner: { email: 'Email', name: 'Name' },
      map: {
        id: 'ID',
        plan: { const: 'Mailing list' },
        status: { enum: 'SubscribeType', map: { '1': 'subscribed', '2': 'unsubscribed', '3': 'bounced', '4': 'removed' } },
        since: { date: 'CreatedOn' },
        term_end: { date: { firstOf: ['UnsubscribedOn', 'RemovedOn'] } },
      },
    },
  },
  docs: 'https://docs.moosend.com/developers/api-documentation/en/index-en.html',
  setup:
    'In Moosend open Settings → API key and copy the key. For the mailing list ID open Audience → Email lists, click the list customers ' +
    'join and copy the ID from the address bar (the long code after /lists/).',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Moosend's official PHP wrapper (moosend/api-wrappers-php@97c3431) and reference " +
    'articles; the not-found reply is not shown.',
  note:
    'Only Error "MEMBER_NOT_FOUND" is read as "no customer"; any other error (a wrong mailing list ID, a bad key) is reported as a ' +
    "failure. A key carries the permissions of its user's role (Owner, Admin, Viewer...); the connector only reads.",
});
