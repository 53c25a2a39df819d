import { defineConnector } from '../../define.js';

/**
 * Xero Accounting API 2.0 with a Xero sign-in (OAuth 2.0, read scopes only). Every call names the
 * organisation in the xero-tenant-id header. Contacts are found with Xero's case-insensitive
 * searchTerm (name, number or email; the matching rules then need the exact email); a contact's sales
 * invoices (ACCREC, drafts left out) and its receivable balance are read. Xero writes amounts in
 * major units and dates both as ISO strings (DateString) and as Microsoft JSON dates (/Date(ms)/).
 */
export const xero = defineConnector({
  key: 'xero',
  name: 'Xero',
  category: 'accounting',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://login.xero.com/identity/connect/authorize',
    tokenUrl: 'https://identity.xero.com/connect/token',
    scopes: ['offline_access', 'accounting.contacts.read', 'accounting.transactions.read'],
    clientAuth: 'basic',
  },
  config: [
    {
      name: 'tenant_id',
      label: 'Xero organisation (tenant) ID',
      example: '45e4708e-d862-4111-ab3a-dd8cd03913e1',
      pattern: '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}',
    },
  ],
  baseUrl: 'https://api.xero.com/api.xro/2.0',
  headers: { 'xero-tenant-id': '{tenant_id}' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/Contacts', query: { searchTerm: '{email}', includeArchived: 'false' } },
      records: 'Contacts',
      map: {
        id: 'ContactID',
        // A business contact's person, else the contact's own name.
        name: { firstOf: [{ join: ['FirstName', 'LastName'] }, 'Name'] },
        email: 'EmailAddress',
        // Xero lists every phone type (DEFAULT, DDI, FAX, MOBILE) in a fixed-order array: the MOBILE one.
        phone: {
          join: [
            { path: 'Phones', where: { PhoneType: 'MOBILE' }, pick: 'PhoneAreaCode' },
            { path: 'Phones', where: { PhoneType: 'MOBILE' }, pick: 'PhoneNumber' },
          ],
        },
        postcode: { firstOf: ['Addresses.0.PostalCode', 'Addresses.1.PostalCode'] },
      },
    },
    invoices: {
      request: {
        path: '/Invoices',
        query: { ContactIDs: '{customer_id}', Statuses: 'SUBMITTED,AUTHORISED,PAID,VOIDED', where: 'Type=="ACCREC"', order: 'Date DESC' },
      },
      records: 'Invoices',
      ownerRef: 'Contact.ContactID',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'pageSize', size: 100, maxPages: 2 },
      map: {
        invoice: { firstOf: ['InvoiceNumber', 'InvoiceID'] },
        date: { date: { firstOf: ['DateString', 'Date'] } },
        due_date: { date: { firstOf: ['DueDateString', 'DueDate'] } },
        amount: { money: 'Total', source: 'number', currency: 'CurrencyCode' },
        outstanding: { money: 'AmountDue', source: 'number', currency: 'CurrencyCode' },
        currency: 'CurrencyCode',
        status: { enum: 'Status', map: { SUBMITTED: 'awaiting approval', AUTHORISED: 'awaiting payment', PAID: 'paid', VOIDED: 'void' } },
      },
    },
    balance: {
      request: { path: '/Contacts/{customer_id}' },
      records: 'Contacts',
      notFoundIsEmpty: true,
      map: { balance: { money: 'Balances.AccountsReceivable.Outstanding', source: 'number', currency: 'DefaultCurrency' } },
    },
    account: {
      request: { path: '/Contacts/{customer_id}' },
      records: 'Contacts',
      notFoundIsEmpty: true,
      map: {
        status: { enum: 'ContactStatus', map: { ACTIVE: 'active', ARCHIVED: 'archived', GDPRREQUEST: 'erasure requested' } },
        account_number: 'AccountNumber',
        overdue: { money: 'Balances.AccountsReceivable.Overdue', source: 'number', currency: 'DefaultCurrency' },
        currency: 'DefaultCurrency',
        updated: { date: 'UpdatedDateUTC' },
      },
    },
  },
  docs: 'https://developer.xero.com/documentation/api/accounting/contacts',
  setup:
    'Press Connect with Xero and sign in as a Xero user of the organisation the customers belong to; on the consent screen Xero lists ' +
    'read-only access to contacts and transactions, approve it and pick the organisation. The organisation (tenant) ID is filled in ' +
    'from the sign-in: it is the tenantId Xero lists for the connection at GET https://api.xero.com/connections. Nothing needs to be ' +
    'copied by hand.',
  test_level: 'documented',
  test_detail: "Request and every mapped field checked against Xero's OpenAPI document (XeroAPI/Xero-OpenAPI@e952d0b, Accounting API 16.1.0).",
  note:
    'Asks only for the read scopes accounting.contacts.read and accounting.transactions.read. Credit notes are a separate Xero resource ' +
    "and are not listed with invoices. The contact's phone is its MOBILE entry (area code and number; Xero keeps the country code " +
    'apart), so a code can be texted to it.',
});
