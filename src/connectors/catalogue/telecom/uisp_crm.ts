import { defineConnector } from '../../define.js';

/**
 * UISP CRM (Ubiquiti, formerly UCRM) API v1.0 with a read-only app key in X-Auth-App-Key. Clients are
 * found by email or phone; the client's invoices, support tickets and services, its balance and a few
 * account fields are read. Amounts are decimals in the client's currency. Ticket activity (the
 * comments) is never read.
 */

const clientPath = '/clients/{customer_id}';

export const uispCrm = defineConnector({
  key: 'uisp_crm',
  name: 'UISP CRM (Ubiquiti)',
  category: 'telecom',
  auth: { type: 'header', headers: { 'X-Auth-App-Key': '{app_key}' } },
  config: [{ name: 'host', label: 'UISP address (host name)', example: 'uisp.acme.co.uk', pattern: '[A-Za-z0-9.-]+(:[0-9]{2,5})?' }],
  secrets: [
    { name: 'app_key', label: 'read-only app key', example: 'Kp3Rt8sV2xY9zB4cD7fG1hJ5kL0mN6qW2eR4tY8uI3oP7aS1dF5gH9jK', pattern: '[A-Za-z0-9+/=_-]{20,128}' },
  ],
  baseUrl: 'https://{+host}/crm/api/v1.0',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/clients', query: { email: '{email}', isArchived: '0' } },
      byPhone: { path: '/clients', query: { phone: '{phone}', isArchived: '0' } },
      records: '$',
      map: {
        id: 'id',
        name: { firstOf: [{ join: ['firstName', 'lastName'] }, { join: ['companyContactFirstName', 'companyContactLastName'] }, 'companyName'] },
        email: { firstOf: [{ path: 'contacts', where: { isContact: true }, pick: 'email' }, 'contacts.0.email', 'email'] },
        phone: { firstOf: [{ path: 'contacts', where: { isContact: true }, pick: 'phone' }, 'contacts.0.phone', 'phone'] },
        postcode: 'zipCode',
      },
    },
    invoices: {
      request: { path: '/invoices', query: { clientId: '{customer_id}', limit: '50', order: 'createdDate', direction: 'DESC' } },
      records: '$',
      ownerRef: 'clientId',
      map: {
        invoice: 'number',
        date: { date: 'createdDate' },
        amount: { money: 'total', source: 'number', currency: 'currencyCode' },
        status: { enum: 'status', map: { '0': 'draft', '1': 'unpaid', '2': 'part-paid', '3': 'paid', '4': 'void', '5': 'proforma processed' } },
        currency: 'currencyCode',
        due_date: { date: 'dueDate' },
        outstanding: { money: 'amountToPay', source: 'number', currency: 'currencyCode' },
      },
    },
    tickets: {
      request: { path: '/ticketing/tickets', query: { clientId: '{customer_id}', limit: '25', order: 'createdAt', direction: 'DESC' } },
      records: '$',
      ownerRef: 'clientId',
      owner: { email: 'emailFromAddress' },
      map: {
        id: 'id',
        subject: 'subject',
        status: { enum: 'status', map: { '1': 'new', '2': 'open', '3': 'pending', '4': 'solved' } },
        opened: { date: 'createdAt' },
        updated: { date: { firstOf: ['lastActivity', 'createdAt'] } },
      },
    },
    subscriptions: {
      request: { path: '/clients/services', query: { clientId: '{customer_id}' } },
      records: '$',
      ownerRef: 'clientId',
      map: {
        id: 'id',
        plan: { firstOf: ['name', 'servicePlanName'] },
        status: {
          enum: 'status',
          map: {
            '0': 'prepared',
            '1': 'active',
            '2': 'ended',
            '3': 'suspended',
            '4': 'prepared (blocked)',
            '5': 'obsolete',
            '6': 'deferred',
            '7': 'quoted',
            '8': 'inactive',
          },
        },
        amount: { money: { firstOf: ['totalPrice', 'price'] }, source: 'number', currency: 'currencyCode' },
        since: { date: 'activeFrom' },
        term_end: { date: { firstOf: ['contractEndDate', 'activeTo'] } },
      },
    },
    balance: {
      request: { path: clientPath },
      records: '$',
      single: true,
      // accountBalance: credit less what is owed (negative = the customer owes money).
      map: { balance: { money: 'accountBalance', source: 'number', currency: 'currencyCode' } },
    },
    account: {
      request: { path: clientPath },
      records: '$',
      single: true,
      map: {
        account_number: 'userIdent',
        status: {
          firstOf: [
            { enum: 'hasOverdueInvoice', map: { true: 'in arrears' }, others: 'drop' },
            { enum: 'isActive', map: { true: 'active', false: 'inactive' } },
          ],
        },
        amount_owed: { money: 'accountOutstanding', source: 'number', currency: 'currencyCode' },
        credit: { money: 'accountCredit', source: 'number', currency: 'currencyCode' },
        currency: 'currencyCode',
        customer_since: { date: 'registrationDate' },
      },
    },
  },
  docs: 'https://uisp.com/crm/api',
  setup:
    'In UISP open CRM → System → Security → App keys (Settings → Security → App keys in older versions), click Add app key, name it ' +
    'after this service and choose the Read type, then copy the key. Enter the host name you use to reach UISP, e.g. uisp.acme.co.uk.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Ubiquiti's own repositories (UCRM-plugins, UCRM, UCRM-Plugin-SDK); not confirmed: the client filters, several " +
    'status numbers and the ticket list itself.',
  note: "Balance is UISP's account balance: negative means the customer owes money. Ticket comments are never read.",
});
