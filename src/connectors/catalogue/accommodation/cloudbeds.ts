import { defineConnector } from '../../define.js';

/**
 * Cloudbeds API v1.2 with an API key sent as a bearer token. Cloudbeds cannot filter reservations by
 * guest email, so the connector lists the property's reservations checking in from {from_date} on
 * (three pages of 100 at most) and shows only those whose guest email is exactly the verified one.
 */
export const cloudbeds = defineConnector({
  key: 'cloudbeds',
  name: 'Cloudbeds',
  category: 'accommodation',
  auth: { type: 'bearer', secret: 'api_key' },
  config: [{ name: 'property_id', label: 'property ID', example: '123456', pattern: '\\d{1,12}' }],
  secrets: [{ name: 'api_key', label: 'API key', example: 'cbat_0123456789abcdefghijklmnopqrstuv', pattern: 'cbat_[A-Za-z0-9]{16,128}' }],
  baseUrl: 'https://api.cloudbeds.com/api/v1.2',
  verification: 'from_bookings_email',
  capabilities: {
    bookings: {
      request: { path: '/getReservations', query: { propertyID: '{property_id}', checkInFrom: '{from_date}' } },
      records: 'data',
      lookbackDays: 30,
      pagination: { type: 'page', param: 'pageNumber', first: 1, sizeParam: 'pageSize', size: 100, maxPages: 3 },
      owner: { email: 'guestEmail', name: 'guestName' },
      map: {
        id: 'reservationID',
        start: 'startDate',
        end: 'endDate',
        status: {
          enum: 'status',
          map: {
            confirmed: 'confirmed',
            not_confirmed: 'provisional',
            canceled: 'cancelled',
            cancelled: 'cancelled',
            checked_in: 'checked in',
            in_house: 'checked in',
            checked_out: 'checked out',
            no_show: 'did not arrive',
          },
        },
        cancelled: { enum: 'status', map: { canceled: true, cancelled: true }, others: 'drop' },
        did_not_arrive: { enum: 'status', map: { no_show: true }, others: 'drop' },
      },
    },
  },
  docs: 'https://hotels.cloudbeds.com/api/v1.2/docs/#api-Reservation-getReservations',
  setup:
    'In Cloudbeds open Account → Apps & Marketplace → API Credentials and create a new API key named "customer bot". Tick only the read scopes for reservations and guests (read:reservation, read:guest), save, and copy the key (it starts cbat_). The property ID is the number shown under Settings → Property → Property ID.',
  test_level: 'documented: path, bearer key and paging from Cloudbeds\' v1.2 reference; guestEmail on the reservation list is taken from Cloudbeds\' reservation model and was not compared with a live reply',
  note:
    'Cloudbeds cannot search reservations by guest email: the 300 reservations checking in from 30 days ago onwards are scanned and only the guest\'s own are shown. Party size is not shown (Cloudbeds gives adults and children separately). Invoices are left out: Cloudbeds gives them per reservation ID only.',
});
