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
            'query ($businessId: ID!, $customerId: ID!, $page: Int!, $pageSize: Int!) { business(id: $businessId) { invoices(page: $page, ' +
            'pageSize: $pageSize, customerId: $customerId) { edges { node { id invoiceNumber invoiceDate dueDate status customer { id } total { ' +
            'value currency { code } } amountDue { value currency { code } } } } } } }',
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
            'query ($businessId: ID!, $customerId: ID!) { business(id: $businessId) { customer(id: $customerId) { id outstandingAmount { value ' +
            'currency { code } } } } }',
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
    'Press Connect with Wave and sign in with the Wave account that owns the business; approve the read-only access Wave lists ' +
    '(business, customers and invoices, read). Wave lets an app reach only businesses on an active Pro or Wave Advisor subscription. ' +
    "The business ID is filled in from the sign-in (it is the id of the business in Wave's businesses list); if you run several " +
    'businesses in Wave, choose the one whose customers the bot should see.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Wave's developer pages; not confirmed on an official page: the Customer and Invoice fields, the email and " +
    'customerId arguments and the page size (fixtures follow public clients).',
  note:
    'Wave reads are GraphQL queries (POST, never mutations). Up to 100 invoices are read (two pages of 50; the page number is a GraphQL ' +
    'variable in the POST body). Wave only lets apps reach businesses on a Pro or Wave Advisor plan.',
});
