import { defineConnector } from '../../define.js';

/**
 * Trello REST API (api.trello.com/1) with an API key and a read-scoped token sent as query parameters.
 * The cards of one board are shown as tickets: the card's list is its status (cards are asked with
 * `list=true`, so the list name comes with each card). Card descriptions and comments are never read.
 * Trello holds no customer records, so it cannot verify customers.
 */
export const trello = defineConnector({
  key: 'trello',
  name: 'Trello',
  category: 'task_board',
  auth: { type: 'query', params: { key: '{api_key}', token: '{api_token}' } },
  config: [{ name: 'board_id', label: 'board ID', example: '5abbe4b7ddc1b351ef961414', pattern: '[A-Za-z0-9]{8}|[0-9a-f]{24}' }],
  secrets: [
    { name: 'api_key', label: 'API key', example: '0123456789abcdef0123456789abcdef', pattern: '[0-9a-f]{32}' },
    {
      name: 'api_token',
      label: 'read-only token',
      example: 'ATTA0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef01234567',
      pattern: '[A-Za-z0-9]{64,100}',
    },
  ],
  baseUrl: 'https://api.trello.com/1',
  verification: 'not_supported',
  capabilities: {
    tickets: {
      request: { path: '/boards/{board_id}/cards', query: { fields: 'name,idShort,closed,dateLastActivity,idList', list: 'true' } },
      records: '$',
      map: {
        id: { firstOf: ['idShort', 'id'] },
        subject: 'name',
        status: { firstOf: [{ enum: 'closed', map: { true: 'archived', false: '' } }, 'list.name'] },
        stage: 'list.name',
        updated: { date: 'dateLastActivity' },
      },
    },
  },
  docs: 'https://developer.atlassian.com/cloud/trello/rest/api-group-boards/#api-boards-id-cards-get',
  setup:
    'Create a Trello Power-Up for your workspace at trello.com/power-ups/admin (any name, e.g. "Customer bot"), open its API Key tab ' +
    'and choose "Generate a new API key"; copy the key. Then open ' +
    'https://trello.com/1/authorize?expiration=never&scope=read&response_type=token&key=YOUR_KEY in the browser, allow it, and copy the ' +
    "token: it can only read. The board ID is the code after /b/ in the board's address (trello.com/b/AbCd1234/...). Its cards are not " +
    'shown to customers: they name no customer, and the bot cannot find a customer in a task board, so the board is read only by the ' +
    'connection test (to check the token).',
  test_level: 'partly-documented',
  test_detail: "Checked against Trello's reference (Cards group, nested resources); not confirmed: that the board cards list honours list=true.",
  note:
    'Trello cannot verify customers and its cards carry no customer reference, so they are never shown to a customer: reading for a ' +
    "customer needs the customer found by the verified email, which a task board cannot do (the spec's not_supported case). Only the " +
    'connection test reads the board. Descriptions and comments are never read.',
});
