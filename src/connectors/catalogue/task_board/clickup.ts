import { defineConnector } from '../../define.js';

/**
 * ClickUp API v2 (api.clickup.com/api/v2) with a personal token sent as `Authorization: <token>` (no
 * scheme). The tasks of one list, closed ones included, most recently updated first, are shown as
 * tickets. ClickUp's dates are unix milliseconds in strings. Task descriptions are never read.
 */
export const clickup = defineConnector({
  key: 'clickup',
  name: 'ClickUp',
  category: 'task_board',
  auth: { type: 'header', headers: { Authorization: '{api_token}' } },
  config: [{ name: 'list_id', label: 'list ID', example: '901234567', pattern: '\\d{4,20}' }],
  secrets: [{ name: 'api_token', label: 'personal API token', example: 'pk_12345678_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345', pattern: 'pk_[0-9]+_[A-Z0-9]{20,64}' }],
  baseUrl: 'https://api.clickup.com/api/v2',
  verification: 'not_supported',
  capabilities: {
    tickets: {
      request: { path: '/list/{list_id}/task', query: { include_closed: 'true', order_by: 'updated', subtasks: 'false' } },
      records: 'tasks',
      // ClickUp pages hold 100 tasks and start at page 0.
      pagination: { type: 'page', param: 'page', first: 0, size: 100, maxPages: 2 },
      map: {
        id: { firstOf: ['custom_id', 'id'] },
        subject: 'name',
        status: 'status.status',
        opened: { date: 'date_created', epoch: 'milliseconds' },
        updated: { date: 'date_updated', epoch: 'milliseconds' },
        closed: { date: { firstOf: ['date_closed', 'date_done'] }, epoch: 'milliseconds' },
      },
    },
  },
  docs: 'https://developer.clickup.com/reference/gettasks',
  setup:
    'In ClickUp click your avatar → Settings → Apps, and under "API Token" choose Generate (or Copy); the token starts pk_. It acts as ' +
    'you and cannot be limited to reading, so use an account that can only see this list if you can. The list ID is the number after ' +
    '/li/ in the list\'s address (or "Copy link" on the list). Its tasks are not shown to customers: they name no customer, and the bot ' +
    'cannot find a customer in a task board, so the list is read only by the connection test (to check the token).',
  test_level: 'partly-documented',
  test_detail: "Checked against ClickUp's Get Tasks reference (opening only); not confirmed: status.status and the date fields as millisecond " + 'strings.',
  note:
    'ClickUp cannot verify customers and its tasks carry no customer reference, so they are never shown to a customer: reading for a ' +
    "customer needs the customer found by the verified email, which a task board cannot do (the spec's not_supported case). Only the " +
    'connection test reads the list. Descriptions and comments are never read.',
});
