import { defineConnector } from '../../define.js';

/**
 * monday.com GraphQL API (POST api.monday.com/v2, `Authorization: <token>` with no scheme, API-Version
 * header). One board's first 100 items are read with a GraphQL query (never a mutation), in the board's order:
 * the item's status column is its status and its group its stage. Updates (comments) are never read.
 * The board ID goes in as a GraphQL variable, so nothing is written into the query text.
 */
const itemsQuery =
  'query BoardItems($board: [ID!]) { boards(ids: $board) { items_page(limit: 100) { items { id name state created_at updated_at group ' +
  '{ title } column_values(types: [status]) { text } } } } }';

export const monday = defineConnector({
  key: 'monday',
  name: 'monday.com',
  category: 'task_board',
  auth: { type: 'header', headers: { Authorization: '{api_token}' } },
  config: [{ name: 'board_id', label: 'board ID', example: '1234567890', pattern: '\\d{6,20}' }],
  secrets: [
    {
      name: 'api_token',
      label: 'personal API token',
      example: 'eyJhbGciOiJIUzI1NiJ9.eyJ0aWQiOjEyMzQ1Njc4OSwiYWFpIjoxMX0.Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA',
      pattern: '[A-Za-z0-9._-]{20,1000}',
    },
  ],
  baseUrl: 'https://api.monday.com/v2',
  headers: { 'API-Version': '2025-07' },
  verification: 'not_supported',
  capabilities: {
    tickets: {
      request: { method: 'POST', readOnly: 'graphql', body: { query: itemsQuery, variables: { board: '{board_id}' } } },
      records: 'data.boards.0.items_page.items',
      map: {
        id: 'id',
        subject: 'name',
        status: { firstOf: ['column_values.0.text', { enum: 'state', map: { active: 'open', archived: 'archived', deleted: 'deleted' } }] },
        stage: 'group.title',
        opened: { date: 'created_at' },
        updated: { date: 'updated_at' },
      },
    },
  },
  docs: 'https://developer.monday.com/api-reference/reference/items-page',
  setup:
    'In monday.com click your profile picture → Developers (or Administration → Connections → Personal API token on admin accounts), ' +
    'open "My access tokens" and copy your personal API token. The token acts as you and cannot be limited to reading, so use an ' +
    "account that can only view this board if you can. The board ID is the number after /boards/ in the board's address. Its items are " +
    'not shown to customers: they name no customer, and the bot cannot find a customer in a task board, so the board is read only by ' +
    'the connection test (to check the token).',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against monday.com's official GraphQL client and types " + '(mondaycom/monday-graphql-api@9bdaa6f).',
  note:
    'monday.com cannot verify customers and its items carry no customer reference, so they are never shown to a customer: reading for a ' +
    "customer needs the customer found by the verified email, which a task board cannot do (the spec's not_supported case). Only the " +
    "connection test reads the board, and only its first 100 items in the board's order. Item updates are never read.",
});
