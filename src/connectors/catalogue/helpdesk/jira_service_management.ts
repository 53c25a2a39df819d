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
  docs:
    'https://developer.atlassian.com/cloud/jira/service-desk/rest/api-group-servicedesk/#api-rest-servicedeskapi-servicedesk-servicedes' + 'kid-customer-get',
  setup:
    'Sign in to Atlassian as an agent of the service project who only needs to browse requests, open ' +
    'id.atlassian.com/manage-profile/security/api-tokens and create an API token. Enter your site name (acme for acme.atlassian.net), ' +
    "that account's email, the service project key (the letters before request numbers, e.g. SUP for SUP-12) and the service desk ID " +
    '(the number after /servicedesk/ or /projects/ in the portal settings address, or from GET /rest/servicedeskapi/servicedesk).',
  test_level: 'partly-documented',
  test_detail:
    "Not re-read against an official source (Atlassian's descriptions could not be read); the customer search, reporter JQL, paging and " +
    'fields rest on the earlier check.',
  note:
    'Atlassian API tokens carry the permissions of the account, so use an agent that can only browse the service project. The customer ' +
    'lookup uses an endpoint Atlassian marks experimental. Request descriptions and comments are never read.',
});
