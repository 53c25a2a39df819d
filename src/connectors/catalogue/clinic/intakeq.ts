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
      pagination: { type: 'page', param: 'page', first: 1, size: 100, maxPages: 2 },
      owner: { email: 'ClientEmail', name: 'ClientName' },
      map: {
        id: 'Id',
        start: { datetime: 'StartDate', epoch: 'milliseconds' },
        end: { datetime: 'EndDate', epoch: 'milliseconds' },
        service: 'ServiceName',
        status: {
          enum: 'Status',
          map: {
            Confirmed: 'confirmed',
            WaitingConfirmation: 'provisional',
            AwaitingConfirmation: 'provisional',
            Canceled: 'cancelled',
            Cancelled: 'cancelled',
            Declined: 'declined',
            Missed: 'did not arrive',
            'No Show': 'did not arrive',
          },
        },
        cancelled: { enum: 'Status', map: { Canceled: true, Cancelled: true, Declined: true }, others: 'drop' },
        did_not_arrive: { enum: 'Status', map: { Missed: true, 'No Show': true }, others: 'drop' },
      },
    },
    invoices: {
      request: { path: '/invoices', query: { clientId: '{customer_id}' } },
      records: '$',
      // The documented invoice names the client twice: ClientId (an internal GUID) and ClientIdNumber (the numeric id).
      ownerRef: 'ClientIdNumber',
      pagination: { type: 'page', param: 'page', first: 1, size: 100, maxPages: 2 },
      owner: { email: 'ClientEmail', name: 'ClientName' },
      map: {
        invoice: { firstOf: ['Number', 'Id'] },
        date: { date: 'IssuedDate', epoch: 'milliseconds' },
        due_date: { date: 'DueDate', epoch: 'milliseconds' },
        amount: { money: 'TotalAmount', source: 'number', currency: 'CurrencyIso' },
        currency: 'CurrencyIso',
        outstanding: { money: 'AmountDue', source: 'number', currency: 'CurrencyIso' },
        status: {
          enum: 'Status',
          map: {
            Paid: 'paid',
            Unpaid: 'unpaid',
            PastDue: 'overdue',
            Refunded: 'refunded',
            Forgiven: 'void',
            Canceled: 'void',
            Draft: 'draft',
            Scheduled: 'scheduled',
          },
        },
      },
    },
  },
  docs: 'https://support.intakeq.com/article/251-intakeq-client-api',
  setup:
    "Sign in to IntakeQ (PracticeQ) as the main account owner — only the owner sees the API tab. Open More → Settings → Integrations → Developer API, turn API access on and copy the API key shown there. IntakeQ keys cannot be limited to reading, so keep the key private; this connector only reads clients, appointments and invoices. If you use an IP allow-list on that page, add this service's outbound addresses.",
  test_level: 'partly-documented',
  test_detail:
    "Fidelity pass, against IntakeQ's own API articles (stored copies of support.intakeq.com/article/251-intakeq-client-api, 204-intakeq-appointments-api and 385-intakeq-invoice-api): base URL https://intakeq.com/api/v1/, the X-Auth-Key header, GET /clients with search (name or email, partial matches), page and includeProfile; the appointment object (Id, ClientName, ClientEmail, ClientId as a number, Status e.g. Confirmed, StartDate and EndDate as unix milliseconds, ServiceName); the invoice object (Number, ClientName, ClientEmail, ClientId as an internal GUID and ClientIdNumber as the numeric client id, Status Unpaid|Paid|PastDue, IssuedDate, DueDate, CurrencyIso, TotalAmount, AmountDue). Added in this pass: invoices declare ownerRef ClientIdNumber (the documented numeric id), so an ignored clientId filter cannot show another client's invoices. Not confirmed in the stored excerpts: the appointment query parameters (client, startDate, endDate, page) and the invoice clientId filter, the client profile field names, and the status values beyond those named above (the extra spellings in the maps are harmless but undocumented). Fidelity pass: appointments declare ownerRef ClientId (the client filter matches names and emails partially, so another client's appointment could come back); invoices then kept the email check only (their ClientId is a GUID; the numeric ClientIdNumber is now used, see above). Earlier check (not re-read against a stored official example in the fidelity pass): documented: X-Auth-Key header, GET /clients?search=&includeProfile=true, GET /appointments?client=&startDate=&endDate=&page= and the appointment object (ClientEmail, StartDate/EndDate in unix milliseconds, Status, ServiceName), the invoice object (Number, IssuedDate/DueDate in unix milliseconds, CurrencyIso, TotalAmount, AmountDue) from IntakeQ's Client, Appointments and Invoice API articles; the invoices clientId filter (numeric ClientId) follows IntakeQ's own .NET API client, and the status spellings Cancelled/No Show beside Canceled/Missed are from integrators' code",
  note: "Clients are found by email through IntakeQ's partial-match search; the matching rules require the exact email, and appointments or invoices naming another client's email are never shown. Appointments from 30 days ago to a year ahead, cancelled ones included; times are shown in UTC. A part-paid invoice shows what is still owed. Treatment notes, intake forms and insurance details are never read.",
});
