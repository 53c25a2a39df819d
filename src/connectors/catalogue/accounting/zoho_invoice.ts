import { defineConnector } from '../../define.js';
import { zohoFinanceReads } from './zoho_books.js';

/**
 * Zoho Invoice API v3 (replaces FreeAgent, whose sign-in grants the approving user's full read-write
 * access with no read-only scope). Zoho sign-in with read scopes only; `Authorization:
 * Zoho-oauthtoken <token>` at the data-centre host and the organisation as the organization_id
 * query value on every call (as Zoho Invoice's own reference shows it). Customers are found by email (or phone); their invoices,
 * receivable balance and account fields are read. Amounts are in major units of currency_code.
 */
export const zohoInvoice = defineConnector({
  key: 'zoho_invoice',
  name: 'Zoho Invoice',
  category: 'accounting',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://accounts.zoho.{dc}/oauth/v2/auth',
    tokenUrl: 'https://accounts.zoho.{dc}/oauth/v2/token',
    scopes: ['ZohoInvoice.contacts.READ', 'ZohoInvoice.invoices.READ'],
    authorizeParams: { access_type: 'offline' },
    scheme: 'Zoho-oauthtoken',
  },
  config: [
    { name: 'dc', label: 'Zoho data centre domain', example: 'eu', pattern: 'com|eu|uk|in|com\\.au|jp|sa|com\\.cn' },
    { name: 'organization_id', label: 'Zoho Invoice organisation ID', example: '10234695', pattern: '\\d{5,20}' },
  ],
  baseUrl: 'https://www.zohoapis.{dc}/invoice/v3',
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
  docs: 'https://www.zoho.com/invoice/api/v3/contacts/#list-contacts',
  setup:
    'Press Connect with Zoho Invoice and sign in with a Zoho Invoice user of the organisation; approve the read-only access to contacts ' +
    'and invoices. Nothing needs typing: the data centre comes from the sign-in (Zoho names the API domain, such as www.zohoapis.eu, in ' +
    'its token reply) and the organisation ID from your Zoho Invoice organisations list (Settings → Organisation Profile shows it); if ' +
    'you keep several organisations, choose the one whose customers the bot should see.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Zoho's Books clients and Zoho Invoice's v3 pages; not confirmed: the ZohoInvoice scopes, sort_order=D and the uk, " +
    'sa and com.cn data centres.',
  note: 'Scopes ZohoInvoice.contacts.READ and ZohoInvoice.invoices.READ only.',
});
