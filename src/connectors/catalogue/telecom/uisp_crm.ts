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
    'In UISP open CRM → System → Security → App keys (Settings → Security → App keys in older versions), click Add app key, name it after this service and choose the Read type, then copy the key. Enter the host name you use to reach UISP, e.g. uisp.acme.co.uk.',
  test_level: 'partly-documented',
  test_detail:
    "The API reference itself (ucrm.docs.apiary.io / uisp.com/crm/api) could not be read here; read instead Ubiquiti's own repositories. Ubiquiti-App/UCRM-plugins@bcc1b85cdb25965dd1f857229bc4ca9d5279c273: plugins/sms-twilio/README.md (variables \"loaded from UCRM API, and reflect the structure returned\") confirms the client fields id, userIdent, companyName, zipCode, registrationDate, companyContactFirstName/LastName, isActive, firstName, lastName, accountBalance, accountCredit, accountOutstanding and currencyCode, the invoice fields id, clientId, number, createdDate, dueDate, total, amountPaid, currencyCode and status (a number), and the service fields id, clientId, status (a number), name, price, totalPrice, currencyCode, activeFrom, activeTo, contractEndDate and servicePlanName; plugins/sms-twilio/src/src/Service/SmsNumberProvider.php reads contacts[] with phone, isContact and isBilling; plugins/ucrm-client-signup/src/ucsp/Interpreter.php writes contacts[].email; the plugins call GET invoices with clientId (argentina-afip-invoices), GET clients/services (revenue-report) and GET clients?direction=ASC. Fixed in the first pass: the invoice due date is read from dueDate (was maturityDate). Ubiquiti-App/UCRM@23f517ead1fdbca80a7b9239fdbdbc73dfbb41dc CHANGELOG.md: isArchived is a client attribute in the API, tickets carry emailFromAddress, ticketing has filters, sort and limit, clients and invoices can be filtered and sorted, and the endpoint GET /ticketing/tickets/activities exists (so the /ticketing/tickets prefix). Fourth pass (cat5-h): Ubiquiti's plugin SDK Ubiquiti-App/UCRM-Plugin-SDK@8a981b3d4ba8478b17f4968bf0b3dbb31fec61ca src/UcrmPluginSdk/Service/UcrmApi.php sends the app key in the x-auth-app-key header to <UCRM URL>/api/v1.0/ (the header used here; the /crm prefix of the UISP address is the earlier check's reading); the invoice status numbers 0 draft, 1 unpaid, 2 partially paid, 3 paid and 4 void are confirmed by plugins/invoice-csv-export/src/classes/Service/CsvGenerator.php formatInvoiceStatus, plugins/quickbooks-online/src/src/Data/InvoiceStatus.php (DRAFT 0, VOID 4) and plugins/revenue-report/src/public.php (1 unpaid, 2 partially paid, 3 paid), all at UCRM-plugins@bcc1b85; CsvGenerator also reads number, status, createdDate, dueDate, currencyCode, total and amountPaid and works out the amount due as total less amountPaid. Not confirmed, so partly-documented: the email and phone filters on GET /clients and the isArchived filter value, hasOverdueInvoice, the invoice amountToPay (the official code computes total - amountPaid instead; this catalogue cannot subtract, so amountToPay stays), invoice status 5, the ticket and service status numbers, the order/direction/limit parameters on invoices and tickets, the clientId filter on clients/services, and the ticket list itself (GET /ticketing/tickets with clientId; id, clientId, subject, status, createdAt, lastActivity, emailFromAddress), so the invoices and tickets fixtures stay unverified.",
  note: "Balance is UISP's account balance: negative means the customer owes money. Ticket comments are never read.",
});
