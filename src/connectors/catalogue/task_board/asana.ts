import { defineConnector } from '../../define.js';

/**
 * Asana REST API 1.0 (app.asana.com/api/1.0) with a personal access token (bearer). The tasks of one
 * project are shown as tickets, with their section as stage; `opt_fields` asks only for names, dates,
 * completion and section (task notes are never read). Pages follow next_page.offset.
 */
export const asana = defineConnector({
  key: 'asana',
  name: 'Asana',
  category: 'task_board',
  auth: { type: 'bearer', secret: 'personal_access_token' },
  config: [{ name: 'project_gid', label: 'project ID', example: '1201234567890123', pattern: '\\d{10,20}' }],
  secrets: [
    {
      name: 'personal_access_token',
      label: 'personal access token',
      example: '2/1201234567890123/1209876543210987:0123456789abcdef0123456789abcdef',
      pattern: '[0-9]/[0-9]+/[0-9]+:[0-9a-f]{32}|[A-Za-z0-9/:._-]{30,200}',
    },
  ],
  baseUrl: 'https://app.asana.com/api/1.0',
  verification: 'not_supported',
  capabilities: {
    tickets: {
      request: {
        path: '/projects/{project_gid}/tasks',
        query: { opt_fields: 'name,completed,completed_at,created_at,modified_at,memberships.section.name', limit: '100' },
      },
      records: 'data',
      pagination: { type: 'cursor', param: 'offset', cursorPath: 'next_page.offset', maxPages: 3 },
      map: {
        id: 'gid',
        subject: 'name',
        status: { enum: 'completed', map: { true: 'completed', false: 'open' } },
        stage: 'memberships.0.section.name',
        opened: { date: 'created_at' },
        updated: { date: 'modified_at' },
        closed: { date: 'completed_at' },
      },
    },
  },
  docs: 'https://developers.asana.com/reference/gettasksforproject',
  setup:
    'In Asana open your profile picture → Settings → Apps → Developer apps (or app.asana.com/0/my-apps), choose "Create new token", ' +
    'name it for example "Customer bot" and copy it. A personal access token acts as you and cannot be limited to reading, so create it ' +
    "from an account that can only see this project if you can. The project ID is the long number after /project/ in the project's " +
    'address. Its tasks are not shown to customers: they name no customer, and the bot cannot find a customer in a task board, so the ' +
    'project is read only by the connection test (to check the token).',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Asana's OpenAPI description (Asana/openapi@fc9f8dc).",
  note:
    'Asana cannot verify customers and its tasks carry no customer reference, so they are never shown to a customer: reading for a ' +
    "customer needs the customer found by the verified email, which a task board cannot do (the spec's not_supported case). Only the " +
    'connection test reads the project. Task notes and comments are never read.',
});
