import { defineConnector } from '../../define.js';
import type { Transform } from '../../transform-schema.js';

/**
 * Service Fusion API v1 with an OAuth 2.0 client_credentials client (token from
 * POST /oauth/access_token, Bearer on every call). Customers are found by exact email
 * (`filters[email]`, with contacts and locations expanded); the customer's jobs are read with the
 * same exact-email filter, as bookings and, through the jobs' expanded invoices, as invoices. Lists
 * use the `{items, _meta}` envelope with `page` / `per-page` paging.
 */

const primaryContact = (pick: string): Transform => ({ path: 'contacts', where: { is_primary: true }, pick });

const jobStatus: Transform = {
  enum: 'status',
  map: {
    Cancelled: 'cancelled',
    Canceled: 'cancelled',
    Completed: 'completed',
    'Job Closed': 'closed',
    Scheduled: 'scheduled',
    Unscheduled: 'not scheduled yet',
  },
};

export const serviceFusion = defineConnector({
  key: 'service_fusion',
  name: 'Service Fusion',
  category: 'field_service',
  auth: { type: 'client_credentials', tokenUrl: '/oauth/access_token', clientId: 'client_id', clientSecret: 'client_secret', clientAuth: 'body' },
  secrets: [
    { name: 'client_id', label: 'Service Fusion API client ID', example: 'k3Pq9ZtW7xYb2Lm4', pattern: '[A-Za-z0-9._-]{8,128}' },
    { name: 'client_secret', label: 'Service Fusion API client secret', example: 'Vd8sQ2nR7tLw4Yx9Zk1Mb6Hc3Jf5Gp0A', pattern: '[A-Za-z0-9._~+/=-]{16,256}' },
  ],
  baseUrl: 'https://api.servicefusion.com',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: {
        path: '/v1/customers',
        query: { 'filters[email]': '{email}', expand: 'contacts,contacts.emails,contacts.phones,locations', 'per-page': '10' },
      },
      records: 'items',
      map: {
        id: 'id',
        name: {
          firstOf: [{ join: [primaryContact('fname'), primaryContact('lname')] }, { join: ['contacts.0.fname', 'contacts.0.lname'] }, 'customer_name'],
        },
        email: { firstOf: [primaryContact('emails.0.email'), 'contacts.0.emails.0.email'] },
        phone: { firstOf: [primaryContact('phones.0.phone'), 'contacts.0.phones.0.phone'] },
        postcode: { firstOf: [{ path: 'locations', where: { is_primary: true }, pick: 'postal_code' }, 'locations.0.postal_code'] },
      },
    },
    bookings: {
      request: { path: '/v1/jobs', query: { 'filters[email]': '{email}', 'filters[start_date][gte]': '{from_date}', sort: '-start_date' } },
      lookbackDays: 30,
      records: 'items',
      // Jobs are filtered by filters[email], which could not be confirmed among Service Fusion's documented job filters: a job of another customer is dropped by its customer_id.
      ownerRef: 'customer_id',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'per-page', size: 50, maxPages: 2 },
      map: {
        id: { firstOf: ['number', 'id'] },
        start: { datetime: 'start_date' },
        end: { datetime: 'end_date' },
        service: 'category',
        status: jobStatus,
        cancelled: { enum: 'status', map: { Cancelled: true, Canceled: true }, others: 'drop' },
      },
    },
    invoices: {
      request: { path: '/v1/jobs', query: { 'filters[email]': '{email}', expand: 'invoices', sort: '-start_date' } },
      records: 'items',
      // Jobs are filtered by filters[email], which could not be confirmed among Service Fusion's documented job filters: a job of another customer is dropped by its customer_id.
      ownerRef: 'customer_id',
      pagination: { type: 'page', param: 'page', first: 1, sizeParam: 'per-page', size: 50, maxPages: 2 },
      map: {
        // Jobs not invoiced yet have no invoice number and drop out here.
        invoice: 'invoices.0.number',
        date: { date: 'invoices.0.date' },
        amount: { money: 'invoices.0.total', source: 'number', currency: 'invoices.0.currency' },
        currency: 'invoices.0.currency',
        outstanding: { money: 'due_total', source: 'number', currency: 'invoices.0.currency' },
        status: {
          firstOf: [{ enum: 'invoices.0.is_paid', map: { true: 'paid' }, others: 'drop' }, 'payment_status', { const: 'not paid' }],
        },
      },
    },
  },
  docs: 'https://docs.servicefusion.com/',
  setup:
    "Service Fusion's API comes with the Pro plan. Signed in as the account admin, open My Office → Developer Settings (API), add a new " +
    'API application for client credentials and copy its Client ID and Client Secret here. Service Fusion API clients cannot be limited ' +
    'to reading; this connector only ever makes GET requests.',
  test_level: 'partly-documented',
  test_detail: 'No official Service Fusion reference could be read; not confirmed: the filters[email] job filter and the customer and job fields.',
  note:
    "A customer record shows its primary contact's name, email and phone (else the first contact's). Service Fusion has no invoice " +
    "filter, so invoices are read from the customer's jobs with their invoices expanded (the first invoice of each job; jobs not yet " +
    "invoiced are skipped). Outstanding is the job's due total. Job tech notes, completion notes and job notes are never read.",
});
