import { defineConnector } from '../../define.js';

/**
 * IntakeQ (PracticeQ) API v1 with the practice's API key in the X-Auth-Key header. Clients are found
 * with IntakeQ's client search (name or email, partial matches) asking for the full profile, which is
 * the reply that carries the numeric ClientId and postcode; the matching rules then require the exact
 * email. Appointments are searched by the verified email and invoices by ClientId. Both name the
 * client's email, so a partial-match record of another client is dropped by the safety filter.
 * Treatment notes, intake forms, insurance details and "additional information" are never read.
 */
export const intakeq = defineConnector({
  key: 'intakeq',
  name: 'IntakeQ / PracticeQ',
  category: 'clinic',
  auth: { type: 'header', headers: { 'X-Auth-Key': '{api_key}' } },
  secrets: [{ name: 'api_key', label: 'IntakeQ API key', example: '7d1f3b5a9c2e4f6a8b0c1d3e5f7a9b2c4d6e8f0a', pattern: '[A-Za-z0-9]{20,80}' }],
  baseUrl: 'https://intakeq.com/api/v1',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/clients', query: { search: '{email}', includeProfile: 'true' } },
      records: '$',
      map: {
        id: 'ClientId',
        name: { firstOf: [{ join: ['FirstName', 'LastName'] }, 'Name'] },
        email: 'Email',
        phone: { firstOf: ['MobilePhone', 'Phone', 'HomePhone'] },
        postcode: 'PostalCode',
      },
    },
    bookings: {
      request: { path: '/appointments', query: { client: '{email}', startDate: '{from_date}', endDate: '{to_date}' } },
      records: '$',
      // The client search is a partial match and the appointment filter takes a name or email: rows are kept only when their ClientId is the verified client's.
      ownerRef: 'ClientId',
      lookbackDays: 30,
      lookaheadDays: 365,
      // IntakeQ's own client sends page (1, 2, ...); no page size is stated for appointments, so paging
      // stops at an empty page (or after two).
      pagination: { type: 'page', param: 'page', first: 1, maxPages: 2 },
      owner: { email: 'ClientEmail', name: 'ClientName' },
      map: {
        id: 'Id',
        start: { datetime: 'StartDate', epoch: 'milliseconds' },
        end: { datetime: 'EndDate', epoch: 'milliseconds' },
        service: 'ServiceName',
        // Only Confirmed is a documented status value; any other is shown as IntakeQ names it.
        status: { enum: 'Status', map: { Confirmed: 'confirmed' } },
      },
    },
    invoices: {
      request: { path: '/invoices', query: { clientId: '{customer_id}' } },
      records: '$',
      // The documented invoice names the client twice: ClientId (an internal GUID) and ClientIdNumber (the numeric id).
      ownerRef: 'ClientIdNumber',
      // IntakeQ's own client reads a client's invoices with clientId alone (no page parameter).
      owner: { email: 'ClientEmail', name: 'ClientName' },
      map: {
        invoice: { firstOf: ['Number', 'Id'] },
        date: { date: 'IssuedDate', epoch: 'milliseconds' },
        due_date: { date: 'DueDate', epoch: 'milliseconds' },
        amount: { money: 'TotalAmount', source: 'number', currency: 'CurrencyIso' },
        currency: 'CurrencyIso',
        outstanding: { money: 'AmountDue', source: 'number', currency: 'CurrencyIso' },
        // The documented statuses: Unpaid, Paid, PastDue.
        status: { enum: 'Status', map: { Paid: 'paid', Unpaid: 'unpaid', PastDue: 'overdue' } },
      },
    },
  },
  docs: 'https://support.intakeq.com/article/251-intakeq-client-api',
  setup:
    'Sign in to IntakeQ (PracticeQ) as the main account owner — only the owner sees the API tab. Open More → Settings → Integrations → ' +
    'Developer API, turn API access on and copy the API key shown there. IntakeQ keys cannot be limited to reading, so keep the key ' +
    'private; this connector only reads clients, appointments and invoices. If you use an IP allow-list on that page, add this ' +
    "service's outbound addresses.",
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against IntakeQ's own C# client (intakeq-api, the-practice/IntakeQ.ApiClient@5f04648) and " +
    "IntakeQ's API articles.",
  note:
    "Clients are found by email through IntakeQ's partial-match search; the matching rules require the exact email, and appointments or " +
    "invoices naming another client's email are never shown. Appointments from 30 days ago to a year ahead, cancelled ones included (a " +
    'status other than Confirmed is shown as IntakeQ names it); times are shown in UTC. A part-paid invoice shows what is still owed; a ' +
    "client's invoices are read in one request. Treatment notes, intake forms and insurance details are never read.",
});
