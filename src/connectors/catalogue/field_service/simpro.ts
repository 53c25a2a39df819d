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
    'In simPRO open System → Setup → API → Applications (an administrator can do this) and create an application that uses API key authentication, named "Chatbot"; copy its API key. simPRO API keys are not scoped, so the key can read whatever the API offers: keep it secret and delete the application to revoke it. The build name is the first part of your simPRO address (acme for acme.simprosuite.com); the company ID is 0 unless you run several companies in one build (System → Setup → Company shows it).',
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass (second session): no official simPRO reference could be read here (developer.simprogroup.com is not in the stored corpora; jezweb/simpro-api-docs is a third-party conversion); nothing changed. Earlier fidelity pass: customer invoices declare ownerRef Customer.ID (read through the Customer.ID query filter). Earlier check (not re-read against a stored official example in the fidelity pass): documented (simPRO REST API v1.0 Swagger, as converted in jezweb/simpro-api-docs api-reference/sections/customers.md and customer_invoices.md): GET /api/v1.0/companies/{companyID}/customers/individuals/ and /customerInvoices/ return bare JSON arrays; the columns, page, pageSize and orderby parameters; individual customer fields ID, GivenName, FamilyName, Email, Phone, CellPhone, Address.PostalCode; customer invoice fields ID, Customer.ID, Stage (Approved/Pending), DateIssued and DueDate (YYYY-MM-DD), Total.ExTax/IncTax/Paid (numbers in major units), IsPaid and IsCredit. Confirmed from public client code: https://<build>.simprosuite.com base and Authorization: Bearer <API key> (several integrations found by code search; nango.dev simPRO connect guide for the build name) and column filters written as query parameters, including dotted columns such as Address.City (stitch-digital/simpro-php-sdk docs/customers-resource.md). Not confirmed against a live build: the exact Email and Customer.ID filters (written as those column filters), and what an empty search returns (taken to be []). Fourth pass (c5g): still no official simPRO source reachable. No simPRO-owned repository is in the store (no repository name holds simprogroup; those named simpro are third-party, e.g. stitch-digital/simpro-php-sdk, jezweb/simpro-api-docs); developer.simprogroup.com/apidoc pages reach the stored pages only through third-party scrapes (context7, synchub.io), which do not count. Open as before: the Email and Customer.ID column filters and what an empty search returns, against simPRO's own reference or a live build.",
  note: 'Credit notes (IsCredit) are shown as negative amounts. Jobs and schedules are left out until their per-customer filters are confirmed. Run the connection test before relying on the email search.',
});
