import { defineConnector } from '../../define.js';

/**
 * simPRO REST API v1.0 for one company of a simPRO build, with an API key used as a bearer token.
 * Individual customers are searched by email; the customer's customer invoices are read. List
 * endpoints return a bare JSON array and only the columns asked for.
 */
export const simpro = defineConnector({
  key: 'simpro',
  name: 'simPRO',
  category: 'field_service',
  auth: { type: 'bearer', secret: 'api_key' },
  config: [
    { name: 'build', label: 'simPRO build name', example: 'acme', pattern: '[a-z0-9][a-z0-9-]{0,62}' },
    { name: 'company_id', label: 'simPRO company ID', example: '0', pattern: '\\d{1,6}' },
  ],
  secrets: [{ name: 'api_key', label: 'simPRO API key', example: '3f2a9c1b7d4e8f60a1b2c3d4e5f60718293a4b5c', pattern: '[A-Za-z0-9]{20,128}' }],
  baseUrl: 'https://{build}.simprosuite.com/api/v1.0/companies/{company_id}',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/customers/individuals/', query: { Email: '{email}', columns: 'ID,GivenName,FamilyName,Email,CellPhone,Phone,Address' } },
      records: '$',
      map: {
        id: 'ID',
        name: { join: ['GivenName', 'FamilyName'] },
        email: 'Email',
        phone: { firstOf: ['CellPhone', 'Phone'] },
        postcode: 'Address.PostalCode',
      },
    },
    invoices: {
      request: {
        path: '/customerInvoices/',
        query: { 'Customer.ID': '{customer_id}', columns: 'ID,Customer,Stage,DateIssued,DueDate,Total,IsPaid,IsCredit', orderby: '-DateIssued' },
      },
      records: '$',
      // Invoices are read through the Customer.ID filter: another customer's invoice (a filter ignored) is dropped.
      ownerRef: 'Customer.ID',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'pageSize', size: 50, maxPages: 2 },
      map: {
        invoice: 'ID',
        date: { date: 'DateIssued' },
        // Credit notes are listed as customer invoices with IsCredit true: shown as negative amounts.
        amount: { money: 'Total.IncTax', source: 'number', negateWhen: { path: 'IsCredit', in: [true] } },
        status: {
          firstOf: [
            { enum: 'IsCredit', map: { true: 'credit note' }, others: 'drop' },
            { enum: 'IsPaid', map: { true: 'paid', false: 'unpaid' }, others: 'drop' },
            'Stage',
          ],
        },
        due_date: { date: 'DueDate' },
      },
    },
  },
  docs: 'https://developer.simprogroup.com/apidoc/',
  setup:
    'In simPRO open System → Setup → API → Applications (an administrator can do this) and create an application that uses API key ' +
    'authentication, named "Chatbot"; copy its API key. simPRO API keys are not scoped, so the key can read whatever the API offers: ' +
    'keep it secret and delete the application to revoke it. The build name is the first part of your simPRO address (acme for ' +
    'acme.simprosuite.com); the company ID is 0 unless you run several companies in one build (System → Setup → Company shows it).',
  test_level: 'partly-documented',
  test_detail: 'No official simPRO reference could be read; not confirmed: the Email and Customer.ID filters and the empty-search reply.',
  note:
    'Credit notes (IsCredit) are shown as negative amounts. Jobs and schedules are left out until their per-customer filters are ' +
    'confirmed. Run the connection test before relying on the email search.',
});
