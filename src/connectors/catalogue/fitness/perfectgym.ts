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
    'Ask PerfectGym (Xplor Gym) support to enable API access for your club and to create an API client for this integration with read ' +
    'access to members and contracts only. They give you a client ID and a client secret. The club name is the first part of your ' +
    'PerfectGym address: acmefitness for acmefitness.perfectgym.com.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against PerfectGym's developer pages and public client code; not confirmed: the email filter, the contract fields and " +
    'statuses, paymentPlan.name, the member postcode.',
  note:
    'Contracts are read with their payment plan expanded; a contract whose status is not one of the known values is shown as PerfectGym ' +
    'names it. Class bookings are left out until their entity is confirmed. Run the connection test before relying on it.',
});
