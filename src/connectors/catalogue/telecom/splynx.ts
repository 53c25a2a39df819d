import { defineConnector } from '../../define.js';

/**
 * Splynx API v2.0 with an API key and secret sent as HTTP Basic (the key's "basic auth" option), the
 * key limited to view permissions. Customers are found by email or phone (main_attributes filters);
 * the customer's invoices, support tickets (subject and state only), internet services, billing
 * balance and account fields are read. Amounts are decimal strings with four places.
 */
export const splynx = defineConnector({
  key: 'splynx',
  name: 'Splynx',
  category: 'telecom',
  auth: { type: 'basic', username: '{api_key}', password: '{api_secret}' },
  config: [
    { name: 'host', label: 'Splynx address (host name)', example: 'isp.acme.co.uk', pattern: '[A-Za-z0-9.-]+(:[0-9]{2,5})?' },
    { name: 'api_key', label: 'API key', example: '3f8c1a9e4b7d2c6f0a5e8b1d4c7f2a9e', pattern: '[0-9a-f]{32}' },
  ],
  secrets: [{ name: 'api_secret', label: 'API secret', example: '9b2e7c4a1f8d3b6e0c5a2f7d4b1e8c3a', pattern: '[0-9a-f]{32}' }],
  baseUrl: 'https://{+host}/api/2.0/admin',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/customers/customer', query: { 'main_attributes[email]': '{email}' } },
      byPhone: { path: '/customers/customer', query: { 'main_attributes[phone]': '{phone}' } },
      records: '$',
      map: { id: 'id', name: 'name', email: 'email', phone: 'phone', postcode: 'zip_code' },
    },
    invoices: {
      request: { path: '/finance/invoices', query: { 'main_attributes[customer_id]': '{customer_id}', 'order[date_created]': 'DESC', limit: '50' } },
      records: '$',
      ownerRef: 'customer_id',
      map: {
        invoice: 'number',
        date: { date: { firstOf: ['date_created', 'real_create_datetime'] } },
        // Splynx's documentation shows the invoice total as a number (other amounts are decimal strings): either is read.
        amount: { money: 'total', source: 'major' },
        status: { enum: 'status', map: { not_paid: 'unpaid', paid: 'paid', deleted: 'void', pending: 'pending' } },
        due_date: { date: 'date_till' },
      },
    },
    tickets: {
      request: { path: '/support/tickets', query: { 'main_attributes[customer_id]': '{customer_id}' } },
      records: '$',
      ownerRef: 'customer_id',
      map: {
        id: 'id',
        subject: 'subject',
        status: { enum: 'closed', map: { '1': 'closed', '0': 'open' } },
        opened: { date: 'created_at' },
        updated: { date: { firstOf: ['updated_at', 'created_at'] } },
      },
    },
    subscriptions: {
      request: { path: '/customers/customer/{customer_id}/internet-services' },
      records: '$',
      ownerRef: 'customer_id',
      map: {
        id: 'id',
        plan: 'description',
        status: 'status',
        amount: { money: 'unit_price', source: 'decimal_string', quantity: 'quantity' },
        start: { date: 'start_date' },
        // "0000-00-00" (no end) is not a date and is left out.
        term_end: { date: 'end_date' },
      },
    },
    balance: {
      request: { path: '/customers/customer-billing/{customer_id}' },
      records: '$',
      single: true,
      // deposit: the account balance (negative = the customer owes money).
      map: { balance: { money: 'deposit', source: 'decimal_string' } },
    },
    account: {
      request: { path: '/customers/customer/{customer_id}' },
      records: '$',
      single: true,
      map: {
        account_number: { firstOf: ['login', 'id'] },
        status: 'status',
        billing_type: 'billing_type',
        customer_since: { date: 'date_add' },
      },
    },
  },
  docs: 'https://splynx.docs.apiary.io/',
  setup:
    'In Splynx open Administration → Main → API keys and click Add. Name it after this service, tick "Enable basic auth" (unsecure ' +
    'basic access), and under Permissions allow only View on Customers, Finance → Invoices, Tickets and Customer billing. Save and copy ' +
    'the key and secret. Enter the host name you use to reach Splynx, e.g. isp.acme.co.uk.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Splynx's docs repository (splynx/docs@7a52527); not confirmed: the customer email and phone filters, the invoice " +
    'states pending and deleted, the ticket read.',
  note: "Balance is Splynx's account balance (deposit): negative means the customer owes money. Ticket messages are never read.",
});
