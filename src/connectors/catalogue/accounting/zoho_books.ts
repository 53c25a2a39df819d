import { defineConnector } from '../../define.js';
import { type CapabilityInput } from '../../definition-schema.js';

/**
 * Zoho Books API v3 with a Zoho sign-in (OAuth 2.0, read scopes only). Zoho expects
 * `Authorization: Zoho-oauthtoken <token>` at the account's data-centre host, and the organisation in
 * an `organization_id` query value on every call. Customers are found by the contact person's email
 * (or phone); their invoices, receivable balance and account fields are read. Amounts are in major
 * units with the contact's currency_code.
 */
/**
 * What Zoho Books and Zoho Invoice (accounting/zoho_invoice.ts) read alike: the same contact and
 * invoice objects. Each connector adds its own requests (Books names the organisation in a query value,
 * Invoice in a header).
 */
export const zohoFinanceReads = {
  contacts: {
    records: 'contacts',
    map: {
      id: 'contact_id',
      name: { firstOf: [{ join: ['first_name', 'last_name'] }, 'contact_name'] },
      email: 'email',
      phone: { firstOf: ['mobile', 'phone'] },
    },
  },
  invoices: {
    records: 'invoices',
    ownerRef: 'customer_id',
    pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'per_page', size: 100, maxPages: 2 },
    map: {
      invoice: 'invoice_number',
      date: { date: 'date' },
      due_date: { date: 'due_date' },
      amount: { money: 'total', source: 'number', currency: 'currency_code' },
      outstanding: { money: 'balance', source: 'number', currency: 'currency_code' },
      currency: 'currency_code',
      status: { enum: 'status', map: { partially_paid: 'partially paid', sent: 'unpaid', viewed: 'unpaid' } },
    },
  },
  balance: {
    records: 'contact',
    single: true,
    notFoundIsEmpty: true,
    map: { balance: { money: 'outstanding_receivable_amount', source: 'number', currency: 'currency_code' } },
  },
  account: {
    records: 'contact',
    single: true,
    notFoundIsEmpty: true,
    map: {
      status: 'status',
      company_name: 'company_name',
      payment_terms: 'payment_terms_label',
      unused_credits: { money: 'unused_credits_receivable_amount', source: 'number', currency: 'currency_code' },
      currency: 'currency_code',
      customer_since: { date: 'created_time' },
    },
  },
} satisfies Record<string, Omit<CapabilityInput, 'request'>>;

export const zohoBooks = defineConnector({
  key: 'zoho_books',
  name: 'Zoho Books',
  category: 'accounting',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://accounts.zoho.{dc}/oauth/v2/auth',
    tokenUrl: 'https://accounts.zoho.{dc}/oauth/v2/token',
    scopes: ['ZohoBooks.contacts.READ', 'ZohoBooks.invoices.READ'],
    authorizeParams: { access_type: 'offline' },
    scheme: 'Zoho-oauthtoken',
  },
  config: [
    { name: 'dc', label: 'Zoho data centre domain', example: 'eu', pattern: 'com|eu|uk|in|com\\.au|jp|sa|com\\.cn' },
    { name: 'organization_id', label: 'Zoho Books organisation ID', example: '10234695', pattern: '\\d{5,20}' },
  ],
  baseUrl: 'https://www.zohoapis.{dc}/books/v3',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: { path: '/contacts', query: { organization_id: '{organization_id}', email: '{email}' } },
      byPhone: { path: '/contacts', query: { organization_id: '{organization_id}', phone: '{phone}' } },
      ...zohoFinanceReads.contacts,
    },
    invoices: {
      request: { path: '/invoices', query: { organization_id: '{organization_id}', customer_id: '{customer_id}', sort_column: 'date', sort_order: 'D' } },
      ...zohoFinanceReads.invoices,
    },
    balance: { request: { path: '/contacts/{customer_id}', query: { organization_id: '{organization_id}' } }, ...zohoFinanceReads.balance },
    account: { request: { path: '/contacts/{customer_id}', query: { organization_id: '{organization_id}' } }, ...zohoFinanceReads.account },
  },
  docs: 'https://www.zoho.com/books/api/v3/contacts/#list-contacts',
  setup:
    'Press Connect with Zoho Books and sign in with a Zoho Books user of the organisation; approve the read-only access to contacts and ' +
    'invoices. Nothing needs typing: the data centre comes from the sign-in (Zoho names the API domain, such as www.zohoapis.eu, in its ' +
    'token reply) and the organisation ID from your Zoho Books organisations list (Settings → Organisation Profile shows it); if you ' +
    'keep several organisations, choose the one whose customers the bot should see.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Zoho's Books clients (zoho/books-java-wrappers@1dd3d37, books-dotnet-wrappers@022d325) and v3 pages; not " +
    'confirmed: sort_order=D and the uk, sa and com.cn data centres.',
  note:
    'Scopes ZohoBooks.contacts.READ and ZohoBooks.invoices.READ only. The phone search matches the number as Zoho holds it. Credit ' +
    'notes are a separate Zoho resource and are not listed with invoices.',
});
