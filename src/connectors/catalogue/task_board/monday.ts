import { defineConnector } from '../../define.js';

/**
 * monday.com GraphQL API (POST api.monday.com/v2, `Authorization: <token>` with no scheme, API-Version
 * header). One board's items are read with a GraphQL query (never a mutation), newest activity first:
 * the item's status column is its status and its group its stage. Updates (comments) are never read.
 * The board ID goes in as a GraphQL variable, so nothing is written into the query text.
 */
const itemsQuery =
  'query BoardItems($board: [ID!]) { boards(ids: $board) { items_page(limit: 100, query_params: {order_by: [{column_id: "__last_updated__", direction: desc}]}) { items { id name state created_at updated_at group { title } column_values(types: [status]) { text } } } } }';

export const monday = defineConnector({
  key: 'monday',
  name: 'monday.com',
  category: 'task_board',
  auth: { type: 'header', headers: { Authorization: '{api_token}' } },
  config: [{ name: 'board_id', label: 'board ID', example: '1234567890', pattern: '\\d{6,20}' }],
  secrets: [{ name: 'api_token', label: 'personal API token', example: 'eyJhbGciOiJIUzI1NiJ9.eyJ0aWQiOjEyMzQ1Njc4OSwiYWFpIjoxMX0.Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA', pattern: '[A-Za-z0-9._-]{20,1000}' }],
  baseUrl: 'https://api.monday.com/v2',
  headers: { 'API-Version': '2025-04' },
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
    'In monday.com click your profile picture → Developers (or Administration → Connections → Personal API token on admin accounts), open "My access tokens" and copy your personal API token. The token acts as you and cannot be limited to reading, so use an account that can only view this board if you can. The board ID is the number after /boards/ in the board\'s address. Every verified customer can see the names, status and group of this board\'s items, so connect a board meant for customers to see.',
  test_level: 'partly-documented',
  test_detail:
    'Not yet re-read against an official example in the fidelity pass. Earlier check: documented: POST /v2 with the token in Authorization without a scheme, the API-Version header, boards(ids:) { items_page } with query_params order_by __last_updated__, the item fields (id, name, state, created_at, updated_at, group.title, column_values(types:[status]).text) and the data envelope from the monday.com API reference',
  note: 'Items are shown as tickets to verified customers of another connection; the first 100 by latest activity (the next page needs a cursor inside the GraphQL body, which connectors cannot send). Item updates are never read.',
});
