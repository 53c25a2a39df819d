import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Notion API (api.notion.com/v1, bearer internal-integration token, Notion-Version 2022-06-28). One
 * database's pages, most recently edited first, are read with POST /databases/{id}/query, Notion's
 * read-only query, and shown as tickets. Property names are the database's own: the title is read
 * from a property called Name, Title or Task, the status from one called Status (a status or select
 * property), and a unique ID property called ID is used as the ticket number when present. Page
 * content (blocks) and comments are never read.
 */

/** A title of up to two rich-text runs (Notion splits a title where its formatting changes), joined by a space. */
const title = (property: string): Transform => ({ join: [`properties.${property}.title.0.plain_text`, `properties.${property}.title.1.plain_text`] });

export const notion = defineConnector({
  key: 'notion',
  name: 'Notion databases',
  category: 'task_board',
  auth: { type: 'bearer', secret: 'integration_token' },
  config: [
    {
      name: 'database_id',
      label: 'database ID',
      example: '8e2c2b769e1d47d287b9ed3035d607ae',
      pattern: '[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
    },
  ],
  secrets: [
    {
      name: 'integration_token',
      label: 'internal integration secret',
      example: 'ntn_1234567890abcdefABCDEF1234567890abcdefABCDEF12',
      pattern: '(ntn_|secret_)[A-Za-z0-9]{30,80}',
    },
  ],
  baseUrl: 'https://api.notion.com/v1',
  headers: { 'Notion-Version': '2022-06-28' },
  verification: 'not_supported',
  capabilities: {
    tickets: {
      request: {
        method: 'POST',
        readOnly: 'search',
        path: '/databases/{database_id}/query',
        body: { sorts: [{ timestamp: 'last_edited_time', direction: 'descending' }], page_size: 100 },
      },
      records: 'results',
      map: {
        id: { firstOf: [{ join: ['properties.ID.unique_id.prefix', 'properties.ID.unique_id.number'], separator: '-' }, 'id'] },
        subject: { firstOf: [title('Name'), title('Title'), title('Task')] },
        status: { firstOf: ['properties.Status.status.name', 'properties.Status.select.name'] },
        opened: { date: 'created_time' },
        updated: { date: 'last_edited_time' },
      },
    },
  },
  docs: 'https://developers.notion.com/reference/post-database-query',
  setup:
    'In Notion open Settings → Connections → Develop or manage integrations (notion.so/profile/integrations), create a new internal ' +
    'integration for your workspace, tick only "Read content" under capabilities, and copy the Internal Integration Secret. Then open ' +
    'the database, choose ••• → Connections → Connect to, and pick the integration. The database ID is the 32-character code in the ' +
    'database\'s address, before any "?v=". Name the title property Name and the status property Status. Its pages are not shown to ' +
    'customers: they name no customer, and the bot cannot find a customer in a task board, so the database is read only by the ' +
    'connection test (to check the token).',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Notion's official SDK (makenotion/notion-sdk-js v2.2.15, Notion-Version " + '2022-06-28).',
  note:
    'Notion databases cannot verify customers and their pages carry no customer reference, so they are never shown to a customer: ' +
    "reading for a customer needs the customer found by the verified email, which a task board cannot do (the spec's not_supported " +
    'case). Only the connection test reads the database. Uses Notion-Version 2022-06-28, which Notion still serves for databases with a ' +
    'single data source; from 2025-09-03 queries move to /data_sources/{id}/query. Only the first 100 pages by last edit are read. A ' +
    'title is read from its first two text runs, joined by a space.',
});
