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
    'Create a Trello Power-Up for your workspace at trello.com/power-ups/admin (any name, e.g. "Customer bot"), open its API Key tab and choose "Generate a new API key"; copy the key. Then open https://trello.com/1/authorize?expiration=never&scope=read&response_type=token&key=YOUR_KEY in the browser, allow it, and copy the token: it can only read. The board ID is the code after /b/ in the board\'s address (trello.com/b/AbCd1234/...). Its cards are not shown to customers: they name no customer, and the bot cannot find a customer in a task board, so the board is read only by the connection test (to check the token).',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass: no official OpenAPI description or SDK example of this vendor was found in the reachable sources, and the task board is read only by the connection test, so it was not re-read further. What stands is the earlier check (not re-read against an official example): documented: key and token as query parameters, GET /1/boards/{id}/cards with fields, and the card fields (idShort, name, closed, dateLastActivity) from the Trello REST reference and public client code; read-only tokens from the authorize page with scope=read. Not confirmed: that the board cards list honours list=true (documented for GET /1/cards/{id}); without it status and stage come back blank for open cards, never wrong Third pass (cat-third-b): only the Trello reference's Cards group and its nested-resources guide (developer.atlassian.com/cloud/trello/guides/rest-api/nested-resources: GET /1/boards/{boardId}/cards) could be read; the Boards group listing the parameters of that route could not, so list=true stays unconfirmed. Fourth pass (c5g): still no official source for the parameters of GET /1/boards/{id}/cards. The stored pages hold Atlassian's Trello reference only for the Cards group (developer.atlassian.com/cloud/trello/rest/api-group-cards/: its Card example shows id, closed and dateLastActivity as an ISO timestamp), the object definitions guide (developer.atlassian.com/cloud/trello/guides/rest-api/object-definitions/: cards carry id, idShort and name) and developers.trello.com/reference (key and token as query parameters); idList stands on the earlier reading of the reference; the Boards group page that lists the cards route's parameters came back only as its navigation. No Trello or Atlassian repository holding the Trello OpenAPI document exists in the store (atlassian/trello-openapi: none; the trello organisation holds no API description). list=true on the board cards route therefore stays unconfirmed; the card fields are confirmed as above. Without list=true, status and stage would be blank for open cards, never wrong.",
  note: "Trello cannot verify customers and its cards carry no customer reference, so they are never shown to a customer: reading for a customer needs the customer found by the verified email, which a task board cannot do (the spec's not_supported case). Only the connection test reads the board. Descriptions and comments are never read.",
});
