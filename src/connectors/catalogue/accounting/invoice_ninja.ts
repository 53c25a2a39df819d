import { defineConnector } from '../../define.js';

/**
 * Invoice Ninja v5 API (hosted at invoicing.co or self-hosted) with an API token in X-API-TOKEN (and
 * the X-Requested-With header the API expects). Clients are found by a contact's email; their
 * invoices, balance and account fields are read. Status is a numeric status_id; timestamps such as
 * created_at are unix seconds; amounts are plain numbers in major units (the currency is a numeric
 * currency_id in the client's settings, so no ISO code is reported).
 */
export const invoiceNinja = defineConnector({
  key: 'invoice_ninja',
  name: 'Invoice Ninja',
  category: 'accounting',
  auth: { type: 'header', headers: { 'X-API-TOKEN': '{api_token}' } },
  config: [
    {
      name: 'domain',
      label: 'Invoice Ninja address',
      example: 'invoicing.co',
      pattern: '[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+',
    },
  ],
  secrets: [{ name: 'api_token', label: 'API token', example: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6', pattern: '[A-Za-z0-9]{20,128}' }],
  baseUrl: 'https://{domain}/api/v1',
  bound: 'connection',
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/clients', query: { email: '{email}', status: 'active', per_page: '10' } },
      records: 'data',
      map: {
        id: 'id',
        // The client's primary contact (is_primary), else its first contact.
        name: {
          firstOf: [
            {
              join: [
                { path: 'contacts', where: { is_primary: true }, pick: 'first_name' },
                { path: 'contacts', where: { is_primary: true }, pick: 'last_name' },
              ],
            },
            { join: ['contacts.0.first_name', 'contacts.0.last_name'] },
            'display_name',
            'name',
          ],
        },
        email: { firstOf: [{ path: 'contacts', where: { is_primary: true }, pick: 'email' }, 'contacts.0.email'] },
        phone: { firstOf: [{ path: 'contacts', where: { is_primary: true }, pick: 'phone' }, 'contacts.0.phone', 'phone'] },
        postcode: 'postal_code',
      },
    },
    invoices: {
      request: { path: '/invoices', query: { client_id: '{customer_id}', sort: 'date|desc' } },
      records: 'data',
      ownerRef: 'client_id',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'per_page', size: 50, maxPages: 2 },
      map: {
        invoice: 'number',
        date: { date: 'date' },
        due_date: { date: 'due_date' },
        amount: { money: 'amount', source: 'number' },
        outstanding: { money: 'balance', source: 'number' },
        status: { enum: 'status_id', map: { '1': 'draft', '2': 'sent', '3': 'partially paid', '4': 'paid', '5': 'cancelled', '6': 'reversed' } },
      },
    },
    balance: {
      request: { path: '/clients/{customer_id}' },
      records: 'data',
      single: true,
      notFoundIsEmpty: true,
      map: { balance: { money: 'balance', source: 'number' } },
    },
    account: {
      request: { path: '/clients/{customer_id}' },
      records: 'data',
      single: true,
      notFoundIsEmpty: true,
      map: {
        client_number: 'number',
        paid_to_date: { money: 'paid_to_date', source: 'number' },
        credit_balance: { money: 'credit_balance', source: 'number' },
        customer_since: { date: 'created_at', epoch: 'seconds' },
      },
    },
  },
  docs: 'https://api-docs.invoicing.co/',
  setup:
    'In Invoice Ninja open Settings → User Management and invite a user for the bot whose permissions are only "View" for clients and ' +
    'invoices (no create or edit). Sign in as that user, open Settings → Account Management → API Tokens, add a token and copy it: a ' +
    'token acts with the rights of the user who created it. Enter the address you use Invoice Ninja at: invoicing.co for the hosted ' +
    'service, or your own host name (for example invoices.yourbusiness.co.uk) if you host it yourself.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Invoice Ninja's OpenAPI document (invoiceninja/invoiceninja@a148eec, API v5); no " +
    'official example reply.',
  note: 'A token acts with the rights of the user who created it; one created by an admin can also write. Amounts are reported without a ' + 'currency code.',
});
