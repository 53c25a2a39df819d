import { defineConnector } from '../../define.js';

const CUSTOMER_FIELDS = 'id name firstName lastName email mobile phone address { postalCode } currency { code } createdAt';

/**
 * Wave Accounting public GraphQL API (replaces QuickBooks Online, whose only accounting scope,
 * com.intuit.quickbooks.accounting, grants read and write). Wave sign-in with read scopes only; every
 * read is a GraphQL query (never a mutation) POSTed to the one endpoint, for the business chosen at
 * sign-in. Customers are found with the customers(email:) filter; their invoices, outstanding amount
 * and account fields are read. Money values are decimal strings in major units with a currency code.
 */
export const wave = defineConnector({
  key: 'wave',
  name: 'Wave Accounting',
  category: 'accounting',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://api.waveapps.com/oauth2/authorize/',
    tokenUrl: 'https://api.waveapps.com/oauth2/token/',
    scopes: ['business:read', 'customer:read', 'invoice:read'],
  },
  config: [
    {
      name: 'business_id',
      label: 'Wave business ID',
      example: 'QnVzaW5lc3M6YzRmNzkzYmItMTQ0OS00NGM2LWEwNGUtYmViODk2OWMzOTRk',
      pattern: '[A-Za-z0-9+/=]{16,200}',
    },
  ],
  baseUrl: 'https://gql.waveapps.com/graphql/public',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        body: {
          query: `query ($businessId: ID!, $email: String) { business(id: $businessId) { customers(page: 1, pageSize: 20, email: $email) { edges { node { ${CUSTOMER_FIELDS} } } } } }`,
          variables: { businessId: '{business_id}', email: '{email}' },
        },
      },
      records: 'data.business.customers.edges',
      map: {
        id: 'node.id',
        name: { firstOf: [{ join: ['node.firstName', 'node.lastName'] }, 'node.name'] },
        email: 'node.email',
        phone: { firstOf: ['node.mobile', 'node.phone'] },
        postcode: 'node.address.postalCode',
      },
    },
    invoices: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        body: {
          query:
            'query ($businessId: ID!, $customerId: ID!, $page: Int!, $pageSize: Int!) { business(id: $businessId) { invoices(page: $page, pageSize: $pageSize, customerId: $customerId) { edges { node { id invoiceNumber invoiceDate dueDate status customer { id } total { value currency { code } } amountDue { value currency { code } } } } } } }',
          variables: { businessId: '{business_id}', customerId: '{customer_id}' },
        },
      },
      records: 'data.business.invoices.edges',
      ownerRef: 'node.customer.id',
      // Page number and size are GraphQL variables in the POST body; a short page is the last.
      pagination: { type: 'page', in: 'body', param: 'variables.page', first: 1, sizeParam: 'variables.pageSize', size: 50, maxPages: 2 },
      map: {
        invoice: { firstOf: ['node.invoiceNumber', 'node.id'] },
        date: { date: 'node.invoiceDate' },
        due_date: { date: 'node.dueDate' },
        amount: { money: 'node.total.value', source: 'decimal_string', currency: 'node.total.currency.code' },
        outstanding: { money: 'node.amountDue.value', source: 'decimal_string', currency: 'node.amountDue.currency.code' },
        currency: 'node.total.currency.code',
        status: {
          enum: 'node.status',
          map: {
            DRAFT: 'draft',
            SAVED: 'saved',
            SENT: 'sent',
            VIEWED: 'viewed',
            UNPAID: 'unpaid',
            PARTIAL: 'partially paid',
            OVERDUE: 'overdue',
            PAID: 'paid',
            OVERPAID: 'overpaid',
          },
        },
      },
    },
    balance: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        body: {
          query:
            'query ($businessId: ID!, $customerId: ID!) { business(id: $businessId) { customer(id: $customerId) { id outstandingAmount { value currency { code } } } } }',
          variables: { businessId: '{business_id}', customerId: '{customer_id}' },
        },
      },
      records: 'data.business.customer',
      single: true,
      map: { balance: { money: 'outstandingAmount.value', source: 'decimal_string', currency: 'outstandingAmount.currency.code' } },
    },
    account: {
      request: {
        method: 'POST',
        readOnly: 'graphql',
        body: {
          query: `query ($businessId: ID!, $customerId: ID!) { business(id: $businessId) { customer(id: $customerId) { ${CUSTOMER_FIELDS} overdueAmount { value currency { code } } } } }`,
          variables: { businessId: '{business_id}', customerId: '{customer_id}' },
        },
      },
      records: 'data.business.customer',
      single: true,
      map: {
        overdue: { money: 'overdueAmount.value', source: 'decimal_string', currency: 'overdueAmount.currency.code' },
        currency: 'currency.code',
        customer_since: { date: 'createdAt' },
      },
    },
  },
  docs: 'https://developer.waveapps.com/hc/en-us/articles/360019968212-API-Reference',
  setup:
    "Press Connect with Wave and sign in with the Wave account that owns the business; approve the read-only access Wave lists (business, customers and invoices, read). Wave lets an app reach only businesses on an active Pro or Wave Advisor subscription. The business ID is filled in from the sign-in (it is the id of the business in Wave's businesses list); if you run several businesses in Wave, choose the one whose customers the bot should see.",
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass: invoices are now checked against the verified customer by their customer reference (ownerRef: the invoice's customer.id, now asked for in the query). Not re-read against an official example in this pass; earlier check: documented: the API Reference (developer.waveapps.com, linked from public clients) and the OAuth Guide (sign-in only for businesses on Pro or Wave Advisor). Confirmed from public client code: the authorize and token URLs https://api.waveapps.com/oauth2/authorize/ and /oauth2/token/, client id and secret sent as form fields, and the read scopes business:read customer:read invoice:read (raycast/extensions extensions/wave/src/lib/oauth-client.ts); the endpoint https://gql.waveapps.com/graphql/public with Bearer tokens; business(id).customers(email:) with edges/node (several Wave integrations found by code search, e.g. a findCustomerByEmail helper and a Google Apps Script getWaveCustomer); Customer fields id, name, firstName, lastName, email, mobile, phone, address { postalCode }, currency { code }, createdAt, outstandingAmount and overdueAmount as Money { value currency { code } } (raycast/extensions extensions/wave/src/lib/gql/nodes.ts, a read-only Wave MCP server); business.invoices(customerId:, page:, pageSize:) and invoice fields invoiceNumber, invoiceDate, dueDate, status, total, amountDue (raycast queries.ts, a WaveAPIClient listing the Business.invoices filters); status values DRAFT, SAVED, SENT, VIEWED, UNPAID, PARTIAL, OVERDUE, PAID, OVERPAID (a typed Wave client). Not confirmed: the declared type of the email argument (String here, as most clients write it; one client declares Email), and pageSize above 50 (50 is used). Fourth pass (c5b): Wave's GitHub organisation (waveaccounting) holds no schema, SDK or sample of the public API (its repositories are internal tools; waveaccounting/public-api and waveaccounting/wave-public-api do not exist); the stored official API Reference (developer.waveapps.com/hc/en-us/articles/360019968212-API-Reference) was reached only at its start: Query.business(id: ID), which fetches the token's business when no id is given, Query.businesses(page, pageSize), and the note that List Customers is the Business object's customers field. Still open: every Customer and Invoice field, the customers email argument, the invoices customerId argument and the page size limit, on an official page; the fixtures stay unverified (they follow public clients).",
  note: 'Replaces QuickBooks Online in the target list: QuickBooks offers only the com.intuit.quickbooks.accounting scope, which can also write, and answers a query with no match by leaving the list out of QueryResponse. Wave reads are GraphQL queries (POST, never mutations). Up to 100 invoices are read (two pages of 50; the page number is a GraphQL variable in the POST body). Wave only lets apps reach businesses on a Pro or Wave Advisor plan.',
});
