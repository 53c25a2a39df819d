import { defineConnector } from '../../define.js';

/**
 * Sage Accounting (Business Cloud) API v3.1 with a Sage sign-in (OAuth 2.0, scope `readonly`). Without
 * an X-Business header Sage answers for the user's lead business. Customers are found with the
 * documented `email` filter (the contact person's email; `search` only covers name and reference),
 * then the contact's sales invoices and balance are read. Lists come as `$items` with `$next` paging;
 * amounts are in major units and `currency.id` is the ISO code.
 */
export const sageAccounting = defineConnector({
  key: 'sage_accounting',
  name: 'Sage Accounting (Business Cloud, UK)',
  category: 'accounting',
  auth: {
    type: 'oauth2',
    authorizeUrl: 'https://www.sageone.com/oauth2/auth/central?filter=apiv3.1',
    tokenUrl: 'https://oauth.accounting.sage.com/token',
    scopes: ['readonly'],
  },
  baseUrl: 'https://api.accounting.sage.com/v3.1',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/contacts', query: { contact_type_id: 'CUSTOMER', email: '{email}', attributes: 'all', items_per_page: '20' } },
      records: '$items',
      map: {
        id: 'id',
        // The contact person of a business customer, else the contact's own name.
        name: { firstOf: ['main_contact_person.name', 'name', 'displayed_as'] },
        email: { firstOf: ['main_contact_person.email', 'email'] },
        phone: { firstOf: ['main_contact_person.mobile', 'main_contact_person.telephone'] },
        postcode: 'main_address.postal_code',
      },
    },
    invoices: {
      request: { path: '/sales_invoices', query: { contact_id: '{customer_id}', attributes: 'all' } },
      records: '$items',
      ownerRef: 'contact.id',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'items_per_page', size: 100, maxPages: 2 },
      map: {
        invoice: { firstOf: ['invoice_number', 'displayed_as'] },
        date: { date: 'date' },
        due_date: { date: 'due_date' },
        amount: { money: 'total_amount', source: 'number', currency: 'currency.id' },
        outstanding: { money: 'outstanding_amount', source: 'number', currency: 'currency.id' },
        currency: 'currency.id',
        status: { firstOf: ['status.displayed_as', 'status.id'] },
      },
    },
    balance: {
      request: { path: '/contacts/{customer_id}', query: { show_balance: 'true', attributes: 'balance,currency' } },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      map: { balance: { money: 'balance', source: 'number', currency: 'currency.id' } },
    },
    account: {
      request: { path: '/contacts/{customer_id}', query: { attributes: 'all' } },
      records: '$',
      single: true,
      notFoundIsEmpty: true,
      map: {
        reference: 'reference',
        credit_limit: { money: 'credit_limit', source: 'number', currency: 'currency.id' },
        credit_days: 'credit_days',
        currency: 'currency.id',
        customer_since: { date: 'created_at' },
      },
    },
  },
  docs: 'https://developer.sage.com/accounting/reference/contacts/#operation/getContacts',
  setup:
    'Press Connect with Sage and sign in with a Sage Accounting user of the business; approve the read-only access Sage shows. For the ' +
    'safest set-up, first invite a user under Settings → Manage Users with the Read Only role for Contacts and Sales, and sign in as ' +
    'that user. If you run several businesses under one login, the connection reads the business Sage marks as your lead business.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against Sage's own samples and guides; not confirmed: the email, contact_type_id and contact_id filters, show_balance, the " +
    'balance and invoice fields, the readonly scope.',
  note:
    'Scope `readonly`; the calls also work for a user with the Read Only role. Credit notes are a separate Sage resource ' +
    '(sales_credit_notes) and are not listed with invoices.',
});
