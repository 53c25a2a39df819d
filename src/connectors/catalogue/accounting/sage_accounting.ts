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
    'Press Connect with Sage and sign in with a Sage Accounting user of the business; approve the read-only access Sage shows. For the safest set-up, first invite a user under Settings → Manage Users with the Read Only role for Contacts and Sales, and sign in as that user. If you run several businesses under one login, the connection reads the business Sage marks as your lead business.',
  test_level: 'partly-documented',
  test_detail:
    'Re-read against Sage\'s official material: the sample apps Sage/sageone_api_ruby_sample@6e80454c02df4321b223af1d6ed0887a9e3a9bf3 (config/sage_accounting.yml) and Sage/sageone_api_php_sample@a5751bed7021b4ced86a2e2646cf0052f0592a68 (lib/api_client.php): authorize https://www.sageone.com/oauth2/auth/central?filter=apiv3.1, token https://oauth.accounting.sage.com/token, base https://api.accounting.sage.com/v3.1; developer.sage.com/accounting/guides/authenticating/authentication (Authorization: Bearer, X-Business optional, the lead business without it) and the V3.0 authentication guide (scopes readonly or full_access); developer.sage.com/accounting/guides/efficiencies/pagination (the $total/$page/$next/$back/$itemsPerPage/$items envelope, items_per_page up to 200, page). Checked against Sage\'s Swagger 2.0 document for API v3.1 (host api.accounting.sage.com, "Documentation of the Sage Business Cloud Accounting API") as cached verbatim in the third-party repository SynergiTech/sage-php@4e45a6048ffa0c0c9a9532383fd1d241cf844c75 swagger-2.0.0.json: GET /contacts with contact_type_id, email ("filter by the contact person email address"), attributes, items_per_page; GET /contacts/{key} with show_balance and attributes; GET /sales_invoices with contact_id, attributes, page, items_per_page; Contact id, name, displayed_as, email, main_contact_person {name, email, mobile, telephone}, main_address.postal_code, balance, currency {id}, reference, credit_limit, credit_days, created_at; SalesInvoice invoice_number, displayed_as, date, due_date, total_amount, outstanding_amount, currency {id}, status {id, displayed_as}, contact {id}. Not confirmed from Sage\'s own site: those parameters and fields (the Swagger was read only from a third-party copy; Sage\'s reference pages were not reachable), the readonly scope on the current v3.1 sign-in (shown in the V3.0 guide), and that currency.id is the ISO code. Third pass (cat-third-a): the API portal run by Sage, developer.columbus.sage.com (service "Sage One - Accounts - v3 CA", "Documentation of the Sage Business Cloud Accounting API", an earlier v3 regional edition of the same API), was read in part: the 200 reply of getContactPersonsKey (contact person name, job_title, telephone, mobile, email, is_main_contact), the request body of postContacts (name, reference, credit_limit, credit_days, currency_id, main_address.postal_code) and that of postsalesinvoices (contact_id, date, invoice_number, due_date, total_amount, currency_id, status_id), with the endpoint availability and the Read Only role of the Contacts, Sales and Purchases areas; these agree with the field names of the Swagger copy. Still not read on a Sage page: the v3.1 list parameters (email, contact_type_id, contact_id, items_per_page) and the GET replies of /contacts, /contacts/{key} and /sales_invoices (balance, main_contact_person, currency {id}, outstanding_amount, status {id, displayed_as}, contact {id}), so the level stays. Fixtures are built to those definitions (no official example reply was read). Fourth pass (c5b): Sage\'s own Python sample for API v3.1, Sage/sbca_api_python_sample@8da2875abfad03be9a290e92fb5d3a49f1ba3ba3 (config.py: authorize https://www.sageone.com/oauth2/auth/central?filter=apiv3.1, base https://api.accounting.sage.com/v3.1, scope full_access in the sample; app.py: GET /contacts with page and items_per_page, Authorization: Bearer and X-Business, the reply read through $items, $page, $next and $back; templates/contacts.html and contact.html: a contact\'s id, displayed_as, name, reference and main_address.postal_code), confirms the contact list envelope and those contact fields. Also checked: Sage/sageone_api_ruby_sdk@1ee8a8c1724d3f8b2a18a0c7151f916708c8d72f (2016, the retired SData API, not v3.1) and Sage/sageone_api_csharp_sample@9ffdc9f06af130d9cbaf9fe1f2721bb06f8b4784 (a generic request form). Still open: the email, contact_type_id and contact_id filters, show_balance, and the reply fields balance, main_contact_person, currency.id, credit_limit, credit_days, created_at and every sales invoice field, on a Sage page or in Sage\'s code; the readonly scope on the v3.1 sign-in.',
  note: 'Scope `readonly`; the calls also work for a user with the Read Only role. Credit notes are a separate Sage resource (sales_credit_notes) and are not listed with invoices.',
});
