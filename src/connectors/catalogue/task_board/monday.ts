import { defineConnector } from '../../define.js';

/**
 * monday.com GraphQL API (POST api.monday.com/v2, `Authorization: <token>` with no scheme, API-Version
 * header). One board's first 100 items are read with a GraphQL query (never a mutation), in the board's order:
 * the item's status column is its status and its group its stage. Updates (comments) are never read.
 * The board ID goes in as a GraphQL variable, so nothing is written into the query text.
 */
const itemsQuery =
  'query BoardItems($board: [ID!]) { boards(ids: $board) { items_page(limit: 100) { items { id name state created_at updated_at group { title } column_values(types: [status]) { text } } } } }';

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
    'In monday.com click your profile picture → Developers (or Administration → Connections → Personal API token on admin accounts), open "My access tokens" and copy your personal API token. The token acts as you and cannot be limited to reading, so use an account that can only view this board if you can. The board ID is the number after /boards/ in the board\'s address. Its items are not shown to customers: they name no customer, and the bot cannot find a customer in a task board, so the board is read only by the connection test (to check the token).',
  test_level: 'documented',
  test_detail:
    "Re-read against monday.com's official client mondaycom/monday-graphql-api@9bdaa6f5b009ed395bf750aed6c14f69701713e1: packages/api/lib/constants/index.ts (endpoint https://api.monday.com/v2, CURRENT_VERSION 2025-07 sent as the API-Version header) and packages/api-types/generated/api-types.d.ts (Query.boards(ids: [ID!]), Board.items_page(limit, cursor, query_params) answering ItemsResponse {cursor, items}, and Item fields id, name, state (active/archived/deleted), created_at, updated_at, group.title, column_values(types:) with text). Every mapped field and the request are in those types. Fixed in this pass: the items were ordered by a __last_updated__ pseudo-column that neither the types nor the reachable reference name; the order is dropped, so the board's first 100 items are read in the board's own order (the read only checks the token). The fixture reply is written from the types (the official client has no example payload). The API-Version is the official client's current version at that commit; monday replaces its current version every quarter.",
  note: "monday.com cannot verify customers and its items carry no customer reference, so they are never shown to a customer: reading for a customer needs the customer found by the verified email, which a task board cannot do (the spec's not_supported case). Only the connection test reads the board, and only its first 100 items in the board's order (the next page needs a different GraphQL query, next_items_page, which one request template cannot send). Item updates are never read.",
});
