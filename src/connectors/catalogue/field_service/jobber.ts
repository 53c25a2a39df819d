import { defineConnector } from '../../define.js';

/**
 * Jobber GraphQL API (read-only queries), signed in with OAuth. Client search by email or phone
 * (`clients(searchTerm:)`), the client's jobs as bookings and the client's invoices with balances.
 * Every call is a POST of a GraphQL query (never a mutation) to /graphql.
 */

const CLIENT_FIELDS = 'id name firstName lastName emails { address primary } phones { number primary } billingAddress { postalCode }';
const findClients = `query FindClients($term: String!) { clients(first: 10, searchTerm: $term) { nodes { ${CLIENT_FIELDS} } } }`;

export const jobber = defineConnector({
  key: 'jobber',
  name: 'Jobber',
  category: 'field_service',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://api.getjobber.com/api/oauth/authorize',
    tokenUrl: 'https://api.getjobber.com/api/oauth/token',
    scopes: [],
  },
  baseUrl: 'https://api.getjobber.com/api',
  headers: { 'X-JOBBER-GRAPHQL-VERSION': '2025-01-20' },
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { method: 'POST', readOnly: 'graphql', path: '/graphql', body: { query: findClients, variables: { term: '{email}' } } },
      byPhone: { method: 'POST', readOnly: 'graphql', path: '/graphql', body: { query: findClients, variables: { term: '{phone}' } } },
      records: 'data.clients.nodes',
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['firstName', 'lastName'] }, 'name'] },
        email: 'emails.0.address',
        phone: 'phones.0.number',
        postcode: 'billingAddress.postalCode',
      },
    },
    bookings: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query: 'query ClientJobs($id: EncodedId!) { client(id: $id) { jobs(first: 20) { nodes { id jobNumber title jobStatus startAt endAt } } } }',
          variables: { id: '{customer_id}' },
        },
      },
      records: 'data.client.jobs.nodes',
      map: {
        id: 'jobNumber',
        start: { datetime: 'startAt' },
        end: { datetime: 'endAt' },
        service: 'title',
        status: {
          enum: 'jobStatus',
          map: {
            upcoming: 'upcoming',
            today: 'today',
            active: 'active',
            late: 'late',
            action_required: 'action required',
            requires_invoicing: 'completed',
            on_hold: 'on hold',
            unscheduled: 'not scheduled yet',
            archived: 'closed',
          },
        },
      },
    },
    invoices: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        path: '/graphql',
        body: {
          query:
            'query ClientInvoices($id: EncodedId!) { client(id: $id) { invoices(first: 20) { nodes { id invoiceNumber subject invoiceStatus ' +
            'issuedDate dueDate createdAt amounts { total invoiceBalance } } } } }',
          variables: { id: '{customer_id}' },
        },
      },
      records: 'data.client.invoices.nodes',
      map: {
        invoice: 'invoiceNumber',
        date: { date: { firstOf: ['issuedDate', 'createdAt'] } },
        amount: { money: 'amounts.total', source: 'number' },
        outstanding: { money: 'amounts.invoiceBalance', source: 'number' },
        status: {
          enum: 'invoiceStatus',
          map: { draft: 'draft', awaiting_payment: 'awaiting payment', paid: 'paid', past_due: 'overdue', bad_debt: 'written off' },
        },
        due_date: { date: 'dueDate' },
      },
    },
  },
  docs: 'https://developer.getjobber.com/docs',
  setup:
    'Press Connect with Jobber and sign in as the account owner or an admin, then approve the app. The app asks Jobber only for read ' +
    'access to clients, jobs and invoices (Jobber shows these scopes on the approval screen). Nothing else is needed.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Jobber's developer pages and app templates; not confirmed: the API version header value (Jobber serves an " +
    'unsupported version as its oldest).',
  note:
    "Jobber sets an app's scopes when the app is registered (read_clients, read_jobs, read_invoices), not at sign-in. The API version " +
    'header (2025-01-20) must be one Jobber still supports. Unscheduled jobs have no start time and are not listed as bookings.',
});
