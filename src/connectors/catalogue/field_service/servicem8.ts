import { defineConnector } from '../../define.js';

/**
 * ServiceM8 REST API 1.0 with an API key. Client contacts are searched by email ($filter); the client
 * (company) uuid then filters the client's jobs, read both as bookings (the job date) and as invoices
 * (completed jobs with their invoice total and whether payment was received). ServiceM8 keeps deleted
 * records (active = 0) and lists them too, so every filter also asks for `active eq 1`.
 */
export const servicem8 = defineConnector({
  key: 'servicem8',
  name: 'ServiceM8',
  category: 'field_service',
  auth: { type: 'header', headers: { 'X-API-Key': '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'ServiceM8 API key', example: 'smk-0a1b2c-3d4e5f6a7b8c9d0e', pattern: '[A-Za-z0-9_-]{16,128}' }],
  baseUrl: 'https://api.servicem8.com/api_1.0',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/companycontact.json', query: { $filter: "email eq '{email:odata}' and active eq 1" } },
      records: '$',
      map: {
        id: 'company_uuid',
        name: { join: ['first', 'last'] },
        email: 'email',
        phone: { firstOf: ['mobile', 'phone'] },
      },
    },
    bookings: {
      request: { path: '/job.json', query: { $filter: "company_uuid eq '{customer_id:odata}' and active eq 1" } },
      records: '$',
      // Jobs are read through $filter=company_uuid: another client's job (a filter ignored) is dropped.
      ownerRef: 'company_uuid',
      map: {
        id: 'generated_job_id',
        // ServiceM8 writes 0000-00-00 00:00:00 for a job without a date: such a job is not a booking.
        start: { datetime: { enum: 'date', map: { '0000-00-00 00:00:00': '' } } },
        service: 'job_description',
        status: { enum: 'status', map: { Quote: 'quote', 'Work Order': 'booked', Completed: 'completed', Unsuccessful: 'cancelled' } },
        cancelled: { enum: 'status', map: { Unsuccessful: true }, others: 'drop' },
      },
    },
    invoices: {
      request: { path: '/job.json', query: { $filter: "company_uuid eq '{customer_id:odata}' and active eq 1" } },
      records: '$',
      // Jobs are read through $filter=company_uuid: another client's job (a filter ignored) is dropped.
      ownerRef: 'company_uuid',
      map: {
        invoice: 'generated_job_id',
        // Only completed jobs have a completion date; quotes and open work orders drop out here.
        date: { date: 'completion_date' },
        amount: { money: 'total_invoice_amount', source: 'decimal_string' },
        status: {
          firstOf: [
            { enum: 'payment_received', map: { 1: 'paid' }, others: 'drop' },
            { enum: 'invoice_sent', map: { 1: 'sent' }, others: 'drop' },
            { const: 'not sent yet' },
          ],
        },
      },
    },
  },
  docs: 'https://developer.servicem8.com/docs/rest-overview',
  setup:
    'In ServiceM8 open Settings → API Keys (under Integrations) and create an API key for "Chatbot". Give it read access to clients, ' +
    'contacts and jobs only if ServiceM8 offers the choice, and copy the key. Nothing else is needed.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against the OpenAPI document in ServiceM8's official SDK (servicem8/servicem8-node@257ea14) " +
    'and its filtering page.',
  note: 'ServiceM8 invoices are jobs: a job appears as an invoice once it is completed. Amounts are in the account currency.',
});
