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
      request: { path: '/customerInvoices/', query: { 'Customer.ID': '{customer_id}', columns: 'ID,Type,Stage,DateIssued,Total,IsPaid', pageSize: '50' } },
      records: '$',
      map: {
        invoice: 'ID',
        date: { date: 'DateIssued' },
        amount: { money: 'Total.IncTax', minorUnits: false },
        status: { firstOf: [{ enum: 'IsPaid', map: { true: 'paid', false: 'unpaid' }, others: 'drop' }, 'Stage'] },
      },
    },
  },
  docs: 'https://developer.simprogroup.com/apidoc/',
  setup:
    'In simPRO open System → Setup → API → Applications (or ask your simPRO administrator) and create a key-based application for "Chatbot" with a security group that can only view customers and invoices; copy its API key. The build name is the first part of your simPRO address (acme for acme.simprosuite.com); the company ID is 0 unless you run several companies in one build (System → Setup → Company shows it).',
  test_level: 'conventions: written from simPRO v1.0 REST conventions (bare JSON arrays, columns, field filters); search and invoice field names not confirmed against a live build',
  note: 'Unconfirmed: the Email and Customer.ID list filters and the invoice columns follow simPRO\'s documented conventions but were not checked against a live build; run the connection test before relying on it. Jobs and schedules are left out until their per-customer filters are confirmed.',
});
