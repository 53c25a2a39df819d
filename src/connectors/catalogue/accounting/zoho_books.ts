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
    'Press Connect with Zoho Books and sign in with a Zoho Books user of the organisation; approve the read-only access to contacts and invoices. Nothing needs typing: the data centre comes from the sign-in (Zoho names the API domain, such as www.zohoapis.eu, in its token reply) and the organisation ID from your Zoho Books organisations list (Settings → Organisation Profile shows it); if you keep several organisations, choose the one whose customers the bot should see.',
  test_level: 'partly-documented',
  test_detail:
    "Re-read against Zoho's own Books client, zoho/books-java-wrappers@1dd3d376196ae54a422b6d47aff1e535b3fff1c2 (source/com/zoho/books/api/ContactsApi.java and InvoicesApi.java: the list parameters; parser/ContactParser.java and InvoiceParser.java: the reply fields; api/API.java: organization_id on every call), and Zoho's v3 reference pages as stored (www.zoho.com/books/api/v3/contacts, /invoices, /oauth, and the pagination page's example https://www.zohoapis.com/books/v3/contacts?page=&per_page= with the page_context envelope). Confirmed: GET /contacts with organization_id and the email and phone filters (\"of the contact person\"), GET /invoices with customer_id, sort_column=date and page/per_page, GET /contacts/{id} answering {contact: ...}; contact fields contact_id, contact_name, first_name, last_name, email, phone, mobile, company_name, status, payment_terms_label, currency_code, outstanding_receivable_amount, unused_credits_receivable_amount, created_time; invoice fields invoice_number, date, due_date, total, balance, currency_code, customer_id, status (sent, draft, overdue, paid, void, unpaid, partially_paid, viewed); the accounts hosts accounts.zoho.com/.eu/.in/.com.au/.jp. Fixed in this pass: the Canadian data centre is no longer offered (its sign-in host is accounts.zohocloud.ca, not accounts.zoho.ca); a contact fixture whose source field had been overwritten is restored. The scopes follow Zoho's documented scope syntax service.scope.OPERATION (zoho.com/accounts/protocol/oauth/scope.html, whose example is ZohoBooks.purchaseorders.UPDATE), with the Books module names contacts and invoices. Not confirmed: sort_order=D (the client only shows sort_order in the reply's page_context), the uk, sa and com.cn data centres (absent from the OAuth page's table) (found in this pass on Zoho's own pages: zoho.com/accounts/protocol/oauth/multi-dc.html lists the Saudi Arabia data centre at accounts.zoho.sa and a United Kingdom data centre, and Bigin's multi-DC page (bigin.com/developer/docs/apis/multi-dc.html) pairs accounts.zoho.com.cn with www.zohoapis.com.cn and accounts.zoho.sa with www.zohoapis.sa; still not confirmed: that this product is served from those data centres, and the UK API host www.zohoapis.uk), and the full example replies (the reference pages were read only in excerpts; the Books client is from 2015). Fourth pass (c5b): zoho/books-dotnet-wrappers@022d3250ce9094f125d39be0fe7ec089c5156750 (Zoho's other Books client, books-dotnet/api/ContactsApi.cs and InvoicesApi.cs) lists the same filters, email and phone of the contact person and customer_id, and sort_column with the value date, but no sort_order either, so sort_order=D stays unconfirmed (the list is sent newest first only if Zoho honours it). Zoho's Books pages now offer an OpenAPI download per module, but no copy of it was found in Zoho's repositories (zoho/books-oas, zoho/zohobooks-oas, zoho/books-openapi do not exist). Zoho's Accounts page (zoho.com/accounts/protocol/oauth/multi-dc.html) lists accounts.zoho.uk and accounts.zoho.sa but no .com.cn; no Zoho page read names www.zohoapis.uk or says which products the UK, Saudi and Chinese data centres serve.",
  note: 'Scopes ZohoBooks.contacts.READ and ZohoBooks.invoices.READ only. The phone search matches the number as Zoho holds it. Credit notes are a separate Zoho resource and are not listed with invoices.',
});
