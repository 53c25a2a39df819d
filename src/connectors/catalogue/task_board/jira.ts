import { defineConnector } from '../../define.js';
import { type CapabilityInput } from '../../definition-schema.js';

/**
 * Jira Cloud REST API v3 (<site>.atlassian.net/rest/api/3) with an Atlassian API token (HTTP Basic:
 * account email and token). One project's issues, most recently updated first, are read with the
 * enhanced JQL search and shown as tickets. Only summary, status and dates are asked for:
 * descriptions and comments are never read. The project key is checked against Jira's key format, so
 * it cannot change the JQL.
 */
/**
 * The enhanced JQL issue search as tickets, shared with helpdesk/jira_service_management.ts: the
 * fields asked for (summary, status and dates only: descriptions and comments are never read), the
 * nextPageToken paging and the issue-to-ticket mapping. Each connector writes its own JQL.
 */
export const jiraIssueSearch = {
  query: { fields: 'summary,status,created,updated,resolutiondate', maxResults: '50' },
  read: {
    records: 'issues',
    pagination: { type: 'cursor', param: 'nextPageToken', cursorPath: 'nextPageToken', maxPages: 2 },
    map: {
      id: 'key',
      subject: 'fields.summary',
      status: 'fields.status.name',
      stage: 'fields.status.statusCategory.name',
      opened: { date: 'fields.created' },
      updated: { date: 'fields.updated' },
      closed: { date: 'fields.resolutiondate' },
    },
  },
} satisfies { query: Record<string, string>; read: Omit<CapabilityInput, 'request'> };

export const jira = defineConnector({
  key: 'jira',
  name: 'Jira Software',
  category: 'task_board',
  auth: { type: 'basic', username: '{account_email}', password: '{api_token}' },
  config: [
    { name: 'site', label: 'Atlassian site name', example: 'acme', pattern: '[a-z0-9][a-z0-9-]{0,62}' },
    { name: 'account_email', label: 'Atlassian account email address', example: 'board.reader@acme.co.uk', pattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+' },
    { name: 'project_key', label: 'project key', example: 'SUP', pattern: '[A-Z][A-Z0-9_]{1,9}' },
  ],
  secrets: [
    { name: 'api_token', label: 'API token', example: 'ATATT3xFfGF0T5XcVbNmQwErTyUiOp1234567890abcdefABCDEF=12345678', pattern: '[A-Za-z0-9_=+/-]{20,300}' },
  ],
  baseUrl: 'https://{site}.atlassian.net/rest/api/3',
  bound: 'connection',
  verification: 'not_supported',
  capabilities: {
    tickets: {
      request: { path: '/search/jql', query: { jql: 'project = {project_key} ORDER BY updated DESC', ...jiraIssueSearch.query } },
      ...jiraIssueSearch.read,
    },
  },
  docs: 'https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issue-search/#api-rest-api-3-search-jql-get',
  setup:
    'Sign in to Atlassian with an account that can browse only this project (ideally one made for the connection), open ' +
    'id.atlassian.com/manage-profile/security/api-tokens, choose "Create API token", name it and copy it. Enter your site name (acme ' +
    "for acme.atlassian.net), that account's email, and the project key (the letters before issue numbers, e.g. SUP for SUP-12). Its " +
    'issues are not shown to customers: they name no customer, and the bot cannot find a customer in a task board, so the project is ' +
    'read only by the connection test (to check the token).',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Atlassian's own Jira client and test doubles (@atlassian-pi/jira-pi-client@3.0.2, " +
    'atlassian/atlascode@c22d304) and RFCs 61 and 127.',
  note:
    'Jira Software cannot verify customers and its issues carry no customer reference, so they are never shown to a customer: reading ' +
    "for a customer needs the customer found by the verified email, which a task board cannot do (the spec's not_supported case). Only " +
    'the connection test reads the project. Atlassian API tokens carry the permissions of the account that made them. Descriptions and ' +
    'comments are never read.',
});
