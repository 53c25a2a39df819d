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
            'query ClientInvoices($id: EncodedId!) { client(id: $id) { invoices(first: 20) { nodes { id invoiceNumber subject invoiceStatus issuedDate dueDate createdAt amounts { total invoiceBalance } } } } }',
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
    'Press Connect with Jobber and sign in as the account owner or an admin, then approve the app. The app asks Jobber only for read access to clients, jobs and invoices (Jobber shows these scopes on the approval screen). Nothing else is needed.',
  test_level: 'partly-documented',
  test_detail:
    "Fields confirmed against the GraphQL schema Jobber publishes with its own app template (GetJobber/Jobber-AppTemplate-RailsAPI@0456ed1cbc5343b3adb8f2949829f52bd8ab9a1f db/schema.json, an introspection of the API at the version that template sends, X-JOBBER-GRAPHQL-VERSION 2022-03-10 in config/application.rb): Query.clients(searchTerm: String, first: Int) -> ClientConnection; Query.client(id: EncodedId!); Client id, name, firstName, lastName, emails [Email {address, primary}], phones [ClientPhoneNumber {number, primary}], billingAddress (ClientAddress {postalCode}), jobs(first:) and invoices(first:); Job id, jobNumber (Int), title, jobStatus (JobStatusTypeEnum: requires_invoicing, archived, late, today, upcoming, action_required, on_hold, unscheduled, active), startAt and endAt (ISO8601DateTime); Invoice id, invoiceNumber, subject, invoiceStatus (InvoiceStatusTypeEnum: draft, awaiting_payment, paid, past_due, bad_debt), issuedDate, dueDate, createdAt and amounts (InvoiceAmounts {total, invoiceBalance}, Float in major units). Every field the queries read is in that schema and the status maps cover every enum value; jobs and invoices are read under client(id:), scoped by the query itself. POST https://api.getjobber.com/api/graphql with a JSON body and Authorization: Bearer <access token>: developer.getjobber.com/docs/using_jobbers_api/api_queries_and_mutations. NOT confirmed, so not documented: the API version. developer.getjobber.com/docs/using_jobbers_api/api_versioning (read again in the fourth pass, c5g) says the X-JOBBER-GRAPHQL-VERSION header is required, an old version stays supported for 12 months after a newer one is released, and a request naming an unsupported or removed version is served as the oldest supported version (with its breaking changes). The pinned 2025-01-20 was superseded by 2025-04-16 (the newest version an earlier pass read in a stored copy of developer.getjobber.com/docs/changelog), so it left support in April 2026 and is served as whatever version is oldest now. The stored changelog copy read in this pass lists 2024-04-17 as its newest entry, so no official source reachable here names the current version or its schema; third-party gateway notes naming 2025-04-16 do not count. Tried in this pass: GetJobber's repositories in the store (Jobber-AppTemplate-RailsAPI, Jobber-AppTemplate-React@cbfe2986dbe4c1d77a53847fc65858270c04eb74, which sends no version; atlantis is a design system), every branch of both templates (dependabot branches only), and GetJobber/jobber-app-template-nextjs and GetJobber/jobber-api-schema (not in the store). The header must move to the current version (a decision for the team with a Jobber developer account: its GraphiQL shows the current version and schema) and the fields be re-checked against it. The OAuth URLs were not re-read.",
  note: "Jobber sets an app's scopes when the app is registered (read_clients, read_jobs, read_invoices), not at sign-in. The API version header (2025-01-20) must be one Jobber still supports. Unscheduled jobs have no start time and are not listed as bookings.",
});
