import { defineConnector } from '../../define.js';
import { jiraIssueSearch } from '../task_board/jira.js';

/**
 * Jira Service Management Cloud with an Atlassian API token (HTTP Basic: account email and token).
 * Customers are looked up among the service desk's customers (the servicedeskapi customer list,
 * which returns their email to agents; it is marked experimental, hence the opt-in header). Their
 * requests are read with a JQL search on the service desk's project. Descriptions and comments are
 * never read.
 */
export const jiraServiceManagement = defineConnector({
  key: 'jira_service_management',
  name: 'Jira Service Management',
  category: 'helpdesk',
  auth: { type: 'basic', username: '{account_email}', password: '{api_token}' },
  config: [
    { name: 'site', label: 'Atlassian site name', example: 'acme', pattern: '[a-z0-9][a-z0-9-]{0,62}' },
    { name: 'account_email', label: 'Atlassian account email address', example: 'api.reader@acme.co.uk', pattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+' },
    { name: 'service_desk_id', label: 'service desk ID', example: '4', pattern: '\\d{1,10}' },
    { name: 'project_key', label: 'service project key', example: 'SUP', pattern: '[A-Z][A-Z0-9_]{1,9}' },
  ],
  secrets: [
    { name: 'api_token', label: 'API token', example: 'ATATT3xFfGF0T5XcVbNmQwErTyUiOp1234567890abcdefABCDEF=12345678', pattern: '[A-Za-z0-9_=+/-]{20,300}' },
  ],
  baseUrl: 'https://{site}.atlassian.net',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        path: '/rest/servicedeskapi/servicedesk/{service_desk_id}/customer',
        query: { query: '{email}', limit: '10' },
        headers: { 'X-ExperimentalApi': 'opt-in' },
      },
      records: 'values',
      map: { id: 'accountId', name: 'displayName', email: 'emailAddress' },
    },
    tickets: {
      request: {
        path: '/rest/api/3/search/jql',
        query: {
          jql: 'project = "{project_key:backslash}" AND reporter = "{customer_id:backslash}" ORDER BY updated DESC',
          ...jiraIssueSearch.query,
          // The reporter too, for its accountId: each request must be the customer's own.
          fields: `${jiraIssueSearch.query.fields},reporter`,
        },
      },
      ...jiraIssueSearch.read,
      ownerRef: 'fields.reporter.accountId',
    },
  },
  docs: 'https://developer.atlassian.com/cloud/jira/service-desk/rest/api-group-servicedesk/#api-rest-servicedeskapi-servicedesk-servicedeskid-customer-get',
  setup:
    "Sign in to Atlassian as an agent of the service project who only needs to browse requests, open id.atlassian.com/manage-profile/security/api-tokens and create an API token. Enter your site name (acme for acme.atlassian.net), that account's email, the service project key (the letters before request numbers, e.g. SUP for SUP-12) and the service desk ID (the number after /servicedesk/ or /projects/ in the portal settings address, or from GET /rest/servicedeskapi/servicedesk).",
  test_level: 'partly-documented',
  test_detail:
    "Second fidelity pass (cat-support2): Atlassian publishes the Jira Cloud and Jira Service Management OpenAPI descriptions only on developer.atlassian.com, which could not be read here (only third-party copies were reachable; they do not count). The issue-search half is shared with task_board/jira.ts and was checked there against Atlassian's own client atlassian/atlascode@c22d304898b06a09ef4928c8ce44f41068891099 (HTTP Basic with account and API token in src/atlclients/clientManager.ts; its Jira Cloud test double e2e/wiremock-mappings/mockedteams/search.json answers GET /rest/api/3/search/jql with issues[] carrying key, fields.summary, fields.status.name, fields.status.statusCategory.name, fields.created and fields.updated). That test double does not show the enhanced search's nextPageToken paging, fields.resolutiondate or fields.reporter.accountId, and atlascode does not call the servicedeskapi. Not confirmed against an official source in this pass (the earlier check's reading of the Atlassian Cloud REST references stands): GET /rest/servicedeskapi/servicedesk/{id}/customer with query and limit, the X-ExperimentalApi opt-in header, its values[] of accountId, displayName and emailAddress, the JQL reporter clause, the nextPageToken paging and fields.reporter.accountId (the ownerRef added in the first pass). No field or request was changed. Fourth pass (issue 17): looked for an Atlassian-published OpenAPI description or client that calls the servicedeskapi: atlassian/openapi, atlassian/jira-openapi and atlassian-labs/jira-service-management-openapi are not stored; atlassian/atlassian-mcp-server@94a30436435fb526a29f820f5f46250870eb75a0 holds only skills and configuration (no REST calls); among stored pages only an Atlassian Customer Service Management Postman collection (a different product) and third-party copies of the servicedesk customer reference were found (they say query matches displayName, name or email; they do not count). Atlassian's own Cloud reference page https://developer.atlassian.com/cloud/jira/service-desk/rest/api-group-customer/ is stored in part: its example customer (the reply of POST /rest/servicedeskapi/customer) carries accountId, name, key, emailAddress, displayName, active and timeZone, the keys this connector reads from the servicedesk customer list (that the list's values[] are the same user object is what the stored copy does not show). Atlassian's Data Center references (https://docs.atlassian.com/jira-servicedesk/REST/server) name the experimental opt-in header X-ExperimentalApi: true, where this connector sends opt-in after the earlier reading of the Cloud reference; which value Cloud expects today is to be checked on a live site. Everything else listed above as not confirmed stays open.",
  note: 'Atlassian API tokens carry the permissions of the account, so use an agent that can only browse the service project. The customer lookup uses an endpoint Atlassian marks experimental. Request descriptions and comments are never read.',
});
