import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * WHMCS External API (`POST <WHMCS address>/includes/api.php`). Every call is a POST whose form fields
 * name the action and carry the API credential (`identifier` and `secret`, plus the optional access
 * key that bypasses WHMCS's IP allow-list), so the definition's auth type is `none` and the
 * credential goes only in the form body (`bodyEncoding: 'form'`), never in the URL. The actions used
 * here only read; the API role the owner creates permits exactly these four.
 *
 * WHMCS answers errors with HTTP 200 and `{"result":"error","message":"..."}`: "Client Not Found" is
 * the documented "no match" of GetClientsDetails (noMatch.bodyFields); every other error is a failure.
 * An empty list comes back without the list (`"numreturned":0`), read as no records.
 */

/** The credential fields sent with every call; a blank access key is left out of the form. */
const credential = { identifier: '{api_identifier}', secret: '{api_secret}', accesskey: '{access_key}', responsetype: 'json' };

/** A successful list call that returned nothing (the list itself is then absent or ""). */
const emptyList = { bodyFields: { result: 'success', numreturned: 0 } };

const invoiceStatus: Transform = {
  enum: 'status',
  map: { Paid: 'paid', Unpaid: 'unpaid', Cancelled: 'void', Refunded: 'refunded', Collections: 'in collections', 'Payment Pending': 'pending', Draft: 'draft' },
};

const serviceStatus: Transform = {
  enum: 'status',
  map: {
    Active: 'active',
    Pending: 'pending',
    Suspended: 'suspended',
    Terminated: 'terminated',
    Cancelled: 'cancelled',
    Fraud: 'cancelled',
    Completed: 'completed',
  },
};

const ticketStatus: Transform = {
  enum: 'status',
  map: { Open: 'open', Answered: 'answered', 'Customer-Reply': 'waiting for support', 'On Hold': 'on hold', 'In Progress': 'in progress', Closed: 'closed' },
};

export const whmcs = defineConnector({
  key: 'whmcs',
  name: 'WHMCS',
  category: 'telecom',
  auth: { type: 'none' },
  config: [
    {
      name: 'whmcs_url',
      label: 'WHMCS address',
      example: 'https://billing.acme.co.uk',
      pattern: 'https://[A-Za-z0-9.-]+(:[0-9]{2,5})?(/[A-Za-z0-9._~-]+)*',
      type: 'url',
    },
  ],
  secrets: [
    { name: 'api_identifier', label: 'API credential identifier', example: 'Xq7LmN2pR9sT4vW8yZ1bC3dF6gH0jK5a', pattern: '[A-Za-z0-9]{16,64}' },
    { name: 'api_secret', label: 'API credential secret', example: 'a8Fk2Lp0Qw7Er5Ty3Ui9Op1As6Df4Gh2', pattern: '[A-Za-z0-9]{16,64}' },
    {
      name: 'access_key',
      label: 'API access key (optional)',
      example: 'verify-bot.Access_2024',
      pattern: '[A-Za-z0-9!@#$%.()*\\[\\]_-]{6,128}',
      optional: true,
    },
  ],
  baseUrl: '{+whmcs_url}/includes/api.php',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { method: 'POST', readOnly: 'search', bodyEncoding: 'form', body: { ...credential, action: 'GetClientsDetails', email: '{email}' } },
      records: 'client',
      single: true,
      noMatch: { bodyFields: { result: 'error', message: 'Client Not Found' } },
      map: {
        id: 'id',
        name: { firstOf: ['fullname', { join: ['firstname', 'lastname'] }] },
        email: 'email',
        phone: 'phonenumber',
        postcode: 'postcode',
      },
    },
    invoices: {
      request: {
        method: 'POST',
        readOnly: 'search',
        bodyEncoding: 'form',
        body: { ...credential, action: 'GetInvoices', userid: '{customer_id}', orderby: 'date', order: 'desc' },
      },
      records: 'invoices.invoice',
      ownerRef: 'userid',
      noMatch: emptyList,
      pagination: { type: 'offset', in: 'body', param: 'limitstart', sizeParam: 'limitnum', size: 25, maxPages: 2 },
      map: {
        // The sequential invoice number when the business numbers invoices, else the invoice id.
        invoice: { firstOf: ['invoicenum', 'id'] },
        date: { date: 'date' },
        amount: { money: 'total', source: 'decimal_string', currency: 'currencycode' },
        currency: 'currencycode',
        status: invoiceStatus,
        due_date: { date: 'duedate' },
      },
    },
    subscriptions: {
      request: {
        method: 'POST',
        readOnly: 'search',
        bodyEncoding: 'form',
        body: { ...credential, action: 'GetClientsProducts', clientid: '{customer_id}', limitnum: '50' },
      },
      records: 'products.product',
      ownerRef: 'clientid',
      noMatch: emptyList,
      map: {
        id: 'id',
        plan: { join: [{ firstOf: ['translated_name', 'name'] }, 'domain'], separator: ' – ' },
        status: serviceStatus,
        amount: { money: 'recurringamount', source: 'decimal_string' },
        // "0000-00-00" (free and one-off products) is not a date and is left out.
        next_billing: { date: 'nextduedate' },
        start: { date: 'regdate' },
      },
    },
    tickets: {
      request: {
        method: 'POST',
        readOnly: 'search',
        bodyEncoding: 'form',
        body: { ...credential, action: 'GetTickets', clientid: '{customer_id}', ignore_dept_assignments: 'true', limitnum: '25' },
      },
      records: 'tickets.ticket',
      // The ticket's owner is the client (userid). Its name and email are the user who opened it: a login
      // of the client account whose email may differ from the client's own (GetTickets and
      // GetClientsDetails examples: ticket email testuser@whmcs.com, client email test-client@example.com).
      ownerRef: 'userid',
      noMatch: emptyList,
      map: {
        // tid is the ticket number the customer sees (#516757); subject and status only, never replies.
        id: 'tid',
        subject: 'subject',
        status: ticketStatus,
        opened: { date: 'date' },
        updated: { date: { firstOf: ['lastreply', 'date'] } },
      },
    },
    account: {
      request: { method: 'POST', readOnly: 'search', bodyEncoding: 'form', body: { ...credential, action: 'GetClientsDetails', clientid: '{customer_id}' } },
      records: 'client',
      single: true,
      map: {
        account_number: 'id',
        status: { enum: 'status', map: { Active: 'active', Inactive: 'inactive', Closed: 'closed' } },
        company: 'companyname',
        credit_balance: { money: 'credit', source: 'decimal_string', currency: 'currency_code' },
        currency: 'currency_code',
      },
    },
  },
  docs: 'https://developers.whmcs.com/api/api-index/',
  setup:
    'In the WHMCS admin area open Configuration (the spanner) → System Settings → Manage API Credentials. On the API Roles tab press ' +
    'Create API Role, name it "Customer verification (read only)" and tick only these actions: Client → GetClientsDetails and ' +
    'GetClientsProducts, Billing → GetInvoices, Support → GetTickets; save. On the API Credentials tab press Generate New API ' +
    'Credential, choose an admin user whose admin role has the "API Access" permission, pick the role you just made, generate, and copy ' +
    'the Identifier and the Secret (the secret is shown once). WHMCS only accepts API calls from allowed IP addresses: add the ' +
    "service's outgoing address under Configuration → System Settings → General Settings → Security → API IP Access Restriction, or, if " +
    'you set $api_access_key in configuration.php, enter that key as the optional access key. The WHMCS address is the address of your ' +
    'WHMCS install without a trailing slash, e.g. https://billing.acme.co.uk or https://www.acme.co.uk/billing.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against WHMCS's developer docs repository (WHMCS/developer-docs@2e75f45); the HTTP status " +
    'of error replies and the empty-list form are not given.',
  note:
    'WHMCS takes the API credential as form fields of a POST; it is sent only in the request body, over https, and never in the ' +
    'address. The API role allows only the four read actions. Tickets are listed from every support department ' +
    "(ignore_dept_assignments), subject and status only; ticket replies are never read. GetClientsProducts also returns each service's " +
    'control-panel username and password, which WHMCS cannot leave out; they are never mapped, stored or logged. The account shows the ' +
    "client's credit balance (money held for the customer), not what is owed: unpaid invoices show that.",
});
