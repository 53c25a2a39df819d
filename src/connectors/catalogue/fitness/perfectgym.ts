import { defineConnector } from '../../define.js';

/**
 * Xplor Gym (PerfectGym) club API v2.2 (OData). Member search by email ($filter) and the member's
 * contracts with their payment plan. Written from PerfectGym's documented OData conventions; see note.
 */
export const perfectgym = defineConnector({
  key: 'perfectgym',
  name: 'Xplor Gym (PerfectGym)',
  category: 'fitness',
  auth: { type: 'header', headers: { 'X-Client-id': '{client_id}', 'X-Client-Secret': '{client_secret}' } },
  config: [
    { name: 'club', label: 'PerfectGym club name', example: 'acmefitness', pattern: '[a-z0-9][a-z0-9-]{0,62}' },
    { name: 'client_id', label: 'API client ID', example: 'acme-chatbot', pattern: '[A-Za-z0-9._-]{3,100}' },
  ],
  secrets: [{ name: 'client_secret', label: 'API client secret', example: 'X7pQ2mK9vL4nR8sT1wY6zA3b', pattern: '[A-Za-z0-9._~+/=-]{12,200}' }],
  baseUrl: 'https://{club}.perfectgym.com/api/v2.2/odata',
  bound: 'connection',
  verification: 'search_email',
  capabilities: {
    find_customer: {
      request: { path: '/Members', query: { $filter: "email eq '{email:odata}'", $top: '10' } },
      records: 'value',
      map: {
        id: 'id',
        name: { join: ['firstName', 'lastName'] },
        email: 'email',
        phone: { firstOf: ['phoneNumber', 'mobilePhone'] },
        postcode: { firstOf: ['postalCode', 'address.postalCode'] },
      },
    },
    subscriptions: {
      request: { path: '/Contracts', query: { $filter: 'memberId eq {customer_id}', $expand: 'paymentPlan', $orderby: 'startDate desc', $top: '20' } },
      records: 'value',
      // Contracts are read through $filter=memberId: another member's contract (a filter ignored) is dropped.
      ownerRef: 'memberId',
      map: {
        id: 'id',
        plan: { firstOf: ['paymentPlan.name', 'name'] },
        status: {
          firstOf: [
            { enum: 'status', map: { Current: 'active', Future: 'starts soon', Ended: 'ended', Cancelled: 'cancelled' }, others: 'pass' },
            { enum: 'isActive', map: { true: 'active', false: 'ended' }, others: 'drop' },
          ],
        },
        since: { date: 'signUpDate' },
        start: { date: 'startDate' },
        expires: { date: 'endDate' },
      },
    },
  },
  docs: 'https://presentation.perfectgym.com/Api/Docs/Index.html',
  setup:
    'Ask PerfectGym (Xplor Gym) support to enable API access for your club and to create an API client for this integration with read access to members and contracts only. They give you a client ID and a client secret. The club name is the first part of your PerfectGym address: acmefitness for acmefitness.perfectgym.com.',
  test_level: 'partly-documented',
  test_detail:
    "Fourth pass: nothing new could be confirmed. PerfectGym/developer@2216560ac71be03c24dcf4fc89b90c11fd554e20 (develop) and its other branches still hold only the v1 reference (content/api/contracts, memberships, users); the sportalliance GitHub organisation holds no API description; the stored docs hold no copy of a club's /Api/Docs v2.2 reference. Second pass: PerfectGym's own developer repository (PerfectGym/developer, branches develop, master and gh-pages to 2023-02) documents only the v1 API (a branch marks it deprecated) and points v2 users to each club's /Api/Docs; no v2.2 entity reference was readable here. PerfectGym also publishes a different API, the PerfectGym Next API (OpenAPI at developer.sportalliance.com/apis/perfectgym, demo host open-api-demo.open-api.perfectgym.com, customers and contracts operations), which this definition does not use; whether a club is on that API or the v2.2 OData one should be checked before listing. Fidelity pass: contracts declare ownerRef memberId (read through $filter=memberId). Earlier check (not re-read against a stored official example in the fidelity pass): documented (PerfectGym API v2 docs, served per club at /Api/Docs/Index.html; presentation.perfectgym.com): reads are OData queries such as GET /api/v2/odata/Members. Confirmed from public client code (the v2.2 entity reference itself could not be read): the base https://<club>.perfectgym.com/api/v2.2/odata, the X-Client-Id and X-Client-Secret headers, the OData {\"value\":[...]} envelope with camelCase fields (id, firstName, phoneNumber, homeClubId, version, isDeleted), Members filtered with $filter on a field (phoneNumber eq '...'), and Contracts?$filter=memberId eq <id>&$expand=paymentPlan with contract status 'Current' (a PerfectGym client in a WhatsApp booking bot, and a PerfectGym v2.2 mirror probe listing the Swagger's 129 entity sets incl. Members and Contracts, found by code search for perfectgym.com/api/v2). Not confirmed: filtering Members on email (written like the documented phoneNumber filter), the contract fields signUpDate, startDate, endDate and isActive, the status values other than Current (Future, Ended, Cancelled), paymentPlan.name, and the member postcode field.",
  note: 'Contracts are read with their payment plan expanded; a contract whose status is not one of the known values is shown as PerfectGym names it. Class bookings are left out until their entity is confirmed. Run the connection test before relying on it.',
});
