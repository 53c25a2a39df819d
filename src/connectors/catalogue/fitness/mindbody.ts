import { defineConnector } from '../../define.js';

/**
 * Mindbody Public API v6. Every call carries the developer API key and the site's SiteId; searching
 * clients also needs a staff user token (Mindbody: "user credentials must be provided" for
 * request.searchText). Reads: the client's visits (class and appointment bookings), contracts
 * (memberships) and account balance. Parameters use Mindbody's `request.` prefix.
 */
export const mindbody = defineConnector({
  key: 'mindbody',
  name: 'Mindbody',
  category: 'fitness',
  auth: { type: 'header', headers: { 'Api-Key': '{api_key}', Authorization: '{staff_token}' } },
  config: [{ name: 'site_id', label: 'Mindbody site ID', example: '123456', pattern: '-?\\d{1,10}' }],
  secrets: [
    { name: 'api_key', label: 'Mindbody API key', example: '0123456789abcdef0123456789abcdef', pattern: '[A-Za-z0-9]{16,64}' },
    { name: 'staff_token', label: 'staff user token', example: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4', pattern: '[A-Za-z0-9._~+/=-]{16,2048}' },
  ],
  baseUrl: 'https://api.mindbodyonline.com/public/v6',
  headers: { SiteId: '{site_id}' },
  verification: 'search_email',
  capabilities: {
    find_customer: {
      // searchText matches first name, last name and email; Mindbody documents no phone search.
      request: { path: '/client/clients', query: { 'request.searchText': '{email}', 'request.limit': '10' } },
      records: 'Clients',
      map: {
        id: 'Id',
        name: { join: ['FirstName', 'LastName'] },
        email: 'Email',
        phone: { firstOf: ['MobilePhone', 'HomePhone', 'WorkPhone'] },
        postcode: 'PostalCode',
      },
    },
    bookings: {
      // Visits default to ending today; the window ends a year ahead ({to_date}) so upcoming bookings are included.
      request: {
        path: '/client/clientvisits',
        query: { 'request.clientId': '{customer_id}', 'request.startDate': '{from_date}', 'request.endDate': '{to_date}' },
      },
      lookbackDays: 30,
      lookaheadDays: 365,
      records: 'Visits',
      // Visits are read through request.clientId: another client's visit (a filter ignored) is dropped.
      ownerRef: 'ClientId',
      pagination: { type: 'offset', param: 'request.offset', sizeParam: 'request.limit', size: 100, maxPages: 2 },
      map: {
        id: 'Id',
        start: { datetime: 'StartDateTime' },
        end: { datetime: 'EndDateTime' },
        service: { firstOf: ['Name', 'ServiceName'] },
        status: {
          firstOf: [
            { enum: 'LateCancelled', map: { true: 'late cancelled' }, others: 'drop' },
            {
              enum: 'AppointmentStatus',
              map: {
                NoShow: 'no show',
                Cancelled: 'cancelled',
                LateCancelled: 'late cancelled',
                Completed: 'completed',
                Arrived: 'arrived',
                Confirmed: 'confirmed',
                Booked: 'booked',
              },
              others: 'drop',
            },
            { enum: 'SignedIn', map: { true: 'signed in' }, others: 'drop' },
            { const: 'booked' },
          ],
        },
        cancelled: { firstOf: [{ enum: 'AppointmentStatus', map: { Cancelled: true, LateCancelled: true }, others: 'drop' }, 'LateCancelled'] },
        did_not_arrive: { enum: 'AppointmentStatus', map: { NoShow: true }, others: 'drop' },
      },
    },
    subscriptions: {
      request: { path: '/client/clientcontracts', query: { 'request.clientId': '{customer_id}' } },
      records: 'Contracts',
      map: {
        id: 'Id',
        plan: 'ContractName',
        status: { enum: 'AutopayStatus', map: { Active: 'active', Inactive: 'inactive', Suspended: 'suspended' } },
        since: { date: 'AgreementDate' },
        start: { date: 'StartDate' },
        expires: { date: 'EndDate' },
        next_billing: { date: 'UpcomingAutopayEvents.0.ScheduleDate' },
        amount: { money: 'UpcomingAutopayEvents.0.ChargeAmount', source: 'number' },
      },
    },
    balance: {
      request: { path: '/client/clientaccountbalances', query: { 'request.clientIds': '{customer_id}' } },
      records: 'Clients',
      // Balances are read through request.clientIds: another client's balance (a filter ignored) is dropped.
      ownerRef: 'Id',
      map: { balance: { money: 'AccountBalance', source: 'number' } },
    },
  },
  docs: 'https://developers.mindbodyonline.com/ui/documentation/public-api',
  setup:
    'Mindbody only lets approved developer accounts use its API. Sign in at developers.mindbodyonline.com, open Account → API ' +
    'Credentials and copy your API key. In your Mindbody business site, open the activation link Mindbody gives you for that key so it ' +
    'may read your site (Settings → API Integrations shows it once approved). Your site ID is the number in your Mindbody business ' +
    'address (studioid=123456). For the staff user token, create a staff login with the lowest permissions that can view clients, then ' +
    'issue a token for it with POST /public/v6/usertoken/issue (username and password of that staff member) and paste the AccessToken ' +
    'here.',
  test_level: 'documented',
  test_detail:
    "Request and every mapped field checked against Mindbody's generated SDK (mindbody/Mindbody-API-SDKs@e09ae64, Public API Python " +
    'library); no official example reply.',
  note:
    'Mindbody staff user tokens expire (about 7 days) and must be issued again; this connector cannot renew them itself. Balances are ' +
    'in the site currency as Mindbody reports them; a negative balance means the client owes money.',
});
