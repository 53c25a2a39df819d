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
    'Sign in to Atlassian with an account that can browse only this project (ideally one made for the connection), open id.atlassian.com/manage-profile/security/api-tokens, choose "Create API token", name it and copy it. Enter your site name (acme for acme.atlassian.net), that account\'s email, and the project key (the letters before issue numbers, e.g. SUP for SUP-12). Its issues are not shown to customers: they name no customer, and the bot cannot find a customer in a task board, so the project is read only by the connection test (to check the token).',
  test_level: 'documented',
  test_detail:
    "Fourth pass (c5g): confirmed against Atlassian's own code and publications. Request: Atlassian's Jira client @atlassian-pi/jira-pi-client@3.0.2 (npm, author Atlassian, used by atlassian/atlascode), cloudClient.js searchForIssuesUsingJqlGet and client.js getFromJira/getSearchProps: GET <site>/rest/api/3/search/jql (always v3 for this route, 'the v2 search endpoint is deprecated', developer.atlassian.com/changelog CHANGE-2046) with the query parameters jql, fields (comma-separated) and maxResults. Paging: Atlassian's RFC-61 (community.developer.atlassian.com/t/rfc-61-evolving-search-capabilities-addressing-scalability-with-a-new-enhanced-search-api/83027) and RFC-127 (the same site, /t/rfc-127-...-software-space-issue-results/98871) state that the enhanced JQL search replaced startAt with continuation-token paging via nextPageToken, the next page asked with the token of the current one. Reply: Atlassian's Jira Cloud test double atlassian/atlascode@c22d304898b06a09ef4928c8ce44f41068891099 e2e/wiremock-mappings/mockedteams/search.json (GET /rest/api/3/search/jql answering issues[] with key and fields.summary, fields.status.name, fields.status.statusCategory.name, fields.created and fields.updated in Jira's +hhmm offset form), BTS-1/bts1.json (a Cloud issue carrying fields.resolutiondate, null while unresolved) and field.json (resolutiondate is the system field 'Resolved' with schema type datetime, the same type as created and updated); HTTP Basic with the account email and an API token from id.atlassian.com/manage-profile/security/api-tokens (src/atlclients/clientManager.ts, src/onboarding/onboardingQuickInputManager.ts). That test double's envelope is the older startAt/total one, so the fixture's nextPageToken/isLast envelope rests on the RFCs, not on an example reply. Nothing was changed in the request or the mapping.",
  note: "Jira Software cannot verify customers and its issues carry no customer reference, so they are never shown to a customer: reading for a customer needs the customer found by the verified email, which a task board cannot do (the spec's not_supported case). Only the connection test reads the project. Atlassian API tokens carry the permissions of the account that made them. Descriptions and comments are never read.",
});
